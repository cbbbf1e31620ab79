import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { encryptedId, prospectPageElementId, prospectPageMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { frameAncestors, sendPage } from '../pages.ts';
import { prospectPageService } from '../prospect-page.ts';

/** The lazy page view's module, as the build's manifest keys it (packages/widgets). */
const pageViewSource = 'src/audience/page/index.ts';

/** The prospect page's data and drawing on this audience host (the real links' and the previews'). */
export const prospectPageServiceOf = (app: FastifyInstance) =>
  prospectPageService({
    db: app.db,
    pages: app.pageStore,
    prospect: app.prospect,
    recordings: app.recordings,
    mediaUrl: app.config.media.url,
    audienceUrl: app.config.audienceUrl,
    apiUrl: new URL(app.config.appUrl).origin,
  });

/**
 * The page a prospect opens (issue 13; spec 3 §2.8 `{audience}/{encrypted_id}/login`, decision 8):
 * GET /{encryptedId}/login draws the one page of the link's relationship for its prospect (its
 * placeholders filled), or one plain 404 page whatever the reason (no such link, the relationship
 * deleted, the page not live), so an address tells nothing about what exists. The page is opened,
 * never framed; it may call the product server for sendmailform and nothing else. Its gate is
 * the widgets' (routes/gate.ts, POST /gate/page/{link}); its events go to POST /events with the link.
 */
export default async function prospectPageRoutes(app: FastifyInstance) {
  const mediaOrigin = new URL(app.config.media.url).origin;
  const apiOrigin = new URL(app.config.appUrl).origin;
  const service = prospectPageServiceOf(app);

  /**
   * The page view's chunk and what it imports (the build's manifest), so the browser fetches them
   * with the entry instead of after it; read again only when the manifest changes.
   */
  let chunks: { mtime: number; files: string[] } | undefined;
  const viewChunks = (): string[] => {
    const file = path.join(app.audienceDist, '.vite', 'manifest.json');
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (chunks?.mtime === mtime) return chunks.files;
    const files: string[] = [];
    try {
      const manifest = mtime ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
      const walk = (key: string) => {
        // The entry is the page's script already.
        if (manifest[key]?.isEntry) return;
        const chunk = manifest[key];
        if (!chunk || files.includes(chunk.file)) return;
        files.push(chunk.file);
        for (const next of chunk.imports ?? []) walk(next);
      };
      walk(pageViewSource);
    } catch {
      // An unreadable manifest: the view loads when the app asks for it.
    }
    chunks = { mtime, files };
    return files;
  };

  app.get<{ Params: { encryptedId: string } }>('/:encryptedId/login', async (request, reply) => {
    const id = encryptedId.safeParse(request.params.encryptedId);
    const data = id.success ? await service.open(id.data) : undefined;
    return sendPage(
      reply,
      data
        ? {
            title: data.title,
            data,
            dataElementId: prospectPageElementId,
            preloads: viewChunks(),
            connect: [apiOrigin],
            ancestors: frameAncestors(null),
            build: app.audienceBuild(),
            mediaOrigin,
          }
        : {
            title: prospectPageMessages.notAvailableTitle,
            message: `${prospectPageMessages.notAvailableTitle}. ${prospectPageMessages.notAvailableBody}`,
            status: 404,
            ancestors: frameAncestors(null),
            build: app.audienceBuild(),
            mediaOrigin,
          },
      request.headers['accept-encoding'],
    );
  });
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
