import type { NewVideoForm, Video } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type CreateVideoReply,
  type DeleteVideoReply,
  type VideosReply,
  videoListMachine,
} from './videoListMachine.ts';

/** The contract's newVideoForm rule, spelled out: machines take no contract values. */
const schema: FormSchema<NewVideoForm> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as NewVideoForm;
      const issues = [];
      if (!values.title.trim()) issues.push({ message: 'Title is required', path: ['title'] });
      if (!values.description.trim())
        issues.push({ message: 'Description is required', path: ['description'] });
      if (!values.url.trim()) issues.push({ message: 'URL is required', path: ['url'] });
      else if (!values.url.startsWith('https://'))
        issues.push({ message: 'Should be a valid url', path: ['url'] });
      return issues.length ? { issues } : { value: values };
    },
  },
};

const video = (id: string, title: string): Video => ({
  id,
  videoId: id,
  title,
  description: `About ${title}`,
  url: `https://videos.example/${id}.mp4`,
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
});
const older = video('6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e31', 'Customer story');
const made = video('6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e32', 'Product tour');

const start = (
  loads: Array<VideosReply | Error>,
  creates: Array<CreateVideoReply | Error> = [],
  removes: Array<DeleteVideoReply | Error> = [],
) => {
  const effects: string[] = [];
  const sent: NewVideoForm[] = [];
  const removed: string[] = [];
  const loadLimits: number[] = [];
  const next = <T>(answers: Array<T | Error>) => {
    const answer = answers.shift();
    if (!answer) return new Promise<never>(() => {});
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer);
  };
  const actor = createActor(
    videoListMachine.provide({
      actors: {
        load: fromPromise<VideosReply, { limit: number }>(({ input }) => {
          loadLimits.push(input.limit);
          return next(loads);
        }),
        create: fromPromise<CreateVideoReply, NewVideoForm>(({ input }) => {
          sent.push(input);
          return next(creates);
        }),
        remove: fromPromise<DeleteVideoReply, { id: string }>(({ input }) => {
          removed.push(input.id);
          return next(removes);
        }),
      },
      actions: {
        notifyIncomplete: () => effects.push('incomplete'),
        notifyAdded: () => effects.push('added'),
        notifyAddFailed: () => effects.push('addFailed'),
        notifyDeleted: () => effects.push('deleted'),
        notifyDeleteFailed: () => effects.push('deleteFailed'),
      },
    }),
    { input: { limit: 100, schema } },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const type = (field: keyof NewVideoForm, value: string) =>
    actor.send({ type: 'field.change', field, value });
  return { actor, effects, sent, removed, loadLimits, settled, type };
};

const ok = <T>(payload: T, httpStatus = 200) => ({ status: 'success' as const, payload, httpStatus });

describe('videoListMachine (issue 29 D.4: the videos in the demos area)', () => {
  it('loads the company videos, and loads again after a failure', async () => {
    const { actor, settled, loadLimits } = start([new TypeError('Failed to fetch'), ok([older])]);
    expect(actor.getSnapshot().matches({ list: 'loading', dialog: 'closed' })).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches({ list: 'loadFailed' })).toBe(true);
    actor.send({ type: 'retry' });
    await settled();
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.videos).toEqual([older]);
    expect(loadLimits).toEqual([100, 100]);
  });

  it('an error reply is a failed load', async () => {
    const { actor, settled } = start([{ status: 'error', payload: null, message: 'No', httpStatus: 500 }]);
    await settled();
    expect(actor.getSnapshot().matches({ list: 'loadFailed' })).toBe(true);
  });

  it('adds a video: the form asks for every field, then the new one tops the list', async () => {
    const { actor, settled, effects, sent, type } = start([ok([older])], [ok(made, 201)]);
    await settled();
    actor.send({ type: 'submit' });
    expect(sent).toEqual([]);
    actor.send({ type: 'create.open' });
    actor.send({ type: 'submit' });
    expect(effects).toEqual(['incomplete']);
    expect(actor.getSnapshot().context.touched).toEqual({ title: true, description: true, url: true });
    expect(actor.getSnapshot().context.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      url: 'URL is required',
    });
    type('title', ' Product tour ');
    type('description', 'The five-minute tour');
    type('url', 'ftp://videos.example/tour.mp4');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ url: 'Should be a valid url' });
    type('url', 'https://videos.example/tour.mp4');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ dialog: 'creating' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(sent).toEqual([
      { title: 'Product tour', description: 'The five-minute tour', url: 'https://videos.example/tour.mp4' },
    ]);
    expect(effects).toEqual(['incomplete', 'incomplete', 'added']);
    expect(actor.getSnapshot().matches({ list: 'ready', dialog: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.videos).toEqual([made, older]);
    // Opened again, the form is empty.
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().context.values).toEqual({ title: '', description: '', url: '' });
    expect(actor.getSnapshot().context.touched).toEqual({ title: false, description: false, url: false });
  });

  it('keeps the form when the server refuses or the call is lost; Cancel closes it', async () => {
    const { actor, settled, effects, type } = start(
      [ok([])],
      [
        { status: 'error', payload: null, message: 'Invalid body', httpStatus: 400 },
        new TypeError('offline'),
      ],
    );
    await settled();
    actor.send({ type: 'create.open' });
    type('title', 'Tour');
    type('description', 'Five minutes');
    type('url', 'https://videos.example/tour.mp4');
    actor.send({ type: 'submit' });
    await settled();
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true);
    actor.send({ type: 'submit' });
    await settled();
    expect(effects).toEqual(['addFailed', 'addFailed']);
    expect(actor.getSnapshot().context.values.title).toBe('Tour');
    expect(actor.getSnapshot().context.videos).toEqual([]);
    actor.send({ type: 'create.close' });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
  });

  it('deletes a video after the confirmation: it leaves the list', async () => {
    const { actor, settled, effects, removed } = start([ok([made, older])], [], [ok({ id: made.id })]);
    await settled();
    // An unknown id asks nothing.
    actor.send({ type: 'delete.request', id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e39' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'delete.request', id: made.id });
    expect(actor.getSnapshot().matches({ list: 'confirming', dialog: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual(made);
    expect(removed).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ list: 'deleting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(removed).toEqual([made.id]);
    expect(effects).toEqual(['deleted']);
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.videos).toEqual([older]);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('Cancel keeps the video and calls nothing', async () => {
    const { actor, settled, effects, removed } = start([ok([made, older])]);
    await settled();
    actor.send({ type: 'delete.request', id: older.id });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(actor.getSnapshot().context.videos).toEqual([made, older]);
    expect(removed).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('keeps the video when the server refuses the delete or the call is lost', async () => {
    const { actor, settled, effects, removed } = start(
      [ok([made, older])],
      [],
      [
        { status: 'error', payload: null, message: 'Video not found', httpStatus: 404 },
        new TypeError('offline'),
      ],
    );
    await settled();
    for (const _ of [1, 2]) {
      actor.send({ type: 'delete.request', id: made.id });
      actor.send({ type: 'delete.confirm' });
      await settled();
      expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
      expect(actor.getSnapshot().context.pending).toBeNull();
    }
    expect(removed).toEqual([made.id, made.id]);
    expect(effects).toEqual(['deleteFailed', 'deleteFailed']);
    expect(actor.getSnapshot().context.videos).toEqual([made, older]);
  });
});
