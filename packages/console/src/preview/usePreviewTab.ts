import { useMemo, useRef } from 'react';

/**
 * The preview tab every editor opens on the audience host (spec 2 §4, spec 3 §4.1). The tab is
 * opened blank on the click itself, since a tab opened after the call returns would be blocked,
 * and pointed at the preview once the call answers; it never keeps a way back into the console.
 * A failed call closes it again before the page's toast says why. The three map one-to-one on
 * the editor machines' `openPreviewWindow`, `showPreview` and `notifyPreviewFailed` actions.
 */
export function usePreviewTab(notifyFailed: () => void) {
  const tab = useRef<Window | null>(null);
  const failed = useRef(notifyFailed);
  failed.current = notifyFailed;
  return useMemo(
    () => ({
      open: () => {
        tab.current = window.open('', '_blank');
      },
      show: (address: string) => {
        const opened = tab.current;
        tab.current = null;
        if (opened && !opened.closed) {
          opened.opener = null;
          opened.location.href = address;
        } else window.open(address, '_blank', 'noopener');
      },
      fail: () => {
        tab.current?.close();
        tab.current = null;
        failed.current();
      },
    }),
    [],
  );
}
