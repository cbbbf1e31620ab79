import { authMessages } from '@showroom/contract';
import {
  type LinkedinAttempt,
  type LinkedinCallback,
  type LinkedinConfigReply,
  linkedinProviderMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { authCalls } from './authCalls.ts';

/** Where the /linkedin popup leaves the provider's answer for the window that opened it (spec 1 §2). */
export const linkedinStorageKey = 'showroom.linkedin';

/** The button's state: still asking the server, usable, or not configured (with the reason it shows). */
export type LinkedinAvailability =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'unavailable'; reason: string };

/** The provider machine's state as the button shows it, worded for the rep. */
export function linkedinAvailability(
  snapshot: SnapshotFrom<typeof linkedinProviderMachine>,
): LinkedinAvailability {
  if (snapshot.matches('ready')) return { status: 'ready' };
  if (!snapshot.matches('unavailable')) return { status: 'loading' };
  const { unavailable } = snapshot.context;
  return {
    status: 'unavailable',
    reason: unavailable?.reason === 'notConfigured' ? unavailable.message : authMessages.cannotConnect,
  };
}

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

/** GET /web/login/linkedin/config through the contract client: the provider machine's `loadConfig`. */
const loadConfig = fromPromise<LinkedinConfigReply, void>(async () => (await authCalls()).linkedinConfig());

/**
 * The popup hand-off of ADR 0012 (docs/decisions/0012-social-login-oauth2.md) for the login and
 * sign-up pages. The provider machine loads the configuration when the page opens and after each
 * attempt (its `state` is single-use); `availability` is the button's state from it. `open` is
 * the body of the machines' `socialPopup` callback actor: it opens the provider with the current
 * attempt (the actor starts inside the click, so browsers allow the popup), sends back
 * `social.code` or `social.cancel` when the popup answers or closes, and returns the clean-up the
 * actor runs when it stops. `used` is the attempt the last code answers, for the sign-in call.
 */
export function useLinkedin() {
  const [machine] = useState(() => linkedinProviderMachine.provide({ actors: { loadConfig } }));
  const [snapshot, send] = useMachine(machine);
  const used = useRef<LinkedinAttempt | null>(null);
  // `open` is made once; it reads the provider's latest snapshot.
  const provider = useRef({ snapshot, send });
  provider.current = { snapshot, send };

  const open = useCallback((sendBack: (event: LinkedinPopupEvent) => void) => {
    const { attempt } = provider.current.snapshot.context;
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
      provider.current.send({ type: 'attempt.used' });
      sendBack(
        callback?.code && !callback.error
          ? { type: 'social.code', code: callback.code }
          : { type: 'social.cancel' },
      );
    }
    window.addEventListener('storage', onStorage);
    return stop;
  }, []);

  return { availability: linkedinAvailability(snapshot), open, used: () => used.current };
}
