import { parseJsonText } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../http/contract-route.ts';
import { sessionOf } from '../plugins/app/auth.ts';

const formjson = z.record(z.string(), z.unknown());

/** spec 1 §7 Mapping: every call works on the caller's company only. */
export default async function mappingRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/mapping/{formId}', ({ params }, request) =>
    app.mappings.get(sessionOf(request).companyId, params.formId),
  );
  contractRoute(app, 'POST /web/mapping', ({ body }, request) =>
    app.mappings.create(sessionOf(request).companyId, body.form_id, parseJsonText(formjson, body.formjson)),
  );
  contractRoute(app, 'PUT /web/mapping/{formId}', ({ params, body }, request) =>
    app.mappings.update(sessionOf(request).companyId, params.formId, parseJsonText(formjson, body.formjson)),
  );
  contractRoute(app, 'DELETE /web/mapping/{formId}', ({ params }, request) =>
    app.mappings.remove(sessionOf(request).companyId, params.formId),
  );
}
