import { contactDetailForm, getContactList, updateContactList } from '@showroom/contract';
import {
  type ContactListRecord,
  contactDetailMachine,
  type FetchListReply,
  type SaveListReply,
  type SaveListRequest,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { ContactDetailScreen } from './ContactDetailScreen/index.ts';
import { contactListCsv, contactListFileName } from './csv/contactListCsv.ts';
import { downloadTextFile } from './csv/downloadFile.ts';

/** The saved list as it is stored, formula cells neutralised for spreadsheets (export only). */
const downloadList = (list: ContactListRecord) =>
  downloadTextFile(contactListFileName(list.title), contactListCsv(list.contact_bank));

/** GET /web/contact/{id}: the reply's bank is read into the model by the contract, once. */
const fetchList = fromPromise<FetchListReply, { id: string }>(
  ({ input }) => client.call(getContactList, { params: { id: input.id } }) as Promise<FetchListReply>,
);

/** PUT /web/contact/{id}: the bank goes back as the spec's JSON text. */
const saveList = fromPromise<SaveListReply, SaveListRequest>(({ input }) =>
  client.call(updateContactList, {
    params: { id: input.id },
    body: { name: input.name, contactBank: JSON.stringify(input.contactBank) },
  }),
);

function ContactDetail({ id }: { id: string }) {
  const [snapshot, send] = useMachine(contactDetailMachine.provide({ actors: { fetchList, saveList } }), {
    input: { id, schema: contactDetailForm },
  });
  return <ContactDetailScreen snapshot={snapshot} send={send} onDownload={downloadList} />;
}

/** /feature/contact/view/{id}/: one list, its identifiers and its rows. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new list: a fresh machine rather than a stale one.
  return <ContactDetail key={id} id={id} />;
}
