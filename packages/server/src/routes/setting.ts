import multipart from '@fastify/multipart';
import {
  emailBlockList,
  logoImageField,
  parseJsonText,
  settingsServerMessages,
  websiteStyleInput,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { sniffImage } from '../services/image-type.ts';
import { ownCompany } from '../services/scope.ts';

/**
 * spec 1 §7 Settings (the company calls; the page calls come with the pages issue), and spec 2 §6's
 * embed flags of the company's plan.
 */
export default async function settingRoutes(app: FastifyInstance) {
  // Registered here, not globally: the logo upload is the only multipart call of this scope.
  await app.register(multipart, {
    // We check `truncated` ourselves and answer 413 in the envelope.
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.media.logoMaxBytes, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });

  contractRoute(app, 'GET /web/setting/feature/permission/{companyId}', ({ params, session }) =>
    app.companySettings.permissions(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/{companyId}', ({ params, session }) =>
    app.companySettings.get(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/logo/{companyId}', ({ params, session }) =>
    app.companySettings.logo(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/emails/{companyId}', ({ params, session }) =>
    app.companySettings.emails(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/embed/{companyId}', ({ params, session }) =>
    app.companySettings.embedSettings(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'PUT /web/setting/company/style/{companyId}', ({ params, body, session }) => {
    const companyId = ownCompany(session, params.companyId);
    const style = parseJsonText(websiteStyleInput, body.style);
    // Stored as typed, trimmed (the contract trims); duplicates were refused by the contract.
    const blockList = parseJsonText(emailBlockList, body.email_block_list);
    return app.companySettings.updateStyle(companyId, style, blockList);
  });
  contractRoute(app, 'POST /web/setting/logo/url/{companyId}', ({ params, body, session }) =>
    app.companySettings.setLogoUrl(ownCompany(session, params.companyId), body.url),
  );
  contractRoute(app, 'POST /web/setting/logo/image/{companyId}', async ({ params, session }, request) => {
    const companyId = ownCompany(session, params.companyId);
    if (!request.isMultipart()) throw new HttpError(415, settingsServerMessages.noImage);
    const file = await request.file();
    if (!file || file.fieldname !== logoImageField) throw new HttpError(400, settingsServerMessages.noImage);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, settingsServerMessages.imageTooLarge);
    // By the bytes: the name and the declared type are the sender's word, not the file's.
    const type = sniffImage(bytes);
    if (!type) throw new HttpError(415, settingsServerMessages.imageType);
    return app.companySettings.setLogoImage(companyId, bytes, type);
  });
}
