import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type BlinkerSize,
  type BlinkerStyle,
  type EmbedKind,
  embedSnippet,
  newCyoaContent,
  newHeroForm,
  newSoloForm,
  type SessionPayload,
} from '@showroom/contract';
import { audienceURL, hostPagePort } from './playwright.config.ts';
import { agreeToConsentIfAsked, signInAsSeedRep, signInByApi } from './support.ts';

/**
 * Issue 29, A: what the rep designs is what the prospect gets. For every teaser and launch button
 * the editors offer (Solo: Thumbnail, Animation, Hotspot, CTA as a button and as a link, each
 * launch style (Play, Chat bubble, Pulse, Arrow, Spark, a custom icon), Small and Large, inline
 * is_sneak; Hero's and CYOA's teasers), a widget is made through the /web API, its console editor's
 * Live preview is read, and the real snippet is pasted into a page on another origin, where the
 * loader draws it. What the prospect sees before acting must be what the preview showed: the
 * control's kind, box, every painted point of its picture with its colour (sampled on a grid from
 * the drawn shapes: a screenshot that does not depend on the picture under it), its text and
 * look, and its moving ring.
 */

const media = path.resolve(import.meta.dirname, '../../shared/fixtures/media');
const colours = {
  triangle_color: '#FDE68A',
  circle_color: '#C2410C',
  hover_color: '#7C2D12',
  hotspot_color: '#15803D',
};

type Variant = {
  name: string;
  kind: Extract<EmbedKind, 'solo' | 'hero' | 'cyoa'>;
  teaser?: 'thumbnail' | 'animation' | 'hotspot' | 'cta';
  style: BlinkerStyle;
  size?: BlinkerSize;
  cta?: { type: 'button' | 'link'; text: string };
  sneak?: boolean;
};

const solo = (name: string, fields: Omit<Variant, 'name' | 'kind'>): Variant => ({
  name,
  kind: 'solo',
  ...fields,
});
const variants: Variant[] = [
  solo('Solo thumbnail Play large', { style: 'PLAY', size: 'LARGE' }),
  solo('Solo thumbnail Play small', { style: 'PLAY', size: 'SMALL' }),
  solo('Solo animation Pulse large', { teaser: 'animation', style: 'PULSE', size: 'LARGE' }),
  solo('Solo Pulse small', { style: 'PULSE', size: 'SMALL' }),
  solo('Solo Chat bubble large', { style: 'SLACK', size: 'LARGE' }),
  solo('Solo Chat bubble small', { style: 'SLACK', size: 'SMALL' }),
  solo('Solo Arrow large', { style: 'ARROW', size: 'LARGE' }),
  solo('Solo Arrow small', { style: 'ARROW', size: 'SMALL' }),
  solo('Solo Spark large', { style: 'SPARK', size: 'LARGE' }),
  solo('Solo Spark small', { style: 'SPARK', size: 'SMALL' }),
  solo('Solo custom icon large', { style: 'CUSTOM', size: 'LARGE' }),
  solo('Solo custom icon small', { style: 'CUSTOM', size: 'SMALL' }),
  solo('Solo hotspot', { teaser: 'hotspot', style: 'PLAY', size: 'SMALL' }),
  solo('Solo CTA button', { teaser: 'cta', style: 'PLAY', cta: { type: 'button', text: 'Watch the tour' } }),
  solo('Solo CTA link', { teaser: 'cta', style: 'PLAY', cta: { type: 'link', text: 'See it work' } }),
  solo('Solo inline Spark', { style: 'SPARK', size: 'LARGE', sneak: true }),
  solo('Solo inline Chat bubble small', { style: 'SLACK', size: 'SMALL', sneak: true }),
  { name: 'Hero thumbnail Play', kind: 'hero', style: 'PLAY' },
  { name: 'Hero animation Spark', kind: 'hero', teaser: 'animation', style: 'SPARK' },
  { name: 'Hero Chat bubble', kind: 'hero', style: 'SLACK' },
  { name: 'Hero Arrow', kind: 'hero', style: 'ARROW' },
  { name: 'Hero Pulse', kind: 'hero', style: 'PULSE' },
  { name: 'CYOA thumbnail Spark small', kind: 'cyoa', style: 'SPARK', size: 'SMALL' },
  { name: 'CYOA Chat bubble large', kind: 'cyoa', style: 'SLACK', size: 'LARGE' },
  {
    name: 'CYOA CTA button',
    kind: 'cyoa',
    teaser: 'cta',
    style: 'PLAY',
    cta: { type: 'button', text: 'Start here' },
  },
  { name: 'CYOA hotspot', kind: 'cyoa', teaser: 'hotspot', style: 'PLAY' },
];

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** Makes and publishes the variant's widget through the /web API, as the console saves it. */
async function make(request: APIRequestContext, session: SessionPayload, demoId: string, v: Variant) {
  const headers = { token: session.token };
  const icon: Record<string, { name: string; mimeType: string; buffer: Buffer }> =
    v.style === 'CUSTOM'
      ? {
          icon: {
            name: 'icon.svg',
            mimeType: 'image/svg+xml',
            buffer: readFileSync(path.join(media, 'icon.svg')),
          },
        }
      : {};
  const owner = {
    salesrep_id: session.id,
    company_id: session.companyId,
    date_created: now(),
    date_modified: now(),
  };
  if (v.kind === 'cyoa') {
    const content = newCyoaContent();
    const cyoa = {
      ...content,
      name: v.name,
      data: [{ index: 0, type: 'demo', value: demoId, label: 'The tour' }],
      setting: {
        ...content.setting,
        isCta: v.teaser === 'cta',
        isHotspot: v.teaser === 'hotspot',
        showPreview: v.teaser === 'animation',
        ctaType: v.cta?.type ?? 'button',
        ctaText: v.cta?.text ?? '',
        blinkerStyle: v.style,
        blinkerSize: v.size ?? 'LARGE',
        launchTriangleColor: colours.triangle_color,
        launchCircleColor: colours.circle_color,
        launchHoverColor: colours.hover_color,
        launchHotspotColor: colours.hotspot_color,
      },
    };
    const created = await request.post('/web/cyoa', {
      headers,
      multipart: { cyoaData: JSON.stringify({ ...owner, cyoa }), ...icon },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).payload.id as string;
    const published = await request.put(`/web/cyoa/${id}/publish`, {
      headers,
      data: { live: 1, date_modified: now() },
    });
    expect(published.status(), await published.text()).toBe(200);
    return id;
  }
  const common = {
    name: v.name,
    recording_id: demoId,
    show_preview: v.teaser === 'animation' ? 1 : 0,
    show_custom_thumbnail: 0,
    blinker_style: v.style,
    launch_button: colours,
    ...owner,
    live: 1,
  };
  const data =
    v.kind === 'solo'
      ? {
          ...newSoloForm(),
          ...common,
          blinker_size: v.size ?? 'LARGE',
          is_hotspot: v.teaser === 'hotspot' ? 1 : 0,
          is_cta: v.teaser === 'cta' ? 1 : 0,
          cta_type: v.cta?.type ?? 'button',
          cta_text: v.cta?.text ?? '',
          is_sneak: v.sneak ? 1 : 0,
        }
      : {
          ...newHeroForm(),
          ...common,
          headline: 'See it work',
          description: 'Two minutes.',
          action_label: 'Book a call',
          action_link: 'https://buyer.example/book',
        };
  const created = await request.post(`/web/${v.kind}`, {
    headers,
    multipart: { [`${v.kind}Data`]: JSON.stringify(data), ...icon },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).payload as string;
}

/** What a control looks like, read in the browser from what it rendered. */
type Look = Record<string, unknown>;

/**
 * Reads the look of a teaser's control (a launch button, a hotspot's dot, a CTA) from the page:
 * its kind and box; for a launch button, a 16x16 grid over its box giving, at each point, the
 * colour painted there by its topmost drawn shape (fill or stroke, from the computed styles and
 * the shapes' own geometry) or the icon's address; its text and look for a CTA; and its moving
 * ring (the animation of its ::before or ::after).
 */
function lookOf(el: Element, kind: 'launch' | 'hotspot' | 'cta'): Look {
  const box = el.getBoundingClientRect();
  const css = getComputedStyle(el);
  const ringOf = (target: Element) => {
    for (const pseudo of ['::before', '::after']) {
      const s = getComputedStyle(target, pseudo);
      if (s.content !== 'none' && s.animationName !== 'none')
        return `${s.animationDuration} ${s.animationTimingFunction} ${s.animationIterationCount}`;
    }
    return 'none';
  };
  const look: Look = { kind, width: Math.round(box.width), height: Math.round(box.height) };
  if (kind === 'cta') {
    return {
      ...look,
      text: el.textContent,
      background: css.backgroundColor,
      color: css.color,
      font: `${css.fontWeight} ${css.fontSize}/${css.lineHeight} ${css.fontFamily}`,
      radius: css.borderRadius,
      padding: css.padding,
      decoration: `${css.textDecorationLine} ${css.textUnderlineOffset}`,
    };
  }
  if (kind === 'hotspot') {
    return {
      ...look,
      background: css.backgroundColor,
      shadow: css.boxShadow,
      radius: css.borderRadius,
      ring: ringOf(el),
    };
  }
  const img = el.querySelector('img');
  const svg = el.querySelector('svg');
  const grid: string[] = [];
  if (!img && svg) {
    const shapes = [
      ...svg.querySelectorAll<SVGGeometryElement>('circle, path, rect, ellipse, polygon'),
    ].reverse();
    const matrix = svg.getScreenCTM()!.inverse();
    const n = 16;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const point = new DOMPoint(
          box.left + ((x + 0.5) * box.width) / n,
          box.top + ((y + 0.5) * box.height) / n,
        ).matrixTransform(matrix);
        let painted = '-';
        for (const shape of shapes) {
          const s = getComputedStyle(shape);
          if (s.stroke !== 'none' && shape.isPointInStroke(point)) {
            painted = s.stroke;
            break;
          }
          if (s.fill !== 'none' && shape.isPointInFill(point)) {
            painted = s.fill;
            break;
          }
        }
        grid.push(painted);
      }
    }
  }
  // The ring belongs to the launch button (the console's) or to the element it is drawn on (the loader's).
  return { ...look, icon: img?.getAttribute('src') ?? '', grid, ring: ringOf(el) };
}

/** The console editor's Live preview of the widget: its control's look. */
async function previewLook(page: Page, v: Variant, id: string) {
  await page.goto(`/feature/embeds/${v.kind}/${id}`);
  await agreeToConsentIfAsked(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const teaser = page.getByRole('complementary', { name: 'Live preview' }).locator('[data-teaser]');
  await expect(teaser).toBeVisible();
  const kind = (await teaser.getAttribute('data-teaser')) as string;
  if (kind === 'cta') return teaser.evaluate(lookOf, 'cta' as const);
  if (kind === 'hotspot')
    return teaser
      .locator('span')
      .first()
      .evaluate(lookOf, 'hotspot' as const);
  // The launch button: its ring is on its own element.
  const launch = teaser.locator('[data-style]');
  await expect(launch.locator('svg, img').first()).toBeVisible();
  if (v.style === 'CUSTOM') await expect(launch.locator('img')).toHaveJSProperty('complete', true);
  return launch.evaluate(lookOf, 'launch' as const);
}

/**
 * What the prospect sees on the host page before acting: the loader's drawing in the element's
 * shadow root, or, once an inline kind's frame has taken its place, the frame's own teaser.
 */
async function deliveredLook(element: Locator, v: Variant): Promise<Look> {
  await element.scrollIntoViewIfNeeded();
  await expect(element.locator('button').or(element.locator('iframe')).first()).toBeAttached();
  const placeholder = element.locator('button.p');
  if ((await placeholder.count()) > 0) {
    const control = placeholder.locator('.a, .o, .c').first();
    await expect(control).toBeVisible();
    const cls = await control.getAttribute('class');
    const kind: 'cta' | 'hotspot' | 'launch' = cls?.startsWith('a')
      ? 'cta'
      : cls === 'o'
        ? 'hotspot'
        : 'launch';
    if (v.style === 'CUSTOM' && kind === 'launch')
      await expect(control.locator('img')).toHaveJSProperty('complete', true);
    return control.evaluate(lookOf, kind);
  }
  const frame = element.locator('iframe').contentFrame();
  const teaser = frame.locator('[data-teaser]').last();
  const kind = (await teaser.getAttribute('data-teaser')) as string;
  if (kind === 'cta') return teaser.evaluate(lookOf, 'cta' as const);
  if (kind === 'hotspot')
    return teaser
      .locator('span')
      .first()
      .evaluate(lookOf, 'hotspot' as const);
  return teaser.locator('[data-style]').evaluate(lookOf, 'launch' as const);
}

test.describe('design = delivery', () => {
  let hostPage: http.Server;
  let html = '';

  test.beforeAll(async () => {
    hostPage = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html);
    });
    await new Promise<void>((resolve) => hostPage.listen(hostPagePort, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => hostPage.close(() => resolve()));
  });

  test("every teaser and launch button the editors offer reaches a foreign host page as the console's preview shows it", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(900_000);
    const session = await signInByApi(request);
    const headers = { token: session.token };
    const heroes = (await (await request.get(`/web/hero/${session.companyId}`, { headers })).json())
      .payload as {
      id: string;
    }[];
    const seeded = (await (await request.get(`/web/hero/id/${heroes[0]?.id}`, { headers })).json())
      .payload[0];
    const demoId = seeded.recording_id as string;
    const made: [Variant, string][] = [];
    for (const v of variants) made.push([v, await make(request, session, demoId, v)]);

    // The host page: a buyer's site on its own origin, with every snippet as the console copies it.
    const loaders = (await (await request.get('/web/embed/loaders', { headers })).json()).payload;
    const snippets = made.map(([v, id]) =>
      embedSnippet({
        kind: v.kind,
        id,
        companyId: session.companyId,
        staticUrl: audienceURL,
        sneak: v.sneak ?? false,
        version: loaders[v.kind].version,
        integrity: loaders[v.kind].integrity,
      }),
    );
    html = `<!doctype html><html lang="en"><head><title>A buyer's site</title></head><body><main><h1>A buyer's site</h1>${snippets
      .map(
        (snippet, i) =>
          `<section style="width:640px;margin:0 0 48px"><h2>${made[i]![0].name}</h2><p>Before ${snippet} after.</p></section>`,
      )
      .join('\n')}</main></body></html>`;
    const prospect = await browser.newPage();
    await prospect.goto(`http://127.0.0.1:${hostPagePort}/`);

    // The console, the same rep signed in.
    await signInAsSeedRep(page);

    const mismatches: string[] = [];
    for (const [i, [v, id]] of made.entries()) {
      const started = Date.now();
      const designed = await previewLook(page, v, id);
      const delivered = await deliveredLook(prospect.locator('[data-showroom-embed]').nth(i), v);
      console.log(`${v.name}: compared in ${Date.now() - started} ms`);
      try {
        expect(delivered, v.name).toEqual(designed);
      } catch {
        const differs = Object.keys(designed).filter(
          (key) => JSON.stringify(designed[key]) !== JSON.stringify(delivered[key]),
        );
        mismatches.push(
          `${v.name}: ${differs.map((key) => `${key} ${String(JSON.stringify(designed[key])).slice(0, 80)} vs ${String(JSON.stringify(delivered[key])).slice(0, 80)}`).join('; ')}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
