import { type MappingData, pageServerMessages, parseJsonText } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';
import { pageNotFound } from './page.ts';

const mappingDataOf = (text: string): MappingData => parseJsonText(z.record(z.string(), z.string()), text);

/**
 * spec 3 §7.4 Relationships and §7.6 prospect sessions: the prospect links of a page. A link's
 * encrypted_id is made here, never by a client (decision 8); POST /relationship only binds an id
 * this server issued for that prospect and page. Deleting a relationship kills its link.
 */
export default async function relationshipRoutes(app: FastifyInstance) {
  const store = app.pageStore;
  const ownPage = async (companyId: string, pageId: string) => {
    if (!(await store.find(companyId, pageId))) throw pageNotFound();
  };

  contractRoute(app, 'GET /web/salesrep/{salesRepId}/relationship', async ({ params, query, session }) => {
    assertSelf(session, params.salesRepId, session.companyId);
    await ownPage(session.companyId, query.page_id);
    return store.links(session.companyId, query.page_id);
  });

  contractRoute(app, 'POST /web/prospect/session', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.salesrepId, body.companyId);
    await ownPage(session.companyId, body.pageId);
    const email = body.email.trim().toLowerCase();
    const name = body.name.trim() === '' ? email : body.name.trim();
    // The prospect's own e-mail and name come from the call, whatever the text carries.
    const data = { ...mappingDataOf(body.mappingData), prospect_email: email, prospect_name: name };
    const issued = await store.issue(session.companyId, session.repId, body.pageId, email, name, data);
    reply.code(201);
    return issued;
  });

  contractRoute(app, 'POST /web/prospect/session/website', async ({ body, session }, _request, reply) => {
    const companyId = ownCompany(session, body.companyId);
    await ownPage(companyId, body.pageId);
    reply.code(201);
    return store.website(companyId, session.repId, body.pageId);
  });

  contractRoute(app, 'POST /web/relationship', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.salesrep_id, body.company_id);
    await ownPage(session.companyId, body.page_id);
    const bound = await store.bind(session.companyId, session.repId, {
      pageId: body.page_id,
      prospectId: body.prospect_id,
      encryptedId: body.encrypted_id,
      engaged: body.engaged === 'yes',
    });
    if (!bound) throw new HttpError(404, pageServerMessages.relationshipNotIssued);
    if (bound.created) reply.code(201);
    return [bound.relationship];
  });

  contractRoute(app, 'DELETE /web/relationship/{relationshipId}', async ({ params, session }) => {
    if (!(await store.removeLink(session.companyId, params.relationshipId))) throw pageNotFound();
    return null;
  });
}
