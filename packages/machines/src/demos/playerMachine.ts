import type { Coordinates, EventOf, Hotspot, Rectangle } from '@showroom/contract';
import { demoConstants } from '@showroom/contract/rules';
import { assign, fromCallback, setup } from 'xstate';

/** Which annotation holds the playback: a hotspot or a click region (a `Rectangle`). */
export type ActiveAnnotation = { kind: 'hotspot' | 'rectangle'; id: string };

export interface PlayerInput {
  coordinates: Coordinates;
  /** Seconds, when known (the recording's probed duration); the video's metadata refines it. */
  duration?: number;
}

export interface PlayerContext {
  /** Index into the contract's `demoConstants.playerSpeeds` (spec 3 §9): 0 is 1x. */
  speedIndex: number;
  /** Muted by default (spec 3 §4.2); browsers also only start muted video without a gesture. */
  muted: boolean;
  /** The viewer's mouse pointer over the video (the control bar's hide/show pointer). */
  pointerVisible: boolean;
  /** The WebVTT track, when the recording has one, shows (default) or is hidden. */
  captionsOn: boolean;
  /** Each annotation with its `shown` flag for this pass (spec 3 §3 "shown flag (player)"). */
  hotspots: Hotspot[];
  rectangles: Rectangle[];
  active: ActiveAnnotation | null;
  /** The playhead in seconds, as the video last reported it. */
  currentTime: number;
  duration: number;
}

export type PlayerEvent =
  | { type: 'LOAD'; coordinates: Coordinates; duration?: number }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'CYCLE_SPEED' }
  | { type: 'TOGGLE_POINTER' }
  | { type: 'TOGGLE_CAPTIONS' }
  /** The video's playhead (its clock while playing); `duration` once the metadata is read. */
  | { type: 'TIME'; currentTime: number; duration?: number }
  /** The viewer moves the playhead (the seek bar). */
  | { type: 'SEEK'; time: number }
  | { type: 'ENDED' }
  /** A click (or Enter/Space) on the active hotspot or inside the active click region. */
  | { type: 'HOTSPOT_CLICKED'; id: string }
  | { type: 'CLOSE' };

/** Where the playhead is as a play, or the playhead's move while playing, is reported; the video's length. */
export type PlayerPosition = { position: number; duration: number };

/** Why playback stopped (the 'pause' event): the viewer, a due hotspot or click region, the end. */
export type PauseReason = EventOf<'pause'>['data']['reason'];

/** The speed shown in the control bar: '1x', '1.5x', '0.75x'. */
export const speedLabel = (speed: number) => `${speed}x`;

export const currentSpeed = (context: Pick<PlayerContext, 'speedIndex'>) =>
  demoConstants.playerSpeeds[context.speedIndex] ?? 1;

const unshown = <T extends { shown?: boolean }>(annotations: readonly T[]): T[] =>
  annotations.map((annotation) => ({ ...annotation, shown: false }));

/**
 * spec 3 §4.2: an annotation not yet shown this pass is due from `lead` seconds before its
 * appearAt up to `lateCutoff` seconds after it (inclusive at both ends); further past, it is
 * skipped (the viewer jumped over it). Of several due at once, the earliest shows first, a hotspot
 * before a click region at the same time; the next shows at the next tick after the first is clicked.
 */
export const dueAnnotation = (
  context: Pick<PlayerContext, 'hotspots' | 'rectangles'>,
  time: number,
): ActiveAnnotation | undefined => {
  // spec 3 §9 hotspot timing.
  const { hotspotLeadSeconds: lead, hotspotLateCutoffSeconds: late } = demoConstants;
  // A hair of tolerance: 2.5 - 0.5 in floating point must count as "exactly 0.5 s before".
  const epsilon = 1e-9;
  const isDue = (annotation: { appearAt: number; shown?: boolean }) =>
    !annotation.shown &&
    time >= annotation.appearAt - lead - epsilon &&
    time <= annotation.appearAt + late + epsilon;
  let due: { kind: ActiveAnnotation['kind']; id: string; appearAt: number } | undefined;
  for (const hotspot of context.hotspots)
    if (isDue(hotspot) && (!due || hotspot.appearAt < due.appearAt))
      due = { kind: 'hotspot', id: hotspot.id, appearAt: hotspot.appearAt };
  for (const rectangle of context.rectangles)
    if (isDue(rectangle) && (!due || rectangle.appearAt < due.appearAt))
      due = { kind: 'rectangle', id: rectangle.id, appearAt: rectangle.appearAt };
  return due && { kind: due.kind, id: due.id };
};

/** The annotation the playback waits on, with its kind, for the screen to draw. */
export const activeAnnotation = (context: PlayerContext) => {
  const { active } = context;
  if (!active) return undefined;
  if (active.kind === 'hotspot') {
    const hotspot = context.hotspots.find((entry) => entry.id === active.id);
    return hotspot && ({ kind: 'hotspot', annotation: hotspot } as const);
  }
  const rectangle = context.rectangles.find((entry) => entry.id === active.id);
  return rectangle && ({ kind: 'rectangle', annotation: rectangle } as const);
};

const at = (context: PlayerContext): PlayerPosition => ({
  position: context.currentTime,
  duration: context.duration,
});

const timeOf = (event: PlayerEvent) => (event.type === 'TIME' ? event.currentTime : 0);

/**
 * spec 3 §2.3 and §4.2 The popup player: playing or paused, muted by default, the speed cycle
 * 1 -> 1.5 -> 2 -> 0.5 -> 0.75, the pointer toggle, and the annotations: each shows once per pass,
 * pausing playback until it is clicked; the end resets them; closing resets speed, playing and
 * pointer.
 *
 * The machine is pure logic driven by events: the video's clock comes in as TIME events (the
 * `clock` callback actor the player provides runs only while playing). The video follows the
 * machine through named actions the player provides: `playVideo` and `pauseVideo` (entering and
 * leaving `playing`), `applySpeed`, `applyCaptions`, `seekVideo`; `close` tells the host to close.
 * So every rule is tested with TIME events and no video (playerMachine.test.ts).
 *
 * What the viewer does is reported through actions a prospect's player provides (widgets
 * events/usePlayerEvents.ts; the console's player reports nothing): `reportPlay` on every start,
 * `reportProgress` as the playhead moves while playing (the video's clock, a seek), `reportPause`
 * with its reason on every stop (PAUSE, a due annotation, the end), then `reportWatch`; at the end
 * `reportEnd` (the view is over). `pageLeave`, running as long as the player, is the page's: it
 * reports what the view has seen when the page hides and when the player goes away (a machine
 * stopped runs no actions). CLOSE and LOAD (the console's popup and its demo selector) stop
 * without a report: a prospect's player has neither.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    /** Sends TIME while the video plays (the player reads `video.currentTime` each frame). */
    clock: fromCallback<PlayerEvent>(() => () => {}),
    /** The page hiding, or the player going away: the prospect's player reports what was seen. */
    pageLeave: fromCallback<PlayerEvent>(() => () => {}),
  },
  guards: {
    hotspotDue: ({ context, event }) => dueAnnotation(context, timeOf(event))?.kind === 'hotspot',
    regionDue: ({ context, event }) => dueAnnotation(context, timeOf(event))?.kind === 'rectangle',
    isActive: ({ context, event }) => event.type === 'HOTSPOT_CLICKED' && context.active?.id === event.id,
  },
  actions: {
    playVideo: () => {},
    pauseVideo: () => {},
    applySpeed: (_, _params: { speed: number }) => {},
    applyCaptions: (_, _params: { on: boolean }) => {},
    seekVideo: (_, _params: { time: number }) => {},
    close: () => {},
    reportPlay: (_, _params: PlayerPosition) => {},
    reportProgress: (_, _params: PlayerPosition) => {},
    reportPause: (_, _params: { position: number; reason: PauseReason }) => {},
    reportWatch: (_, _params: { duration: number }) => {},
    reportEnd: () => {},
    keepTime: assign(({ context, event }) => {
      if (event.type !== 'TIME') return {};
      return {
        currentTime: event.currentTime,
        duration: event.duration && event.duration > 0 ? event.duration : context.duration,
      };
    }),
    /** Marks the due annotation shown for this pass and makes it the one playback waits on. */
    showDue: assign(({ context, event }) => {
      const due = dueAnnotation(context, timeOf(event));
      if (!due) return {};
      const mark = <T extends { id: string; shown?: boolean }>(list: T[], kind: ActiveAnnotation['kind']) =>
        due.kind === kind
          ? list.map((entry) => (entry.id === due.id ? { ...entry, shown: true } : entry))
          : list;
      return {
        active: due,
        hotspots: mark(context.hotspots, 'hotspot'),
        rectangles: mark(context.rectangles, 'rectangle'),
      };
    }),
    release: assign({ active: null }),
    /** The end of a pass: every annotation may show again in the next. */
    resetShown: assign(({ context }) => ({
      hotspots: unshown(context.hotspots),
      rectangles: unshown(context.rectangles),
      active: null,
    })),
    /** Back before an annotation's time, it may show again: a new pass over that stretch. */
    keepSeek: assign(({ context, event }) => {
      if (event.type !== 'SEEK') return {};
      const ahead = <T extends { appearAt: number; shown?: boolean }>(list: T[]) =>
        list.map((entry) =>
          entry.shown && event.time < entry.appearAt ? { ...entry, shown: false } : entry,
        );
      return {
        currentTime: event.time,
        active: null,
        hotspots: ahead(context.hotspots),
        rectangles: ahead(context.rectangles),
      };
    }),
    nextSpeed: assign(({ context }) => ({
      speedIndex: (context.speedIndex + 1) % demoConstants.playerSpeeds.length,
    })),
    toggleMute: assign(({ context }) => ({ muted: !context.muted })),
    togglePointer: assign(({ context }) => ({ pointerVisible: !context.pointerVisible })),
    toggleCaptions: assign(({ context }) => ({ captionsOn: !context.captionsOn })),
    /** spec 3 §4.2: closing resets speed, playing (the target is paused) and the pointer toggle. */
    resetOnClose: assign({ speedIndex: 0, pointerVisible: true, active: null }),
    load: assign(({ event }) => {
      if (event.type !== 'LOAD') return {};
      return {
        hotspots: unshown(event.coordinates.hotspots),
        rectangles: unshown(event.coordinates.rectangles),
        active: null,
        currentTime: 0,
        duration: event.duration ?? 0,
      };
    }),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    speedIndex: 0,
    muted: true,
    pointerVisible: true,
    captionsOn: true,
    hotspots: unshown(input.coordinates.hotspots),
    rectangles: unshown(input.coordinates.rectangles),
    active: null,
    currentTime: 0,
    duration: input.duration ?? 0,
  }),
  initial: 'paused',
  invoke: { src: 'pageLeave' },
  // Settings change in every state; the video takes the new speed or captions at once.
  on: {
    TOGGLE_MUTE: { actions: 'toggleMute' },
    TOGGLE_POINTER: { actions: 'togglePointer' },
    CYCLE_SPEED: {
      actions: [
        'nextSpeed',
        { type: 'applySpeed', params: ({ context }) => ({ speed: currentSpeed(context) }) },
      ],
    },
    TOGGLE_CAPTIONS: {
      actions: [
        'toggleCaptions',
        { type: 'applyCaptions', params: ({ context }) => ({ on: context.captionsOn }) },
      ],
    },
    TIME: { actions: 'keepTime' },
    SEEK: {
      target: '.paused',
      actions: ['keepSeek', { type: 'seekVideo', params: ({ event }) => ({ time: event.time }) }],
    },
    ENDED: { target: '.ended', actions: 'resetShown' },
    LOAD: { target: '.paused', actions: 'load' },
    CLOSE: {
      target: '.paused',
      actions: ['resetOnClose', { type: 'applySpeed', params: { speed: 1 } }, 'close'],
    },
  },
  states: {
    paused: {
      on: { PLAY: 'playing' },
    },
    playing: {
      entry: ['playVideo', { type: 'reportPlay', params: ({ context }) => at(context) }],
      exit: 'pauseVideo',
      invoke: { src: 'clock' },
      on: {
        PAUSE: {
          target: 'paused',
          actions: [
            {
              type: 'reportPause',
              params: ({ context }) => ({ position: context.currentTime, reason: 'user' }),
            },
            { type: 'reportWatch', params: ({ context }) => ({ duration: context.duration }) },
          ],
        },
        TIME: [
          { guard: 'hotspotDue', target: 'annotation.hotspot', actions: ['keepTime', 'showDue'] },
          { guard: 'regionDue', target: 'annotation.clickRegion', actions: ['keepTime', 'showDue'] },
          { actions: ['keepTime', { type: 'reportProgress', params: ({ context }) => at(context) }] },
        ],
        // Seeking while playing keeps playing from the new place (the video does too).
        SEEK: {
          actions: [
            'keepSeek',
            { type: 'seekVideo', params: ({ event }) => ({ time: event.time }) },
            { type: 'reportProgress', params: ({ context }) => at(context) },
          ],
        },
        // The end of a pass, as at the root, reported as the view's end.
        ENDED: {
          target: 'ended',
          actions: [
            'resetShown',
            // ENDED keeps no time of its own: the last report may be a frame short of the end.
            {
              type: 'reportPause',
              params: ({ context }) => ({
                position: context.duration > 0 ? context.duration : context.currentTime,
                reason: 'end',
              }),
            },
            { type: 'reportWatch', params: ({ context }) => ({ duration: context.duration }) },
            'reportEnd',
          ],
        },
      },
    },
    /**
     * Playback waits for a click on the annotation (spec 3 §2.3: "Hotspots pause playback and show
     * a tooltip caption; a click resumes"). PLAY and PAUSE do nothing here: the click is the way on.
     */
    annotation: {
      // Entered through its children only (the TIME transitions of playing name them): a stop.
      initial: 'hotspot',
      entry: [
        {
          type: 'reportPause',
          params: ({ context }) => ({ position: context.currentTime, reason: 'hotspot' }),
        },
        { type: 'reportWatch', params: ({ context }) => ({ duration: context.duration }) },
      ],
      exit: 'release',
      on: {
        HOTSPOT_CLICKED: { guard: 'isActive', target: 'playing' },
        // Jumping elsewhere lets the annotation go and plays on from there.
        SEEK: {
          target: 'playing',
          actions: ['keepSeek', { type: 'seekVideo', params: ({ event }) => ({ time: event.time }) }],
        },
      },
      states: {
        hotspot: {},
        clickRegion: {},
      },
    },
    ended: {
      on: { PLAY: 'playing' },
    },
  },
});

export type PlayerSnapshot = ReturnType<typeof playerMachine.getInitialSnapshot>;
