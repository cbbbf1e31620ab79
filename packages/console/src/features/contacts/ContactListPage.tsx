import { contactUploadForm, deleteContactList, listContactLists, toWireDate } from '@showroom/contract';
import {
  type ContactFile,
  contactListsMachine,
  contactUploadMachine,
  type DeleteReply,
  type ListsReply,
  type ParseOutcome,
  type UploadReply,
  type UploadRequest,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { readSession } from '../../session/session.ts';
import { ContactListScreen } from './ContactListScreen/index.ts';
import { parseContactFile, uploadContactList } from './csv/csvWorkerClient.ts';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
import { useContactListsToasts } from './toasts.ts';
import { UploadModal } from './UploadModal/index.ts';

const session = () => {
  const stored = readSession();
  if (!stored) throw new Error('The contacts screens need a session (RequireSession guards them)');
  return stored;
};

const fetchLists = fromPromise<ListsReply>(() =>
  client.call(listContactLists, { params: { companyId: session().companyId } }),
);

const deleteList = fromPromise<DeleteReply, { id: string }>(({ input }) =>
  client.call(deleteContactList, { params: { id: input.id } }),
);

/** Reads and parses the file in the contacts worker (issue 5: off the main thread). */
const parseFile = fromPromise<ParseOutcome, { file: ContactFile }>(({ input }) =>
  parseContactFile(input.file),
);

/** POST /web/contact/ with the spec's fields, made by the worker that builds the bank. */
const upload = fromPromise<UploadReply, UploadRequest>(({ input }) => {
  const { companyId, sellerId, token } = session();
  const fields = { companyId, salesRepId: sellerId, name: input.name, dateCreated: toWireDate(new Date()) };
  return uploadContactList(input.parsed, input.firstRowIsHeader, fields, token);
});

/**
 * /feature/contact/: the lists, the upload modal and the delete confirmation, with the real calls
 * and the machines' effects (toasts; the lists reload when an upload created one, spec 1 §4).
 */
export function ContactListPage() {
  const navigate = useNavigate();
  const toasts = useContactListsToasts();
  const [lists, sendLists, listsActor] = useMachine(
    contactListsMachine.provide({ actors: { fetchLists, deleteList }, actions: toasts }),
  );
  const [uploadSnapshot, sendUpload] = useMachine(
    contactUploadMachine.provide({
      actors: { parseFile, upload },
      actions: { listUploaded: () => listsActor.send({ type: 'refresh' }) },
    }),
    { input: { schema: contactUploadForm } },
  );

  return (
    <ContactListScreen
      snapshot={lists}
      send={sendLists}
      onUpload={() => sendUpload({ type: 'open' })}
      onOpen={(id) => navigate(`/feature/contact/view/${id}/`)}
    >
      <UploadModal snapshot={uploadSnapshot} send={sendUpload} />
      <DeleteConfirmation snapshot={lists} send={sendLists} />
    </ContactListScreen>
  );
}
