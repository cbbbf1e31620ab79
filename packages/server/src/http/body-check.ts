import {
  type RouteKey,
  readContactBankText,
  routes,
  storedContactBank,
  unstorableJsonAt,
} from '@showroom/contract';
import { invalidRequestMessage } from './validation.ts';

/** What checking a JSON body gives: the body as the contract parsed it, or the 400's message. */
export type BodyCheck = { ok: true; body: unknown; prepared?: unknown } | { ok: false; message: string };

/**
 * Work a route does on its validated body that is too heavy for the event loop: the contact
 * bank's storable text and counts (100,000 rows), ready for the database.
 */
const preparers: Partial<Record<RouteKey, (body: never) => unknown>> = {
  'POST /web/contact/': (body: { contactBank: string }) =>
    storedContactBank(readContactBankText(body.contactBank)),
  'PUT /web/contact/{id}': (body: { contactBank: string }) =>
    storedContactBank(readContactBankText(body.contactBank)),
};

/** Own keys that Fastify's JSON parser refuses (prototype poisoning), looked for the same way. */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const current = stack.pop();
    if (!current || typeof current !== 'object') continue;
    if (Object.hasOwn(current, '__proto__')) return true;
    const ctor = (current as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(current, 'constructor') &&
      ctor &&
      typeof ctor === 'object' &&
      Object.hasOwn(ctor, 'prototype')
    )
      return true;
    for (const key in current) stack.push((current as Record<string, unknown>)[key]);
  }
  return false;
}

/**
 * Parses `text` and validates it with the body schema of the route `key`, as Fastify's parser
 * and the contract edge (contract-route.ts) would, then runs the route's preparation. Pure: the
 * large-body worker runs it off the event loop (issue 15 §10).
 */
export function checkJsonBody(key: RouteKey, text: string): BodyCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Invalid request' };
  }
  if ((text.includes('__proto__') || text.includes('constructor')) && poisoned(value)) {
    return { ok: false, message: 'Invalid request' };
  }
  const schema = routes[key].body;
  if (!schema) return { ok: true, body: value };
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, message: invalidRequestMessage('body', parsed.error.issues) };
  const at = unstorableJsonAt(parsed.data);
  if (at) return { ok: false, message: invalidRequestMessage('body', [at]) };
  const prepare = preparers[key] as ((body: unknown) => unknown) | undefined;
  return { ok: true, body: parsed.data, ...(prepare ? { prepared: prepare(parsed.data) } : {}) };
}
