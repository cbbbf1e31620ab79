import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue } from '../core/wire.ts';

// spec 1 §3 Mapping: form_id and formjson. The spec shows no reply; ours is the mapping itself.
// Mappings belong to the caller's company: another company's form id is simply not found.

const formId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
/** Any JSON object, as JSON text (the pages issue gives it its shape). */
const formjson = jsonText(z.record(z.string(), z.unknown())).check(z.maxLength(1_000_000));

/** A mapping as the client reads it: `formjson` travels as JSON text and arrives as its object. */
export const mapping = z.object({
  form_id: z.string(),
  formjson: jsonValue(z.record(z.string(), z.unknown())),
});

const exampleJson = JSON.stringify({ rules: [{ question: 'Team size', page: 'enterprise' }] });

export const getMapping = defineRoute({
  method: 'GET',
  path: '/web/mapping/{formId}',
  auth: 'token',
  params: z.object({ formId }),
  payload: mapping,
  example: { params: { formId: 'form-1' } },
});

/** POST /web/mapping: 409 when the company already has a mapping for this form. */
export const createMapping = defineRoute({
  method: 'POST',
  path: '/web/mapping',
  auth: 'token',
  body: z.object({ form_id: formId, formjson }),
  payload: mapping,
  example: { body: { form_id: 'form-1', formjson: exampleJson } },
});

export const updateMapping = defineRoute({
  method: 'PUT',
  path: '/web/mapping/{formId}',
  auth: 'token',
  params: z.object({ formId }),
  body: z.object({ formjson }),
  payload: mapping,
  example: { params: { formId: 'form-1' }, body: { formjson: exampleJson } },
});

export const deleteMapping = defineRoute({
  method: 'DELETE',
  path: '/web/mapping/{formId}',
  auth: 'token',
  params: z.object({ formId }),
  payload: z.null(),
  example: { params: { formId: 'form-1' } },
});
