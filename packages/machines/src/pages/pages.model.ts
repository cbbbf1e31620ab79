import {
  defaultEmbedSettings,
  type LayoutStyle,
  newPageStyle,
  type Page,
  type PageSummary,
  readPageStyle,
} from '@showroom/contract';
import type { EventObject } from 'xstate';
import type { PageEditorLoaded } from './pageEditor.ts';

const pageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const offline = new TypeError('Failed to fetch');
const ok = <T>(payload: T) => ({ status: 'success', payload, httpStatus: 200 }) as const;
const refused = (httpStatus: number) =>
  ({ status: 'error', payload: null, message: 'No', httpStatus }) as const;

const style: LayoutStyle = {
  ...(newPageStyle('customized') as LayoutStyle),
  headline: 'Hello',
  welcomeMessage: 'Welcome',
  previewMessage: 'Preview',
  contactInfoMessage: 'Contact',
  actionMessage: 'Act',
  actionButtonLabel: 'Book',
  redirectURL: 'https://example.com',
};
const summary: PageSummary = {
  id: pageId,
  title: 'Welcome',
  type: 'customized',
  live: 0,
  owner_id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Riley Morgan',
  date_created: '2026-11-20 10:00:00',
  date_modified: '2026-11-20 10:00:00',
};
const page: Page = { ...summary, page_style: style, placeholders: [] };
const loaded = {
  page: ok([page]),
  settings: ok({
    pageId,
    type: 'customized',
    live: 0,
    settings: style.settings,
    verificationContent: style.verificationContent,
    bulkGenerate: false,
  }),
  demos: ok([]),
  videos: ok([]),
  plan: ok(defaultEmbedSettings()),
  embeds: null,
  forms: ok([]),
} as unknown as PageEditorLoaded;

const step = (name: string) => `xstate.done.actor.0.pageEditor.editing.submitting.${name}`;

/** How machine-stories.test.ts walks the page list, the page editor and its Mapping tab: input and every event each takes. */
export const pageModels = {
  // The page's thumbnail (spec 3 §4.3, §5): a good file uploads, a refused one and a failed call
  // leave the stored one.
  pageThumbnail: {
    input: { pageId, thumbnail: null },
    events: [
      { type: 'xstate.done.actor.upload', output: ok({ custom_thumbnail: 'https://media.example/t.png' }) },
      { type: 'xstate.done.actor.upload', output: refused(500) },
      { type: 'files.choose', files: [{ name: 'cover.png', size: 1000 }] },
      { type: 'files.choose', files: [{ name: 'cover.gif', size: 1000 }] },
    ] as unknown as EventObject[],
  },
  pageList: {
    input: { defaultType: 'customized' },
    events: [
      { type: 'xstate.done.actor.load', output: ok([summary]) },
      { type: 'xstate.done.actor.load', output: refused(500) },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'create.open' },
      { type: 'type.choose', pageType: 'embed' },
      { type: 'create.continue' },
      { type: 'create.cancel' },
      { type: 'xstate.done.actor.0.pageList.creating', output: refused(400) },
      { type: 'clone', id: pageId },
      { type: 'xstate.done.actor.0.pageList.cloning', output: refused(400) },
      { type: 'delete.request', id: pageId },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.error.actor.0.pageList.deleting', error: offline },
      { type: 'share', id: pageId },
      { type: 'share.close' },
    ] as EventObject[],
  },
  pageEditor: {
    input: {
      id: pageId,
      type: 'customized',
      live: 0,
      companyId,
      promptOn: true,
      today: '2026-11-27 12:00:00',
      readStyle: readPageStyle,
    },
    events: [
      { type: 'xstate.done.actor.load', output: loaded },
      { type: 'xstate.done.actor.load', output: { ...loaded, page: refused(404) } },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'questions.change', questions: [{ name: 'Team', type: 'radiogroup', choices: ['Small'] }] },
      { type: 'prompts.submit', publish: true },
      { type: 'prompts.submit', publish: false },
      { type: step('savingForm'), output: ok(pageId) },
      { type: step('savingForm'), output: refused(400) },
      { type: step('savingTitle'), output: ok(null) },
      { type: step('savingStyle'), output: ok(null) },
      { type: step('savingStyle'), output: refused(400) },
      { type: step('publishing'), output: ok([{ id: pageId, live: 1 }]) },
      { type: step('publishing'), output: refused(400) },
      { type: 'preview' },
      { type: 'xstate.done.actor.0.pageEditor.editing.previewing', output: ok('PreviewTokenAAAAAAAAAA') },
      { type: 'xstate.done.actor.0.pageEditor.editing.previewing', output: refused(404) },
      { type: 'xstate.error.actor.0.pageEditor.editing.previewing', error: offline },
    ] as EventObject[],
  },
  // The page editor's Mapping tab: the 500 ms delay, then the rules (spec 3 §2.10).
  mappingTab: {
    input: { delayMs: 500 },
    events: [{ type: 'xstate.after.mappingDelay.mappingTab.waiting' }] as EventObject[],
  },
};
