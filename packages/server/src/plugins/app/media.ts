import path from 'node:path';
import fp from 'fastify-plugin';
import { sweepOrphanGroups } from '../../media/children.ts';
import { checkMediaTools, type MediaTools } from '../../media/ffmpeg.ts';
import { type MediaDeps, mediaJobHandler, mediaJobKind, probeVideo } from '../../media/process.ts';
import { type AddressPolicy, assertFetchable, policyAdmitting } from '../../services/safe-fetch.ts';

/** Where running ffmpeg groups are written down (media/children.ts): DATA_DIR/media-processes. */
const mediaProcessesDir = (dataDir: string) => path.join(dataDir, 'media-processes');

/** How long the request may take to check that a link's host is a public one. */
const linkCheckTimeoutMs = 10_000;

interface MediaService {
  /** The company's storage quota in bytes (MEDIA_COMPANY_QUOTA_BYTES); 0 for none. */
  quotaBytes: number;
  /** Bytes the company may still store; Infinity without a quota. */
  remainingQuota(companyId: string): Promise<number>;
  /**
   * Whether ffprobe finds a video within the limits in a stored upload: throws the media job's
   * refusals (media/process.ts: MediaRejection, PlaylistRejection, MediaLimitRejection).
   */
  probe(localPath: string): Promise<void>;
  /** The link's host resolves to public addresses only, or SafeFetchError (the job checks again, every hop). */
  assertPublicLink(url: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The media pipeline (docs/architecture.md, Media pipeline): the checks of an upload, and the job. */
    media: MediaService;
  }
}

/**
 * The media pipeline on the app host: ffmpeg and ffprobe checked at start, the ffmpeg groups an
 * earlier run left behind stopped, the `media.process` job's handler registered with the queue
 * (media/process.ts), and the checks the upload route makes before it enqueues one.
 */
export default fp(
  async (app) => {
    const { media } = app.config;
    const tools: MediaTools = {
      ffmpeg: media.ffmpegPath,
      ffprobe: media.ffprobePath,
      registryDir: mediaProcessesDir(app.config.dataDir),
    };
    // At start: a server that cannot make demo videos says how to install ffmpeg, not at the first upload.
    await checkMediaTools(tools);
    // Issue 26.2: the ffmpeg groups a server killed with -9 left behind go before any job runs again
    // (the worker starts when the app is ready, after this).
    const orphans = await sweepOrphanGroups(tools.registryDir!);
    if (orphans.length > 0)
      app.log.warn({ groups: orphans }, 'stopped media processes left by an earlier run');
    const quota = media.companyQuotaBytes;
    const remainingQuota = async (companyId: string) =>
      quota > 0 ? quota - (await app.storage.usage(companyId)) : Number.POSITIVE_INFINITY;
    const addressPolicy: AddressPolicy = policyAdmitting(app.config.outboundTestAddresses);
    const deps: MediaDeps = {
      recordings: app.recordings,
      storage: app.storage,
      tools,
      workDir: path.join(media.dir, '.work'),
      maxUploadBytes: media.maxUploadBytes,
      linkTimeoutMs: media.linkTimeoutMs,
      addressPolicy,
      log: app.log,
      limits: media.limits,
      remainingQuota,
      quotaBytes: quota,
    };
    app.jobs.register(mediaJobKind, mediaJobHandler(deps));

    app.decorate('media', {
      quotaBytes: quota,
      remainingQuota,
      async probe(localPath: string) {
        await probeVideo(tools, localPath, undefined, media.limits);
      },
      async assertPublicLink(url: string) {
        await assertFetchable(url, { addressPolicy, timeoutMs: linkCheckTimeoutMs });
      },
    } satisfies MediaService);
  },
  { name: 'media', dependencies: ['config', 'jobs', 'storage', 'recordings'] },
);
