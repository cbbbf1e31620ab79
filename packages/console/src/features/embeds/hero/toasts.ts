import type { WidgetKind } from '@showroom/machines';
import { type ProgressToast, type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { embedMessages } from '../messages.ts';

const m = embedMessages;
const kindMessages = {
  hero: { added: m.heroAdded, addFailed: m.errorAddingHero, updateFailed: m.errorUpdatingHero },
  solo: { added: m.soloAdded, addFailed: m.errorAddingSolo, updateFailed: m.errorUpdatingSolo },
} as const;

/**
 * The Hero and Solo editors' toasts (spec 2 §7 "What the product does with answers", §8): 'Saving
 * changes' settling as 'Hero Embed Added' / 'Solo Embed Added' or 'Changes saved', or as the
 * kind's adding or updating error; 'Incomplete Data', 'Invalid file extension', 'Unable to
 * preview widget'. Provided by the page and by the stories alike.
 */
export function widgetEditorToasts(toast: ToastApi, kind: WidgetKind) {
  const words = kindMessages[kind];
  let saving: ProgressToast | null = null;
  const settle = (tone: 'success' | 'error', message: string) => {
    if (saving) saving[tone](message);
    else toast[tone](message);
    saving = null;
  };
  return {
    notifyIncomplete: () => toast.error(m.incompleteData),
    notifyInvalidFile: () => toast.error(m.invalidFileExtension),
    showSaveProgress: () => {
      saving = toast.progress(m.savingChanges);
    },
    notifyAdded: () => settle('success', words.added),
    notifyAddFailed: () => settle('error', words.addFailed),
    notifySaved: () => settle('success', m.changesSaved),
    notifySaveFailed: () => settle('error', words.updateFailed),
    notifyPreviewFailed: () => toast.error(m.unableToPreview),
  };
}

/** Made once per component: a progress toast's handle must outlive a render. */
export function useWidgetEditorToasts(kind: WidgetKind) {
  const toast = useToast();
  return useMemo(() => widgetEditorToasts(toast, kind), [toast, kind]);
}

/** The Sneakpeek form's toasts: 'Incomplete Data', its create and update outcomes (spec 2 §8). */
export function sneakpeekToasts(toast: ToastApi) {
  return {
    notifyIncomplete: () => toast.error(m.incompleteData),
    notifySaved: (_: unknown, params: { created: boolean }) =>
      toast.success(params.created ? m.sneakpeekAdded : m.changesSaved),
    notifySaveFailed: (_: unknown, params: { created: boolean }) =>
      toast.error(params.created ? m.errorAddingSneakpeek : m.errorUpdatingSneakpeek),
  };
}

export function useSneakpeekToasts() {
  const toast = useToast();
  return useMemo(() => sneakpeekToasts(toast), [toast]);
}
