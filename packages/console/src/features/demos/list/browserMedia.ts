import {
  type Capture,
  type RecordedVideo,
  type RecorderCommand,
  RecorderError,
  type RecordingReport,
  type VideoFile,
  type VideoReading,
} from '@showroom/machines';
import { fromCallback, fromPromise } from 'xstate';
import { looksLikeVideo, signatureLength } from './UploadDialog/videoSignature.ts';

/** The recorder machine's capture, with the streams only this module looks at. */
interface BrowserCapture extends Capture {
  screen: MediaStream;
  microphone: boolean;
  voice: MediaStream | null;
}

const release = (...streams: (MediaStream | null)[]) => {
  for (const stream of streams) for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The recorder's `requestMedia`: the screen (getDisplayMedia), then the microphone (getUserMedia).
 * A refused microphone leaves `microphone` false (the machine toasts 'Mic Permission Not Found'
 * and records without sound); a refused screen rejects, and so does a browser that cannot record.
 * Cancelled while the browser asks: whatever it then grants is released at once.
 */
export const requestMedia = fromPromise<Capture>(async ({ signal }) => {
  const devices = navigator.mediaDevices;
  if (!devices?.getDisplayMedia || typeof MediaRecorder === 'undefined')
    throw new RecorderError('unsupported');
  const screen = await devices.getDisplayMedia({ video: true, audio: false });
  let voice: MediaStream | null = null;
  try {
    voice = await devices.getUserMedia({ audio: true, video: false });
  } catch {
    voice = null;
  }
  if (signal.aborted) {
    release(screen, voice);
    throw new DOMException('The recording was cancelled', 'AbortError');
  }
  const capture: BrowserCapture = { screen, voice, microphone: voice !== null };
  return capture;
});

// The first type the browser records of these; Chromium and Firefox both do webm.
const recordingTypes = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

/**
 * The recorder's `record`: one MediaRecorder over the screen's video and the microphone's sound.
 * Stop (or the browser's own 'Stop sharing') hands the webm back; leaving the state releases the
 * screen and the microphone, so the browser's sharing indicator goes away.
 */
export const record = fromCallback<RecorderCommand, { capture: Capture }, RecordingReport>(
  ({ input, sendBack, receive }) => {
    const { screen, voice } = input.capture as BrowserCapture;
    const stream = new MediaStream([...screen.getVideoTracks(), ...(voice?.getAudioTracks() ?? [])]);
    const mimeType = recordingTypes.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const video: RecordedVideo = new Blob(chunks, { type: 'video/webm' });
      sendBack({ type: 'recorded', video });
    };
    recorder.onerror = () => sendBack({ type: 'recording.failed' });
    const stopOnce = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    screen.getVideoTracks()[0]?.addEventListener('ended', stopOnce);
    // A chunk a second: a long recording is not held in one growing buffer by the recorder.
    recorder.start(1000);
    receive((command) => {
      if (command.type === 'stop') stopOnce();
    });
    return () => {
      screen.getVideoTracks()[0]?.removeEventListener('ended', stopOnce);
      if (recorder.state !== 'inactive') {
        // Cancelled: nothing is handed over.
        recorder.onstop = null;
        recorder.stop();
      }
      release(screen, voice);
    };
  },
);

/** The list's `readVideo`: a picked file's first bytes, read to tell a video from a file that only has a video's name. */
export const readVideo = fromPromise<VideoReading, { file: VideoFile }>(async ({ input }) => {
  const file = input.file as File;
  if (file.size === 0) return 'unreadable';
  const head = new Uint8Array(await file.slice(0, signatureLength).arrayBuffer());
  return looksLikeVideo(head) ? 'video' : 'unreadable';
});

/**
 * The list's `downloadGif` (spec 3 §2.2): fetch the GIF from the media origin and save it under
 * the demo's title. Fetched rather than linked: a link to another origin would open the image
 * instead of saving it.
 */
export const downloadGif = fromPromise<void, { url: string; title: string }>(async ({ input, signal }) => {
  const response = await fetch(input.url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`The GIF could not be fetched (${response.status})`);
  const address = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = address;
    link.download = `${input.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'demo'}.gif`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed once it has.
    setTimeout(() => URL.revokeObjectURL(address), 10_000);
  }
});
