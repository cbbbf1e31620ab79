import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/**
 * What `requestMedia` resolves with: the page's own handle on the captured streams (in the
 * console, the screen and microphone MediaStreams), and whether the microphone was granted.
 * The machine only passes the handle to `record`; it never looks inside.
 */
export interface Capture {
  /** False when the microphone was refused or missing: the screen is recorded without sound. */
  microphone: boolean;
}

/** A finished recording: the browser's Blob satisfies it (video/webm from MediaRecorder). */
export interface RecordedVideo {
  size: number;
  type: string;
}

/** Why nothing is being recorded: the screen share was refused, the browser cannot record, or recording broke. */
export type RecorderProblem = 'screenRefused' | 'unsupported' | 'failed';

/** Thrown by `requestMedia` with the problem it met; any other error counts as a refused share. */
export class RecorderError extends Error {
  override name = 'RecorderError';
  readonly problem: RecorderProblem;
  constructor(problem: RecorderProblem) {
    super(problem);
    this.problem = problem;
  }
}

export interface RecorderContext {
  capture: Capture | null;
  /** Whole seconds recorded so far. */
  elapsed: number;
  recorded: RecordedVideo | null;
  problem: RecorderProblem | null;
}

/** What the `record` callback actor tells the machine. */
export type RecordingReport =
  | { type: 'recorded'; video: RecordedVideo }
  /** The recorder broke (MediaRecorder's error event). */
  | { type: 'recording.failed' };

export type RecorderEvent =
  | { type: 'open' }
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'cancel' }
  | RecordingReport;

/** What the machine tells the `record` callback actor: stop and hand over what was recorded. */
export type RecorderCommand = { type: 'stop' };

const problemOf = (error: unknown): RecorderProblem =>
  error instanceof RecorderError ? error.problem : 'screenRefused';

/**
 * spec 3 §2.1 Record, §8 'Mic Permission Not Found' (issue 10's Recorder): the rep's screen and
 * microphone into one webm, handed to the new recording.
 *
 * idle (closed) -> open.ready (the dialog explains, Start) -> requesting (the browser asks for
 * the screen and the microphone) -> capturing.recording (a timer counts seconds) -> stopping
 * (the recorder gives its last data) -> done (the page navigates to /feature/demos/recording with the blob).
 * A refused microphone is not fatal: 'Mic Permission Not Found' is toasted (`notifyMicMissing`)
 * and the screen is recorded without sound, which is still a usable demo (the player starts
 * muted anyway, spec 3 §4.2). A refused screen share, or a browser that cannot record, ends in
 * `refused` with the reason; Start tries again. Cancel, from any open state, drops everything.
 *
 * Every browser API is the page's: `requestMedia` (getDisplayMedia + getUserMedia), `record`
 * (a callback actor around MediaRecorder that releases the streams when it stops) and the
 * named actions `notifyMicMissing` and `handOver`. So this machine runs without a browser.
 */
export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
  },
  actors: {
    requestMedia: fromPromise<Capture>(async () => {
      throw new Error('recorderMachine needs a `requestMedia` actor');
    }),
    record: fromCallback<RecorderCommand, { capture: Capture }, RecordingReport>(() => {
      throw new Error('recorderMachine needs a `record` actor');
    }),
  },
  delays: {
    /** The timer's step. */
    second: 1000,
  },
  guards: {
    micMissing: (_, params: { capture: Capture }) => !params.capture.microphone,
  },
  actions: {
    reset: assign({ capture: null, elapsed: 0, recorded: null, problem: null }),
    keepCapture: assign((_, params: { capture: Capture }) => ({ capture: params.capture })),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + 1 })),
    keepRecording: assign((_, params: { video: RecordedVideo }) => ({
      recorded: params.video,
      capture: null,
    })),
    refuse: assign((_, params: { problem: RecorderProblem }) => ({ problem: params.problem, capture: null })),
    /** spec 3 §8 'Mic Permission Not Found' (a toast). */
    notifyMicMissing: () => {},
    /** spec 3 §2.1: on to /feature/demos/recording with the recording (the page navigates). */
    handOver: (_, _params: { video: RecordedVideo }) => {},
  },
}).createMachine({
  id: 'recorder',
  context: { capture: null, elapsed: 0, recorded: null, problem: null },
  initial: 'idle',
  states: {
    /** The dialog is closed. */
    idle: {
      on: { open: { target: 'open', actions: 'reset' } },
    },
    /** The dialog is open; Start asks the browser for the screen and the microphone. */
    open: {
      on: { cancel: { target: 'idle', actions: 'reset' } },
      initial: 'ready',
      states: {
        ready: {
          on: { start: 'requesting' },
        },
        requesting: {
          tags: ['busy'],
          invoke: {
            src: 'requestMedia',
            onDone: [
              {
                guard: { type: 'micMissing', params: ({ event }) => ({ capture: event.output }) },
                target: 'capturing',
                actions: [
                  { type: 'keepCapture', params: ({ event }) => ({ capture: event.output }) },
                  'notifyMicMissing',
                ],
              },
              {
                target: 'capturing',
                actions: { type: 'keepCapture', params: ({ event }) => ({ capture: event.output }) },
              },
            ],
            onError: {
              target: 'refused',
              actions: { type: 'refuse', params: ({ event }) => ({ problem: problemOf(event.error) }) },
            },
          },
        },
        /** The `record` actor runs for as long as this state: it reports the recording after a stop. */
        capturing: {
          invoke: {
            id: 'record',
            src: 'record',
            input: ({ context }) => ({ capture: context.capture! }),
          },
          on: {
            // After Stop, or when the browser's own 'Stop sharing' ended the screen share.
            recorded: {
              target: '#recorder.done',
              actions: { type: 'keepRecording', params: ({ event }) => ({ video: event.video }) },
            },
            'recording.failed': {
              target: 'refused',
              actions: { type: 'refuse', params: { problem: 'failed' } },
            },
          },
          initial: 'recording',
          states: {
            /** The timer counts whole seconds. */
            recording: {
              after: { second: { target: 'recording', reenter: true, actions: 'tick' } },
              on: { stop: { target: 'stopping', actions: sendTo('record', { type: 'stop' }) } },
            },
            /** Stop was pressed: the recorder hands over its last data. */
            stopping: { tags: ['busy'] },
          },
        },
        /** The screen share was refused, or recording is impossible or broke: why, and Start again. */
        refused: {
          on: { start: 'requesting' },
        },
      },
    },
    /** The recording goes to the new-recording route. */
    done: {
      entry: { type: 'handOver', params: ({ context }) => ({ video: context.recorded! }) },
      on: { open: { target: 'open', actions: 'reset' } },
    },
  },
});

export type RecorderMachine = typeof recorderMachine;
