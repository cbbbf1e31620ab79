import { randomBytes } from 'node:crypto';
import {
  embedKinds,
  gateMessages,
  gatePending,
  gateToken,
  type MediaGrant,
  submitGate,
  submitPageGate,
} from '@showroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerContractRoute } from '../../http/contract-route.ts';
import { HttpError } from '../../http/errors.ts';
import { lazySealer } from '../../media/sealed.ts';
import type { GateReply } from '../../plugins/app/gate.ts';
import { frameGrant, pageGrant, sealDemos } from '../media-grant.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the mailed link opens: one button, a form POST to the same address, so only a person's
 * click confirms (a mail scanner's GET changes nothing). No script at all; its one style element
 * carries the response's nonce.
 */
function page(reply: FastifyReply, status: number, title: string, body: string, button: boolean) {
  const nonce = randomBytes(16).toString('base64');
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
  const form = button
    ? `<form method="post"><button type="submit">${escapeHtml(gateMessages.confirmButton)}</button></form>`
    : '';
  return reply.send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1c2024;background:#f9f9fb}
main{max-width:28rem;padding:2rem;background:#fff;border:1px solid #d9d9e0;border-radius:8px}
h1{font-size:1.25rem;margin:0 0 .5rem}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#1e41af;color:#fff;cursor:pointer}
button:hover{background:#1e3b8a}
button:focus-visible{outline:2px solid #1e41af;outline-offset:2px}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}</main></body>
</html>`);
}

/**
 * The e-mail gate on the audience host (issue 12): POST /gate/{kind}/{id}, a prospect page's
 * POST /gate/page/{link} (issue 13), GET /gate/pending/{pending}, and the mailed link
 * /gate/confirm/{token} (GET shows a button, POST confirms), the same for widgets and pages.
 */
export default async function gateRoutes(app: FastifyInstance) {
  const service = app.gate;

  // Issue 26, item 5: a gated widget's or page's media are given here, once its gate passes
  // (audience/media-grant.ts), never in its HTML; a redirect's demo plays by sealed addresses too.
  const sealer = lazySealer(app.config);
  // The prospect side's own reads of what a widget or page shows (as its frame and page draw it).
  const prospect = app.prospect;
  const pagesService = app.prospectPages;

  const widgetMedia = async (kind: (typeof embedKinds)[number], id: string, companyId?: string) => {
    const view = await prospect.frame(kind, id);
    if (!view || (companyId && view.data.companyId !== companyId)) return undefined;
    return frameGrant(await sealer(), view.data);
  };
  const pageMedia = async (link: string) => {
    const data = await pagesService.open(link);
    return data && pageGrant(await sealer(), data);
  };
  const emptyGrant = (grant: MediaGrant) => grant.demos.length === 0 && grant.videos.length === 0;
  /** The reply with the content's media when it lets the prospect through; a redirect's demo sealed. */
  const withMedia = async (
    reply: GateReply,
    media: () => Promise<MediaGrant | undefined>,
  ): Promise<GateReply> => {
    if (reply.outcome === 'allowed') {
      const granted = await media();
      return granted && !emptyGrant(granted) ? { ...reply, media: granted } : reply;
    }
    if (reply.outcome === 'redirected' && reply.demo)
      return { ...reply, demo: sealDemos(await sealer(), [reply.demo])[0]! };
    return reply;
  };

  /** What the submission a pending link belongs to opened: a widget, or a page (its id in widget_id). */
  const pendingMedia = async (pending: string): Promise<MediaGrant | undefined> => {
    const row = await service.pendingSubject(pending);
    if (!row) return undefined;
    const kind = embedKinds.find((known) => known === row.kind);
    const widget = kind ? await widgetMedia(kind, row.id, row.companyId) : undefined;
    if (widget) return widget;
    const page = await pagesService.openById(row.companyId, row.id);
    return page && pageGrant(await sealer(), page);
  };

  registerContractRoute(app, submitGate, async ({ params, body }, request) =>
    withMedia(await service.submit(params.kind, params.id, body, request.ip), () =>
      widgetMedia(params.kind, params.id),
    ),
  );

  // A prospect page's gate (issue 13): the page's settings, the same checks, two-factor and records.
  registerContractRoute(app, submitPageGate, async ({ params, body }, request) =>
    withMedia(await service.submitPage(params.link, body, request.ip), () => pageMedia(params.link)),
  );

  registerContractRoute(app, gatePending, async ({ params }) => {
    const state = await service.pending(params.pending);
    if (!state) throw new HttpError(404, 'Not found');
    if (!state.confirmed) return state;
    const media = await pendingMedia(params.pending);
    return media && !emptyGrant(media) ? { ...state, media } : state;
  });

  // The confirm page's form posts urlencoded with nothing in it: read and drop (this scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const validToken = (token: string) => gateToken.safeParse(token).success;

  app.get<{ Params: { token: string } }>('/gate/confirm/:token', async (request, reply) => {
    const state = validToken(request.params.token)
      ? await service.linkState(request.params.token)
      : 'expired';
    if (state === 'expired')
      return page(reply, 404, gateMessages.expiredTitle, gateMessages.expiredBody, false);
    if (state === 'confirmed')
      return page(reply, 200, gateMessages.confirmedTitle, gateMessages.confirmedBody, false);
    return page(reply, 200, gateMessages.confirmTitle, gateMessages.confirmBody, true);
  });

  app.post<{ Params: { token: string } }>('/gate/confirm/:token', async (request, reply) => {
    const state = validToken(request.params.token)
      ? await service.confirm(request.params.token, request.ip)
      : 'expired';
    if (state === 'expired')
      return page(reply, 404, gateMessages.expiredTitle, gateMessages.expiredBody, false);
    return page(reply, 200, gateMessages.confirmedTitle, gateMessages.confirmedBody, false);
  });
}
