import type {
  assignDemo,
  CallResult,
  Category,
  checkAssignmentStatus,
  Feature,
  listCategories,
  listCategoryProducts,
  listProductFeatures,
  MappingTriple,
  Product,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

export type CategoriesReply = CallResult<typeof listCategories>;
export type ProductsReply = CallResult<typeof listCategoryProducts>;
export type FeaturesReply = CallResult<typeof listProductFeatures>;
export type AssignmentStatusReply = CallResult<typeof checkAssignmentStatus>;
export type AssignDemoReply = CallResult<typeof assignDemo>;

export interface MarketplaceMappingInput {
  /** The embed's id (the editor's route parameter). */
  embedId: string;
  /** Only a published embed can be mapped ('Only available for active embdeds'). */
  live: boolean;
  /** The plan's embedSettingsVisibility.show ('You are not authorized to view this page.'). */
  visible: boolean;
  /** The embed's stored mapping, or null. */
  mapping: MappingTriple | null;
  /** The contract's `notAssignedFeatureId`: the neutral feature, never 'not supported'. */
  notAssignedId: string;
}

export interface MarketplaceMappingContext extends MarketplaceMappingInput {
  categories: Category[];
  products: Product[];
  features: Feature[];
  /** The chosen ids, '' while none is chosen. */
  category: string;
  product: string;
  feature: string;
  /** spec 2 §4: once a feature is chosen (checked, and confirmed when asked) it is recorded as confirmed. */
  confirmed: boolean;
  /** What the 'Confirm Save' dialog compares. */
  comparison: {
    previous: MappingTriple | null;
    next: MappingTriple;
    /** Issue 29 B.8: the other embed that shows on the feature now and loses it, or null. */
    displaced: { id: string; name: string } | null;
  } | null;
}

export type MarketplaceMappingEvent =
  | { type: 'category.change'; id: string }
  | { type: 'product.change'; id: string }
  | { type: 'feature.change'; id: string }
  /** The 'Confirm Save' dialog's Ok. */
  | { type: 'ok' }
  | { type: 'save' }
  | { type: 'retry' }
  /** From the page: the embed was published, or the plan's flags arrived. */
  | { type: 'access.change'; live: boolean; visible: boolean };

/**
 * Issue 29 B.8: what 'Confirm Save' compares. When the feature shows another embed and this one
 * has no mapping, the server's previous mapping is that embed's, the new one itself: Previous is
 * then this embed's own (none, 'Not Assigned'), and the dialog names the embed that loses it.
 */
const comparisonOf = (payload: {
  previousMapping: MappingTriple | null;
  newMapping: MappingTriple;
  displaced?: { id: string; name: string } | null;
}) => {
  const { previousMapping: previous, newMapping: next } = payload;
  const same =
    previous !== null && previous.productId === next.productId && previous.featureId === next.featureId;
  return { previous: same ? null : previous, next, displaced: payload.displaced ?? null };
};

const succeeded = <T extends { status: string }>(reply: T): reply is Extract<T, { status: 'success' }> =>
  reply.status === 'success';

/**
 * spec 2 §2 Marketplace mapping panel and §4 Marketplace mapping, for a published embed:
 * - hidden behind 'You are not authorized to view this page.' without the plan's visibility flag,
 *   and 'Only available for active embdeds' for a draft;
 * - the categories load ('Error loading categories. Please try again later.' when they do not);
 * - a category resets product and feature and loads its products; a product resets the feature
 *   and loads its features;
 * - a feature marked 'not supported' (other than Not Assigned) is refused ('Mapping not allowed')
 *   and not recorded; another feature is checked (check-assignment-status) and, when the check
 *   asks for it, the 'Confirm Save' dialog compares Previous and New until Ok. Either way the
 *   choice is recorded as confirmed; a failed check is only logged (no timeout);
 * - save needs all three ('Please select all options.'); it shows 'Updating mapping' and calls
 *   assign-demo with isConfirmed, then 'Mapping updated' or 'Mapping failed'.
 * The calls are actors and the toasts named actions, both provided by the page.
 */
export const marketplaceMappingMachine = setup({
  types: {
    context: {} as MarketplaceMappingContext,
    events: {} as MarketplaceMappingEvent,
    input: {} as MarketplaceMappingInput,
  },
  actors: {
    loadCategories: fromPromise<CategoriesReply, void>(async () => {
      throw new Error('marketplaceMappingMachine needs a `loadCategories` actor');
    }),
    loadProducts: fromPromise<ProductsReply, { category: string }>(async () => {
      throw new Error('marketplaceMappingMachine needs a `loadProducts` actor');
    }),
    loadFeatures: fromPromise<FeaturesReply, { productId: string }>(async () => {
      throw new Error('marketplaceMappingMachine needs a `loadFeatures` actor');
    }),
    checkAssignment: fromPromise<
      AssignmentStatusReply,
      { productId: string; featureId: string; demoId: string }
    >(async () => {
      throw new Error('marketplaceMappingMachine needs a `checkAssignment` actor');
    }),
    assignDemo: fromPromise<
      AssignDemoReply,
      { demoId: string; categoryId: string; productId: string; featureId: string; isConfirmed: boolean }
    >(async () => {
      throw new Error('marketplaceMappingMachine needs an `assignDemo` actor');
    }),
  },
  guards: {
    notVisible: ({ context }) => !context.visible,
    notLive: ({ context }) => !context.live,
    noProduct: ({ context }) => context.product === '',
    noCategory: ({ context }) => context.category === '',
    allChosen: ({ context }) => context.category !== '' && context.product !== '' && context.feature !== '',
    notSupported: ({ context }, params: { id: string }) =>
      params.id !== context.notAssignedId &&
      context.features.some((feature) => feature.featureId === params.id && feature.notSupported),
  },
  actions: {
    // Toasts and the log, the page's (spec 2 §8).
    notifyCategoriesFailed: () => {},
    notifyListFailed: () => {},
    notifyNotAllowed: () => {},
    notifySelectAll: () => {},
    logCheckFailure: (_, _params: { error: unknown }) => {},
    showSaveProgress: () => {},
    endSaveProgress: () => {},
    failSaveProgress: () => {},
    chooseCategory: assign((_, params: { id: string }) => ({
      category: params.id,
      product: '',
      feature: '',
      products: [],
      features: [],
      confirmed: false,
    })),
    chooseProduct: assign((_, params: { id: string }) => ({
      product: params.id,
      feature: '',
      features: [],
      confirmed: false,
    })),
    chooseFeature: assign((_, params: { id: string }) => ({ feature: params.id, confirmed: false })),
    confirm: assign({ confirmed: true, comparison: null }),
  },
}).createMachine({
  id: 'marketplaceMapping',
  context: ({ input }) => ({
    ...input,
    categories: [],
    products: [],
    features: [],
    category: input.mapping?.category ?? '',
    product: input.mapping?.productId ?? '',
    feature: input.mapping?.featureId ?? '',
    // The stored mapping was confirmed when it was saved.
    confirmed: input.mapping !== null,
    comparison: null,
  }),
  initial: 'loadingCategories',
  on: {
    'access.change': {
      target: '.loadingCategories',
      reenter: true,
      actions: assign(({ event }) => ({ live: event.live, visible: event.visible })),
    },
  },
  states: {
    notAuthorized: {},
    inactive: {},
    loadingCategories: {
      // Nothing is asked of the server for a panel that cannot be used (the call is not started).
      always: [
        { guard: 'notVisible', target: 'notAuthorized' },
        { guard: 'notLive', target: 'inactive' },
      ],
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: [
          {
            guard: ({ event }) => succeeded(event.output),
            target: 'ready',
            actions: assign(({ event }) => ({
              categories: succeeded(event.output) ? event.output.payload : [],
            })),
          },
          { target: 'categoriesFailed', actions: 'notifyCategoriesFailed' },
        ],
        onError: { target: 'categoriesFailed', actions: 'notifyCategoriesFailed' },
      },
    },
    categoriesFailed: {
      on: { retry: 'loadingCategories' },
    },
    ready: {
      // The stored mapping's products and features load first, so its selects show it.
      initial: 'loadingProducts',
      on: {
        'category.change': {
          target: '.loadingProducts',
          reenter: true,
          actions: { type: 'chooseCategory', params: ({ event }) => ({ id: event.id }) },
        },
        'product.change': {
          target: '.loadingFeatures',
          reenter: true,
          actions: { type: 'chooseProduct', params: ({ event }) => ({ id: event.id }) },
        },
      },
      states: {
        loadingProducts: {
          always: { guard: 'noCategory', target: 'idle' },
          invoke: {
            id: 'loadProducts',
            src: 'loadProducts',
            input: ({ context }) => ({ category: context.category }),
            onDone: [
              {
                guard: ({ event }) => succeeded(event.output),
                target: 'loadingFeatures',
                actions: assign(({ event }) => ({
                  products: succeeded(event.output) ? event.output.payload : [],
                })),
              },
              { target: 'idle', actions: 'notifyListFailed' },
            ],
            onError: { target: 'idle', actions: 'notifyListFailed' },
          },
        },
        loadingFeatures: {
          always: { guard: 'noProduct', target: 'idle' },
          invoke: {
            id: 'loadFeatures',
            src: 'loadFeatures',
            input: ({ context }) => ({ productId: context.product }),
            onDone: [
              {
                guard: ({ event }) => succeeded(event.output),
                target: 'idle',
                actions: assign(({ event }) => ({
                  features: succeeded(event.output) ? event.output.payload : [],
                })),
              },
              { target: 'idle', actions: 'notifyListFailed' },
            ],
            onError: { target: 'idle', actions: 'notifyListFailed' },
          },
        },
        idle: {
          on: {
            'feature.change': [
              {
                guard: { type: 'notSupported', params: ({ event }) => ({ id: event.id }) },
                actions: 'notifyNotAllowed',
              },
              {
                target: 'checking',
                actions: { type: 'chooseFeature', params: ({ event }) => ({ id: event.id }) },
              },
            ],
            save: [{ guard: 'allChosen', target: 'saving' }, { actions: 'notifySelectAll' }],
          },
        },
        checking: {
          invoke: {
            id: 'checkAssignment',
            src: 'checkAssignment',
            input: ({ context }) => ({
              productId: context.product,
              featureId: context.feature,
              demoId: context.embedId,
            }),
            onDone: [
              {
                guard: ({ event }) => succeeded(event.output) && event.output.payload.requiresConfirmation,
                target: 'confirming',
                actions: assign(({ event }) =>
                  succeeded(event.output)
                    ? {
                        comparison: comparisonOf(event.output.payload),
                      }
                    : {},
                ),
              },
              {
                guard: ({ event }) => succeeded(event.output),
                target: 'idle',
                actions: 'confirm',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'logCheckFailure', params: ({ event }) => ({ error: event.output }) },
                  'confirm',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
                'confirm',
              ],
            },
          },
        },
        confirming: {
          on: { ok: { target: 'idle', actions: 'confirm' } },
        },
        saving: {
          // The selects wait for the save: a change now would cancel it with its toast still up.
          on: { 'category.change': {}, 'product.change': {} },
          entry: 'showSaveProgress',
          invoke: {
            id: 'assignDemo',
            src: 'assignDemo',
            input: ({ context }) => ({
              demoId: context.embedId,
              categoryId: context.category,
              productId: context.product,
              featureId: context.feature,
              isConfirmed: context.confirmed,
            }),
            onDone: [
              {
                guard: ({ event }) => succeeded(event.output),
                target: 'idle',
                actions: [
                  'endSaveProgress',
                  assign(({ context, event }) => ({
                    mapping: succeeded(event.output) ? event.output.payload.mapping : context.mapping,
                  })),
                ],
              },
              { target: 'idle', actions: 'failSaveProgress' },
            ],
            onError: { target: 'idle', actions: 'failSaveProgress' },
          },
        },
      },
    },
  },
});
