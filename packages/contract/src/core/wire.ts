import * as z from 'zod/mini';
import type { Schema } from './route.ts';

/** spec 1 §9: dates on the wire are UTC 'YYYY-MM-DD HH:MM:SS'. */
export const wireDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Expected a UTC date as YYYY-MM-DD HH:MM:SS'),
  // The shape alone lets '2026-13-45 99:99:99' through: PGlite failed on it with a 500 and
  // PostgreSQL with a 400 (issue 15 §7). A real date reads back as the same text on both.
  z.refine((text: string) => {
    const date = fromWireDate(text);
    return !Number.isNaN(date.getTime()) && toWireDate(date) === text;
  }, 'Expected a real date and time'),
);

/** The first and last instants a wire date can say (four-digit years). */
export const wireDateMin = Date.parse('0000-01-01T00:00:00Z');
export const wireDateMax = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * A date on the wire. Never throws, whatever a stored row holds (issue 26 §3: one event stored
 * with `at=8640000000000001` made every list of its company's visitors answer 500 with "Invalid
 * time value"): a date before year 0000 or after 9999 is given as the nearest one the wire can
 * say, and an invalid date (NaN) as the first instant of 1970. Dates the server writes are never
 * either; this only keeps stored nonsense from breaking a whole reply.
 */
export const toWireDate = (date: Date) => {
  const time = date.getTime();
  const safe = Number.isNaN(time) ? 0 : Math.min(wireDateMax, Math.max(wireDateMin, time));
  return new Date(safe).toISOString().slice(0, 19).replace('T', ' ');
};

export function fromWireDate(text: string) {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/**
 * How many problems a check reports before it stops: an error reply names the first few and how
 * many more, so neither the work nor the reply grows with the attacker's input (issue 15 §1).
 */
export const maxReportedIssues = 10;

/** Deepest nesting a JSON-text field may hold: PostgreSQL's jsonb parser fails past a few thousand. */
export const maxJsonDepth = 64;

export const unstorableTextMessage = 'Text must be valid Unicode without NUL characters';
export const tooDeepMessage = `JSON text may nest at most ${maxJsonDepth} levels`;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * The first place in parsed JSON that PostgreSQL text and jsonb cannot store: U+0000 or half a
 * surrogate pair in a key or a string, or nesting deeper than `maxJsonDepth`. The contract
 * edge checks the outer body; JSON text inside a field (`\u0000` written as an escape) only shows
 * its content once parsed (issue 15 §7). A loop, not recursion, whatever the nesting.
 */
export function unstorableJsonAt(value: unknown): { path: (string | number)[]; message: string } | undefined {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return { path, message: unstorableTextMessage };
    } else if (current && typeof current === 'object') {
      if (path.length >= maxJsonDepth) return { path: path.slice(0, 3), message: tooDeepMessage };
      for (const key in current) {
        if (unstorable(key)) return { path, message: unstorableTextMessage };
        stack.push([(current as Record<string, unknown>)[key], [...path, key]]);
      }
    }
  }
  return undefined;
}

/**
 * Whether JSON text can hold unstorable characters: NUL can only arrive as a `\u` escape (JSON
 * forbids raw control characters), a lone surrogate as an escape or raw. One scan of the text
 * spares walking 100,000 parsed rows (whose schema already bounds their depth).
 */
export const mayHoldUnstorableText = (text: string) => text.includes('\\u') || loneSurrogate.test(text);

/** Adds the first `maxReportedIssues` of `issues` to `ctx`, and one line saying how many more. */
export function addBoundedIssues(
  ctx: z.core.$RefinementCtx,
  issues: readonly { message: string; path: PropertyKey[] }[],
  path: (string | number)[] = [],
) {
  for (const issue of issues.slice(0, maxReportedIssues)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path.map(pathKey)] });
  }
  if (issues.length > maxReportedIssues) {
    ctx.addIssue({ code: 'custom', message: `${issues.length - maxReportedIssues} more problems`, path });
  }
}

const pathKey = (key: PropertyKey) => (typeof key === 'symbol' ? String(key) : key);

/**
 * Parses JSON text and checks that PostgreSQL can store what it holds; reports to `ctx` and
 * answers undefined when it cannot.
 */
export function parseStorableJson(text: string, ctx: z.core.$RefinementCtx): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Expected JSON text' });
    return undefined;
  }
  const at = unstorableJsonAt(value);
  if (at) {
    ctx.addIssue({ code: 'custom', message: at.message, path: at.path });
    return undefined;
  }
  return { value };
}

/**
 * A field the spec carries as JSON text (flags, website style, contact bank...).
 * The wire keeps the text; this checks that the text parses, that the database can store its
 * content, and that it matches `schema`.
 */
export const jsonText = <S extends Schema>(schema: S) =>
  z.string().check(
    z.superRefine((text, ctx) => {
      const parsed = parseStorableJson(text, ctx);
      if (!parsed) return;
      const checked = schema.safeParse(parsed.value);
      if (!checked.success) addBoundedIssues(ctx, checked.error.issues);
    }),
  );

/** Parses JSON text known to match `schema` (already validated at the edge). */
export const parseJsonText = <S extends Schema>(schema: S, text: string): z.output<S> =>
  z.parse(schema, JSON.parse(text));

/**
 * A reply field the spec carries as JSON text, read into its model once, at the edge: the wire
 * keeps the text, the client gets the parsed, validated value (the contact bank's way, for any
 * schema). Nobody past the client parses it again.
 */
export const jsonValue = <S extends Schema>(schema: S) =>
  z.pipe(
    z.string(),
    // A mini transform's context has no addIssue: its issues go straight on the payload.
    z.transform((text: string, ctx): z.output<S> => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'Expected JSON text', input: text });
        return z.NEVER;
      }
      const checked = schema.safeParse(value);
      if (checked.success) return checked.data as z.output<S>;
      for (const issue of checked.error.issues.slice(0, maxReportedIssues))
        ctx.issues.push({ ...issue, code: 'custom', message: issue.message, input: text });
      return z.NEVER;
    }),
  );
