import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type ContactFile,
  contactUploadMachine,
  type ParsedContacts,
  type ParseOutcome,
  type UploadReply,
  type UploadRequest,
  type UploadValues,
} from './contactUploadMachine.ts';

/** A hand-written Standard Schema: machines may not import the contract's `contactUploadForm`. */
const schema: FormSchema<UploadValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as UploadValues;
      return values.name.trim()
        ? { value: values }
        : { issues: [{ message: 'name: empty', path: ['name'] }] };
    },
  },
};

const csv: ContactFile = { name: 'contacts.CSV', size: 120 };
const txt: ContactFile = { name: 'contacts.txt', size: 19 };
const parsed: ParsedContacts = {
  fileName: 'contacts.CSV',
  preview: [
    ['name', 'email'],
    ['Ada', 'ada@example.com'],
  ],
  rowCount: 2,
  columnCount: 2,
  data: 'rows',
};
const headerOnly: ParsedContacts = { ...parsed, preview: [['name', 'email']], rowCount: 1 };
const summary = {
  id: 'list-1',
  title: 'Q3 webinar',
  name: 'Riley Morgan',
  salesrep_id: 'rep-1',
  date_created: '2026-11-22 09:44:06',
  row_count: 1,
  identifier_count: 0,
};
const created: UploadReply = { status: 'success', payload: summary, httpStatus: 201 };
const refused: UploadReply = {
  status: 'error',
  payload: null,
  message: 'Request body is too large',
  httpStatus: 413,
};

const start = (
  options: { parse?: Array<ParseOutcome | Error>; upload?: Array<UploadReply | Error> } = {},
) => {
  const parses = [...(options.parse ?? [])];
  const uploads = [...(options.upload ?? [])];
  const uploadCalls: UploadRequest[] = [];
  const parseCalls: ContactFile[] = [];
  // How often the page was told a list was created (it refreshes the lists).
  const uploaded: string[] = [];
  const machine = contactUploadMachine.provide({
    actions: { listUploaded: ({ context }) => uploaded.push(context.created?.id ?? 'none') },
    actors: {
      parseFile: fromPromise<ParseOutcome, { file: ContactFile }>(async ({ input }) => {
        parseCalls.push(input.file);
        const answer = parses.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      upload: fromPromise<UploadReply, UploadRequest>(async ({ input }) => {
        uploadCalls.push(input);
        const answer = uploads.shift();
        if (!answer) throw new Error('unexpected upload');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { schema } }).start();
  return { actor, uploadCalls, parseCalls, uploaded };
};

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

const toVerify = async (actor: Actor) => {
  actor.send({ type: 'open' });
  actor.send({ type: 'name.change', value: 'Q3 webinar ' });
  actor.send({ type: 'file.select', file: csv });
  await settled(actor);
  actor.send({ type: 'continue' });
};

describe('contactUploadMachine: step 1', () => {
  it('starts closed; open shows step 1 with an empty form and the header box ticked', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ step1: 'empty' });
    expect(snapshot.context).toMatchObject({ name: '', file: null, parsed: null, firstRowIsHeader: true });
    expect(snapshot.context.errors).toEqual({ name: 'name: empty' });
  });

  it('refuses a file that is not .csv without parsing it', () => {
    const { actor, parseCalls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: txt });
    expect(actor.getSnapshot().value).toEqual({ step1: 'rejected' });
    expect(actor.getSnapshot().context.fileProblem).toEqual({ kind: 'extension' });
    expect(parseCalls).toEqual([]);
  });

  it("takes the picker's refusal with its message, drops a parsed file and does not parse", async () => {
    const { actor, parseCalls } = start({ parse: [{ status: 'parsed', parsed }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    await settled(actor);
    actor.send({ type: 'file.reject', file: null, message: 'Upload a file' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'rejected' });
    expect(actor.getSnapshot().context).toMatchObject({
      file: null,
      parsed: null,
      fileProblem: { kind: 'refused', message: 'Upload a file' },
      touched: { file: true },
    });
    expect(parseCalls).toHaveLength(1);
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'rejected' });
  });

  it('parses a .csv file (any case) and keeps what the parser found', async () => {
    const { actor, parseCalls } = start({ parse: [{ status: 'parsed', parsed }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    expect(actor.getSnapshot().value).toEqual({ step1: 'parsing' });
    expect((await settled(actor)).value).toEqual({ step1: 'parsed' });
    expect(actor.getSnapshot().context.parsed).toEqual(parsed);
    expect(parseCalls).toEqual([csv]);
  });

  it('keeps the refusal of a file the parser could not accept', async () => {
    const { actor } = start({ parse: [{ status: 'refused', message: 'Errors detected in the file' }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    expect((await settled(actor)).value).toEqual({ step1: 'rejected' });
    expect(actor.getSnapshot().context.fileProblem).toEqual({
      kind: 'refused',
      message: 'Errors detected in the file',
    });
  });

  it('calls a file that could not be read unreadable', async () => {
    const { actor } = start({ parse: [new Error('NotReadableError')] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    expect((await settled(actor)).value).toEqual({ step1: 'rejected' });
    expect(actor.getSnapshot().context.fileProblem).toEqual({ kind: 'unreadable' });
  });

  it('a new file while parsing starts over with it', async () => {
    const { actor, parseCalls } = start({ parse: [] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    actor.send({ type: 'file.select', file: { name: 'other.csv', size: 3 } });
    expect(parseCalls.map((file) => file.name)).toEqual(['contacts.CSV', 'other.csv']);
    expect(actor.getSnapshot().context.file?.name).toBe('other.csv');
  });

  it('Continue without a name or a file stays on step 1 and shows both reasons', async () => {
    const { actor } = start({ parse: [{ status: 'parsed', parsed }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'empty' });
    expect(actor.getSnapshot().context.touched).toEqual({ name: true, file: true });
    expect(actor.getSnapshot().context.fileProblem).toEqual({ kind: 'missing' });

    actor.send({ type: 'file.select', file: csv });
    await settled(actor);
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'parsed' });
  });

  it('Continue with a name and a parsed file moves to verify', async () => {
    const { actor } = start({ parse: [{ status: 'parsed', parsed }] });
    await toVerify(actor);
    expect(actor.getSnapshot().value).toEqual({ step2: 'verify' });
  });

  it('removing the file goes back to empty and says a file is needed', async () => {
    const { actor } = start({ parse: [{ status: 'parsed', parsed }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'file.select', file: csv });
    await settled(actor);
    actor.send({ type: 'file.select', file: null });
    expect(actor.getSnapshot().value).toEqual({ step1: 'empty' });
    expect(actor.getSnapshot().context).toMatchObject({ parsed: null, fileProblem: { kind: 'missing' } });
  });
});

describe('contactUploadMachine: step 2 and the upload', () => {
  it('uploads with the trimmed name, the header flag and the parsed data, then is done and reset', async () => {
    const { actor, uploadCalls, uploaded } = start({
      parse: [{ status: 'parsed', parsed }],
      upload: [created],
    });
    await toVerify(actor);
    actor.send({ type: 'header.toggle', value: false });
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploadCalls).toEqual([{ name: 'Q3 webinar', firstRowIsHeader: false, parsed }]);
    const done = await settled(actor);
    expect(done.value).toBe('done');
    expect(done.context).toMatchObject({
      created: summary,
      name: '',
      file: null,
      parsed: null,
      firstRowIsHeader: true,
    });
    expect(uploaded).toEqual(['list-1']);
  });

  it('a header-only file cannot start while the header box is ticked', async () => {
    const { actor, uploadCalls } = start({
      parse: [{ status: 'parsed', parsed: headerOnly }],
      upload: [created],
    });
    await toVerify(actor);
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toEqual({ step2: 'verify' });
    actor.send({ type: 'header.toggle', value: false });
    actor.send({ type: 'start' });
    expect(uploadCalls).toHaveLength(1);
  });

  it.each([
    ['an error reply', refused, 'Request body is too large'],
    ['no reply', new TypeError('Failed to fetch'), null],
  ] as const)('%s fails, keeps step 2 and can start again', async (_case, answer, failure) => {
    const { actor, uploadCalls, uploaded } = start({
      parse: [{ status: 'parsed', parsed }],
      upload: [answer, created],
    });
    await toVerify(actor);
    actor.send({ type: 'start' });
    const failed = await settled(actor);
    expect(failed.value).toEqual({ step2: 'failed' });
    expect(uploaded).toEqual([]);
    expect(failed.context.failure).toBe(failure);
    expect(failed.context.parsed).toEqual(parsed);
    actor.send({ type: 'start' });
    expect((await settled(actor)).value).toBe('done');
    expect(uploadCalls).toHaveLength(2);
    expect(uploaded).toEqual(['list-1']);
  });

  it.each(['cancel', 'close'] as const)('%s on step 2 closes and resets everything', async (type) => {
    const { actor } = start({ parse: [{ status: 'parsed', parsed }] });
    await toVerify(actor);
    actor.send({ type: 'header.toggle', value: false });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({
      name: '',
      file: null,
      parsed: null,
      firstRowIsHeader: true,
      touched: { name: false, file: false },
    });
  });

  it('close on step 1 resets, and opening again starts clean', async () => {
    const { actor } = start({ parse: [{ status: 'parsed', parsed }] });
    actor.send({ type: 'open' });
    actor.send({ type: 'name.change', value: 'x' });
    actor.send({ type: 'file.select', file: csv });
    await settled(actor);
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'empty' });
    expect(actor.getSnapshot().context).toMatchObject({ name: '', parsed: null });
  });
});

describe('contactUploadMachine: every path (@xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof contactUploadMachine>;
  const events = [
    { type: 'open' },
    { type: 'close' },
    { type: 'name.change', value: 'Q3' },
    { type: 'file.select', file: csv },
    { type: 'file.select', file: txt },
    { type: 'file.reject', file: txt, message: 'Invalid file extension' },
    { type: 'continue' },
    { type: 'start' },
    { type: 'cancel' },
    { type: 'xstate.done.actor.0.contactUpload.step1.parsing', output: { status: 'parsed', parsed } },
    { type: 'xstate.done.actor.0.contactUpload.uploading', output: created },
    { type: 'xstate.done.actor.0.contactUpload.uploading', output: refused },
  ] as const;
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.name, snapshot.context.parsed !== null]);
  const paths = getShortestPaths(contactUploadMachine, {
    input: { schema },
    // biome-ignore lint/suspicious/noExplicitAny: @xstate/graph types events against the machine's own union, which leaves out invoke done events.
    events: events as any,
    serializeState: serializeState as (snapshot: unknown) => string,
  });

  it('reaches every state of the machine', () => {
    const leaves = new Set(paths.map((path) => JSON.stringify((path.state as Snapshot).value)));
    expect([...leaves].sort()).toEqual(
      [
        '"closed"',
        '{"step1":"empty"}',
        '{"step1":"parsing"}',
        '{"step1":"parsed"}',
        '{"step1":"rejected"}',
        '{"step2":"verify"}',
        '"uploading"',
        '{"step2":"failed"}',
        '"done"',
      ].sort(),
    );
  });
});
