import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type ContactBankRow,
  type ContactListRecord,
  contactDetailMachine,
  type DetailValues,
  type FetchListReply,
  type FetchRowsInput,
  type SaveListReply,
  type SaveListRequest,
} from './contactDetailMachine.ts';

const schema: FormSchema<DetailValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as DetailValues;
      const issues = [];
      if (!values.title.trim()) issues.push({ message: 'title: empty', path: ['title'] });
      if (Object.values(values.identifiers).some((name) => name.includes('{')))
        issues.push({ message: 'identifiers: braces', path: ['identifiers'] });
      return issues.length ? { issues } : { value: values };
    },
  },
};

const record: ContactListRecord = {
  id: 'list-1',
  title: 'Q3 webinar',
  name: 'Riley Morgan',
  salesrep_id: 'rep-1',
  date_created: '2026-11-22 09:44:06',
  row_count: 1,
  identifier_count: 1,
  contact_bank: {
    headers: ['Name', 'Email'],
    bank: [{ Name: 'Ada', Email: 'ada@example.com' }],
    showHeaders: true,
    identifiers: { Email: 'email' },
  },
};
const found: FetchListReply = { status: 'success', payload: record, httpStatus: 200 };
const { contact_bank: _bank, ...summary } = record;
const saved: SaveListReply = { status: 'success', payload: summary, httpStatus: 200 };

/**
 * `rests`: what each `fetchRows` answers, in turn (the rows after the first ones, or an error; a
 * promise to answer later); with none left, no rows follow ([]).
 */
const start = (
  fetches: Array<FetchListReply | Error>,
  saves: Array<SaveListReply | Error> = [],
  rests: Array<ContactBankRow[] | Error | Promise<ContactBankRow[]>> = [],
) => {
  const saveCalls: SaveListRequest[] = [];
  const rowCalls: FetchRowsInput[] = [];
  // The toasts the page shows: 'List updated' and 'Error updating list'.
  const toasts: string[] = [];
  const downloads: Array<{ id: string; title: string }> = [];
  const machine = contactDetailMachine.provide({
    actions: {
      downloadCsv: (_, params) => downloads.push(params),
      notifySaved: () => toasts.push('saved'),
      notifySaveFailed: () => toasts.push('saveFailed'),
    },
    actors: {
      fetchList: fromPromise<FetchListReply, { id: string }>(async () => {
        const answer = fetches.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      fetchRows: fromPromise<ContactBankRow[], FetchRowsInput>(async ({ input }) => {
        rowCalls.push(input);
        const answer = rests.shift() ?? [];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      saveList: fromPromise<SaveListReply, SaveListRequest>(async ({ input }) => {
        saveCalls.push(input);
        const answer = saves.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  return {
    actor: createActor(machine, { input: { id: 'list-1', schema } }).start(),
    saveCalls,
    rowCalls,
    toasts,
    downloads,
  };
};
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy') && !s.context.rowsPending);

describe('contactDetailMachine', () => {
  it('loads the list and edits start from what was saved', async () => {
    const { actor } = start([found]);
    expect(actor.getSnapshot().value).toBe('loading');
    const editing = await settled(actor);
    expect(editing.value).toBe('editing');
    expect(editing.context.values).toEqual({ title: 'Q3 webinar', identifiers: { Email: 'email' } });
    expect(editing.context.dirty).toBe(false);
  });

  it('a 404 is notFound; another failure is loadFailed, and retry loads again', async () => {
    expect(
      (
        await settled(
          start([{ status: 'error', payload: null, message: 'Contact list not found', httpStatus: 404 }])
            .actor,
        )
      ).value,
    ).toBe('notFound');
    const { actor } = start([new TypeError('Failed to fetch'), found]);
    expect((await settled(actor)).value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    expect((await settled(actor)).value).toBe('editing');
  });

  it('saves the title and identifiers, dropping empty ones, with the rows untouched', async () => {
    const { actor, saveCalls, toasts } = start([found], [saved]);
    await settled(actor);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'title.change', value: ' Renamed ' });
    actor.send({ type: 'identifier.change', column: 'Name', value: ' first_name ' });
    actor.send({ type: 'identifier.change', column: 'Email', value: '' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saveCalls).toEqual([
      {
        id: 'list-1',
        name: 'Renamed',
        contactBank: { ...record.contact_bank, identifiers: { Name: 'first_name' } },
      },
    ]);
    const after = await settled(actor);
    expect(after.value).toBe('editing');
    expect(after.context.dirty).toBe(false);
    expect(after.context.values).toEqual({ title: 'Renamed', identifiers: { Name: 'first_name' } });
    // The confirmation the spec's catalogue names, once, after the save and not before.
    expect(toasts).toEqual(['saved']);
  });

  it('does not save an invalid title or identifier', async () => {
    const { actor, saveCalls } = start([found], [saved]);
    await settled(actor);
    actor.send({ type: 'title.change', value: '  ' });
    expect(actor.getSnapshot().context.errors.title).toBe('title: empty');
    actor.send({ type: 'save' });
    actor.send({ type: 'title.change', value: 'ok' });
    actor.send({ type: 'identifier.change', column: 'Name', value: '{{x}}' });
    actor.send({ type: 'save' });
    expect(saveCalls).toEqual([]);
  });

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'Invalid request', httpStatus: 400 } as SaveListReply,
    ],
    ['no reply', new TypeError('Failed to fetch')],
  ])('%s is saveFailed; edits are kept and a second save can succeed', async (_case, answer) => {
    const { actor, saveCalls, toasts } = start([found], [answer, saved]);
    await settled(actor);
    actor.send({ type: 'title.change', value: 'Renamed' });
    actor.send({ type: 'save' });
    const failed = await settled(actor);
    expect(failed.value).toBe('saveFailed');
    expect(toasts).toEqual(['saveFailed']);
    expect(failed.context.values.title).toBe('Renamed');
    actor.send({ type: 'save' });
    expect((await settled(actor)).value).toBe('editing');
    expect(saveCalls).toHaveLength(2);
    expect(toasts).toEqual(['saveFailed', 'saved']);
  });

  it('typing after a failed save returns to editing', async () => {
    const { actor } = start([found], [new TypeError('Failed to fetch')]);
    await settled(actor);
    actor.send({ type: 'title.change', value: 'Renamed' });
    actor.send({ type: 'save' });
    await settled(actor);
    actor.send({ type: 'identifier.change', column: 'Name', value: 'n' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.identifiers.Name).toBe('n');
  });

  it('download asks the page for the saved list as a file, once a list is loaded', async () => {
    const { actor, downloads } = start([found], [saved]);
    actor.send({ type: 'download' });
    expect(downloads).toEqual([]);
    await settled(actor);
    actor.send({ type: 'title.change', value: 'Not saved yet' });
    actor.send({ type: 'download' });
    expect(downloads).toEqual([{ id: 'list-1', title: 'Q3 webinar' }]);
  });

  it('shows the first rows at once while the rest arrive; Save waits for every row', async () => {
    const first = { Name: 'Ada', Email: 'ada@example.com' };
    const rest = [
      { Name: 'Grace', Email: 'grace@example.com' },
      { Name: 'Edsger', Email: 'edsger@example.com' },
    ];
    let handOver: (rows: ContactBankRow[]) => void = () => {};
    const arriving = new Promise<ContactBankRow[]>((resolve) => {
      handOver = resolve;
    });
    const { actor, rowCalls, saveCalls } = start([found], [saved], [arriving]);
    const shown = await waitFor(actor, (s) => s.matches('editing'));
    expect(shown.context.list?.contact_bank.bank).toEqual([first]);
    expect(shown.context.rowsPending).toBe(true);
    expect(rowCalls).toEqual([{ id: 'list-1', from: 1 }]);
    actor.send({ type: 'title.change', value: 'Renamed' });
    // The bank goes back whole on Save: not before the rest is in.
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saveCalls).toEqual([]);

    handOver(rest);
    const whole = await settled(actor);
    expect(whole.context.list?.contact_bank.bank).toEqual([first, ...rest]);
    expect(whole.context.values.title).toBe('Renamed');
    actor.send({ type: 'save' });
    expect(saveCalls[0]?.contactBank.bank).toEqual([first, ...rest]);
  });

  it('a hand-over of the rest that breaks is loadFailed without the partial list; retry loads again', async () => {
    const { actor, rowCalls } = start([found, found], [], [new Error('The worker stopped')]);
    const failed = await settled(actor);
    expect(failed.value).toBe('loadFailed');
    expect(failed.context.list).toBeNull();
    actor.send({ type: 'retry' });
    const again = await settled(actor);
    expect(again.value).toBe('editing');
    expect(again.context.list?.contact_bank.bank).toEqual(record.contact_bank.bank);
    expect(rowCalls).toHaveLength(2);
  });
});
