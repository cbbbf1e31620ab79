import { embedMessages, type Feature, type MappingTriple, notAssignedFeatureId } from '@showroom/contract';
import {
  type AssignDemoReply,
  type AssignmentStatusReply,
  type CategoriesReply,
  type FeaturesReply,
  marketplaceMappingMachine,
  type ProductsReply,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { sharedLabels } from '../../messages.ts';
import { marketplaceToasts } from '../useMarketplace.ts';
import { MarketplacePanel } from './MarketplacePanel.tsx';

const ok = <T,>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const never = () => new Promise<never>(() => {});
const features: Feature[] = [
  { featureId: 'forecast', name: 'Forecast', text: '', demo: '', notSupported: false },
  { featureId: 'alerts', name: 'Deal alerts', text: '', demo: '', notSupported: false },
  { featureId: 'legacy', name: 'Legacy export', text: '', demo: '', notSupported: true },
];
const previous: MappingTriple = { category: 'crm', productId: 'pipeline', featureId: 'alerts' };

type Answers = {
  categories?: 'ok' | 'fail' | 'never';
  products?: 'ok' | 'never';
  features?: 'ok' | 'never';
  check?: 'confirm' | 'occupied' | 'plain' | 'never';
  assign?: 'ok' | 'fail' | 'never';
};

type StoryProps = { live?: boolean; visible?: boolean; mapping?: MappingTriple | null; answers?: Answers };

/** The panel on its machine with fake calls answering as `answers` says, and the page's toasts. */
function MarketplaceStory({ live = true, visible = true, mapping = null, answers = {} }: StoryProps) {
  const toast = useToast();
  const actions = useMemo(() => marketplaceToasts(toast), [toast]);
  const machine = marketplaceMappingMachine.provide({
    actions,
    actors: {
      loadCategories: fromPromise<CategoriesReply, void>(async () => {
        if (answers.categories === 'never') return never();
        if (answers.categories === 'fail') throw new TypeError('Failed to fetch');
        return ok([
          { _id: 'crm', external_name: 'CRM' },
          { _id: 'analytics', external_name: 'Analytics' },
        ]) as CategoriesReply;
      }),
      loadProducts: fromPromise<ProductsReply, { category: string }>(async ({ input }) =>
        answers.products === 'never'
          ? never()
          : (ok([
              { _id: 'pipeline', external_name: 'Pipeline', categoryId: input.category },
              { _id: 'inbox', external_name: 'Shared inbox', categoryId: input.category },
            ]) as ProductsReply),
      ),
      loadFeatures: fromPromise<FeaturesReply, { productId: string }>(async () =>
        answers.features === 'never' ? never() : (ok(features) as FeaturesReply),
      ),
      checkAssignment: fromPromise<
        AssignmentStatusReply,
        { productId: string; featureId: string; demoId: string }
      >(async ({ input }) => {
        if (answers.check === 'never') return never();
        const next = { category: 'crm', productId: input.productId, featureId: input.featureId };
        // 'occupied': the feature shows another embed, as the server answers it (its mapping is the new one).
        if (answers.check === 'occupied')
          return ok({
            requiresConfirmation: true,
            previousMapping: next,
            newMapping: next,
            displaced: { id: 'embed-2', name: 'Pricing page hero' },
          }) as AssignmentStatusReply;
        return ok({
          requiresConfirmation: answers.check === 'confirm',
          previousMapping: answers.check === 'confirm' ? previous : null,
          newMapping: next,
        }) as AssignmentStatusReply;
      }),
      assignDemo: fromPromise<
        AssignDemoReply,
        { demoId: string; categoryId: string; productId: string; featureId: string; isConfirmed: boolean }
      >(async ({ input }) => {
        if (answers.assign === 'never') return never();
        if (answers.assign === 'fail')
          return { status: 'error', payload: null, message: 'No', httpStatus: 500 } as AssignDemoReply;
        return ok({
          demoId: input.demoId,
          mapping: { category: input.categoryId, productId: input.productId, featureId: input.featureId },
        }) as AssignDemoReply;
      }),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { embedId: 'embed-1', live, visible, mapping, notAssignedId: notAssignedFeatureId },
  });
  return (
    <main style={{ width: 420 }}>
      <MarketplacePanel snapshot={snapshot} send={send} />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Marketplace mapping',
  component: MarketplaceStory,
} satisfies Meta<typeof MarketplaceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const id = 'marketplaceMapping';
const choose = async (label: string, option: string) => {
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toBeEnabled());
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const chooseAll = async (feature = 'Forecast') => {
  await choose(sharedLabels.category, 'CRM');
  await choose(sharedLabels.product, 'Pipeline');
  await choose(sharedLabels.feature, feature);
};

export const NotAuthorized: Story = {
  name: 'Not authorized',
  args: { visible: false },
  parameters: { machine: { id, state: 'notAuthorized' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.notAuthorized)).toBeVisible();
  },
};

export const Inactive: Story = {
  name: 'Draft embed',
  args: { live: false },
  parameters: { machine: { id, state: 'inactive' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.onlyActive)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: { categories: 'never' } },
  parameters: { machine: { id, state: 'loadingCategories' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sharedLabels.loadingCatalogue)).toBeVisible();
  },
};

export const CategoriesFailed: Story = {
  name: 'Categories failed',
  args: { answers: { categories: 'fail' } },
  parameters: { machine: { id, state: 'categoriesFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(embedMessages.errorLoadingCategories);
    await expect(
      await screen.findByText(embedMessages.errorLoadingCategories, { selector: 'li *, li' }),
    ).toBeTruthy();
  },
};

/** Nothing mapped yet: a category first. */
export const Idle: Story = {
  name: 'Ready (nothing mapped)',
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: sharedLabels.category })).toBeEnabled());
    await expect(canvas.getByRole('combobox', { name: sharedLabels.product })).toBeDisabled();
  },
};

/** The stored mapping's lists load, so its selects show it. */
export const Mapped: Story = {
  name: 'Ready (stored mapping shown)',
  args: { mapping: { category: 'crm', productId: 'pipeline', featureId: 'forecast' } },
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: sharedLabels.feature })).toHaveTextContent('Forecast'),
    );
    await expect(canvas.getByRole('combobox', { name: sharedLabels.category })).toHaveTextContent('CRM');
  },
};

export const LoadingProducts: Story = {
  name: 'Loading products',
  args: { answers: { products: 'never' } },
  parameters: { machine: { id, state: { ready: 'loadingProducts' } } },
  play: async () => {
    await choose(sharedLabels.category, 'CRM');
    await expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toBeDisabled();
  },
};

export const LoadingFeatures: Story = {
  name: 'Loading features',
  args: { answers: { features: 'never' } },
  parameters: { machine: { id, state: { ready: 'loadingFeatures' } } },
  play: async () => {
    await choose(sharedLabels.category, 'CRM');
    await choose(sharedLabels.product, 'Pipeline');
  },
};

export const Checking: Story = {
  name: 'Checking the assignment',
  args: { answers: { check: 'never' } },
  parameters: { machine: { id, state: { ready: 'checking' } } },
  play: async () => {
    await chooseAll();
    await expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toBeDisabled();
  },
};

/** The check asks: 'Confirm Save' with Previous and New. */
export const Confirming: Story = {
  name: 'Confirm Save',
  args: { answers: { check: 'confirm' } },
  parameters: { machine: { id, state: { ready: 'confirming' } } },
  play: async () => {
    await chooseAll();
    const dialog = await screen.findByRole('dialog', { name: embedMessages.confirmSave });
    await expect(dialog).toHaveTextContent(`${embedMessages.previousMapping}CRM | Pipeline | Deal alerts`);
    await expect(dialog).toHaveTextContent(`${embedMessages.newMapping}CRM | Pipeline | Forecast`);
    await expect(dialog).toHaveAccessibleDescription(embedMessages.mappingNotLiveYet);
  },
};

/**
 * Issue 29 B.8: the feature shows another embed and this one has none: Previous is 'Not Assigned'
 * (not the new mapping twice), and the dialog names the embed that loses the mapping.
 */
export const ConfirmingOccupied: Story = {
  name: 'Confirm Save (feature held by another embed)',
  args: { answers: { check: 'occupied' } },
  parameters: { machine: { id, state: { ready: 'confirming' } } },
  play: async () => {
    await chooseAll();
    const dialog = await screen.findByRole('dialog', { name: embedMessages.confirmSave });
    await expect(dialog).toHaveTextContent(`${embedMessages.previousMapping}${embedMessages.notAssigned}`);
    await expect(dialog).toHaveTextContent(`${embedMessages.newMapping}CRM | Pipeline | Forecast`);
    await expect(within(dialog).getByText(sharedLabels.losesMapping('Pricing page hero'))).toBeVisible();
  },
};

/** Ok closes it; the choice stands. */
export const Confirmed: Story = {
  name: 'Confirm Save, Ok (ready)',
  args: { answers: { check: 'confirm' } },
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async () => {
    await chooseAll();
    const dialog = await screen.findByRole('dialog', { name: embedMessages.confirmSave });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toHaveTextContent('Forecast');
  },
};

/** A not-supported feature is refused. */
export const NotAllowed: Story = {
  name: 'Mapping not allowed',
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async () => {
    await chooseAll(`Legacy export (${embedMessages.notSupported})`);
    await expect(await screen.findByText(embedMessages.mappingNotAllowed)).toBeVisible();
    await expect(screen.getByRole('combobox', { name: sharedLabels.feature })).not.toHaveTextContent(
      'Legacy',
    );
  },
};

export const SelectAll: Story = {
  name: 'Please select all options.',
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async () => {
    await choose(sharedLabels.category, 'CRM');
    await userEvent.click(screen.getByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.selectAllOptions)).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Updating mapping',
  args: { answers: { assign: 'never' } },
  parameters: { machine: { id, state: { ready: 'saving' } } },
  play: async () => {
    await chooseAll();
    await waitFor(() => expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.updatingMapping)).toBeVisible();
  },
};

export const Saved: Story = {
  name: 'Mapping updated',
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async () => {
    await chooseAll();
    await waitFor(() => expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.mappingUpdated)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  name: 'Mapping failed',
  args: { answers: { assign: 'fail' } },
  parameters: { machine: { id, state: { ready: 'idle' } } },
  play: async () => {
    await chooseAll();
    await waitFor(() => expect(screen.getByRole('combobox', { name: sharedLabels.feature })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.mappingFailed)).toBeVisible();
  },
};
