import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider.tsx';
import { cssVariables, productColors } from './tokens.ts';

// In the unit project styled-components may resolve to its server build, which injects nothing
// into jsdom; collect the CSS a render produces with a ServerStyleSheet instead.
function cssOf(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

function Probe() {
  const theme = useTheme();
  return <span data-accent={theme.color.accent}>probe</span>;
}

describe('theme', () => {
  it('publishes brand, product, scale, type and motion tokens as CSS variables', () => {
    const css = cssVariables();
    expect(css).toContain('--color-accent: #1E41AF;');
    expect(css).toContain('--color-accent-hover: #1E3B8A;');
    productColors.forEach((hex, i) => {
      expect(css).toContain(`--color-product-${i + 1}: ${hex};`);
    });
    expect(css).toContain('--slate-12: #1c2024;');
    expect(css).toContain('--blue-a5: ');
    expect(css).toContain('--red-a5: ');
    expect(css).toContain('--font-size-body: 14px;');
    expect(css).toContain('--font-size-meta: 12px;');
    expect(css).toContain('--space-1: 4px;');
    expect(css).toContain('--motion-fast: 120ms;');
  });

  it('renders its children and a global style with the variables, honouring reduced motion', () => {
    render(
      <ThemeProvider>
        <p>Demos</p>
      </ThemeProvider>,
    );
    expect(screen.getByText('Demos')).toBeInTheDocument();
    const css = cssOf(<ThemeProvider />);
    expect(css).toMatch(/--color-accent: ?#1E41AF/);
    expect(css).toMatch(/prefers-reduced-motion: ?reduce/);
    expect(css).not.toMatch(/transition-duration: ?0ms ?!important/);
  });

  it('forces motion off when asked', () => {
    expect(cssOf(<ThemeProvider reducedMotion />)).toMatch(/transition-duration: ?0ms ?!important/);
  });

  it('gives styled-components the tokens as the theme', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('probe')).toHaveAttribute('data-accent', '#1E41AF');
  });
});
