/**
 * The console's entry: it only waits for the browser's first paint, then starts the app
 * (boot.tsx). /login, /signup and /reset come with their screen drawn in the HTML
 * (firstScreenPlugin.ts, issue 30): had the app's code run first, a slow phone would show nothing
 * until it had, since a browser runs a page's module scripts before painting when they are already
 * there. The app's chunks are fetched with the page all the same (its HTML preloads them).
 */
requestAnimationFrame(() => {
  // A frame's callback runs before that frame's paint; the timeout runs after it.
  setTimeout(() => {
    void import('./boot.tsx');
  });
});
