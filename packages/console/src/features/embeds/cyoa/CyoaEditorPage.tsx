import {
  createCyoa,
  createPreview,
  type EmbedPreviewDump,
  embedConstants,
  getCyoa,
  getEmbedSettings,
  listRecordings,
  publishCyoa,
  toWireDate,
  updateCyoa,
} from '@showroom/contract';
import {
  type CyoaLoadReply,
  cyoaEditorMachine,
  cyoaIsDirty,
  type EmbedPreviewReply,
  type PublishCyoaReply,
  type SaveCyoaReply,
  type SaveCyoaRequest,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { usePreviewTab } from '../../../preview/usePreviewTab.ts';
import { readSession } from '../../../session/session.ts';
import { audienceUrl, previewAddress } from '../../demos/editor/rules.ts';
import { UnsavedChangesPrompt } from '../../shell/UnsavedChanges/index.ts';
import { Marketplace } from '../shared/MarketplacePanel/index.ts';
import { promptOnFor, storePromptOptOut } from '../shared/prompts.ts';
import { CyoaEditorScreen } from './CyoaEditorScreen/index.ts';
import { cyoaExamplesUrl } from './rules.ts';
import { useCyoaEditorToasts } from './toasts.ts';

const cyoaPath = '/feature/embeds/cyoa';

/** The CYOA (when editing), the company's demos (one page of 1000, spec 2 §7) and the plan's flags, at once. */
const load = fromPromise<CyoaLoadReply, { id: string | null; companyId: string }>(async ({ input }) => {
  const [cyoa, demos, settings] = await Promise.all([
    input.id ? client.call(getCyoa, { params: { id: input.id } }) : Promise.resolve(null),
    client.call(listRecordings, {
      params: { companyId: input.companyId },
      query: { limit: embedConstants.demoListLimit, pageNo: 1 },
    }),
    client.call(getEmbedSettings, { params: { companyId: input.companyId } }),
  ]);
  return { cyoa, demos, settings };
});

/**
 * POST /web/cyoa (cyoaData: creator, company, dates and the content) for a new CYOA, PUT
 * /web/cyoa/{id} (date_modified and the content) otherwise; the image and icon files when in use.
 */
const save = fromPromise<SaveCyoaReply, SaveCyoaRequest>(({ input }) => {
  const now = toWireDate(new Date());
  const files = { image: input.thumbnail ?? undefined, icon: input.icon ?? undefined };
  if (input.id)
    return client.call(updateCyoa, {
      params: { cyoaId: input.id },
      body: { date_modified: now, cyoa: JSON.stringify(input.content) },
      files,
    });
  const session = readSession();
  return client.call(createCyoa, {
    body: {
      cyoaData: JSON.stringify({
        salesrep_id: session?.sellerId ?? '',
        company_id: session?.companyId ?? '',
        date_created: now,
        date_modified: now,
        cyoa: input.content,
      }),
    },
    files,
  });
});

const publish = fromPromise<PublishCyoaReply, { id: string }>(({ input }) =>
  client.call(publishCyoa, {
    params: { cyoaId: input.id },
    body: { live: 1, date_modified: toWireDate(new Date()) },
  }),
);

const preview = fromPromise<EmbedPreviewReply, EmbedPreviewDump>(({ input }) =>
  client.call(createPreview, { body: { dump: JSON.stringify(input), date_created: toWireDate(new Date()) } }),
);

function CyoaEditor({ id, onCreated }: { id: string | null; onCreated: (id: string) => void }) {
  const navigate = useNavigate();
  const toasts = useCyoaEditorToasts();
  const previewTab = usePreviewTab(toasts.notifyPreviewFailed);
  const session = readSession();
  const [snapshot, send] = useMachine(
    cyoaEditorMachine.provide({
      actors: { load, save, publish, preview },
      actions: {
        ...toasts,
        // No longer new: the CYOA's own address, so a reload opens it (spec 2 §4).
        openSaved: (_, params) => {
          onCreated(params.id);
          navigate(`${cyoaPath}/${params.id}`, { replace: true });
        },
        storeOptOut: (_, params) => {
          void storePromptOptOut(params.kind);
        },
        openPreviewWindow: previewTab.open,
        showPreview: (_, params) =>
          previewTab.show(
            previewAddress(audienceUrl(), {
              previewId: params.previewId,
              recordingId: params.id,
              companyId: params.companyId,
            }),
          ),
        notifyPreviewFailed: previewTab.fail,
      },
    }),
    {
      input: {
        id,
        companyId: session?.companyId ?? '',
        repName: session?.name ?? '',
        repId: session?.sellerId ?? '',
        promptOn: promptOnFor('Cyoa', session),
      },
    },
  );
  const { context } = snapshot;
  const mapping = context.saved?.mapping;
  // The marketplace mapping panel of a saved CYOA (spec 2 §2): it follows the live flag itself.
  const marketplace = context.id ? (
    <Marketplace
      embedId={context.id}
      live={context.live}
      visible={context.settings?.embedSettingsVisibility.show ?? false}
      mapping={mapping?.category ? mapping : null}
    />
  ) : null;
  return (
    <>
      <CyoaEditorScreen
        snapshot={snapshot}
        send={send}
        today={new Date()}
        examplesUrl={cyoaExamplesUrl}
        slots={{ marketplace }}
      />
      <UnsavedChangesPrompt dirty={cyoaIsDirty(context)} />
    </>
  );
}

/**
 * /feature/embeds/cyoa (new) and /feature/embeds/cyoa/{id} (spec 2 §2). The address a first save
 * moves to is the same editor, not a new one: only another id opens another editor.
 */
export function CyoaEditorPage() {
  const { id = null } = useParams();
  const created = useRef<string | null>(null);
  const editor = useRef({ route: id, key: id ?? 'new' });
  if (editor.current.route !== id) {
    editor.current = {
      route: id,
      key: id !== null && id === created.current ? editor.current.key : (id ?? `new-${Date.now()}`),
    };
  }
  return (
    <CyoaEditor
      key={editor.current.key}
      id={id}
      onCreated={(newId) => {
        created.current = newId;
      }}
    />
  );
}
