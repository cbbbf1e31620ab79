/**
 * The CYOA runtime's types and pure rules (issue 12; spec 2 §3, §4; spec 3 §4.6): its cards, input,
 * context and events, the reports it makes, where a move leads (the rules between two steps, chained
 * in order), a card's title and progress, and the time per PDF page. The machine
 * (`cyoaRuntimeMachine.ts`) runs them; the widgets and tests read them too.
 */
import type { CyoaLink, CyoaStep, ModalCta, StepResult } from '@showroom/contract';

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

export type Kind = StepResult['type'];
type Destination = CyoaCard | 'wrapUp' | null;

export const emptyAnswer = (): CyoaAnswer => ({ choices: [], text: '' });

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

export const modalCta = (context: CyoaRuntimeContext, which: 'firstCTA' | 'secondCTA'): ModalCta | null =>
  context.card?.content.type === 'modal' ? context.card.content[which] : null;

/** Where an event takes the journey; null when it goes nowhere. */
export const destination = (context: CyoaRuntimeContext, event: CyoaRuntimeEvent): Destination => {
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

export const kindOf = (place: Destination): Kind | 'wrapUp' | null =>
  place === null ? null : place === 'wrapUp' ? 'wrapUp' : place.content.type;

/** The step event of the card on screen (or the wrap-up). */
export const stepReport = (context: CyoaRuntimeContext): CyoaStepReport => {
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
export const lastPage = 10_000;

/** The time per page with the page on screen's time since `shownAt` added (nothing while hidden). */
export const pdfTally = (context: CyoaRuntimeContext): Record<number, number> => {
  if (context.shownAt === null) return context.pdfTime;
  const seen = Math.max(0, context.now() - context.shownAt);
  return { ...context.pdfTime, [context.pdfPage]: (context.pdfTime[context.pdfPage] ?? 0) + seen };
};

/** One report per page seen, in page order. */
export const pdfReports = (context: CyoaRuntimeContext): CyoaPdfPageReport[] =>
  Object.entries(pdfTally(context))
    .map(([page, ms]) => ({
      stepIndex: context.card?.index ?? 0,
      title: context.card ? cardTitle(context.card) : '',
      page: Number(page),
      seconds: ms / 1000,
    }))
    .sort((a, b) => a.page - b.page);

/** Whether a question card's Next has an answer to take (a text question takes any text but blanks). */
export const answered = (context: CyoaRuntimeContext) => {
  const content = context.card?.content;
  if (content?.type !== 'question') return true;
  return content.questionType === 'text'
    ? context.draft.text.trim() !== ''
    : context.draft.choices.length > 0;
};
