import type {
  CallResult,
  createSneakpeek,
  EmbedCodeParts,
  getSneakpeek,
  listSneakpeeks,
  Recording,
  Sneakpeek,
  SneakpeekForm,
  updateSneakpeek,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';
import { loadable } from '../shared/loadingState.ts';
import { embedCodeMachine } from './embedCodeMachine.ts';
import type { FetchDemosReply } from './embedReplies.ts';

export type FetchSneakpeekReply = CallResult<typeof getSneakpeek>;
export type SaveSneakpeekReply = CallResult<typeof createSneakpeek> | CallResult<typeof updateSneakpeek>;
export type ListSneakpeeksReply = CallResult<typeof listSneakpeeks>;

/**
 * What the page's `load` brings: the Sneakpeek (null for a new one), the company's demos and, for
 * the new form, the company's Sneakpeeks (issue 29 B.2: the list of embeds never shows them, spec 2
 * §2, so the form is where a rep finds them again). A list that fails to load only hides it.
 */
export interface SneakpeekLoaded {
  sneakpeek: FetchSneakpeekReply | null;
  demos: FetchDemosReply;
  sneakpeeks?: ListSneakpeeksReply | null;
}

export interface SneakpeekInput {
  /** The Sneakpeek's id, or null for a new one. */
  id: string | null;
  /** The contract's `sneakpeekForm` ('Title is required'). */
  schema: FormSchema<unknown>;
  /** The contract's `newSneakpeekForm()`. */
  blank: SneakpeekForm;
  /** The embed code of a Sneakpeek (the contract's `embedSnippet` for the company and the static host). */
  snippet: (id: string, parts?: EmbedCodeParts) => string;
}

export interface SneakpeekContext extends SneakpeekInput {
  values: SneakpeekForm;
  touched: Partial<Record<keyof SneakpeekForm, boolean>>;
  errors: FieldErrors<keyof SneakpeekForm>;
  demos: Recording[];
  /** The company's Sneakpeeks, newest first (the new form lists them). */
  sneakpeeks: Sneakpeek[];
  /** The Sneakpeek whose code the dialog shows: the one just saved, or one of the list. */
  codeFor: string | null;
}

export type SneakpeekEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: keyof SneakpeekForm; value: SneakpeekForm[keyof SneakpeekForm] }
  | { type: 'field.blur'; field: keyof SneakpeekForm }
  | { type: 'submit' }
  | { type: 'cancel' }
  /** 'Embed' on one of the company's Sneakpeeks: its code dialog. */
  | { type: 'code.open'; id: string };

export interface SneakpeekSubmitRequest {
  id: string | null;
  values: SneakpeekForm;
}

type LoadDone = { event: { output: SneakpeekLoaded } };
const loadedOf = ({ event }: LoadDone) => ({ loaded: event.output });
type SaveDone = { event: { output: SaveSneakpeekReply } };
const savedOf = ({ event }: SaveDone) => ({ reply: event.output });

/** The code dialog's input: a Sneakpeek is never inline (is_sneak is a Solo's). */
const codeInput = ({ context }: { context: SneakpeekContext }) => ({
  kind: 'sneakpeek' as const,
  id: context.codeFor ?? '',
  sneak: false,
  snippet: (parts: EmbedCodeParts | undefined) => context.snippet(context.codeFor ?? '', parts),
});

const formOf = (blank: SneakpeekForm, record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(blank).map((key) => [key, record[key] ?? blank[key as keyof SneakpeekForm]]),
  ) as SneakpeekForm;

/**
 * spec 2 §2 Sneakpeek form: load the Sneakpeek (to edit) and the company's demos ('Loading
 * Sneakpeek..'), edit the name, the three switches and the demo, and submit ('Generate Sneakpeek
 * Widget Code' / 'Update Sneakpeek Widget Code'). A name left empty shows 'Title is required'; no
 * demo, 'Incomplete Data'. Success goes back to the previous screen (`leave`), as Cancel does;
 * failure toasts 'Error adding sneakpeek widget' / 'Error updating sneakpeek widget'.
 */
export const sneakpeekMachine = setup({
  types: {
    context: {} as SneakpeekContext,
    events: {} as SneakpeekEvent,
    input: {} as SneakpeekInput,
    children: {} as { embedCode: 'embedCode' },
  },
  actors: {
    load: fromPromise<SneakpeekLoaded, { id: string | null }>(async () => {
      throw new Error('sneakpeekMachine needs a `load` actor');
    }),
    /** POST /web/sneakpeek for a new one (id null), PUT /web/sneakpeek/{id} otherwise. */
    save: fromPromise<SaveSneakpeekReply, SneakpeekSubmitRequest>(async () => {
      throw new Error('sneakpeekMachine needs a `save` actor');
    }),
    /** The embed code dialog's machine, provided by the page with its calls (as the list does). */
    embedCode: embedCodeMachine,
  },
  guards: {
    loadedWell: (_, params: { loaded: SneakpeekLoaded }) =>
      (params.loaded.sneakpeek === null || params.loaded.sneakpeek.status === 'success') &&
      params.loaded.demos.status === 'success',
    notFound: (_, params: { loaded: SneakpeekLoaded }) => params.loaded.sneakpeek?.httpStatus === 404,
    isComplete: ({ context }) =>
      !Object.values(context.errors).some(Boolean) && context.values.recording_id !== '',
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isListed: ({ context }, params: { id: string }) => context.sneakpeeks.some((s) => s.id === params.id),
  },
  actions: {
    notifyIncomplete: () => {},
    /** 'Sneakpeek Embed Added' (created) or 'Changes saved'. */
    notifySaved: (_, _params: { created: boolean }) => {},
    /** 'Error adding sneakpeek widget' (created) or 'Error updating sneakpeek widget'. */
    notifySaveFailed: (_, _params: { created: boolean }) => {},
    /** Back to the previous screen. */
    leave: () => {},
    keepLoaded: assign(({ context }, params: { loaded: SneakpeekLoaded }) => {
      const { sneakpeek, demos } = params.loaded;
      const stored = sneakpeek?.status === 'success' ? sneakpeek.payload[0]! : null;
      const values = stored
        ? formOf(context.blank, stored as unknown as Record<string, unknown>)
        : context.blank;
      const list = params.loaded.sneakpeeks;
      return {
        values,
        errors: validateFields(context.schema as FormSchema<SneakpeekForm>, values),
        demos: demos.status === 'success' ? demos.payload : [],
        sneakpeeks: list?.status === 'success' ? list.payload : [],
      };
    }),
    showCodeOf: assign((_, params: { id: string }) => ({ codeFor: params.id })),
    forgetCode: assign({ codeFor: null }),
    changeField: assign(({ context }, params: { field: keyof SneakpeekForm; value: unknown }) => {
      const values = { ...context.values, [params.field]: params.value } as SneakpeekForm;
      return {
        values,
        errors: validateFields(context.schema as FormSchema<SneakpeekForm>, values),
        touched: { ...context.touched, [params.field]: true },
      };
    }),
    touch: assign(({ context }, params: { field: keyof SneakpeekForm }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    touchAll: assign(({ context }) => ({
      touched: Object.fromEntries(Object.keys(context.values).map((key) => [key, true])),
    })),
  },
}).createMachine({
  id: 'sneakpeek',
  context: ({ input }) => ({
    ...input,
    values: input.blank,
    touched: {},
    errors: {},
    demos: [],
    sneakpeeks: [],
    codeFor: null,
  }),
  initial: 'loading',
  states: {
    /** 'Loading Sneakpeek..' */
    ...loadable({
      input: ({ context }: { context: SneakpeekContext }) => ({ id: context.id }),
      onDone: [
        {
          guard: { type: 'loadedWell', params: loadedOf },
          target: 'editing',
          actions: { type: 'keepLoaded', params: loadedOf },
        },
        { guard: { type: 'notFound', params: loadedOf }, target: 'notFound' },
        { target: 'loadFailed' },
      ],
    }),
    notFound: {},
    editing: {
      on: {
        'field.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'field.blur': { actions: { type: 'touch', params: ({ event }) => ({ field: event.field }) } },
        cancel: { target: 'done' },
        'code.open': {
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          target: 'viewingCode',
          actions: { type: 'showCodeOf', params: ({ event }) => ({ id: event.id }) },
        },
        submit: [
          { guard: 'isComplete', target: 'submitting' },
          { actions: ['touchAll', 'notifyIncomplete'] },
        ],
      },
    },
    /** A new Sneakpeek is created, a saved one updated: the page's `save` picks the call by id. */
    submitting: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: [
          {
            // Issue 29 B.2: 'Generate Sneakpeek Widget Code' shows the code, as the other kinds'
            // 'Embed' does; closing it goes back to the previous screen (spec 2 §2).
            guard: { type: 'isSuccess', params: savedOf },
            target: 'showingCode',
            actions: [
              { type: 'notifySaved', params: ({ context }) => ({ created: context.id === null }) },
              {
                type: 'showCodeOf',
                params: ({ event }) => ({
                  id: event.output.status === 'success' ? event.output.payload.id : '',
                }),
              },
            ],
          },
          {
            target: 'editing',
            actions: {
              type: 'notifySaveFailed',
              params: ({ context }) => ({ created: context.id === null }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifySaveFailed', params: ({ context }) => ({ created: context.id === null }) },
        },
      },
    },
    /** Saved: 'Copy this Embed Code' for it; closed, the form is done. */
    showingCode: {
      invoke: { id: 'embedCode', src: 'embedCode', input: codeInput, onDone: 'done' },
    },
    /** The code of one of the company's Sneakpeeks; closed, back to the form. */
    viewingCode: {
      invoke: {
        id: 'embedCode',
        src: 'embedCode',
        input: codeInput,
        onDone: { target: 'editing', actions: 'forgetCode' },
      },
    },
    /** Saved or cancelled: the page goes back to the previous screen. */
    done: { type: 'final', entry: 'leave' },
  },
});

export type SneakpeekMachine = typeof sneakpeekMachine;
