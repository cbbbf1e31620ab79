import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkedinCallbackPage } from './LinkedinCallbackPage.tsx';
import { linkedinStorageKey, takeLinkedinCallback } from './linkedin.ts';

describe('LinkedinCallbackPage (spec 1 §2 /linkedin)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('stores the code for the opener, fires a storage event, then closes the popup', () => {
    window.history.replaceState(null, '', '/linkedin?code=auth-code-1&state=state-1');
    const order: string[] = [];
    const events: StorageEvent[] = [];
    const onStorage = (event: StorageEvent) => {
      order.push('storage');
      events.push(event);
    };
    window.addEventListener('storage', onStorage);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {
      order.push('close');
    });
    render(<LinkedinCallbackPage />);
    window.removeEventListener('storage', onStorage);

    const stored = JSON.parse(localStorage.getItem(linkedinStorageKey) ?? 'null');
    expect(stored).toEqual({ code: 'auth-code-1', state: 'state-1', error: null });
    expect(events).toHaveLength(1);
    expect(events[0]?.key).toBe(linkedinStorageKey);
    expect(JSON.parse(events[0]?.newValue ?? 'null')).toEqual(stored);
    expect(close).toHaveBeenCalledTimes(1);
    // The code is in storage before the window goes.
    expect(order).toEqual(['storage', 'close']);
    // The opener takes it once, for its own attempt only.
    expect(takeLinkedinCallback('another-state')).toBeNull();
    expect(takeLinkedinCallback('state-1')).toEqual(stored);
    expect(localStorage.getItem(linkedinStorageKey)).toBeNull();
  });

  it('passes a refusal on to the opener (no code) and still closes', () => {
    window.history.replaceState(null, '', '/linkedin?error=user_cancelled_login&state=state-2');
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<LinkedinCallbackPage />);
    expect(JSON.parse(localStorage.getItem(linkedinStorageKey) ?? 'null')).toEqual({
      code: null,
      state: 'state-2',
      error: 'user_cancelled_login',
    });
    expect(close).toHaveBeenCalledTimes(1);
  });
});
