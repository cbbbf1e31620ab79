import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early.ts';

describe('calls started early (issue 30)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the started reply to the first take of its key, and calls anew after', async () => {
    const early = vi.fn(async () => 'early reply');
    startEarly('recordings 1 40', early);
    expect(early).toHaveBeenCalledTimes(1);

    const again = vi.fn(async () => 'new reply');
    await expect(takeEarly('recordings 1 40', again)).resolves.toBe('early reply');
    expect(again).not.toHaveBeenCalled();
    await expect(takeEarly('recordings 1 40', again)).resolves.toBe('new reply');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('calls anew for another key', async () => {
    startEarly('recordings 1 40', async () => 'page 1');
    await expect(takeEarly('recordings 2 40', async () => 'page 2')).resolves.toBe('page 2');
    await expect(takeEarly('recordings 1 40', async () => 'unused')).resolves.toBe('page 1');
  });

  it('drops a reply not taken within 15 s', async () => {
    vi.useFakeTimers();
    startEarly('pages', async () => 'old list');
    vi.advanceTimersByTime(15_000);
    await expect(takeEarly('pages', async () => 'fresh list')).resolves.toBe('fresh list');
  });

  it('gives the taker a failed call, and a failure never taken is not left unhandled', async () => {
    startEarly('shell', async () => {
      throw new Error('cannot connect');
    });
    await expect(takeEarly('shell', async () => 'unused')).rejects.toThrow('cannot connect');
    startEarly('never taken', async () => {
      throw new Error('nobody reads this');
    });
    // An unhandled rejection would fail the run (vitest reports it).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
