import { randomBytes } from 'node:crypto';
import { type EmbedKind, embedKinds, embedSnippet, hostEventName, placeholderPath } from '@showroom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { salesReps, widgets } from '../db/schema.ts';
import { sampleRep } from '../db/seed.ts';
import { loggerOptions } from '../http/logging.ts';
import { type WidgetLoaders, widgetLoaders } from '../services/widget-loaders.ts';

/**
 * Issue 12: the sample host page. A third-party site, on its own origin (SAMPLE_SITE_URL, port
 * SAMPLE_SITE_PORT), that embeds the sample company's published widgets of every kind with the
 * snippets 'Copy this Embed Code' gives (loader address with its version, Subresource Integrity),
 * under the Content-Security-Policy docs/embedding.md asks a host page for, and shows in a small
 * log the events it receives through the host-page event API. `npm start` serves it when the seed
 * runs, so a newcomer sees the product from the prospect's side in one click; the e2e journeys
 * embed from it.
 */

export interface SampleWidget {
  kind: EmbedKind;
  id: string;
  companyId: string;
  name: string;
  sneak: boolean;
}

/** The sample company's live widgets, the first published of each kind. */
export async function sampleWidgets(db: Db): Promise<SampleWidget[]> {
  const rows = await db
    .select({
      kind: widgets.kind,
      id: widgets.id,
      companyId: widgets.companyId,
      name: widgets.name,
      data: widgets.data,
    })
    .from(widgets)
    .innerJoin(salesReps, eq(salesReps.companyId, widgets.companyId))
    .where(and(eq(widgets.live, true), sql`lower(${salesReps.email}) = ${sampleRep.email}`))
    .orderBy(asc(widgets.createdAt));
  return embedKinds.flatMap((kind) => {
    const row = rows.find((widget) => widget.kind === kind);
    if (!row) return [];
    const { data, ...widget } = row;
    return [{ ...widget, sneak: kind === 'solo' && Number(data.is_sneak) === 1 }];
  });
}

const asText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const kindTitles: Record<EmbedKind, string> = {
  hero: 'Hero',
  solo: 'Solo',
  sneakpeek: 'Sneakpeek',
  cyoa: 'Choose Your Adventure',
};

/** The Content-Security-Policy of docs/embedding.md, with the page's own nonce. */
export const sampleSitePolicy = (config: Config, nonce: string) => {
  const audience = new URL(config.audienceUrl).origin;
  const media = new URL(config.media.url).origin;
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${audience}`,
    `style-src 'nonce-${nonce}'`,
    // The snippet's element reserves its box with a style attribute.
    "style-src-attr 'unsafe-inline'",
    `img-src ${audience} ${media} data:`,
    `frame-src ${audience}`,
    `connect-src ${audience}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
};

/** A widget's thumbnail and box, as the snippet carries them (contract embedSnippet `picture`). */
export type SamplePicture = { thumbnail: string; width: number; height: number };
/** Finds a published widget's picture, or undefined (the snippet then has none). */
export type SamplePictures = (kind: EmbedKind, id: string) => Promise<SamplePicture | undefined>;

/** How long a widget's picture is reused: as long as the audience host lets its placeholder be cached. */
const pictureMaxAgeMs = 60_000;

/**
 * The pictures from the audience host's placeholders (GET /embed/{kind}/{id}), as the console's
 * 'Copy this Embed Code' puts them in the snippet: a site owner's pasted snippet has the
 * thumbnail of the day it was copied; this page's is at most a minute old. Unreachable, slow or
 * refused: no picture, and the loader draws the thumbnail itself.
 */
export function audiencePictures(audienceUrl: string): SamplePictures {
  const known = new Map<string, { at: number; picture: Promise<SamplePicture | undefined> }>();
  return (kind, id) => {
    const key = `${kind}/${id}`;
    const cached = known.get(key);
    if (cached && Date.now() - cached.at < pictureMaxAgeMs) return cached.picture;
    const picture = fetch(`${audienceUrl.replace(/\/$/, '')}${placeholderPath(kind, id)}`, {
      signal: AbortSignal.timeout(1000),
    })
      .then(async (reply) => {
        if (!reply.ok) return undefined;
        const { payload } = (await reply.json()) as { payload: SamplePicture };
        return payload.thumbnail
          ? { thumbnail: payload.thumbnail, width: payload.width, height: payload.height }
          : undefined;
      })
      .catch(() => undefined);
    known.set(key, { at: Date.now(), picture });
    return picture;
  };
}

export function sampleSitePage(
  config: Config,
  nonce: string,
  found: SampleWidget[],
  loaders: WidgetLoaders | undefined,
  pictures: Partial<Record<string, SamplePicture>> = {},
) {
  // The snippet's own box (16:9 at full width): each frame lays its demo out inside it, a portrait
  // demo too, so the page does not move when the frame arrives. The box holds the widget's
  // thumbnail as a picture, painted from this HTML; the first widget's is fetched first.
  const snippet = (widget: SampleWidget, sneak: boolean) =>
    embedSnippet({
      kind: widget.kind,
      id: widget.id,
      companyId: widget.companyId,
      // Locally the audience host serves the loaders (docs/configuration.md VITE_STATIC_URL).
      staticUrl: config.audienceUrl,
      sneak,
      version: loaders?.[widget.kind].version,
      integrity: loaders?.[widget.kind].integrity,
      picture: pictures[widget.id],
      priority: widget === found[0],
    });
  const sections = embedKinds.map((kind) => {
    const widget = found.find((candidate) => candidate.kind === kind);
    const title = kindTitles[kind];
    if (!widget) {
      return `<section id="${kind}"><h2>${title}</h2><p class="missing">The sample company has no published ${title} widget: publish one in the console to see it here.</p></section>`;
    }
    const inline =
      kind === 'solo'
        ? `<p>The same Solo as an inline launch button (is_sneak): watch the ${snippet(widget, true).replace('\n', '')} tour.</p>`
        : '';
    // Its kind as id: the console's examples links open a kind's section (`#cyoa`: issue 29, B.7).
    return `<section data-kind="${kind}" id="${kind}"><h2>${title}: ${asText(widget.name)}</h2>\n${snippet(widget, widget.sneak)}\n${inline}</section>`;
  });
  const missingLoaders = loaders
    ? ''
    : '<p class="missing">The widget loaders are not built: run <code>npm run build:loaders -w @showroom/widgets</code>.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Robotics: a sample site with Showroom embeds</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; color: #1d2330; max-width: 880px; margin: 0 auto; padding: 24px; }
section { margin: 40px 0; }
code { background: #f1f3f6; padding: 0 4px; }
.missing { color: #8a1c1c; }
#events { font: 13px/1.6 ui-monospace, monospace; background: #f6f7f9; border: 1px solid #dde1e7; padding: 8px 8px 8px 40px; min-height: 3em; max-height: 320px; overflow: auto; }
</style>
</head>
<body>
<header>
<h1>Acme Robotics</h1>
<p>A third-party site on its own origin (<code>${asText(config.sampleSite.url)}</code>), embedding the sample company's published widgets with the snippets the console's 'Copy this Embed Code' gives. The widgets load from the audience host (<code>${asText(config.audienceUrl)}</code>); sign in to the console at <a href="${asText(config.appUrl)}">${asText(config.appUrl)}</a> to change them. How to embed on your own site: docs/embedding.md.</p>
${missingLoaders}
</header>
<main>
${sections.join('\n')}
<section aria-labelledby="events-title">
<h2 id="events-title">Events from the widgets</h2>
<p>What this page receives through the host-page event API: a <code>${hostEventName}</code> event on each widget's element.</p>
<ol id="events" role="log"></ol>
</section>
</main>
<script nonce="${nonce}">
document.addEventListener(${JSON.stringify(hostEventName)}, (event) => {
  const { kind, id, event: name, data } = event.detail;
  const item = document.createElement('li');
  item.dataset.kind = kind;
  item.dataset.event = name;
  item.textContent = new Date().toLocaleTimeString() + '  ' + kind + ' ' + String(id).slice(0, 8) + '  ' + name + '  ' + JSON.stringify(data);
  document.getElementById('events').append(item);
});
</script>
</body>
</html>
`;
}

export function buildSampleSite(options: {
  config: Config;
  database: Database;
  logger?: false;
  /** Where the snippets' pictures come from: the audience host's placeholders by default. */
  pictures?: SamplePictures;
}): FastifyInstance {
  const { config, database } = options;
  const picturesOf = options.pictures ?? audiencePictures(config.audienceUrl);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
  });
  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await sampleWidgets(database.db);
    const [loaders, pictures] = await Promise.all([
      widgetLoaders(config.audienceUrl),
      Promise.all(
        found.map(async (widget) => [widget.id, await picturesOf(widget.kind, widget.id)] as const),
      ),
    ]);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', sampleSitePolicy(config, nonce))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(sampleSitePage(config, nonce, found, loaders, Object.fromEntries(pictures)));
  });
  return app;
}
