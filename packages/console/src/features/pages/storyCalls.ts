/*
 * The fake calls the pages screens' stories provide their machines with (CONVENTIONS.md: stories
 * `machine.provide({ actors })` fakes), so no story needs a server.
 */

/** A fake call's answer: a reply, a thrown error, or none ('pending' or left out: it never settles). */
export type Answer<T> = T | Error | 'pending' | undefined;

export const answer = <T>(value: Answer<T>) => {
  if (value === undefined || value === 'pending') return new Promise<never>(() => {});
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value);
};

/** A call the server answered with `payload`, as the contract client resolves it. */
export const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });

/** A call the server refused. */
export const refused = { status: 'error' as const, payload: null, message: 'No', httpStatus: 400 };
