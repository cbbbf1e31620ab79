import type { Rule } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { messageForStatus } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { assertSelf } from '../services/scope.ts';

/**
 * spec 3 §7.5 page/rule: the caller's own rule library (variables and rules). The rep and company
 * in the path must be the caller's (403 otherwise): nobody reads or writes another rep's library.
 */
export default async function pageRuleRoutes(app: FastifyInstance) {
  // A mapping of many rules is a large JSON text: past 64 KB it is parsed and checked in a worker,
  // so a crafted body never holds up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: messageForStatus(429),
  });
  const store = app.pageStore;

  contractRoute(app, 'GET /web/page/rule/{salesRepId}/{companyId}', ({ params, session }) => {
    assertSelf(session, params.salesRepId, params.companyId);
    return store.ruleLibrary(session.repId);
  });

  contractRoute(app, 'POST /web/page/rule/variable/{salesRepId}/{companyId}', ({ params, body, session }) => {
    assertSelf(session, params.salesRepId, params.companyId);
    const variables = [...new Set(body.variables.map((name) => name.trim()).filter((name) => name !== ''))];
    return store.saveRuleLibrary(session.companyId, session.repId, { variables });
  });

  contractRoute(app, 'POST /web/page/rule/{salesRepId}/{companyId}', ({ params, body, session }) => {
    assertSelf(session, params.salesRepId, params.companyId);
    return store.saveRuleLibrary(session.companyId, session.repId, { rules: body.rules as Rule[] });
  });
}
