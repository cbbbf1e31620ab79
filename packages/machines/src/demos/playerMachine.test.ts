import type { Coordinates, Hotspot, Rectangle } from '@showroom/contract';
import { demoConstants } from '@showroom/contract/rules';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type StateValue } from 'xstate';
import { playerWalkEvents } from './player.fixtures.ts';
import { currentSpeed, type PlayerEvent, playerMachine, speedLabel } from './playerMachine.ts';

const hotspot = (id: string, appearAt: number): Hotspot => ({
  id,
  caption: `Caption ${id}`,
  captionPercentageFromTop: 10,
  captionPercentageFromLeft: 10,
  captionPercentageHeight: 10,
  captionPercentageWidth: 20,
  captionColor: '#000000',
  appearAt,
  hotspotColor: '#B9C3D6',
  hotspotStyle: 'DARK',
  percentageFromTop: 50,
  percentageFromLeft: 50,
  // Saved flags never leak into a pass: the player starts every annotation unshown.
  shown: true,
});

const region = (id: string, appearAt: number): Rectangle => ({
  id,
  caption: `Region ${id}`,
  captionPercentageFromTop: 60,
  captionPercentageFromLeft: 10,
  captionPercentageHeight: 10,
  captionPercentageWidth: 20,
  captionColor: '#000000',
  appearAt,
  borderColor: '#000000',
  backgroundColor: '#B9C3D6',
  captionBackgroundColor: '#FFFFFF',
  percentageFromTop: 20,
  percentageFromLeft: 20,
  percentageHeight: 10,
  percentageWidth: 10,
});

const coordinates = (hotspots: Hotspot[], rectangles: Rectangle[] = []): Coordinates => ({
  intrinsic: { intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 },
  hotspots,
  rectangles,
  defaultCaptionColor: '#000000',
  defaultBorderColor: '#000000',
  defaultHotspotColor: '#B9C3D6',
  defaultBackgroundColor: '#B9C3D6',
});

/** The machine with the video's side recorded: what the player would have done to the <video>. */
const start = (coords: Coordinates, duration = 12) => {
  const video: string[] = [];
  const machine = playerMachine.provide({
    actions: {
      playVideo: () => video.push('play'),
      pauseVideo: () => video.push('pause'),
      applySpeed: (_, params) => video.push(`rate ${params.speed}`),
      applyCaptions: (_, params) => video.push(`captions ${params.on ? 'on' : 'off'}`),
      seekVideo: (_, params) => video.push(`seek ${params.time}`),
      close: () => video.push('close'),
    },
  });
  const actor = createActor(machine, { input: { coordinates: coords, duration } }).start();
  const send = (...events: PlayerEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const time = (currentTime: number): PlayerEvent => ({ type: 'TIME', currentTime });
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, send, time, state, context, video };
};

/**
 * spec 3 §9, written out: the machine runs the contract's `demoConstants`, and these are the
 * numbers the tests below expect of it (speeds, 0.5 s lead, 2 s late cutoff).
 */
describe('playerMachine: the timing rules of spec 3 §9', () => {
  it('plays at the five speeds and shows a hotspot from 0.5 s before to 2 s after', () => {
    const { playerSpeeds, hotspotLeadSeconds, hotspotLateCutoffSeconds } = demoConstants;
    expect({ playerSpeeds, hotspotLeadSeconds, hotspotLateCutoffSeconds }).toEqual({
      playerSpeeds: [1, 1.5, 2, 0.5, 0.75],
      hotspotLeadSeconds: 0.5,
      hotspotLateCutoffSeconds: 2,
    });
  });
});

describe('playerMachine: playing and paused', () => {
  it('starts paused at 0, muted, at 1x, pointer shown, captions on, nothing shown yet', () => {
    const { state, context } = start(coordinates([hotspot('h1', 3)]));
    expect(state()).toBe('paused');
    expect(context()).toMatchObject({
      muted: true,
      speedIndex: 0,
      pointerVisible: true,
      captionsOn: true,
      currentTime: 0,
      duration: 12,
      active: null,
    });
    expect(currentSpeed(context())).toBe(1);
    expect(context().hotspots.map((entry) => entry.shown)).toEqual([false]);
  });

  it('plays and pauses, and the video follows (play on entering playing, pause on leaving)', () => {
    const { send, state, video } = start(coordinates([]));
    send({ type: 'PLAY' });
    expect(state()).toBe('playing');
    send({ type: 'PAUSE' });
    expect(state()).toBe('paused');
    expect(video).toEqual(['play', 'pause']);
  });

  it('keeps the playhead and the duration the video reports', () => {
    const { send, time, context } = start(coordinates([]), 0);
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 1.25, duration: 8 }, time(1.5));
    expect(context()).toMatchObject({ currentTime: 1.5, duration: 8 });
  });

  it('runs the clock only while playing', () => {
    let running = 0;
    const machine = playerMachine.provide({
      actors: {
        clock: fromCallback(() => {
          running += 1;
          return () => {
            running -= 1;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { coordinates: coordinates([hotspot('h1', 2)]) } });
    actor.start();
    expect(running).toBe(0);
    actor.send({ type: 'PLAY' });
    expect(running).toBe(1);
    actor.send({ type: 'TIME', currentTime: 1.6 });
    expect(actor.getSnapshot().value).toEqual({ annotation: 'hotspot' });
    expect(running).toBe(0);
    actor.send({ type: 'HOTSPOT_CLICKED', id: 'h1' });
    expect(running).toBe(1);
    actor.send({ type: 'PAUSE' });
    expect(running).toBe(0);
  });
});

describe('playerMachine: settings', () => {
  it('cycles the speed 1 -> 1.5 -> 2 -> 0.5 -> 0.75 -> 1 and sets the video rate each time', () => {
    const { send, context, video } = start(coordinates([]));
    const seen = [speedLabel(currentSpeed(context()))];
    for (let step = 0; step < 5; step += 1) {
      send({ type: 'CYCLE_SPEED' });
      seen.push(speedLabel(currentSpeed(context())));
    }
    expect(seen).toEqual(['1x', '1.5x', '2x', '0.5x', '0.75x', '1x']);
    expect(video).toEqual(['rate 1.5', 'rate 2', 'rate 0.5', 'rate 0.75', 'rate 1']);
  });

  it('toggles mute, pointer and captions in any state', () => {
    const { send, time, context, state, video } = start(coordinates([hotspot('h1', 1)]));
    send({ type: 'PLAY' }, time(0.8));
    expect(state()).toEqual({ annotation: 'hotspot' });
    send({ type: 'TOGGLE_MUTE' }, { type: 'TOGGLE_POINTER' }, { type: 'TOGGLE_CAPTIONS' });
    expect(context()).toMatchObject({ muted: false, pointerVisible: false, captionsOn: false });
    expect(state()).toEqual({ annotation: 'hotspot' });
    send({ type: 'TOGGLE_MUTE' }, { type: 'TOGGLE_POINTER' }, { type: 'TOGGLE_CAPTIONS' });
    expect(context()).toMatchObject({ muted: true, pointerVisible: true, captionsOn: true });
    expect(video.filter((entry) => entry.startsWith('captions'))).toEqual(['captions off', 'captions on']);
  });

  it('closing resets speed, playing and the pointer (spec 3 §4.2), keeps mute, and tells the host', () => {
    const { send, time, context, state, video } = start(coordinates([]));
    send({ type: 'PLAY' }, time(2), { type: 'CYCLE_SPEED' }, { type: 'CYCLE_SPEED' });
    send({ type: 'TOGGLE_POINTER' }, { type: 'TOGGLE_MUTE' });
    video.length = 0;
    send({ type: 'CLOSE' });
    expect(state()).toBe('paused');
    expect(context()).toMatchObject({ speedIndex: 0, pointerVisible: true, muted: false });
    expect(video).toEqual(['pause', 'rate 1', 'close']);
  });

  it('closing while a hotspot waits lets it go', () => {
    const { send, time, context, state } = start(coordinates([hotspot('h1', 1)]));
    send({ type: 'PLAY' }, time(1));
    send({ type: 'CLOSE' });
    expect(state()).toBe('paused');
    expect(context().active).toBeNull();
  });
});

describe('playerMachine: hotspots (spec 3 §4.2)', () => {
  it('does not show a hotspot more than 0.5 s before its time', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(2.49));
    expect(state()).toBe('playing');
    expect(context().active).toBeNull();
  });

  it('shows it exactly 0.5 s before, pausing the video until it is clicked', () => {
    const { send, time, state, context, video } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(2.5));
    expect(state()).toEqual({ annotation: 'hotspot' });
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h1' });
    expect(context().hotspots[0]?.shown).toBe(true);
    expect(video).toEqual(['play', 'pause']);
  });

  it('stays paused through PLAY, PAUSE and more time until the hotspot itself is clicked', () => {
    const { send, time, state, video } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(2.7));
    send({ type: 'PLAY' }, { type: 'PAUSE' }, time(2.8), { type: 'HOTSPOT_CLICKED', id: 'other' });
    expect(state()).toEqual({ annotation: 'hotspot' });
    send({ type: 'HOTSPOT_CLICKED', id: 'h1' });
    expect(state()).toBe('playing');
    expect(video).toEqual(['play', 'pause', 'play']);
  });

  it('shows it once per pass: after the click it does not come back while its window lasts', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(3), { type: 'HOTSPOT_CLICKED', id: 'h1' }, time(3.1), time(4.5));
    expect(state()).toBe('playing');
    expect(context().active).toBeNull();
  });

  it('still shows it exactly 2 s after its time (a late tick, or a seek onto it)', () => {
    const { send, time, state } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(5));
    expect(state()).toEqual({ annotation: 'hotspot' });
  });

  it('skips it 2.01 s after its time: the viewer jumped over it', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, time(5.01), time(6));
    expect(state()).toBe('playing');
    expect(context().hotspots[0]?.shown).toBe(false);
  });

  it('skips one passed by a seek forward, and shows the next one due', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 2), hotspot('h2', 8)]));
    send({ type: 'PLAY' }, { type: 'SEEK', time: 7.7 });
    expect(state()).toBe('playing');
    send(time(7.7));
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h2' });
  });

  it('shows two hotspots at the same time one after the other, each waiting for its click', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 4), hotspot('h2', 4)]));
    send({ type: 'PLAY' }, time(3.6));
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h1' });
    send({ type: 'HOTSPOT_CLICKED', id: 'h1' }, time(3.65));
    expect(state()).toEqual({ annotation: 'hotspot' });
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h2' });
    send({ type: 'HOTSPOT_CLICKED', id: 'h2' }, time(3.7));
    expect(state()).toBe('playing');
  });

  it('shows the earliest first when two are due at one tick', () => {
    const { send, time, context } = start(coordinates([hotspot('late', 4.4), hotspot('early', 4)]));
    send({ type: 'PLAY' }, time(4.2));
    expect(context().active?.id).toBe('early');
  });

  it('does not show hotspots while paused (the clock only runs while playing)', () => {
    const { send, time, state } = start(coordinates([hotspot('h1', 1)]));
    send(time(1));
    expect(state()).toBe('paused');
  });

  it('resets every shown flag at the end, so the next pass shows them again', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 1)], [region('r1', 3)]));
    send({ type: 'PLAY' }, time(1), { type: 'HOTSPOT_CLICKED', id: 'h1' });
    send(time(3), { type: 'HOTSPOT_CLICKED', id: 'r1' }, time(11.9));
    expect(context().hotspots[0]?.shown).toBe(true);
    expect(context().rectangles[0]?.shown).toBe(true);
    send({ type: 'PAUSE' }, { type: 'ENDED' });
    expect(state()).toBe('ended');
    expect(context().hotspots[0]?.shown).toBe(false);
    expect(context().rectangles[0]?.shown).toBe(false);
    // Play again from the end: the video starts over and the hotspot shows again.
    send({ type: 'PLAY' }, time(0), time(0.6));
    expect(state()).toEqual({ annotation: 'hotspot' });
  });

  it('ends from a waiting annotation too, letting it go', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 11.8)]));
    send({ type: 'PLAY' }, time(11.5), { type: 'ENDED' });
    expect(state()).toBe('ended');
    expect(context().active).toBeNull();
  });

  it('a seek back before a shown hotspot lets it show again; one behind the new playhead stays shown', () => {
    const { send, time, state, context, video } = start(coordinates([hotspot('h1', 2), hotspot('h2', 5)]));
    send({ type: 'PLAY' }, time(2), { type: 'HOTSPOT_CLICKED', id: 'h1' });
    send(time(5), { type: 'HOTSPOT_CLICKED', id: 'h2' }, time(6));
    send({ type: 'SEEK', time: 3 });
    expect(state()).toBe('playing');
    expect(video.at(-1)).toBe('seek 3');
    expect(context().hotspots.map((entry) => entry.shown)).toEqual([true, false]);
    send(time(3.1), time(4.6));
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h2' });
  });

  it('seeking while paused stays paused; seeking from the end goes to paused', () => {
    const { send, state, context } = start(coordinates([]));
    send({ type: 'SEEK', time: 4 });
    expect(state()).toBe('paused');
    expect(context().currentTime).toBe(4);
    send({ type: 'PLAY' }, { type: 'ENDED' }, { type: 'SEEK', time: 1 });
    expect(state()).toBe('paused');
  });

  it('seeking away from a waiting hotspot lets it go and plays on from there', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 2)]));
    send({ type: 'PLAY' }, time(2), { type: 'SEEK', time: 8 });
    expect(state()).toBe('playing');
    expect(context().active).toBeNull();
    // Seeking to before it again: it is due again.
    send({ type: 'SEEK', time: 1 }, time(1.6));
    expect(context().active).toEqual({ kind: 'hotspot', id: 'h1' });
  });

  it('loading another recording starts over: paused at 0, its annotations unshown, settings kept', () => {
    const { send, time, state, context } = start(coordinates([hotspot('h1', 2)]));
    send({ type: 'PLAY' }, time(2), { type: 'CYCLE_SPEED' }, { type: 'TOGGLE_MUTE' });
    send({ type: 'LOAD', coordinates: coordinates([hotspot('x1', 1)], [region('y1', 2)]), duration: 8 });
    expect(state()).toBe('paused');
    expect(context()).toMatchObject({
      currentTime: 0,
      duration: 8,
      active: null,
      speedIndex: 1,
      muted: false,
    });
    expect(context().hotspots.map((entry) => [entry.id, entry.shown])).toEqual([['x1', false]]);
    expect(context().rectangles.map((entry) => [entry.id, entry.shown])).toEqual([['y1', false]]);
  });
});

describe('playerMachine: click regions', () => {
  it('a click region pauses like a hotspot until clicked inside it', () => {
    const { send, time, state, context, video } = start(coordinates([], [region('r1', 4)]));
    send({ type: 'PLAY' }, time(3.49));
    expect(state()).toBe('playing');
    send(time(3.5));
    expect(state()).toEqual({ annotation: 'clickRegion' });
    expect(context().active).toEqual({ kind: 'rectangle', id: 'r1' });
    send({ type: 'PLAY' }, time(3.6));
    expect(state()).toEqual({ annotation: 'clickRegion' });
    send({ type: 'HOTSPOT_CLICKED', id: 'r1' });
    expect(state()).toBe('playing');
    expect(video).toEqual(['play', 'pause', 'play']);
  });

  it('is skipped more than 2 s past, shown exactly 2 s past', () => {
    const skipped = start(coordinates([], [region('r1', 4)]));
    skipped.send({ type: 'PLAY' }, skipped.time(6.01));
    expect(skipped.state()).toBe('playing');
    const late = start(coordinates([], [region('r1', 4)]));
    late.send({ type: 'PLAY' }, late.time(6));
    expect(late.state()).toEqual({ annotation: 'clickRegion' });
  });

  it('a hotspot and a click region at the same time: the hotspot first, then the region', () => {
    const { send, time, state } = start(coordinates([hotspot('h1', 2)], [region('r1', 2)]));
    send({ type: 'PLAY' }, time(2));
    expect(state()).toEqual({ annotation: 'hotspot' });
    send({ type: 'HOTSPOT_CLICKED', id: 'h1' }, time(2.05));
    expect(state()).toEqual({ annotation: 'clickRegion' });
  });
});

/** The machine with its reports recorded, as a prospect's player provides them. */
const reporting = (coords: Coordinates, duration = 12) => {
  const reports: string[] = [];
  const machine = playerMachine.provide({
    actions: {
      reportPlay: (_, { position, duration }) => reports.push(`play ${position} of ${duration}`),
      reportProgress: (_, { position }) => reports.push(`at ${position}`),
      reportPause: (_, { position, reason }) => reports.push(`pause ${position} ${reason}`),
      reportWatch: (_, { duration }) => reports.push(`watch of ${duration}`),
      reportEnd: () => reports.push('end'),
    },
  });
  const actor = createActor(machine, { input: { coordinates: coords, duration } }).start();
  const send = (...events: PlayerEvent[]) => {
    for (const event of events) actor.send(event);
  };
  return { actor, send, reports };
};

describe('playerMachine: what the viewer does, reported', () => {
  it('reports each start, the playhead while playing, and each pause by the viewer with what was watched', () => {
    const { send, reports } = reporting(coordinates([]));
    send(
      { type: 'PLAY' },
      { type: 'TIME', currentTime: 0.5, duration: 12.04 },
      { type: 'TIME', currentTime: 1 },
    );
    send({ type: 'PAUSE' }, { type: 'PLAY' }, { type: 'SEEK', time: 7 }, { type: 'PAUSE' });
    expect(reports).toEqual([
      'play 0 of 12',
      'at 0.5',
      'at 1',
      'pause 1 user',
      'watch of 12.04',
      'play 1 of 12.04',
      'at 7',
      'pause 7 user',
      'watch of 12.04',
    ]);
  });

  it('reports nothing for what happens while not playing: a pause, the clock, a seek, settings', () => {
    const { send, reports } = reporting(coordinates([]));
    send(
      { type: 'PAUSE' },
      { type: 'TIME', currentTime: 2 },
      { type: 'SEEK', time: 4 },
      { type: 'TOGGLE_MUTE' },
    );
    send({ type: 'CYCLE_SPEED' }, { type: 'ENDED' });
    expect(reports).toEqual([]);
  });

  it('a hotspot due is a stop at the tick that showed it; the click plays on from there', () => {
    const { send, reports } = reporting(coordinates([hotspot('h1', 3)]));
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 2 }, { type: 'TIME', currentTime: 2.6 });
    // Waiting for the click: PLAY and the clock change nothing.
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 2.6 }, { type: 'HOTSPOT_CLICKED', id: 'h1' });
    expect(reports).toEqual(['play 0 of 12', 'at 2', 'pause 2.6 hotspot', 'watch of 12', 'play 2.6 of 12']);
  });

  it('a click region is reported as a hotspot stop too; a seek away from it plays on from the new place', () => {
    const { send, reports } = reporting(coordinates([], [region('r1', 3)]));
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 3 }, { type: 'SEEK', time: 9 });
    expect(reports).toEqual(['play 0 of 12', 'pause 3 hotspot', 'watch of 12', 'play 9 of 12']);
  });

  it("the end while playing is a stop at the video's length, then the end of the view; played again, a new start", () => {
    const { send, reports } = reporting(coordinates([]));
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 11.97 }, { type: 'ENDED' }, { type: 'PLAY' });
    expect(reports).toEqual([
      'play 0 of 12',
      'at 11.97',
      'pause 12 end',
      'watch of 12',
      'end',
      'play 11.97 of 12',
    ]);
  });

  it('the end of a video whose length is unknown stops where the playhead was', () => {
    const { send, reports } = reporting(coordinates([]), 0);
    send({ type: 'PLAY' }, { type: 'TIME', currentTime: 5 }, { type: 'ENDED' });
    expect(reports).toEqual(['play 0 of 0', 'at 5', 'pause 5 end', 'watch of 0', 'end']);
  });

  it("runs the page's pageLeave for as long as the player runs", () => {
    let running = 0;
    const machine = playerMachine.provide({
      actors: {
        pageLeave: fromCallback(() => {
          running += 1;
          return () => {
            running -= 1;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { coordinates: coordinates([]) } }).start();
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'ENDED' });
    expect(running).toBe(1);
    actor.stop();
    expect(running).toBe(0);
  });
});

describe('playerMachine: every state is reachable', () => {
  it('reaches paused, playing, both annotation kinds and ended', () => {
    const paths = getShortestPaths(playerMachine, {
      input: { coordinates: coordinates([hotspot('h1', 2)], [region('r1', 5)]) },
      events: playerWalkEvents,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value as StateValue)));
    expect([...values].sort()).toEqual(
      ['"ended"', '"paused"', '"playing"', '{"annotation":"clickRegion"}', '{"annotation":"hotspot"}'].sort(),
    );
  });
});
