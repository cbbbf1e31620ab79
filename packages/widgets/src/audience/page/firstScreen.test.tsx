// @vitest-environment node
import {
  defaultPageGateSettings,
  newEmbedStyle,
  newLayoutStyle,
  type ProspectPageData,
  prospectPageMessages,
} from '@showroom/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { companyId, heroFrame, sampleDemo, sampleHero, sampleLook } from '../../frames/stories/sample.ts';
import { pageDataOf } from './client.ts';
import { renderFirstScreen } from './firstScreen.tsx';
import { ProspectPageRoot } from './Root.tsx';

/** A demo as the audience host writes it into a page (its coordinates as the spec's JSON text). */
const wireDemo = { ...sampleDemo, coordinates: JSON.stringify(sampleDemo.coordinates) };

/** A Collection page as the audience host writes it into the HTML (contract `ProspectPageWire`). */
const collection = {
  companyId,
  pageId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  relationshipId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  link: 'q3Vt8pZcR1uJxW4yL0mNaA',
  title: 'Hello Grace',
  demos: [wireDemo],
  videos: [],
  look: sampleLook,
  audienceUrl: 'http://localhost:4001',
  apiUrl: 'http://localhost:4000',
  record: true,
  content: {
    type: 'standard',
    style: {
      ...newLayoutStyle(),
      headline: 'Hello Grace at <Acme>',
      welcomeMessage: 'A short tour picked for your team.',
      standardPreviewVideos: [{ key: 'a', value: sampleDemo.id, label: 'The product tour', type: 'demo' }],
    },
  },
} satisfies Omit<ProspectPageData, 'demos'> & { demos: unknown[] };

describe('renderFirstScreen (issue 13: the first screen the audience host writes into a prospect page)', () => {
  it("draws the page as the app's first render does: the rep's text as text, the demo's picture, no video", () => {
    const screen = renderFirstScreen(collection, 'n0nce');
    expect(screen?.html).toContain('<h1 id="page-title">Hello Grace at &lt;Acme&gt;</h1>');
    expect(screen?.html).toContain('A short tour picked for your team.');
    expect(screen?.html).toContain(`src="${sampleDemo.thumbnail}"`);
    expect(screen?.html).not.toContain('<video');
    expect(screen?.html).not.toContain('<Acme>');
  });

  it("gives its styles in one element with the page's nonce, marked for the app to remove", () => {
    const screen = renderFirstScreen(collection, 'n0nce');
    expect(screen?.styles).toMatch(/^<style nonce="n0nce" data-first-screen>[^<]*\{[^<]*<\/style>$/);
    expect(renderFirstScreen(collection, 'other')?.styles).toContain('nonce="other"');
  });

  it("has no style attribute (the page's policy refuses them): each element's style is a rule of its own under #root", () => {
    const screen = renderFirstScreen(collection, 'n0nce')!;
    expect(screen.html).not.toMatch(/ style="/);
    expect(screen.html).toContain(' data-first-style="0"');
    // The company's colours, as the app sets them on the page's root.
    expect(screen.styles).toContain(`--page-bg:${sampleLook.style.bgColor}`);
    expect(screen.styles).toMatch(/#root \[data-first-style="0"\]\{[^}]+\}/);
  });

  it("a rep's value that could end its rule draws no screen (the app draws the page, setting it safely)", () => {
    const look = { ...sampleLook, style: { ...sampleLook.style, textColor: 'red}body{display:none' } };
    expect(renderFirstScreen({ ...collection, look }, 'n0nce')).toBeUndefined();
    const comment = { ...sampleLook, style: { ...sampleLook.style, textColor: 'red/*' } };
    expect(renderFirstScreen({ ...collection, look: comment }, 'n0nce')).toBeUndefined();
  });

  it("a gated page's first screen is its gate: the verification prompt and the address field, nothing of the page", () => {
    const gated = structuredClone(collection);
    if (gated.content.type !== 'standard') throw new Error('a Collection page');
    gated.content.style.settings = { ...defaultPageGateSettings(), verifyIdentity: true };
    const screen = renderFirstScreen(gated, 'n0nce');
    // The gate is all the page shows: its heading is the page's h1 (issue 29, C.7: page-has-heading-one).
    expect(screen?.html).toContain('<h1');
    expect(screen?.html).toContain('type="email"');
    expect(screen?.html).not.toContain('Hello Grace at');
    expect(screen?.html).not.toContain(sampleDemo.thumbnail);
  });

  it("draws an Embed page's embed with the frames' own code: its picture, the page's largest paint, is in the first HTML (issue 29, C.6)", () => {
    const embedPage = {
      ...collection,
      title: 'A tour for Grace',
      content: {
        type: 'embed',
        style: { ...newEmbedStyle(), title: 'A tour for Grace', embed: { id: sampleHero.id, type: 'hero' } },
        // The hero as the audience host writes it: its JSON fields as text.
        embed: {
          ...heroFrame,
          widget: {
            kind: 'hero',
            hero: {
              ...sampleHero,
              launch_button: JSON.stringify(sampleHero.launch_button),
              verification_content: JSON.stringify(sampleHero.verification_content),
              restricted_redirect: JSON.stringify(sampleHero.restricted_redirect),
            },
          },
          demos: [wireDemo],
        },
      },
    };
    const screen = renderFirstScreen(embedPage, 'n0nce');
    expect(screen?.html).toContain('<h1 id="page-title">A tour for Grace</h1>');
    expect(screen?.html).toContain(sampleHero.headline);
    const images = [...(screen?.html ?? '').matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(images.some((src) => src === sampleDemo.thumbnail || src === sampleDemo.preview)).toBe(true);
    expect(screen?.html).not.toContain('<video');
  });

  it('data the contract does not read draws nothing (the app says the link is not available)', () => {
    const unreadable = [{ title: 'no content' }, { ...collection, content: { type: 'unknown' } }, null];
    for (const wire of unreadable) {
      expect(renderFirstScreen(wire, 'n0nce')).toBeUndefined();
      // What the app draws in its place from the same data (main.tsx: readPageData, then the root).
      const app = renderToString(<ProspectPageRoot data={pageDataOf(wire)} />);
      expect(app).toContain(`<h1>${prospectPageMessages.notAvailableTitle}</h1>`);
      expect(app).toContain(`<p>${prospectPageMessages.notAvailableBody}</p>`);
    }
  });
});
