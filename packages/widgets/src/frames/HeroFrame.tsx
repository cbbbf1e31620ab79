import { defaultLaunchButton, type FrameWidget, frameMessages, type Recording } from '@showroom/contract';
import type * as React from 'react';
import styled from 'styled-components';
import type { FrameActor } from './FrameContainer.tsx';
import { FramePlayerView, type FrameTeaser } from './FramePlayer.tsx';
import { safeHref } from './links.ts';

type Hero = Extract<FrameWidget, { kind: 'hero' }>['hero'];

/** spec 2 §9 the Hero's look (ui widgetThemes 'hero': Verdana, 22/16/14, #f7f7f7), the demo beside the text. */
const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 24px 32px;
  padding: 24px;
  background: var(--widget-bg);
  color: var(--widget-text);
  font-family: var(--widget-font);

  & > [data-part='text'] { flex: 1 1 240px; display: grid; gap: 12px; justify-items: start; }
  & > [data-part='demo'] { flex: 2 1 320px; min-width: 0; display: grid; justify-items: center; }
  /*
   * The Hero's own headline and description only: the e-mail gate shown in the demo's place has
   * headings and paragraphs of its own look (gate/GateView.tsx), which a rule on every h2 and p
   * reached at equal specificity, so the winner was whichever stylesheet came last.
   */
  & > [data-part='text'] > :is(h1, h2) { margin: 0; font-size: var(--widget-headline-size); line-height: 1.3; font-weight: 700; overflow-wrap: anywhere; }
  & > [data-part='text'] > p { margin: 0; font-size: var(--widget-description-size); line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere; }

  /*
   * In its own frame (an embed), the Hero is the box the snippet reserved on the host page, whose
   * height is the box's width at the demo's proportions (issue 29, C.2 and B.9): it fills that box
   * at every width, the teaser and the player within its height, so the host page never moves and
   * no band is left under it. What may outgrow the box (the rep's longest words, the e-mail gate
   * in a phone's box) scrolls inside the frame (frames/Look.tsx), never resizing the host's box.
   */
  [data-mode='embed'] > main > & {
    --frame-room: calc(100vh - 48px);
    box-sizing: border-box;
    min-height: 100vh;
    flex-wrap: nowrap;
  }
  [data-mode='embed'] > main > & > [data-part='text'] { flex: 1 1 0; min-width: 0; }
  /* The teaser (FramePlayer) and the player (LaunchedPlayer) keep within --frame-room. */
  [data-mode='embed'] > main > & > [data-part='demo'] { flex: 0 1 62%; }

  /*
   * A phone's box (under 560 px wide) has no room beside the demo: the demo fills the box and the
   * headline and link lie over the top of its teaser, as the loader's placeholder draws them; the
   * description is read by screen readers only. Once launched the player has the whole box.
   */
  @media (max-width: 559.98px) {
    [data-mode='embed'] > main > & {
      --frame-room: 100vh;
      display: grid;
      grid-template: 'box' minmax(100vh, auto) / 100%;
      padding: 0;
      gap: 0;
    }
    [data-mode='embed'] > main > & > * { grid-area: box; }
    [data-mode='embed'] > main > & > [data-part='demo'] { align-content: center; }
    [data-mode='embed'] > main > & > [data-part='text'] {
      position: relative;
      z-index: 1;
      display: flex;
      flex-direction: column;
      align-self: stretch;
      justify-content: space-between;
      align-items: flex-start;
      padding: 10px 12px;
      background: linear-gradient(rgb(0 0 0 / 0.7), rgb(0 0 0 / 0.3) 40%, transparent 60%);
      color: #fff;
      pointer-events: none;
    }
    [data-mode='embed'] > main > & > [data-part='text'] > a { pointer-events: auto; min-height: 32px; }
    [data-mode='embed'] > main > & > [data-part='text'] > :is(h1, h2) { font-size: 17px; text-shadow: 0 1px 2px rgb(0 0 0 / 0.6); }
    [data-mode='embed'] > main > & > [data-part='text'] > p,
    [data-mode='embed'] > main > &[data-launched] > [data-part='text'] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 16px;
  border-radius: 6px;
  background: var(--widget-accent);
  color: var(--widget-accent-contrast);
  font-size: var(--widget-action-size);
  font-weight: 700;
  text-decoration: none;

  &:hover { background: var(--widget-accent-hover); }
  &:focus-visible { outline: 2px solid var(--widget-accent); outline-offset: 2px; }
  &:not([href]) { cursor: default; }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const heroTeaser = (hero: Hero): FrameTeaser => ({
  style: hero.show_preview ? 'animation' : 'thumbnail',
  customThumbnail: hero.show_custom_thumbnail ? hero.custom_thumbnail : '',
  launch: {
    style: hero.blinker_style,
    size: 'LARGE',
    colours: hero.launch_button ?? defaultLaunchButton(),
    icon: '',
  },
});

export type HeroFrameViewProps = FrameActor & {
  hero: Hero;
  recording: Recording;
  /** The headline's level: 1 in its own frame, 2 under a page's title. */
  headingLevel?: 1 | 2 | undefined;
  /** The e-mail gate, when the widget is gated (drawn once the teaser is pressed). */
  gate?: React.ReactNode;
  motion?: 'auto' | 'reduced' | undefined;
};

/**
 * spec 2 Hero: a banner with headline, body text and a link, beside the demo, from the frame's
 * machine. The rep's words are text; the link opens in a new tab (the frame is someone else's
 * page) and is the machine's `link.open`, reported as a `cta` event.
 */
export function HeroFrameView({
  hero,
  recording,
  headingLevel = 1,
  gate,
  motion,
  ...frame
}: HeroFrameViewProps) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2';
  const href = safeHref(hero.action_link);
  const launched = !frame.snapshot.matches('teaser') && !frame.snapshot.matches('still');
  return (
    <Root aria-label={hero.headline || hero.name} data-frame="hero" data-launched={launched ? '' : undefined}>
      <div data-part="text">
        <Heading>{hero.headline}</Heading>
        <p>{hero.description}</p>
        {hero.action_label ? (
          <Action
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => frame.send({ type: 'link.open', ctaLabel: hero.action_label, url: href ?? '' })}
          >
            {hero.action_label}
            {href ? <Hidden> {frameMessages.opensInNewTab}</Hidden> : null}
          </Action>
        ) : null}
      </div>
      <div data-part="demo">
        <FramePlayerView
          {...frame}
          recording={recording}
          teaser={heroTeaser(hero)}
          muted={hero.is_muted === 1}
          showControls={hero.show_controls === 1}
          gate={gate}
          {...(motion ? { motion } : {})}
        />
      </div>
    </Root>
  );
}

export type { Hero };
