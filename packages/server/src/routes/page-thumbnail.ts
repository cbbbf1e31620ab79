import multipart from '@fastify/multipart';
import {
  type PageStyle,
  pageServerMessages,
  pageThumbnailField,
  pageThumbnailRules,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { sniffImage } from '../services/image-type.ts';

/** spec 3 §5's refusal of a file that is not one JPEG or PNG. */
const invalidFile = () => new HttpError(415, 'Invalid file extension');

/**
 * A page's thumbnail (spec 3 §4.3, §5; issue 29, D.6): POST /web/page/thumbnail/{pageId} takes
 * exactly one JPEG or PNG, judged by its bytes (the name and declared type are the sender's word),
 * stores it and sets page_style's show_custom_thumbnail '1' and custom_thumbnail, keeping the
 * rest of the style and the page's placeholders. The picture it replaces goes. Another company's
 * page answers 404 as one that does not exist.
 */
export default async function pageThumbnailRoutes(app: FastifyInstance) {
  // Registered here, not globally: the thumbnail is the only multipart call of this scope.
  await app.register(multipart, {
    // We check `truncated` ourselves and answer 413 in the envelope.
    throwFileSizeLimit: false,
    limits: { fileSize: pageThumbnailRules.maxBytes + 1, files: 2, fields: 2, parts: 4, headerPairs: 50 },
  });
  const store = app.pageStore;
  const mediaPrefix = `${app.config.media.url}/`;

  contractRoute(app, 'POST /web/page/thumbnail/{pageId}', async ({ params, session }, request) => {
    const found = await store.find(session.companyId, params.pageId);
    if (!found) throw new HttpError(404, pageServerMessages.notFound);
    if (!request.isMultipart()) throw invalidFile();
    const parts = request.files();
    let bytes: Buffer | undefined;
    for await (const part of parts) {
      // §5 exactly one file, in the one field.
      if (part.fieldname !== pageThumbnailField || bytes) throw invalidFile();
      bytes = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'The picture is too large');
    }
    if (!bytes) throw invalidFile();
    const type = sniffImage(bytes);
    if (!type || (type.extension !== 'png' && type.extension !== 'jpg')) throw invalidFile();
    const key = app.storage.newKey('pages', session.companyId, type.extension);
    await app.storage.put(key, bytes);
    const before = found.page.style as Partial<PageStyle>;
    const thumbnail = { show_custom_thumbnail: '1', custom_thumbnail: `${mediaPrefix}${key}` } as const;
    const saved = await store.setStyle(
      session.companyId,
      params.pageId,
      { ...before, ...thumbnail } as PageStyle,
      found.page.placeholders,
    );
    if (!saved) {
      await app.storage.remove(key);
      throw new HttpError(404, pageServerMessages.notFound);
    }
    const old = before.custom_thumbnail;
    if (old?.startsWith(mediaPrefix)) await app.storage.remove(old.slice(mediaPrefix.length)).catch(() => {});
    return thumbnail;
  });
}
