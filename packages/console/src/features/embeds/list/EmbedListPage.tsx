import {
  copyCyoa,
  copyHero,
  copySolo,
  createShare,
  deleteCyoa,
  deleteHero,
  deleteSolo,
  type EmbedCodeParts,
  type EmbedKind,
  embedConstants,
  embedSnippet,
  listCyoas,
  listHeroes,
  listShares,
  listSolos,
  revokeShareLink,
  shareForm,
  snippetOptions,
} from '@showroom/contract';
import {
  type CopyEmbedReply,
  type DeleteEmbedReply,
  type EmbedCard,
  type EmbedPageReplies,
  type EmbedRef,
  embedListMachine,
  type RevokeShareReply,
  type ShareLinksInput,
  type ShareLinksReply,
  type ShareReply,
  shareLinksMachine,
  shareMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { startEarly, takeEarly } from '../../../api/early.ts';
import { readSession } from '../../../session/session.ts';
import { embedCode, writeText } from '../shared/embedCode.ts';
import { EmbedListDialogs } from './EmbedListDialogs.tsx';
import { EmbedListScreen } from './EmbedListScreen/index.ts';
import { audienceUrl, staticUrl } from './hosts.ts';
import { useEmbedListToasts } from './toasts.ts';

const companyId = () => {
  const stored = readSession();
  if (!stored) throw new Error('The embeds list needs a session (RequireSession guards it)');
  return stored.companyId;
};

const callPage = async (input: { page: number; limit: number }): Promise<EmbedPageReplies> => {
  const request = { params: { companyId: companyId() }, query: { limit: input.limit, pageNo: input.page } };
  const [cyoa, solo, hero] = await Promise.all([
    client.call(listCyoas, request),
    client.call(listSolos, request),
    client.call(listHeroes, request),
  ]);
  return { cyoa, solo, hero };
};
const pageKey = (input: { page: number; limit: number }) => `embeds ${input.page} ${input.limit}`;

/** spec 2 §2: one page of each listed kind, the three calls at once. */
const fetchPage = fromPromise<EmbedPageReplies, { page: number; limit: number }>(({ input }) =>
  takeEarly(pageKey(input), () => callPage(input)),
);

/**
 * A first load at /feature/embeds (shell/routeChunks.ts): the list's first page is asked for as
 * this chunk arrives, with the shell's calls, not after the shell has rendered.
 */
export function startFirstCalls() {
  const first = { page: 1, limit: embedConstants.pageSize };
  startEarly(pageKey(first), () => callPage(first));
}

const copy = fromPromise<CopyEmbedReply, EmbedRef>(({ input }) => {
  const body = { body: { id: input.id } };
  if (input.kind === 'cyoa') return client.call(copyCyoa, body);
  if (input.kind === 'solo') return client.call(copySolo, body);
  return client.call(copyHero, body);
});

const remove = fromPromise<DeleteEmbedReply, EmbedRef>(({ input }) => {
  if (input.kind === 'cyoa') return client.call(deleteCyoa, { params: { cyoaId: input.id } });
  if (input.kind === 'solo') return client.call(deleteSolo, { params: { soloId: input.id } });
  return client.call(deleteHero, { params: { heroId: input.id } });
});

const share = shareMachine.provide({
  actors: {
    generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(({ input }) =>
      client.call(createShare, { body: input }),
    ),
    writeText,
    // Issue 29 B.4: the widget's active links, each with Revoke.
    links: shareLinksMachine.provide({
      actors: {
        list: fromPromise<ShareLinksReply, ShareLinksInput>(({ input }) =>
          client.call(listShares, { params: { type: input.kind, id: input.id } }),
        ),
        revoke: fromPromise<RevokeShareReply, ShareLinksInput & { shareId: string }>(({ input }) =>
          client.call(revokeShareLink, {
            params: { type: input.kind, id: input.id, shareId: input.shareId },
          }),
        ),
      },
    }),
  },
});

/**
 * /feature/embeds (and any other path under it): the embeds list with the real calls, the
 * toasts, the clipboard and the way to a new editor; the share and embed-code dialogs are the
 * list's children, given their calls here.
 */
export function EmbedListPage() {
  const navigate = useNavigate();
  const toasts = useEmbedListToasts();
  const [snapshot, send] = useMachine(
    embedListMachine.provide({
      actors: { fetchPage, copy, remove, share, embedCode },
      actions: {
        ...toasts,
        openNewEditor: (_, params) => navigate(`/feature/embeds/${params.kind}`),
      },
    }),
    {
      input: {
        pageSize: embedConstants.pageSize,
        share: { audienceUrl: audienceUrl(), schema: shareForm },
        snippet: (card: EmbedCard, parts?: EmbedCodeParts) =>
          embedSnippet({
            kind: card.kind,
            id: card.id,
            companyId: companyId(),
            staticUrl: staticUrl(),
            sneak: card.sneak,
            ...snippetOptions(parts),
          }),
      },
    },
  );
  return (
    <EmbedListScreen snapshot={snapshot} send={send}>
      <EmbedListDialogs snapshot={snapshot} send={send} />
    </EmbedListScreen>
  );
}
