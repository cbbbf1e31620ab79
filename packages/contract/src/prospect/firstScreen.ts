/**
 * A prospect page's first screen as the audience app's components draw it for the audience host
 * (issue 13): widgets src/audience/page/firstScreen.tsx draws it, built apart into a module the
 * host imports at run time and writes into the HTML it sends (server audience/first-screen.ts).
 */
export interface FirstScreen {
  /** What goes inside `#root`. */
  html: string;
  /** The style element the screen needs, with the page's nonce (`data-first-screen`: main.tsx removes it once the app has drawn). */
  styles: string;
}
