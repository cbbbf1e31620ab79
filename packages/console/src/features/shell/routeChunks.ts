import { readCookie, readToken } from '../../session/cookies.ts';

/**
 * The chunks of the shell and of the signed-in screens a rep most often opens first (issue 30).
 * The routes load them lazily (App.tsx, the features' routes.tsx); a first load at one of these
 * addresses starts the shell's and the screen's chunks at once, with their first calls
 * (api/early.ts), instead of one after the other: the shell's chunk, its calls, its render, then
 * the screen's chunk and the screen's calls.
 */

/** A screen's module starts its first calls with `api/early.ts` `startEarly`. */
interface FirstCalls {
  startFirstCalls: () => void;
}

/**
 * The signed-in screen of a first load whose chunk is left to its route (the rep is asked for
 * consent, below): its first calls start when its chunk arrives, not once the route has rendered
 * it (React reveals a suspended screen up to 300 ms after its code is there, then the machine asks).
 */
let callsOnArrival: string | undefined;

/** The screens a first load starts at once, by address (`screenChunk` adds each). */
const screens: Record<string, () => Promise<FirstCalls>> = {};

/**
 * The loader of the screen at `address`, which its route's `lazy` uses too; it starts the screen's
 * first calls when `callsOnArrival` names it.
 */
function screenChunk<Module extends FirstCalls>(address: string, load: () => Promise<Module>) {
  const chunk = () =>
    load().then((module) => {
      if (callsOnArrival === address) {
        callsOnArrival = undefined;
        module.startFirstCalls();
      }
      return module;
    });
  screens[address] = chunk;
  return chunk;
}

export const shellChunk = () => import('./ShellPage.tsx');
export const demoListChunk = screenChunk('/feature/demos', () => import('../demos/list/DemoListPage.tsx'));
export const embedListChunk = screenChunk(
  '/feature/embeds',
  () => import('../embeds/list/EmbedListPage.tsx'),
);
export const pageListChunk = screenChunk('/feature/page', () => import('../pages/list/PageListPage.tsx'));
export const analyticsChunk = screenChunk(
  '/feature/analytics',
  () => import('../analytics/AnalyticsPage.tsx'),
);

/**
 * Whether the rep's flags as the last sign-in stored them ask for the consent popup (spec 1 §3; the
 * shell's token check reads them fresh). Read from the cookie's text without the contract's models,
 * which would bring Zod into the router's chunk.
 */
function consentAsked() {
  try {
    const flags = JSON.parse(readCookie('flags') ?? '{}') as { consent?: { popup?: { show?: unknown } } };
    return flags?.consent?.popup?.show === true;
  } catch {
    return false;
  }
}

/**
 * On a first load of a signed-in screen: its chunk and the shell's, and their first calls, now.
 * Any other address loads what it needs when its route renders; so does a rep without a session,
 * whom RequireSession sends to /login. A rep asked for consent sees the shell's consent dialog
 * over the screen before anything else, so only the shell starts early: the screen's chunk (up to
 * 144 KB brotli for analytics) would otherwise share the network with what the dialog needs, and
 * Lighthouse's model counts in the dialog's paint every request that ended before it (sixth pass of
 * ADR 0016). The screen then loads when the shell renders it, and its first calls start as its
 * chunk arrives (`screenChunk`).
 */
export function startScreen(pathname: string) {
  const address = pathname.replace(/\/$/, '');
  const screen = screens[address];
  if (!screen || readToken() === undefined) return;
  const begin = (chunk: Promise<FirstCalls>) =>
    chunk
      .then((module) => module.startFirstCalls())
      // A chunk that fails to load fails again, visibly, when its route renders; a call that
      // cannot start is made again by its screen.
      .catch(() => {});
  void begin(shellChunk());
  if (!consentAsked()) void begin(screen());
  else callsOnArrival = address;
}
