import {
  type CyoaContent,
  cyoaContent,
  cyoaCreateData,
  cyoaSaveProblem,
  embedServerMessages,
  parseJsonText,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { assertOwnDemos, deleteWidget, widgetNotFound, widgetUploads } from '../http/widget-files.ts';
import { cyoaContentOf, cyoaPublishProblem, cyoaValues, demosNamed } from '../plugins/app/widgets.ts';
import { checkPlan, cyoaAsk } from '../services/plan-guard.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

/** spec 2 §4: an image only with a custom thumbnail, an icon only with the CUSTOM launch style. */
const filesOf = (content: CyoaContent) => ({
  image: content.setting.showCustomThumbnail,
  icon: content.setting.blinkerStyle === 'CUSTOM',
});

/**
 * spec 2 §7 CYOA. A save holds the editor's own rule (spec 2 §5: 'Please add widget name', 'A
 * widget cannot be empty', 'Incomplete fields'), so no client can store a journey the editor
 * would refuse; every demo a step, a rule, the wrap-up or the redirect names is the company's.
 * A CYOA is made a draft and published by its own call, once; a published one can still be saved.
 * Another company's CYOA answers 404 like a missing one; a foreign id in a body is 403.
 */
export default async function cyoaRoutes(app: FastifyInstance) {
  const uploads = await widgetUploads(app);
  // A journey is JSON text of up to 200 steps: a body past 64 KB is parsed and checked in a worker,
  // so a crafted one (300,000 bad steps: 0.4 s of checking, measured) never holds up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: embedServerMessages.tooManySaves,
  });
  const check = async (companyId: string, content: CyoaContent) => {
    const problem = cyoaSaveProblem(content);
    if (problem) throw new HttpError(400, problem);
    await assertOwnDemos(app, companyId, demosNamed(content));
  };
  const stored = async (companyId: string, id: string) => {
    const joined = await app.widgets.find(companyId, 'cyoa', id);
    if (!joined) throw widgetNotFound();
    return joined.widget;
  };
  const found = async (companyId: string, id: string) => {
    const cyoa = await app.widgets.cyoa(companyId, id);
    if (!cyoa) throw widgetNotFound();
    return cyoa;
  };

  contractRoute(app, 'GET /web/cyoa/{companyId}', ({ params, query, session }) =>
    app.widgets.listCyoas(ownCompany(session, params.companyId), query),
  );

  contractRoute(app, 'GET /web/cyoa/id/{id}', async ({ params, session }) => [
    await found(session.companyId, params.id),
  ]);

  contractRoute(app, 'POST /web/cyoa', async ({ body, session }, request, reply) => {
    const data = parseJsonText(cyoaCreateData, body.cyoaData);
    assertSelf(session, data.salesrep_id, data.company_id);
    const content = data.cyoa;
    await check(session.companyId, content);
    // What the company's plan does not allow is refused before anything is stored (issue 29).
    await checkPlan(app.companySettings, session.companyId, cyoaAsk(content.setting));
    const id = await uploads.create(request, session, 'cyoa', cyoaValues(content), false, filesOf(content));
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'POST /web/cyoa/copy', async ({ body, session }, _request, reply) => {
    const id = await app.widgets.copy(session.companyId, session.repId, 'cyoa', body.id);
    if (!id) throw widgetNotFound();
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'PUT /web/cyoa/{cyoaId}', async ({ params, body, session }, request) => {
    const content = parseJsonText(cyoaContent, body.cyoa);
    // Another company's cyoa is 404 before anything of the body is judged against this company.
    const before = await stored(session.companyId, params.cyoaId);
    await check(session.companyId, content);
    await checkPlan(
      app.companySettings,
      session.companyId,
      cyoaAsk(content.setting),
      cyoaAsk(cyoaContentOf(before).setting),
    );
    await uploads.update(
      request,
      session.companyId,
      'cyoa',
      params.cyoaId,
      cyoaValues(content),
      false,
      filesOf(content),
    );
    return found(session.companyId, params.cyoaId);
  });

  contractRoute(app, 'PUT /web/cyoa/{cyoaId}/publish', async ({ params, session }) => {
    const stored = await app.widgets.find(session.companyId, 'cyoa', params.cyoaId);
    if (!stored) throw widgetNotFound();
    // What goes live must be what the editor would have saved (spec 2 §4: Publish needs a valid form).
    const problem = cyoaPublishProblem(stored.widget);
    if (problem) throw new HttpError(400, problem);
    const outcome = await app.widgets.publish(session.companyId, 'cyoa', params.cyoaId);
    if (!outcome) throw widgetNotFound();
    if (outcome === 'already') throw new HttpError(409, embedServerMessages.alreadyPublished);
    return found(session.companyId, params.cyoaId);
  });

  contractRoute(app, 'DELETE /web/cyoa/{cyoaId}', ({ params, session }) =>
    deleteWidget(app, session.companyId, 'cyoa', params.cyoaId),
  );
}
