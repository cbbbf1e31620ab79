import type { LinkedinCallback } from '@showroom/machines';
import { linkedinStorageKey } from './linkedin.ts';

// The /linkedin popup's half of the hand-off (the opener's half is linkedin.ts): apart, so the
// login route's first JavaScript does not carry it.

/** What the provider sent back to /linkedin, from the popup's address. */
export const linkedinCallbackOf = (search: string): LinkedinCallback => {
  const query = new URLSearchParams(search);
  return { code: query.get('code'), state: query.get('state'), error: query.get('error') };
};

/**
 * spec 1 §2 /linkedin: keeps the code (and the OAuth state, to be checked by the opener) in local
 * storage and fires a storage event. Writing local storage already fires `storage` in the other
 * windows of the origin; the explicit event also reaches listeners in this window (tests).
 */
export const storeLinkedinCallback = (callback: LinkedinCallback, storage: Storage = localStorage) => {
  const value = JSON.stringify(callback);
  storage.setItem(linkedinStorageKey, value);
  window.dispatchEvent(new StorageEvent('storage', { key: linkedinStorageKey, newValue: value }));
};
