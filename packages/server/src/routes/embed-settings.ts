import { embedMessages, embedServerMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, messageForStatus } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { readCatalogueFile } from '../services/catalogue-file.ts';

/**
 * The contract allows a file of 2,000,000 characters; as JSON text a character may take up to 3
 * bytes (6 for an escaped control character, which no catalogue is made of).
 */
export const catalogueBodyLimit = 6 * 1024 * 1024;

/**
 * spec 2 §7 Marketplace: mapping a published widget to a feature, and (ours, docs/embeds.md)
 * replacing the company's catalogue. The widget, the catalogue and the mappings are always the
 * session's company's.
 */
export default async function embedSettingsRoutes(app: FastifyInstance) {
  // A catalogue over 1 MiB is parsed and checked against the contract in a worker thread, as a
  // contact list is (issue 15 §10), so /web/health keeps answering while it is read.
  offloadLargeJsonBodies(app, { ...defaultLargeBodyOptions, tooManyMessage: messageForStatus(429) });

  /**
   * Issue 29 B.5, spec 2 §6: the marketplace panel is the plan's (embedSettingsVisibility.show);
   * a client that is not the console is refused as the panel refuses the rep, before anything is
   * read or written.
   */
  const assertMarketplaceAllowed = async (companyId: string) => {
    const plan = await app.companySettings.embedSettings(companyId);
    if (!plan.embedSettingsVisibility.show) throw new HttpError(403, embedMessages.notAuthorized);
  };

  contractRoute(app, 'POST /web/embed-settings/check-assignment-status', async ({ body, session }) => {
    await assertMarketplaceAllowed(session.companyId);
    return app.marketplace.checkAssignment(session.companyId, body);
  });

  contractRoute(app, 'POST /web/embed-settings/assign-demo', async ({ body, session }) => {
    await assertMarketplaceAllowed(session.companyId);
    return app.marketplace.assign(session.companyId, body);
  });

  contractRoute(
    app,
    'PUT /web/embed-settings/catalogue',
    async ({ body, session }) => {
      const read = readCatalogueFile(body.format, body.content);
      // The old catalogue stays as it was: nothing is written unless the whole file reads.
      if (!read.ok) throw new HttpError(400, `${embedServerMessages.catalogueInvalid}: ${read.problem}`);
      return app.marketplace.replaceCatalogue(session.companyId, read.catalogue);
    },
    { bodyLimit: catalogueBodyLimit },
  );
}
