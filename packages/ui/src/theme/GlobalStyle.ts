import { createGlobalStyle } from 'styled-components';
import { cssVariables } from './tokens.ts';

// Computed once at module load: the global style has no props and never re-interpolates.
const variables = cssVariables();

/** Publishes the tokens as CSS variables and applies a small modern reset and the console's type. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${variables}
    color-scheme: light;
  }

  @media (prefers-reduced-motion: reduce) {
    :root {
      --motion-fast: 0ms;
      --motion-normal: 0ms;
      --motion-slow: 0ms;
    }
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: var(--color-canvas);
    color: var(--color-text);
    font-family: var(--font-sans);
    font-size: var(--font-size-body);
    line-height: var(--line-height-body);
    font-weight: var(--font-weight-regular);
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, p, figure, blockquote, dl, dd { margin: 0; }
  h1 { font-size: var(--font-size-h1); line-height: var(--line-height-h1); font-weight: var(--font-weight-semibold); letter-spacing: -0.015em; }
  h2 { font-size: var(--font-size-h2); line-height: var(--line-height-h2); font-weight: var(--font-weight-semibold); letter-spacing: -0.01em; }
  h3 { font-size: var(--font-size-h3); line-height: var(--line-height-h3); font-weight: var(--font-weight-semibold); }

  /* The console ships Inter at 400, 500 and 600 only. Left to the browser, these ask for 700 and
     draw with the 600 face, until a page has loaded a prospect font's Inter 700 (the font picker, a
     widget's preview): then they turn heavier. Named here, they look the same wherever they appear. */
  b, strong, th { font-weight: var(--font-weight-semibold); }

  button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; }
  img, svg, video, canvas { display: block; max-width: 100%; }
  svg { flex-shrink: 0; }

  /* Numbers line up in tables and charts. */
  table, time, [data-numeric] { font-variant-numeric: tabular-nums; }

  ::selection { background: var(--blue-5); }
`;

/**
 * Stops every animation and transition, whatever the OS says. Rendered by
 * `<ThemeProvider reducedMotion>` (screenshot tests, or a user setting).
 */
export const ReducedMotionStyle = createGlobalStyle`
  :root {
    --motion-fast: 0ms;
    --motion-normal: 0ms;
    --motion-slow: 0ms;
  }
  *, *::before, *::after {
    animation-duration: 0ms !important;
    animation-delay: 0ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0ms !important;
    transition-delay: 0ms !important;
  }
`;
