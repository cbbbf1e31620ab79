import {
  type EmbedCodeParts,
  type EmbedKind,
  embedSnippet,
  type LoaderRef,
  snippetOptions,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { embedCodeMachine } from './embedCodeMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const staticUrl = 'http://127.0.0.1:4001';
const loader: LoaderRef = { version: 'AbCdEfGh12345678', integrity: `sha384-${'B'.repeat(64)}` };
const picture = { thumbnail: 'https://media.example/thumbnails/a.jpg', width: 720, height: 1280 };
const parts: EmbedCodeParts = { loader, picture };

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

describe('embedCodeMachine (spec 2 §2 Embed code dialog)', () => {
  const snippet = (given: EmbedCodeParts | undefined) =>
    embedSnippet({ kind: 'hero', id, companyId, staticUrl, ...snippetOptions(given) });
  const startCode = (writes: Answer<'ok'>[], answers: Answer<EmbedCodeParts>[] = [parts]) => {
    const written: string[] = [];
    const asked: string[] = [];
    const actor = createActor(
      embedCodeMachine.provide({
        actors: {
          loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async ({ input }) => {
            asked.push(`${input.kind} ${input.id}`);
            return answering(answers);
          }),
          writeText: fromPromise<void, { text: string }>(async ({ input }) => {
            written.push(input.text);
            await answering(writes);
          }),
        },
      }),
      { input: { kind: 'hero', id, sneak: false, snippet } },
    ).start();
    return { actor, written, asked };
  };

  it("shows the snippet with the loader's version and integrity and the widget's picture, and clicking copies it: 'Click to copy this code' then 'Code Copied!'", async () => {
    const { actor, written, asked } = startCode(['ok', 'ok']);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual([`hero ${id}`]);
    const code = actor.getSnapshot().context.code;
    expect(code).toBe(snippet(parts));
    expect(code).toContain(`integrity="${loader.integrity}"`);
    expect(code).toContain(`/hero/loader.js?v=${loader.version}`);
    // The picture in the box, which keeps the demo's portrait proportions.
    expect(code).toContain(`<img src="${picture.thumbnail}" alt="" width="720" height="1280"`);
    expect(code).toContain('aspect-ratio:720/1280');
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(written).toEqual([code]);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied') && written.length === 2);
  });

  it('a widget without a picture (a draft, no thumbnail): the code without one, the loader draws it', async () => {
    const { actor } = startCode([], [{ loader, picture: null }]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.code).toContain(`integrity="${loader.integrity}"`);
    expect(actor.getSnapshot().context.code).not.toContain('<img');
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
