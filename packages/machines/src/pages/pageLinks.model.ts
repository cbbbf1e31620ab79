import type { EventObject } from 'xstate';

const ok = <T>(payload: T) => ({ status: 'success', payload, httpStatus: 200 });
const refused = { status: 'error', payload: null, message: 'No', httpStatus: 404 };
const unreachable = new TypeError('Failed to fetch');
// A page that is not live, so both the 'Page is not published' confirm and (after Continue) the
// direct way are walked. The dialog's events are the fewest that reach every state: its context
// multiplies the walk (a way back, a second value or a placeholder made it 80 s on two cores).
const page = { id: 'page', title: 'Welcome', live: 0 };
const link = (id: string) => ({
  id,
  name: 'Ada',
  email: 'ada@example.com',
  date_created: '2026-11-27 10:00:00',
  encrypted_id: `${id}_abcdefghijklmnopqrst`,
  url: `http://127.0.0.1:4001/${id}/login`,
});
const run = (state: string) => ({
  id: 'run',
  pageId: 'page',
  listId: 'list',
  state,
  total: 3,
  done: state === 'done' ? 3 : 0,
  created: state === 'done' ? 2 : 0,
  existing: 0,
  dismissed: state === 'done' ? 1 : 0,
  message: '',
});

/** How machine-stories.test.ts walks the links panel and 'Choose link type': input and events. */
export const pageLinksModels = {
  linkGeneration: {
    input: { page, sellerId: 'rep' },
    events: [
      {
        type: 'xstate.done.actor.load',
        output: {
          page: ok([{ ...page, placeholders: [], page_style: {} }]),
          settings: ok({ pageId: 'page', live: 0, bulkGenerate: true }),
        },
      },
      { type: 'xstate.error.actor.load', error: unreachable },
      { type: 'type.choose', linkType: 'inbound' },
      { type: 'bulk.toggle', on: true },
      { type: 'field.change', field: 'email', value: 'ada@example.com' },
      { type: 'generate' },
      { type: 'confirm' },
      { type: 'copy' },
      { type: 'close' },
      { type: 'xstate.done.actor.createSession', output: ok({ id: 'prospect', token: 'tok', url: 'u' }) },
      { type: 'xstate.error.actor.createSession', error: unreachable },
      { type: 'xstate.done.actor.createRelationship', output: ok([link('rel')]) },
      { type: 'xstate.done.actor.writeText', output: undefined },
      { type: 'xstate.error.actor.writeText', error: new Error('denied') },
      { type: 'xstate.done.actor.createWebsiteSession', output: ok({ id: 'site', token: 'tok', url: 'w' }) },
      { type: 'xstate.error.actor.createWebsiteSession', error: unreachable },
      { type: 'xstate.done.actor.loadLists', output: ok([{ id: 'list', title: 'Q3 webinar' }]) },
      { type: 'xstate.error.actor.loadLists', error: unreachable },
      { type: 'list.choose', id: 'list' },
      {
        type: 'xstate.done.actor.loadList',
        output: ok({
          contact_bank: {
            identifiers: { Email: 'email', Company: 'company' },
            bank: [{ Email: 'ada@example.com', Company: '' }],
          },
        }),
      },
      { type: 'xstate.done.actor.startBulk', output: ok(run('queued')) },
      { type: 'xstate.error.actor.startBulk', error: unreachable },
      { type: 'xstate.after.bulkPoll.linkGeneration.outbound.bulk.generating.waiting' },
      { type: 'xstate.done.actor.pollBulk', output: ok(run('done')) },
    ] as EventObject[],
  },
  prospectLinks: {
    input: { page, generation: { sellerId: 'rep' } },
    events: [
      { type: 'xstate.done.actor.load', output: ok([link('a'), link('b')]) },
      { type: 'xstate.done.actor.load', output: refused },
      { type: 'xstate.error.actor.load', error: unreachable },
      { type: 'retry' },
      { type: 'selection.change', ids: ['a'] },
      { type: 'selection.change', ids: [] },
      { type: 'copy', id: 'a' },
      { type: 'xstate.done.actor.writeText', output: undefined },
      { type: 'delete.request', id: 'a' },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.remove', output: ok(null) },
      { type: 'xstate.error.actor.remove', error: unreachable },
      { type: 'download' },
      { type: 'xstate.done.actor.download', output: undefined },
      { type: 'generate.open' },
      { type: 'xstate.done.actor.linkGeneration', output: { changed: true } },
      { type: 'links.changed' },
    ] as EventObject[],
  },
};
