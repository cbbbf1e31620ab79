import { protocolVersion } from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmitContext } from '../events/index.ts';
import { playerLabels } from '../player/index.ts';
import { teaserLabels } from '../teaser/index.ts';
import { type FrameHost, FrameHostContext, useFrameResize } from './host.ts';
import { SoloFrame } from './SoloFrame.tsx';
import { sampleSolo, withClip } from './stories/sample.ts';

/**
 * The frame's side of the loader protocol in real Chromium, with the real clip: the loader's
 * autoplay and LoaderPlay start the video, only from the host origin and the parent window; the
 * content's height goes to the host as it changes. (Vitest runs tests in an iframe, so
 * `window.parent` is a real other window here.)
 */
const hostOrigin = 'https://shop.example';
const hostOf = (autoplay: boolean, post = vi.fn()): FrameHost => ({
  framed: true,
  origin: hostOrigin,
  autoplay,
  post,
});

function Frame({ host, emit = () => {} }: { host: FrameHost; emit?: () => void }) {
  return (
    <ThemeProvider>
      <FrameHostContext.Provider value={host}>
        <EmitContext.Provider value={emit}>
          <SoloFrame solo={sampleSolo} recording={withClip} motion="reduced" />
        </EmitContext.Provider>
      </FrameHostContext.Provider>
    </ThemeProvider>
  );
}

const video = () => document.querySelector('video');
const loaderPlay = (origin: string, source: Window | null) =>
  window.dispatchEvent(
    new MessageEvent('message', { origin, source, data: { showroom: protocolVersion, type: 'play' } }),
  );

afterEach(cleanup);

describe('frame and loader', () => {
  it('shows the teaser and no video until asked', () => {
    render(<Frame host={hostOf(false)} />);
    expect(screen.getByRole('button', { name: teaserLabels.launch(withClip.title) })).toBeTruthy();
    expect(video()).toBeNull();
  });

  it('plays at once when the loader opened it with #autoplay=1', async () => {
    const emit = vi.fn();
    render(<Frame host={hostOf(true)} emit={emit} />);
    await waitFor(() => expect(video()?.paused).toBe(false));
    await waitFor(() => expect(video()!.currentTime).toBeGreaterThan(0), { timeout: 5000 });
    expect(emit).toHaveBeenCalledWith('play', { recordingId: withClip.id, position: 0, view: 'first' });
  });

  it("answers the loader's play from the host origin and the parent only", async () => {
    render(<Frame host={hostOf(false)} />);
    loaderPlay('https://evil.example', window.parent);
    loaderPlay(hostOrigin, window);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(video()).toBeNull();

    loaderPlay(hostOrigin, window.parent);
    await waitFor(() => expect(video()?.paused).toBe(false));

    // Once playing, Pause, then the loader's play again resumes the same video.
    screen.getByRole('button', { name: playerLabels.pause }).click();
    await waitFor(() => expect(video()!.paused).toBe(true));
    const same = video();
    loaderPlay(hostOrigin, window.parent);
    await waitFor(() => expect(video()!.paused).toBe(false));
    expect(video()).toBe(same);
  });
});

function Resized({ height }: { height: number }) {
  const ref = React.useRef<HTMLDivElement>(null);
  useFrameResize(ref);
  return <div ref={ref} style={{ height }} />;
}

describe('frame height', () => {
  it('posts the content height to the host as it changes, once per height', async () => {
    const post = vi.fn();
    const { rerender } = render(
      <FrameHostContext.Provider value={hostOf(false, post)}>
        <Resized height={300} />
      </FrameHostContext.Provider>,
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({ showroom: protocolVersion, type: 'resize', height: 300 }),
    );
    rerender(
      <FrameHostContext.Provider value={hostOf(false, post)}>
        <Resized height={420} />
      </FrameHostContext.Provider>,
    );
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith({ showroom: protocolVersion, type: 'resize', height: 420 }),
    );
  });
});
