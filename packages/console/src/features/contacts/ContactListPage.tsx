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
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { readSession } from '../../session/session.ts';
import { ContactListScreen } from './ContactListScreen/index.ts';
import { parseContactFile, uploadContactList } from './csv/csvWorkerClient.ts';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
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

/** /feature/contact/: the lists, the upload modal and the delete confirmation with the real calls. */
export function ContactListPage() {
  const navigate = useNavigate();
  const [lists, sendLists] = useMachine(contactListsMachine.provide({ actors: { fetchLists, deleteList } }));
  const [uploadSnapshot, sendUpload] = useMachine(
    contactUploadMachine.provide({ actors: { parseFile, upload } }),
    {
      input: { schema: contactUploadForm },
    },
  );

  // spec 1 §4: on success the modal closes and resets; the new list shows in the table.
  const uploaded = uploadSnapshot.matches('done');
  useEffect(() => {
    if (uploaded) sendLists({ type: 'refresh' });
  }, [uploaded, sendLists]);

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
