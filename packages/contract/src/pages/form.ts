import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue } from '../core/wire.ts';
import { exampleIds } from '../embeds/shared.ts';
import { pageConstants as c, choiceLetter } from './constants.ts';
import { pageMessages as m } from './messages.ts';
import { mappingRules } from './rules.ts';

/** §3 Question data: name, type (checkbox or radiogroup), choices (lettered A to Z). */
export const question = z.object({
  name: z.string().check(z.maxLength(c.textMaxLength)),
  type: z.enum(['checkbox', 'radiogroup']),
  choices: z.array(z.string().check(z.maxLength(c.textMaxLength))).check(z.maxLength(c.maxChoices)),
});
export type Question = z.infer<typeof question>;

/** §3 Form's formjson: the questions. */
export const formJson = z.object({ questions: z.array(question).check(z.maxLength(c.maxQuestions)) });
export type FormJson = z.infer<typeof formJson>;

/** §2.10 a choice: non-empty ('Please enter a choice') and unique ('This choice already exists'). */
export function choiceProblem(choices: readonly string[], index: number): string | undefined {
  const choice = choices[index]?.trim() ?? '';
  if (choice === '') return m.pleaseEnterChoice;
  const same = (other: string) => other.trim().toLocaleLowerCase('en') === choice.toLocaleLowerCase('en');
  return choices.slice(0, index).some(same) ? m.choiceExists : undefined;
}

/** '<letter>. <choice>' as the editor labels choices. */
export const choiceLabel = (index: number, choice: string) => `${choiceLetter(index)}. ${choice}`;

export { savedQuestions } from '../rules/pages.ts';

/** §3 Form as GET form/{companyId} answers it: id, title, formjson, mapping. */
export const form = z.object({
  id: z.uuid(),
  title: z.string(),
  formjson: jsonValue(formJson),
  mapping: jsonValue(mappingRules),
});

const formBody = {
  title: z.string().check(z.maxLength(c.titleMaxLength)),
  formjson: jsonText(formJson).check(z.maxLength(512 * 1024)),
  mapping: jsonText(mappingRules).check(z.maxLength(2 * 1024 * 1024)),
};
const exampleForm = {
  title: 'Questions',
  formjson: JSON.stringify({
    questions: [{ name: 'Team size', type: 'radiogroup', choices: ['1-10', '11+'] }],
  }),
  mapping: JSON.stringify([]),
};
export const exampleFormId = '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b';

export const listForms = defineRoute({
  method: 'GET',
  path: '/web/form/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  payload: z.array(form),
  example: { params: { companyId: exampleIds.companyId } },
});

/** POST form/: the payload is the form's id. */
export const createForm = defineRoute({
  method: 'POST',
  path: '/web/form/',
  auth: 'token',
  body: z.object({ ...formBody, company_id: z.uuid(), salesrep_id: z.uuid() }),
  payload: z.uuid(),
  example: { body: { ...exampleForm, company_id: exampleIds.companyId, salesrep_id: exampleIds.salesRepId } },
});

export const updateForm = defineRoute({
  method: 'PUT',
  path: '/web/form/{formId}',
  auth: 'token',
  params: z.object({ formId: z.uuid() }),
  body: z.object(formBody),
  payload: z.null(),
  example: { params: { formId: exampleFormId }, body: exampleForm },
});

export const deleteForm = defineRoute({
  method: 'DELETE',
  path: '/web/form/{formId}',
  auth: 'token',
  params: z.object({ formId: z.uuid() }),
  payload: z.null(),
  example: { params: { formId: exampleFormId } },
});
