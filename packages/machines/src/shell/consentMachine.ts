import type { CallInput, CallResult, consent, updateFlags } from '@showroom/contract';
import { fromPromise, setup } from 'xstate';

/** spec 1 §7 POST /consent: what the rep answered (salesrepId, companyId, timestamp are the caller's). */
export type ConsentAnswer = CallInput<typeof consent>['body']['consent'];
/** The contract client's results for POST /web/consent and PUT /web/flag. */
export type ConsentReply = CallResult<typeof consent>;
export type FlagsReply = CallResult<typeof updateFlags>;

/**
 * spec 1 §2 Privacy and terms popup. The console starts this machine only when the rep's flags say
 * consent.popup.show. 'I agree' hides the popup at once (spec 1 §4: dismissed locally), then
 * sends consent 'consented' and saves the flags with show false (PUT /flag). 'Logout' sends
 * consent 'logged out' and then the rep is logged out: `logOut`, the caller's action.
 */
export const consentMachine = setup({
  types: {
    events: {} as { type: 'agree' } | { type: 'logout' },
  },
  actors: {
    /** POST /web/consent. */
    recordConsent: fromPromise<ConsentReply, { consent: ConsentAnswer }>(async () => {
      throw new Error('consentMachine needs a `recordConsent` actor');
    }),
    /** PUT /web/flag with the flags' consent.popup.show set to false. */
    saveFlags: fromPromise<FlagsReply, void>(async () => {
      throw new Error('consentMachine needs a `saveFlags` actor');
    }),
  },
  actions: {
    /** The saved flags go back to the session; the console provides it. */
    storeFlags: (_, _params: { reply: FlagsReply }) => {},
    /** The shell logs the rep out; the console provides it. */
    logOut: () => {},
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
      invoke: {
        id: 'saveFlags',
        src: 'saveFlags',
        onDone: {
          target: 'agreed',
          actions: { type: 'storeFlags', params: ({ event }) => ({ reply: event.output }) },
        },
        onError: 'agreed',
      },
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
    loggedOut: { type: 'final', tags: ['busy'], entry: 'logOut' },
  },
});
