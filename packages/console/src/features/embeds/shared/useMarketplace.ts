import {
  assignDemo,
  checkAssignmentStatus,
  embedMessages,
  listCategories,
  listCategoryProducts,
  listProductFeatures,
  type MappingTriple,
  notAssignedFeatureId,
} from '@showroom/contract';
import {
  type AssignDemoReply,
  type AssignmentStatusReply,
  type CategoriesReply,
  type FeaturesReply,
  marketplaceMappingMachine,
  type ProductsReply,
} from '@showroom/machines';
import { type ProgressToast, type ToastApi, useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';

/** The marketplace's toasts (spec 2 §8), made once per mount: a progress toast's handle outlives a render. */
export function marketplaceToasts(toast: ToastApi) {
  let saving: ProgressToast | null = null;
  return {
    notifyCategoriesFailed: () => toast.error(embedMessages.errorLoadingCategories),
    notifyListFailed: () => toast.error(embedMessages.loadFailed),
    notifyNotAllowed: () => toast.error(embedMessages.mappingNotAllowed),
    notifySelectAll: () => toast.error(embedMessages.selectAllOptions),
    // spec 2 §7: a failed check is only logged.
    logCheckFailure: (_: unknown, params: { error: unknown }) =>
      console.warn('check-assignment-status failed', params.error),
    showSaveProgress: () => {
      saving = toast.progress(embedMessages.updatingMapping);
    },
    endSaveProgress: () => {
      if (saving) saving.success(embedMessages.mappingUpdated);
      else toast.success(embedMessages.mappingUpdated);
      saving = null;
    },
    failSaveProgress: () => {
      if (saving) saving.error(embedMessages.mappingFailed);
      else toast.error(embedMessages.mappingFailed);
      saving = null;
    },
  };
}

/** The calls of the marketplace (spec 2 §7), through the console's one client. */
export const marketplaceCalls = {
  loadCategories: fromPromise<CategoriesReply, void>(() => client.call(listCategories)),
  loadProducts: fromPromise<ProductsReply, { category: string }>(({ input }) =>
    client.call(listCategoryProducts, { query: { category: input.category } }),
  ),
  loadFeatures: fromPromise<FeaturesReply, { productId: string }>(({ input }) =>
    client.call(listProductFeatures, { params: { productId: input.productId } }),
  ),
  checkAssignment: fromPromise<
    AssignmentStatusReply,
    { productId: string; featureId: string; demoId: string }
  >(({ input }) => client.call(checkAssignmentStatus, { body: input })),
  assignDemo: fromPromise<
    AssignDemoReply,
    { demoId: string; categoryId: string; productId: string; featureId: string; isConfirmed: boolean }
  >(({ input }) => client.call(assignDemo, { body: input })),
};

export type MarketplaceOptions = {
  embedId: string;
  live: boolean;
  /** The plan's embedSettingsVisibility.show. */
  visible: boolean;
  /** The embed's stored mapping (CYOA: assignedCategoryID, assignedProductID, assignedFeatureID), or null. */
  mapping: MappingTriple | null;
};

/**
 * The marketplace panel's machine as a page mounts it (the CYOA editor's Settings tab): the real
 * calls and the toasts provided. A change of `live` or `visible` (the embed published, the plan's
 * flags arrived) reaches the machine. Returns [snapshot, send] for MarketplacePanel.
 */
export function useMarketplace({ embedId, live, visible, mapping }: MarketplaceOptions) {
  const toast = useToast();
  const actions = useMemo(() => marketplaceToasts(toast), [toast]);
  const [snapshot, send] = useMachine(
    marketplaceMappingMachine.provide({ actors: marketplaceCalls, actions }),
    { input: { embedId, live, visible, mapping, notAssignedId: notAssignedFeatureId } },
  );
  useEffect(() => {
    const { context } = snapshot;
    if (context.live !== live || context.visible !== visible) send({ type: 'access.change', live, visible });
  }, [live, visible, snapshot, send]);
  return [snapshot, send] as const;
}
