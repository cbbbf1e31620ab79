import { contactDetailForm, updateContactList } from '@showroom/contract';
import {
  type ContactBankRow,
  contactDetailMachine,
  type FetchListReply,
  type FetchRowsInput,
  type SaveListReply,
  type SaveListRequest,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { readToken } from '../../session/session.ts';
import { ContactDetailScreen } from './ContactDetailScreen/index.ts';
import { contactListFileName } from './csv/contactListCsv.ts';
import { contactListCsvFile, fetchContactList, fetchContactRows } from './csv/csvWorkerClient.ts';
import { downloadFile } from './csv/downloadFile.ts';
import { contactLabels } from './messages.ts';
import { useContactDetailToasts } from './toasts.ts';

/**
 * GET /web/contact/{id}, made in the contacts worker: its contract client parses and checks the
 * bank there (15 MB of JSON at the limit), so the main thread stays free while the screen opens.
 * The record comes back with its first rows; `fetchRows` gets the rest as the worker hands them over.
 */
const fetchList = fromPromise<FetchListReply, { id: string }>(({ input }) =>
  fetchContactList(input.id, readToken()),
);
const fetchRows = fromPromise<ContactBankRow[], FetchRowsInput>(({ input }) =>
  fetchContactRows(input.id, input.from, readToken()),
);

/** PUT /web/contact/{id}: the bank goes back as the spec's JSON text. */
const saveList = fromPromise<SaveListReply, SaveListRequest>(({ input }) =>
  client.call(updateContactList, {
    params: { id: input.id },
    body: { name: input.name, contactBank: JSON.stringify(input.contactBank) },
  }),
);

function ContactDetail({ id }: { id: string }) {
  const toast = useToast();
  const toasts = useContactDetailToasts();
  const [snapshot, send] = useMachine(
    contactDetailMachine.provide({
      actors: { fetchList, fetchRows, saveList },
      actions: {
        ...toasts,
        // The saved list as stored, formula cells neutralised for spreadsheets, built in the worker.
        downloadCsv: (_, params) => {
          contactListCsvFile(params.id, readToken()).then(
            (file) => downloadFile(contactListFileName(params.title), file),
            () => toast.error(contactLabels.downloadFailed),
          );
        },
      },
    }),
    { input: { id, schema: contactDetailForm } },
  );
  return <ContactDetailScreen snapshot={snapshot} send={send} />;
}

/** /feature/contact/view/{id}/: one list, its identifiers and its rows. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new list: a fresh machine rather than a stale one.
  return <ContactDetail key={id} id={id} />;
}
