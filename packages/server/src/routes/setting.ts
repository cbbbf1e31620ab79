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
import { sessionOf } from '../plugins/app/auth.ts';
import { sniffImage } from '../services/image-type.ts';
import { assertOwnCompany } from '../services/scope.ts';

/** spec 1 §7 Settings (the company calls; the page calls come with the pages issue). */
export default async function settingRoutes(app: FastifyInstance) {
  // Registered here, not globally: the logo upload is the only multipart call of this scope.
  await app.register(multipart, {
    // We check `truncated` ourselves and answer 413 in the envelope.
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.media.logoMaxBytes, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });

  /** The path's companyId must be the caller's (ARCHITECTURE.md); then the session's is used. */
  const own = (request: Parameters<typeof sessionOf>[0], companyId: string) => {
    const session = sessionOf(request);
    assertOwnCompany(session, companyId);
    return session.companyId;
  };

  contractRoute(app, 'GET /web/setting/feature/permission/{companyId}', ({ params }, request) =>
    app.companySettings.permissions(own(request, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/{companyId}', ({ params }, request) =>
    app.companySettings.get(own(request, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/logo/{companyId}', ({ params }, request) =>
    app.companySettings.logo(own(request, params.companyId)),
  );
  contractRoute(app, 'GET /web/setting/company/emails/{companyId}', ({ params }, request) =>
    app.companySettings.emails(own(request, params.companyId)),
  );
  contractRoute(app, 'PUT /web/setting/company/style/{companyId}', ({ params, body }, request) => {
    const companyId = own(request, params.companyId);
    const style = parseJsonText(websiteStyleInput, body.style);
    // Stored as typed, trimmed (the contract trims); duplicates were refused by the contract.
    const blockList = parseJsonText(emailBlockList, body.email_block_list);
    return app.companySettings.updateStyle(companyId, style, blockList);
  });
  contractRoute(app, 'POST /web/setting/logo/url/{companyId}', ({ params, body }, request) =>
    app.companySettings.setLogoUrl(own(request, params.companyId), body.url),
  );
  contractRoute(app, 'POST /web/setting/logo/image/{companyId}', async ({ params }, request) => {
    const companyId = own(request, params.companyId);
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
