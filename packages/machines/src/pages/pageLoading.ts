import { loadable } from '../shared/loadingState.ts';
import type { LinkPage } from './linkGeneration.ts';

/** The `load` call of a machine about one page (the prospect links panel, its link dialog) asks for that page. */
export const pageLoadInput = ({ context }: { context: { page: LinkPage } }) => ({ pageId: context.page.id });

/** `loadable` for such a machine: busy while `load` fetches what it shows of the page, Retry when it failed. */
export const pageLoadable = <const Settled extends { onDone: unknown; onError?: unknown }>(
  settled: Settled,
) => loadable({ input: pageLoadInput, ...settled });
