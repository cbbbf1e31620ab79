import type { CallResult, createShare, EmbedKind, ShareForm } from '@showroom/contract';
import { shareAddress } from '@showroom/contract/rules';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { fieldChange } from '../forms/formTransitions.ts';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';
import { shareLinksMachine } from './shareLinksMachine.ts';

/** POST /web/embed-share as the contract client resolves it. */
export type ShareReply = CallResult<typeof createShare>;
export type ShareField = keyof ShareForm;

/**
 * The widget the dialog shares, and what the list gives it with the widget: the audience host
 * (configuration) and the share form's schema. The address rule (`shareAddress`) comes from
 * `@showroom/contract/rules`.
 */
export interface ShareInput {
  kind: EmbedKind;
  id: string;
  /** The audience host, where the shared page lives (ADR 0011). */
  audienceUrl: string;
  /** spec 2 §5 Share: the contract's `shareForm` (both non-empty, description at most 400). */
  schema: FormSchema<ShareForm>;
}

export interface ShareContext extends ShareInput {
  values: ShareForm;
  /** A field shows its red border once Generate was clicked (spec 2 §4 Share). */
  touched: Record<ShareField, boolean>;
  errors: FieldErrors<ShareField>;
  /** The generated address, once there is one. */
  link: string | null;
  /** Why no link came: the server's words, or null when no reply came at all. */
  problem: string | null;
}

export type ShareEvent =
  | { type: 'field.change'; field: ShareField; value: string }
  | { type: 'generate' }
  | { type: 'copy' }
  | { type: 'close' };

const emptyForm: ShareForm = { title: '', description: '' };

/**
 * spec 2 §2 Share dialog 'Share this Embed', §4 Share, §5 Share. A title and a description;
 * 'Generate Page URL' makes the link only when both are non-empty (otherwise each empty one is
 * touched, and the screen gives it a red border; the spec shows no message). Generating asks the
 * server for a share token (POST /web/embed-share, the `generate` actor the page provides; never
 * the session token, shared/spec README decision 8) and builds the address on the audience host
 * with the contract's `shareAddress`. Then the read-only 'Share embed link' and 'Copy Link',
 * which turns into 'Copied!' once the page's `writeText` actor (the clipboard) has it. Typing
 * again after a link was made goes back to editing, so the link always says what the fields say.
 * `close` ends the machine (the list that invoked it closes the dialog).
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
    children: {} as { links: 'links' },
  },
  actors: {
    /** Issue 29 B.4: the widget's active links with Revoke, provided by the page with its calls. */
    links: shareLinksMachine,
    generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(async () => {
      throw new Error('shareMachine needs a `generate` actor');
    }),
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('shareMachine needs a `writeText` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: ShareReply }) => params.reply.status === 'success',
    canGenerate: ({ context }) => Object.values(context.errors).every((error) => !error),
  },
  actions: {
    ...formActions<ShareContext, ShareEvent>((context, values) => ({
      errors: validateFields(context.schema, values),
    })),
    keepLink: assign(({ context }, params: { reply: ShareReply }) =>
      params.reply.status === 'success'
        ? { link: shareAddress(context.audienceUrl, params.reply.payload, context.values), problem: null }
        : {},
    ),
    keepProblem: assign((_, params: { problem: string | null }) => ({ problem: params.problem })),
    forgetLink: assign({ link: null, problem: null }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({
    ...input,
    values: emptyForm,
    touched: { title: false, description: false },
    errors: validateFields(input.schema, emptyForm),
    link: null,
    problem: null,
  }),
  initial: 'editing',
  on: { close: '.closed' },
  invoke: { id: 'links', src: 'links', input: ({ context }) => ({ kind: context.kind, id: context.id }) },
  states: {
    editing: {
      on: {
        'field.change': fieldChange(),
        generate: [
          { guard: 'canGenerate', target: 'generating' },
          { actions: { type: 'touchAll', params: {} } },
        ],
      },
    },
    generating: {
      tags: ['busy'],
      invoke: {
        src: 'generate',
        input: ({ context }) => ({ type: context.kind, id: context.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'generated',
            actions: [
              { type: 'keepLink', params: ({ event }) => ({ reply: event.output }) },
              // The new link joins the list of active ones. A dialog restored from a snapshot (a
              // story) has no list running: nothing to tell.
              enqueueActions(({ enqueue, self }) => {
                if (self.getSnapshot()?.children?.links) enqueue.sendTo('links', { type: 'refresh' });
              }),
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'keepProblem',
              params: ({ event }) => ({ problem: event.output.message ?? null }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'keepProblem', params: { problem: null } } },
      },
    },
    /** No link came: why is shown, and the fields can be changed or Generate clicked again. */
    failed: {
      on: {
        'field.change': fieldChange('editing'),
        generate: [
          { guard: 'canGenerate', target: 'generating' },
          { target: 'editing', actions: { type: 'touchAll', params: {} } },
        ],
      },
    },
    /** The link and 'Copy Link'. */
    generated: {
      initial: 'idle',
      on: {
        'field.change': { target: 'editing', actions: [fieldChange().actions, 'forgetLink'] },
      },
      states: {
        idle: { on: { copy: 'copying' } },
        copying: {
          invoke: {
            src: 'writeText',
            input: ({ context }) => ({ text: context.link ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        /** 'Copied!': a second click copies again. */
        copied: { on: { copy: 'copying' } },
        /** The clipboard refused (a permission, an insecure page): the rep can select the field. */
        copyFailed: { on: { copy: 'copying' } },
      },
    },
    closed: { type: 'final' },
  },
});

export type ShareMachine = typeof shareMachine;
