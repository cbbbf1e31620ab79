import { demoMessages, demoStatusMessages } from '@showroom/contract';

/**
 * The player's own labels (the spec names the controls, spec 3 §2.3, but not their words). The
 * player is shared by the console's popup and the prospect frames, so its words live with it.
 */
export const playerLabels = {
  /** The player's region, named with the demo's title. */
  player: (title: string) => `${title} (demo player)`,
  video: (title: string) => title,
  play: demoMessages.play,
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  /** The speed button names the speed it shows, so its visible text is in its name (WCAG 2.5.3). */
  speed: (speed: string) => `Speed ${speed}`,
  hidePointer: 'Hide pointer',
  showPointer: 'Show pointer',
  /** The captions toggle (pressed while they show) and the track's name. */
  captions: demoStatusMessages.captions,
  seek: 'Seek',
  /** The seek bar's spoken value: '0:03 of 0:12'. */
  position: (current: string, total: string) => `${current} of ${total}`,
  /** The active hotspot or click region: the click that resumes the demo. */
  continue: 'Continue',
  /** Why Play does nothing while an annotation waits (spec 3 §2.3: "a click resumes"). */
  waitingReason: 'Click the highlighted spot to continue',
  /** Said by the status region when playback stops for an annotation. */
  waiting: (caption: string) =>
    caption ? `Paused: ${caption}. Press Continue to resume.` : 'Paused. Press Continue to resume.',
  ended: 'The demo has ended.',
} as const;

/** Seconds as m:ss, for the time readout and the seek bar's spoken value. */
export const clockTime = (seconds: number) => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
