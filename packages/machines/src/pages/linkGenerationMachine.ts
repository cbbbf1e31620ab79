/**
 * The link dialog's statechart (spec 3 §2.9, §4.4): outbound single and bulk, inbound, seller and
 * website links. It stays one piece over 500 lines because its fragments (the copy states, the
 * generation steps, the forms) are the parts of one chart and read best beside it; its types and
 * pure rules are in `linkGeneration.ts`.
 */
import { bulkPollMs, outboundLinkProblem, styleTokens } from '@showroom/contract/rules';
import { assign, fromPromise, setup } from 'xstate';
import {
  type BulkRunReply,
  type BulkStartReply,
  bulkRunProblem,
  type ContactListReply,
  type ContactListsReply,
  emptyValues,
  fillFromList,
  type LinkGenerationContext,
  type LinkGenerationEvent,
  type LinkGenerationInput,
  type LinkGenerationOutput,
  type LinkPageReplies,
  listBlanks,
  listIdentifiers,
  type ProspectSessionReply,
  pageDetails,
  type RecipientField,
  type RelationshipReply,
  recipientData,
  runOver,
  type WebsiteSessionReply,
} from './linkGeneration.ts';
import { pageLoadable } from './pageLoading.ts';

export * from './linkGeneration.ts';

const success = (reply: { status: string }) => reply.status === 'success';

/** The Copy Link of a made link (outbound or inbound): the clipboard, then 'Copied'. */
const copyStates = (link: 'link' | 'websiteLink') =>
  ({
    initial: 'idle',
    states: {
      idle: { on: { copy: 'copying' } },
      copying: {
        invoke: {
          id: 'writeText',
          src: 'writeText',
          input: ({ context }: { context: LinkGenerationContext }) => ({ text: context[link] ?? '' }),
          onDone: { target: 'copied', actions: 'notifyCopied' },
          onError: 'copyFailed',
        },
      },
      /** §8 success 'Copied'; a second click copies again. */
      copied: { on: { copy: 'copying' } },
      /** The clipboard refused (a permission, an insecure page): the rep can select the field. */
      copyFailed: { on: { copy: 'copying' } },
    },
  }) as const;

/**
 * Generate on a form (single or bulk): refused with the §5 message, or on to generation, asking
 * 'Page is not published' first on a page that is not live (§4.4).
 */
const generate = (
  problemGuard: 'hasSingleProblem' | 'hasBulkProblem',
  problem: 'keepSingleProblem' | 'keepBulkProblem',
) =>
  [
    { guard: problemGuard, target: 'invalid', actions: problem },
    { guard: 'mayGenerate', target: 'generating', actions: 'forgetProblem' },
    { target: 'confirming', actions: 'forgetProblem' },
  ] as const;

/**
 * A form's Generate, once `generate` let it through (single or bulk): §4.4 'Page is not published'
 * (Cancel back to the form, or Continue, which holds for the rest of the dialog), then the §8
 * 'Generating Link' toast while the form's own `steps` make the links.
 */
const generationStates = <const Steps extends { initial: string; states: object }>(steps: Steps) =>
  ({
    confirming: {
      on: {
        confirm: { target: 'generating', actions: 'confirmUnpublished' },
        cancel: 'editing',
      },
    },
    generating: { tags: ['busy'], entry: 'showGenerating', exit: 'endGenerating', ...steps },
  }) as const;

/** The single link's steps read the reply of each call; nothing infers it outside `createMachine`. */
const sessionReplyOf = ({ event }: { event: { output: ProspectSessionReply } }) => ({ reply: event.output });
const relationshipReplyOf = ({ event }: { event: { output: RelationshipReply } }) => ({
  reply: event.output,
});

/** The page's two replies, as the load's guard and action read them. */
const repliesOf = ({ event }: { event: { output: LinkPageReplies } }) => ({ replies: event.output });

/** Switching to Inbound (§2.9), from any resting state of the outbound forms. */
const toInbound = {
  'type.choose': [
    {
      guard: { type: 'inboundAtOnce', params: ({ event }: { event: { linkType: string } }) => event },
      target: '#linkGeneration.inbound.generating',
    },
    {
      guard: { type: 'isInbound', params: ({ event }: { event: { linkType: string } }) => event },
      target: '#linkGeneration.inbound.confirming',
    },
  ],
} as const;

/** Back to Outbound from a resting state of Inbound. */
const inboundSwitch = {
  'type.choose': {
    guard: { type: 'isOutbound', params: ({ event }: { event: { linkType: string } }) => event },
    target: '#linkGeneration.outbound',
  },
} as const;

/**
 * Typing in a form, single or bulk: the recipient's fields and the known placeholders. A change
 * forgets what was made from the form before (`forget`), and the form is edited again.
 */
const formEdits = <Forget extends string, Change extends string, Value extends string>(
  editing: string,
  forget: Forget,
  changeRecipient: Change,
  changeValue: Value,
) =>
  ({
    'field.change': {
      target: editing,
      actions: [
        forget,
        {
          type: changeRecipient,
          params: ({ event }: { event: { field: RecipientField; value: string } }) => event,
        },
      ],
    },
    'placeholder.change': {
      guard: { type: 'isKnownPlaceholder', params: ({ event }: { event: { name: string } }) => event },
      target: editing,
      actions: [
        forget,
        { type: changeValue, params: ({ event }: { event: { name: string; value: string } }) => event },
      ],
    },
  }) as const;

/** What the single link's form answers while nothing is under way; a change forgets a made link. */
const singleForm = {
  ...toInbound,
  ...formEdits('#linkGeneration.outbound.single.editing', 'forgetLink', 'changeRecipient', 'changeValue'),
  'bulk.toggle': {
    guard: { type: 'bulkAllowed', params: ({ event }: { event: { on: boolean } }) => event },
    target: '#linkGeneration.outbound.bulk',
  },
  generate: generate('hasSingleProblem', 'keepSingleProblem'),
} as const;

/** Leaving bulk: unchecking it, or Inbound. */
const bulkSwitches = {
  ...toInbound,
  'bulk.toggle': {
    guard: { type: 'isOff', params: ({ event }: { event: { on: boolean } }) => event },
    target: '#linkGeneration.outbound.single',
  },
} as const;

/** What the bulk form answers while nothing is under way. */
const bulkForm = {
  ...bulkSwitches,
  ...formEdits('#linkGeneration.outbound.bulk.editing', 'forgetBulk', 'changeBulkRecipient', 'changeMapping'),
  'list.choose': {
    guard: { type: 'isKnownList', params: ({ event }: { event: { id: string } }) => event },
    target: '#linkGeneration.outbound.bulk.loadingList',
    actions: ['forgetBulk', { type: 'chooseList', params: ({ event }: { event: { id: string } }) => event }],
  },
  generate: generate('hasBulkProblem', 'keepBulkProblem'),
} as const;

/**
 * A bulk run's reply, from its start or a poll: still going (ask again after `bulkPoll`), done
 * (dismissed rows reported), failed, or refused.
 */
const runReply = [
  {
    guard: {
      type: 'runDismissed',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
    target: '#linkGeneration.outbound.bulk.generated',
    actions: [
      {
        type: 'keepRun',
        params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
      },
      'notifyDismissed',
    ],
  },
  {
    guard: {
      type: 'runDone',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
    target: '#linkGeneration.outbound.bulk.generated',
    actions: {
      type: 'keepRun',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
  },
  {
    guard: {
      type: 'runGoing',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
    target: '#linkGeneration.outbound.bulk.generating.waiting',
    actions: {
      type: 'keepRun',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
  },
  {
    target: '#linkGeneration.outbound.bulk.failed',
    actions: {
      type: 'keepBulkFailure',
      params: ({ event }: { event: { output: BulkRunReply } }) => ({ reply: event.output }),
    },
  },
] as const;

/**
 * spec 3 §2.9 'Choose link type', §4.4 Link generation, §5 Link generation, §6 (bulk's flag), §8.
 *
 * - Loads the page's placeholders (GET page/id) and its settings (GET setting/page: live, and
 *   the plan's page.url.bulkGenerate.enable) with the page's `load` actor.
 * - `outbound.single` (the default): recipient e-mail ('Invalid Email Address'), optional name
 *   (the e-mail when blank), every extra placeholder filled ('Empty Fields Detected'). Generate URL
 *   creates a prospect session, then binds it with POST /relationship, engaged 'yes' (§4.4); any
 *   failure is 'Failed to generate seller link'. Then the read-only link and Copy Link ('Copied').
 * - `outbound.bulk` (only when the plan allows it; otherwise the checkbox is locked with the
 *   upgrade image): the company's contact lists, one chosen ('Please select a contact list'),
 *   its identifiers filled into the recipient's e-mail and name and the placeholders, each
 *   `{{identifier}}` one of the list's ('Invalid Identifier Detected'). Bulk Generate URLs starts a
 *   run on the server (contract `startBulkLinks`) and asks for its progress every `pollMs`
 *   (`getBulkLinks`) until it is done: one link per valid row, bad rows dismissed and reported
 *   ('Invalid fields detected and dismissed').
 * - `inbound`: choosing it generates the page's website link (POST /prospect/session/website),
 *   shown with the seller id and Copy Link; a failure is 'Failed to generate website link'.
 * - On a page that is not live, every generation first asks 'Page is not published' (Cancel or
 *   Continue; Continue holds for the rest of the dialog).
 *
 * Effects the page provides: the calls (`load`, `createSession`, `createRelationship`,
 * `createWebsiteSession`, `loadLists`, `loadList`, `startBulk`, `pollBulk`), the clipboard
 * (`writeText`) and the toasts (`showGenerating` 'Generating Link', `endGenerating`,
 * `notifyCopied` 'Copied', `notifyDismissed` 'Invalid fields detected and dismissed' when a run
 * dismissed rows). `close` ends it saying whether any link
 * was made, so the panel reads its table again.
 */
export const linkGenerationMachine = setup({
  types: {
    context: {} as LinkGenerationContext,
    events: {} as LinkGenerationEvent,
    input: {} as LinkGenerationInput,
    output: {} as LinkGenerationOutput,
  },
  actors: {
    load: fromPromise<LinkPageReplies, { pageId: string }>(async () => {
      throw new Error('linkGenerationMachine needs a `load` actor');
    }),
    createSession: fromPromise<
      ProspectSessionReply,
      { pageId: string; email: string; name: string; mappingData: Record<string, string> }
    >(async () => {
      throw new Error('linkGenerationMachine needs a `createSession` actor');
    }),
    createRelationship: fromPromise<
      RelationshipReply,
      { pageId: string; prospectId: string; encryptedId: string; engaged: 'yes' }
    >(async () => {
      throw new Error('linkGenerationMachine needs a `createRelationship` actor');
    }),
    createWebsiteSession: fromPromise<WebsiteSessionReply, { pageId: string }>(async () => {
      throw new Error('linkGenerationMachine needs a `createWebsiteSession` actor');
    }),
    loadLists: fromPromise<ContactListsReply>(async () => {
      throw new Error('linkGenerationMachine needs a `loadLists` actor');
    }),
    loadList: fromPromise<ContactListReply, { id: string }>(async () => {
      throw new Error('linkGenerationMachine needs a `loadList` actor');
    }),
    startBulk: fromPromise<
      BulkStartReply,
      { pageId: string; listId: string; email: string; name: string; placeholders: Record<string, string> }
    >(async () => {
      throw new Error('linkGenerationMachine needs a `startBulk` actor');
    }),
    pollBulk: fromPromise<BulkRunReply, { pageId: string; runId: string }>(async () => {
      throw new Error('linkGenerationMachine needs a `pollBulk` actor');
    }),
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('linkGenerationMachine needs a `writeText` actor');
    }),
  },
  delays: {
    // How often a run's progress is asked for (the contract's bulkPollMs; tests provide a shorter one).
    bulkPoll: bulkPollMs,
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => success(params.reply),
    loaded: (_, params: { replies: LinkPageReplies }) => pageDetails(params.replies) !== null,
    bulkAllowed: ({ context }, params: { on: boolean }) => params.on && context.bulkAllowed,
    isOff: (_, params: { on: boolean }) => !params.on,
    mayGenerate: ({ context }) => context.live || context.unpublishedConfirmed,
    hasSingleProblem: ({ context }) =>
      outboundLinkProblem(context.recipient.email, context.values) !== undefined,
    hasBulkProblem: ({ context }) => bulkRunProblem(context) !== undefined,
    isKnownList: ({ context }, params: { id: string }) => context.lists.some((list) => list.id === params.id),
    isKnownPlaceholder: ({ context }, params: { name: string }) => context.placeholders.includes(params.name),
    isInbound: (_, params: { linkType: string }) => params.linkType === 'inbound',
    /** Inbound on a live page (or one the rep said Continue for) generates without asking. */
    inboundAtOnce: ({ context }, params: { linkType: string }) =>
      params.linkType === 'inbound' && (context.live || context.unpublishedConfirmed),
    isOutbound: (_, params: { linkType: string }) => params.linkType === 'outbound',
    runDone: (_, params: { reply: BulkRunReply }) =>
      params.reply.status === 'success' && params.reply.payload.state === 'done',
    runDismissed: (_, params: { reply: BulkRunReply }) =>
      params.reply.status === 'success' &&
      params.reply.payload.state === 'done' &&
      params.reply.payload.dismissed > 0,
    runGoing: (_, params: { reply: BulkRunReply }) =>
      params.reply.status === 'success' && !runOver(params.reply.payload),
  },
  actions: {
    keepPage: assign((_, params: { replies: LinkPageReplies }) => {
      const details = pageDetails(params.replies)!;
      const page = params.replies.page.status === 'success' ? params.replies.page.payload[0] : undefined;
      return {
        ...details,
        tokens: page ? styleTokens(page.page_style) : [],
        values: emptyValues(details.placeholders),
        mapping: emptyValues(details.placeholders),
      };
    }),
    changeRecipient: assign(({ context }, params: { field: RecipientField; value: string }) => ({
      recipient: { ...context.recipient, [params.field]: params.value },
      problem: null,
    })),
    changeValue: assign(({ context }, params: { name: string; value: string }) => ({
      values: { ...context.values, [params.name]: params.value },
      problem: null,
    })),
    changeBulkRecipient: assign(({ context }, params: { field: RecipientField; value: string }) => ({
      bulkRecipient: { ...context.bulkRecipient, [params.field]: params.value },
      problem: null,
    })),
    changeMapping: assign(({ context }, params: { name: string; value: string }) => ({
      mapping: { ...context.mapping, [params.name]: params.value },
      problem: null,
    })),
    keepSingleProblem: assign(({ context }) => ({
      problem: outboundLinkProblem(context.recipient.email, context.values) ?? null,
    })),
    keepBulkProblem: assign(({ context }) => ({ problem: bulkRunProblem(context) ?? null })),
    forgetProblem: assign({ problem: null }),
    confirmUnpublished: assign({ unpublishedConfirmed: true }),
    keepSession: assign((_, params: { reply: ProspectSessionReply }) =>
      params.reply.status === 'success'
        ? { session: { prospectId: params.reply.payload.id, encryptedId: params.reply.payload.token } }
        : {},
    ),
    keepLink: assign((_, params: { reply: RelationshipReply }) =>
      params.reply.status === 'success'
        ? { link: params.reply.payload[0].url, session: null, changed: true }
        : {},
    ),
    forgetLink: assign({ link: null, session: null }),
    keepWebsiteLink: assign((_, params: { reply: WebsiteSessionReply }) =>
      params.reply.status === 'success' ? { websiteLink: params.reply.payload.url, changed: true } : {},
    ),
    keepLists: assign((_, params: { reply: ContactListsReply }) => ({
      lists: params.reply.status === 'success' ? params.reply.payload : [],
    })),
    chooseList: assign((_, params: { id: string }) => ({
      listId: params.id,
      identifiers: [],
      blanks: {},
      problem: null,
    })),
    keepIdentifiers: assign(({ context }, params: { reply: ContactListReply }) => {
      const identifiers = listIdentifiers(params.reply);
      return { identifiers, blanks: listBlanks(params.reply), ...fillFromList(context, identifiers) };
    }),
    forgetList: assign({ listId: '', identifiers: [], blanks: {} }),
    keepRun: assign(({ context }, params: { reply: BulkRunReply }) =>
      params.reply.status === 'success'
        ? { bulk: params.reply.payload, changed: context.changed || params.reply.payload.created > 0 }
        : {},
    ),
    keepBulkFailure: assign((_, params: { reply: BulkRunReply }) => ({
      bulkFailure:
        params.reply.status === 'success'
          ? params.reply.payload.message || null
          : (params.reply.message ?? null),
    })),
    forgetBulk: assign({ bulk: null, bulkFailure: null }),
    showGenerating: () => {},
    endGenerating: () => {},
    notifyCopied: () => {},
    /** §5 'Invalid fields detected and dismissed', when the finished run dismissed any row. */
    notifyDismissed: () => {},
  },
}).createMachine({
  id: 'linkGeneration',
  context: ({ input }) => ({
    ...input,
    live: input.page.live === 1,
    placeholders: [],
    tokens: [],
    blanks: {},
    bulkAllowed: false,
    recipient: { email: '', name: '' },
    values: {},
    bulkRecipient: { email: '', name: '' },
    mapping: {},
    lists: [],
    listId: '',
    identifiers: [],
    problem: null,
    session: null,
    link: null,
    websiteLink: null,
    bulk: null,
    bulkFailure: null,
    unpublishedConfirmed: false,
    changed: false,
  }),
  output: ({ context }) => ({ changed: context.changed }),
  initial: 'loading',
  on: { close: '.closed' },
  states: {
    /** The page's placeholders and settings. */
    /** Failed: §8 "Couldn't retrieve data. Refresh page." */
    ...pageLoadable({
      onDone: [
        {
          guard: { type: 'loaded', params: repliesOf },
          target: 'outbound',
          actions: { type: 'keepPage', params: repliesOf },
        },
        { target: 'loadFailed' },
      ],
    }),
    /** §2.9 Outbound (the default). */
    outbound: {
      initial: 'single',
      states: {
        single: {
          initial: 'editing',
          states: {
            editing: { on: singleForm },
            /** §5 'Invalid Email Address' or 'Empty Fields Detected'. */
            invalid: { on: singleForm },
            /** §8 'Generating Link': the prospect session, then the relationship (engaged 'yes'). */
            ...generationStates({
              initial: 'session',
              states: {
                session: {
                  invoke: {
                    id: 'createSession',
                    src: 'createSession',
                    input: ({ context }: { context: LinkGenerationContext }) => {
                      const data = recipientData(context);
                      return {
                        pageId: context.page.id,
                        email: data.prospect_email!,
                        name: data.prospect_name!,
                        mappingData: data,
                      };
                    },
                    onDone: [
                      {
                        guard: { type: 'isSuccess', params: sessionReplyOf },
                        target: 'relationship',
                        actions: { type: 'keepSession', params: sessionReplyOf },
                      },
                      { target: '#linkGeneration.outbound.single.failed' },
                    ],
                    onError: '#linkGeneration.outbound.single.failed',
                  },
                },
                relationship: {
                  invoke: {
                    id: 'createRelationship',
                    src: 'createRelationship',
                    input: ({ context }: { context: LinkGenerationContext }) => ({
                      pageId: context.page.id,
                      prospectId: context.session!.prospectId,
                      encryptedId: context.session!.encryptedId,
                      engaged: 'yes' as const,
                    }),
                    onDone: [
                      {
                        guard: { type: 'isSuccess', params: relationshipReplyOf },
                        target: '#linkGeneration.outbound.single.generated',
                        actions: { type: 'keepLink', params: relationshipReplyOf },
                      },
                      { target: '#linkGeneration.outbound.single.failed' },
                    ],
                    onError: '#linkGeneration.outbound.single.failed',
                  },
                },
              },
            }),
            /** §8 'Failed to generate seller link'. */
            failed: { on: singleForm },
            /** The read-only link and Copy Link; a change to the form forgets it. */
            generated: { ...copyStates('link'), on: singleForm },
          },
        },
        /** §2.9 Bulk: a contact list, its identifiers in the placeholders, Bulk Generate URLs. */
        bulk: {
          initial: 'loadingLists',
          entry: 'forgetBulk',
          states: {
            loadingLists: {
              tags: ['busy'],
              invoke: {
                id: 'loadLists',
                src: 'loadLists',
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: 'editing',
                    actions: { type: 'keepLists', params: ({ event }) => ({ reply: event.output }) },
                  },
                  { target: 'listsFailed' },
                ],
                onError: 'listsFailed',
              },
            },
            /** The lists (or the chosen list) could not be read: "Couldn't retrieve data. Refresh page." */
            listsFailed: {
              on: { ...bulkSwitches, retry: { target: 'loadingLists', actions: 'forgetList' } },
            },
            /** The chosen list's identifiers, to fill the placeholders with (§2.9). */
            loadingList: {
              tags: ['busy'],
              invoke: {
                id: 'loadList',
                src: 'loadList',
                input: ({ context }) => ({ id: context.listId }),
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: 'editing',
                    actions: { type: 'keepIdentifiers', params: ({ event }) => ({ reply: event.output }) },
                  },
                  { target: 'listsFailed' },
                ],
                onError: 'listsFailed',
              },
            },
            editing: { on: bulkForm },
            /** §5 'Please select a contact list' or 'Invalid Identifier Detected'. */
            invalid: { on: bulkForm },
            /** §8 'Generating Link': the run starts, then its progress is asked for until it is over. */
            ...generationStates({
              initial: 'starting',
              states: {
                starting: {
                  invoke: {
                    id: 'startBulk',
                    src: 'startBulk',
                    input: ({ context }: { context: LinkGenerationContext }) => ({
                      pageId: context.page.id,
                      listId: context.listId,
                      email: context.bulkRecipient.email,
                      name: context.bulkRecipient.name,
                      placeholders: context.mapping,
                    }),
                    onDone: runReply,
                    onError: '#linkGeneration.outbound.bulk.failed',
                  },
                },
                /** The run's progress shows (done of total) until the next poll. */
                waiting: { after: { bulkPoll: 'polling' } },
                polling: {
                  invoke: {
                    id: 'pollBulk',
                    src: 'pollBulk',
                    input: ({ context }: { context: LinkGenerationContext }) => ({
                      pageId: context.page.id,
                      runId: context.bulk!.id,
                    }),
                    onDone: runReply,
                    onError: '#linkGeneration.outbound.bulk.failed',
                  },
                },
              },
            }),
            /** §8 'Failed to generate seller link'. */
            failed: { on: bulkForm },
            /** How many links were made and rows dismissed; the links are in the panel's table. */
            generated: { on: bulkForm },
          },
        },
      },
    },
    /** §2.9 Inbound: choosing it generates the page's website link. */
    inbound: {
      // Entered through `type.choose`, at `generating` on a live page, else at `confirming`.
      initial: 'confirming',
      states: {
        /** §4.4 'Page is not published': Cancel goes back to Outbound; Continue generates. */
        confirming: {
          on: {
            ...inboundSwitch,
            confirm: { target: 'generating', actions: 'confirmUnpublished' },
            cancel: '#linkGeneration.outbound',
          },
        },
        generating: {
          tags: ['busy'],
          entry: 'showGenerating',
          exit: 'endGenerating',
          invoke: {
            id: 'createWebsiteSession',
            src: 'createWebsiteSession',
            input: ({ context }) => ({ pageId: context.page.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'generated',
                actions: { type: 'keepWebsiteLink', params: ({ event }) => ({ reply: event.output }) },
              },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
        },
        /** §8 'Failed to generate website link'. */
        failed: { on: { ...inboundSwitch, retry: 'generating' } },
        /** The read-only link, the seller id and Copy Link. */
        generated: { ...copyStates('websiteLink'), on: inboundSwitch },
      },
    },
    closed: { type: 'final' },
  },
});

export type LinkGenerationMachine = typeof linkGenerationMachine;
