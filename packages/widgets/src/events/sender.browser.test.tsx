import { eventBatch, type FrameData } from '@showroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventSender } from './sender.ts';

const widgetId = '6f1c1d6e-7e53-4c59-9d3b-3f0d1b0f3a11';
const companyId = '0b8f4c1e-2a39-4a57-8e0e-5d2c7f9a4b22';

// The sender reads the widget's kind and id only; the rest of the record is the frames' concern.
const frame = {
  mode: 'embed',
  companyId,
  widget: { kind: 'hero', hero: { id: widgetId } },
  demos: [],
  audienceUrl: location.origin,
  hostOrigin: 'https://host.example',
  record: true,
} as unknown as FrameData;

/**
 * The sender in Chromium with the browser's own page: navigator.sendBeacon, pagehide, and
 * crypto's ids. The beacon goes out for real (to this test server, which answers 404); the spy
 * only reads what was handed to it.
 */
describe('the event sender in a browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('beacons what waits as text/plain JSON when the page hides, with browser-made ids', async () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon');
    const fetch = vi.fn();
    const sender = createEventSender({ frame, fetch });
    sender.emit('render', {});
    sender.emit('cta', { ctaLabel: 'Book a call', url: 'https://example.com/book' });
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/events`);
    expect(typeof body).toBe('string');
    expect(beacon.mock.results[0]!.value).toBe(true);
    const { events } = eventBatch.parse(JSON.parse(body as string));
    expect(events.map((event) => event.type)).toEqual(['render', 'cta']);
    expect(events[0]!.id).not.toBe(events[1]!.id);
    expect(events.every((event) => event.visitor === sender.visitor && event.widgetId === widgetId)).toBe(
      true,
    );
    sender.dispose();
  });

  it("posts host events to the host origin only, never '*'", () => {
    const post = vi.spyOn(window.parent, 'postMessage');
    const sender = createEventSender({ frame, fetch: vi.fn() });
    sender.emit('play', { recordingId: widgetId, position: 0 });
    sender.emit('watch', { recordingId: widgetId, duration: 1, ranges: [[0, 1]] });
    // Tests run framed (inside the runner's iframe), so the frame talks to its parent.
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toBe('https://host.example');
    sender.dispose();
  });
});
