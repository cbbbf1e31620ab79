import * as z from 'zod/mini';
import { defineRoute } from './route.ts';

export const health = defineRoute({
  method: 'GET',
  path: '/web/health',
  auth: 'public',
  payload: z.object({ database: z.literal('ok'), version: z.string() }),
});

/**
 * Readiness (issue 28 §4), apart from liveness: whether this replica can serve. Each check answers
 * 'ok'; a replica that cannot serve answers 503 with the failed checks named in the message.
 */
export const ready = defineRoute({
  method: 'GET',
  path: '/web/ready',
  auth: 'public',
  payload: z.object({ ready: z.literal(true), checks: z.record(z.string(), z.literal('ok')) }),
});
