import styled from 'styled-components';

/**
 * The PDF viewer's look, from the widget theme's variables (the CYOA's card around it). The box
 * has the shape of the browser's own viewer it replaces (and falls back to), so nothing moves
 * when one stands in for the other.
 */

export const Viewer = styled.div`
  display: grid;
  gap: 8px;
`;

/** The pages, one under another, scrolled in the card; focusable so the keyboard scrolls it. */
export const Pages = styled.div`
  position: relative;
  display: grid;
  gap: 12px;
  justify-items: center;
  align-content: start;
  width: 100%;
  aspect-ratio: 3 / 4;
  max-height: 70vh;
  box-sizing: border-box;
  padding: 8px;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid var(--widget-border, #363a3f);
  border-radius: 6px;
  background: var(--widget-bg, #111113);
  scroll-behavior: smooth;

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
  [data-motion='reduced'] & { scroll-behavior: auto; }
`;

/**
 * One page: its canvas, and pdf.js's text layer over it (transparent text where the drawn text
 * is, so it can be selected and read). `--scale-factor` (CSS pixels per PDF point) and the size
 * are set on the element by the page; the text layer's rules are pdf.js's own (web/pdf_viewer.css).
 */
export const Page = styled.div`
  position: relative;
  flex: none;
  background: #ffffff;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.4);

  & > canvas {
    display: block;
    width: 100%;
    height: 100%;
  }

  & > [data-text-layer] {
    position: absolute;
    inset: 0;
    overflow: clip;
    line-height: 1;
    text-align: initial;
    text-size-adjust: none;
    forced-color-adjust: none;
    transform-origin: 0 0;
    caret-color: CanvasText;
    z-index: 0;
  }
  & > [data-text-layer] :is(span, br) {
    color: transparent;
    position: absolute;
    white-space: pre;
    cursor: text;
    transform-origin: 0% 0%;
  }
  & > [data-text-layer] > :not(.markedContent),
  & > [data-text-layer] .markedContent span:not(.markedContent) {
    z-index: 1;
  }
  & > [data-text-layer] span.markedContent {
    top: 0;
    height: 0;
  }
  & > [data-text-layer] ::selection {
    background: color-mix(in srgb, AccentColor, transparent 75%);
  }
  & > [data-text-layer] br::selection {
    background: transparent;
  }
  & > [data-text-layer] .endOfContent {
    display: block;
    position: absolute;
    inset: 100% 0 0;
    z-index: 0;
    cursor: default;
    user-select: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  & > button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
  & > [data-count] {
    flex: 1;
    text-align: center;
    color: var(--widget-text-muted, #b0b4ba);
    font-variant-numeric: tabular-nums;
  }
`;
