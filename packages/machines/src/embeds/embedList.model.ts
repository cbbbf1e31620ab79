import { embedSnippet, shareForm } from '@showroom/contract';
import type { EventObject } from 'xstate';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const draftId = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1c';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const summary = (itemId: string, live: boolean) => ({
  id: itemId,
  name: 'Pricing tour',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
  live,
  salesrep_id: 'rep',
  salesrep_name: 'Riley',
});
const ok = <T>(payload: T) => ({ status: 'success', payload, httpStatus: 200 });
const refused = { status: 'error', payload: null, message: 'No', httpStatus: 404 };
const share = { audienceUrl: 'http://127.0.0.1:4001', schema: shareForm };

/** How machine-stories.test.ts walks this area's machines: input and every event each takes. */
export const embedListModels = {
  embedList: {
    input: {
      pageSize: 25,
      share,
      snippet: (card: { kind: 'hero'; id: string; sneak: boolean }) =>
        embedSnippet({ ...card, companyId, staticUrl: 'http://127.0.0.1:4001' }),
    },
    events: [
      {
        type: 'xstate.done.actor.0.embedList.list.loading',
        output: { cyoa: ok([]), solo: ok([]), hero: ok([summary(id, true), summary(draftId, false)]) },
      },
      {
        type: 'xstate.done.actor.0.embedList.list.loading',
        output: { cyoa: ok([]), solo: refused, hero: ok([]) },
      },
      { type: 'xstate.error.actor.0.embedList.list.loading', error: new TypeError('Failed to fetch') },
      {
        type: 'xstate.done.actor.0.embedList.list.ready.refreshing',
        output: { cyoa: ok([]), solo: ok([]), hero: ok([summary(id, true)]) },
      },
      { type: 'xstate.error.actor.0.embedList.list.ready.refreshing', error: new TypeError('Failed') },
      { type: 'refresh' },
      { type: 'page.next' },
      { type: 'page.previous' },
      { type: 'page.go', page: 2 },
      { type: 'clone', kind: 'hero', id },
      { type: 'xstate.done.actor.0.embedList.list.cloning', output: ok(summary(id, false)) },
      { type: 'xstate.done.actor.0.embedList.list.cloning', output: refused },
      { type: 'delete.request', kind: 'hero', id },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.0.embedList.list.deleting', output: ok({ id }) },
      { type: 'xstate.done.actor.0.embedList.list.deleting', output: refused },
      { type: 'xstate.error.actor.0.embedList.list.deleting', error: new TypeError('Failed to fetch') },
      { type: 'create.open' },
      { type: 'type.choose', kind: 'hero' },
      { type: 'type.continue' },
      { type: 'dialog.close' },
      { type: 'share.open', kind: 'hero', id },
      { type: 'share.open', kind: 'hero', id: draftId },
      { type: 'code.open', kind: 'hero', id },
      { type: 'xstate.done.actor.share' },
      { type: 'xstate.done.actor.embedCode' },
    ] as EventObject[],
  },
  // Issue 29 B.4: the share dialog's active links, with Revoke.
  shareLinks: {
    input: { kind: 'hero', id },
    events: [
      {
        type: 'xstate.done.actor.0.shareLinks.loading',
        output: ok([
          {
            shareId: 'A'.repeat(43),
            date_created: '2026-11-23 10:00:00',
            salesrep_id: 'r',
            salesrep_name: 'R',
          },
        ]),
      },
      { type: 'xstate.done.actor.0.shareLinks.loading', output: refused },
      { type: 'refresh' },
      { type: 'revoke', shareId: 'A'.repeat(43) },
      { type: 'xstate.done.actor.0.shareLinks.revoking', output: ok(null) },
      { type: 'xstate.error.actor.0.shareLinks.revoking', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  share: {
    input: { ...share, kind: 'hero', id },
    events: [
      { type: 'field.change', field: 'title', value: 'Our tour' },
      { type: 'field.change', field: 'description', value: 'A short look' },
      { type: 'field.change', field: 'title', value: '' },
      { type: 'generate' },
      {
        type: 'xstate.done.actor.0.share.generating',
        output: ok({ token: 'AAAAAAAAAAAAAAAAAAAAAA', type: 'hero', id, companyId }),
      },
      { type: 'xstate.done.actor.0.share.generating', output: refused },
      { type: 'xstate.error.actor.0.share.generating', error: new TypeError('Failed to fetch') },
      { type: 'copy' },
      { type: 'xstate.done.actor.0.share.generated.copying' },
      { type: 'xstate.error.actor.0.share.generated.copying', error: new Error('denied') },
      { type: 'close' },
    ] as EventObject[],
  },
  embedCode: {
    input: { kind: 'solo', sneak: true, snippet: () => '<span></span>' },
    events: [
      {
        type: 'xstate.done.actor.0.embedCode.loading',
        output: { version: 'AbCdEfGh12345678', integrity: `sha384-${'A'.repeat(64)}` },
      },
      { type: 'xstate.error.actor.0.embedCode.loading', error: new TypeError('Failed to fetch') },
      { type: 'copy' },
      { type: 'xstate.done.actor.0.embedCode.copying' },
      { type: 'xstate.error.actor.0.embedCode.copying', error: new Error('denied') },
      { type: 'close' },
    ] as EventObject[],
  },
} satisfies Record<string, { input: unknown; events: EventObject[] }>;
