/**
 * The console's entry: it only waits for the browser's first paint, then starts the app
 * (boot.tsx). /login, /signup and /reset come with their screen drawn in the HTML
 * (firstScreenPlugin.ts, issue 30): had the app's code run first, a slow phone would show nothing
 * until it had, since a browser runs a page's module scripts before painting when they are already
 * there. A drawn page's HTML holds the preloads of the app's chunks in a template, which fetches
 * nothing: they are added here, after the paint, so that no request of the app's ends before the
 * drawn screen is painted (Lighthouse's model counts any such request in the largest contentful
 * paint). Every other page preloads the app's chunks from its head.
 */
requestAnimationFrame(() => {
  // A frame's callback runs before that frame's paint; the timeout runs after it.
  setTimeout(() => {
    const preloads = document.querySelector<HTMLTemplateElement>('template[data-after-paint]');
    if (preloads) document.head.append(preloads.content);
    void import('./boot.tsx');
  });
});
