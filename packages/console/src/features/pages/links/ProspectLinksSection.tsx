import {
  createProspectSession,
  createRelationship,
  createWebsiteSession,
  deleteRelationship,
  getBulkLinks,
  getContactList,
  getPage,
  getPageSettings,
  listContactLists,
  listRelationships,
  type Relationship,
  startBulkLinks,
  toWireDate,
} from '@showroom/contract';
import { type LinkPage, linkGenerationMachine, prospectLinksMachine } from '@showroom/machines';
import { clipboardWriteText } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { readSession } from '../../../session/session.ts';
import { downloadFile } from '../../contacts/csv/downloadFile.ts';
import { prospectLinksCsv, prospectLinksFileName } from './linksCsv.ts';
import { ProspectLinksPanel } from './ProspectLinksPanel/index.ts';
import { useProspectLinksToasts } from './toasts.ts';

const session = () => {
  const stored = readSession();
  if (!stored) throw new Error('The prospect links need a session (RequireSession guards them)');
  return stored;
};

const writeText = fromPromise<void, { text: string }>(({ input }) => clipboardWriteText(input.text));

/** The dialog's calls through the console's one contract client (spec 3 §7.4–7.6, §7.9). */
const linkGeneration = linkGenerationMachine.provide({
  actors: {
    load: fromPromise(async ({ input }: { input: { pageId: string } }) => {
      const params = { params: { pageId: input.pageId } };
      const [page, settings] = await Promise.all([
        client.call(getPage, params),
        client.call(getPageSettings, params),
      ]);
      return { page, settings };
    }),
    createSession: fromPromise(({ input }) => {
      const { sellerId, companyId } = session();
      return client.call(createProspectSession, {
        body: {
          name: input.name,
          email: input.email,
          pageId: input.pageId,
          mappingData: JSON.stringify(input.mappingData),
          salesrepId: sellerId,
          companyId,
        },
      });
    }),
    createRelationship: fromPromise(({ input }) => {
      const { sellerId, companyId } = session();
      return client.call(createRelationship, {
        body: {
          salesrep_id: sellerId,
          prospect_id: input.prospectId,
          company_id: companyId,
          page_id: input.pageId,
          engaged: input.engaged,
          encrypted_id: input.encryptedId,
          date_created: toWireDate(new Date()),
        },
      });
    }),
    createWebsiteSession: fromPromise(({ input }) =>
      client.call(createWebsiteSession, { body: { pageId: input.pageId, companyId: session().companyId } }),
    ),
    loadLists: fromPromise(() =>
      client.call(listContactLists, { params: { companyId: session().companyId } }),
    ),
    loadList: fromPromise(({ input }) => client.call(getContactList, { params: { id: input.id } })),
    startBulk: fromPromise(({ input }) =>
      client.call(startBulkLinks, {
        params: { pageId: input.pageId },
        body: {
          listId: input.listId,
          email: input.email,
          name: input.name,
          placeholders: input.placeholders,
        },
      }),
    ),
    pollBulk: fromPromise(({ input }) =>
      client.call(getBulkLinks, { params: { pageId: input.pageId, runId: input.runId } }),
    ),
    writeText,
  },
});

/** §2.8 Download URLs: the ticked rows as a CSV file named after the page. */
const download = fromPromise<void, { title: string; links: Relationship[] }>(async ({ input }) => {
  const file = new Blob([prospectLinksCsv(input.links)], { type: 'text/csv;charset=utf-8' });
  downloadFile(prospectLinksFileName(input.title), file);
});

export type ProspectLinksSectionProps = {
  /** The page whose links are shown: its id, its title (the heading and the CSV's name), live. */
  page: LinkPage;
};

/**
 * The prospect links panel with its real calls, clipboard, file and toasts (spec 3 §2.8, §2.9).
 * The page list shows it under its table when a row's Share is pressed; key it by the page's id.
 */
export function ProspectLinksSection({ page }: ProspectLinksSectionProps) {
  const toasts = useProspectLinksToasts();
  const [snapshot, send] = useMachine(
    prospectLinksMachine.provide({
      actors: {
        load: fromPromise(({ input }) =>
          client.call(listRelationships, {
            params: { salesRepId: session().sellerId },
            query: { page_id: input.pageId },
          }),
        ),
        remove: fromPromise(({ input }) =>
          client.call(deleteRelationship, { params: { relationshipId: input.id } }),
        ),
        writeText,
        download,
        linkGeneration: linkGeneration.provide({ actions: toasts.dialog }),
      },
      actions: toasts.panel,
    }),
    { input: { page, generation: { sellerId: session().sellerId } } },
  );
  return <ProspectLinksPanel snapshot={snapshot} send={send} />;
}
