import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreen } from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { whenFileChanges } from './when-file-changes.ts';

/**
 * A prospect page's first screen, drawn into the HTML the audience host sends (issue 13: the page
 * on a phone shows its headline or its gate while the app's code is on its way). The drawing is
 * the audience app's own (packages/widgets src/audience/page/firstScreen.tsx), built for Node into
 * a module beside the app's build, and imported here at run time: the server's own code holds no
 * React and no page markup of its own to keep in step with the app's.
 */

export type RenderFirstScreen = (data: unknown, nonce: string) => FirstScreen | undefined;

/** The module, beside the audience app's build (`npm run build -w @showroom/widgets` makes both). */
export const firstScreenModule = (audienceDist: string) =>
  path.join(audienceDist, '..', 'first-screen', 'firstScreen.js');

/**
 * The module's drawing, imported once and again when the file changes (a build made while the
 * server runs is picked up by the next page). None without the module: the page comes without a
 * first screen and the app draws it, as it would anyway.
 */
export function firstScreenSource(file: string, log: FastifyBaseLogger) {
  return whenFileChanges<Promise<RenderFirstScreen | undefined>>(
    file,
    (mtime) =>
      import(`${pathToFileURL(file).href}?v=${mtime}`).then(
        (module: { renderFirstScreen?: RenderFirstScreen }) => module.renderFirstScreen,
        (error: unknown) => {
          log.error({ err: error, file }, 'the first screen module does not load: pages come without one');
          return undefined;
        },
      ),
    Promise.resolve(undefined),
  );
}

/**
 * The page's first screen for this nonce, or none: a drawing that fails costs the prospect only
 * the early screen (the app draws the page), never the page, and is logged.
 */
export const drawFirstScreen =
  (render: RenderFirstScreen | undefined, data: unknown, log: FastifyBaseLogger) =>
  (nonce: string): FirstScreen | undefined => {
    if (!render) return undefined;
    try {
      return render(data, nonce);
    } catch (error) {
      log.error({ err: error }, 'the first screen could not be drawn: the page comes without one');
      return undefined;
    }
  };
