import {
  createSneakpeek,
  type EmbedCodeParts,
  embedSnippet,
  getSneakpeek,
  listSneakpeeks,
  newSneakpeekForm,
  sneakpeekForm,
  snippetOptions,
  toWireDate,
  updateSneakpeek,
} from '@showroom/contract';
import {
  type SaveSneakpeekReply,
  type SneakpeekLoaded,
  type SneakpeekSubmitRequest,
  sneakpeekMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { readSession } from '../../../session/session.ts';
import { useSneakpeekToasts } from '../hero/toasts.ts';
import { fetchDemos } from '../hero/widgetEditorPage.tsx';
import { staticUrl } from '../list/hosts.ts';
import { embedCode } from '../shared/embedCode.ts';
import { SneakpeekScreen } from './SneakpeekScreen/index.ts';

const companyId = () => readSession()?.companyId ?? '';

/** The Sneakpeek to edit, the demos, and for a new one the company's Sneakpeeks (issue 29 B.2). */
const load = fromPromise<SneakpeekLoaded, { id: string | null }>(async ({ input }) => {
  const [sneakpeek, demos, sneakpeeks] = await Promise.all([
    input.id === null ? Promise.resolve(null) : client.call(getSneakpeek, { params: { id: input.id } }),
    fetchDemos(companyId()),
    input.id === null
      ? client.call(listSneakpeeks, { params: { companyId: companyId() } }).catch(() => null)
      : Promise.resolve(null),
  ]);
  return { sneakpeek, demos, sneakpeeks };
});

const snippet = (id: string, parts?: EmbedCodeParts) =>
  embedSnippet({
    kind: 'sneakpeek',
    id,
    companyId: companyId(),
    staticUrl: staticUrl(),
    ...snippetOptions(parts),
  });

/** POST /web/sneakpeek (new) or PUT /web/sneakpeek/{id} (spec 2 §7 Sneakpeek). */
const save = fromPromise<SaveSneakpeekReply, SneakpeekSubmitRequest>(({ input }) => {
  const now = toWireDate(new Date());
  if (input.id !== null)
    return client.call(updateSneakpeek, {
      params: { sneakpeekId: input.id },
      body: { ...input.values, date_modified: now },
    });
  const session = readSession();
  return client.call(createSneakpeek, {
    body: {
      ...input.values,
      salesrep_id: session?.sellerId ?? '',
      company_id: session?.companyId ?? '',
      date_created: now,
      date_modified: now,
    },
  });
});

function Sneakpeek({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const toasts = useSneakpeekToasts();
  const [snapshot, send] = useMachine(
    sneakpeekMachine.provide({
      actors: { load, save, embedCode },
      actions: {
        ...toasts,
        // spec 2 §2: Cancel goes back, and so does a saved form; opened directly, to the embeds.
        leave: () => {
          if (window.history.state?.idx > 0) navigate(-1);
          else navigate('/feature/embeds', { replace: true });
        },
      },
    }),
    { input: { id, schema: sneakpeekForm, blank: newSneakpeekForm(), snippet } },
  );
  return <SneakpeekScreen snapshot={snapshot} send={send} />;
}

/** /feature/embeds/sneakpeek (new) and /feature/embeds/sneakpeek/{id} (spec 2 §2 Sneakpeek form). */
export function SneakpeekPage() {
  const { id } = useParams();
  return <Sneakpeek key={id ?? 'new'} id={id ?? null} />;
}
