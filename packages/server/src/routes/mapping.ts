import { parseJsonText } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../http/contract-route.ts';

const formjson = z.record(z.string(), z.unknown());

/** spec 1 §7 Mapping: every call works on the caller's company only. */
export default async function mappingRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/mapping/{formId}', ({ params, session }) =>
    app.mappings.get(session.companyId, params.formId),
  );
  contractRoute(app, 'POST /web/mapping', ({ body, session }) =>
    app.mappings.create(session.companyId, body.form_id, parseJsonText(formjson, body.formjson)),
  );
  contractRoute(app, 'PUT /web/mapping/{formId}', ({ params, body, session }) =>
    app.mappings.update(session.companyId, params.formId, parseJsonText(formjson, body.formjson)),
  );
  contractRoute(app, 'DELETE /web/mapping/{formId}', ({ params, session }) =>
    app.mappings.remove(session.companyId, params.formId),
  );
}
