import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  isAcceptableLogo,
  type LogoFile,
  type LogoRecord,
  type LogoReply,
  logoMachine,
} from './logoMachine.ts';

const maxBytes = 1000;
const logo: LogoRecord = { logoUrl: 'https://acme.example/logo.png', logoImage: null, recentMethod: 'url' };
const png: LogoFile = { name: 'logo.png', type: 'image/png', size: 500 };
const ok: LogoReply = { status: 'success', payload: null, httpStatus: 200 };

const start = (loads: Array<LogoRecord | Error>, answers: Array<LogoReply | Error> = []) => {
  const calls = { urls: [] as string[], files: [] as LogoFile[] };
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = logoMachine.provide({
    actors: {
      load: fromPromise<LogoRecord, void>(async () => {
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
  return { actor: createActor(machine, { input: { maxBytes } }).start(), calls };
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
    const loaded = start([logo]);
    expect((await settle(loaded.actor)).context.logo).toEqual(logo);
    const failed = start([new TypeError('x')], [ok]);
    expect((await settle(failed.actor)).value).toBe('loadFailed');
    failed.actor.send({ type: 'file.select', file: png });
    expect(failed.actor.getSnapshot().value).toBe('uploading');
  });

  it('the URL dialog starts from the current address, refuses a non-http address, and saves a good one', async () => {
    const { actor, calls } = start([logo], [ok]);
    await settle(actor);
    actor.send({ type: 'url.open' });
    expect(actor.getSnapshot().value).toBe('urlDialog');
    expect(actor.getSnapshot().context.draftUrl).toBe(logo.logoUrl);
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
    expect(snapshot.context.logo).toMatchObject({
      logoUrl: 'https://acme.example/new.svg',
      recentMethod: 'url',
    });
    expect(calls.urls).toEqual(['https://acme.example/new.svg']);
  });

  it('cancel closes the dialog without a call', async () => {
    const { actor, calls } = start([logo]);
    await settle(actor);
    actor.send({ type: 'url.open' });
    actor.send({ type: 'url.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.urls).toEqual([]);
  });

  it('an accepted file uploads; the reply is the new record', async () => {
    const record = { logoUrl: null, logoImage: '/media/logo.png', recentMethod: 'image' };
    const { actor, calls } = start([logo], [{ status: 'success', payload: record, httpStatus: 200 }]);
    await settle(actor);
    actor.send({ type: 'file.select', file: png });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('updated');
    expect(snapshot.context.logo).toEqual(record);
    expect(calls.files).toEqual([png]);
  });

  it('a refused file is imageRejected without a call', async () => {
    const { actor, calls } = start([logo]);
    await settle(actor);
    actor.send({ type: 'file.select', file: { name: 'a.pdf', type: 'application/pdf', size: 5 } });
    expect(actor.getSnapshot().value).toBe('imageRejected');
    expect(calls.files).toEqual([]);
  });

  it.each([
    ['url', { status: 'error', message: 'Bad', httpStatus: 400 } as LogoReply],
    ['url', new TypeError('x')],
    ['image', { status: 'error', message: 'Too large', httpStatus: 413 } as LogoReply],
    ['image', new TypeError('x')],
  ] as const)('a failed %s call is failed, saying which', async (kind, answer) => {
    const { actor } = start([logo], [answer]);
    await settle(actor);
    if (kind === 'url') {
      actor.send({ type: 'url.open' });
      actor.send({ type: 'url.submit' });
    } else actor.send({ type: 'file.select', file: png });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toBe(kind);
    expect(snapshot.context.logo).toEqual(logo);
  });

  it('a file the picker refused (two files, not an image) is rejected without a call, from every choosing state', async () => {
    const { actor, calls } = start([logo]);
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
        { type: 'xstate.done.actor.load', output: logo },
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
