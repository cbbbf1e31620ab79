import type { EventOf } from '@showroom/contract';
import { and, assign, enqueueActions, not, type SnapshotFrom, setup } from 'xstate';

/** What a call to action reports (the 'cta' event): its label and address. */
export type FrameCta = EventOf<'cta'>['data'];

export interface FrameMachineInput {
  /**
   * The widget has a teaser to press first (Hero, Solo, Sneakpeek); a CYOA opens on its journey
   * (behind the gate when gated).
   */
  teaser: boolean;
  /** The widget's e-mail gate is on: it shows once the prospect asks for the demo, before it plays. */
  gated: boolean;
  /** The loader opened the frame to play at once (`#autoplay=1`: the prospect pressed its placeholder). */
  autoplay: boolean;
  /** The teaser as a picture, nothing to press (the console's settings preview). */
  still: boolean;
  /** The frame is a Solo lightbox's content: Close (and Esc) ask the loader to close it. */
  lightbox: boolean;
  /** What the teaser's press reports besides the play (Solo's CTA teaser), or null. */
  cta: FrameCta | null;
}

export interface FrameContext {
  gated: boolean;
  autoplay: boolean;
  still: boolean;
  teaser: boolean;
  lightbox: boolean;
  cta: FrameCta | null;
  /**
   * Where the keyboard goes when the player starts: the teaser that had it (a keyboard press,
   * `:focus-visible`) is gone, so the player's Play/Pause takes it. A pointer press moves nothing.
   * The machine records it; the screen applies it when the player mounts.
   */
  focusPlayer: boolean;
}

export type FrameEvent =
  /** The prospect pressed the teaser; `keyboard`: it had the keyboard's focus (`:focus-visible`). */
  | { type: 'launch'; keyboard: boolean }
  /** The loader's LoaderPlay (its placeholder pressed), from the host origin only. */
  | { type: 'loader.play' }
  /** The e-mail gate let the prospect through (allowed, or the mailed link clicked). */
  | { type: 'gate.passed' }
  /** Close in the player's bar, or Esc anywhere in the frame. */
  | { type: 'close' }
  /** A call to action the frame shows was followed (the Hero's link). */
  | { type: 'link.open'; ctaLabel: string; url: string };

/**
 * A Hero, Solo, Sneakpeek or CYOA frame a prospect meets (issue 12): the teaser first (or, in
 * the console's settings preview, its still picture, nothing to press), then, once the prospect
 * presses it or the loader opened the frame to play, `launched`: the e-mail gate when the widget
 * is gated (passed once, for the frame's life), then `playing` (the one player, or the CYOA's
 * journey, which has no teaser). The loader's play launches from the teaser and, once playing,
 * is `playAgain` (the player's Play: a paused demo resumes); behind the gate it waits.
 *
 * A Solo in a lightbox: the loader's `<dialog>` on the host page opens the frame to play; Close
 * and Esc are `closeLightbox` (the frame's FrameClose), after which the loader removes the frame
 * and puts the focus back on its launch button, on the host page, out of the frame's reach.
 *
 * The page provides the effects: `reportRender` (the widget is shown: entered once, at start),
 * `prefetchPlayer` (the player's code, fetched while the teaser is on screen, so a press rarely
 * waits for it), `reportCta` (the CTA teaser's press, the Hero's link), `closeLightbox` and
 * `playAgain`. The player's own reports (play, pause, watch, complete) come from the player's
 * machine.
 */
export const frameMachine = setup({
  types: {
    context: {} as FrameContext,
    events: {} as FrameEvent,
    input: {} as FrameMachineInput,
  },
  actions: {
    reportRender: () => {},
    prefetchPlayer: () => {},
    reportCta: (_, _params: FrameCta) => {},
    closeLightbox: () => {},
    playAgain: () => {},
    recordFocus: assign({ focusPlayer: (_, params: { keyboard: boolean }) => params.keyboard }),
  },
  guards: {
    isStill: ({ context }) => context.still,
    opensLaunched: ({ context }) => !context.teaser || context.autoplay,
    hasCta: ({ context }) => context.cta !== null,
    notGated: ({ context }) => !context.gated,
    inLightbox: ({ context }) => context.lightbox,
  },
}).createMachine({
  id: 'frame',
  context: ({ input }) => ({
    gated: input.gated,
    autoplay: input.autoplay,
    still: input.still,
    teaser: input.teaser,
    lightbox: input.lightbox,
    cta: input.cta,
    focusPlayer: false,
  }),
  entry: 'reportRender',
  on: {
    close: { guard: 'inLightbox', actions: 'closeLightbox' },
    'link.open': {
      actions: {
        type: 'reportCta',
        params: ({ event }) => ({ ctaLabel: event.ctaLabel, url: event.url }),
      },
    },
  },
  initial: 'teaser',
  states: {
    /** The teaser on the demo's picture: no video before the prospect asks for it. */
    teaser: {
      // Only a teaser that stays on screen: the frame passes through this state on its way to the
      // still preview (nothing launches it, so nothing is fetched) or straight to `launched`
      // (the player mounts and loads its own code), and entry actions run on the way through.
      entry: enqueueActions(({ check, enqueue }) => {
        if (check(and([not('isStill'), not('opensLaunched')]))) enqueue('prefetchPlayer');
      }),
      always: [
        { guard: 'isStill', target: 'still' },
        // The loader opened the frame to play, or there is no teaser (a CYOA).
        { guard: 'opensLaunched', target: 'launched' },
      ],
      on: {
        launch: [
          {
            guard: 'hasCta',
            target: 'launched',
            actions: [
              { type: 'reportCta', params: ({ context }) => context.cta! },
              { type: 'recordFocus', params: ({ event }) => ({ keyboard: event.keyboard }) },
            ],
          },
          {
            target: 'launched',
            actions: { type: 'recordFocus', params: ({ event }) => ({ keyboard: event.keyboard }) },
          },
        ],
        'loader.play': 'launched',
      },
    },
    /** The console's settings preview: the teaser as a picture; nothing launches it. */
    still: {},
    launched: {
      initial: 'gate',
      states: {
        /** The e-mail gate (prospect/gateMachine in the view); skipped when the widget has none. */
        gate: {
          always: { guard: 'notGated', target: 'playing' },
          on: { 'gate.passed': 'playing' },
        },
        /** The player, started at once (the press was the play); a CYOA's journey. */
        playing: {
          on: { 'loader.play': { actions: 'playAgain' } },
        },
      },
    },
  },
});

export type FrameMachine = typeof frameMachine;
export type FrameSnapshot = SnapshotFrom<FrameMachine>;
