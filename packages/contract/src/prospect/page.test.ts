import { describe, expect, it } from 'vitest';
import { newLayoutStyle } from '../pages/style.ts';
import { firstScreenPictures } from './page.ts';

const demo = (id: string, ready = true) => ({
  id,
  media_status: ready ? ('ready' as const) : ('processing' as const),
  thumbnail: `https://media.example/thumbnails/${id}.jpg`,
});
const welcome = '11111111-1111-4111-8111-111111111111';
const first = '22222222-2222-4222-8222-222222222222';
const second = '33333333-3333-4333-8333-333333333333';
const style = {
  ...newLayoutStyle(),
  welcomePreview: { id: welcome, type: 'demo' as const },
  standardPreviewVideos: [
    { key: 'a', value: first, label: 'First', type: 'demo' as const },
    { key: 'b', value: second, label: 'Second', type: 'demo' as const },
  ],
};
const demos = [demo(welcome), demo(first), demo(second)];

describe('firstScreenPictures (issue 13: what the audience host preloads with a page)', () => {
  it("is the welcome preview's thumbnail and a Collection's first demo's, in that order", () => {
    expect(firstScreenPictures({ content: { type: 'standard', style }, demos })).toEqual([
      demos[0]!.thumbnail,
      demos[1]!.thumbnail,
    ]);
    // A Q&A page's demos come after its questions: only the welcome preview is on its first screen.
    expect(firstScreenPictures({ content: { type: 'customized', style }, demos })).toEqual([
      demos[0]!.thumbnail,
    ]);
  });

  it('is nothing behind a gate, on an Embed page, or for a demo that is not ready', () => {
    const gated = { ...style, settings: { ...style.settings, verifyIdentity: true } };
    expect(firstScreenPictures({ content: { type: 'standard', style: gated }, demos })).toEqual([]);
    expect(firstScreenPictures({ content: { type: 'embed' }, demos })).toEqual([]);
    expect(
      firstScreenPictures({
        content: { type: 'standard', style },
        demos: [demo(welcome, false), demo(first)],
      }),
    ).toEqual([demos[1]!.thumbnail]);
  });
});
