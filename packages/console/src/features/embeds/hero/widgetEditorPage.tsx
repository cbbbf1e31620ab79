import {
  createHero,
  createPreview,
  createSolo,
  type EmbedPreviewDump,
  embedConstants,
  getEmbedSettings,
  getHero,
  getSolo,
  heroForm,
  listRecordings,
  newHeroForm,
  newSoloForm,
  type Recording,
  soloForm,
  toWireDate,
  updateHero,
  updateSolo,
} from '@showroom/contract';
import {
  type CreateWidgetReply,
  type EmbedPreviewReply,
  type FetchDemosReply,
  heroEditorMachine,
  soloEditorMachine,
  type UpdateWidgetReply,
  type WidgetEditorInput,
  type WidgetEditorLoaded,
  type WidgetKind,
  type WidgetSubmitRequest,
  widgetIsDirty,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { usePreviewTab } from '../../../preview/usePreviewTab.ts';
import { readSession } from '../../../session/session.ts';
import { audienceUrl } from '../../demos/editor/rules.ts';
import { UnsavedChangesPrompt } from '../../shell/UnsavedChanges/index.ts';
import { Marketplace } from '../shared/MarketplacePanel/index.ts';
import { promptOnFor, storePromptOptOut } from '../shared/prompts.ts';
import { useWidgetEditorToasts } from './toasts.ts';
import type { WidgetEditorSend, WidgetEditorSnapshot } from './WidgetEditorScreen/WidgetEditorScreen.tsx';

/**
 * Each kind's form from the contract (spec 2 §3, §5): its schema and blank values. The machine
 * imports the other rules (teasers, flags, files, launch size) from `@showroom/contract/rules`.
 */
export const widgetForms: Record<WidgetKind, Pick<WidgetEditorInput, 'schema' | 'blank'>> = {
  hero: { schema: heroForm, blank: newHeroForm() },
  solo: { schema: soloForm, blank: newSoloForm() },
};

/** spec 2 §7 Recordings for selects: newest first, whatever order the server keeps. */
export const newestFirst = (demos: readonly Recording[]) =>
  [...demos].sort((a, b) => b.date_created.localeCompare(a.date_created));

/** The company's demos (one page of 1000) for the selects. */
export const fetchDemos = async (companyId: string): Promise<FetchDemosReply> => {
  const reply = await client.call(listRecordings, {
    params: { companyId },
    query: { limit: embedConstants.demoListLimit, pageNo: 1 },
  });
  return reply.status === 'success' ? { ...reply, payload: newestFirst(reply.payload) } : reply;
};

const load = fromPromise<WidgetEditorLoaded, { kind: WidgetKind; id: string | null }>(async ({ input }) => {
  const companyId = readSession()?.companyId ?? '';
  const widget =
    input.id === null
      ? Promise.resolve(null)
      : input.kind === 'hero'
        ? client.call(getHero, { params: { id: input.id } })
        : client.call(getSolo, { params: { id: input.id } });
  const [stored, demos, settings] = await Promise.all([
    widget,
    fetchDemos(companyId),
    client.call(getEmbedSettings, { params: { companyId } }),
  ]);
  return { widget: stored, demos, settings };
});

/** The multipart files of a submit: the thumbnail as `image`, Solo's icon as `icon`. */
const filesOf = (input: WidgetSubmitRequest) => ({
  ...(input.thumbnail ? { image: input.thumbnail } : {}),
  ...(input.kind === 'solo' && input.icon ? { icon: input.icon } : {}),
});

/** POST /web/hero or /web/solo: the form with the creator, company and dates as heroData / soloData. */
const create = fromPromise<CreateWidgetReply, WidgetSubmitRequest>(({ input }) => {
  const session = readSession();
  const now = toWireDate(new Date());
  const data = JSON.stringify({
    ...input.values,
    salesrep_id: session?.sellerId ?? '',
    company_id: session?.companyId ?? '',
    date_created: now,
    date_modified: now,
    live: input.live,
  });
  return input.kind === 'hero'
    ? client.call(createHero, { body: { heroData: data }, files: filesOf(input) })
    : client.call(createSolo, { body: { soloData: data }, files: filesOf(input) });
});

/** PUT /web/hero/{id} or /web/solo/{id}: date_modified, not the creator, company or created date. */
const update = fromPromise<UpdateWidgetReply, WidgetSubmitRequest>(({ input }) => {
  const data = JSON.stringify({ ...input.values, date_modified: toWireDate(new Date()), live: input.live });
  const id = input.id ?? '';
  return input.kind === 'hero'
    ? client.call(updateHero, { params: { heroId: id }, body: { heroData: data }, files: filesOf(input) })
    : client.call(updateSolo, { params: { soloId: id }, body: { soloData: data }, files: filesOf(input) });
});

const preview = fromPromise<EmbedPreviewReply, EmbedPreviewDump>(({ input }) =>
  client.call(createPreview, { body: { dump: JSON.stringify(input), date_created: toWireDate(new Date()) } }),
);

/** spec 2 §7 Preview: the audience host's /preview/demo with uuid, data_id and template. */
export const widgetPreviewAddress = (
  base: string,
  params: { previewId: string; id: string; companyId: string },
) => {
  const url = new URL('/preview/demo', base);
  url.searchParams.set('uuid', params.previewId);
  url.searchParams.set('data_id', params.id);
  url.searchParams.set('template', params.companyId);
  return url.toString();
};

/** The navigation state that keeps the editor mounted when a new widget takes its own address. */
export const createdFromNew = { createdFromNew: true } as const;
export const isCreatedFromNew = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { createdFromNew?: unknown }).createdFromNew === true;

const machines = { hero: heroEditorMachine, solo: soloEditorMachine } as const;
const promptKinds = { hero: 'Hero', solo: 'Solo' } as const;

/**
 * The Hero or Solo editor with its calls, toasts and tabs: the page of /feature/embeds/{kind} (new)
 * and /feature/embeds/{kind}/{id}.
 */
export function WidgetEditor({
  kind,
  id,
  render,
}: {
  kind: WidgetKind;
  id: string | null;
  render: (snapshot: WidgetEditorSnapshot, send: WidgetEditorSend, marketplace: ReactNode) => ReactNode;
}) {
  const navigate = useNavigate();
  const toasts = useWidgetEditorToasts(kind);
  const previewTab = usePreviewTab(toasts.notifyPreviewFailed);
  const session = readSession();
  const [snapshot, send] = useMachine(
    machines[kind].provide({
      actors: { load, create, update, preview },
      actions: {
        ...toasts,
        // No longer new: the widget's own address, so a reload opens it; the editor stays mounted.
        becameExisting: (_, params) =>
          navigate(`/feature/embeds/${kind}/${params.id}`, { replace: true, state: createdFromNew }),
        optOut: () => {
          void storePromptOptOut(promptKinds[kind]);
        },
        openPreviewWindow: previewTab.open,
        showPreview: (_, params) =>
          previewTab.show(
            widgetPreviewAddress(audienceUrl(), { ...params, companyId: readSession()?.companyId ?? '' }),
          ),
        notifyPreviewFailed: previewTab.fail,
      },
    }),
    {
      input: {
        kind,
        id,
        ...widgetForms[kind],
        promptOn: promptOnFor(promptKinds[kind], session),
        repName: session?.name ?? '',
        repId: session?.sellerId ?? '',
        today: toWireDate(new Date()),
      },
    },
  );
  const { context } = snapshot;
  // Issue 29 B.5: the marketplace mapping panel of a saved widget (spec 2 §2), as the CYOA editor has.
  const marketplace =
    context.id && context.settings ? (
      <Marketplace
        embedId={context.id}
        live={context.live === 1}
        visible={context.settings.embedSettingsVisibility.show}
        mapping={context.meta.mapping}
      />
    ) : null;
  return (
    <>
      {render(snapshot, send, marketplace)}
      <UnsavedChangesPrompt dirty={widgetIsDirty(context)} />
    </>
  );
}
