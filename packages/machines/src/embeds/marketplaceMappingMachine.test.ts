import { type Feature, notAssignedFeatureId } from '@showroom/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AssignDemoReply,
  type AssignmentStatusReply,
  type CategoriesReply,
  type FeaturesReply,
  type MarketplaceMappingInput,
  marketplaceMappingMachine,
  type ProductsReply,
} from './marketplaceMappingMachine.ts';

const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const features: Feature[] = [
  { featureId: 'forecast', name: 'Forecast', text: '', demo: '', notSupported: false },
  { featureId: 'legacy', name: 'Legacy export', text: '', demo: '', notSupported: true },
];

type Answers = {
  categories?: () => Promise<CategoriesReply>;
  check?: () => Promise<AssignmentStatusReply>;
  assign?: () => Promise<AssignDemoReply>;
};

/** The machine with fake calls and spies for every toast; `calls` records what each call got. */
function start(input: Partial<MarketplaceMappingInput> = {}, answers: Answers = {}) {
  const calls: Record<string, unknown[]> = { products: [], features: [], check: [], assign: [] };
  const toasts = {
    notifyCategoriesFailed: vi.fn(),
    notifyListFailed: vi.fn(),
    notifyNotAllowed: vi.fn(),
    notifySelectAll: vi.fn(),
    logCheckFailure: vi.fn(),
    showSaveProgress: vi.fn(),
    endSaveProgress: vi.fn(),
    failSaveProgress: vi.fn(),
  };
  const machine = marketplaceMappingMachine.provide({
    actions: toasts,
    actors: {
      loadCategories: fromPromise(
        answers.categories ?? (async () => ok([{ _id: 'crm', external_name: 'CRM' }]) as CategoriesReply),
      ),
      loadProducts: fromPromise(async ({ input }: { input: { category: string } }) => {
        calls.products?.push(input);
        return ok([
          { _id: 'pipeline', external_name: 'Pipeline', categoryId: input.category },
        ]) as ProductsReply;
      }),
      loadFeatures: fromPromise(async ({ input }: { input: { productId: string } }) => {
        calls.features?.push(input);
        return ok(features) as FeaturesReply;
      }),
      checkAssignment: fromPromise(
        async ({ input }: { input: { productId: string; featureId: string; demoId: string } }) => {
          calls.check?.push(input);
          return answers.check
            ? answers.check()
            : (ok({
                requiresConfirmation: false,
                previousMapping: null,
                newMapping: { category: 'crm', productId: 'pipeline', featureId: 'forecast' },
              }) as AssignmentStatusReply);
        },
      ),
      assignDemo: fromPromise(
        async ({
          input,
        }: {
          input: {
            demoId: string;
            categoryId: string;
            productId: string;
            featureId: string;
            isConfirmed: boolean;
          };
        }) => {
          calls.assign?.push(input);
          return answers.assign
            ? answers.assign()
            : (ok({
                demoId: 'embed-1',
                mapping: { category: 'crm', productId: 'pipeline', featureId: 'forecast' },
              }) as AssignDemoReply);
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      embedId: 'embed-1',
      live: true,
      visible: true,
      mapping: null,
      notAssignedId: notAssignedFeatureId,
      ...input,
    },
  }).start();
  return { actor, calls, toasts };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }));

/** Category, product, feature chosen, each list arrived. */
async function chooseAll(actor: ReturnType<typeof start>['actor'], feature = 'forecast') {
  await idle(actor);
  actor.send({ type: 'category.change', id: 'crm' });
  await idle(actor);
  actor.send({ type: 'product.change', id: 'pipeline' });
  await idle(actor);
  actor.send({ type: 'feature.change', id: feature });
}

describe('marketplace mapping', () => {
  it('without the visibility flag: not authorized, and nothing is loaded', () => {
    const { actor, calls } = start({ visible: false, live: false });
    expect(actor.getSnapshot().value).toBe('notAuthorized');
    expect(calls.products).toEqual([]);
  });

  it('a draft embed: only available for active embeds', () => {
    expect(start({ live: false }).actor.getSnapshot().value).toBe('inactive');
  });

  it('the embed published while the panel is open: the categories load', async () => {
    const { actor } = start({ live: false });
    actor.send({ type: 'access.change', live: true, visible: true });
    await idle(actor);
    expect(actor.getSnapshot().context.categories).toHaveLength(1);
    actor.send({ type: 'access.change', live: true, visible: false });
    expect(actor.getSnapshot().value).toBe('notAuthorized');
  });

  it('categories that do not load: the toast, then retry', async () => {
    let fail = true;
    const { actor, toasts } = start(
      {},
      {
        categories: async () => {
          if (fail) throw new TypeError('Failed to fetch');
          return ok([]) as CategoriesReply;
        },
      },
    );
    await waitFor(actor, (s) => s.matches('categoriesFailed'));
    expect(toasts.notifyCategoriesFailed).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'retry' });
    await idle(actor);
  });

  it('a category resets product and feature and loads its products; a product resets the feature', async () => {
    const { actor, calls } = start({
      mapping: { category: 'crm', productId: 'pipeline', featureId: 'forecast' },
    });
    await idle(actor);
    // The stored mapping's lists load so its selects show it.
    expect(calls.products).toEqual([{ category: 'crm' }]);
    expect(calls.features).toEqual([{ productId: 'pipeline' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      product: 'pipeline',
      feature: 'forecast',
      confirmed: true,
    });

    actor.send({ type: 'category.change', id: 'crm' });
    expect(actor.getSnapshot().context).toMatchObject({
      category: 'crm',
      product: '',
      feature: '',
      features: [],
    });
    await idle(actor);
    actor.send({ type: 'product.change', id: 'pipeline' });
    expect(actor.getSnapshot().context).toMatchObject({ product: 'pipeline', feature: '' });
    await idle(actor);
    expect(calls.features).toHaveLength(2);
  });

  it('a feature is checked; without confirmation needed it is recorded as confirmed', async () => {
    const { actor, calls } = start();
    await chooseAll(actor);
    await idle(actor);
    expect(calls.check).toEqual([{ productId: 'pipeline', featureId: 'forecast', demoId: 'embed-1' }]);
    expect(actor.getSnapshot().context.confirmed).toBe(true);
  });

  it("when the check asks, 'Confirm Save' compares Previous and New until Ok", async () => {
    const previous = { category: 'crm', productId: 'pipeline', featureId: 'alerts' };
    const next = { category: 'crm', productId: 'pipeline', featureId: 'forecast' };
    const { actor } = start(
      {},
      {
        check: async () =>
          ok({
            requiresConfirmation: true,
            previousMapping: previous,
            newMapping: next,
          }) as AssignmentStatusReply,
      },
    );
    await chooseAll(actor);
    await waitFor(actor, (s) => s.matches({ ready: 'confirming' }));
    expect(actor.getSnapshot().context.comparison).toEqual({ previous, next, displaced: null });
    actor.send({ type: 'ok' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ confirmed: true, comparison: null });
  });

  it("a feature held by another embed: Previous is this embed's own (none), and the one that loses it is named (issue 29 B.8)", async () => {
    const held = { category: 'crm', productId: 'pipeline', featureId: 'forecast' };
    const { actor } = start(
      {},
      {
        check: async () =>
          ok({
            requiresConfirmation: true,
            previousMapping: held,
            newMapping: held,
            displaced: { id: 'embed-2', name: 'Pricing page hero' },
          }) as AssignmentStatusReply,
      },
    );
    await chooseAll(actor);
    await waitFor(actor, (s) => s.matches({ ready: 'confirming' }));
    expect(actor.getSnapshot().context.comparison).toEqual({
      previous: null,
      next: held,
      displaced: { id: 'embed-2', name: 'Pricing page hero' },
    });
  });

  it('a failed check is only logged; the choice is still recorded as confirmed', async () => {
    const { actor, toasts } = start(
      {},
      {
        check: async () => {
          throw new TypeError('Failed to fetch');
        },
      },
    );
    await chooseAll(actor);
    await idle(actor);
    expect(toasts.logCheckFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ feature: 'forecast', confirmed: true });
  });

  it("a not-supported feature: 'Mapping not allowed', not recorded, not checked; Not Assigned is allowed", async () => {
    const { actor, calls, toasts } = start();
    await chooseAll(actor, 'legacy');
    expect(toasts.notifyNotAllowed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.feature).toBe('');
    expect(calls.check).toEqual([]);
    actor.send({ type: 'feature.change', id: notAssignedFeatureId });
    await idle(actor);
    expect(actor.getSnapshot().context.feature).toBe(notAssignedFeatureId);
    expect(toasts.notifyNotAllowed).toHaveBeenCalledTimes(1);
  });

  it("save without all three: 'Please select all options.' and no call", async () => {
    const { actor, calls, toasts } = start();
    await idle(actor);
    actor.send({ type: 'category.change', id: 'crm' });
    await idle(actor);
    actor.send({ type: 'save' });
    expect(toasts.notifySelectAll).toHaveBeenCalledTimes(1);
    expect(calls.assign).toEqual([]);
  });

  it("save: 'Updating mapping', assign-demo with isConfirmed, then 'Mapping updated'", async () => {
    const { actor, calls, toasts } = start();
    await chooseAll(actor);
    await idle(actor);
    actor.send({ type: 'save' });
    expect(toasts.showSaveProgress).toHaveBeenCalledTimes(1);
    await idle(actor);
    expect(calls.assign).toEqual([
      {
        demoId: 'embed-1',
        categoryId: 'crm',
        productId: 'pipeline',
        featureId: 'forecast',
        isConfirmed: true,
      },
    ]);
    expect(toasts.endSaveProgress).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.mapping).toEqual({
      category: 'crm',
      productId: 'pipeline',
      featureId: 'forecast',
    });
  });

  it("a refused or failed save: 'Mapping failed'", async () => {
    const { actor, toasts } = start(
      {},
      {
        assign: async () =>
          ({
            status: 'error',
            payload: null,
            message: 'Mapping not allowed',
            httpStatus: 422,
          }) as AssignDemoReply,
      },
    );
    await chooseAll(actor);
    await idle(actor);
    actor.send({ type: 'save' });
    await idle(actor);
    expect(toasts.failSaveProgress).toHaveBeenCalledTimes(1);
    expect(toasts.endSaveProgress).not.toHaveBeenCalled();
  });
});
