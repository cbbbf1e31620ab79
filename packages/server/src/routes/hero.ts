import {
  embedMessages,
  embedServerMessages,
  type HeroForm,
  heroCreateData,
  heroUpdateData,
  parseJsonText,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { assertOwnDemos, deleteWidget, widgetNotFound, widgetUploads } from '../http/widget-files.ts';
import { demosNamed, heroValues } from '../plugins/app/widgets.ts';
import { checkPlan, launcherAsk } from '../services/plan-guard.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

/**
 * spec 2 §7 Hero. Scoped to the caller's company through the session: another company's Hero
 * answers 404 exactly like one that does not exist; a company or rep id in a body that is not the
 * caller's is 403. Creator, company and dates are the server's (date_created and date_modified
 * are part of the spec's calls; the server's clock dates the record).
 */
export default async function heroRoutes(app: FastifyInstance) {
  // Every field of the form at its longest is under 16 KB of JSON.
  const uploads = await widgetUploads(app, 64 * 1024);
  // The form's JSON text is a few KB: a body past 64 KB is parsed and checked in a worker, so a
  // crafted one (tens of thousands of stray keys) never holds up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: embedServerMessages.tooManySaves,
  });
  /** 'Incomplete Data' without a demo (spec 2 §5), 400 for a demo the company does not have. */
  const checkDemos = async (companyId: string, form: HeroForm) => {
    if (form.recording_id === '') throw new HttpError(400, embedMessages.incompleteData);
    await assertOwnDemos(app, companyId, demosNamed(form));
  };
  const stored = async (companyId: string, id: string) => {
    const joined = await app.widgets.find(companyId, 'hero', id);
    if (!joined) throw widgetNotFound();
    return joined.widget;
  };
  const found = async (companyId: string, id: string) => {
    const hero = await app.widgets.hero(companyId, id);
    if (!hero) throw widgetNotFound();
    return hero;
  };

  contractRoute(app, 'GET /web/hero/{companyId}', ({ params, query, session }) =>
    app.widgets.listHeroes(ownCompany(session, params.companyId), query),
  );

  contractRoute(app, 'GET /web/hero/id/{id}', async ({ params, session }) => [
    await found(session.companyId, params.id),
  ]);

  contractRoute(app, 'POST /web/hero', async ({ body, session }, request, reply) => {
    const data = parseJsonText(heroCreateData, body.heroData);
    assertSelf(session, data.salesrep_id, data.company_id);
    await checkDemos(session.companyId, data);
    // What the company's plan does not allow is refused before anything is stored (issue 29).
    await checkPlan(app.companySettings, session.companyId, launcherAsk(data));
    const id = await uploads.create(request, session, 'hero', heroValues(data), data.live === 1, {
      image: data.show_custom_thumbnail === 1,
      icon: false,
    });
    reply.code(201);
    return id;
  });

  contractRoute(app, 'POST /web/hero/copy', async ({ body, session }, _request, reply) => {
    const id = await app.widgets.copy(session.companyId, session.repId, 'hero', body.id);
    if (!id) throw widgetNotFound();
    reply.code(201);
    return found(session.companyId, id);
  });

  contractRoute(app, 'PUT /web/hero/{heroId}', async ({ params, body, session }, request) => {
    const data = parseJsonText(heroUpdateData, body.heroData);
    // Another company's hero is 404 before anything of the body is judged against this company.
    const before = await stored(session.companyId, params.heroId);
    await checkDemos(session.companyId, data);
    await checkPlan(app.companySettings, session.companyId, launcherAsk(data), launcherAsk(before.data));
    await uploads.update(
      request,
      session.companyId,
      'hero',
      params.heroId,
      heroValues(data),
      data.live === 1,
      {
        image: data.show_custom_thumbnail === 1,
        icon: false,
      },
    );
    return found(session.companyId, params.heroId);
  });

  contractRoute(app, 'DELETE /web/hero/{heroId}', ({ params, session }) =>
    deleteWidget(app, session.companyId, 'hero', params.heroId),
  );
}
