import type { BlinkerStyle, TeaserStyle } from '../embeds/constants.ts';

/**
 * How the teasers are drawn before the prospect acts (issue 29, A and B.1): one description that
 * the console's preview (widgets teaser/LaunchButton.tsx draws `launchMarks`) and the loaders on
 * the host page (the audience host sends a widget's own part with its placeholder) both follow.
 * The loaders carry only what every widget needs; the rest comes with the placeholder, so a
 * loader stays within its 2 KB. e2e/design-delivery.spec.ts compares the two drawings.
 */

/** A launch button's picture in a 64x64 box: its shape in the circle colour ('' for the full circle), its mark in the triangle colour, stroked or filled. */
export type LaunchMark = { shape: string; path: string; stroke: boolean };

/**
 * spec 2 §3 blinker_style: PLAY, and our presets SLACK (Chat bubble), ARROW and SPARK; PULSE is
 * PLAY with a ring, CUSTOM the rep's icon (PLAY without one).
 */
export const launchMarks: Record<Exclude<BlinkerStyle, 'CUSTOM' | 'PULSE'>, LaunchMark> = {
  PLAY: { shape: '', path: 'M26 19l20 13-20 13z', stroke: false },
  SLACK: {
    shape: 'M14 6h36a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H28l-12 10v-10h-2a8 8 0 0 1-8-8V14a8 8 0 0 1 8-8z',
    path: 'M27 18l16 10-16 10z',
    stroke: false,
  },
  ARROW: { shape: '', path: 'M20 32h22M34 22l10 10-10 10', stroke: true },
  SPARK: { shape: '', path: 'M32 12l5 15 15 5-15 5-5 15-5-15-15-5 15-5z', stroke: false },
};

/** The picture of `style`. */
export const launchMark = (style: BlinkerStyle): LaunchMark =>
  launchMarks[style as keyof typeof launchMarks] ?? launchMarks.PLAY;

/** The full circle of a 64x64 box as a path: what a placeholder sends for shape '' (the loader draws two paths). */
export const circleShape = 'M0 32a32 32 0 1 0 64 0a32 32 0 1 0-64 0z';

/** A placeholder's picture of `style`: its shape always a path. */
export const placeholderMark = (style: BlinkerStyle): LaunchMark => {
  const mark = launchMark(style);
  return { ...mark, shape: mark.shape || circleShape };
};

/**
 * The loader's rules for the teasers it does not carry itself, as the console's preview draws
 * them (widgets teaser/Teaser.tsx and LaunchButton.tsx): the classes are the loader's (`.p` its
 * button, `.c` the launch button, `.o` the hotspot's dot, `.a` the CTA, `.l` its link look), the
 * custom properties its colours (`--c` circle, `--h` hover, `--t` triangle, `--s` hotspot). Rings
 * move only for those who have not asked for less motion.
 */
const looks = {
  stroke: '.k{fill:none;stroke:var(--t);stroke-width:5px;stroke-linecap:round;stroke-linejoin:round}',
  pulse:
    '.c:before{content:"";position:absolute;inset:0;border-radius:50%;background:var(--c)}' +
    '@keyframes u{0%{opacity:.55}to{transform:scale(1.8);opacity:0}}' +
    '@media (prefers-reduced-motion:no-preference){.c:before{animation:u 1.6s ease-out infinite}}' +
    '@media (prefers-reduced-motion:reduce){.c:before{opacity:0}}',
  hotspot:
    '.o{position:relative;width:20px;height:20px;margin:12px;border-radius:50%;background:var(--s);box-shadow:0 0 0 3px rgb(255 255 255/.9)}' +
    '.o:before{content:"";position:absolute;inset:0;border-radius:50%;background:inherit}' +
    '@keyframes o{0%{opacity:.6}to{transform:scale(2.6);opacity:0}}' +
    '@media (prefers-reduced-motion:no-preference){.o:before{animation:o 1.4s ease-out infinite}}' +
    '@media (prefers-reduced-motion:reduce){.o:before{opacity:0}}',
  cta:
    '.a{position:relative;display:flex;align-items:center;min-height:36px;padding:0 16px;border:0;border-radius:6px;font:600 14px/1.2 system-ui,sans-serif;background:var(--c);color:var(--t)}' +
    '.p:hover .a{background:var(--h)}' +
    '.a.l{padding:0 4px;background:none;color:var(--c);text-decoration:underline;text-underline-offset:3px}' +
    '.p:hover .a.l{background:none;color:var(--h)}',
} as const;

/** The rules a placeholder of this teaser and launch style needs beyond the loader's own. */
export const teaserLook = (teaser: TeaserStyle, style: BlinkerStyle, sneak: boolean) => {
  // An inline Solo is its launch button alone, whatever its teaser (the loader draws it so).
  if (!sneak && teaser === 'cta') return looks.cta;
  if (!sneak && teaser === 'hotspot') return looks.hotspot;
  if (style === 'PULSE') return looks.pulse;
  return launchMark(style).stroke && style !== 'CUSTOM' ? looks.stroke : '';
};

/**
 * A Hero placeholder's headline (the loader's `.h`, over the top of its picture), as the Hero's
 * frame shows it over its teaser in a phone's box (widgets frames/HeroFrame.tsx): Verdana, white on
 * a dark fade; in a wider box, at the Hero's headline size (spec 2 §9: 22).
 */
export const headlineLook =
  '.b{container-type:inline-size}' +
  '.h{position:absolute;top:0;left:0;right:0;padding:10px 12px 24px;font:700 17px/1.3 Verdana,sans-serif;color:#fff;text-align:left;overflow-wrap:anywhere;text-shadow:0 1px 2px rgb(0 0 0/.6);background:linear-gradient(rgb(0 0 0/.7),transparent)}' +
  '@container (min-width:560px){.h{padding:24px 24px 40px;font-size:22px}}';
