import { z } from 'zod';

/** spec 1 §9: dates on the wire are UTC 'YYYY-MM-DD HH:MM:SS'. */
export const wireDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Expected a UTC date as YYYY-MM-DD HH:MM:SS');

export const toWireDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export const fromWireDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/**
 * A field the spec carries as JSON text (flags, website style, contact bank...).
 * The wire keeps the text; this checks that the text parses and matches `schema`.
 */
export const jsonText = <S extends z.ZodType>(schema: S) =>
  z.string().superRefine((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Expected JSON text' });
      return;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

/** Parses JSON text known to match `schema` (already validated at the edge). */
export const parseJsonText = <S extends z.ZodType>(schema: S, text: string): z.output<S> =>
  schema.parse(JSON.parse(text));
