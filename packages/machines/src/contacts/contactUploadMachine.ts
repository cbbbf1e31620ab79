import type { CallResult, ContactListSummary, createContactList } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

/** What the picker hands over: a browser File satisfies it. */
export interface ContactFile {
  name: string;
  size: number;
}

/**
 * A CSV file read into rows. The rows themselves stay with whoever parsed them (`data` is
 * theirs: in the console, JSON text from the worker), so 100,000 rows never pass through
 * the machine's context as objects; the machine keeps what the screens show.
 */
export interface ParsedContacts {
  fileName: string;
  /** The first rows, the first one included, for the preview table. */
  preview: string[][];
  /** Every row of the file, the first one included. */
  rowCount: number;
  columnCount: number;
  /** The parsed rows in the parser's own form; handed back to the `upload` actor. */
  data: unknown;
}

/** What the `parseFile` actor resolves with: rows, or the reason the file is refused. */
export type ParseOutcome =
  | { status: 'parsed'; parsed: ParsedContacts }
  | { status: 'refused'; message: string };

/** What the `upload` actor is given. */
export interface UploadRequest {
  name: string;
  firstRowIsHeader: boolean;
  parsed: ParsedContacts;
}

/** POST /web/contact/ as the contract client resolves it. */
export type UploadReply = CallResult<typeof createContactList>;

/** Why step 1 shows no parsed file: the spec's messages are the screen's to show. */
export type FileProblem =
  | { kind: 'extension' }
  | { kind: 'unreadable' }
  | { kind: 'refused'; message: string }
  | { kind: 'missing' };

export type UploadValues = { name: string };

export interface ContactUploadInput {
  /** The name's rule: the contract's `contactUploadForm`. */
  schema: FormSchema<UploadValues>;
}

export interface ContactUploadContext {
  schema: FormSchema<UploadValues>;
  name: string;
  errors: FieldErrors<'name'>;
  /** A field shows its error once it was left, or once Continue was tried. */
  touched: { name: boolean; file: boolean };
  file: ContactFile | null;
  fileProblem: FileProblem | null;
  parsed: ParsedContacts | null;
  /** spec 1 §2: 'The first row is for header', ticked by default. */
  firstRowIsHeader: boolean;
  /** The failed upload's reply message, or null when the call never answered. */
  failure: string | null;
  /** The created list's summary after a successful upload. */
  created: ContactListSummary | null;
}

export type ContactUploadEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'name.change'; value: string }
  | { type: 'name.blur' }
  | { type: 'file.select'; file: ContactFile | null }
  /**
   * The picker refused what was dropped or chosen (a wrong extension, more than one file) with
   * the caller's message; `file` is the refused file, or null when no single file stands for it.
   */
  | { type: 'file.reject'; file: ContactFile | null; message: string }
  | { type: 'continue' }
  | { type: 'header.toggle'; value: boolean }
  | { type: 'cancel' }
  | { type: 'start' };

/** spec 1 §5 and §9: one CSV file only, told by its extension. */
export const isCsvFile = (file: ContactFile) => /\.csv$/i.test(file.name.trim());

/** Data rows the upload would save: the header row is not one. */
export const dataRowCount = (context: Pick<ContactUploadContext, 'parsed' | 'firstRowIsHeader'>) =>
  context.parsed ? Math.max(0, context.parsed.rowCount - (context.firstRowIsHeader ? 1 : 0)) : 0;

/** spec 1 §4: Continue moves to step 2 only when the name is non-empty and a file is parsed. */
export const canContinueUpload = (context: Pick<ContactUploadContext, 'errors' | 'parsed'>) =>
  !context.errors.name && context.parsed !== null;

const fresh = (schema: FormSchema<UploadValues>) => ({
  name: '',
  errors: validateFields(schema, { name: '' }),
  touched: { name: false, file: false },
  file: null,
  fileProblem: null,
  parsed: null,
  firstRowIsHeader: true,
  failure: null,
});

/**
 * spec 1 §2 Upload modal, §4, §5: step 1 'Upload Contact List' (name and one CSV file, parsed by
 * the `parseFile` actor) -> step 2 'Verify upload' (preview, header flag) -> uploading -> done or
 * failed. Closing or Cancel resets step, name, file, header flag and parsed data. When a list
 * was created, the named action `listUploaded` tells the page (which refreshes the lists).
 */
export const contactUploadMachine = setup({
  types: {
    context: {} as ContactUploadContext,
    events: {} as ContactUploadEvent,
    input: {} as ContactUploadInput,
  },
  actors: {
    // The console parses in a Web Worker; tests and stories provide fakes.
    parseFile: fromPromise<ParseOutcome, { file: ContactFile }>(async () => {
      throw new Error('contactUploadMachine needs a `parseFile` actor');
    }),
    upload: fromPromise<UploadReply, UploadRequest>(async () => {
      throw new Error('contactUploadMachine needs an `upload` actor');
    }),
  },
  guards: {
    isCsv: (_, params: { file: ContactFile | null }) => params.file !== null && isCsvFile(params.file),
    noFile: (_, params: { file: ContactFile | null }) => params.file === null,
    nameIsFilled: ({ context }) => !context.errors.name,
    isParsed: (_, params: { outcome: ParseOutcome }) => params.outcome.status === 'parsed',
    hasRows: ({ context }) => dataRowCount(context) > 0,
    isSuccess: (_, params: { reply: UploadReply }) => params.reply.status === 'success',
  },
  actions: {
    listUploaded: () => {},
    reset: assign(({ context }) => fresh(context.schema)),
    changeName: assign(({ context }, params: { value: string }) => ({
      name: params.value,
      errors: validateFields(context.schema, { name: params.value }),
    })),
    touchName: assign(({ context }) => ({ touched: { ...context.touched, name: true } })),
    touchAll: assign(({ context }) => ({
      touched: { name: true, file: true },
      fileProblem: context.fileProblem ?? (context.parsed ? null : ({ kind: 'missing' } as const)),
    })),
    takeFile: assign(({ context }, params: { file: ContactFile }) => ({
      file: params.file,
      fileProblem: null,
      parsed: null,
      touched: { ...context.touched, file: true },
    })),
    clearFile: assign(({ context }) => ({
      file: null,
      parsed: null,
      fileProblem: { kind: 'missing' } as const,
      touched: { ...context.touched, file: true },
    })),
    refuseExtension: assign((_, params: { file: ContactFile | null }) => ({
      file: params.file,
      parsed: null,
      fileProblem: { kind: 'extension' } as const,
    })),
    keepParsed: assign((_, params: { outcome: ParseOutcome }) =>
      params.outcome.status === 'parsed'
        ? { parsed: params.outcome.parsed, fileProblem: null }
        : { parsed: null, fileProblem: { kind: 'refused', message: params.outcome.message } as const },
    ),
    refuseFile: assign(({ context }, params: { file: ContactFile | null; message: string }) => ({
      file: params.file,
      parsed: null,
      fileProblem: { kind: 'refused', message: params.message } as const,
      touched: { ...context.touched, file: true },
    })),
    markUnreadable: assign({ parsed: null, fileProblem: { kind: 'unreadable' } as const }),
    setHeader: assign((_, params: { value: boolean }) => ({ firstRowIsHeader: params.value })),
    keepFailure: assign((_, params: { message: string | null }) => ({ failure: params.message })),
    keepCreated: assign((_, params: { reply: UploadReply }) => ({
      created: params.reply.status === 'success' ? params.reply.payload : null,
    })),
  },
}).createMachine({
  id: 'contactUpload',
  context: ({ input }) => ({ schema: input.schema, ...fresh(input.schema), created: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'step1', actions: 'reset' } },
    },
    /** spec 1 §2 Step 1 of 2, 'Upload Contact List'. */
    step1: {
      initial: 'empty',
      on: {
        close: { target: 'closed', actions: 'reset' },
        'name.change': { actions: { type: 'changeName', params: ({ event }) => ({ value: event.value }) } },
        'name.blur': { actions: 'touchName' },
        'file.select': [
          {
            guard: { type: 'noFile', params: ({ event }) => ({ file: event.file }) },
            target: '.empty',
            actions: 'clearFile',
          },
          {
            guard: { type: 'isCsv', params: ({ event }) => ({ file: event.file }) },
            target: '.parsing',
            actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file! }) },
          },
          {
            target: '.rejected',
            actions: { type: 'refuseExtension', params: ({ event }) => ({ file: event.file }) },
          },
        ],
        'file.reject': {
          target: '.rejected',
          actions: {
            type: 'refuseFile',
            params: ({ event }) => ({ file: event.file, message: event.message }),
          },
        },
        // Reached when a child does not take `continue`: show why the modal stays on step 1.
        continue: { actions: 'touchAll' },
      },
      states: {
        empty: {},
        parsing: {
          tags: ['busy'],
          invoke: {
            src: 'parseFile',
            input: ({ context }) => ({ file: context.file! }),
            onDone: [
              {
                guard: { type: 'isParsed', params: ({ event }) => ({ outcome: event.output }) },
                target: 'parsed',
                actions: { type: 'keepParsed', params: ({ event }) => ({ outcome: event.output }) },
              },
              {
                target: 'rejected',
                actions: { type: 'keepParsed', params: ({ event }) => ({ outcome: event.output }) },
              },
            ],
            // spec 1 §8 'Error uploading file': the file could not be read at all.
            onError: { target: 'rejected', actions: 'markUnreadable' },
          },
        },
        parsed: {
          on: {
            continue: [{ guard: 'nameIsFilled', target: '#contactUpload.step2' }, { actions: 'touchAll' }],
          },
        },
        rejected: {},
      },
    },
    /**
     * spec 1 §2 Step 2, 'Verify upload': the preview before the upload and again after a failed one
     * (spec 1 §8 'Error uploading file'), where the rep may try again or cancel.
     */
    step2: {
      initial: 'verify',
      on: {
        'header.toggle': { actions: { type: 'setHeader', params: ({ event }) => ({ value: event.value }) } },
        start: { guard: 'hasRows', target: 'uploading' },
        cancel: { target: 'closed', actions: 'reset' },
        close: { target: 'closed', actions: 'reset' },
      },
      states: {
        verify: {},
        failed: {},
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({
          name: context.name.trim(),
          firstRowIsHeader: context.firstRowIsHeader,
          parsed: context.parsed!,
        }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'done',
            actions: [
              { type: 'keepCreated', params: ({ event }) => ({ reply: event.output }) },
              'reset',
              'listUploaded',
            ],
          },
          {
            target: 'step2.failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({
                message: event.output.status === 'error' ? event.output.message : null,
              }),
            },
          },
        ],
        onError: { target: 'step2.failed', actions: { type: 'keepFailure', params: { message: null } } },
      },
    },
    /** spec 1 §4: on success the modal closes and resets; `created` tells the list what came. */
    done: {
      on: { open: { target: 'step1', actions: 'reset' } },
    },
  },
});
