import { contactDetailForm, getContactList, updateContactList } from '@showroom/contract';
import {
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
  return <ContactDetailScreen snapshot={snapshot} send={send} />;
}

/** /feature/contact/view/{id}/: one list, its identifiers and its rows. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new list: a fresh machine rather than a stale one.
  return <ContactDetail key={id} id={id} />;
}
