import {
  embedConstants,
  embedKinds,
  frameAddress,
  frameMessages,
  previewId,
  shareToken,
  widgetParams,
} from '@showroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { failure, success } from '../../http/envelope.ts';
import { lazySealer } from '../../media/sealed.ts';
import type { ProspectView } from '../../plugins/app/prospect.ts';
import { frameForProspect } from '../media-grant.ts';
import type { AudienceBuild } from '../pages.ts';
import { frameAncestors, sendPage } from '../pages.ts';

const sharePath = z.object({
  token: shareToken,
  kind: z.enum(embedKinds),
  id: z.uuid(),
  companyId: z.uuid(),
});
const previewQuery = z.object({ uuid: previewId, data_id: z.uuid(), template: z.uuid() });
/** The share page's words, as the share dialog sent them (contract embeds/share.ts), cut to its limits. */
const shareText = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * Whether a request for a frame is a frame's: a browser's frame or iframe navigation, or a client
 * that does not say (no Sec-Fetch-Dest: an older browser). A window's or tab's own navigation
 * ('document'), a fetch ('empty') or anything else is not.
 */
const framedRequest = (destination: string | string[] | undefined) =>
  destination === undefined || destination === 'iframe' || destination === 'frame';

/** How long a loader's placeholder may be reused: a published change shows within a minute. */
const placeholderMaxAge = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** The audience app's build as it is now (pages.ts; undefined when not built). */
    audienceBuild: () => AudienceBuild | undefined;
  }
}

/**
 * The audience host's frames and pages (issue 12; ADR 0011 docs/decisions/0011-separate-origins.md, ADR 0014 docs/decisions/0014-tokens-in-addresses.md): the embed
 * frame a loader opens, the placeholder a loader draws first, the share page and the rep's preview.
 * A widget that is not live, of another company than the address names, or unknown is a plain 404,
 * the same page for each, so an address tells nothing about what exists.
 */
export default async function audienceFrames(app: FastifyInstance) {
  const mediaOrigin = new URL(app.config.media.url).origin;
  // The console may frame a preview (the settings screen's Preview); nothing else frames one.
  const consoleOrigin = new URL(app.config.appUrl).origin;
  // Issue 26, item 5: demos' media by sealed addresses only, and none behind a gate (media-grant.ts).
  const sealer = lazySealer(app.config);

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    view: ProspectView | undefined,
    options: { title?: string; description?: string; ancestors: string; missing?: string },
  ) => {
    const build = app.audienceBuild();
    const data = view && frameForProspect(await sealer(), view.data);
    return sendPage(
      reply,
      {
        title: view ? (options.title ?? view.data.look.companyName) : frameMessages.notFound,
        description: view ? options.description : undefined,
        data,
        message: view ? undefined : (options.missing ?? frameMessages.notFound),
        status: view ? 200 : 404,
        ancestors: options.ancestors,
        build,
        ...(view && build ? { view: build.frameView } : {}),
        mediaOrigin,
      },
      request.headers['accept-encoding'],
    );
  };

  const widgetName = (view: ProspectView) => {
    const { widget } = view.data;
    return (
      widget.kind === 'hero'
        ? widget.hero
        : widget.kind === 'solo'
          ? widget.solo
          : widget.kind === 'sneakpeek'
            ? widget.sneakpeek
            : widget.cyoa
    ).name;
  };

  // The frame a loader opens in the host page. Framed by the company's allowed sites (any when none).
  // Only framed (issue 26, item 13): a browser that says it opens the address in a window or a tab
  // of its own (Sec-Fetch-Dest other than iframe or frame: a share link's address edited by hand
  // once the share was revoked) gets the not-found page; a widget is shown on its own only by a
  // live share token (its share page) or a preview token (the rep's preview).
  app.get('/frame/:kind/:id', async (request, reply) => {
    const params = widgetParams.safeParse(request.params);
    const view =
      params.success && framedRequest(request.headers['sec-fetch-dest'])
        ? await app.prospect.frame(params.data.kind, params.data.id)
        : undefined;
    // A missing widget's page says only that it is not available: any page may show that (a
    // loader whose placeholder was cached a moment before the widget was deleted).
    return page(request, reply, view, {
      title: view && widgetName(view),
      ancestors: frameAncestors(view ? view.allowedSites : []),
    });
  });

  // What a loader draws before the prospect acts: any site may ask (CORS *), briefly cached.
  app.get('/embed/:kind/:id', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const params = widgetParams.safeParse(request.params);
    const placeholder = params.success
      ? await app.prospect.placeholder(
          params.data.kind,
          params.data.id,
          frameAddress(app.config.audienceUrl, params.data.kind, params.data.id),
        )
      : undefined;
    if (!placeholder) {
      return reply.code(404).header('cache-control', 'no-store').send(failure(frameMessages.notFound));
    }
    return reply.header('cache-control', `public, max-age=${placeholderMaxAge}`).send(success(placeholder));
  });

  // The share page (ADR 0014): a token the rep can revoke, for exactly this widget and company.
  app.get('/:token/page/widget/:kind/:id/:companyId', async (request, reply) => {
    const params = sharePath.safeParse(request.params);
    const query = request.query as Record<string, unknown>;
    const share = {
      title: shareText(query.title, 200),
      description: shareText(query.description, embedConstants.shareDescriptionMaxLength),
    };
    const view = params.success
      ? await app.prospect.shared(
          params.data.token,
          params.data.kind,
          params.data.id,
          params.data.companyId,
          share,
        )
      : undefined;
    if (view && !share.title) share.title = widgetName(view);
    // A share page is opened, not framed.
    return page(request, reply, view, {
      title: share.title,
      description: share.description,
      ancestors: frameAncestors(null),
    });
  });

  // A rep's preview (spec 3 §4.1, spec 2 §7; ADR 0014: it expires): the stored dump of the company, while it lasts.
  app.get('/preview/demo', async (request, reply) => {
    const query = previewQuery.safeParse(request.query);
    const view = query.success
      ? await app.prospect.preview(query.data.uuid, query.data.data_id, query.data.template)
      : undefined;
    return page(request, reply, view, {
      title: view && widgetName(view),
      ancestors: `'self' ${consoleOrigin}`,
      missing: frameMessages.previewExpired,
    });
  });
}
