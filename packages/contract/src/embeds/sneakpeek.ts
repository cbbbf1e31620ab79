import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { chosenDemo, embedId, embedName, exampleIds, flag, flagOut } from './shared.ts';

/** spec 2 §2 Sneakpeek form: name, a demo and three switches ('Title is required'). */
export const sneakpeekForm = z.object({
  name: embedName,
  recording_id: chosenDemo,
  is_muted: flag,
  is_gated: flag,
  show_controls: flag,
});
export type SneakpeekForm = z.output<typeof sneakpeekForm>;
export const newSneakpeekForm = (): SneakpeekForm => ({
  name: '',
  recording_id: '',
  is_muted: 0,
  is_gated: 0,
  show_controls: 1,
});

/** spec 2 §3 Sneakpeek as the server answers it. */
export const sneakpeek = z.object({
  id: embedId,
  name: z.string(),
  recording_id: z.string(),
  is_muted: flagOut,
  is_gated: flagOut,
  show_controls: flagOut,
  live: flagOut,
  salesrep_id: z.string(),
  salesrep_name: z.string(),
  company_id: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
});
export type Sneakpeek = z.output<typeof sneakpeek>;

/** GET /web/sneakpeek/{companyId}: every Sneakpeek of the company, newest first. */
export const listSneakpeeks = defineRoute({
  method: 'GET',
  path: '/web/sneakpeek/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  payload: z.array(sneakpeek),
  example: { params: { companyId: exampleIds.companyId } },
});

export const getSneakpeek = defineRoute({
  method: 'GET',
  path: '/web/sneakpeek/id/{id}',
  auth: 'token',
  params: z.object({ id: embedId }),
  payload: z.array(sneakpeek).check(z.length(1)),
  example: { params: { id: exampleIds.embedId } },
});

/**
 * POST /web/sneakpeek (JSON, spec 2 §7). A Sneakpeek is live once made: its code is what the
 * form generates ('Generate Sneakpeek Widget Code').
 */
export const createSneakpeek = defineRoute({
  method: 'POST',
  path: '/web/sneakpeek',
  auth: 'token',
  body: z.extend(sneakpeekForm, {
    salesrep_id: z.string(),
    company_id: z.string(),
    date_created: wireDate,
    date_modified: wireDate,
  }),
  payload: sneakpeek,
  example: {
    body: {
      name: 'Quick look',
      recording_id: exampleIds.recordingId,
      is_muted: '0',
      is_gated: '0',
      show_controls: '1',
      salesrep_id: exampleIds.salesRepId,
      company_id: exampleIds.companyId,
      date_created: '2026-11-23 10:00:00',
      date_modified: '2026-11-23 10:00:00',
    },
  },
});

export const copySneakpeek = defineRoute({
  method: 'POST',
  path: '/web/sneakpeek/copy',
  auth: 'token',
  body: z.object({ id: embedId }),
  payload: sneakpeek,
  example: { body: { id: exampleIds.embedId } },
});

/** PUT /web/sneakpeek/{sneakpeekId}: name, recording_id, the switches and date_modified. */
export const updateSneakpeek = defineRoute({
  method: 'PUT',
  path: '/web/sneakpeek/{sneakpeekId}',
  auth: 'token',
  params: z.object({ sneakpeekId: embedId }),
  body: z.extend(sneakpeekForm, { date_modified: wireDate }),
  payload: sneakpeek,
  example: {
    params: { sneakpeekId: exampleIds.embedId },
    body: {
      name: 'Quick look',
      recording_id: exampleIds.recordingId,
      is_muted: 1,
      is_gated: 0,
      show_controls: 1,
      date_modified: '2026-11-23 10:05:00',
    },
  },
});

export const deleteSneakpeek = defineRoute({
  method: 'DELETE',
  path: '/web/sneakpeek/{sneakpeekId}',
  auth: 'token',
  params: z.object({ sneakpeekId: embedId }),
  payload: z.object({ id: embedId }),
  example: { params: { sneakpeekId: exampleIds.embedId } },
});
