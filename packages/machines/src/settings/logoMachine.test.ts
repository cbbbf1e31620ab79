import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  isAcceptableLogo,
  type LogoFile,
  type LogoLoadReply,
  type LogoRecord,
  type LogoReply,
  logoMachine,
} from './logoMachine.ts';

const maxBytes = 1000;
const logo: LogoRecord = {
  logo_url: 'https://acme.example/logo.png',
  logo_image: null,
  recent_method: 'url',
};
const found: LogoLoadReply = { status: 'success', payload: logo, httpStatus: 200 };
const png: LogoFile = { name: 'logo.png', type: 'image/png', size: 500 };
/** What the server answers for a logo by address: the address, and the image it fetched and stored. */
const fetched: LogoRecord = {
  logo_url: 'https://acme.example/new.svg',
  logo_image: '/media/company-1/logo.png',
  recent_method: 'url',
};
const ok: LogoReply = { status: 'success', payload: fetched, httpStatus: 200 };

const start = (loads: Array<LogoLoadReply | Error>, answers: Array<LogoReply | Error> = []) => {
  const calls = { urls: [] as string[], files: [] as LogoFile[] };
  // The toasts the page shows, by the machine's named actions (spec 1 §8).
  const toasts: string[] = [];
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = logoMachine.provide({
    actions: {
      notifyLoadFailed: () => toasts.push('loadFailed'),
      notifyUpdated: () => toasts.push('updated'),
      notifyFailed: (_, params) => toasts.push(`failed: ${params.failure}`),
      notifyImageRejected: () => toasts.push('imageRejected'),
    },
    actors: {
      load: fromPromise<LogoLoadReply, void>(async () => {
        const next = loads.shift();
        if (!next) throw new Error('unexpected load');
        if (next instanceof Error) throw next;
        return next;
      }),
      saveUrl: fromPromise<LogoReply, { url: string }>(async ({ input }) => {
        calls.urls.push(input.url);
        return answer();
      }),
      upload: fromPromise<LogoReply, { file: LogoFile }>(async ({ input }) => {
        calls.files.push(input.file);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input: { maxBytes } }).start(), calls, toasts };
};
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('logoMachine', () => {
  it('image/* only, not empty, within the limit', () => {
    expect(isAcceptableLogo(png, maxBytes)).toBe(true);
    expect(isAcceptableLogo({ ...png, size: maxBytes }, maxBytes)).toBe(true);
    expect(isAcceptableLogo({ ...png, size: maxBytes + 1 }, maxBytes)).toBe(false);
    expect(isAcceptableLogo({ ...png, size: 0 }, maxBytes)).toBe(false);
    expect(isAcceptableLogo({ ...png, type: 'application/pdf' }, maxBytes)).toBe(false);
  });

  it('loads the logo record; a failed load is loadFailed, from which a logo can still be given', async () => {
    const loaded = start([found]);
    expect((await settle(loaded.actor)).context.logo).toEqual(logo);
    expect(loaded.toasts).toEqual([]);
    const failed = start([new TypeError('x')], [ok]);
    expect((await settle(failed.actor)).value).toBe('loadFailed');
    expect(failed.toasts).toEqual(['loadFailed']);
    const refused = start([{ status: 'error', payload: null, message: 'Forbidden', httpStatus: 403 }]);
    expect((await settle(refused.actor)).value).toBe('loadFailed');
    failed.actor.send({ type: 'file.select', file: png });
    expect(failed.actor.getSnapshot().value).toBe('uploading');
  });

  it('the URL dialog starts from the current address, refuses a non-http address, and saves a good one', async () => {
    const { actor, calls, toasts } = start([found], [ok]);
    await settle(actor);
    actor.send({ type: 'url.open' });
    expect(actor.getSnapshot().value).toBe('urlDialog');
    expect(actor.getSnapshot().context.draftUrl).toBe(logo.logo_url);
    actor.send({ type: 'url.change', value: 'javascript:alert(1)' });
    actor.send({ type: 'url.submit' });
    expect(actor.getSnapshot().value).toBe('urlDialog');
    expect(actor.getSnapshot().context.draftInvalid).toBe(true);
    actor.send({ type: 'url.change', value: ' https://acme.example/new.svg ' });
    expect(actor.getSnapshot().context.draftInvalid).toBe(false);
    actor.send({ type: 'url.submit' });
    expect(actor.getSnapshot().value).toBe('savingUrl');
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('updated');
    // The server's record: the address and the copy it stored on the media origin (issue 15 §8).
    expect(snapshot.context.logo).toEqual(fetched);
    expect(calls.urls).toEqual(['https://acme.example/new.svg']);
    expect(toasts).toEqual(['updated']);
  });

  it('cancel closes the dialog without a call', async () => {
    const { actor, calls } = start([found]);
    await settle(actor);
    actor.send({ type: 'url.open' });
    actor.send({ type: 'url.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.urls).toEqual([]);
  });

  it('an accepted file uploads; the reply is the new record', async () => {
    const record: LogoRecord = { logo_url: null, logo_image: '/media/logo.png', recent_method: 'image' };
    const { actor, calls } = start([found], [{ status: 'success', payload: record, httpStatus: 200 }]);
    await settle(actor);
    actor.send({ type: 'file.select', file: png });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('updated');
    expect(snapshot.context.logo).toEqual(record);
    expect(calls.files).toEqual([png]);
  });

  it('a refused file is imageRejected without a call', async () => {
    const { actor, calls, toasts } = start([found]);
    await settle(actor);
    actor.send({ type: 'file.select', file: { name: 'a.pdf', type: 'application/pdf', size: 5 } });
    expect(actor.getSnapshot().value).toBe('imageRejected');
    expect(calls.files).toEqual([]);
    expect(toasts).toEqual(['imageRejected']);
  });

  it.each([
    ['url', { status: 'error', payload: null, message: 'Bad', httpStatus: 400 } as LogoReply],
    ['url', new TypeError('x')],
    ['image', { status: 'error', payload: null, message: 'Too large', httpStatus: 413 } as LogoReply],
    ['image', new TypeError('x')],
  ] as const)('a failed %s call is failed, saying which', async (kind, answer) => {
    const { actor, toasts } = start([found], [answer]);
    await settle(actor);
    if (kind === 'url') {
      actor.send({ type: 'url.open' });
      actor.send({ type: 'url.submit' });
    } else actor.send({ type: 'file.select', file: png });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toBe(kind);
    expect(snapshot.context.logo).toEqual(logo);
    // spec 1 §8: the address's failure and the upload's have different messages.
    expect(toasts).toEqual([`failed: ${kind}`]);
  });

  it('a file the picker refused (two files, not an image) is rejected without a call, from every choosing state', async () => {
    const { actor, calls } = start([found]);
    await settle(actor);
    actor.send({ type: 'file.reject' });
    expect(actor.getSnapshot().value).toBe('imageRejected');
    actor.send({ type: 'file.reject' });
    expect(actor.getSnapshot().value).toBe('imageRejected');
    actor.send({ type: 'url.open' });
    actor.send({ type: 'file.reject' });
    expect(actor.getSnapshot().value).toBe('urlDialog');
    expect(calls.files).toEqual([]);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof logoMachine>;
    const paths = getShortestPaths(logoMachine, {
      input: { maxBytes },
      events: [
        { type: 'url.open' },
        { type: 'url.change', value: 'https://acme.example/l.png' },
        { type: 'url.submit' },
        { type: 'url.cancel' },
        { type: 'file.select', file: png },
        { type: 'file.select', file: { ...png, type: 'text/plain' } },
        { type: 'file.reject' },
        { type: 'retry' },
        { type: 'xstate.done.actor.load', output: found },
        { type: 'xstate.error.actor.load', error: new TypeError('x') },
        { type: 'xstate.done.actor.saveUrl', output: ok },
        { type: 'xstate.done.actor.upload', output: ok },
        { type: 'xstate.error.actor.upload', error: new TypeError('x') },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
      serializeState: ((s: Snapshot) => JSON.stringify([s.value, s.context.draftUrl])) as (
        s: unknown,
      ) => string,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(logoMachine.root.states).sort());
  });
});
