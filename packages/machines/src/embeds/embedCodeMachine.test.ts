import { embedSnippet } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { embedCodeMachine } from './embedCodeMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const staticUrl = 'http://127.0.0.1:4001';

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

describe('embedCodeMachine (spec 2 §2 Embed code dialog)', () => {
  const code = embedSnippet({ kind: 'hero', id, companyId, staticUrl });
  const startCode = (writes: Answer<'ok'>[]) => {
    const written: string[] = [];
    const actor = createActor(
      embedCodeMachine.provide({
        actors: {
          writeText: fromPromise<void, { text: string }>(async ({ input }) => {
            written.push(input.text);
            await answering(writes);
          }),
        },
      }),
      { input: { kind: 'hero', sneak: false, code } },
    ).start();
    return { actor, written };
  };

  it("clicking copies the snippet: 'Click to copy this code' then 'Code Copied!'", async () => {
    const { actor, written } = startCode(['ok', 'ok']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(written).toEqual([code]);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied') && written.length === 2);
  });

  it('a refused clipboard: copyFailed, and another click tries again; close ends it', async () => {
    const { actor } = startCode([new Error('denied'), 'ok']);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copyFailed'));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
