import {
  pageConstants as c,
  createForm,
  createPreview,
  demoConstants,
  embedConstants,
  getEmbedSettings,
  getPage,
  getPageSettings,
  listCyoas,
  listForms,
  listHeroes,
  listRecordings,
  listSolos,
  listVideos,
  type PageType,
  pagePreviewAddress,
  pagePreviewDumpOf,
  pageThumbnailField,
  pageTypes,
  publishPage,
  readPageStyle,
  savedPlaceholders,
  styleTexts,
  toWireDate,
  updateForm,
  updatePageStyle,
  updatePageTitle,
  uploadPageThumbnail,
} from '@showroom/contract';
import { type PageEditorLoaded, pageEditorMachine, pageThumbnailMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { usePreviewTab } from '../../../preview/usePreviewTab.ts';
import { readSession } from '../../../session/session.ts';
import { audienceUrl } from '../../demos/editor/rules.ts';
import { promptOnFor, storePromptOptOut } from '../../embeds/shared/prompts.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen/index.ts';
import { UnsavedChangesPrompt } from '../../shell/UnsavedChanges/index.ts';
import { PageEditorScreen } from './PageEditorScreen/index.ts';
import { PageThumbnailCard } from './PageThumbnailCard/index.ts';
import { usePageEditorToasts } from './toasts.ts';

const session = () => {
  const stored = readSession();
  if (!stored) throw new Error('The page editor needs a session (RequireSession guards it)');
  return stored;
};

/** The page, its settings, the demos and videos and the plan's flags, and by type the embeds or the forms, at once (§7.5, §7.8). */
const load = fromPromise<PageEditorLoaded, { id: string; type: PageType; companyId: string }>(
  async ({ input }) => {
    const params = { params: { pageId: input.id } };
    const company = { params: { companyId: input.companyId } };
    const embedQuery = { query: { limit: embedConstants.cyoaListLimit, pageNo: c.fetchPageNo } };
    const [page, settings, demos, videos, plan, embeds, forms] = await Promise.all([
      client.call(getPage, params),
      client.call(getPageSettings, params),
      client.call(listRecordings, { ...company, query: { limit: c.demosFetchLimit, pageNo: c.fetchPageNo } }),
      client.call(listVideos, {
        ...company,
        query: { limit: demoConstants.videoListLimit, pageNo: c.fetchPageNo },
      }),
      client.call(getEmbedSettings, company),
      input.type === 'embed'
        ? Promise.all([
            client.call(listHeroes, { ...company, ...embedQuery }),
            client.call(listSolos, { ...company, ...embedQuery }),
            client.call(listCyoas, { ...company, ...embedQuery }),
          ]).then(([hero, solo, cyoa]) => ({ hero, solo, cyoa }))
        : Promise.resolve(null),
      input.type === 'customized' ? client.call(listForms, company) : Promise.resolve(null),
    ]);
    return { page, settings, demos, videos, plan, embeds, forms };
  },
);

/** The editor's calls (§7.5, §7.6): the form (a Q&A page's), the title, the style, the publish. */
const pageEditor = pageEditorMachine.provide({
  actors: {
    load,
    saveForm: fromPromise(({ input }) => {
      const body = {
        title: input.title,
        formjson: JSON.stringify({ questions: input.questions }),
        mapping: JSON.stringify(input.mapping),
      };
      if (input.id) return client.call(updateForm, { params: { formId: input.id }, body });
      const { sellerId, companyId } = session();
      return client.call(createForm, { body: { ...body, company_id: companyId, salesrep_id: sellerId } });
    }),
    saveTitle: fromPromise(({ input }) =>
      client.call(updatePageTitle, { body: { pageId: input.id, title: input.title } }),
    ),
    // §5 placeholders: the tokens in the page's texts, prospect_email and prospect_name left out.
    saveStyle: fromPromise(({ input }) =>
      client.call(updatePageStyle, {
        params: { pageId: input.id },
        body: {
          pageId: input.id,
          style: JSON.stringify(input.style),
          placeholders: JSON.stringify(savedPlaceholders(styleTexts(input.style))),
        },
      }),
    ),
    publish: fromPromise(({ input }) =>
      client.call(publishPage, {
        params: { pageId: input.id, companyId: input.companyId },
        body: { live: 1 },
      }),
    ),
    // §2.10 Preview: the unsaved page as a dump (POST /web/preview); the reply is the preview's token.
    preview: fromPromise(({ input }) =>
      client.call(createPreview, {
        body: {
          dump: JSON.stringify(pagePreviewDumpOf(input)),
          date_created: toWireDate(new Date()),
        },
      }),
    ),
  },
});

function PageEditor({ id, type, live }: { id: string; type: PageType; live: 0 | 1 }) {
  const navigate = useNavigate();
  const toasts = usePageEditorToasts();
  const previewTab = usePreviewTab(toasts.notifyPreviewFailed);
  const stored = readSession();
  const [snapshot, send] = useMachine(
    pageEditor.provide({
      actions: {
        ...toasts,
        // §4.3: after a publish, back one route level (the page list).
        goBack: () => navigate('/feature/page/'),
        optOut: (_, params) => {
          void storePromptOptOut(params.kind);
        },
        // §2.10: a new window at {audience host}/{token}/preview/{pageId}/{companyId}/demo.
        openPreviewWindow: previewTab.open,
        showPreview: (_, params) => previewTab.show(pagePreviewAddress(audienceUrl(), params)),
        notifyPreviewFailed: previewTab.fail,
      },
    }),
    {
      input: {
        id,
        type,
        live,
        companyId: stored?.companyId ?? '',
        promptOn: promptOnFor('Page', stored),
        today: toWireDate(new Date()),
        readStyle: readPageStyle,
      },
    },
  );
  // Issue 29, D.6: the page's thumbnail, sent as soon as it is chosen (spec 3 §4.3, §5).
  const [thumbnail, sendThumbnail] = useMachine(
    pageThumbnailMachine.provide({
      actors: {
        upload: fromPromise(({ input }) =>
          client.call(uploadPageThumbnail, {
            params: { pageId: input.pageId },
            files: { [pageThumbnailField]: input.file as File },
          }),
        ),
      },
    }),
    {
      input: {
        pageId: id,
        thumbnail: null,
      },
    },
  );
  const style = snapshot.context.style as { show_custom_thumbnail?: string; custom_thumbnail?: string };
  return (
    <>
      <PageEditorScreen
        snapshot={snapshot}
        send={send}
        thumbnail={
          <PageThumbnailCard
            snapshot={thumbnail}
            send={sendThumbnail}
            stored={style.show_custom_thumbnail === '1' ? (style.custom_thumbnail ?? null) : null}
          />
        }
      />
      <UnsavedChangesPrompt dirty={snapshot.context.dirty} />
    </>
  );
}

const isPageType = (value: string | undefined): value is PageType =>
  (pageTypes as readonly string[]).includes(value ?? '');

/** /feature/page/edit/{id}/{type}/{live} (spec 3 §2.6): an unknown type or live flag is not a page. */
export function PageEditorPage() {
  const { id = '', type, live } = useParams();
  if (!isPageType(type) || (live !== '0' && live !== '1')) return <NotFoundScreen />;
  return <PageEditor key={`${id}/${type}`} id={id} type={type} live={live === '1' ? 1 : 0} />;
}
