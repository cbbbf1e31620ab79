import type {
  Action,
  CallResult,
  ContactField,
  PageType,
  Question,
  Rule,
  sendMailForm,
} from '@showroom/contract';
import {
  contactProblems,
  evaluateRules,
  prospectPageMessages,
  visibleQuestions,
} from '@showroom/contract/rules';
import { assign, fromPromise, not, setup } from 'xstate';

/** The contract client's result for POST /web/sendmailform. */
export type SendMailReply = CallResult<typeof sendMailForm>;

export interface ProspectPageInput {
  type: PageType;
  /** The page's gate is on (page_style.settings.verifyIdentity). */
  gated: boolean;
  /** Q&A: the form's questions and mapping rules. */
  questions: readonly Question[];
  rules: readonly Rule[];
  contactFields: readonly ContactField[];
}

export interface ProspectPageContext {
  type: PageType;
  gated: boolean;
  questions: readonly Question[];
  rules: readonly Rule[];
  contactFields: readonly ContactField[];
  answers: Record<string, string[]>;
  /** Why the answers cannot be shown yet; '' when there is nothing to say. */
  problem: string;
  /** What the mapping chose for the answers (contract `evaluateRules`). */
  actions: Action[];
  contact: Record<string, string>;
  /** A field's problem by field name. */
  contactErrors: Record<string, string>;
  contactMessage: string;
}

export type ProspectPageEvent =
  | { type: 'gate.passed' }
  | { type: 'answer.toggle'; question: string; choice: string }
  | { type: 'answers.submit' }
  | { type: 'answers.change' }
  | { type: 'contact.change'; field: string; value: string }
  | { type: 'contact.submit' };

/** A question the prospect answered, as the page reports it (the 'answer' event). */
export interface AnsweredQuestion {
  /** The question's place in the form. */
  stepIndex: number;
  question: string;
  choices: string[];
}

/**
 * The page a prospect opens (issue 13): the gate first (when the page has one), then by type a
 * Q&A's questions and their result (the mapping's chosen demos, modals and PDFs), or a Collection
 * or an Embed page's content. Beside it, the contact fields, sent to the rep (sendmailform).
 *
 * The page provides the reports: `reportVisit` (the page opened: once, when the machine starts,
 * gate or not), `reportAnswers` (the answers, once the mapping has chosen for them: each question
 * asked and answered, in the form's order; again after a change) and `reportComplete` (the
 * contact details sent: the prospect has done what the page asks).
 */
export const prospectPageMachine = setup({
  types: {
    context: {} as ProspectPageContext,
    input: {} as ProspectPageInput,
    events: {} as ProspectPageEvent,
  },
  actors: {
    sendContact: fromPromise<SendMailReply, { values: Record<string, string> }>(async () => {
      throw new Error('sendContact is provided by the page');
    }),
  },
  guards: {
    notGated: ({ context }) => !context.gated,
    isQa: ({ context }) => context.type === 'customized',
    allAnswered: ({ context }) =>
      visibleQuestions(context.questions, context.rules, context.answers).every(
        (q) => (context.answers[q.name] ?? []).length > 0,
      ),
    contactValid: ({ context }) =>
      Object.keys(contactProblems(context.contactFields, context.contact)).length === 0,
    sent: (_, params: { reply: SendMailReply }) => params.reply.status === 'success',
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'answer.toggle') return {};
      const question = context.questions.find((q) => q.name === event.question);
      if (!question?.choices.includes(event.choice)) return {};
      const now = context.answers[question.name] ?? [];
      const next =
        question.type === 'radiogroup'
          ? [event.choice]
          : now.includes(event.choice)
            ? now.filter((choice) => choice !== event.choice)
            : question.choices.filter((choice) => choice === event.choice || now.includes(choice));
      return { answers: { ...context.answers, [question.name]: next }, problem: '' };
    }),
    evaluate: assign(({ context }) => {
      const shown = new Set(
        visibleQuestions(context.questions, context.rules, context.answers).map((q) => q.name),
      );
      // Answers to questions no longer asked do not count.
      const answers = Object.fromEntries(Object.entries(context.answers).filter(([name]) => shown.has(name)));
      return {
        actions: evaluateRules(
          context.rules,
          answers,
          context.questions.map((q) => q.name),
        ).filter((action) => action.result.episode !== 'question'),
      };
    }),
    unanswered: assign(() => ({ problem: prospectPageMessages.answerRequired })),
    setContact: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      const { [event.field]: _, ...errors } = context.contactErrors;
      return {
        contact: { ...context.contact, [event.field]: event.value },
        contactErrors: errors,
        contactMessage: '',
      };
    }),
    showContactProblems: assign(({ context }) => ({
      contactErrors: contactProblems(context.contactFields, context.contact),
    })),
    contactFailed: assign(() => ({ contactMessage: prospectPageMessages.contactFailed })),
    contactSent: assign(() => ({ contactMessage: prospectPageMessages.contactSent })),
    reportVisit: () => {},
    reportAnswers: (_, _params: { answered: AnsweredQuestion[] }) => {},
    reportComplete: () => {},
  },
}).createMachine({
  id: 'prospectPage',
  context: ({ input }) => ({
    type: input.type,
    gated: input.gated,
    questions: input.questions,
    rules: input.rules,
    contactFields: input.contactFields,
    answers: {},
    problem: '',
    actions: [],
    contact: {},
    contactErrors: {},
    contactMessage: '',
  }),
  entry: 'reportVisit',
  initial: 'gate',
  states: {
    /** The page's e-mail gate (prospect/gateMachine in the view); skipped when the page has none. */
    gate: {
      always: { guard: 'notGated', target: 'page' },
      on: { 'gate.passed': 'page' },
    },
    page: {
      type: 'parallel',
      states: {
        content: {
          initial: 'questions',
          states: {
            /** Q&A: the questions; Show asks the mapping. Other pages go straight to their content. */
            questions: {
              always: { guard: not('isQa'), target: 'showing' },
              on: {
                'answer.toggle': { actions: 'toggle' },
                'answers.submit': [
                  { guard: 'allAnswered', target: 'result', actions: 'evaluate' },
                  { actions: 'unanswered' },
                ],
              },
            },
            /** Q&A: what the mapping chose (may be nothing). */
            result: {
              entry: {
                type: 'reportAnswers',
                params: ({ context }) => ({
                  answered: visibleQuestions(context.questions, context.rules, context.answers)
                    .map((question) => ({
                      stepIndex: context.questions.indexOf(question),
                      question: question.name,
                      choices: context.answers[question.name] ?? [],
                    }))
                    .filter(({ choices }) => choices.length > 0),
                }),
              },
              on: { 'answers.change': 'questions' },
            },
            /** Collection and Embed: the content itself. */
            showing: {},
          },
        },
        contact: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'contact.change': { actions: 'setContact' },
                'contact.submit': [
                  { guard: 'contactValid', target: 'sending' },
                  { actions: 'showContactProblems' },
                ],
              },
            },
            sending: {
              invoke: {
                src: 'sendContact',
                input: ({ context }) => ({ values: context.contact }),
                onDone: [
                  {
                    guard: { type: 'sent', params: ({ event }) => ({ reply: event.output }) },
                    target: 'sent',
                    actions: 'contactSent',
                  },
                  { target: 'editing', actions: 'contactFailed' },
                ],
                onError: { target: 'editing', actions: 'contactFailed' },
              },
            },
            sent: { entry: 'reportComplete' },
          },
        },
      },
    },
  },
});
