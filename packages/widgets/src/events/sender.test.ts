import { eventBatch, eventLimits, type FrameData, type HostEvent, visitorId } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import {
  createEventSender,
  type EventSenderOptions,
  eventRetryDelay,
  maxBodyBytes,
  type SenderPage,
  type Timers,
} from './sender.ts';

const widgetId = '6f1c1d6e-7e53-4c59-9d3b-3f0d1b0f3a11';
const companyId = '0b8f4c1e-2a39-4a57-8e0e-5d2c7f9a4b22';
const recordingId = '1d3b5f7a-9c2e-4e6a-8b0d-2f4a6c8e0b33';

// The sender reads the widget's kind and id only; the rest of the record is the frames' concern.
const frameOf = (overrides: Partial<FrameData> = {}): FrameData =>
  ({
    mode: 'embed',
    companyId,
    widget: { kind: 'solo', solo: { id: widgetId } },
    demos: [],
    audienceUrl: 'https://audience.example/',
    hostOrigin: 'https://host.example',
    record: true,
    ...overrides,
  }) as FrameData;

/** Timers that run only when the test moves the clock. */
function manualClock() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clear: (id) => {
      due.delete(id as number);
    },
  };
  const idle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    timers,
    now: () => now,
    pending: () => [...due.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
    /** Moves the clock by `ms`, running each timer that falls due, in order, with its promises. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        await idle();
        const first = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!first || first[1].at > until) break;
        due.delete(first[0]);
        now = first[1].at;
        first[1].run();
      }
      now = until;
      await idle();
    },
  };
}

type Reply = number | 'network' | { status: number; retryAfter?: string };

/** A fetch that answers from `replies` in turn (200 once they run out) and keeps every body. */
function fakeServer(replies: Reply[] = []) {
  const bodies: string[] = [];
  const fetch: NonNullable<EventSenderOptions['fetch']> = async (url, init) => {
    expect(url).toBe('https://audience.example/events');
    expect(init.headers['content-type']).toBe('application/json');
    bodies.push(init.body);
    const reply = replies.shift() ?? 200;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const { status, retryAfter } =
      typeof reply === 'number' ? { status: reply, retryAfter: undefined } : reply;
    return {
      status,
      headers: { get: (name: string) => (name === 'retry-after' ? (retryAfter ?? null) : null) },
    };
  };
  return { fetch, bodies, events: () => bodies.flatMap((body) => eventBatch.parse(JSON.parse(body)).events) };
}

function fakePage({ framed = true } = {}) {
  const listeners = new Map<string, () => void>();
  const beacons: { url: string; body: string }[] = [];
  const posted: { message: HostEvent; origin: string }[] = [];
  let hidden = false;
  const page: SenderPage = {
    addEventListener: (type, listener) => listeners.set(type, listener),
    removeEventListener: (type) => listeners.delete(type),
    hidden: () => hidden,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    postToParent: framed ? (message, origin) => posted.push({ message, origin }) : undefined,
  };
  return {
    page,
    beacons,
    posted,
    listeners,
    hide() {
      hidden = true;
      listeners.get('visibilitychange')?.();
    },
  };
}

const setup = (replies: Reply[] = [], frame = frameOf(), random = () => 0.5) => {
  const clock = manualClock();
  const server = fakeServer(replies);
  const page = fakePage();
  const sender = createEventSender({
    frame,
    fetch: server.fetch,
    now: () => 1_764_237_600_000 + clock.now(),
    random,
    timers: clock.timers,
    page: page.page,
  });
  return { clock, server, page, sender };
};

describe('createEventSender', () => {
  it("a prospect page's events name its link, never a company; its embed's add the widget; all one visitor", async () => {
    const clock = manualClock();
    const server = fakeServer();
    const page = fakePage({ framed: false });
    const link = 'q3Vt8pZcR1uJxW4yL0mNaA';
    const sender = createEventSender({
      prospectLink: { link, audienceUrl: 'https://audience.example/', record: true },
      fetch: server.fetch,
      now: () => 1_764_237_600_000 + clock.now(),
      timers: clock.timers,
      page: page.page,
    });
    sender.emit('render', {});
    sender.emitFor(frameOf().widget)('play', { recordingId, position: 0 });
    await sender.flush();
    const [own, embed] = server.events();
    expect(own).toMatchObject({ link, visitor: sender.visitor, type: 'render' });
    expect(own).not.toHaveProperty('companyId');
    expect(own).not.toHaveProperty('widgetId');
    expect(embed).toMatchObject({ link, kind: 'solo', widgetId, visitor: sender.visitor, type: 'play' });
    expect(embed).not.toHaveProperty('companyId');
    // A link not recorded (a rep's preview) sends nothing.
    const preview = createEventSender({
      prospectLink: { link, audienceUrl: 'https://audience.example/', record: false },
      fetch: server.fetch,
      page: page.page,
    });
    preview.emit('render', {});
    await preview.flush();
    expect(server.events()).toHaveLength(2);
  });

  it("records nothing in a rep's preview: no request, no beacon, no message to a host", async () => {
    const { clock, server, page, sender } = setup([], frameOf({ record: false, mode: 'preview' }));
    sender.emit('play', { recordingId, position: 0 });
    sender.emit('cta', { ctaLabel: 'Book', url: 'https://example.com' });
    await clock.advance(60_000);
    page.hide();
    await sender.flush();
    expect(server.bodies).toEqual([]);
    expect(page.beacons).toEqual([]);
    expect(page.posted).toEqual([]);
  });

  it('sends events in one batch flushMs after the first, each with its own id and the visitor of this load', async () => {
    const { clock, server, sender } = setup();
    sender.emit('render', {});
    sender.emit('play', { recordingId, position: 0 });
    await clock.advance(eventLimits.flushMs - 1);
    expect(server.bodies).toEqual([]);
    sender.emit('pause', { recordingId, position: 3, reason: 'user' });
    await clock.advance(1);
    expect(server.bodies).toHaveLength(1);
    const events = server.events();
    expect(events.map((event) => event.type)).toEqual(['render', 'play', 'pause']);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    for (const event of events) {
      expect(event).toMatchObject({ kind: 'solo', widgetId, companyId, visitor: sender.visitor });
    }
    expect(visitorId.safeParse(sender.visitor).success).toBe(true);
    expect(events[2]!.at - events[0]!.at).toBe(eventLimits.flushMs - 1);
    // Another load of the frame is another visitor.
    expect(setup().sender.visitor).not.toBe(sender.visitor);
  });

  it('sends at once when batchMax events wait, and keeps each body under what a beacon carries', async () => {
    const { clock, server, sender } = setup();
    for (let i = 0; i < 250; i++) sender.emit('hotspot', { recordingId, annotation: i % 1000 });
    await clock.advance(0);
    expect(server.bodies.map((body) => JSON.parse(body).events.length)).toEqual([100, 100]);
    await clock.advance(eventLimits.flushMs);
    expect(server.events()).toHaveLength(250);

    const big = setup();
    for (let i = 0; i < 40; i++) {
      big.sender.emit('answer', {
        stepIndex: 1,
        question: 'q',
        selectedChoices: [],
        inputText: 'é'.repeat(2000),
      });
    }
    await big.sender.flush();
    expect(big.server.bodies.length).toBeGreaterThan(1);
    for (const body of big.server.bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxBodyBytes);
    expect(big.server.events()).toHaveLength(40);
  });

  it('sends a failed batch again, with the same ids, after an exponential backoff with jitter', async () => {
    const { clock, server, sender } = setup(['network', 503, { status: 429, retryAfter: '5' }, 200]);
    sender.emit('cta', { ctaLabel: 'Book', url: 'https://example.com/book' });
    await clock.advance(eventLimits.flushMs);
    expect(server.bodies).toHaveLength(1);
    // random() = 0.5: no jitter, so base x 2^(n-1).
    expect(clock.pending()).toEqual([eventLimits.retryBaseMs]);
    await clock.advance(eventLimits.retryBaseMs);
    expect(server.bodies).toHaveLength(2);
    expect(clock.pending()).toEqual([eventLimits.retryBaseMs * 2]);
    await clock.advance(eventLimits.retryBaseMs * 2);
    // A 429 waits at least its Retry-After.
    expect(clock.pending()).toEqual([5000]);
    await clock.advance(5000);
    expect(server.bodies).toHaveLength(4);
    expect(new Set(server.bodies).size).toBe(1);
    expect(clock.pending()).toEqual([]);
  });

  it('spreads retries with jitter of half to one and a half times the step', () => {
    expect(eventRetryDelay(1, () => 0)).toBe(eventLimits.retryBaseMs / 2);
    expect(eventRetryDelay(3, () => 0.999)).toBe(Math.round(eventLimits.retryBaseMs * 4 * 1.499));
  });

  it('gives a batch up after eventLimits.retries retries, and never resends one refused for its content', async () => {
    const failing = setup(Array.from({ length: 20 }, () => 500));
    failing.sender.emit('render', {});
    await failing.clock.advance(eventLimits.flushMs + 10 * 60_000);
    expect(failing.server.bodies).toHaveLength(1 + eventLimits.retries);
    await failing.sender.flush();

    const refused = setup([400, 413]);
    refused.sender.emit('render', {});
    await refused.sender.flush();
    await refused.clock.advance(10 * 60_000);
    expect(refused.server.bodies).toHaveLength(1);
  });

  it('beacons everything not yet delivered when the page hides: waiting, in retry, and in flight', async () => {
    const { clock, server, page, sender } = setup(['network']);
    sender.emit('play', { recordingId, position: 0 });
    await clock.advance(eventLimits.flushMs);
    // That batch failed and waits for its retry; two more wait for the next flush.
    sender.emit('pause', { recordingId, position: 4, reason: 'user' });
    sender.emit('watch', { recordingId, duration: 4, ranges: [[0, 4]] });
    page.hide();
    expect(page.beacons.map((beacon) => beacon.url)).toEqual([
      'https://audience.example/events',
      'https://audience.example/events',
    ]);
    const beaconed = page.beacons.flatMap((beacon) => eventBatch.parse(JSON.parse(beacon.body)).events);
    expect(beaconed.map((event) => event.type).sort()).toEqual(['pause', 'play', 'watch']);
    // The retry is off: the beacon carries the batch now, with the ids the fetch had.
    expect(beaconed.find((event) => event.type === 'play')!.id).toBe(server.events()[0]!.id);
    expect(clock.pending()).toEqual([]);
    await sender.flush();
  });

  it('beacons on pagehide too, and on dispose, then stops', async () => {
    const { page, sender, server } = setup();
    sender.emit('render', {});
    page.listeners.get('pagehide')!();
    expect(page.beacons).toHaveLength(1);
    sender.emit('complete', {});
    sender.dispose();
    expect(page.beacons).toHaveLength(2);
    expect(page.listeners.size).toBe(0);
    sender.emit('render', {});
    await sender.flush();
    expect(server.bodies).toEqual([]);
  });

  it('tells the host page the host-event types, to its origin only, and never an e-mail', () => {
    const { page, sender } = setup();
    sender.emit('play', { recordingId, position: 1.5 });
    sender.emit('watch', { recordingId, duration: 2, ranges: [[0, 2]] });
    sender.emit('gate', { outcome: 'allowed' });
    sender.emit('answer', {
      stepIndex: 0,
      question: 'Email?',
      selectedChoices: [],
      inputText: 'me@prospect.example',
    });
    expect(page.posted).toEqual([
      {
        origin: 'https://host.example',
        message: {
          showroom: 1,
          type: 'event',
          kind: 'solo',
          id: widgetId,
          event: 'play',
          data: { recordingId, position: 1.5 },
        },
      },
      {
        origin: 'https://host.example',
        message: {
          showroom: 1,
          type: 'event',
          kind: 'solo',
          id: widgetId,
          event: 'gate',
          data: { outcome: 'allowed' },
        },
      },
    ]);
    expect(JSON.stringify(page.posted)).not.toContain('@');
  });

  it('posts nothing to a host when the host origin is unknown or the frame is not framed', () => {
    const unknown = setup([], frameOf({ hostOrigin: '' }));
    unknown.sender.emit('play', { recordingId, position: 0 });
    expect(unknown.page.posted).toEqual([]);

    const clock = manualClock();
    const alone = fakePage({ framed: false });
    const sender = createEventSender({
      frame: frameOf(),
      fetch: fakeServer().fetch,
      timers: clock.timers,
      page: alone.page,
    });
    sender.emit('play', { recordingId, position: 0 });
    expect(alone.posted).toEqual([]);
  });
});
