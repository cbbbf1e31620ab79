import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../core/wire.ts';
import { defaultLaunchColours, hasExtension, iconExtensions, thumbnailExtensions } from './constants.ts';
import { type CyoaStep, cyoaContent, cyoaFlow, cyoaSaveProblem, newCyoaContent } from './cyoa.ts';
import { heroForm, newHeroForm } from './hero.ts';
import { embedMessages, failedToDelete } from './messages.ts';
import { promptOn } from './prompts.ts';
import { defaultEmbedSettings } from './settings.ts';
import { shareAddress, shareForm } from './share.ts';
import { flag } from './shared.ts';
import { embedSnippet } from './snippet.ts';
import { newSoloForm, soloForm, soloTeaser, soloTeaserFlags } from './solo.ts';

const spec = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../shared/spec/2-embeds.md'),
  'utf8',
);

/**
 * spec 2 §5 and §8, every message as the spec writes it (a placeholder filled as the product
 * fills it). Each must be in the spec (so this list cannot drift from it) and be one of the
 * contract's messages, letter for letter.
 */
const specStrings: [written: string, shown: string][] = [
  ...[
    'Title is required',
    'Headline is required',
    'Cannot be more than 40 charactres',
    'Label is required',
    'Cannot be more than 50 characters',
    'URL is required',
    'Description is required',
    'Cannot be more than 500 characters',
    'Cannot leave empty',
    'Incomplete Data',
    'Invalid file extension',
    'Please select all options.',
    'Mapping not allowed',
    'Please add widget name',
    'A widget cannot be empty',
    'Incomplete fields',
    'Unable to preview widget',
    'Unable to publish',
    'An Error Occurred!',
    'Error adding sneakpeek widget',
    'Error updating sneakpeek widget',
    'Error uploading thumbnail',
    'Mapping failed',
    'Updating mapping',
    'Error loading categories. Please try again later.',
    "Couldn't connect to database",
    "Couldn't retrieve data. Refresh page.",
    'Changes saved',
    'Mapping updated',
    'Please wait...',
    'Saving changes',
    'Delete in Progress',
    'Only available for active embdeds',
    'You are not authorized to view this page.',
    'Are you sure you want to delete this?',
    // §2
    'Create and manage embedded widgets.',
    'See more examples',
    'Publish the embed to copy the code',
    'Select the type of embed to continue',
    'Click to copy this code',
    'Code Copied!',
    'Copy this Embed Code',
    'Share this Embed',
    'Description - 400 characters or less',
    'Generate Page URL',
    'Share embed link',
    'Copy Link',
    'Copied!',
    'Loading Hero..',
    'Loading Solo..',
    'Loading Sneakpeek..',
    'Loading Widget...',
    'Loading Widgets...',
    'Generate Sneakpeek Widget Code',
    'Update Sneakpeek Widget Code',
    '+ Demo',
    '+ PDF',
    '+ Question',
    '+ Modal',
    '+ Rule',
    'Wrap-up Screen',
    '+ Add more demo',
    'Redirect users from restricted domain to this card',
    'Play Demo',
    'Show a message',
    'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.',
    'Confirm Save',
    'Not Assigned',
  ].map((text): [string, string] => [text, text]),
  ['Error adding hero {type}', 'Error adding hero embed'],
  ['Error adding solo {type}', 'Error adding solo embed'],
  ['Error updating hero {type}', 'Error updating hero embed'],
  ['Error updating solo {type}', 'Error updating solo embed'],
  ['Hero {type} Added', 'Hero Embed Added'],
  ['Solo {type} Added', 'Solo Embed Added'],
  ['Error copying <embed term>', 'Error copying embed'],
];

describe('embed messages (spec 2 §2, §5, §8)', () => {
  const shown = new Set<string>(Object.values(embedMessages));

  it.each(specStrings)('%s is in the spec and in the contract, letter for letter', (written, text) => {
    expect(spec).toContain(written);
    expect(shown).toContain(text);
  });

  it("names the kind in 'Failed to delete solo/hero/cyoa <term>'", () => {
    expect(spec).toContain('Failed to delete solo/hero/cyoa <term>');
    expect(failedToDelete('solo')).toBe('Failed to delete solo embed');
    expect(failedToDelete('cyoa')).toBe('Failed to delete cyoa embed');
  });
});

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('Hero form (spec 2 §5)', () => {
  it('requires the name, headline, body, label and link, with the spec messages', () => {
    expect(errorsOf(heroForm.safeParse(newHeroForm()))).toEqual({
      name: 'Title is required',
      headline: 'Headline is required',
      description: 'Description is required',
      action_label: 'Label is required',
      action_link: 'URL is required',
    });
  });

  it('limits headline 40, label 50, description 500', () => {
    const long = { ...newHeroForm(), name: 'A', action_link: 'https://a.example' };
    const errors = errorsOf(
      heroForm.safeParse({
        ...long,
        headline: 'h'.repeat(41),
        action_label: 'l'.repeat(51),
        description: 'd'.repeat(501),
      }),
    );
    expect(errors).toEqual({
      headline: 'Cannot be more than 40 charactres',
      action_label: 'Cannot be more than 50 characters',
      description: 'Cannot be more than 500 characters',
    });
    expect(
      heroForm.safeParse({
        ...long,
        headline: 'h'.repeat(40),
        action_label: 'l'.repeat(50),
        description: 'd'.repeat(500),
      }).success,
    ).toBe(true);
  });

  it('refuses redirect without the blocklist check, and two-factor without the domain check', () => {
    const valid = {
      ...newHeroForm(),
      name: 'A',
      headline: 'H',
      description: 'D',
      action_label: 'L',
      action_link: 'https://a.example',
    };
    expect(heroForm.safeParse({ ...valid, redirect_to_restricted_domain: 1 }).success).toBe(false);
    expect(
      heroForm.safeParse({ ...valid, redirect_to_restricted_domain: 1, check_blocklist: 1 }).success,
    ).toBe(true);
    expect(heroForm.safeParse({ ...valid, check_twofactor: 1 }).success).toBe(false);
  });

  it("reads flags as '0'/'1' strings or numbers", () => {
    expect(flag.parse('1')).toBe(1);
    expect(flag.parse(0)).toBe(0);
    expect(flag.safeParse('yes').success).toBe(false);
  });

  it('defaults the launch colours (spec 2 §9)', () => {
    expect(newHeroForm().launch_button).toEqual({
      triangle_color: '#FFFFFF',
      circle_color: '#1E41AF',
      hover_color: '#1E3B8A',
      hotspot_color: '#1E41AF',
    });
    expect(defaultLaunchColours.circle).toBe('#1E41AF');
  });
});

describe('Solo form and teasers (spec 2 §4, §5)', () => {
  it("requires CTA text only with the CTA teaser ('Cannot leave empty')", () => {
    const solo = { ...newSoloForm(), name: 'Tour', ...soloTeaserFlags('cta') };
    expect(errorsOf(soloForm.safeParse(solo))).toEqual({ cta_text: 'Cannot leave empty' });
    expect(soloForm.safeParse({ ...solo, cta_text: 'Watch' }).success).toBe(true);
    expect(soloForm.safeParse({ ...solo, ...soloTeaserFlags('thumbnail') }).success).toBe(true);
  });

  it('keeps the teaser styles exclusive', () => {
    for (const teaser of ['thumbnail', 'animation', 'hotspot', 'cta'] as const) {
      expect(soloTeaser(soloTeaserFlags(teaser))).toBe(teaser);
    }
  });

  it('accepts thumbnails as jpg, jpeg, png and icons also as svg', () => {
    expect(hasExtension('Shot.JPG', thumbnailExtensions)).toBe(true);
    expect(hasExtension('icon.svg', thumbnailExtensions)).toBe(false);
    expect(hasExtension('icon.svg', iconExtensions)).toBe(true);
    expect(hasExtension('movie.gif', iconExtensions)).toBe(false);
  });
});

const demo = (index: number, value = 'r1'): CyoaStep => ({ index, type: 'demo', value, label: 'Tour' });
const rule = (index: number): CyoaStep => ({
  index,
  type: 'rule',
  condition: { question: 1, answer: 'Yes' },
  result: { type: 'demo', value: 'r2', label: 'Deep dive' },
});
const question = (index: number): CyoaStep => ({
  index,
  type: 'question',
  question: 'Team size?',
  choices: ['1-10', '11+'],
  questionType: 'single',
});

describe('CYOA (spec 2 §4, §5)', () => {
  it('checks the save in the spec order', () => {
    const cyoa = newCyoaContent();
    expect(cyoaSaveProblem(cyoa)).toBe('Please add widget name');
    expect(cyoaSaveProblem({ ...cyoa, name: 'Journey' })).toBe('A widget cannot be empty');
    expect(cyoaSaveProblem({ ...cyoa, name: 'Journey', data: [demo(0, '')] })).toBe('Incomplete fields');
    expect(cyoaSaveProblem({ ...cyoa, name: 'Journey', data: [demo(0)] })).toBeNull();
  });

  it('needs every recommendation slot filled and the CTA text with the CTA teaser', () => {
    const cyoa = { ...newCyoaContent(), name: 'Journey', data: [demo(0)] };
    expect(cyoaSaveProblem({ ...cyoa, recommendations: { show: true, list: ['r1', ''] } })).toBe(
      'Incomplete fields',
    );
    expect(cyoaSaveProblem({ ...cyoa, setting: { ...cyoa.setting, isCta: true } })).toBe('Incomplete fields');
  });

  it('chains rules before the next non-rule step; the last step leads to the wrap-up', () => {
    const steps = [demo(0), question(1), rule(2), rule(3), demo(4)];
    expect(cyoaFlow(steps)).toEqual([
      { from: 0, rules: [], to: 1 },
      { from: 1, rules: [2, 3], to: 4 },
      { from: 4, rules: [], to: 'wrapUp' },
    ]);
  });

  it('accepts the spec save payload and refuses a fourth recommendation', () => {
    const content = { ...newCyoaContent(), name: 'Journey', data: [demo(0), question(1), rule(2)] };
    expect(parseJsonText(cyoaContent, JSON.stringify(content)).data).toHaveLength(3);
    const tooMany = { ...content, recommendations: { show: true, list: ['a', 'b', 'c', 'd'] } };
    expect(cyoaContent.safeParse(tooMany).success).toBe(false);
  });
});

describe('embed code, share link, flags (spec 2 §2, §6)', () => {
  it('gives the snippet of the kind, with data-sneak for an inline Solo', () => {
    const snippet = embedSnippet({
      kind: 'solo',
      id: 'w1',
      companyId: 'c1',
      staticUrl: 'https://static.example/',
      sneak: true,
      integrity: 'sha384-abc',
      version: 'v1',
    });
    expect(snippet).toBe(
      '<span data-showroom-embed="solo" data-id="w1" data-company="c1" data-sneak="1" style="display:inline-block;width:64px;height:64px;vertical-align:middle"></span>\n' +
        '<script async src="https://static.example/solo/loader.js?v=v1" integrity="sha384-abc" crossorigin="anonymous"></script>',
    );
    // The box is reserved at the demo's proportions (16:9 until known); only a Solo is inline.
    expect(
      embedSnippet({ kind: 'cyoa', id: 'w2', companyId: 'c1', staticUrl: 'https://s.example', sneak: true }),
    ).toBe(
      '<div data-showroom-embed="cyoa" data-id="w2" data-company="c1" style="display:block;width:100%;aspect-ratio:16/9"></div>\n' +
        '<script async src="https://s.example/cyoa/loader.js" crossorigin="anonymous"></script>',
    );
    expect(
      embedSnippet({
        kind: 'hero',
        id: 'w3',
        companyId: 'c1',
        staticUrl: 'https://s.example',
        ratio: { width: 1080, height: 1920 },
      }),
    ).toContain('style="display:block;width:100%;aspect-ratio:1080/1920"');
    expect(
      embedSnippet({
        kind: 'hero',
        id: 'w3',
        companyId: 'c1',
        staticUrl: 'x',
        ratio: { width: 0, height: 5 },
      }),
    ).toContain('aspect-ratio:16/9');
    expect(
      embedSnippet({ kind: 'hero', id: '"><script>', companyId: 'c', staticUrl: 'https://s.example' }),
    ).not.toContain('"><script>');
  });

  it("puts the widget's thumbnail in the snippet as a picture the page paints before the loader, escaped", () => {
    const snippet = embedSnippet({
      kind: 'hero',
      id: 'w1',
      companyId: 'c1',
      staticUrl: 'https://s.example',
      version: 'v1',
      integrity: 'sha384-abc',
      picture: { thumbnail: 'https://media.example/t/a.jpg', width: 1280, height: 720 },
      priority: true,
    });
    expect(snippet).toBe(
      '<div data-showroom-embed="hero" data-id="w1" data-company="c1" style="display:block;position:relative;width:100%;aspect-ratio:16/9">' +
        '<img src="https://media.example/t/a.jpg" alt="" width="1280" height="720" loading="eager" fetchpriority="high" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">' +
        '</div>\n' +
        '<script async src="https://s.example/hero/loader.js?v=v1" integrity="sha384-abc" crossorigin="anonymous"></script>',
    );
    // Not the first widget of the page: no priority. The box has the demo's proportions, given apart.
    const lower = embedSnippet({
      kind: 'cyoa',
      id: 'w2',
      companyId: 'c1',
      staticUrl: 'https://s.example',
      ratio: { width: 9, height: 16 },
      picture: { thumbnail: 'https://media.example/b.png', width: 0, height: 5 },
    });
    expect(lower).toContain('aspect-ratio:9/16');
    expect(lower).toContain('<img src="https://media.example/b.png" alt="" loading="eager" style=');
    expect(lower).not.toContain('fetchpriority');
    // An address is an attribute's text: it cannot end the attribute or the element.
    const hostile = embedSnippet({
      kind: 'hero',
      id: 'w3',
      companyId: 'c1',
      staticUrl: 'https://s.example',
      picture: { thumbnail: 'https://m.example/"><script>alert(1)</script>&x=<', width: 16, height: 9 },
    });
    expect(hostile).toContain(
      'src="https://m.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&lt;"',
    );
    expect(hostile).not.toContain('<script>');
    // Only an http(s) address; an inline Solo is its launch button alone.
    for (const thumbnail of ['javascript:alert(1)', 'data:image/png;base64,AA', '']) {
      expect(
        embedSnippet({
          kind: 'hero',
          id: 'w4',
          companyId: 'c1',
          staticUrl: 'https://s.example',
          picture: { thumbnail, width: 16, height: 9 },
        }),
      ).toContain('style="display:block;width:100%;aspect-ratio:16/9"></div>');
    }
    expect(
      embedSnippet({
        kind: 'solo',
        id: 'w5',
        companyId: 'c1',
        staticUrl: 'https://s.example',
        sneak: true,
        picture: { thumbnail: 'https://media.example/a.jpg', width: 16, height: 9 },
      }),
    ).not.toContain('<img');
  });

  it('builds the share address on the audience host', () => {
    const share = { token: 'T'.repeat(22), type: 'cyoa' as const, id: 'w1', companyId: 'c1' };
    expect(shareAddress('https://go.example/', share, { title: ' Tour ', description: 'A & B' })).toBe(
      `https://go.example/${'T'.repeat(22)}/page/widget/cyoa/w1/c1?title=Tour&description=A+%26+B`,
    );
    expect(shareForm.safeParse({ title: 'T', description: 'd'.repeat(401) }).success).toBe(false);
    expect(shareForm.safeParse({ title: '', description: 'd' }).success).toBe(false);
  });

  it('shows the save-before-publish prompt unless the rep opted out', () => {
    expect(promptOn({}, 'Solo')).toBe(true);
    expect(promptOn({ saveBeforePublishPrompt_Solo: false }, 'Solo')).toBe(false);
    expect(promptOn({ saveBeforePublishPrompt_Solo: false }, 'Hero')).toBe(true);
  });

  it('defaults the plan flags to show everything', () => {
    const settings = defaultEmbedSettings();
    expect(settings.gating).toMatchObject({ show: true, enable: true, edit: true });
    expect(settings.embedSettingsVisibility.show).toBe(true);
  });
});
