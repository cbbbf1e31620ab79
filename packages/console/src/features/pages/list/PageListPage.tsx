import {
  copyPage,
  copyTitle,
  createPage,
  defaultPageTitle,
  defaultPageType,
  deletePage,
  listPages,
  toWireDate,
} from '@showroom/contract';
import { pageListMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { startEarly, takeEarly } from '../../../api/early.ts';
import { readSession } from '../../../session/session.ts';
import { ProspectLinksSection } from '../links/index.ts';
import { PageListScreen } from './PageListScreen/index.ts';
import { usePageListToasts } from './toasts.ts';

const session = () => {
  const stored = readSession();
  if (!stored) throw new Error('The page list needs a session (RequireSession guards it)');
  return stored;
};

const callList = () => client.call(listPages, { params: { companyId: session().companyId } });

/**
 * A first load at /feature/page (shell/routeChunks.ts): the list is asked for as this chunk
 * arrives, with the shell's calls, not after the shell has rendered.
 */
export function startFirstCalls() {
  startEarly('pages', callList);
}

/** The list's calls through the console's one contract client (spec 3 §7.5). */
const pageList = pageListMachine.provide({
  actors: {
    load: fromPromise(() => takeEarly('pages', callList)),
    // §9: a new page is 'Title - ' and the time; the dates are now.
    create: fromPromise(({ input }) => {
      const { sellerId, companyId } = session();
      const now = new Date();
      return client.call(createPage, {
        params: { salesRepId: sellerId, companyId },
        body: {
          title: defaultPageTitle(now),
          type: input.type,
          date_created: toWireDate(now),
          date_modified: toWireDate(now),
        },
      });
    }),
    // §7.5 copy: the original's title plus ' - Copy', owned by the rep who clones it.
    clone: fromPromise(({ input }) => {
      const { sellerId, companyId } = session();
      const now = toWireDate(new Date());
      return client.call(copyPage, {
        body: {
          clone_from_id: input.page.id,
          owner_id: sellerId,
          company_id: companyId,
          title: copyTitle(input.page.title),
          type: input.page.type,
          date_created: now,
          date_modified: now,
        },
      });
    }),
    remove: fromPromise(({ input }) => client.call(deletePage, { params: { pageId: input.id } })),
  },
});

/** /feature/page/ (spec 3 §2.6, §2.7): the page list, and under it the links panel of a shared row. */
export function PageListPage() {
  const navigate = useNavigate();
  const toasts = usePageListToasts();
  const [snapshot, send] = useMachine(
    pageList.provide({
      actions: {
        ...toasts,
        openEditor: (_, params) => navigate(`/feature/page/edit/${params.id}/${params.type}/${params.live}`),
      },
    }),
    { input: { defaultType: defaultPageType } },
  );
  const shared = snapshot.context.pages.find((page) => page.id === snapshot.context.sharing);
  return (
    <PageListScreen
      snapshot={snapshot}
      send={send}
      onOpen={(page) => navigate(`/feature/page/edit/${page.id}/${page.type}/${page.live}`)}
      links={shared ? <ProspectLinksSection key={shared.id} page={shared} /> : null}
    />
  );
}
