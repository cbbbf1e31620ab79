import './fonts.ts';
import type * as React from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle, ReducedMotionStyle } from './GlobalStyle.ts';
import { tokens } from './tokens.ts';

export type ThemeProviderProps = {
  children?: React.ReactNode;
  /** Turn off all motion regardless of the OS setting (used for deterministic screenshots). */
  reducedMotion?: boolean;
};

/**
 * Root of the design system: publishes the tokens as CSS variables, the reset and Inter,
 * and gives styled-components the token object as its theme.
 */
export function ThemeProvider({ children, reducedMotion = false }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={tokens}>
      <GlobalStyle />
      {reducedMotion && <ReducedMotionStyle />}
      {children}
    </StyledThemeProvider>
  );
}
