import { authMessages, linkedinConfig } from '@showroom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../api/client.ts';

/** Where the /linkedin popup leaves the provider's answer for the window that opened it (spec 1 §2). */
export const linkedinStorageKey = 'showroom.linkedin';

/** What the provider sent back to /linkedin. */
export interface LinkedinCallback {
  code: string | null;
  state: string | null;
  error: string | null;
}

/** The configured provider, as GET /web/login/linkedin/config gives it. */
export interface LinkedinAttempt {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The button's state: still asking the server, usable, or not configured (with the reason it shows). */
export type LinkedinAvailability =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'unavailable'; reason: string };

/**
 * spec 1 §2 /linkedin: keeps the code (and the OAuth state, to be checked by the opener) in local
 * storage and fires a storage event. Writing local storage already fires `storage` in the other
 * windows of the origin; the explicit event also reaches listeners in this window (tests).
 */
export const storeLinkedinCallback = (search: string, storage: Storage = localStorage) => {
  const query = new URLSearchParams(search);
  const callback: LinkedinCallback = {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
  };
  const value = JSON.stringify(callback);
  storage.setItem(linkedinStorageKey, value);
  window.dispatchEvent(new StorageEvent('storage', { key: linkedinStorageKey, newValue: value }));
};

/** Takes the callback out of storage (it is single-use) when it answers `state`. */
export const takeLinkedinCallback = (
  state: string,
  storage: Storage = localStorage,
): LinkedinCallback | null => {
  const text = storage.getItem(linkedinStorageKey);
  if (!text) return null;
  try {
    const callback = JSON.parse(text) as LinkedinCallback;
    if (callback.state !== state) return null;
    storage.removeItem(linkedinStorageKey);
    return callback;
  } catch {
    storage.removeItem(linkedinStorageKey);
    return null;
  }
};

const popupFeatures = 'popup,width=600,height=720';

/** What the popup reports back to the machine that opened it (the machines' `SocialPopupEvent`). */
export type LinkedinPopupEvent = { type: 'social.code'; code: string } | { type: 'social.cancel' };

/**
 * The popup hand-off of ADR 0012 (docs/decisions/0012-social-login-oauth2.md) for the login and sign-up pages. `availability` is the
 * button's state, from the server's configuration. `open` is the body of the machines'
 * `socialPopup` callback actor: it opens the provider with a fresh single-use state (the actor
 * starts inside the click, so browsers allow the popup), sends back `social.code` or
 * `social.cancel` when the popup answers or closes, and returns the clean-up the actor runs when
 * it stops. `used` is the attempt the last code answers, for the sign-in call.
 */
export function useLinkedin() {
  const [attempt, setAttempt] = useState<LinkedinAttempt | null>(null);
  const [availability, setAvailability] = useState<LinkedinAvailability>({ status: 'loading' });
  const used = useRef<LinkedinAttempt | null>(null);

  // Each attempt needs its own state, so the configuration is fetched again after every use.
  const load = useCallback(() => {
    client
      .call(linkedinConfig)
      .then((reply) => {
        if (reply.status === 'success' && reply.payload.configured) {
          const { authorizeUrl, clientId, redirectUri, state } = reply.payload;
          setAttempt({ authorizeUrl, clientId, redirectUri, state });
          setAvailability({ status: 'ready' });
        } else {
          setAttempt(null);
          setAvailability({
            status: 'unavailable',
            reason:
              reply.status === 'success' && !reply.payload.configured
                ? reply.payload.message
                : authMessages.cannotConnect,
          });
        }
      })
      .catch(() => setAvailability({ status: 'unavailable', reason: authMessages.cannotConnect }));
  }, []);

  // The configuration is data the button shows; fetching it once the page is up is no effect of a state.
  useEffect(() => load(), [load]);

  const open = useCallback(
    (sendBack: (event: LinkedinPopupEvent) => void) => {
      if (!attempt) {
        sendBack({ type: 'social.cancel' });
        return () => {};
      }
      used.current = attempt;
      const popup = window.open(attempt.authorizeUrl, 'showroom-linkedin', popupFeatures);
      let settled = false;
      const onStorage = (event: StorageEvent) => {
        if (event.key !== linkedinStorageKey) return;
        const callback = takeLinkedinCallback(attempt.state);
        if (callback) settle(callback);
      };
      // A closed popup without an answer is a cancel; storage is read once more first, in case the
      // storage event and the close raced.
      const timer = window.setInterval(() => {
        if (popup && !popup.closed) return;
        settle(takeLinkedinCallback(attempt.state));
      }, 500);
      const stop = () => {
        window.removeEventListener('storage', onStorage);
        window.clearInterval(timer);
      };
      function settle(callback: LinkedinCallback | null) {
        if (settled) return;
        settled = true;
        stop();
        setAttempt(null);
        setAvailability({ status: 'loading' });
        load();
        sendBack(
          callback?.code && !callback.error
            ? { type: 'social.code', code: callback.code }
            : { type: 'social.cancel' },
        );
      }
      window.addEventListener('storage', onStorage);
      return stop;
    },
    [attempt, load],
  );

  return { availability, open, used: () => used.current };
}
