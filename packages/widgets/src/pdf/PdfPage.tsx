import { cyoaRuntimeMessages as messages } from '@showroom/contract';
import { type PDFDocumentProxy, type RenderTask, TextLayer } from 'pdfjs-dist';
import * as React from 'react';
import { Page } from './parts.tsx';

/**
 * One page of the PDF, `width` CSS pixels wide: its box sized at once (from the first page's
 * shape until its own is known), drawn on a canvas at the screen's pixel density with pdf.js's
 * text layer over it once `near` (in or close to the viewer), and drawn again when the width
 * changes. The box is a group named 'Page n of m', its text the text layer's.
 */
export function PdfPage({
  doc,
  number,
  width,
  ratio,
  near,
  ref,
}: {
  doc: PDFDocumentProxy;
  /** From 1. */
  number: number;
  width: number;
  /** Height over width of the first page: this page's box until its own shape is known. */
  ratio: number;
  /** In or close to the viewer: time to draw it. */
  near: boolean;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const [shape, setShape] = React.useState(ratio);
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const textRef = React.useRef<HTMLDivElement>(null);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = React.useState(false);

  React.useImperativeHandle(ref, () => boxRef.current!, []);

  // Drawing a page is an effect of the page being near, not of the journey: no machine needs it.
  React.useEffect(() => {
    if (!near || width <= 0) return;
    let cancelled = false;
    let render: RenderTask | undefined;
    let text: TextLayer | undefined;
    void doc
      .getPage(number)
      .then((page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / natural.width });
        setShape(natural.height / natural.width);
        const canvas = canvasRef.current;
        const layer = textRef.current;
        const box = boxRef.current;
        if (!canvas || !layer || !box) return;
        box.style.setProperty('--scale-factor', String(viewport.scale));
        const density = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * density);
        canvas.height = Math.floor(viewport.height * density);
        const context = canvas.getContext('2d');
        if (!context) return;
        render = page.render({
          canvasContext: context,
          viewport,
          ...(density !== 1 ? { transform: [density, 0, 0, density, 0, 0] } : {}),
        });
        layer.replaceChildren();
        text = new TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport });
        return Promise.all([render.promise, text.render()]).then(() => {
          if (!cancelled) setDrawn(true);
        });
      })
      // A page that cannot be drawn stays a blank page of the document (its name still says which).
      .catch(() => {});
    return () => {
      cancelled = true;
      render?.cancel();
      text?.cancel();
    };
  }, [doc, number, width, near]);

  return (
    <Page
      ref={boxRef}
      role="group"
      aria-label={messages.pdfPages(number, doc.numPages)}
      data-page={number}
      data-drawn={drawn || undefined}
      style={{ width, height: Math.round(width * shape) }}
    >
      <canvas ref={canvasRef} />
      <div ref={textRef} data-text-layer />
    </Page>
  );
}
