import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeCookie } from '../../session/cookies.ts';
import { demoListChunk, pageListChunk, startScreen } from './routeChunks.ts';

const calls = vi.hoisted(() => ({ shell: vi.fn(), demos: vi.fn(), pages: vi.fn() }));
vi.mock('./ShellPage.tsx', () => ({ startFirstCalls: calls.shell }));
vi.mock('../demos/list/DemoListPage.tsx', () => ({ startFirstCalls: calls.demos }));
vi.mock('../pages/list/PageListPage.tsx', () => ({ startFirstCalls: calls.pages }));

const setCookie = writeCookie;
/** The chunks' dynamic imports settle in a few turns of the event loop. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a first load of a signed-in screen (issue 30)', () => {
  afterEach(() => {
    clearSession();
    vi.clearAllMocks();
  });

  it("starts the shell's first calls and the screen's at once", async () => {
    setCookie('token', 'tok');
    startScreen('/feature/demos');
    await settled();
    expect(calls.shell).toHaveBeenCalledTimes(1);
    expect(calls.demos).toHaveBeenCalledTimes(1);
    expect(calls.pages).not.toHaveBeenCalled();
  });

  it('reads the address with or without its trailing slash', async () => {
    setCookie('token', 'tok');
    startScreen('/feature/page/');
    await settled();
    expect(calls.pages).toHaveBeenCalledTimes(1);
  });

  it('starts only the shell when the stored flags ask for consent', async () => {
    setCookie('token', 'tok');
    setCookie('flags', JSON.stringify({ consent: { popup: { show: true } } }));
    startScreen('/feature/demos');
    await settled();
    expect(calls.shell).toHaveBeenCalledTimes(1);
    expect(calls.demos).not.toHaveBeenCalled();
  });

  it('asked for consent, starts the screen’s first calls when its route loads its chunk, once', async () => {
    setCookie('token', 'tok');
    setCookie('flags', JSON.stringify({ consent: { popup: { show: true } } }));
    startScreen('/feature/demos');
    await settled();
    expect(calls.demos).not.toHaveBeenCalled();
    // The shell renders the demos route behind the consent dialog: its lazy import arrives.
    await demoListChunk();
    expect(calls.demos).toHaveBeenCalledTimes(1);
    // Opened again later, or another screen: the machines ask for themselves.
    await demoListChunk();
    await pageListChunk();
    expect(calls.demos).toHaveBeenCalledTimes(1);
    expect(calls.pages).not.toHaveBeenCalled();
  });

  it('starts both when the consent was given', async () => {
    setCookie('token', 'tok');
    setCookie('flags', JSON.stringify({ consent: { popup: { show: false } } }));
    startScreen('/feature/demos');
    await settled();
    expect(calls.demos).toHaveBeenCalledTimes(1);
  });

  it('starts nothing without a session, nor at another address', async () => {
    startScreen('/feature/demos');
    setCookie('token', 'tok');
    startScreen('/feature/demos/recording');
    startScreen('/feature/settings');
    await settled();
    expect(calls.shell).not.toHaveBeenCalled();
    expect(calls.demos).not.toHaveBeenCalled();
  });
});
