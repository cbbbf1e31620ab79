import {
  type LayoutStyle,
  type PageStyle,
  type PageType,
  pageMessages,
  pageServerMessages,
  pageStyleOf,
  publishProblem,
  savedQuestions,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

export const pageNotFound = () => new HttpError(404, pageServerMessages.notFound);

/**
 * spec 3 §7.5 Pages. Every call is scoped to the caller's company through the session: another
 * company's page answers 404 exactly like one that does not exist; a company or rep id in the path
 * or body that is not the caller's is 403 (decision 7). Dates are the server's clock.
 */
export default async function pageRoutes(app: FastifyInstance) {
  const store = app.pageStore;

  contractRoute(app, 'GET /web/page/{companyId}', ({ params, session }) =>
    store.list(ownCompany(session, params.companyId)),
  );

  contractRoute(app, 'GET /web/page/title/{pageId}', async ({ params, session }) => {
    const found = await store.find(session.companyId, params.pageId);
    if (!found) throw pageNotFound();
    return [{ id: found.page.id, title: found.page.title }];
  });

  contractRoute(app, 'GET /web/page/id/{pageId}', async ({ params, session }) => {
    const page = await store.read(session.companyId, params.pageId);
    if (!page) throw pageNotFound();
    return [page];
  });

  contractRoute(
    app,
    'POST /web/page/{salesRepId}/{companyId}',
    async ({ params, body, session }, _request, reply) => {
      assertSelf(session, params.salesRepId, params.companyId);
      if (body.title.trim() === '') throw new HttpError(400, pageMessages.pageTitleEmpty);
      const created = await store.create(session.companyId, session.repId, body.title, body.type);
      reply.code(201);
      return [created];
    },
  );

  contractRoute(app, 'POST /web/page/copy', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.owner_id, body.company_id);
    if (body.title.trim() === '') throw new HttpError(400, pageMessages.pageTitleEmpty);
    const found = await store.find(session.companyId, body.clone_from_id);
    if (!found) throw pageNotFound();
    const created = await store.copy(session.companyId, session.repId, body.clone_from_id, body.title);
    if (!created) throw pageNotFound();
    reply.code(201);
    return [created];
  });

  contractRoute(app, 'PUT /web/page/title', async ({ body, session }) => {
    if (body.title.trim() === '') throw new HttpError(400, pageMessages.pageTitleEmpty);
    if (!(await store.setTitle(session.companyId, body.pageId, body.title))) throw pageNotFound();
    return null;
  });

  /**
   * Publish (§4.3). A page goes live only as §5 lets it: the style's texts, and for a Q&A page its
   * questions and mapping in a saved form; otherwise 400 with that rule's message.
   */
  contractRoute(app, 'PUT /web/page/{pageId}/{companyId}', async ({ params, body, session }) => {
    const companyId = ownCompany(session, params.companyId);
    const found = await store.find(companyId, params.pageId);
    if (!found) throw pageNotFound();
    if (body.live === 1) {
      const { page } = found;
      const type = page.type as PageType;
      const parsed = pageStyleOf(type).safeParse(page.style);
      if (!parsed.success) throw new HttpError(400, pageMessages.fieldsIncomplete);
      const style = parsed.data as PageStyle;
      let form: { questions: number; rules: number; saved: boolean } | undefined;
      if (type === 'customized') {
        const row = await store.form(companyId, (style as LayoutStyle).form);
        form = row
          ? {
              questions: savedQuestions(row.formjson.questions).length,
              rules: row.mapping.length,
              saved: true,
            }
          : undefined;
      }
      const problem = publishProblem(page.title, type, style, form);
      if (problem) throw new HttpError(400, problem);
    }
    const updated = await store.setLive(companyId, params.pageId, body.live === 1);
    if (!updated) throw pageNotFound();
    return [updated];
  });

  contractRoute(app, 'DELETE /web/page/{pageId}', async ({ params, session }) => {
    if (!(await store.remove(session.companyId, params.pageId))) throw pageNotFound();
    return null;
  });
}
