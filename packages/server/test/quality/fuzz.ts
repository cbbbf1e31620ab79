import { fillPath, type RouteContract } from '@showroom/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Db } from '../../src/db/database.ts';
import {
  arbitraryOf,
  edgeStrings,
  jsonSchemaOf,
  largeBodies,
  type Mutation,
  mutationOf,
  rawBodies,
} from './arbitraries.ts';
import {
  describeLogged,
  envelopeProblems,
  errorsLoggedSince,
  exampleCall,
  type Gate,
  type RegisteredRoute,
  send,
} from './gate.ts';
import { healthDuring } from './health-probe.ts';
import type { Call, MatrixEntry } from './matrix.ts';
import { matrixContext } from './route-matrix.ts';

/**
 * Generated cases per route unless its entry says otherwise. About 3,000 cases in all keeps the
 * fuzz suite near 30 s per database on 2 cores (a case costs 3 to 10 ms; a sign-in 40 ms), so
 * routes share that total as they are added, between 40 and 150 each.
 */
const defaultFuzzRuns = (routeCount: number) =>
  Math.max(40, Math.min(150, Math.floor(3000 / Math.max(1, routeCount))));

interface FuzzCase {
  /** How the case was made, for the report. */
  label: string;
  params: Record<string, string>;
  /** '' or '?...' exactly as sent. */
  query: string;
  /** The body text exactly as sent; undefined sends none. */
  body: string | undefined;
  /** Made from the schema (true) or broken on purpose (false). */
  fromSchema: boolean;
}

export interface FuzzReport {
  key: string;
  cases: number;
  fromSchema: number;
  broken: number;
  seed: number;
  /** Each distinct problem once, with how many cases hit it and the first of them. */
  findings: string[];
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';
const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A path parameter travels as text: other JSON types arrive as their text. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);

/** Half a surrogate pair has no UTF-8 form, so no address can carry it: the client sends U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Query values as the console's client sends them; anything that is not an object becomes a bare string. */
function toQuery(value: unknown): string {
  if (value === undefined) return '';
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `?${encodeURIComponent(wellFormed(asText(value)))}`;
  const search = new URLSearchParams();
  for (const [name, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) search.append(name, asText(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const toParams = (names: string[], value: unknown): Record<string, string> =>
  Object.fromEntries(
    names.map((name) => {
      const text = wellFormed(asText((value as Record<string, unknown> | null)?.[name]));
      // An empty segment would not reach the route at all (the router answers 404).
      return [name, text === '' ? ' ' : text];
    }),
  );

const toBody = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** Query strings a parser must survive whatever the route declares. */
const rawQueries = fc.constantFrom(
  '?__proto__=x',
  '?__proto__[polluted]=yes',
  '?constructor[prototype][polluted]=yes',
  '?a=1&a=2&a=3',
  '?%',
  '?%E0%A4%A',
  `?${'q='.repeat(2000)}`,
  '?=&=&',
  `?long=${'x'.repeat(6000)}`,
);

/** Path parameter values: the edge strings, long ones, other types written as text. */
const paramValue = fc.oneof(
  fc.constantFrom(...edgeStrings.filter((text) => text !== '')),
  fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }),
  fc.integer({ min: 201, max: 900 }).map((length) => 'p'.repeat(length)),
  fc.constantFrom('1', '-1', '0', 'true', '{"a":1}', '[1]', '00000000-0000-0000-0000-000000000000'),
);

/**
 * The cases for one route: a third made from the contract's schemas, the rest one part broken
 * (the path, the query or the body) starting from a call that works (`base`).
 */
function casesFor(route: RegisteredRoute, base: Call): fc.Arbitrary<FuzzCase> {
  const contract = route.contract;
  const names = contract ? paramNames(contract.path) : [];
  const schemaValue = (schema: z.core.$ZodType | undefined, fallback: unknown) =>
    schema ? arbitraryOf(jsonSchemaOf(schema)) : fc.constant(fallback);
  const withBody = hasBody(route.method);

  const baseParams = base.params ?? {};
  const baseQuery = toQuery(base.query);
  const baseBody = withBody ? toBody(base.body) : undefined;

  const fromSchema = fc
    .record({
      params: schemaValue(contract?.params, baseParams),
      query: schemaValue(contract?.query, base.query),
      body: withBody ? schemaValue(contract?.body, base.body) : fc.constant(undefined),
    })
    .map(
      ({ params, query, body }): FuzzCase => ({
        label: 'made from the schema',
        params: toParams(names, params),
        query: toQuery(query),
        body: toBody(body),
        fromSchema: true,
      }),
    );

  const broken = (
    part: string,
    mutation: fc.Arbitrary<Mutation>,
    make: (value: unknown) => Partial<FuzzCase>,
  ) =>
    mutation.map(
      (m): FuzzCase => ({
        label: `${part}: ${m.label}`,
        params: baseParams,
        query: baseQuery,
        body: baseBody,
        fromSchema: false,
        ...make(m.value),
      }),
    );

  const brokenCases: fc.Arbitrary<FuzzCase>[] = [
    broken('query', mutationOf(base.query ?? {}), (value) => ({ query: toQuery(value) })),
    broken(
      'query',
      rawQueries.map((value) => ({ label: `raw ${value.slice(0, 40)}`, value })),
      (value) => ({
        query: value as string,
      }),
    ),
  ];
  if (names.length) {
    brokenCases.push(
      broken(
        'params',
        fc.tuple(fc.constantFrom(...names), paramValue).map(([name, value]) => ({
          label: `${name} = ${JSON.stringify(value).slice(0, 30)}`,
          value: { ...baseParams, [name]: value },
        })),
        (value) => ({ params: toParams(names, value) }),
      ),
    );
  }
  if (withBody) {
    brokenCases.push(
      broken('body', mutationOf(base.body), (value) => ({ body: toBody(value) })),
      broken('body', mutationOf(base.body), (value) => ({ body: toBody(value) })),
      broken('raw body', rawBodies, (value) => ({ body: value as string })),
    );
  }
  return fc.oneof({ arbitrary: fromSchema, weight: 1 }, { arbitrary: fc.oneof(...brokenCases), weight: 2 });
}

let caseCounter = 0;

/** Statuses with which the server may refuse before the route's handler stage (parsers, limits, router). */
const refusedEarly = new Set([400, 404, 413, 414, 415]);

/** Whether any part the contract declares rejects what the server received. */
function invalidParts(
  contract: RouteContract | undefined,
  seen: { params: unknown; query: unknown; body: unknown },
) {
  if (!contract) return [];
  return (['params', 'query', 'body'] as const).filter((part) => {
    const schema = contract[part];
    if (!schema) return false;
    const value = seen[part] ?? (part === 'body' ? undefined : {});
    return !schema.safeParse(value).success;
  });
}

/** Runs one case and returns its problems ([] when the server held). */
async function runCase(gate: Gate, route: RegisteredRoute, token: string | undefined, c: FuzzCase) {
  const problems: string[] = [];
  const id = `fuzz-${++caseCounter}`;
  const logFrom = gate.logs.length;
  const path = fillPath(route.contract?.path ?? route.url.replace(/:(\w+)/g, '{$1}'), c.params);
  const response = await send(gate, route, {}, { token, rawBody: c.body, caseId: id, url: path + c.query });
  problems.push(...envelopeProblems(route, response));
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  for (const line of errorsLoggedSince(gate, logFrom)) problems.push(describeLogged(line));
  const prototype = Object.prototype as Record<string, unknown>;
  if ('polluted' in prototype) {
    delete prototype.polluted;
    problems.push('Object.prototype was polluted');
  }
  const seen = gate.seen.get(id);
  gate.seen.delete(id);
  if (!seen) {
    if (!refusedEarly.has(response.statusCode)) {
      problems.push(`refused before the handler with ${response.statusCode}`);
    }
  } else {
    const invalid = invalidParts(route.contract, seen);
    if (invalid.length && response.statusCode !== 400) {
      problems.push(`invalid ${invalid.join(', ')} answered ${response.statusCode} instead of 400`);
    }
  }
  return problems;
}

/**
 * Fuzzes one route: `runs` cases, made reproducibly from `seed`, each sent with the owner's
 * token (company routes) so the input reaches the route's own code. Every problem is kept,
 * grouped, rather than stopping at the first.
 */
export async function fuzzRoute(
  gate: Gate,
  db: Db,
  key: string,
  entry: MatrixEntry,
  seed: number,
  runs = entry.fuzz?.runs ?? defaultFuzzRuns(gate.routes.size),
): Promise<FuzzReport> {
  const route = gate.routes.get(key);
  const report: FuzzReport = { key, cases: 0, fromSchema: 0, broken: 0, seed, findings: [] };
  if (!route) {
    report.findings.push(`${key}: the app does not register this route`);
    return report;
  }
  const context = await matrixContext(gate, db);
  const base: Call = entry.arrange ? await entry.arrange(context) : exampleCall(route);
  const token = entry.access === 'company' ? context.owner.token : undefined;
  const grouped = new Map<string, { count: number; first: FuzzCase }>();
  for (const c of fc.sample(casesFor(route, base), { numRuns: runs, seed })) {
    report.cases += 1;
    if (c.fromSchema) report.fromSchema += 1;
    else report.broken += 1;
    for (const problem of await runCase(gate, route, token, c)) {
      const group = grouped.get(problem);
      if (group) group.count += 1;
      else grouped.set(problem, { count: 1, first: c });
    }
  }
  for (const [problem, { count, first }] of grouped) {
    const sample = `${first.label}; ${route.method} ${fillPath(route.contract?.path ?? route.url, first.params).slice(0, 80)}${first.query.slice(0, 60)} body ${first.body?.slice(0, 120) ?? '(none)'}`;
    report.findings.push(`${key}: ${problem} (${count} of ${report.cases} cases; first: ${sample})`);
  }
  return report;
}

/**
 * The route's body limit is enforced: one byte over it is 413 in the envelope, and a body of
 * exactly the limit is let through to the route (which may refuse its shape with 400, but not 413).
 */
export async function bodyLimitFindings(
  gate: Gate,
  db: Db,
  key: string,
  entry: MatrixEntry,
): Promise<string[]> {
  const route = gate.routes.get(key);
  if (!route || !hasBody(route.method)) return [];
  const context = await matrixContext(gate, db);
  const base: Call = entry.arrange ? await entry.arrange(context) : exampleCall(route);
  const token = entry.access === 'company' ? context.owner.token : undefined;
  const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;
  const findings: string[] = [];

  const over = await send(gate, route, base, { token, rawBody: padded(route.bodyLimit + 1) });
  findings.push(...envelopeProblems(route, over).map((problem) => `one byte over the limit: ${problem}`));
  if (over.statusCode !== 413)
    findings.push(`one byte over the limit of ${route.bodyLimit}: expected 413, got ${over.statusCode}`);

  const at = await send(gate, route, base, { token, rawBody: padded(route.bodyLimit) });
  findings.push(...envelopeProblems(route, at).map((problem) => `a body at the limit: ${problem}`));
  if (at.statusCode === 413 || at.statusCode >= 500) {
    findings.push(`a body of exactly the limit (${route.bodyLimit} bytes) answered ${at.statusCode}`);
  }
  return findings.map((finding) => `${key}: ${finding}`);
}

/** The most an error reply may weigh, whatever was sent (issue 15 §1: 31.9 MB before). */
export const maxErrorReplyBytes = 4 * 1024;

/**
 * How large the gate's large bodies are: just under the route's limit, at most 4 MiB (enough
 * for 300,000 stray keys; the 8.9 MB of the original attack is in attacks.test.ts).
 */
export const largeBodyBytes = (bodyLimit: number) => Math.min(Math.floor(bodyLimit * 0.9), 4 * 1024 * 1024);

export interface LargeBodyReport {
  cases: number;
  findings: string[];
  /** /web/health latencies measured while the large bodies were sent, in ms. */
  healthLatencies: number[];
}

/**
 * Issue 15 §1 for every route: bodies near the route's limit, built to break its contract
 * hundreds of thousands of times (every object and array of a working call, and of the JSON
 * text its fields hold, grown with wrong keys or items). Each must be refused, or taken, without
 * a 5xx or a logged error, and an error reply must stay under `maxErrorReplyBytes`; /web/health
 * is called throughout, and its latencies returned.
 */
export async function largeBodyFindings(
  gate: Gate,
  db: Db,
  key: string,
  entry: MatrixEntry,
): Promise<LargeBodyReport> {
  const route = gate.routes.get(key);
  if (!route || !hasBody(route.method)) {
    return { cases: 0, findings: [], healthLatencies: [] };
  }
  const context = await matrixContext(gate, db);
  const base: Call = entry.arrange ? await entry.arrange(context) : exampleCall(route);
  const token = entry.access === 'company' ? context.owner.token : undefined;
  const bodies = largeBodies(base.body ?? {}, largeBodyBytes(route.bodyLimit));
  const findings: string[] = [];
  const { latencies } = await healthDuring(gate.app, async () => {
    for (const { label, value } of bodies) {
      const logFrom = gate.logs.length;
      const response = await send(gate, route, base, { token, rawBody: value as string });
      const problems = [...envelopeProblems(route, response)];
      if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
      if (response.statusCode >= 400 && response.body.length > maxErrorReplyBytes) {
        problems.push(`error reply of ${response.body.length} bytes (at most ${maxErrorReplyBytes})`);
      }
      for (const line of errorsLoggedSince(gate, logFrom)) problems.push(describeLogged(line));
      for (const problem of problems) findings.push(`${key}: ${label}: ${problem}`);
    }
  });
  return { cases: bodies.length, findings, healthLatencies: latencies };
}
