import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is one of the host's own assets (the audience pages allow `worker-src 'self'`).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** How long the PDF may take to open before the browser's own viewer stands in. */
export const openTimeoutMs = 15_000;

export interface OpenedPdf {
  promise: Promise<PDFDocumentProxy>;
  /** Stops the loading (or closes the document) and its worker. */
  close: () => void;
}

/**
 * Opens the PDF at `url` with pdf.js: fetched by the frame (a cross-origin address needs CORS and
 * the page's connect-src), no cookies, never code made from strings (`isEvalSupported: false`;
 * the pages' CSP has no 'unsafe-eval'). Rejects when it cannot be read in time.
 */
export function openPdf(url: string, timeoutMs = openTimeoutMs): OpenedPdf {
  const task = getDocument({ url, isEvalSupported: false, withCredentials: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The PDF did not open within ${timeoutMs} ms`)), timeoutMs);
  });
  const promise = Promise.race([task.promise, timeout]).finally(() => clearTimeout(timer));
  // A rejection nobody awaits (the viewer left first) is not an error of the page.
  promise.catch(() => {});
  return {
    promise,
    close: () => {
      clearTimeout(timer);
      void task.destroy().catch(() => {});
    },
  };
}
