import {
  type ContactField,
  contactProblems,
  prospectPageMessages,
  type Question,
  type Rule,
  visibleQuestions,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ProspectPageInput, prospectPageMachine, type SendMailReply } from './prospectPageMachine.ts';

const questions: Question[] = [
  { name: 'Team', type: 'radiogroup', choices: ['Sales', 'Support'] },
  { name: 'Goals', type: 'checkbox', choices: ['Speed', 'Cost', 'Quality'] },
  { name: 'Seats', type: 'radiogroup', choices: ['1-10', '11+'] },
];
const rule = (uniqueId: string, extra: Rule['extra'], result: Rule['result']): Rule => ({
  uniqueId,
  index: 0,
  episode: 'rule',
  extra,
  result,
});
const cond = (
  variable: string,
  operation: 'includes' | 'equals',
  value: string[],
  logic: '&&' | '||' = '&&',
) => ({ type: 'condition', variable, operation, value, logic }) as const;
const demoA = '11111111-1111-4111-8111-111111111111';
const demoB = '22222222-2222-4222-8222-222222222222';
const rules: Rule[] = [
  // 'Seats' is asked only of Sales.
  rule('ask', [cond('Team', 'includes', ['Sales'])], { episode: 'question', payload: { id: 'Seats' } }),
  rule('a', [cond('Team', 'includes', ['Sales']), cond('Seats', 'includes', ['11+'])], {
    episode: 'demo',
    payload: { id: demoA },
  }),
  rule('b', [cond('Goals', 'includes', ['Cost'])], { episode: 'demo', payload: { id: demoB } }),
];
const fields: ContactField[] = [
  { fieldName: 'Name', type: 'text', required: true },
  { fieldName: 'Work email', type: 'email', required: false },
];

function start(input: Partial<ProspectPageInput> = {}, reply?: () => Promise<SendMailReply>) {
  const sent: Record<string, string>[] = [];
  const machine = prospectPageMachine.provide({
    actors: {
      sendContact: fromPromise(async ({ input }: { input: { values: Record<string, string> } }) => {
        sent.push(input.values);
        return (
          reply ?? (async () => ({ status: 'success', payload: null, httpStatus: 200 }) as SendMailReply)
        )();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      type: 'customized',
      gated: false,
      questions,
      rules,
      contactFields: fields,
      ...input,
    },
  }).start();
  return { actor, sent };
}

describe('prospectPageMachine', () => {
  it('opens on the gate when the page has one, and on the page once it is passed', () => {
    const { actor } = start({ gated: true });
    expect(actor.getSnapshot().value).toBe('gate');
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.send({ type: 'gate.passed' });
    expect(actor.getSnapshot().matches({ page: { content: 'questions' } })).toBe(true);
  });

  it('goes straight to the content of a Collection or an Embed page without a gate', () => {
    for (const type of ['standard', 'embed'] as const) {
      const { actor } = start({ type });
      expect(actor.getSnapshot().matches({ page: { content: 'showing', contact: 'editing' } })).toBe(true);
    }
  });

  it('asks a question a rule asks for only once its items hold, and shows the mapped demos in rule order', () => {
    const { actor } = start();
    const shown = () =>
      visibleQuestions(questions, rules, actor.getSnapshot().context.answers).map((q) => q.name);
    expect(shown()).toEqual(['Team', 'Goals']);
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    expect(shown()).toEqual(['Team', 'Goals', 'Seats']);
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Cost' });
    actor.send({ type: 'answers.submit' });
    // Seats is asked and unanswered.
    expect(actor.getSnapshot().context.problem).toBe(prospectPageMessages.answerRequired);
    expect(actor.getSnapshot().matches({ page: { content: 'questions' } })).toBe(true);
    actor.send({ type: 'answer.toggle', question: 'Seats', choice: '11+' });
    expect(actor.getSnapshot().context.problem).toBe('');
    actor.send({ type: 'answers.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ page: { content: 'result' } })).toBe(true);
    expect(snapshot.context.actions.map((action) => action.rule)).toEqual(['a', 'b']);
  });

  it('keeps one choice of a radio group and toggles a checkbox in the choices order; ignores unknown choices', () => {
    const { actor } = start();
    const answers = () => actor.getSnapshot().context.answers;
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Support' });
    expect(answers().Team).toEqual(['Support']);
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Quality' });
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Speed' });
    expect(answers().Goals).toEqual(['Speed', 'Quality']);
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Speed' });
    expect(answers().Goals).toEqual(['Quality']);
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Nope' });
    actor.send({ type: 'answer.toggle', question: 'Nope', choice: 'Speed' });
    expect(answers()).toEqual({ Team: ['Support'], Goals: ['Quality'] });
  });

  it('drops answers to a question no longer asked, and goes back to change the answers', () => {
    const { actor } = start();
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    actor.send({ type: 'answer.toggle', question: 'Seats', choice: '11+' });
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Support' });
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Speed' });
    actor.send({ type: 'answers.submit' });
    // Seats (11+) no longer counts: rule a does not hold; nothing matched.
    expect(actor.getSnapshot().context.actions).toEqual([]);
    actor.send({ type: 'answers.change' });
    expect(actor.getSnapshot().matches({ page: { content: 'questions' } })).toBe(true);
  });

  it('checks the contact fields before sending, then sends them once and says so', async () => {
    const { actor, sent } = start({ type: 'standard' });
    actor.send({ type: 'contact.change', field: 'Work email', value: 'not-an-address' });
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().context.contactErrors).toEqual({
      Name: prospectPageMessages.fieldRequired('Name'),
      'Work email': prospectPageMessages.invalidEmail,
    });
    expect(sent).toEqual([]);
    actor.send({ type: 'contact.change', field: 'Name', value: 'Ada' });
    actor.send({ type: 'contact.change', field: 'Work email', value: 'ada@acme.test' });
    expect(actor.getSnapshot().context.contactErrors).toEqual({});
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().matches({ page: { contact: 'sending' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ page: { contact: 'sent' } }));
    expect(sent).toEqual([{ Name: 'Ada', 'Work email': 'ada@acme.test' }]);
    expect(actor.getSnapshot().context.contactMessage).toBe(prospectPageMessages.contactSent);
  });

  it('lets the prospect try again when the mail is refused or the server cannot be reached', async () => {
    for (const reply of [
      async () => ({ status: 'error', message: 'Busy', httpStatus: 503 }) as SendMailReply,
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { actor } = start({ type: 'standard' }, reply);
      actor.send({ type: 'contact.change', field: 'Name', value: 'Ada' });
      actor.send({ type: 'contact.submit' });
      await waitFor(actor, (s) => s.context.contactMessage !== '');
      expect(actor.getSnapshot().matches({ page: { contact: 'editing' } })).toBe(true);
      expect(actor.getSnapshot().context.contactMessage).toBe(prospectPageMessages.contactFailed);
    }
  });

  it('reports the answers each time the mapping shows its result, and the page complete once the contact details are sent', async () => {
    const reports: unknown[] = [];
    const machine = prospectPageMachine.provide({
      actors: {
        sendContact: fromPromise(
          async () => ({ status: 'success', payload: null, httpStatus: 200 }) as SendMailReply,
        ),
      },
      actions: {
        reportAnswers: (_, { answered }) => reports.push(['answers', answered]),
        reportComplete: () => reports.push(['complete']),
      },
    });
    const input = {
      type: 'customized',
      gated: false,
      questions,
      rules,
      contactFields: fields,
    } as const;
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Support' });
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Quality' });
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Cost' });
    actor.send({ type: 'answers.submit' });
    expect(reports).toEqual([
      [
        'answers',
        [
          { stepIndex: 0, question: 'Team', choices: ['Support'] },
          { stepIndex: 1, question: 'Goals', choices: ['Cost', 'Quality'] },
        ],
      ],
    ]);
    // Changing the answers reports nothing until they are shown again; Seats is asked of Sales only.
    actor.send({ type: 'answers.change' });
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    actor.send({ type: 'answer.toggle', question: 'Seats', choice: '1-10' });
    expect(reports).toHaveLength(1);
    actor.send({ type: 'answers.submit' });
    expect(reports.at(-1)).toEqual([
      'answers',
      [
        { stepIndex: 0, question: 'Team', choices: ['Sales'] },
        { stepIndex: 1, question: 'Goals', choices: ['Cost', 'Quality'] },
        { stepIndex: 2, question: 'Seats', choices: ['1-10'] },
      ],
    ]);
    actor.send({ type: 'contact.change', field: 'Name', value: 'Ada' });
    actor.send({ type: 'contact.submit' });
    expect(reports).toHaveLength(2);
    await waitFor(actor, (s) => s.matches({ page: { contact: 'sent' } }));
    expect(reports).toHaveLength(3);
    expect(reports.at(-1)).toEqual(['complete']);
  });

  it('reports the visit once, as it starts, behind the gate or not, and never again', async () => {
    for (const gated of [true, false]) {
      const visits: string[] = [];
      const machine = prospectPageMachine.provide({
        actors: {
          sendContact: fromPromise(
            async () => ({ status: 'success', payload: null, httpStatus: 200 }) as SendMailReply,
          ),
        },
        actions: { reportVisit: () => visits.push('visit') },
      });
      const actor = createActor(machine, {
        input: {
          type: 'standard',
          gated,
          questions: [],
          rules: [],
          contactFields: fields,
        },
      });
      // Nothing before the page starts its machine (a page drawn on the server never does).
      expect(visits).toEqual([]);
      actor.start();
      expect(visits).toHaveLength(1);
      actor.send({ type: 'gate.passed' });
      actor.send({ type: 'contact.change', field: 'Name', value: 'Ada' });
      actor.send({ type: 'contact.submit' });
      await waitFor(actor, (s) => s.matches({ page: { contact: 'sent' } }));
      expect(visits).toHaveLength(1);
    }
  });

  it('does not report the answer to a question no longer asked', () => {
    const reports: unknown[] = [];
    const machine = prospectPageMachine.provide({
      actions: { reportAnswers: (_, { answered }) => reports.push(answered) },
    });
    const actor = createActor(machine, {
      input: {
        type: 'customized',
        gated: false,
        questions,
        rules,
        contactFields: fields,
      },
    }).start();
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Sales' });
    actor.send({ type: 'answer.toggle', question: 'Seats', choice: '11+' });
    actor.send({ type: 'answer.toggle', question: 'Team', choice: 'Support' });
    actor.send({ type: 'answer.toggle', question: 'Goals', choice: 'Speed' });
    actor.send({ type: 'answers.submit' });
    expect(reports).toEqual([
      [
        { stepIndex: 0, question: 'Team', choices: ['Support'] },
        { stepIndex: 1, question: 'Goals', choices: ['Speed'] },
      ],
    ]);
  });

  it('contactProblems: optional empty fields are fine', () => {
    expect(contactProblems(fields, { Name: ' Ada ' })).toEqual({});
  });
});
