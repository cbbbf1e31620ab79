import * as z from 'zod/mini';
import { defineRoute } from './route.ts';

export const health = defineRoute({
  method: 'GET',
  path: '/web/health',
  auth: 'public',
  payload: z.object({ database: z.literal('ok'), version: z.string() }),
});
