import type { EventObject } from 'xstate';

/** How machine-stories.test.ts walks the shell and the consent prompt: input and every event each takes. */
export const shellModels = {
  consent: {
    input: undefined,
    events: [
      { type: 'agree' },
      { type: 'logout' },
      { type: 'xstate.done.actor.recordConsent', output: null },
      { type: 'xstate.done.actor.saveFlags', output: null },
    ] as EventObject[],
  },
  shell: {
    input: { expanded: true },
    events: [
      { type: 'retry' },
      { type: 'logout' },
      { type: 'confirmation.resend' },
      {
        type: 'xstate.done.actor.load',
        output: { hiddenFeatures: [], showConsent: false, emailConfirmed: true },
      },
      {
        type: 'xstate.done.actor.load',
        output: { hiddenFeatures: [], showConsent: false, emailConfirmed: false },
      },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.logout', output: null },
    ] as EventObject[],
  },
};
