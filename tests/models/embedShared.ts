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
};
