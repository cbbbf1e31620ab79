import { afterAll, vi } from 'vitest';

/**
 * Issue 27 §6: the unit, logic and story projects run their files one after another in the same
 * worker (`isolate: false`), so React, the ui package and the machines are imported once per
 * worker, not once per file. What a file changes outside its modules must then not reach the next
 * file: fake timers, stubbed globals and environment variables, spies. Within a file, each test
 * keeps the set-up its file gives it; at the end of the file, all of it is undone.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
