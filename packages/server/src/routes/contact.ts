import { contactListLimits, contactServerMessages, readContactBankText } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { sessionOf } from '../plugins/app/auth.ts';

/** The body's bank, read from the contract's check of it (read before any await: same job). */
const bankOf = (text: string) => readContactBankText(text);

const notFound = () => new HttpError(404, contactServerMessages.notFound);

/**
 * spec 1 §7 Contacts: every /web/contact call. Scoped to the caller's company through the session;
 * a companyId or salesRepId in the path or body is checked against it, never trusted over it.
 */
export default async function contactRoutes(app: FastifyInstance) {
  // A 100,000-row list is 15 to 35 MB of JSON text: these routes, and only these, accept up to
  // maxBodyBytes (413 above it). The hook sees the routes registered in this plugin alone.
  app.addHook('onRoute', (route) => {
    if (route.method === 'POST' || route.method === 'PUT') route.bodyLimit = contactListLimits.maxBodyBytes;
  });

  contractRoute(app, 'GET /web/contact/company/{companyId}', async ({ params }, request) => {
    const session = sessionOf(request);
    // Another company's id gets the same answer whether that company exists or not.
    if (params.companyId !== session.companyId) throw new HttpError(403, contactServerMessages.otherCompany);
    return app.contacts.list(session.companyId);
  });

  contractRoute(app, 'GET /web/contact/{id}', async ({ params }, request) => {
    const list = await app.contacts.find(sessionOf(request).companyId, params.id);
    if (!list) throw notFound();
    return list;
  });

  contractRoute(app, 'POST /web/contact/', async ({ body }, request, reply) => {
    const session = sessionOf(request);
    if (body.companyId !== session.companyId || body.salesRepId !== session.repId) {
      throw new HttpError(403, contactServerMessages.otherCompany);
    }
    // dateCreated is required by the spec's call; the record's time is the server's own clock,
    // so a client cannot date a list into the past or the future.
    const created = await app.contacts.create(session.companyId, session.repId, {
      title: body.name,
      bank: bankOf(body.contactBank),
      text: body.contactBank,
    });
    reply.code(201);
    return created;
  });

  contractRoute(app, 'PUT /web/contact/{id}', async ({ params, body }, request) => {
    const updated = await app.contacts.update(sessionOf(request).companyId, params.id, {
      title: body.name,
      bank: bankOf(body.contactBank),
      text: body.contactBank,
    });
    if (!updated) throw notFound();
    return updated;
  });

  contractRoute(app, 'DELETE /web/contact/{id}', async ({ params }, request) => {
    if (!(await app.contacts.remove(sessionOf(request).companyId, params.id))) throw notFound();
    return { id: params.id };
  });
}
