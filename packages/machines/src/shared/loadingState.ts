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

/**
 * `loading` and the `loadFailed` state it falls into when the call throws (or when `onDone` sends
 * it there), where the screen offers Retry: the pair most screens start with. Spread it into the
 * machine's states (`...loadable({ onDone: ... })`); `failed` adds to `loadFailed` (a tag, or what
 * else the screen still allows while it failed).
 */
export const loadable = <
  const Settled extends { onDone: unknown; input?: unknown },
  const Failed extends { tags?: readonly string[]; on?: object } = Record<never, never>,
>(
  settled: Settled,
  failed?: Failed,
) =>
  ({
    loading: loadingState({ onError: { target: 'loadFailed' }, ...settled }),
    loadFailed: { ...failed, on: { ...failed?.on, retry: 'loading' } },
  }) as const;
