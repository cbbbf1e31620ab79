import { emptyCoordinates, type Recording } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { DeleteRecordingReply } from './demoList.ts';
import {
  type CreateRecordingReply,
  type NewDemoSource,
  newDemoMachine,
  type UploadEvent,
} from './newDemoMachine.ts';

const recording: Recording = {
  id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  title: 'Demo - Mon, 23 Nov 2026 10:00:00 GMT',
  description: '',
  type: 'default',
  location: '',
  thumbnail: '',
  preview: '',
  captions: '',
  coordinates: emptyCoordinates(),
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
  media_status: 'queued',
  media_error: '',
  duration: 0,
};
const created: CreateRecordingReply = { status: 'success', payload: recording, httpStatus: 201 };

const file: NewDemoSource = {
  source: 'file',
  blob: new Blob(['x']),
  fileName: 'tour.mp4',
};
const link: NewDemoSource = { source: 'link', type: 'public', url: 'https://videos.example/tour.mp4' };

/** The machine with a fake upload the test drives by hand, and every effect recorded. */
const start = (media: NewDemoSource, deletes: Array<DeleteRecordingReply | Error> = []) => {
  const effects: unknown[] = [];
  const uploads: Array<{ media: NewDemoSource; aborted: boolean }> = [];
  let sendBack: ((event: UploadEvent) => void) | undefined;
  const deleteCalls: string[] = [];
  const machine = newDemoMachine.provide({
    actors: {
      upload: fromCallback<{ type: string }, { media: NewDemoSource }>(({ input, sendBack: back }) => {
        const upload = { media: input.media, aborted: false };
        uploads.push(upload);
        sendBack = back as (event: UploadEvent) => void;
        return () => {
          upload.aborted = true;
        };
      }),
      deleteRecording: fromPromise<DeleteRecordingReply, { id: string }>(async ({ input }) => {
        deleteCalls.push(input.id);
        const answer = deletes.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      showSaveProgress: () => effects.push('saving'),
      notifyAdded: () => effects.push('added'),
      notifyAddFailed: (_, params) => effects.push(['addFailed', params.message]),
      showCancelProgress: () => effects.push('cancelling'),
      notifyCancelled: () => effects.push('cancelled'),
      notifyCancelFailed: () => effects.push('cancelFailed'),
      openRecording: (_, params) => effects.push(['open', params.id]),
      leave: () => effects.push('leave'),
    },
  });
  const actor = createActor(machine, { input: { media } }).start();
  const report = (event: UploadEvent) => sendBack!(event);
  return { actor, effects, uploads, deleteCalls, report };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('newDemoMachine (spec 3 §4.1)', () => {
  it('waits for the player to have the file, then uploads it', () => {
    const { actor, uploads } = start(file);
    expect(actor.getSnapshot().value).toBe('preparing');
    expect(uploads).toEqual([]);
    actor.send({ type: 'media.ready' });
    expect(actor.getSnapshot().value).toEqual({ uploading: 'sending' });
    expect(uploads).toEqual([{ media: file, aborted: false }]);
  });

  it("shows 'Saving demo' once, when the demo starts being made (not while the player loads)", () => {
    const { actor, effects } = start(file);
    expect(effects).toEqual([]);
    actor.send({ type: 'media.ready' });
    expect(effects).toEqual(['saving']);
    actor.send({ type: 'cancel' });
    actor.send({ type: 'cancel.no' });
    expect(effects).toEqual(['saving']);
  });

  it('uploads a file the browser cannot play too: the server converts it', () => {
    const { actor, uploads } = start(file);
    actor.send({ type: 'media.unplayable' });
    expect(actor.getSnapshot().value).toEqual({ uploading: 'sending' });
    expect(uploads).toHaveLength(1);
  });

  it('creates a linked demo at once: there is nothing to load first', () => {
    const { actor, uploads } = start(link);
    expect(actor.getSnapshot().value).toEqual({ uploading: 'sending' });
    expect(uploads[0]!.media).toEqual(link);
  });

  it("shows the upload's progress", () => {
    const { actor, report } = start(file);
    actor.send({ type: 'media.ready' });
    report({ type: 'upload.progress', fraction: 0.4 });
    expect(actor.getSnapshot().context.progress).toBe(0.4);
  });

  it("'Demo Added', then the new demo's editor at its own address", () => {
    const { actor, report, effects } = start(file);
    actor.send({ type: 'media.ready' });
    report({ type: 'upload.done', reply: created });
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.recording).toEqual(recording);
    expect(effects).toEqual(['saving', 'added', ['open', recording.id]]);
  });

  it("a refused upload passes on the server's reason (for the log) and goes back to the list", () => {
    const { actor, report, effects } = start(file);
    actor.send({ type: 'media.ready' });
    report({
      type: 'upload.done',
      reply: { status: 'error', payload: null, message: 'Error uploading video', httpStatus: 415 },
    });
    expect(actor.getSnapshot().value).toBe('addFailed');
    expect(effects).toEqual(['saving', ['addFailed', 'Error uploading video'], 'leave']);
  });

  it("a lost connection says 'Error adding demo' (no reason of the server's) and goes back", () => {
    const { actor, report, effects } = start(file);
    actor.send({ type: 'media.ready' });
    report({ type: 'upload.failed', error: new TypeError('Failed to fetch') });
    expect(actor.getSnapshot().value).toBe('addFailed');
    expect(effects).toEqual(['saving', ['addFailed', undefined], 'leave']);
  });

  it("'Cancel Upload' asks 'Confirm Cancellation'; No goes back to the upload, which kept going", () => {
    const { actor, report, uploads } = start(file);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ uploading: 'confirmingCancel' });
    report({ type: 'upload.progress', fraction: 0.7 });
    actor.send({ type: 'cancel.no' });
    expect(actor.getSnapshot().value).toEqual({ uploading: 'sending' });
    expect(actor.getSnapshot().context.progress).toBe(0.7);
    expect(uploads).toEqual([{ media: file, aborted: false }]);
  });

  it('Yes during the upload aborts it and goes back up with the cancellation toast', () => {
    const { actor, uploads, effects, deleteCalls } = start(file);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'cancel.yes' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(uploads[0]!.aborted).toBe(true);
    expect(deleteCalls).toEqual([]);
    expect(effects).toEqual(['saving', 'cancelling', 'cancelled', 'leave']);
  });

  it('the upload finishing while the question is open: Yes deletes the demo just made', async () => {
    const { actor, report, effects, deleteCalls } = start(file, [
      { status: 'success', payload: { id: recording.id }, httpStatus: 200 },
    ]);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    report({ type: 'upload.done', reply: created });
    expect(actor.getSnapshot().value).toBe('createdConfirming');
    actor.send({ type: 'cancel.yes' });
    expect(actor.getSnapshot().value).toBe('canceling');
    await settle();
    expect(deleteCalls).toEqual([recording.id]);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(effects).toEqual(['saving', 'cancelling', 'cancelled', 'leave']);
  });

  it('the upload finishing while the question is open: No keeps the demo and opens it', () => {
    const { actor, report, effects } = start(file);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    report({ type: 'upload.done', reply: created });
    actor.send({ type: 'cancel.no' });
    expect(actor.getSnapshot().value).toBe('created');
    expect(effects).toEqual(['saving', 'added', ['open', recording.id]]);
  });

  it('a refused upload while the question is open still goes back with the reason', () => {
    const { actor, report, effects } = start(file);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    report({
      type: 'upload.done',
      reply: { status: 'error', payload: null, message: 'Nope', httpStatus: 400 },
    });
    expect(actor.getSnapshot().value).toBe('addFailed');
    expect(effects).toEqual(['saving', ['addFailed', 'Nope'], 'leave']);
  });

  it.each([
    [
      'refused',
      { status: 'error', payload: null, message: 'No such demo', httpStatus: 404 } as DeleteRecordingReply,
    ],
    ['lost', new TypeError('Failed to fetch')],
  ])("a %s delete says 'Failed to cancel demo upload' and the demo's editor opens", async (_, answer) => {
    const { actor, report, effects } = start(file, [answer]);
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel' });
    report({ type: 'upload.done', reply: created });
    actor.send({ type: 'cancel.yes' });
    await settle();
    expect(actor.getSnapshot().value).toBe('kept');
    expect(effects).toEqual(['saving', 'cancelling', 'cancelFailed', ['open', recording.id]]);
  });

  it('ignores Cancel before the upload starts and Yes/No with no question open', () => {
    const { actor } = start(file);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('preparing');
    actor.send({ type: 'media.ready' });
    actor.send({ type: 'cancel.yes' });
    expect(actor.getSnapshot().value).toEqual({ uploading: 'sending' });
  });
});
