import type { CyoaLink, CyoaStep, ModalCta, StepResult } from '@showroom/contract';
import { and, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';

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
 */

/** A card on screen: a step, or the result of a rule (then `index` is the rule's). */
export interface CyoaCard {
  /** The step's index, or the rule's index when the card is a rule's result. */
  index: number;
  /** The position in `links` of the step this card belongs to (a rule's result: the step before it). */
  link: number;
  /** For a rule's result, its position among its link's rules; -1 for the step itself. */
  rule: number;
  content: StepResult;
}

/** What the prospect gave on a card: the choices of a question, or text (a text question, a modal's input). */
export interface CyoaAnswer {
  choices: string[];
  text: string;
}

export interface CyoaRuntimeInput {
  steps: readonly CyoaStep[];
  /** The contract's `cyoaFlow(steps)`. */
  links: readonly CyoaLink[];
  /** The demo ids the wrap-up recommends (empty when recommendations are off). */
  recommendations: readonly string[];
  /** The `title` the wrap-up's step event carries (spec 3 §4.6 'Wrap up screen'). */
  wrapUpTitle: string;
  /** Epoch milliseconds (Date.now in the frame; a fake clock in tests). */
  now: () => number;
}

export interface CyoaRuntimeContext extends CyoaRuntimeInput {
  card: CyoaCard | null;
  /** The answers given so far, by the index of the card they were given on. */
  answers: Record<number, CyoaAnswer>;
  /** What the prospect is entering on the card on screen. */
  draft: CyoaAnswer;
  /** The cards before the one on screen, for Back (the wrap-up's Back goes to the last card). */
  history: CyoaCard[];
  /** The index of the card shown before (the step event's prevIndex); -1 at the start and after the wrap-up. */
  prevIndex: number;
  /** Since when the card on screen (a PDF: its page on screen) has been seen; null while the page is hidden. */
  shownAt: number | null;
  /** The PDF's page on screen (1 until the viewer says otherwise, and for a PDF it cannot read). */
  pdfPage: number;
  /** Milliseconds each page of the PDF on screen was seen, by page number, since it was last reported. */
  pdfTime: Record<number, number>;
  /** The recommendation being played on the wrap-up, by its position. */
  watching: number | null;
}

export type CyoaRuntimeEvent =
  | { type: 'start' }
  | { type: 'next' }
  /** The demo card's video ended: the journey goes on by itself. */
  | { type: 'demo.ended' }
  | { type: 'back' }
  | { type: 'choices.change'; choices: string[] }
  | { type: 'text.change'; value: string }
  /** A modal's button. */
  | { type: 'cta'; which: 'firstCTA' | 'secondCTA' }
  | { type: 'recommendation.open'; index: number }
  | { type: 'recommendation.close' }
  | { type: 'restart' }
  /** The page went out of sight (tab hidden, closed) and back: time on a PDF counts only while seen. */
  | { type: 'page.hidden' }
  | { type: 'page.shown' }
  /** The PDF viewer's page on screen (the page most visible in it), numbered from 1. */
  | { type: 'pdf.page'; page: number };

/** The step event's fields (contract eventData.step). */
export type CyoaStepReport = {
  prevIndex: number;
  currIndex: number;
  episode: 'demo' | 'question' | 'modal' | 'pdf' | 'wrapup';
  title: string;
};
export type CyoaAnswerReport = {
  stepIndex: number;
  question: string;
  selectedChoices: string[];
  inputText: string;
};
export type CyoaModalInputReport = { stepIndex: number; title: string; inputText: string };
export type CyoaPdfPageReport = { stepIndex: number; title: string; page: number; seconds: number };
export type CyoaCtaReport = { ctaLabel: string; url: string };

type Kind = StepResult['type'];
type Destination = CyoaCard | 'wrapUp' | null;

const emptyAnswer = (): CyoaAnswer => ({ choices: [], text: '' });

const stepAt = (context: Pick<CyoaRuntimeContext, 'steps'>, index: number) =>
  context.steps.find((step) => step.index === index);

/** Whether a rule's condition holds for these answers. */
export const conditionHolds = (
  steps: readonly CyoaStep[],
  answers: Record<number, CyoaAnswer>,
  condition: { question: number; answer: string } | null,
): boolean => {
  if (!condition) return true;
  const given = answers[condition.question];
  const question = steps.find((step) => step.index === condition.question);
  if (!given || question?.type !== 'question') return false;
  if (question.questionType === 'text')
    return given.text.trim().toLowerCase() === condition.answer.trim().toLowerCase();
  return given.choices.includes(condition.answer);
};

/** The card of the non-rule step at `link`, or the wrap-up past the last one. */
const stepCard = (context: Pick<CyoaRuntimeContext, 'steps' | 'links'>, link: number): Destination => {
  const from = context.links[link]?.from;
  const step = from === undefined ? undefined : stepAt(context, from);
  if (!step || step.type === 'rule') return 'wrapUp';
  return { index: step.index, link, rule: -1, content: step };
};

/** The next card after `card`: the next rule of its link that applies, else the next step. */
const cardAfter = (
  context: Pick<CyoaRuntimeContext, 'steps' | 'links'>,
  card: CyoaCard,
  answers: Record<number, CyoaAnswer>,
): Destination => {
  const rules = context.links[card.link]?.rules ?? [];
  for (let position = card.rule + 1; position < rules.length; position += 1) {
    const rule = stepAt(context, rules[position]!);
    if (rule?.type === 'rule' && conditionHolds(context.steps, answers, rule.condition))
      return { index: rule.index, link: card.link, rule: position, content: rule.result };
  }
  return card.link + 1 < context.links.length ? stepCard(context, card.link + 1) : 'wrapUp';
};

/** The answers with what is being entered on a question card. */
const answersWithDraft = (context: CyoaRuntimeContext) =>
  context.card?.content.type === 'question'
    ? { ...context.answers, [context.card.index]: context.draft }
    : context.answers;

const modalCta = (context: CyoaRuntimeContext, which: 'firstCTA' | 'secondCTA'): ModalCta | null =>
  context.card?.content.type === 'modal' ? context.card.content[which] : null;

/** Where an event takes the journey; null when it goes nowhere. */
const destination = (context: CyoaRuntimeContext, event: CyoaRuntimeEvent): Destination => {
  switch (event.type) {
    case 'start':
    case 'restart':
      return context.links.length ? stepCard(context, 0) : 'wrapUp';
    case 'next':
    case 'demo.ended':
      return context.card ? cardAfter(context, context.card, answersWithDraft(context)) : null;
    case 'cta': {
      const cta = modalCta(context, event.which);
      if (!cta?.show || !context.card) return null;
      if (cta.action === 'wrapUp') return 'wrapUp';
      return cta.action === 'next' ? cardAfter(context, context.card, context.answers) : null;
    }
    case 'back':
      return context.history.at(-1) ?? null;
    default:
      return null;
  }
};

const kindOf = (place: Destination): Kind | 'wrapUp' | null =>
  place === null ? null : place === 'wrapUp' ? 'wrapUp' : place.content.type;

/** The step event of the card on screen (or the wrap-up). */
const stepReport = (context: CyoaRuntimeContext): CyoaStepReport => {
  const card = context.card;
  if (!card)
    return { prevIndex: context.prevIndex, currIndex: -1, episode: 'wrapup', title: context.wrapUpTitle };
  return {
    prevIndex: context.prevIndex,
    currIndex: card.index,
    episode: card.content.type,
    title: cardTitle(card),
  };
};

/** The words a card is known by: a demo's label, a question, a modal's or a PDF's title. */
export const cardTitle = (card: Pick<CyoaCard, 'content'>): string => {
  const content = card.content;
  switch (content.type) {
    case 'demo':
      return content.label;
    case 'question':
      return content.question;
    case 'modal':
      return content.title;
    case 'pdf':
      return content.pdf.title;
  }
};

/** 'Step n of N': the position of the card's step among the journey's steps (a rule's result counts as its step's). */
export const cyoaProgress = (context: Pick<CyoaRuntimeContext, 'card' | 'links'>) => ({
  current: context.card ? context.card.link + 1 : context.links.length,
  total: context.links.length,
});

/** The contract's highest page number (prospect/events.ts pdfPage). */
const lastPage = 10_000;

/** The time per page with the page on screen's time since `shownAt` added (nothing while hidden). */
const pdfTally = (context: CyoaRuntimeContext): Record<number, number> => {
  if (context.shownAt === null) return context.pdfTime;
  const seen = Math.max(0, context.now() - context.shownAt);
  return { ...context.pdfTime, [context.pdfPage]: (context.pdfTime[context.pdfPage] ?? 0) + seen };
};

/** One report per page seen, in page order. */
const pdfReports = (context: CyoaRuntimeContext): CyoaPdfPageReport[] =>
  Object.entries(pdfTally(context))
    .map(([page, ms]) => ({
      stepIndex: context.card?.index ?? 0,
      title: context.card ? cardTitle(context.card) : '',
      page: Number(page),
      seconds: ms / 1000,
    }))
    .sort((a, b) => a.page - b.page);

/** Whether a question card's Next has an answer to take (a text question takes any text but blanks). */
const answered = (context: CyoaRuntimeContext) => {
  const content = context.card?.content;
  if (content?.type !== 'question') return true;
  return content.questionType === 'text'
    ? context.draft.text.trim() !== ''
    : context.draft.choices.length > 0;
};

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
