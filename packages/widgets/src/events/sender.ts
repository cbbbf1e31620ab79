import {
  type EventType,
  eventLimits,
  type FrameData,
  type FrameWidget,
  type HostEvent,
  hostEventTypes,
  type ProspectEvent,
  protocolVersion,
} from '@showroom/contract';
import type { Emit } from './index.ts';

/**
 * The frame's event sender (issue 12): what `emit` is in a real frame. Each event gets its id here
 * (crypto.randomUUID), so whatever is sent twice (a retry after a lost reply, a beacon after a
 * fetch) is counted once by the server (POST /events keeps the first of an id).
 *
 * - Batches: sent when `eventLimits.batchMax` events wait or `eventLimits.flushMs` after the first,
 *   each batch's body under `maxBodyBytes` (what navigator.sendBeacon may carry).
 * - Retries a failed batch (no answer, 5xx, 429) with the same ids, after
 *   `eventRetryDelay(attempt)`: exponential from `eventLimits.retryBaseMs`, with jitter, at least
 *   the 429's Retry-After, at most `eventLimits.retries` times. A batch the server refused for
 *   its content (400, 413, 415) is not sent again: it would be refused again.
 * - When the page hides (pagehide, or visibilitychange to hidden), sends everything not yet
 *   delivered with navigator.sendBeacon (text/plain JSON; the ingest takes it), the batches
 *   waiting for a retry and those still in flight included: a copy the server already has is a
 *   duplicate, never a second count.
 * - A visitor id per frame load, random, in memory only: no cookie, no storage.
 * - Does nothing at all when `record` is false (a rep's preview is not a prospect).
 * - A prospect page's events (issue 13) name its link, never a company or page: the server finds
 *   those from the link (`prospectLink`); an Embed page's embed adds its own kind and id (`emitFor`).
 * - Forwards the host-event types (contract protocol.ts `hostEventTypes`) to the embedding page
 *   with `postMessage(event, hostOrigin)` when framed and the host origin is known (never '*').
 *   An event's data holds no e-mail (the gate's event carries only its outcome).
 */

/** sendBeacon's quota is 64 KiB for everything queued; one batch stays under this. */
export const maxBodyBytes = 60_000;

/** Milliseconds before retry number `attempt` (1 for the first): base x 2^(attempt-1), x 0.5 to 1.5. */
export const eventRetryDelay = (attempt: number, random: () => number) =>
  Math.round(eventLimits.retryBaseMs * 2 ** (attempt - 1) * (0.5 + random()));

/** Whether an answer's status means the same batch may succeed later. */
export const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export const widgetIdOf = (widget: FrameWidget) => {
  switch (widget.kind) {
    case 'hero':
      return widget.hero.id;
    case 'solo':
      return widget.solo.id;
    case 'sneakpeek':
      return widget.sneakpeek.id;
    case 'cyoa':
      return widget.cyoa.id;
  }
};

const visitorAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 characters of the contract's visitor alphabet (132 random bits). */
export function newVisitorId(randomBytes: (n: number) => Uint8Array) {
  return Array.from(randomBytes(22), (byte) => visitorAlphabet[byte & 63]).join('');
}

type Fetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; keepalive?: boolean },
) => Promise<{ status: number; headers: { get(name: string): string | null } }>;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** What the sender listens to and posts through; a browser's by default. */
export interface SenderPage {
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void;
  hidden(): boolean;
  sendBeacon?: ((url: string, body: string) => boolean) | undefined;
  /** Posts to the embedding page; absent when not framed. */
  postToParent?: ((message: HostEvent, origin: string) => void) | undefined;
}

/** A prospect page's link (issue 13): its events name the link, and the server finds the page and company. */
export interface SenderLink {
  link: string;
  audienceUrl: string;
  /** False in a rep's preview: nothing is sent. */
  record: boolean;
}

export interface EventSenderOptions {
  /** A widget's frame: its events name the widget, its kind and company. */
  frame?: FrameData;
  /**
   * A prospect page: its events name `link` (and, with `frame`, the embed they come from). Given
   * both, the frame's widget is the page's embed.
   */
  prospectLink?: SenderLink;
  fetch?: Fetch;
  /** Epoch milliseconds (each event's `at`). */
  now?: () => number;
  /** In [0, 1): the retries' jitter. */
  random?: () => number;
  /** Defaults to crypto.randomUUID. */
  uuid?: () => string;
  /** Defaults to crypto.getRandomValues. */
  randomBytes?: (n: number) => Uint8Array;
  timers?: Timers;
  page?: SenderPage;
  /** The embedding page's origin, when the frame knows it better than the frame data (its fragment). */
  hostOrigin?: string;
}

export interface EventSender {
  emit: Emit;
  /** A prospect page's sender: the events of its embed (`widget`), tagged with the same link and visitor. */
  emitFor(widget: FrameWidget): Emit;
  /** Sends what waits now; resolves once every batch sent so far is delivered, dropped or given up. */
  flush(): Promise<void>;
  /** Beacons what is left and stops listening. */
  dispose(): void;
  readonly visitor: string;
}

interface Batch {
  events: ProspectEvent[];
  body: string;
  attempt: number;
  timer?: unknown;
  settled: Promise<void>;
  done: () => void;
}

function browserPage(): SenderPage | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const framed = window.parent !== window;
  return {
    addEventListener: (type, listener) =>
      (type === 'pagehide' ? window : document).addEventListener(type, listener),
    removeEventListener: (type, listener) =>
      (type === 'pagehide' ? window : document).removeEventListener(type, listener),
    hidden: () => document.visibilityState === 'hidden',
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    postToParent: framed ? (message, origin) => window.parent.postMessage(message, origin) : undefined,
  };
}

const noSender: EventSender = {
  emit: () => {},
  emitFor: () => () => {},
  flush: async () => {},
  dispose: () => {},
  visitor: '',
};

export function createEventSender(options: EventSenderOptions): EventSender {
  const { frame, prospectLink } = options;
  const record = prospectLink ? prospectLink.record : (frame?.record ?? false);
  if (!record || (!frame && !prospectLink)) return noSender;
  const fetcher: Fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const uuid = options.uuid ?? (() => crypto.randomUUID());
  const randomBytes = options.randomBytes ?? ((n) => crypto.getRandomValues(new Uint8Array(n)));
  const timers: Timers = options.timers ?? {
    set: (run, ms) => setTimeout(run, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const page = options.page ?? browserPage();
  const hostOrigin = options.hostOrigin ?? frame?.hostOrigin;
  const audienceUrl = prospectLink?.audienceUrl ?? frame?.audienceUrl ?? '';
  const url = `${audienceUrl.replace(/\/+$/, '')}/events`;
  const visitor = newVisitorId(randomBytes);
  const encoder = new TextEncoder();

  let pending: ProspectEvent[] = [];
  let flushTimer: unknown;
  /** Batches sent and not yet delivered, dropped or given up: in flight or waiting for a retry. */
  const unsettled = new Set<Batch>();
  let disposed = false;

  const bodyOf = (events: ProspectEvent[]) => JSON.stringify({ events });
  // `{"events":[` and `]}`, and a comma between events.
  const envelopeBytes = 13;

  const settle = (batch: Batch) => {
    if (batch.timer !== undefined) timers.clear(batch.timer);
    unsettled.delete(batch);
    batch.done();
  };

  const attempt = async (batch: Batch) => {
    batch.timer = undefined;
    if (!unsettled.has(batch)) return;
    let status: number;
    let retryAfter = 0;
    try {
      const reply = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: batch.body,
      });
      status = reply.status;
      retryAfter = Number(reply.headers.get('retry-after')) || 0;
    } catch {
      status = 0;
    }
    if (!unsettled.has(batch)) return;
    if ((status >= 200 && status < 300) || (status !== 0 && !retryable(status))) {
      settle(batch);
      return;
    }
    batch.attempt += 1;
    if (batch.attempt > eventLimits.retries || disposed) {
      settle(batch);
      return;
    }
    const delay = Math.max(eventRetryDelay(batch.attempt, random), retryAfter * 1000);
    batch.timer = timers.set(() => void attempt(batch), delay);
  };

  const send = (events: ProspectEvent[]) => {
    let done!: () => void;
    const settled = new Promise<void>((resolve) => {
      done = resolve;
    });
    const batch: Batch = { events, body: bodyOf(events), attempt: 0, settled, done };
    unsettled.add(batch);
    void attempt(batch);
  };

  /** What waits, cut into batches of at most batchMax events and maxBodyBytes; nothing waits after. */
  const takePending = () => {
    if (flushTimer !== undefined) timers.clear(flushTimer);
    flushTimer = undefined;
    const batches: ProspectEvent[][] = [];
    let batch: ProspectEvent[] = [];
    let bytes = envelopeBytes;
    for (const event of pending) {
      const size = encoder.encode(JSON.stringify(event)).length + 1;
      if (batch.length && (batch.length >= eventLimits.batchMax || bytes + size > maxBodyBytes)) {
        batches.push(batch);
        batch = [];
        bytes = envelopeBytes;
      }
      batch.push(event);
      bytes += size;
    }
    if (batch.length) batches.push(batch);
    pending = [];
    return batches;
  };

  const sendPending = () => {
    for (const batch of takePending()) send(batch);
  };

  /** The page is hiding, maybe for good: everything not known to be delivered goes by beacon. */
  const beaconAll = () => {
    for (const events of takePending()) {
      // One the browser refuses (over its quota) goes by fetch, with its retries.
      if (!page?.sendBeacon?.(url, bodyOf(events))) send(events);
    }
    for (const batch of [...unsettled]) {
      // A beacon the browser took is delivered as far as this page can know; one it refused
      // stays with its retries, which run if the page comes back.
      if (page?.sendBeacon?.(url, batch.body)) settle(batch);
    }
  };

  const onHide = () => {
    if (page?.hidden()) beaconAll();
  };
  const onPageHide = () => beaconAll();
  page?.addEventListener('visibilitychange', onHide);
  page?.addEventListener('pagehide', onPageHide);

  const forward = (event: ProspectEvent) => {
    if (!hostOrigin || !page?.postToParent || !event.kind || !event.widgetId) return;
    if (!(hostEventTypes as readonly EventType[]).includes(event.type)) return;
    const message: HostEvent = {
      showroom: protocolVersion,
      type: 'event',
      kind: event.kind,
      id: event.widgetId,
      event: event.type as HostEvent['event'],
      data: { ...event.data },
    };
    page.postToParent(message, hostOrigin);
  };

  /**
   * Who made an event: a widget (its kind, id and company), or a page's link (and the embed it
   * came from): the server takes a page's company, page and relationship from the link alone.
   */
  const sourceOf = (widget: FrameWidget | undefined) => {
    if (prospectLink) {
      return widget
        ? { link: prospectLink.link, kind: widget.kind, widgetId: widgetIdOf(widget) }
        : { link: prospectLink.link };
    }
    return { kind: widget!.kind, widgetId: widgetIdOf(widget!), companyId: frame!.companyId };
  };

  const emitFor = (widget: FrameWidget | undefined): Emit => {
    const source = sourceOf(widget);
    return (type, data) => {
      if (disposed) return;
      const event = {
        id: uuid(),
        at: Math.max(0, Math.round(now())),
        visitor,
        ...source,
        type,
        data,
      } as ProspectEvent;
      pending.push(event);
      forward(event);
      if (pending.length >= eventLimits.batchMax) sendPending();
      else if (flushTimer === undefined) flushTimer = timers.set(sendPending, eventLimits.flushMs);
    };
  };
  const emit = emitFor(frame?.widget);

  return {
    emit,
    emitFor,
    visitor,
    async flush() {
      sendPending();
      await Promise.all([...unsettled].map((batch) => batch.settled));
    },
    dispose() {
      if (disposed) return;
      beaconAll();
      disposed = true;
      page?.removeEventListener('visibilitychange', onHide);
      page?.removeEventListener('pagehide', onPageHide);
    },
  };
}
