import type { FirstScreen } from '@showroom/contract';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { AudienceApp } from '../AudienceApp.tsx';
import { pageDataOf } from './client.ts';
import { EmbedAppContext } from './ProspectPage/index.ts';
import { ProspectPageRoot } from './Root.tsx';

/** The entities React writes in an attribute's value, back to their characters. */
const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]!);

/**
 * The page's policy takes no style attribute (`style-src` by nonce: the browser refuses one the
 * HTML parser meets, though React setting a style later is allowed). So each element's style
 * (the company's colours as CSS variables, a demo's proportions) becomes a rule in the screen's
 * own style element, on an attribute that names it, under `#root` so it outranks the components'
 * rules as the style attribute does. A declaration that could end its rule or hold anything but
 * declarations draws no screen at all: the app draws the page as it would anyway.
 */
function styleRules(html: string): { html: string; css: string } | undefined {
  const rules: string[] = [];
  let unsafe = false;
  const moved = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const css = decode(value);
    if (/[{}<@\\]|\/\*/.test(css)) unsafe = true;
    rules.push(`#root [data-first-style="${rules.length}"]{${css}}`);
    return ` data-first-style="${rules.length - 1}"`;
  });
  return unsafe ? undefined : { html: moved, css: rules.join('') };
}

/**
 * A prospect page's first screen, drawn by the audience host into the HTML it sends (issue 13:
 * the page on a phone). Built apart (vite.first-screen.config.ts) into a module the host loads
 * at run time (server audience/first-screen.ts), so the server's own code holds no React.
 *
 * The host sends what this draws inside `#root`, inert, with its styles: the prospect reads the
 * page's headline or gate while the app's code is still on its way over a slow network, instead
 * of a blank page. The app then draws the same page in its place (main.tsx: a render, not a
 * hydration, so nothing depends on both builds naming their styles alike); what it draws first
 * is what this drew, so nothing moves.
 */
export function renderFirstScreen(wire: unknown, nonce: string): FirstScreen | undefined {
  const data = pageDataOf(wire);
  if (!data) return undefined;
  const sheet = new ServerStyleSheet();
  try {
    // An Embed page's embed too, drawn by the frames' own code (issue 29, C.6: its picture is
    // the page's largest paint, in the first HTML as a Collection's is).
    const drawn = styleRules(
      renderToString(
        sheet.collectStyles(
          <EmbedAppContext.Provider value={AudienceApp}>
            <ProspectPageRoot data={data} />
          </EmbedAppContext.Provider>,
        ),
      ),
    );
    if (!drawn) return undefined;
    const css = sheet
      .getStyleElement()
      .map(
        (element) =>
          (element.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html,
      )
      .join('');
    // Nothing in it may end the element early: `<\\/` is `</` to CSS, never to the HTML parser.
    const styles = `${css}${drawn.css}`.replaceAll('</', '<\\/');
    return { html: drawn.html, styles: `<style nonce="${nonce}" data-first-screen>${styles}</style>` };
  } finally {
    sheet.seal();
  }
}
