import { spawn } from 'node:child_process';
import { groupAlive, stopGroup, trackGroup } from './children.ts';

/**
 * ffmpeg and ffprobe from the system (FFMPEG_PATH / FFPROBE_PATH, else PATH). No npm package is
 * used: the ones that exist download their binaries at install time, which an offline or locked
 * install refuses. Always spawned with an argument array, never through a shell, so no file name
 * or address is ever read as a command.
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Where running groups are written down (media/children.ts); none: not written down. */
  registryDir?: string;
  /** SIGTERM to SIGKILL, in ms. */
  graceMs?: number;
}

/** The run options every call of `tools` shares. */
export const runOptionsOf = (tools: MediaTools, signal?: AbortSignal): RunOptions => ({
  signal,
  registryDir: tools.registryDir,
  graceMs: tools.graceMs,
});

/**
 * Issue 26.4: the demuxers a video may be read with, all of single files that never open another
 * file or address (no hls, dash, concat, image sequences, tee...): probing and converting pass
 * them as ffmpeg's `-format_whitelist`, so a playlist is refused before it is read, and the file
 * itself is the one input (`-protocol_whitelist file`). Each is one of ffmpeg's demuxer names.
 */
export const singleFileFormats = ['mov', 'matroska', 'avi', 'asf', 'flv', 'ogg', 'mpegts', 'mpeg'] as const;

/** ffmpeg input options that read `file` as one local file of an allowed format (`format`: as probed). */
export const inputArgs = (file: string, format?: string): string[] => [
  ...['-protocol_whitelist', 'file', '-format_whitelist', singleFileFormats.join(',')],
  ...(format ? ['-f', format] : []),
  ...['-i', file],
];

/** ffprobe or ffmpeg refused the file's format (a playlist, an image, anything off the list). */
export const isFormatRefusal = (error: unknown) =>
  error instanceof FfmpegError && /not on whitelist/i.test(error.detail);

export const installHint =
  'ffmpeg and ffprobe are needed for demo videos. Install them (Debian/Ubuntu: `apt-get install ffmpeg`; ' +
  'macOS: `brew install ffmpeg`; Windows: `winget install ffmpeg`) or point FFMPEG_PATH and FFPROBE_PATH at them.';

export class MediaToolsMissingError extends Error {
  override name = 'MediaToolsMissingError';
}

/** ffmpeg ended with an error; `detail` is the end of what it wrote to stderr. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  readonly detail: string;
  constructor(message: string, detail: string) {
    super(`${message}: ${detail}`);
    this.detail = detail;
  }
}

const stderrTail = 4000;

export interface RunOptions {
  signal?: AbortSignal;
  onStdoutLine?: (line: string) => void;
  /** Where the running group is written down, for the next start to kill after a kill -9 (media/children.ts). */
  registryDir?: string;
  /** How long the group has after SIGTERM before SIGKILL. */
  graceMs?: number;
}

/**
 * Runs `binary` with `args` and answers its stdout. `onStdoutLine` gets stdout line by line
 * instead (ffmpeg's -progress). The program runs in a process group of its own (issue 26.2):
 * aborting `signal` sends the group SIGTERM, then SIGKILL after the grace period, and the promise
 * settles (with the abort's reason) only once the program has ended.
 */
export function run(binary: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const forget = child.pid === undefined ? () => {} : trackGroup(child.pid, binary, options.registryDir);
    let stopping: Promise<void> | undefined;
    const onAbort = () => {
      if (child.pid !== undefined) stopping ??= stopGroup(child.pid, options.graceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    let stdout = '';
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (!options.onStdoutLine) {
        stdout += text;
        return;
      }
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onStdoutLine(line);
    });
    // Only the end is kept: ffmpeg may write a line per frame.
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-stderrTail);
    });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      forget();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new MediaToolsMissingError(`${binary} was not found. ${installHint}`));
      } else reject(error);
    });
    child.once('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', onAbort);
      // The leader has ended; whatever else of its group is left goes too (nothing is orphaned).
      const ended = child.pid !== undefined && groupAlive(child.pid) ? stopGroup(child.pid, 0) : undefined;
      void Promise.all([stopping, ended]).then(() => {
        forget();
        if (signal?.aborted) reject(signal.reason);
        else if (code === 0) resolve(stdout);
        else reject(new FfmpegError(`${binary} ended with ${exitSignal ?? `code ${code}`}`, stderr.trim()));
      });
    });
  });
}

/**
 * The tools that have answered `-version` in this process. A server starts once per process, but
 * the server tests start one per suite, some 200 in a run: each asked ffmpeg and ffprobe again, two
 * processes of 0.1 to 0.2 s of CPU each (issue 27 §6). A tool that failed is asked again next time.
 */
const answered = new Set<string>();

/** Fails with the install hint unless both tools answer `-version`: called when the server starts. */
export async function checkMediaTools(tools: MediaTools): Promise<void> {
  for (const binary of [tools.ffmpeg, tools.ffprobe]) {
    if (answered.has(binary)) continue;
    try {
      await run(binary, ['-hide_banner', '-version'], { registryDir: tools.registryDir });
      answered.add(binary);
    } catch (error) {
      if (error instanceof MediaToolsMissingError) throw error;
      throw new MediaToolsMissingError(
        `${binary} -version failed (${(error as Error).message}). ${installHint}`,
      );
    }
  }
}

export interface ProbedVideo {
  codec: string;
  /** As stored, before any rotation. */
  width: number;
  height: number;
  pixelFormat: string;
  /** Degrees the player turns the picture (a phone held upright records 90 or -90). */
  rotation: number;
  /** Average frames per second as the container says (0 when it does not). */
  frameRate: number;
  /** Frames as the container counts them, else estimated from the length and the average rate (0 when unknown). */
  frameCount: number;
}

export interface Probe {
  /** ffprobe's format names, e.g. ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2']. */
  formats: string[];
  durationSeconds: number;
  video: ProbedVideo | undefined;
  audio: { codec: string } | undefined;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  disposition?: { attached_pic?: number; still_image?: number };
  tags?: { rotate?: string; NUMBER_OF_FRAMES?: string };
  side_data_list?: { rotation?: number | string }[];
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

/** ffprobe's '30000/1001' as a number; 0 for '0/0' or nonsense. */
const rateOf = (text: string | undefined) => {
  const [numerator, denominator] = (text ?? '').split('/').map(Number);
  const rate = denominator ? numerator! / denominator : Number(numerator);
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
};

const rotationOf = (stream: FfprobeStream) => {
  const fromSideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const degrees = Number(fromSideData ?? stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? degrees : 0;
};

/** What ffprobe makes of `file`'s bytes (never its name); throws FfmpegError when it makes nothing. */
export async function probe(tools: MediaTools, file: string, signal?: AbortSignal): Promise<Probe> {
  const text = await run(
    tools.ffprobe,
    [
      ...['-v', 'error', '-protocol_whitelist', 'file', '-format_whitelist', singleFileFormats.join(',')],
      ...['-print_format', 'json', '-show_format', '-show_streams', '--', file],
    ],
    runOptionsOf(tools, signal),
  );
  const output = JSON.parse(text) as FfprobeOutput;
  const streams = output.streams ?? [];
  // A cover picture in a music file is a "video" stream too; it is not a video.
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' && !stream.disposition?.attached_pic && !stream.disposition?.still_image,
  );
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  let duration = Number(output.format?.duration ?? video?.duration ?? 0);
  // A browser's screen recording (MediaRecorder's webm) has no duration in its header: the
  // end of its last video packet says how long it is.
  if (!(duration > 0) && video) duration = await lastPacketEnd(tools, file, signal);
  const durationSeconds = Number.isFinite(duration) ? duration : 0;
  const frameRate = rateOf(video?.avg_frame_rate);
  const counted = Number(video?.nb_frames ?? video?.tags?.NUMBER_OF_FRAMES);
  return {
    formats: (output.format?.format_name ?? '').split(',').filter(Boolean),
    durationSeconds,
    video:
      video?.width && video.height
        ? {
            codec: video.codec_name ?? '',
            width: video.width,
            height: video.height,
            pixelFormat: video.pix_fmt ?? '',
            rotation: rotationOf(video),
            frameRate,
            frameCount:
              Number.isFinite(counted) && counted > 0 ? counted : Math.ceil(durationSeconds * frameRate),
          }
        : undefined,
    audio: audio ? { codec: audio.codec_name ?? '' } : undefined,
  };
}

/** Seconds to the end of the first video stream's last packet, read packet by packet. */
async function lastPacketEnd(tools: MediaTools, file: string, signal?: AbortSignal): Promise<number> {
  let end = 0;
  await run(
    tools.ffprobe,
    [
      ...['-v', 'error', '-protocol_whitelist', 'file', '-format_whitelist', singleFileFormats.join(',')],
      ...['-select_streams', 'v:0', '-show_entries', 'packet=pts_time,duration_time'],
      ...['-of', 'csv=p=0', '--', file],
    ],
    {
      ...runOptionsOf(tools, signal),
      onStdoutLine: (line) => {
        const [pts, length] = line.split(',');
        const until = Number(pts) + (Number(length) || 0);
        if (Number.isFinite(until) && until > end) end = until;
      },
    },
  );
  return end;
}

/** Image formats ffprobe reads as one-frame "video": a PNG named .mp4 is not a demo. */
const stillFormats = /^(image2|.*_pipe|gif|apng|webp|svg.*|tiff?)$/;

/** Whether the probe found a video worth processing: a moving picture with a length. */
export const isVideo = (probed: Probe): probed is Probe & { video: ProbedVideo } =>
  probed.video !== undefined &&
  probed.durationSeconds > 0 &&
  !probed.formats.some((format) => stillFormats.test(format));

/** The size the picture is shown at: width and height swap for a quarter turn (portrait phone videos). */
export const displaySize = (video: ProbedVideo) =>
  Math.abs(video.rotation) % 180 === 90
    ? { width: video.height, height: video.width }
    : { width: video.width, height: video.height };

/**
 * Whether `probed` plays as it is in every browser, so it is remuxed (streams copied, moov moved
 * to the front) rather than re-encoded: H.264 in 4:2:0 (what browsers decode), AAC or no sound,
 * in an MP4/M4V container.
 */
export const playsAsIs = (probed: Probe) =>
  probed.formats.includes('mp4') &&
  probed.video?.codec === 'h264' &&
  probed.video.pixelFormat === 'yuv420p' &&
  (probed.audio === undefined || probed.audio.codec === 'aac');
