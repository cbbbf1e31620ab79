/**
 * The CYOA runtime a prospect walks through (issue 12; spec 2 §3 steps, §4 CYOA flow; spec 3 §4.6).
 *
 * The journey follows the contract's `cyoaFlow` (given as `links`, machines hold no contract
 * code, ADR 0004): each non-rule step leads, through the rules that follow it, to the next non-rule
 * step, and the last one to the wrap-up. The rules between two steps are chained: leaving a step,
 * each of its rules whose condition holds shows its result as a card of its own, in the rules'
 * order, and then the journey goes on to the next step. A rule with no condition always applies;
 * one with a condition applies when the answer to that question step matches (the choice picked,
 * one of the choices ticked, or the same text ignoring case and spaces around it). Whatever the
 * answers, every card has a way forward (Next), so no journey dead-ends (the model test walks
 * random CYOAs to prove it).
 *
 * Effects are named actions the host provides: the events a prospect's journey reports (step,
 * answer, modalInput, pdfPage, cta, complete; contract prospect/events.ts) and opening a modal's
 * link. Time on a PDF comes from the input's clock, counted per page: the viewer says which page is
 * on screen (`pdf.page`), and each page seen is reported once with its time when the card is left
 * or the browser's page hides (spec 3 §2.11 PDF Engagement: average seconds per page).
 *
 * The chart stays one piece: its states are the kinds of card a prospect can be on, and the moves
 * between them (each guarded by where it leads, with its reports) read best side by side. The types
 * and pure rules it runs are in `cyoaRuntime.ts`.
 */
import { and, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import {
  answered,
  type CyoaAnswerReport,
  type CyoaCtaReport,
  type CyoaModalInputReport,
  type CyoaPdfPageReport,
  type CyoaRuntimeContext,
  type CyoaRuntimeEvent,
  type CyoaRuntimeInput,
  type CyoaStepReport,
  cardTitle,
  destination,
  emptyAnswer,
  type Kind,
  kindOf,
  lastPage,
  modalCta,
  pdfReports,
  pdfTally,
  stepReport,
} from './cyoaRuntime.ts';

/**
 * The transitions of an event that moves the journey: one per kind of place, guarded by where the
 * event leads, so the card's state is the kind of card it shows. Re-entered, so a card after a
 * card of the same kind is a new card (its step event, its PDF time).
 */
type Args = { context: CyoaRuntimeContext; event: CyoaRuntimeEvent };
const places = ['demo', 'pdf', 'question', 'modal', 'wrapUp'] as const;
const targetOf = (kind: (typeof places)[number]) =>
  kind === 'wrapUp' ? '#cyoaRuntime.wrapUp' : `#cyoaRuntime.card.${kind}`;
const moves = () =>
  places.map((kind) => ({
    guard: { type: 'landsOn' as const, params: { kind } },
    target: targetOf(kind),
    reenter: true,
    actions: ['move' as const],
  }));

/** Leaving a question forward: its answer is reported. */
const answerReport = ({ context }: Args): CyoaAnswerReport => {
  const card = context.card;
  const content = card?.content;
  const isText = content?.type === 'question' && content.questionType === 'text';
  return {
    stepIndex: card?.index ?? 0,
    question: content?.type === 'question' ? content.question : '',
    selectedChoices: isText ? [] : context.draft.choices,
    inputText: isText ? context.draft.text.trim() : '',
  };
};

/** Leaving a modal forward with words in its input box: they are reported. */
const modalInputReport = ({ context }: Args): CyoaModalInputReport => ({
  stepIndex: context.card?.index ?? 0,
  title: context.card ? cardTitle(context.card) : '',
  inputText: context.draft.text.trim(),
});

/** A modal's button is a CTA click: with its address when it is a link. */
const ctaReport = ({ context, event }: Args): CyoaCtaReport => {
  const cta = event.type === 'cta' ? modalCta(context, event.which) : null;
  return { ctaLabel: cta?.label ?? '', url: cta?.action === 'link' ? cta.link : '' };
};

/**
 * The moves out of a modal (Next, or its next and wrap-up buttons): the input's words reported
 * first when there are any, a button reported as a CTA.
 */
const modalMoves = (button: boolean) =>
  places.flatMap((kind) => {
    const report = button ? [{ type: 'reportCta' as const, params: ctaReport }] : [];
    return [
      {
        guard: and([{ type: 'landsOn' as const, params: { kind } }, 'hasModalInput' as const]),
        target: targetOf(kind),
        reenter: true,
        actions: [
          ...report,
          { type: 'reportModalInput' as const, params: modalInputReport },
          'move' as const,
        ],
      },
      {
        guard: { type: 'landsOn' as const, params: { kind } },
        target: targetOf(kind),
        reenter: true,
        actions: [...report, 'move' as const],
      },
    ];
  });

export const cyoaRuntimeMachine = setup({
  types: {
    context: {} as CyoaRuntimeContext,
    events: {} as CyoaRuntimeEvent,
    input: {} as CyoaRuntimeInput,
  },
  actions: {
    reportStep: (_, _report: CyoaStepReport) => {},
    reportAnswer: (_, _report: CyoaAnswerReport) => {},
    reportModalInput: (_, _report: CyoaModalInputReport) => {},
    reportPdfPage: (_, _report: CyoaPdfPageReport) => {},
    reportCta: (_, _report: CyoaCtaReport) => {},
    reportComplete: () => {},
    openLink: (_, _params: { url: string }) => {},
    /** Go where the event leads: Back takes the last card off the history, every other move puts the card on it. */
    move: assign(({ context, event }) => {
      const place = destination(context, event);
      // What was entered on a question or a modal is kept, for Back to show it again.
      const kept =
        event.type === 'restart'
          ? {}
          : context.card &&
              (context.card.content.type === 'question' || context.card.content.type === 'modal')
            ? { ...context.answers, [context.card.index]: context.draft }
            : context.answers;
      const card = place === 'wrapUp' ? null : place;
      const history =
        event.type === 'back'
          ? context.history.slice(0, -1)
          : event.type === 'start' || event.type === 'restart' || !context.card
            ? []
            : [...context.history, context.card];
      return {
        card,
        answers: kept,
        draft: card ? (kept[card.index] ?? emptyAnswer()) : emptyAnswer(),
        history,
        prevIndex: event.type === 'restart' || event.type === 'start' ? -1 : (context.card?.index ?? -1),
        shownAt: context.now(),
        pdfPage: 1,
        pdfTime: {},
        watching: null,
      };
    }),
    setChoices: assign(({ context, event }) =>
      event.type === 'choices.change' ? { draft: { ...context.draft, choices: event.choices } } : {},
    ),
    setText: assign(({ context, event }) =>
      event.type === 'text.change' ? { draft: { ...context.draft, text: event.value } } : {},
    ),
    watch: assign(({ event }) => (event.type === 'recommendation.open' ? { watching: event.index } : {})),
    stopWatching: assign({ watching: null }),
    /** The page hides: what was seen has been reported, the tally starts again when it shows. */
    unseen: assign({ shownAt: null, pdfTime: {} }),
    seenNow: assign(({ context }) => ({ shownAt: context.now() })),
    /** Another page of the PDF is on screen: the time so far goes to the page that was. */
    turnPage: assign(({ context, event }) => {
      if (event.type !== 'pdf.page') return {};
      return {
        pdfTime: pdfTally(context),
        pdfPage: event.page,
        shownAt: context.shownAt === null ? null : context.now(),
      };
    }),
  },
  guards: {
    landsOn: ({ context, event }, { kind }: { kind: Kind | 'wrapUp' }) =>
      kindOf(destination(context, event)) === kind,
    unanswered: ({ context }) => !answered(context),
    seen: ({ context }) => context.shownAt !== null,
    isOtherPage: ({ context, event }) =>
      event.type === 'pdf.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= lastPage &&
      event.page !== context.pdfPage,
    unseenYet: ({ context }) => context.shownAt === null,
    hasModalInput: ({ context }) =>
      context.card?.content.type === 'modal' &&
      context.card.content.showInputBox &&
      context.draft.text.trim() !== '',
    isLink: ({ context, event }) => {
      if (event.type !== 'cta') return false;
      const cta = modalCta(context, event.which);
      return Boolean(cta?.show && cta.action === 'link');
    },
    isRecommendation: ({ context, event }) =>
      event.type === 'recommendation.open' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.recommendations.length,
  },
}).createMachine({
  id: 'cyoaRuntime',
  context: ({ input }) => ({
    ...input,
    card: null,
    answers: {},
    draft: emptyAnswer(),
    history: [],
    prevIndex: -1,
    shownAt: 0,
    pdfPage: 1,
    pdfTime: {},
    watching: null,
  }),
  initial: 'intro',
  states: {
    /** The CYOA's name, its number of steps and Start. */
    intro: {
      on: { start: moves() },
    },
    /** A card on screen; every move into it names the kind it lands on (`initial` is only the type's due). */
    card: {
      initial: 'demo',
      on: {
        next: moves(),
        back: moves(),
        'text.change': { actions: 'setText' },
      },
      states: {
        demo: {
          entry: { type: 'reportStep', params: ({ context }) => stepReport(context) },
          on: { 'demo.ended': moves() },
        },
        /**
         * Time on the PDF, per page: the viewer's `pdf.page` says which page is on screen (when it
         * cannot read the PDF and shows the browser's own viewer, page 1 stands for the document).
         * Each page seen is reported once with its time when the card is left, and when the page is
         * hidden (the prospect may never come back; the sender's flush on hiding takes it). Hidden
         * time does not count.
         */
        pdf: {
          entry: { type: 'reportStep', params: ({ context }) => stepReport(context) },
          on: {
            'pdf.page': { guard: 'isOtherPage', actions: 'turnPage' },
            'page.hidden': {
              guard: 'seen',
              actions: [
                enqueueActions(({ context, enqueue }) => {
                  for (const report of pdfReports(context))
                    enqueue({ type: 'reportPdfPage', params: report });
                }),
                'unseen',
              ],
            },
            'page.shown': { guard: 'unseenYet', actions: 'seenNow' },
          },
          // Every page seen since the last report, each once.
          exit: enqueueActions(({ context, enqueue }) => {
            for (const report of pdfReports(context)) enqueue({ type: 'reportPdfPage', params: report });
          }),
        },
        question: {
          entry: { type: 'reportStep', params: ({ context }) => stepReport(context) },
          initial: 'answering',
          on: {
            'choices.change': { target: '.answering', actions: 'setChoices' },
            'text.change': { target: '.answering', actions: 'setText' },
            next: [
              { guard: 'unanswered', target: '.missing' },
              ...moves().map((move) => ({
                ...move,
                actions: [{ type: 'reportAnswer' as const, params: answerReport }, ...move.actions],
              })),
            ],
          },
          states: {
            answering: {},
            /** Next was pressed with no answer: the question says it needs one. */
            missing: {},
          },
        },
        modal: {
          entry: { type: 'reportStep', params: ({ context }) => stepReport(context) },
          on: {
            next: modalMoves(false),
            // A link is reported and opened by the host (in a new tab); the card stays.
            cta: [
              {
                guard: 'isLink',
                actions: [
                  { type: 'reportCta', params: ctaReport },
                  {
                    type: 'openLink',
                    params: ({ context, event }) => ({ url: ctaReport({ context, event }).url }),
                  },
                ],
              },
              ...modalMoves(true),
            ],
          },
        },
      },
    },
    /** The end of the journey: the wrap-up screen (recommendations when the rep chose them), or a plain end. */
    wrapUp: {
      entry: [{ type: 'reportStep', params: ({ context }) => stepReport(context) }, 'reportComplete'],
      initial: 'idle',
      on: {
        back: moves(),
        restart: moves(),
        'recommendation.open': { guard: 'isRecommendation', target: '.watching', actions: 'watch' },
      },
      states: {
        idle: {},
        /** A recommended demo playing on the wrap-up. */
        watching: {
          on: { 'recommendation.close': { target: 'idle', actions: 'stopWatching' } },
        },
      },
    },
  },
});

export type CyoaRuntimeSnapshot = SnapshotFrom<typeof cyoaRuntimeMachine>;
