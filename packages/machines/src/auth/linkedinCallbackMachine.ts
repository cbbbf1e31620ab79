import { setup } from 'xstate';

/** What the provider sent back to /linkedin (ADR 0012: the code, its OAuth state, or an error). */
export interface LinkedinCallback {
  code: string | null;
  state: string | null;
  error: string | null;
}

export interface LinkedinCallbackContext {
  callback: LinkedinCallback;
}

/**
 * spec 1 §2 /linkedin, in the popup the provider redirected (ADR 0012
 * (docs/decisions/0012-social-login-oauth2.md)): the answer is handed to the window that opened
 * the popup (`handOver`: local storage and a storage event), then the popup closes
 * (`closeWindow`), in that order. Both are actions the page provides.
 */
export const linkedinCallbackMachine = setup({
  types: {
    context: {} as LinkedinCallbackContext,
    input: {} as LinkedinCallback,
  },
  actions: {
    handOver: (_, _params: { callback: LinkedinCallback }) => {},
    closeWindow: () => {},
  },
}).createMachine({
  id: 'linkedinCallback',
  context: ({ input }) => ({ callback: input }),
  initial: 'closing',
  states: {
    /** The answer is with the opener; the window goes (a browser may keep it: the screen says why it is here). */
    closing: {
      type: 'final',
      entry: [{ type: 'handOver', params: ({ context }) => ({ callback: context.callback }) }, 'closeWindow'],
    },
  },
});
