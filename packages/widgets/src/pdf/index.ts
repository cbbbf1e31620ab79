import * as React from 'react';
import type { PdfViewerProps } from './PdfViewer.tsx';

export { Loading as PdfLoading } from './Loading.ts';
export type { PdfViewerProps };

/**
 * The PDF viewer, loaded when a PDF step first shows (a chunk of its own with pdf.js; its worker is
 * a file of its own too): the app's first chunk carries neither. When the chunk cannot be loaded,
 * the viewer is 'unreadable' and the caller shows the browser's own viewer instead.
 */
export const PdfViewer = React.lazy<React.ComponentType<PdfViewerProps>>(() =>
  import('./PdfViewer.tsx').catch(() => ({ default: NoViewer })),
);

function NoViewer({ onUnreadable }: PdfViewerProps) {
  React.useEffect(() => onUnreadable(), [onUnreadable]);
  return null;
}
