/**
 * Calls started before the screen that reads them has rendered (issue 30). A first load of a
 * signed-in screen would otherwise ask in series: the shell's chunk, the shell's calls, then the
 * screen's chunk and only then the screen's calls. The screen's and the shell's modules start their
 * first calls as soon as they are evaluated (features/shell/routeChunks.ts), under a key naming the
 * call and its input; the machine's actor takes the reply under the same key once, or calls anew.
 * A reply not taken within `freshFor` ms is dropped, so a screen opened later never reads an old one.
 */
const freshFor = 15_000;

const started = new Map<string, { at: number; reply: Promise<unknown> }>();

/** Starts `call` now and keeps its reply for the first `takeEarly` of `key`. */
export function startEarly(key: string, call: () => Promise<unknown>) {
  const reply = call();
  // Whoever takes it sees the failure; one never taken must not be an unhandled rejection.
  reply.catch(() => {});
  started.set(key, { at: Date.now(), reply });
}

/** The reply `startEarly` started under `key` if it is fresh (once), or `call()`. */
export function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (early && Date.now() - early.at < freshFor) return early.reply as Promise<T>;
  return call();
}
