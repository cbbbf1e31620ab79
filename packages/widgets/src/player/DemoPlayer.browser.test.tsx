import { ThemeProvider } from '@showroom/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoPlayer } from './DemoPlayer.tsx';
import { playerLabels } from './messages.ts';
import captionsUrl from './stories/captions.vtt?url';
import clip from './stories/clip-6s.mp4';
import { sampleHotspot, sampleRecording, sampleRegion } from './stories/sample.ts';
import { type PlayerRecording, useDemoPlayer } from './useDemoPlayer.ts';

/**
 * The player in real Chromium with a real 6 s clip: the machine's rules are tested without a video
 * (playerMachine.test.ts); this checks that the <video> follows the machine and reports back.
 */
const recording: PlayerRecording = {
  ...sampleRecording,
  location: clip,
  duration: 6,
  coordinates: {
    ...sampleRecording.coordinates,
    hotspots: [{ ...sampleHotspot, appearAt: 1 }],
    rectangles: [{ ...sampleRegion, appearAt: 2.5 }],
  },
};

function Player({ onClose, captions = '' }: { onClose?: () => void; captions?: string }) {
  const withCaptions = { ...recording, captions };
  const player = useDemoPlayer(withCaptions, { onClose });
  return <DemoPlayer player={player} recording={withCaptions} />;
}

/** The player with a host's close in its bar, as the console's popup has. */
function Closable({ onClose }: { onClose: () => void }) {
  const player = useDemoPlayer(recording, { onClose });
  return (
    <DemoPlayer
      player={player}
      recording={recording}
      controls={
        <button type="button" onClick={() => player.send({ type: 'CLOSE' })}>
          Close
        </button>
      }
    />
  );
}

const video = () => document.querySelector('video')!;
const button = (name: string) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('DemoPlayer with a real video', () => {
  it('plays muted, stops at the hotspot until it is clicked, then at the click region, then plays on', async () => {
    render(
      <ThemeProvider>
        <Player />
      </ThemeProvider>,
    );
    await waitFor(() => expect(video().readyState).toBeGreaterThanOrEqual(1));
    expect(video().muted).toBe(true);
    await userEvent.click(button(playerLabels.play));
    await waitFor(() => expect(video().paused).toBe(false));

    const hotspot = await screen.findByRole('button', { name: playerLabels.continue }, { timeout: 4000 });
    await waitFor(() => expect(video().paused).toBe(true));
    const stopped = video().currentTime;
    // spec 3 §4.2: within 0.5 s before its time (and a frame or two of slack after it).
    expect(stopped).toBeGreaterThanOrEqual(0.5);
    expect(stopped).toBeLessThan(1.5);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(video().currentTime).toBe(stopped);

    // Enter on the hotspot is its click.
    hotspot.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video().paused).toBe(false));
    await waitFor(() => expect(video().currentTime).toBeGreaterThan(stopped));

    const region = await screen.findByRole('button', { name: playerLabels.continue }, { timeout: 4000 });
    await waitFor(() => expect(video().paused).toBe(true));
    expect(video().currentTime).toBeGreaterThanOrEqual(2);
    await userEvent.click(region);
    await waitFor(() => expect(video().paused).toBe(false));
  }, 20_000);

  it('sets the video speed, sound and captions-free state from the controls', async () => {
    render(
      <ThemeProvider>
        <Player />
      </ThemeProvider>,
    );
    await userEvent.click(button(playerLabels.speed('1x')));
    expect(video().playbackRate).toBe(1.5);
    await userEvent.click(button(playerLabels.speed('1.5x')));
    expect(video().playbackRate).toBe(2);
    await userEvent.click(button(playerLabels.unmute));
    expect(video().muted).toBe(false);
    expect(screen.queryByRole('button', { name: playerLabels.captions })).toBeNull();
  });

  it('at the end every annotation is unshown again: the next pass stops at the hotspot again', async () => {
    render(
      <ThemeProvider>
        <Player />
      </ThemeProvider>,
    );
    await waitFor(() => expect(video().duration).toBeGreaterThan(5));
    // Jump past both annotations (more than 2 s late, so skipped) to near the end, at 2x.
    fireEvent.change(screen.getByRole('slider', { name: playerLabels.seek }), { target: { value: '5.2' } });
    await userEvent.click(button(playerLabels.speed('1x')));
    await userEvent.click(button(playerLabels.speed('1.5x')));
    await userEvent.click(button(playerLabels.play));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(playerLabels.ended), {
      timeout: 4000,
    });
    expect(screen.queryByRole('button', { name: playerLabels.continue })).toBeNull();
    // Play again: the video starts over and the hotspot at 1 s stops it once more.
    await userEvent.click(button(playerLabels.play));
    await screen.findByRole('button', { name: playerLabels.continue }, { timeout: 4000 });
    await waitFor(() => expect(video().paused).toBe(true));
    expect(video().currentTime).toBeLessThan(1.5);
  }, 20_000);

  it('closing resets the speed and tells the host', async () => {
    let closed = 0;
    render(
      <ThemeProvider>
        <Closable onClose={() => (closed += 1)} />
      </ThemeProvider>,
    );
    await userEvent.click(button(playerLabels.speed('1x')));
    await userEvent.click(button(playerLabels.hidePointer));
    await userEvent.click(button('Close'));
    expect(closed).toBe(1);
    expect(video().playbackRate).toBe(1);
    expect(button(playerLabels.speed('1x'))).toBeVisible();
    expect(button(playerLabels.hidePointer)).toBeVisible();
  });

  it('shows the WebVTT captions of a demo that has them, and hides them with the toggle', async () => {
    render(
      <ThemeProvider>
        <Player captions={captionsUrl} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(video().textTracks[0]?.cues?.length).toBe(2));
    expect(video().textTracks[0]?.mode).toBe('showing');
    expect(video().textTracks[0]?.cues?.[0]).toHaveProperty('text', 'Welcome to the onboarding tour.');
    await waitFor(() => expect(video().readyState).toBeGreaterThanOrEqual(1));
    await userEvent.click(button(playerLabels.captions));
    expect(video().textTracks[0]?.mode).toBe('hidden');
  });
});
