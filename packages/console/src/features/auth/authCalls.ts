import type { calls } from './calls.ts';

let loading: Promise<typeof calls> | undefined;

/**
 * The sign-in pages' calls (calls.ts, a chunk of its own with the contract's routes and client),
 * loaded on first use and kept; a page starts loading them as it opens, so a submit seldom waits.
 * A load that fails (the network is gone) rejects the call, which the machines treat as no reply,
 * and the next call tries again.
 */
export const authCalls = () => {
  loading ??= import('./calls.ts').then(
    (module) => module.calls,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};
