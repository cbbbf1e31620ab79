import type { ToastApi } from '@showroom/ui';
import { describe, expect, it } from 'vitest';
import { embedMessages, failedToDelete } from '../messages.ts';
import { formatEmbedDate } from './format.ts';
import { staticUrl } from './hosts.ts';
import { embedListToasts } from './toasts.ts';

describe('staticUrl (the host the embed snippet loads its loader from)', () => {
  it('is VITE_STATIC_URL when set, else the audience host’s origin', () => {
    expect(staticUrl({ protocol: 'https:', port: '' }, 'https://static.example')).toBe(
      'https://static.example',
    );
    expect(staticUrl({ protocol: 'http:', port: '4000' }, undefined, 'http://127.0.0.1:4001')).toBe(
      'http://127.0.0.1:4001',
    );
    // The origin only: a configured audience address with a path does not leak into the loader's.
    expect(staticUrl({ protocol: 'https:', port: '' }, '', 'https://audience.example/prospects/')).toBe(
      'https://audience.example',
    );
  });
});

describe('formatEmbedDate (spec 2 §2: the created date in long US format)', () => {
  it('shows a wire date as November 23, 2026', () => {
    // Noon UTC: the same calendar day in every time zone the console is read in.
    expect(formatEmbedDate('2026-11-23 12:00:00')).toBe('November 23, 2026');
  });
});

describe('the list toasts (spec 2 §7, §8)', () => {
  it("copy: 'Error copying embed'; delete: 'Delete in Progress', then the kind's failure or 'Couldn't connect to database'", () => {
    const shown: string[] = [];
    const api: ToastApi = {
      success: (message) => shown.push(`success: ${message}`),
      error: (message) => shown.push(`error: ${message}`),
      progress: (message) => {
        shown.push(`progress: ${message}`);
        return {
          success: (final) => shown.push(`progress success: ${final}`),
          error: (final) => shown.push(`progress error: ${final}`),
          dismiss: () => shown.push('progress dismissed'),
        };
      },
    };
    const toasts = embedListToasts(api);
    toasts.notifyCopyFailed();
    toasts.showDeleteProgress();
    toasts.failDeleteProgress(undefined, { kind: 'hero', failure: 'error' });
    toasts.showDeleteProgress();
    toasts.failDeleteProgress(undefined, { kind: 'cyoa', failure: 'unreachable' });
    toasts.showDeleteProgress();
    toasts.endDeleteProgress();
    expect(shown).toEqual([
      'error: Error copying embed',
      'progress: Delete in Progress',
      'progress error: Failed to delete hero embed',
      'progress: Delete in Progress',
      "progress error: Couldn't connect to database",
      'progress: Delete in Progress',
      'progress dismissed',
    ]);
    expect([embedMessages.errorCopying, failedToDelete('solo')]).toEqual([
      'Error copying embed',
      'Failed to delete solo embed',
    ]);
  });
});
