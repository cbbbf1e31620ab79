import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoFrame, VideoFrameSpot } from './VideoFrame.tsx';

// jsdom has no media pipeline: play and pause only fire their events here.
const original = { play: HTMLMediaElement.prototype.play, pause: HTMLMediaElement.prototype.pause };
beforeEach(() => {
  HTMLMediaElement.prototype.play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  HTMLMediaElement.prototype.pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  HTMLMediaElement.prototype.play = original.play;
  HTMLMediaElement.prototype.pause = original.pause;
});

describe('VideoFrame', () => {
  it('plays from the keyboard and pauses again, keeping focus on the control', async () => {
    const user = userEvent.setup();
    const onPlayingChange = vi.fn();
    render(<VideoFrame src="/demo.mp4" label="Acme onboarding" onPlayingChange={onPlayingChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('stays paused when the source cannot play', async () => {
    const user = userEvent.setup();
    HTMLMediaElement.prototype.play = vi.fn(() => Promise.reject(new Error('NotSupportedError')));
    render(<VideoFrame label="Broken" />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('places overlay items in percentages of the box', () => {
    render(
      <VideoFrame label="Acme onboarding">
        <VideoFrameSpot top={25} left={40} anchor="center">
          <button type="button">Hotspot: Click Save</button>
        </VideoFrameSpot>
      </VideoFrame>,
    );
    const spot = screen.getByRole('button', { name: 'Hotspot: Click Save' }).parentElement!;
    expect(spot.style.getPropertyValue('--spot-top')).toBe('25');
    expect(spot.style.getPropertyValue('--spot-left')).toBe('40');
    expect(spot).toHaveAttribute('data-anchor', 'center');
  });

  it('names the video and hands out the element', () => {
    let element: HTMLVideoElement | null = null;
    render(
      <VideoFrame
        label="Acme onboarding"
        videoRef={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBeInstanceOf(HTMLVideoElement);
    expect(element).toHaveAttribute('aria-label', 'Acme onboarding');
  });
});
