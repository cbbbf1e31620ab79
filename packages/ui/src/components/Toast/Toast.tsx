import * as React from 'react';

/** spec 1 §9: toasts auto-close after 3 seconds, at bottom-centre. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'progress';

/** A running task's toast; call one of these once to turn it into its final toast. */
export type ProgressToast = {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Close it without a final message. */
  dismiss: () => void;
};

export type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Shows a toast that stays until the returned handle settles it (e.g. 'Delete in Progress'). */
  progress: (message: string) => ProgressToast;
};

export type ToastProviderProps = {
  children?: React.ReactNode;
  /** Auto-close delay in ms for success and error toasts; progress toasts stay until settled. */
  duration?: number;
  /** Name of the notification region for screen readers; `{hotkey}` is replaced by F8. */
  label?: string;
};

export type ToastEntry = { id: number; kind: ToastKind; message: string; open: boolean };

type Region = typeof import('./ToastRegion.tsx').default;

let loadedRegion: Region | undefined;
let regionLoad: Promise<Region | undefined> | undefined;

/**
 * The region's code (radix Toast and the toasts' styles), loaded once. A failed load (the network
 * is gone) is not kept: the next toast tries again, and meanwhile nothing breaks.
 */
function loadRegion(): Promise<Region | undefined> {
  regionLoad ??= import('./ToastRegion.tsx').then(
    (module) => {
      loadedRegion = module.default;
      return loadedRegion;
    },
    () => {
      regionLoad = undefined;
      return undefined;
    },
  );
  return regionLoad;
}

/**
 * The region once its code is here. The code is not part of the first load (the login screen's
 * JavaScript budget, issue 9): it is fetched when the browser is idle after the first paint, so
 * the first toast still shows at once, even one saying the network is gone; a toast raised
 * before that fetches it at once.
 */
function useRegion(entries: readonly ToastEntry[]): Region | undefined {
  const [region, setRegion] = React.useState(() => loadedRegion);
  const show = React.useCallback((loaded: Region | undefined) => {
    if (loaded) setRegion(() => loaded);
  }, []);

  React.useEffect(() => {
    if (loadedRegion) return;
    const load = () => void loadRegion().then(show);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 1000);
    return () => window.clearTimeout(handle);
  }, [show]);

  // A toast is waiting: fetch now (and again at each new toast after a failed load).
  React.useEffect(() => {
    if (!region && entries.length > 0) void loadRegion().then(show);
  }, [region, entries, show]);

  return region;
}

const ToastContext = React.createContext<ToastApi | null>(null);

let nextId = 0;

/**
 * Holds the console's toasts and renders their one region, fixed at bottom-centre (radix Toast:
 * F8 focuses it, swipe down or Escape dismisses), from the first toast on. Use `useToast()` below it.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notifications ({hotkey})',
}: ToastProviderProps) {
  const [entries, setEntries] = React.useState<ToastEntry[]>([]);

  const api = React.useMemo<ToastApi>(() => {
    const show = (kind: ToastKind, message: string): number => {
      const id = ++nextId;
      // Closed toasts have finished (or are finishing) their exit; drop them as new ones arrive.
      setEntries((list) => [...list.filter((e) => e.open), { id, kind, message, open: true }]);
      return id;
    };
    const settle = (id: number, kind: 'success' | 'error', message: string) => {
      const next: ToastEntry = { id: ++nextId, kind, message, open: true };
      setEntries((list) =>
        list.some((e) => e.id === id && e.open)
          ? list.map((e) => (e.id === id ? next : e))
          : [...list.filter((e) => e.open), next],
      );
    };
    return {
      success: (message) => {
        show('success', message);
      },
      error: (message) => {
        show('error', message);
      },
      progress: (message) => {
        const id = show('progress', message);
        let settled = false;
        const once = (fn: () => void) => () => {
          if (settled) return;
          settled = true;
          fn();
        };
        return {
          success: (final) => once(() => settle(id, 'success', final))(),
          error: (final) => once(() => settle(id, 'error', final))(),
          dismiss: once(() =>
            setEntries((list) => list.map((e) => (e.id === id ? { ...e, open: false } : e))),
          ),
        };
      },
    };
  }, []);

  const close = React.useCallback((id: number) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, open: false } : e)));
  }, []);

  const Region = useRegion(entries);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Entries are never all removed once there is one: the region stays from the first toast on. */}
      {Region && entries.length > 0 && (
        <Region entries={entries} duration={duration} label={label} onClose={close} />
      )}
    </ToastContext.Provider>
  );
}

/** `{ success, error, progress }` for the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
