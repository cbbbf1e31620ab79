import { describe, expect, it, vi } from 'vitest';
import { frameHost, hostOriginOf, isLoaderPlay, originOf, readFragment } from './host.ts';

/** A window as a frame sees it: its own address's fragment and a parent that records posts. */
const framedWindow = (hash: string) => {
  const parent = { postMessage: vi.fn() } as unknown as Window;
  return { win: { location: { hash }, parent } as unknown as Window, parent };
};

describe('frame host', () => {
  it('takes only a plain http(s) origin', () => {
    expect(originOf('https://shop.example')).toBe('https://shop.example');
    expect(originOf('https://shop.example/')).toBe('https://shop.example');
    expect(originOf('https://shop.example/page')).toBe('');
    expect(originOf('javascript:alert(1)')).toBe('');
    expect(originOf('*')).toBe('');
    expect(originOf('null')).toBe('');
  });

  it('reads the fragment the loader wrote', () => {
    expect(readFragment('#host=https%3A%2F%2Fshop.example&autoplay=1')).toEqual({
      host: 'https://shop.example',
      autoplay: true,
    });
    expect(readFragment('')).toEqual({ host: '', autoplay: false });
    expect(hostOriginOf({ hostOrigin: '' }, '#host=https%3A%2F%2Fshop.example')).toBe('https://shop.example');
    expect(hostOriginOf({ hostOrigin: 'https://a.example' }, '#host=https%3A%2F%2Fb.example')).toBe(
      'https://a.example',
    );
  });

  it('posts to the host origin only, never to *', () => {
    const { win, parent } = framedWindow('#host=https%3A%2F%2Fshop.example');
    const host = frameHost({ hostOrigin: 'https://shop.example' }, win);
    expect(host.framed).toBe(true);
    host.post({ showroom: 1, type: 'resize', height: 420 });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { showroom: 1, type: 'resize', height: 420 },
      'https://shop.example',
    );
  });

  it('posts nothing when not framed or with no host origin', () => {
    const { win, parent } = framedWindow('');
    const host = frameHost({ hostOrigin: '' }, win);
    expect(host.framed).toBe(false);
    host.post({ showroom: 1, type: 'close' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    const top = { location: { hash: '' } } as unknown as Window;
    (top as { parent: Window }).parent = top;
    expect(frameHost({ hostOrigin: 'https://shop.example' }, top).framed).toBe(false);
  });

  it("answers the loader's play only from the host origin and the parent window", () => {
    const { win, parent } = framedWindow('');
    const host = frameHost({ hostOrigin: 'https://shop.example' }, win);
    const play = { showroom: 1, type: 'play' };
    const event = (origin: string, source: unknown, data: unknown) =>
      ({ origin, source, data }) as unknown as MessageEvent;
    expect(isLoaderPlay(event('https://shop.example', parent, play), host, parent)).toBe(true);
    expect(isLoaderPlay(event('https://evil.example', parent, play), host, parent)).toBe(false);
    expect(isLoaderPlay(event('https://shop.example', {}, play), host, parent)).toBe(false);
    expect(isLoaderPlay(event('https://shop.example', parent, { type: 'play' }), host, parent)).toBe(false);
    expect(isLoaderPlay(event('https://shop.example', parent, 'play'), host, parent)).toBe(false);
  });
});
