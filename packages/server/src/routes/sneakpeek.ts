import { embedMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { assertOwnDemos, deleteWidget, widgetNotFound } from '../http/widget-files.ts';
import { sneakpeekValues } from '../plugins/app/widgets.ts';
import { checkPlan, launcherAsk } from '../services/plan-guard.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

/**
 * spec 2 §7 Sneakpeek: JSON calls, no files. A Sneakpeek is live once made (its form generates
 * the widget's code). Another company's Sneakpeek answers 404 like a missing one; a foreign id in
 * a body is 403.
 */
export default async function sneakpeekRoutes(app: FastifyInstance) {
  const checkDemo = async (companyId: string, recordingId: string) => {
    // spec 2 §5 Sneakpeek: a demo must be chosen.
    if (recordingId === '') throw new HttpError(400, embedMessages.incompleteData);
    await assertOwnDemos(app, companyId, [recordingId]);
  };
  const stored = async (companyId: string, id: string) => {
    const joined = await app.widgets.find(companyId, 'sneakpeek', id);
    if (!joined) throw widgetNotFound();
    return joined.widget;
  };
  const found = async (companyId: string, id: string) => {
    const sneakpeek = await app.widgets.sneakpeek(companyId, id);
    if (!sneakpeek) throw widgetNotFound();
    return sneakpeek;
  };
  const formOf = (body: {
    name: string;
    recording_id: string;
    is_muted: 0 | 1;
    is_gated: 0 | 1;
    show_controls: 0 | 1;
  }) => ({
    name: body.name,
    recording_id: body.recording_id,
    is_muted: body.is_muted,
    is_gated: body.is_gated,
    show_controls: body.show_controls,
  });

  contractRoute(app, 'GET /web/sneakpeek/{companyId}', ({ params, session }) =>
    app.widgets.listSneakpeeks(ownCompany(session, params.companyId)),
  );

  contractRoute(app, 'GET /web/sneakpeek/id/{id}', async ({ params, session }) => [
    await found(session.companyId, params.id),
  ]);

  contractRoute(app, 'POST /web/sneakpeek', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.salesrep_id, body.company_id);
    await checkDemo(session.companyId, body.recording_id);
    // What the company's plan does not allow is refused before anything is stored (issue 29).
    await checkPlan(app.companySettings, session.companyId, launcherAsk(formOf(body)));
    const id = await app.widgets.create(
      session.companyId,
      session.repId,
      'sneakpeek',
      sneakpeekValues(formOf(body)),
      true,
      {},
    );
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'POST /web/sneakpeek/copy', async ({ body, session }, _request, reply) => {
    const id = await app.widgets.copy(session.companyId, session.repId, 'sneakpeek', body.id);
    if (!id) throw widgetNotFound();
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'PUT /web/sneakpeek/{sneakpeekId}', async ({ params, body, session }) => {
    // Another company's sneakpeek is 404 before anything of the body is judged against this company.
    const current = await stored(session.companyId, params.sneakpeekId);
    await checkDemo(session.companyId, body.recording_id);
    await checkPlan(
      app.companySettings,
      session.companyId,
      launcherAsk(formOf(body)),
      launcherAsk(current.data),
    );
    const before = await app.widgets.update(
      session.companyId,
      'sneakpeek',
      params.sneakpeekId,
      sneakpeekValues(formOf(body)),
      false,
      {},
    );
    if (!before) throw widgetNotFound();
    return found(session.companyId, params.sneakpeekId);
  });

  contractRoute(app, 'DELETE /web/sneakpeek/{sneakpeekId}', ({ params, session }) =>
    deleteWidget(app, session.companyId, 'sneakpeek', params.sneakpeekId),
  );
}
