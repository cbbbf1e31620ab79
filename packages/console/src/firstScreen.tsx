import { ThemeProvider, ToastProvider } from '@showroom/ui';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { ResetPage } from './features/auth/ResetPage.tsx';
import { SignupPage } from './features/auth/SignupPage.tsx';
import { NavigationProvider } from './navigation/navigation.tsx';

/** The signed-out pages whose first screen the build draws into their own HTML (issue 30). */
export const firstScreens: Record<string, () => React.ReactElement> = {
  '/login': () => <LoginPage />,
  '/signup': () => <SignupPage />,
  '/reset': () => <ResetPage />,
};

/** The pages' navigation at `address` in the build: a drawn page is never moved from (inert). */
const drawnAt = (address: string) => ({
  place: { pathname: address, search: '', hash: '', state: null },
  navigate: () => {
    throw new Error('A first screen drawn by the build does not move');
  },
});

/**
 * The first screen of `address` as the console's own components draw it before anyone has typed:
 * its HTML and the stylesheet its styled components make. Run once by the build
 * (firstScreenPlugin.ts), in Node, on a bundle of this module: the pages depend on nothing but the
 * address, so each is drawn once, not per request, and the server sends the file like any other.
 * The app renders in its place when its code has run (main.tsx), so the two never have to match
 * class for class; what they must match is the layout, so nothing moves (layout shift 0 in
 * bench/lighthouse.bench.ts).
 */
export function renderFirstScreen(address: string): { html: string; css: string } {
  const page = firstScreens[address];
  if (!page) throw new Error(`No first screen for ${address}`);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider>
          <ToastProvider>
            <NavigationProvider value={drawnAt(address)}>{page()}</NavigationProvider>
          </ToastProvider>
        </ThemeProvider>,
      ),
    );
    const css = sheet
      .getStyleElement()
      .map(
        (element) =>
          (element.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html,
      )
      .join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
