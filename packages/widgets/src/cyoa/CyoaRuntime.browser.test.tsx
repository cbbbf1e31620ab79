import { cyoaRuntimeMessages as messages } from '@showroom/contract';
import { ThemeProvider, WidgetTheme } from '@showroom/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emit, EmitContext } from '../events/index.ts';
import { playerLabels } from '../player/index.ts';
import clip from '../player/stories/clip-6s.mp4';
import { sampleHotspot } from '../player/stories/sample.ts';
import { CyoaRuntime } from './CyoaRuntime.tsx';
import { cyoaRecord, frameOf, journey, tour } from './stories/sample.ts';

/**
 * The runtime in real Chromium with a real 6 s clip on its demo step: the player's events come
 * from the video itself, and the video's end takes the journey to the next card.
 */
const playing = {
  ...tour,
  location: clip,
  duration: 6,
  coordinates: { ...tour.coordinates, hotspots: [{ ...sampleHotspot, appearAt: 1 }], rectangles: [] },
};

afterEach(cleanup);

describe('CyoaRuntime with a real video', () => {
  it('reports play, the hotspot, pause and what was watched, and goes on when the video ends', async () => {
    const events: [string, unknown][] = [];
    const emit: Emit = (type, data) => events.push([type, data]);
    render(
      <ThemeProvider>
        <EmitContext.Provider value={emit}>
          <WidgetTheme kind="cyoa">
            <CyoaRuntime frame={frameOf(cyoaRecord({ episodes: journey }), [playing])} />
          </WidgetTheme>
        </EmitContext.Provider>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.start }));
    await waitFor(() => expect(document.querySelector('video')!.duration).toBeGreaterThan(5));
    await user.click(screen.getByRole('button', { name: playerLabels.play }));
    await user.click(await screen.findByRole('button', { name: playerLabels.continue }, { timeout: 4000 }));
    // The end of the video is the end of the card: the question follows by itself.
    await screen.findByRole('group', { name: 'What brings you here?' }, { timeout: 9000 });

    const of = (type: string) => events.filter(([name]) => name === type).map(([, data]) => data);
    // One view (issue 29 C.1): the play after the hotspot resumes it.
    expect(of('play')).toEqual([
      { recordingId: tour.id, position: 0, view: 'first' },
      expect.objectContaining({ recordingId: tour.id, view: 'resume' }),
    ]);
    expect(of('hotspot')).toEqual([{ recordingId: tour.id, annotation: 0 }]);
    expect(of('pause').map((pause) => (pause as { reason: string }).reason)).toEqual(['hotspot', 'end']);
    const watched = of('watch') as {
      recordingId: string;
      ranges: [number, number][];
      watched: number;
      previous?: number;
    }[];
    expect(watched.length).toBeGreaterThanOrEqual(2);
    // Each report is the view's ranges so far; the last covers the whole 6 s once.
    const last = watched.at(-1)!;
    expect(last.ranges[0]![0]).toBe(0);
    expect(last.ranges.at(-1)![1]).toBe(6);
    const seconds = last.ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
    expect(seconds).toBeGreaterThan(5.5);
    expect(seconds).toBeLessThanOrEqual(6.001);
    expect(last.watched).toBeCloseTo(seconds, 3);
    expect(last.previous).toBe(watched.at(-2)!.watched);
    expect(of('complete')).toEqual([]);
    expect(of('step').at(-1)).toEqual({
      prevIndex: 0,
      currIndex: 1,
      episode: 'question',
      title: 'What brings you here?',
    });
  }, 30_000);
});
