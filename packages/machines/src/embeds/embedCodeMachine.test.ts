import { type EmbedKind, embedSnippet, type LoaderRef } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { embedCodeMachine } from './embedCodeMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const staticUrl = 'http://127.0.0.1:4001';
const loader: LoaderRef = { version: 'AbCdEfGh12345678', integrity: `sha384-${'B'.repeat(64)}` };

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

describe('embedCodeMachine (spec 2 §2 Embed code dialog)', () => {
  const snippet = (ref: LoaderRef | undefined) =>
    embedSnippet({ kind: 'hero', id, companyId, staticUrl, ...ref });
  const startCode = (writes: Answer<'ok'>[], loaders: Answer<LoaderRef>[] = [loader]) => {
    const written: string[] = [];
    const asked: string[] = [];
    const actor = createActor(
      embedCodeMachine.provide({
        actors: {
          loadLoader: fromPromise<LoaderRef, { kind: EmbedKind }>(async ({ input }) => {
            asked.push(input.kind);
            return answering(loaders);
          }),
          writeText: fromPromise<void, { text: string }>(async ({ input }) => {
            written.push(input.text);
            await answering(writes);
          }),
        },
      }),
      { input: { kind: 'hero', sneak: false, snippet } },
    ).start();
    return { actor, written, asked };
  };

  it("shows the snippet with the loader's version and integrity, and clicking copies it: 'Click to copy this code' then 'Code Copied!'", async () => {
    const { actor, written, asked } = startCode(['ok', 'ok']);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['hero']);
    const code = actor.getSnapshot().context.code;
    expect(code).toBe(snippet(loader));
    expect(code).toContain(`integrity="${loader.integrity}"`);
    expect(code).toContain(`/hero/loader.js?v=${loader.version}`);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(written).toEqual([code]);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied') && written.length === 2);
  });

  it('without the integrity, shows and copies the code without it', async () => {
    const { actor, written } = startCode(['ok'], [new Error('unreachable')]);
    await waitFor(actor, (s) => s.matches('unverified'));
    expect(actor.getSnapshot().context.code).toBe(snippet(undefined));
    expect(actor.getSnapshot().context.code).not.toContain('integrity');
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(written).toEqual([snippet(undefined)]);
  });

  it('a refused clipboard: copyFailed, and another click tries again; close ends it', async () => {
    const { actor } = startCode([new Error('denied'), 'ok']);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copyFailed'));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
