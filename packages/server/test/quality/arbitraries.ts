import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of inputs for the fuzz gate: values shaped by a route's contract schema (through
 * zod's JSON Schema), and their negation: wrong types, missing fields, huge strings, unicode edge
 * cases, deep JSON, prototype-pollution keys. Small on purpose: it covers the JSON Schema our
 * contracts produce (objects, strings with lengths, formats and patterns, numbers, enums,
 * unions, arrays, records) and falls back to any JSON for the rest.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The JSON Schema of what a zod schema accepts (its input side; transforms and refinements are not expressible). */
export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const anyJson = () => fc.jsonValue({ maxDepth: 2 });

/** Values that follow `schema` (as far as JSON Schema can say: refinements may still reject them). */
export function arbitraryOf(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return anyJson();
  if (schema === false) return fc.constant(undefined);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(depth > 4 ? anyJson() : arbitraryOf(schema.items, depth + 1), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 4, minLength + 4),
      });
    }
    case 'object':
      return objectOf(schema, depth);
    default:
      return anyJson();
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  // Long enough to reach a maximum of up to 40 more than the minimum; longer ones come from the negation.
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 40);
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    // Within the schema's lengths but made of the characters that break things downstream
    // (NUL in PostgreSQL text, lone surrogates in UTF-8 encoders, bidi overrides in renderers).
    { arbitrary: fc.string({ minLength, maxLength, unit: edgeCharacter }), weight: 1 },
  );
}

const edgeCharacter = fc.constantFrom(
  'a',
  '@',
  '.',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\u200B',
  '\u2028',
  'e\u0301',
  '😀',
  'İ',
  '%',
  "'",
  '"',
  '\\',
  '<',
);

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, depth + 1)]),
  );
  const record = fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((name) => name in properties),
  });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryOf(schema.additionalProperties, depth + 1), {
      maxKeys: 4,
    });
  }
  return record;
}

/** Strings that have broken parsers, databases and renderers somewhere. */
export const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\u200B',
  '\u2028\u2029',
  'e\u0301',
  '😀'.repeat(64),
  '𝕏𝔂𝕫',
  'ﷺ',
  'İ',
  '<script>alert(1)</script>',
  "'; drop table sales_reps; --",
  '%00',
  '%',
  '../../etc/passwd',
  // A log4shell-style lookup: a plain string here, written in two parts so no linter reads it as a template.
  '$' + '{jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  '-0',
  '1e309',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** A string far over any field's maximum, yet well under the body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.integer({ min: 10_000, max: 200_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** A value of another type than `value`. */
const wrongTypeFor = (value: unknown): fc.Arbitrary<unknown> =>
  fc
    .constantFrom<unknown>(
      null,
      0,
      -1,
      1.5,
      1e308,
      true,
      false,
      'text',
      [],
      [1, 'a'],
      {},
      { nested: { a: 1 } },
    )
    .filter((candidate) => typeOfJson(candidate) !== typeOfJson(value));

const typeOfJson = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** JSON nested `levels` deep: arrays or objects. */
const deepJson = (levels: number, kind: 'array' | 'object') => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
};

type Path = (string | number)[];

/**
 * JSON text whose content PostgreSQL cannot store, written as escapes, so the string itself is
 * clean and only its parsed content is not (issue 15 §7: a NUL inside `contactBank`, `formjson`
 * or the flags `config` was a 500; `formjson` nested 4,500 deep too).
 */
const hostileJsonTexts = [
  '{"a":"x\\u0000y"}',
  '["\\udc00"]',
  '{"\\u0000":1}',
  `${'['.repeat(4_500)}${']'.repeat(4_500)}`,
];
/**
 * JSON put inside a field's own JSON text, written as text: JSON.stringify of 4,500 levels would
 * overflow the test's own stack.
 */
const hostileInside = ['"x\\u0000y"', '"\\udc00"', `${'['.repeat(4_500)}${']'.repeat(4_500)}`];

/** Marks the place where JSON text is spliced in; JSON.stringify writes it as `"\\u0001splice\\u0001"`. */
const placeholder = '\u0001splice\u0001';
const placeholderJson = JSON.stringify(placeholder);

/** `value` as JSON text with the value at `path` replaced by the JSON text `fragment`. */
const spliced = (value: unknown, path: Path, fragment: string) =>
  JSON.stringify(setAt(value, path, placeholder)).replace(placeholderJson, () => fragment);

/** The strings of `base` that are JSON text of an object or an array, with what they hold. */
function jsonTextsOf(base: unknown, paths: Path[]): { path: Path; inner: unknown }[] {
  const found: { path: Path; inner: unknown }[] = [];
  for (const path of paths) {
    const text = getAt(base, path);
    if (typeof text !== 'string' || !/^\s*[[{]/.test(text)) continue;
    try {
      found.push({ path, inner: JSON.parse(text) });
    } catch {
      // Not JSON text after all.
    }
  }
  return found;
}

/**
 * Every text field gets hostile JSON text; a field that holds JSON text also gets a NUL, half a
 * surrogate pair or 4,500 levels of nesting at any place inside its content.
 */
function hostileTextMutations(base: unknown, paths: Path[], where: (p: Path) => string) {
  const mutations: fc.Arbitrary<Mutation>[] = [];
  const textPaths = paths.filter((p) => typeof getAt(base, p) === 'string');
  if (textPaths.length) {
    mutations.push(
      fc.tuple(fc.constantFrom(...textPaths), fc.constantFrom(...hostileJsonTexts)).map(([p, text]) => ({
        label: `hostile JSON text ${text.slice(0, 16)} at ${where(p)}`,
        value: setAt(base, p, text),
      })),
    );
  }
  const texts = jsonTextsOf(base, paths);
  if (texts.length) {
    mutations.push(
      fc.constantFrom(...texts).chain(({ path, inner }) =>
        fc
          .tuple(fc.constantFrom(...pathsOf(inner)), fc.constantFrom(...hostileInside))
          .map(([at, value]) => ({
            label: `${JSON.stringify(value).slice(0, 16)} inside the JSON text at ${where(path)}, at ${where(at)}`,
            value: setAt(base, path, JSON.stringify(setAt(inner, at, value))),
          })),
      ),
    );
  }
  return mutations;
}

/**
 * Bodies of about `targetBytes` that break the contract many times over (issue 15 §1: 500,000
 * stray keys made a 31.9 MB reply): each object or array of `base`, and of the JSON text its
 * strings hold, in turn grown to the target with keys or items of the wrong type, plus a body
 * that is one huge array. Written as text: building 300,000 keys as objects would take longer
 * than the server's answer.
 */
export function largeBodies(base: unknown, targetBytes: number): Mutation[] {
  const where = (p: Path) => (p.length ? p.join('.') : '(root)');
  const grown = (container: unknown, bytes: number) => {
    if (Array.isArray(container)) {
      const items = new Array(Math.max(1, Math.floor(bytes / 2))).fill('1').join(',');
      const own = JSON.stringify(container).slice(1, -1);
      return `[${own}${own ? ',' : ''}${items}]`;
    }
    const keys = Array.from({ length: Math.max(1, Math.floor(bytes / 12)) }, (_, i) => `"k${i}":1`).join(',');
    const own = JSON.stringify(container).slice(1, -1);
    return `{${own}${own ? ',' : ''}${keys}}`;
  };
  const bodies: Mutation[] = [
    { label: `a ${Math.round(targetBytes / 1024)} KB array as the body`, value: grown([], targetBytes) },
  ];
  const paths = pathsOf(base);
  for (const path of paths) {
    const container = getAt(base, path);
    if (!container || typeof container !== 'object') continue;
    const text = spliced(base, path, grown(container, targetBytes));
    bodies.push({ label: `${where(path)} grown to ${Math.round(text.length / 1024)} KB`, value: text });
  }
  for (const { path, inner } of jsonTextsOf(base, paths)) {
    for (const at of pathsOf(inner)) {
      const container = getAt(inner, at);
      if (!container || typeof container !== 'object') continue;
      // Escaping the inner text as a string adds about a fifth (quotes become \").
      const innerText = spliced(inner, at, grown(container, Math.floor(targetBytes * 0.8)));
      const text = JSON.stringify(setAt(base, path, innerText));
      bodies.push({
        label: `${where(at)} inside the JSON text at ${where(path)} grown to ${Math.round(text.length / 1024)} KB`,
        value: text,
      });
    }
  }
  return bodies;
}

/** Every path to a value inside `value` (the root is []). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value && typeof value === 'object' && path.length < 6) {
    for (const [key, child] of Object.entries(value)) {
      pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
}

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown>)?.[key];
  return current;
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `replacement` is `remove`). */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === remove ? undefined : replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && replacement === remove) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(Number(head), 1);
    else delete copy[head];
  } else {
    copy[head] = setAt(copy[head], rest, replacement);
  }
  return copy;
}

const remove = Symbol('remove');

/** An own key named `key` (an object literal's `__proto__` would set the prototype instead). */
const withOwnKey = (value: unknown, key: string, inner: unknown) => {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  Object.defineProperty(base, key, { value: inner, enumerable: true, configurable: true, writable: true });
  return base;
};

export interface Mutation {
  /** What was done, for the report. */
  label: string;
  value: unknown;
}

/** The negation of `base`: the same input broken in one place, in one of the ways listed above. */
export function mutationOf(base: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(base);
  const path = fc.constantFrom(...paths);
  const leafPaths = paths.filter((p) => p.length > 0);
  const keyPath = leafPaths.length ? fc.constantFrom(...leafPaths) : fc.constant<Path>([]);
  const where = (p: Path) => (p.length ? p.join('.') : '(root)');
  const hostile = hostileTextMutations(base, paths, where);
  return fc.oneof(
    ...hostile,
    path.chain((p) =>
      wrongTypeFor(getAt(base, p)).map((value) => ({
        label: `wrong type at ${where(p)}`,
        value: setAt(base, p, value),
      })),
    ),
    keyPath.map((p) => ({ label: `missing ${where(p)}`, value: setAt(base, p, remove) })),
    fc
      .tuple(path, hugeString)
      .map(([p, text]) => ({ label: `huge string at ${where(p)}`, value: setAt(base, p, text) })),
    fc.tuple(path, fc.constantFrom(...edgeStrings)).map(([p, text]) => ({
      label: `edge string ${JSON.stringify(text).slice(0, 20)} at ${where(p)}`,
      value: setAt(base, p, text),
    })),
    fc
      .tuple(path, fc.integer({ min: 20, max: 3000 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([p, levels, kind]) => ({
        label: `${kind} nested ${levels} deep at ${where(p)}`,
        value: setAt(base, p, deepJson(levels, kind)),
      })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => ({
      label: `own key "${key}"`,
      value: withOwnKey(
        base,
        key,
        key === 'constructor' ? { prototype: { polluted: 'yes' } } : { polluted: 'yes' },
      ),
    })),
    fc.tuple(path, fc.string({ minLength: 1, maxLength: 8 }), anyJson()).map(([p, key, extra]) => ({
      label: `extra key at ${where(p)}`,
      value: setAt(base, p, withOwnKey(getAt(base, p), key, extra)),
    })),
  );
}

/**
 * Body texts no serializer would produce: broken JSON, JSON that is not an object, prototype
 * poisoning written out (the server's JSON parser must refuse it), nesting deep enough to test
 * the parser's own recursion.
 */
export const rawBodies: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(
    { label: 'empty JSON body', value: '' },
    { label: 'truncated JSON', value: '{"a": ' },
    { label: 'JSON null', value: 'null' },
    { label: 'JSON number', value: '42' },
    { label: 'JSON string', value: '"text"' },
    { label: 'JSON array', value: '[]' },
    { label: '__proto__ poisoning', value: '{"__proto__": {"polluted": "yes"}}' },
    { label: 'nested __proto__ poisoning', value: '{"a": {"__proto__": {"polluted": "yes"}}}' },
    { label: 'constructor poisoning', value: '{"constructor": {"prototype": {"polluted": "yes"}}}' },
    { label: 'duplicate keys', value: '{"a": 1, "a": 2}' },
    { label: 'BOM before JSON', value: '\uFEFF{}' },
    { label: 'lone surrogate escape', value: '{"a": "\\ud800"}' },
    { label: 'NUL escape', value: '{"a": "\\u0000"}' },
  ),
  fc.integer({ min: 1000, max: 100_000 }).map((levels) => ({
    label: `raw array nested ${levels} deep`,
    value: '['.repeat(levels) + ']'.repeat(levels),
  })),
);
