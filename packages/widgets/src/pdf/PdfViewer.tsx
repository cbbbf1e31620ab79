import { cyoaRuntimeMessages as messages } from '@showroom/contract';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import * as React from 'react';
import { Button } from '../cyoa/parts.tsx';
import { Loading } from './Loading.ts';
import { openPdf } from './loadPdf.ts';
import { PdfPage } from './PdfPage.tsx';
import { Pages, Toolbar, Viewer } from './parts.tsx';

export interface PdfViewerProps {
  /** The PDF's address (http(s), checked by the caller). */
  src: string;
  /** The PDF's title: the viewer's name. */
  title: string;
  /** The page on screen changed (the page most visible in the viewer), from 1. */
  onPage: (page: number) => void;
  /** The PDF cannot be read here (blocked by CORS, not a PDF, unreachable, too slow). */
  onUnreadable: () => void;
}

type Opened = { status: 'opening' } | { status: 'open'; doc: PDFDocumentProxy; ratio: number };

/** How far beyond the viewer a page is drawn ahead of being scrolled to. */
const drawAhead = '100% 0px';

/**
 * The PDF of a CYOA step, drawn page after page in the card with pdf.js (issue 12), so the time on
 * it is known per page: the page most visible in the viewer is the page on screen (`onPage`).
 * Previous page and Next page scroll to the page before or after (at once when motion is reduced).
 * Loaded on demand (pdf/index.ts): pdf.js stays out of the app's first chunk.
 */
export default function PdfViewer({ src, title, onPage, onUnreadable }: PdfViewerProps) {
  const [opened, setOpened] = React.useState<Opened>({ status: 'opening' });
  const callbacks = React.useRef({ onPage, onUnreadable });
  callbacks.current = { onPage, onUnreadable };

  React.useEffect(() => {
    const pdf = openPdf(src);
    let left = false;
    pdf.promise
      .then(async (doc) => {
        // The first page's shape sizes every page's box until its own is drawn.
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (!left) setOpened({ status: 'open', doc, ratio: first.height / first.width });
      })
      .catch(() => {
        if (!left) callbacks.current.onUnreadable();
      });
    return () => {
      left = true;
      pdf.close();
    };
  }, [src]);

  if (opened.status === 'opening')
    return (
      <Loading role="status" data-pdf-viewer="opening">
        {messages.pdfLoading}
      </Loading>
    );
  return (
    <Pdf
      doc={opened.doc}
      ratio={opened.ratio}
      title={title}
      onPage={(page) => callbacks.current.onPage(page)}
    />
  );
}

function Pdf({
  doc,
  ratio,
  title,
  onPage,
}: {
  doc: PDFDocumentProxy;
  ratio: number;
  title: string;
  onPage: (page: number) => void;
}) {
  const pages = doc.numPages;
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const pageRefs = React.useRef<(HTMLDivElement | null)[]>([]);
  const [width, setWidth] = React.useState(0);
  const [near, setNear] = React.useState<ReadonlySet<number>>(() => new Set([1]));
  const [current, setCurrent] = React.useState(1);
  /** The page Previous or Next last scrolled to, until the scroll gets there. */
  const aimed = React.useRef<number | null>(null);
  const onPageRef = React.useRef(onPage);
  onPageRef.current = onPage;

  // The pages are as wide as the viewer's inside.
  React.useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const style = getComputedStyle(scroller);
      const inside = scroller.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setWidth(Math.max(0, Math.floor(inside)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // Which pages are seen, and how much of each: the most visible one is the page on screen.
  React.useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || width === 0) return;
    const visible = new Map<number, number>();
    const pageOf = (element: Element) => Number((element as HTMLElement).dataset.page);
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible.set(pageOf(entry.target), entry.isIntersecting ? entry.intersectionRect.height : 0);
        let best = 0;
        let most = 0;
        for (const [page, height] of visible)
          if (height > most || (height === most && height > 0 && page < best)) {
            best = page;
            most = height;
          }
        if (best === 0) return;
        if (aimed.current === best) aimed.current = null;
        setCurrent((was) => {
          if (was !== best) onPageRef.current(best);
          return best;
        });
      },
      { root: scroller, threshold: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
    );
    const ahead = new IntersectionObserver(
      (entries) => {
        const coming = entries.filter((entry) => entry.isIntersecting).map((entry) => pageOf(entry.target));
        if (coming.length)
          setNear((was) => (coming.every((page) => was.has(page)) ? was : new Set([...was, ...coming])));
      },
      { root: scroller, rootMargin: drawAhead },
    );
    for (const element of pageRefs.current)
      if (element) {
        seen.observe(element);
        ahead.observe(element);
      }
    return () => {
      seen.disconnect();
      ahead.disconnect();
    };
  }, [width]);

  const go = (step: -1 | 1) => {
    const target = Math.min(pages, Math.max(1, (aimed.current ?? current) + step));
    const scroller = scrollerRef.current;
    const element = pageRefs.current[target - 1];
    if (!scroller || !element || target === (aimed.current ?? current)) return;
    aimed.current = target;
    const reduced =
      Boolean(scroller.closest('[data-motion="reduced"]')) ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollTo({
      top: element.offsetTop - parseFloat(getComputedStyle(scroller).paddingTop),
      behavior: reduced ? 'instant' : 'smooth',
    });
  };
  const atFirst = current <= 1 && (aimed.current ?? current) <= 1;
  const atLast = current >= pages && (aimed.current ?? current) >= pages;

  return (
    <Viewer data-pdf-viewer="open">
      {/* Focusable, so the arrow keys and Page Down scroll the pages. */}
      <Pages ref={scrollerRef} role="region" aria-label={messages.pdfFrame(title)} tabIndex={0}>
        {width > 0 &&
          Array.from({ length: pages }, (_, index) => (
            <PdfPage
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity
              key={index}
              ref={(element) => {
                pageRefs.current[index] = element;
              }}
              doc={doc}
              number={index + 1}
              width={width}
              ratio={ratio}
              near={near.has(index + 1)}
            />
          ))}
      </Pages>
      <Toolbar>
        {/* aria-disabled, not disabled: the button keeps focus at the first or the last page. */}
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={atFirst || undefined}
          onClick={() => go(-1)}
        >
          {messages.previousPage}
        </Button>
        <span data-count aria-live="polite">
          {messages.pdfPages(current, pages)}
        </span>
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={atLast || undefined}
          onClick={() => go(1)}
        >
          {messages.nextPage}
        </Button>
      </Toolbar>
    </Viewer>
  );
}
