import type { Video, VideoForm } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type FetchVideoReply,
  type SaveVideoReply,
  type SaveVideoRequest,
  videoEditorMachine,
} from './videoEditorMachine.ts';

/** The contract's videoForm rule, spelled out: machines take no contract values (spec 3 §5 Video edit). */
const videoForm: FormSchema<VideoForm> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as VideoForm;
      const issues = [];
      if (!values.title.trim()) issues.push({ message: 'Title is required', path: ['title'] });
      if (!values.description.trim())
        issues.push({ message: 'Description is required', path: ['description'] });
      return issues.length ? { issues } : { value: values };
    },
  },
};

const video: Video = {
  id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  videoId: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  title: 'Product tour',
  description: 'The five-minute tour',
  url: 'https://videos.example/tour.mp4',
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
};
const found: FetchVideoReply = { status: 'success', payload: video, httpStatus: 200 };

const start = (loads: Array<FetchVideoReply | Error>, saves: Array<SaveVideoReply | Error> = []) => {
  const effects: string[] = [];
  const saveCalls: SaveVideoRequest[] = [];
  const next = <T>(answers: Array<T | Error>) => {
    const answer = answers.shift();
    if (!answer) return new Promise<never>(() => {});
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer);
  };
  const machine = videoEditorMachine.provide({
    actors: {
      load: fromPromise<FetchVideoReply, { id: string }>(() => next(loads)),
      save: fromPromise<SaveVideoReply, SaveVideoRequest>(({ input }) => {
        saveCalls.push(input);
        return next(saves);
      }),
    },
    actions: {
      notifyIncomplete: () => effects.push('incomplete'),
      notifySaveFailed: () => effects.push('saveFailed'),
      goBack: () => effects.push('back'),
    },
  });
  const actor = createActor(machine, { input: { id: video.id, schema: videoForm } }).start();
  return { actor, effects, saveCalls };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('videoEditorMachine (spec 3 §2.5, §5 Video edit)', () => {
  it('loads the video into the form', async () => {
    const { actor } = start([found]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      title: 'Product tour',
      description: 'The five-minute tour',
    });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('says a missing video is missing; a failed load can be retried', async () => {
    const missing = start([{ status: 'error', payload: null, message: 'No such video', httpStatus: 404 }]);
    await settle();
    expect(missing.actor.getSnapshot().value).toBe('notFound');
    const lost = start([new TypeError('Failed to fetch'), found]);
    await settle();
    expect(lost.actor.getSnapshot().value).toBe('loadFailed');
    lost.actor.send({ type: 'retry' });
    await settle();
    expect(lost.actor.getSnapshot().value).toBe('editing');
    const refused = start([{ status: 'error', payload: null, message: 'Busy', httpStatus: 503 }]);
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('loadFailed');
  });

  it("'Title is required' and 'Description is required'; Save with them empty says 'Incomplete Data'", async () => {
    const { actor, effects, saveCalls } = start([found]);
    await settle();
    actor.send({ type: 'field.change', field: 'title', value: ' ' });
    actor.send({ type: 'field.change', field: 'description', value: '' });
    expect(actor.getSnapshot().context.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
    expect(actor.getSnapshot().context.touched).toEqual({ title: false, description: false });
    actor.send({ type: 'field.blur', field: 'title' });
    expect(actor.getSnapshot().context.touched.title).toBe(true);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toEqual({ title: true, description: true });
    expect(effects).toEqual(['incomplete']);
    expect(saveCalls).toEqual([]);
  });

  it('saves the trimmed values and goes back', async () => {
    const { actor, effects, saveCalls } = start(
      [found],
      [{ status: 'success', payload: video, httpStatus: 200 }],
    );
    await settle();
    actor.send({ type: 'field.change', field: 'title', value: ' New tour ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(saveCalls).toEqual([{ id: video.id, title: 'New tour', description: 'The five-minute tour' }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['back']);
  });

  it.each([
    ['refused', { status: 'error', payload: null, message: 'No', httpStatus: 400 } as SaveVideoReply],
    ['lost', new TypeError('Failed to fetch')],
  ])("a %s save says 'Error updating video' and keeps the edits", async (_, answer) => {
    const { actor, effects } = start([found], [answer]);
    await settle();
    actor.send({ type: 'field.change', field: 'title', value: 'New tour' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.title).toBe('New tour');
    expect(effects).toEqual(['saveFailed']);
  });
});
