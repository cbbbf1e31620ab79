import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type PageThumbnailReply, pageThumbnailMachine } from './pageThumbnailMachine.ts';

const pageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const stored = 'http://127.0.0.1:4002/pages/new.png';

const start = (answer: () => Promise<PageThumbnailReply>) => {
  const calls: unknown[] = [];
  const actor = createActor(
    pageThumbnailMachine.provide({
      actors: {
        upload: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: { pageId, thumbnail: null } },
  ).start();
  return { actor, calls };
};

describe('pageThumbnailMachine (spec 3 §4.3, §5; issue 29, D.6)', () => {
  it('uploads one .png at once and keeps the address the server stored', async () => {
    const { actor, calls } = start(async () => ({
      status: 'success',
      httpStatus: 200,
      payload: { show_custom_thumbnail: '1', custom_thumbnail: stored },
    }));
    const file = { name: 'Cover.PNG', size: 10 };
    actor.send({ type: 'files.choose', files: [file] });
    expect(actor.getSnapshot().value).toBe('uploading');
    const done = await waitFor(actor, (s) => s.matches('uploaded'));
    expect(done.context.thumbnail).toBe(stored);
    expect(calls).toEqual([{ pageId, file }]);
  });

  it("refuses two files, another extension or an empty file without a call ('Invalid file extension')", () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    for (const files of [
      [
        { name: 'a.png', size: 1 },
        { name: 'b.png', size: 1 },
      ],
      [{ name: 'a.gif', size: 1 }],
      [{ name: 'a.jpg', size: 0 }],
      [],
    ]) {
      actor.send({ type: 'files.choose', files });
      expect(actor.getSnapshot().value).toBe('invalid');
    }
    expect(calls).toEqual([]);
  });

  it("a refused or failed upload is 'failed' ('Error uploading thumbnail'), the stored thumbnail kept; another file may be chosen", async () => {
    const answers: (() => Promise<PageThumbnailReply>)[] = [
      async () =>
        ({ status: 'error', httpStatus: 415, payload: null, message: 'Invalid file extension' }) as never,
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const { actor } = start(() => answers.shift()!());
    actor.send({ type: 'files.choose', files: [{ name: 'a.jpg', size: 5 }] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.thumbnail).toBeNull();
    actor.send({ type: 'files.choose', files: [{ name: 'b.jpeg', size: 5 }] });
    await waitFor(actor, (s) => s.matches('failed'));
  });
});
