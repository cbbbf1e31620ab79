import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import { type FrameCta, type FrameEvent, type FrameMachineInput, frameMachine } from './frameMachine.ts';

const plain: FrameMachineInput = {
  teaser: true,
  gated: false,
  autoplay: false,
  still: false,
  lightbox: false,
  cta: null,
};

function start(input: Partial<FrameMachineInput> = {}) {
  const reports: string[] = [];
  const ctas: FrameCta[] = [];
  let closes = 0;
  let playsAgain = 0;
  let prefetches = 0;
  const machine = frameMachine.provide({
    actions: {
      reportRender: () => reports.push('render'),
      prefetchPlayer: () => {
        prefetches++;
      },
      reportCta: (_, cta) => {
        reports.push('cta');
        ctas.push(cta);
      },
      closeLightbox: () => {
        closes++;
      },
      playAgain: () => {
        playsAgain++;
      },
    },
  });
  const actor = createActor(machine, { input: { ...plain, ...input } }).start();
  return {
    actor,
    reports,
    ctas,
    get closes() {
      return closes;
    },
    get playsAgain() {
      return playsAgain;
    },
    get prefetches() {
      return prefetches;
    },
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('frameMachine', () => {
  it('opens on the teaser and reports the render once', () => {
    const frame = start();
    expect(frame.value()).toBe('teaser');
    expect(frame.reports).toEqual(['render']);
    expect(frame.context().focusPlayer).toBe(false);
    expect(frame.playsAgain).toBe(0);
  });

  it("fetches the player's code on entering the teaser (prefetchPlayer), once, not again as it plays", () => {
    const frame = start();
    expect(frame.value()).toBe('teaser');
    expect(frame.prefetches).toBe(1);
    frame.actor.send({ type: 'launch', keyboard: false });
    frame.actor.send({ type: 'loader.play' });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.prefetches).toBe(1);

    const gated = start({ gated: true, cta: { ctaLabel: 'See it in action', url: '' } });
    expect(gated.prefetches).toBe(1);
    gated.actor.send({ type: 'launch', keyboard: true });
    gated.actor.send({ type: 'gate.passed' });
    expect(gated.prefetches).toBe(1);
  });

  it("fetches nothing when no teaser stays on screen: the still preview, the loader's autoplay, a CYOA", () => {
    const still = start({ still: true });
    expect(still.value()).toBe('still');
    still.actor.send({ type: 'launch', keyboard: true });
    expect(still.prefetches).toBe(0);
    // The still preview wins over the loader's autoplay (isStill is checked first).
    expect(start({ still: true, autoplay: true }).prefetches).toBe(0);
    // Launched at once: the player mounts and loads its own code.
    const autoplay = start({ autoplay: true });
    expect(autoplay.value()).toEqual({ launched: 'playing' });
    expect(autoplay.prefetches).toBe(0);
    const cyoa = start({ teaser: false, gated: true });
    expect(cyoa.value()).toEqual({ launched: 'gate' });
    expect(cyoa.prefetches).toBe(0);
  });

  it('plays once the teaser is pressed with a pointer: the focus stays where it was', () => {
    const frame = start();
    frame.actor.send({ type: 'launch', keyboard: false });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.context().focusPlayer).toBe(false);
    expect(frame.reports).toEqual(['render']);
  });

  it('records that the keyboard pressed the teaser, so the player takes the focus', () => {
    const frame = start();
    frame.actor.send({ type: 'launch', keyboard: true });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.context().focusPlayer).toBe(true);
  });

  it("reports the CTA teaser's press (hasCta) before it plays; a plain teaser reports nothing", () => {
    const cta = { ctaLabel: 'See it in action', url: '' };
    const frame = start({ cta });
    frame.actor.send({ type: 'launch', keyboard: true });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.reports).toEqual(['render', 'cta']);
    expect(frame.ctas).toEqual([cta]);
    expect(frame.context().focusPlayer).toBe(true);

    const plainFrame = start();
    plainFrame.actor.send({ type: 'launch', keyboard: false });
    expect(plainFrame.reports).toEqual(['render']);
  });

  it("the loader's play launches from the teaser (the focus stays), and plays again once playing", () => {
    const frame = start();
    frame.actor.send({ type: 'loader.play' });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.context().focusPlayer).toBe(false);
    expect(frame.playsAgain).toBe(0);
    frame.actor.send({ type: 'loader.play' });
    frame.actor.send({ type: 'loader.play' });
    expect(frame.playsAgain).toBe(2);
    expect(frame.value()).toEqual({ launched: 'playing' });
  });

  it('opens playing when the loader opened the frame to play (opensLaunched: autoplay)', () => {
    const frame = start({ autoplay: true });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.context().focusPlayer).toBe(false);
    expect(frame.reports).toEqual(['render']);
  });

  it('opens on the journey when there is no teaser (opensLaunched: a CYOA), behind the gate when gated', () => {
    expect(start({ teaser: false }).value()).toEqual({ launched: 'playing' });
    expect(start({ teaser: false, gated: true }).value()).toEqual({ launched: 'gate' });
  });

  it('a gated widget shows the gate once launched (notGated), plays once passed, and stays passed', () => {
    const frame = start({ gated: true });
    frame.actor.send({ type: 'launch', keyboard: true });
    expect(frame.value()).toEqual({ launched: 'gate' });
    // The focus is kept for when the player starts, after the gate.
    expect(frame.context().focusPlayer).toBe(true);
    // Behind the gate the loader's play waits: there is no player to play.
    frame.actor.send({ type: 'loader.play' });
    expect(frame.value()).toEqual({ launched: 'gate' });
    expect(frame.playsAgain).toBe(0);
    frame.actor.send({ type: 'gate.passed' });
    expect(frame.value()).toEqual({ launched: 'playing' });
    // Nothing leads back to the teaser or the gate.
    frame.actor.send({ type: 'launch', keyboard: false });
    frame.actor.send({ type: 'gate.passed' });
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.context().focusPlayer).toBe(true);
  });

  it('opens on the gate when the loader opened a gated frame to play', () => {
    const frame = start({ gated: true, autoplay: true });
    expect(frame.value()).toEqual({ launched: 'gate' });
    frame.actor.send({ type: 'gate.passed' });
    expect(frame.value()).toEqual({ launched: 'playing' });
  });

  it("a still teaser (isStill: the console's preview) launches on nothing", () => {
    const frame = start({ still: true, autoplay: true });
    expect(frame.value()).toBe('still');
    frame.actor.send({ type: 'launch', keyboard: true });
    frame.actor.send({ type: 'loader.play' });
    frame.actor.send({ type: 'gate.passed' });
    expect(frame.value()).toBe('still');
    expect(frame.reports).toEqual(['render']);
  });

  it('gate.passed means nothing before the gate shows', () => {
    const frame = start({ gated: true });
    frame.actor.send({ type: 'gate.passed' });
    expect(frame.value()).toBe('teaser');
    frame.actor.send({ type: 'launch', keyboard: false });
    expect(frame.value()).toEqual({ launched: 'gate' });
  });

  it("in a lightbox (inLightbox), Close and Esc ask the loader to close, each time, whatever the frame's state", () => {
    const frame = start({ lightbox: true, gated: true, autoplay: true });
    frame.actor.send({ type: 'close' });
    expect(frame.closes).toBe(1);
    expect(frame.value()).toEqual({ launched: 'gate' });
    frame.actor.send({ type: 'gate.passed' });
    frame.actor.send({ type: 'close' });
    frame.actor.send({ type: 'close' });
    expect(frame.closes).toBe(3);
    // The loader removes the frame; until then it stays as it was.
    expect(frame.value()).toEqual({ launched: 'playing' });

    const teaser = start({ lightbox: true });
    teaser.actor.send({ type: 'close' });
    expect(teaser.closes).toBe(1);
    expect(teaser.value()).toBe('teaser');
  });

  it('without a lightbox (a share page) there is nothing to close', () => {
    const frame = start({ autoplay: true });
    frame.actor.send({ type: 'close' });
    expect(frame.closes).toBe(0);
    expect(frame.value()).toEqual({ launched: 'playing' });
  });

  it("reports a followed link (the Hero's) as a CTA in any state, moving nothing", () => {
    const frame = start({ gated: true });
    const link = { type: 'link.open' as const, ctaLabel: 'Book a call', url: 'https://acme.example/book' };
    frame.actor.send(link);
    frame.actor.send({ type: 'launch', keyboard: false });
    frame.actor.send(link);
    frame.actor.send({ type: 'gate.passed' });
    frame.actor.send(link);
    expect(frame.value()).toEqual({ launched: 'playing' });
    expect(frame.ctas).toEqual([
      { ctaLabel: 'Book a call', url: 'https://acme.example/book' },
      { ctaLabel: 'Book a call', url: 'https://acme.example/book' },
      { ctaLabel: 'Book a call', url: 'https://acme.example/book' },
    ]);
  });

  it('every state it defines is reachable, from one input or another', () => {
    const events = [
      { type: 'launch', keyboard: true },
      { type: 'launch', keyboard: false },
      { type: 'loader.play' },
      { type: 'gate.passed' },
      { type: 'close' },
      { type: 'link.open', ctaLabel: 'Book a call', url: 'https://acme.example/book' },
    ] satisfies FrameEvent[];
    const inputs: FrameMachineInput[] = [
      { ...plain, gated: true, lightbox: true, cta: { ctaLabel: 'Go', url: '' } },
      { ...plain, still: true },
    ];
    const reached = new Set(
      inputs.flatMap((input) =>
        getShortestPaths(frameMachine, {
          input,
          events,
          serializeState: (snapshot) =>
            JSON.stringify([snapshot.value, (snapshot as { context: unknown }).context]),
        }).map((path) => JSON.stringify((path.state as { value: StateValue }).value)),
      ),
    );
    expect([...reached].sort()).toEqual(
      ['"still"', '"teaser"', '{"launched":"gate"}', '{"launched":"playing"}'].sort(),
    );
  });
});
