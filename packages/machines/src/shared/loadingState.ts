/**
 * The state a screen's machine starts in (shell, settings, logo): busy while the `load` call the
 * page provides fetches what the screen shows. The call is invoked with the id `load`, the name
 * tests and stories answer it by (`xstate.done.actor.load`, `xstate.error.actor.load`).
 *
 * The machine passes how the call settles. Its params functions name the event they read
 * (`({ event }: { event: { output: ShellInfo } })`): outside `createMachine` nothing infers it,
 * and the machine's config still checks every name and type when the state is placed in it.
 */
export const loadingState = <const Settled extends { onDone: unknown; onError?: unknown }>(
  settled: Settled,
) => ({ tags: ['busy'], invoke: { id: 'load', src: 'load', ...settled } }) as const;
