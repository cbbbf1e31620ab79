import {
  embedMessages,
  embedServerMessages,
  parseJsonText,
  type SoloForm,
  soloCreateData,
  soloUpdateData,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { assertOwnDemos, deleteWidget, widgetNotFound, widgetUploads } from '../http/widget-files.ts';
import { demosNamed, soloValues } from '../plugins/app/widgets.ts';
import { checkPlan, launcherAsk } from '../services/plan-guard.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

/** spec 2 §4: an image only with a custom thumbnail, an icon only with the CUSTOM launch style. */
const filesOf = (form: SoloForm) => ({
  image: form.show_custom_thumbnail === 1,
  icon: form.blinker_style === 'CUSTOM',
});

/**
 * spec 2 §7 Solo, as Hero (routes/hero.ts) with a custom launch icon beside the thumbnail.
 * Another company's Solo answers 404 like a missing one; a foreign id in a body is 403.
 */
export default async function soloRoutes(app: FastifyInstance) {
  // Every field of the form at its longest is under 16 KB of JSON.
  const uploads = await widgetUploads(app, 64 * 1024);
  // The form's JSON text is a few KB: a body past 64 KB is parsed and checked in a worker, so a
  // crafted one (tens of thousands of stray keys) never holds up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: embedServerMessages.tooManySaves,
  });
  const checkDemos = async (companyId: string, form: SoloForm) => {
    if (form.recording_id === '') throw new HttpError(400, embedMessages.incompleteData);
    await assertOwnDemos(app, companyId, demosNamed(form));
  };
  const stored = async (companyId: string, id: string) => {
    const joined = await app.widgets.find(companyId, 'solo', id);
    if (!joined) throw widgetNotFound();
    return joined.widget;
  };
  const found = async (companyId: string, id: string) => {
    const solo = await app.widgets.solo(companyId, id);
    if (!solo) throw widgetNotFound();
    return solo;
  };

  contractRoute(app, 'GET /web/solo/{companyId}', ({ params, query, session }) =>
    app.widgets.listSolos(ownCompany(session, params.companyId), query),
  );

  contractRoute(app, 'GET /web/solo/id/{id}', async ({ params, session }) => [
    await found(session.companyId, params.id),
  ]);

  contractRoute(app, 'POST /web/solo', async ({ body, session }, request, reply) => {
    const data = parseJsonText(soloCreateData, body.soloData);
    assertSelf(session, data.salesrep_id, data.company_id);
    await checkDemos(session.companyId, data);
    // What the company's plan does not allow is refused before anything is stored (issue 29).
    await checkPlan(app.companySettings, session.companyId, launcherAsk(data));
    const id = await uploads.create(
      request,
      session,
      'solo',
      soloValues(data),
      data.live === 1,
      filesOf(data),
    );
    reply.code(201);
    return id;
  });

  contractRoute(app, 'POST /web/solo/copy', async ({ body, session }, _request, reply) => {
    const id = await app.widgets.copy(session.companyId, session.repId, 'solo', body.id);
    if (!id) throw widgetNotFound();
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'PUT /web/solo/{soloId}', async ({ params, body, session }, request) => {
    const data = parseJsonText(soloUpdateData, body.soloData);
    // Another company's solo is 404 before anything of the body is judged against this company.
    const before = await stored(session.companyId, params.soloId);
    await checkDemos(session.companyId, data);
    await checkPlan(app.companySettings, session.companyId, launcherAsk(data), launcherAsk(before.data));
    await uploads.update(
      request,
      session.companyId,
      'solo',
      params.soloId,
      soloValues(data),
      data.live === 1,
      filesOf(data),
    );
    return found(session.companyId, params.soloId);
  });

  contractRoute(app, 'DELETE /web/solo/{soloId}', ({ params, session }) =>
    deleteWidget(app, session.companyId, 'solo', params.soloId),
  );
}
