import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type Capture,
  type RecordedVideo,
  type RecorderCommand,
  RecorderError,
  type RecordingReport,
  recorderMachine,
} from './recorderMachine.ts';

const video: RecordedVideo = { size: 113_000, type: 'video/webm' };

/**
 * A fake browser: `requestMedia` answers what the test says; `record` is a fake MediaRecorder
 * that reports the recording when told to stop (or when the test ends the share itself).
 */
const start = (answer: () => Promise<Capture>) => {
  const effects: string[] = [];
  const recorder = {
    started: [] as Capture[],
    stopped: 0,
    released: 0,
    report: null as ((report: RecordingReport) => void) | null,
  };
  const machine = recorderMachine.provide({
    actions: {
      notifyMicMissing: () => effects.push('mic missing'),
      handOver: (_, params) => effects.push(`hand over ${params.video.size}`),
    },
    actors: {
      requestMedia: fromPromise<Capture>(answer),
      record: fromCallback<RecorderCommand, { capture: Capture }, RecordingReport>(
        ({ input, sendBack, receive }) => {
          recorder.started.push(input.capture);
          recorder.report = sendBack;
          receive((command) => {
            if (command.type === 'stop') {
              recorder.stopped += 1;
              // MediaRecorder's last dataavailable and stop events come later.
              queueMicrotask(() => sendBack({ type: 'recorded', video }));
            }
          });
          return () => {
            recorder.released += 1;
          };
        },
      ),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects, recorder };
};

const granted = (microphone = true) => Promise.resolve({ microphone });

afterEach(() => {
  vi.useRealTimers();
});

describe('recorderMachine', () => {
  it('records the screen with sound, counts seconds, and hands the recording over on stop', async () => {
    vi.useFakeTimers();
    const { actor, effects, recorder } = start(() => granted());
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toEqual({ open: 'requesting' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'recording' } });
    expect(recorder.started).toEqual([{ microphone: true }]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.elapsed).toBe(3);
    actor.send({ type: 'stop' });
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'stopping' } });
    expect(recorder.stopped).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.recorded).toEqual(video);
    expect(effects).toEqual(['hand over 113000']);
    // The streams are released once the recording is handed over.
    expect(recorder.released).toBe(1);
    // The timer stopped with the recording.
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.elapsed).toBe(3);
  });

  it("a refused microphone: 'Mic Permission Not Found', and the screen is recorded without sound", async () => {
    const { actor, effects, recorder } = start(() => granted(false));
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'recording' } }));
    expect(effects).toEqual(['mic missing']);
    expect(actor.getSnapshot().context.capture).toEqual({ microphone: false });
    expect(recorder.started).toEqual([{ microphone: false }]);
  });

  it.each([
    ['a refused screen share', new DOMException('Permission denied', 'NotAllowedError'), 'screenRefused'],
    ['a browser that cannot record', new RecorderError('unsupported'), 'unsupported'],
  ] as const)('%s: refused with why; Start asks again', async (_case, error, problem) => {
    let calls = 0;
    const { actor, recorder } = start(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(error) : granted();
    });
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'refused' }));
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(recorder.started).toEqual([]);
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'recording' } }));
  });

  it('the browser ending the share hands over what was recorded', async () => {
    const { actor, effects, recorder } = start(() => granted());
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'recording' } }));
    // No Stop: the console's recorder reports by itself when the browser's 'Stop sharing' ends the track.
    recorder.report!({ type: 'recorded', video });
    expect(actor.getSnapshot().value).toBe('done');
    expect(effects).toEqual(['hand over 113000']);
    expect(recorder.stopped).toBe(0);
  });

  it('a recorder error during recording ends in refused (failed)', async () => {
    const { actor, recorder } = start(() => granted());
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: { capturing: 'recording' } }));
    recorder.report!({ type: 'recording.failed' });
    expect(actor.getSnapshot().value).toEqual({ open: 'refused' });
    expect(actor.getSnapshot().context.problem).toBe('failed');
    expect(recorder.released).toBe(1);
  });

  it('cancel while recording releases the streams and hands nothing over', async () => {
    vi.useFakeTimers();
    const { actor, effects, recorder } = start(() => granted());
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.elapsed).toBe(2);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recorder.released).toBe(1);
    expect(effects).toEqual([]);
    // Opened again, the timer starts from zero.
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context).toEqual({ capture: null, elapsed: 0, recorded: null, problem: null });
  });

  it('cancel while the browser is still asking stops waiting for it', async () => {
    let signal: AbortSignal | undefined;
    const machine = recorderMachine.provide({
      actors: {
        requestMedia: fromPromise<Capture>(({ signal: given }) => {
          signal = given;
          return new Promise<never>(() => {});
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    // The page's requestMedia sees the abort and stops any stream it then gets.
    expect(signal?.aborted).toBe(true);
  });

  it('cancel from the ready and refused dialogs closes it', async () => {
    const { actor } = start(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    actor.send({ type: 'open' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'open' });
    actor.send({ type: 'start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'refused' }));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
