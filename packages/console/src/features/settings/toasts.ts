import { settingsMessages } from '@showroom/contract';
import type { SettingsFailure } from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMemo } from 'react';

/**
 * The settings machine's toasts (spec 1 §8), for the page and the stories alike: a load refused
 * ('Error Fetching Styles') or unanswered ('Failed to load existing settings'), 'Settings
 * Updated', 'Error Encountered While Updating Style'.
 */
export function useSettingsToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      notifyLoadFailed: (_: unknown, params: { failure: SettingsFailure }) =>
        toast.error(settingsLoadFailure(params.failure)),
      notifySaved: () => toast.success(settingsMessages.settingsUpdated),
      notifySaveFailed: () => toast.error(settingsMessages.errorUpdatingStyle),
    }),
    [toast],
  );
}

/** What the screen and the toast say when the settings did not load. */
export const settingsLoadFailure = (failure: SettingsFailure | null) =>
  failure === 'refused' ? settingsMessages.errorFetchingStyles : settingsMessages.failedToLoadSettings;

/**
 * The logo machine's toasts (spec 1 §8): 'Error Fetching Logo', 'Logo Updated', the failed call's
 * message (an address: 'Error Encountered While Updating Logo'; an upload: 'Error Encountered While
 * Adding/Updating Logo Image'), 'Failed to load image'.
 */
export function useLogoToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      notifyLoadFailed: () => toast.error(settingsMessages.errorFetchingLogo),
      notifyUpdated: () => toast.success(settingsMessages.logoUpdated),
      notifyFailed: (_: unknown, params: { failure: 'url' | 'image' }) =>
        toast.error(
          params.failure === 'url' ? settingsMessages.errorUpdatingLogo : settingsMessages.errorLogoImage,
        ),
      notifyImageRejected: () => toast.error(settingsMessages.failedToLoadImage),
    }),
    [toast],
  );
}
