import type { EventObject } from 'xstate';

/**
 * How machine-stories.test.ts walks the embeds' shared machines (publish prompts, marketplace
 * mapping, share, embed code): input and every event each takes.
 */
export const embedSharedModels = {
  publishPrompts: {
    input: { kind: 'Hero', live: false, promptOn: true },
    events: [
      { type: 'save' },
      { type: 'publish' },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'neverShowAgain.change', value: true },
      { type: 'submitted', live: true },
      { type: 'submitted', live: false },
      { type: 'submitFailed' },
    ] as EventObject[],
  },
  marketplaceMapping: {
    input: { embedId: 'embed-1', live: true, visible: true, mapping: null, notAssignedId: 'not-assigned' },
    events: [
      { type: 'retry' },
      { type: 'access.change', live: false, visible: true },
      { type: 'access.change', live: true, visible: false },
      { type: 'access.change', live: true, visible: true },
      {
        type: 'xstate.done.actor.loadCategories',
        output: { status: 'success', payload: [{ _id: 'crm', external_name: 'CRM' }], httpStatus: 200 },
      },
      {
        type: 'xstate.done.actor.loadCategories',
        output: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
      },
      { type: 'xstate.error.actor.loadCategories', error: new TypeError('Failed to fetch') },
      { type: 'category.change', id: 'crm' },
      {
        type: 'xstate.done.actor.loadProducts',
        output: {
          status: 'success',
          payload: [{ _id: 'p', external_name: 'P', categoryId: 'crm' }],
          httpStatus: 200,
        },
      },
      { type: 'xstate.error.actor.loadProducts', error: new TypeError('Failed to fetch') },
      { type: 'product.change', id: 'p' },
      {
        type: 'xstate.done.actor.loadFeatures',
        output: {
          status: 'success',
          payload: [
            { featureId: 'f', name: 'F', text: '', demo: '', notSupported: false },
            { featureId: 'x', name: 'X', text: '', demo: '', notSupported: true },
          ],
          httpStatus: 200,
        },
      },
      { type: 'xstate.error.actor.loadFeatures', error: new TypeError('Failed to fetch') },
      { type: 'feature.change', id: 'f' },
      { type: 'feature.change', id: 'x' },
      {
        type: 'xstate.done.actor.checkAssignment',
        output: {
          status: 'success',
          payload: {
            requiresConfirmation: true,
            previousMapping: { category: 'crm', productId: 'p', featureId: 'g' },
            newMapping: { category: 'crm', productId: 'p', featureId: 'f' },
          },
          httpStatus: 200,
        },
      },
      { type: 'xstate.error.actor.checkAssignment', error: new TypeError('Failed to fetch') },
      { type: 'ok' },
      { type: 'save' },
      {
        type: 'xstate.done.actor.assignDemo',
        output: { status: 'success', payload: { demoId: 'embed-1', mapping: null }, httpStatus: 200 },
      },
      { type: 'xstate.error.actor.assignDemo', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
};
