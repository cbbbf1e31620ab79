/**
 * What the media pipeline refuses, and the words a rep reads for it: the failures a job cannot mend
 * or may outgrow, the limits a video must keep (size, length, resolution) and their messages.
 * The upload route refuses with them before a job exists; the job (process.ts) after probing.
 */
import { demoLimitMessages, demoServerMessages } from '@showroom/contract';
import { displaySize, type ProbedVideo } from './ffmpeg.ts';

/**
 * Why a job failed, in words a rep can act on (the card shows them). Anything else that goes
 * wrong is logged in full and shown as `processingFailed`.
 */
export const mediaErrors = {
  notAVideo: `${demoServerMessages.notAVideo}: the file is not a video we can read`,
  processingFailed: 'The video could not be converted; try exporting it again as MP4 and upload that',
  linkFailed: demoServerMessages.linkFailed,
  linkRefused: demoServerMessages.linkRefused,
  linkTooLarge: demoServerMessages.linkTooLarge,
  linkTimeout: `${demoServerMessages.linkFailed}: the site took too long to send it`,
  linkIsPage:
    'The link opens a web page, not a video file: share the file with anyone who has the link, or link the file itself',
  uploadMissing: 'The uploaded file is gone; upload the video again',
} as const;

/** A failure that trying again cannot mend; its message is for the rep. */
export class MediaRejection extends Error {
  override name = 'MediaRejection';
}

/** A failure that may pass (a slow site); tried again, and its message is for the rep if it lasts. */
export class PassingMediaError extends Error {
  override name = 'PassingMediaError';
}

/**
 * Issue 26.2 and 26.8: what a video may be, checked at probe time before anything is converted.
 * A file past one of them costs hours of ffmpeg or gigabytes of memory for one demo.
 */
export interface MediaLimits {
  maxDurationSeconds: number;
  maxFrames: number;
  maxFrameRate: number;
  /** The largest picture, either way round (a portrait 2160x3840 passes a 3840x2160 limit). */
  maxWidth: number;
  maxHeight: number;
}

export const defaultMediaLimits: MediaLimits = {
  maxDurationSeconds: 4 * 3600,
  maxFrames: 1_000_000,
  maxFrameRate: 120,
  maxWidth: 3840,
  maxHeight: 2160,
};

/** The first limit `probed` is past, as the message the rep sees; undefined when within all. */
export function limitProblem(
  probed: { durationSeconds: number; video: ProbedVideo },
  limits: MediaLimits,
): string | undefined {
  const { video } = probed;
  const [longSide, shortSide] = [Math.max(video.width, video.height), Math.min(video.width, video.height)];
  const [maxLong, maxShort] = [
    Math.max(limits.maxWidth, limits.maxHeight),
    Math.min(limits.maxWidth, limits.maxHeight),
  ];
  if (longSide > maxLong || shortSide > maxShort) {
    const size = displaySize(video);
    return demoLimitMessages.tooLarge(size.width, size.height, limits.maxWidth, limits.maxHeight);
  }
  if (probed.durationSeconds > limits.maxDurationSeconds) {
    return demoLimitMessages.tooLong(probed.durationSeconds, limits.maxDurationSeconds);
  }
  if (video.frameRate > limits.maxFrameRate) {
    return demoLimitMessages.frameRateTooHigh(video.frameRate, limits.maxFrameRate);
  }
  if (video.frameCount > limits.maxFrames) {
    return demoLimitMessages.tooManyFrames(video.frameCount, limits.maxFrames);
  }
  return undefined;
}

/** A video refused by a limit: the rep's message says which. */
export class MediaLimitRejection extends MediaRejection {
  override name = 'MediaLimitRejection';
}

/** A playlist or another file that refers to further files (issue 26.4). */
export class PlaylistRejection extends MediaRejection {
  override name = 'PlaylistRejection';
  constructor() {
    super(demoLimitMessages.playlist);
  }
}
