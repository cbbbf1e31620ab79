import * as z from 'zod/mini';
import { contactListLimits, identifier } from './contactBank.ts';
import { contactMessages, contactRefusals } from './messages.ts';

/** spec 1 §5: the upload modal's name ('Enter a name for the file'). The machine takes it as its schema. */
export const contactUploadForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.enterName),
      z.maxLength(contactListLimits.maxTitleLength),
    ),
});

/**
 * The contact detail's editable parts: the title and an identifier per column (spec 1 §2).
 * Empty identifiers are allowed here; they are dropped on save (spec 1 §3).
 */
export const contactDetailForm = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.enterName),
      z.maxLength(contactListLimits.maxTitleLength),
    ),
  identifiers: z.record(z.string(), identifier).check(
    z.superRefine((identifiers, ctx) => {
      const used = Object.values(identifiers)
        .map((name) => name.trim())
        .filter(Boolean);
      if (new Set(used).size !== used.length) {
        ctx.addIssue({ code: 'custom', message: contactRefusals.duplicateIdentifier });
      }
    }),
  ),
});
