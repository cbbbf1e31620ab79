import { fromPromise, setup } from 'xstate';

/** spec 1 §7 POST /consent: what the rep answered (salesrepId, companyId, timestamp are the caller's). */
export type ConsentAnswer = 'consented' | 'logged out';

/**
 * spec 1 §2 Privacy and terms popup. The console starts this machine only when the rep's flags say
 * consent.popup.show. 'I agree' hides the popup at once (spec 1 §4: dismissed locally), then
 * sends consent 'consented' and saves the flags with show false (PUT /flag). 'Logout' sends
 * consent 'logged out' and then the rep is logged out (the caller does that on `loggedOut`).
 */
export const consentMachine = setup({
  types: {
    events: {} as { type: 'agree' } | { type: 'logout' },
  },
  actors: {
    /** POST /web/consent. */
    recordConsent: fromPromise<unknown, { consent: ConsentAnswer }>(async () => {
      throw new Error('consentMachine needs a `recordConsent` actor');
    }),
    /** PUT /web/flag with the flags' consent.popup.show set to false. */
    saveFlags: fromPromise<unknown, void>(async () => {
      throw new Error('consentMachine needs a `saveFlags` actor');
    }),
  },
}).createMachine({
  id: 'consent',
  initial: 'shown',
  states: {
    shown: {
      on: { agree: 'recording', logout: 'loggingOut' },
    },
    /** Hidden already; the answer is on its way. */
    recording: {
      invoke: {
        id: 'recordConsent',
        src: 'recordConsent',
        input: { consent: 'consented' as const },
        // Dismissed locally either way (spec 1 §4); flags that were not saved show it again next time.
        onDone: 'saving',
        onError: 'saving',
      },
    },
    saving: {
      invoke: { id: 'saveFlags', src: 'saveFlags', onDone: 'agreed', onError: 'agreed' },
    },
    agreed: { type: 'final' },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'recordConsent',
        src: 'recordConsent',
        input: { consent: 'logged out' as const },
        // The rep asked to leave: logging out never waits on the record.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: { type: 'final', tags: ['busy'] },
  },
});

export type ConsentMachine = typeof consentMachine;
