import {
  contactListLimits,
  contactServerMessages,
  readContactBankText,
  type StoredContactBank,
  storedContactBank,
} from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies, preparedOffLoop } from '../http/large-bodies.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

/**
 * What to store for the body's bank: prepared in the worker for a large body; for a small one,
 * read from the contract's check of it (before any await: same job) and prepared here.
 */
const storedBankOf = (request: FastifyRequest, text: string): StoredContactBank =>
  preparedOffLoop<StoredContactBank>(request) ?? storedContactBank(readContactBankText(text));

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
  // Issue 15 §10: a few large lists at a time, each parsed and validated off the event loop.
  const large = offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    tooManyMessage: contactServerMessages.tooManyUploads,
  });
  /** Saves a large list after any other large list's save (oneAtATime); a small one at once. */
  const saving = <T>(request: FastifyRequest, save: () => Promise<T>) =>
    preparedOffLoop(request) === undefined ? save() : large.oneAtATime(save);

  contractRoute(app, 'GET /web/contact/company/{companyId}', ({ params, session }) =>
    // Another company's id gets the same answer whether that company exists or not.
    app.contacts.list(ownCompany(session, params.companyId)),
  );

  contractRoute(app, 'GET /web/contact/{id}', async ({ params, session }) => {
    const list = await app.contacts.find(session.companyId, params.id);
    if (!list) throw notFound();
    return list;
  });

  contractRoute(app, 'POST /web/contact/', async ({ body, session }, request, reply) => {
    assertSelf(session, body.salesRepId, body.companyId);
    // dateCreated is required by the spec's call; the record's time is the server's own clock,
    // so a client cannot date a list into the past or the future.
    const bank = storedBankOf(request, body.contactBank);
    const created = await saving(request, () =>
      app.contacts.create(session.companyId, session.repId, { title: body.name, bank }),
    );
    reply.code(201);
    return created;
  });

  contractRoute(app, 'PUT /web/contact/{id}', async ({ params, body, session }, request) => {
    const bank = storedBankOf(request, body.contactBank);
    const updated = await saving(request, () =>
      app.contacts.update(session.companyId, params.id, { title: body.name, bank }),
    );
    if (!updated) throw notFound();
    return updated;
  });

  contractRoute(app, 'DELETE /web/contact/{id}', async ({ params, session }) => {
    if (!(await app.contacts.remove(session.companyId, params.id))) throw notFound();
    return { id: params.id };
  });
}
