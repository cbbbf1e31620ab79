import {
  type CyoaContent,
  type CyoaStep,
  cyoaFlow,
  cyoaSaveProblem,
  newCyoaContent,
  type StepResult,
} from '@showroom/contract';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type CyoaRuntimeInput, cyoaProgress } from './cyoaRuntime.ts';
import { cyoaRuntimeMachine } from './cyoaRuntimeMachine.ts';

const demoId = '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b';
const cta = (label: string, action: 'next' | 'wrapUp' | 'link', link = '') => ({
  show: label !== '',
  label,
  action,
  link,
});
const demo = (label: string): StepResult => ({ type: 'demo', value: demoId, label });
const question = (
  text: string,
  choices: string[],
  questionType: 'single' | 'multiple' | 'text',
): StepResult => ({
  type: 'question',
  question: text,
  choices,
  questionType,
});
const pdf = (title: string): StepResult => ({
  type: 'pdf',
  pdf: { link: 'https://media.example/brochure.pdf', title },
});
const modal = (title: string, input = false): StepResult => ({
  type: 'modal',
  title,
  description: 'Tell us more',
  showInputBox: input,
  inputPlaceholder: 'Your team size',
  firstCTA: cta('Continue', 'next'),
  secondCTA: cta('Book a call', 'link', 'https://acme.example/book'),
});
const indexed = (results: (StepResult | { rule: StepResult; when: [number, string] | null })[]) =>
  results.map(
    (entry, index): CyoaStep =>
      'rule' in entry
        ? {
            index,
            type: 'rule',
            condition: entry.when ? { question: entry.when[0], answer: entry.when[1] } : null,
            result: entry.rule,
          }
        : ({ ...entry, index } as CyoaStep),
  );

/** The spy actions the host provides, and the actor. */
function start(steps: CyoaStep[], recommendations: string[] = [], now = () => 0) {
  const reports: { type: string; params: unknown }[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => reports.push({ type, params });
  const machine = cyoaRuntimeMachine.provide({
    actions: {
      reportStep: record('step'),
      reportAnswer: record('answer'),
      reportModalInput: record('modalInput'),
      reportPdfPage: record('pdfPage'),
      reportCta: record('cta'),
      reportComplete: record('complete'),
      openLink: record('open'),
    },
  });
  const input: CyoaRuntimeInput = {
    steps,
    links: cyoaFlow(steps),
    recommendations,
    wrapUpTitle: 'Wrap up screen',
    now,
  };
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    reports,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('cyoaRuntimeMachine', () => {
  it('starts on the intro and walks the steps in order to the wrap-up, reporting each step', () => {
    const { actor, reports, value } = start(indexed([demo('Tour'), pdf('Brochure'), modal('Thanks')]));
    expect(value()).toBe('intro');
    actor.send({ type: 'start' });
    expect(value()).toEqual({ card: 'demo' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'pdf' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'modal' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ wrapUp: 'idle' });
    expect(reports.filter((r) => r.type === 'step').map((r) => r.params)).toEqual([
      { prevIndex: -1, currIndex: 0, episode: 'demo', title: 'Tour' },
      { prevIndex: 0, currIndex: 1, episode: 'pdf', title: 'Brochure' },
      { prevIndex: 1, currIndex: 2, episode: 'modal', title: 'Thanks' },
      { prevIndex: 2, currIndex: -1, episode: 'wrapup', title: 'Wrap up screen' },
    ]);
    expect(reports.at(-1)).toEqual({ type: 'complete', params: undefined });
  });

  it("goes on by itself when a demo's video ends, and only on a demo card", () => {
    const { actor, value } = start(indexed([demo('Tour'), pdf('Brochure')]));
    actor.send({ type: 'start' });
    actor.send({ type: 'demo.ended' });
    expect(value()).toEqual({ card: 'pdf' });
    actor.send({ type: 'demo.ended' });
    expect(value()).toEqual({ card: 'pdf' });
  });

  it('needs an answer before a question goes on, and reports the answer given', () => {
    const { actor, reports, value, context } = start(
      indexed([question('Your role?', ['Sales', 'Support'], 'single'), demo('Tour')]),
    );
    actor.send({ type: 'start' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: { question: 'missing' } });
    actor.send({ type: 'choices.change', choices: ['Support'] });
    expect(value()).toEqual({ card: { question: 'answering' } });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'demo' });
    expect(context().answers[0]).toEqual({ choices: ['Support'], text: '' });
    expect(reports.find((r) => r.type === 'answer')?.params).toEqual({
      stepIndex: 0,
      question: 'Your role?',
      selectedChoices: ['Support'],
      inputText: '',
    });
  });

  it('a text question takes any words but blanks', () => {
    const { actor, value, reports } = start(indexed([question('Why now?', ['x'], 'text'), demo('Tour')]));
    actor.send({ type: 'start' });
    actor.send({ type: 'text.change', value: '   ' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: { question: 'missing' } });
    actor.send({ type: 'text.change', value: ' Budget season ' });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'demo' });
    expect(reports.find((r) => r.type === 'answer')?.params).toMatchObject({ inputText: 'Budget season' });
  });

  it('shows the result of each rule that applies, in order, before the next step', () => {
    const steps = indexed([
      question('Your role?', ['Sales', 'Support'], 'single'),
      { rule: pdf('Sales brochure'), when: [0, 'Sales'] },
      { rule: modal('Support desk'), when: [0, 'Support'] },
      { rule: demo('For everyone'), when: null },
      demo('Tour'),
    ]);
    const sales = start(steps);
    sales.actor.send({ type: 'start' });
    sales.actor.send({ type: 'choices.change', choices: ['Sales'] });
    sales.actor.send({ type: 'next' });
    expect(sales.value()).toEqual({ card: 'pdf' });
    expect(sales.context().card).toMatchObject({ index: 1, rule: 0 });
    sales.actor.send({ type: 'next' });
    expect(sales.context().card).toMatchObject({ index: 3, rule: 2 });
    sales.actor.send({ type: 'next' });
    expect(sales.context().card).toMatchObject({ index: 4, rule: -1 });

    const support = start(steps);
    support.actor.send({ type: 'start' });
    support.actor.send({ type: 'choices.change', choices: ['Support'] });
    support.actor.send({ type: 'next' });
    expect(support.value()).toEqual({ card: 'modal' });
    expect(support.context().card?.index).toBe(2);
  });

  it('matches a multiple-choice answer by any ticked choice, and a text answer ignoring case', () => {
    const multiple = start(
      indexed([
        question('Tools?', ['CRM', 'Mail', 'Chat'], 'multiple'),
        { rule: pdf('Mail guide'), when: [0, 'Mail'] },
        demo('Tour'),
      ]),
    );
    multiple.actor.send({ type: 'start' });
    multiple.actor.send({ type: 'choices.change', choices: ['CRM', 'Mail'] });
    multiple.actor.send({ type: 'next' });
    expect(multiple.value()).toEqual({ card: 'pdf' });

    const text = start(
      indexed([
        question('Company?', ['acme'], 'text'),
        { rule: pdf('Hi Acme'), when: [0, 'Acme'] },
        demo('T'),
      ]),
    );
    text.actor.send({ type: 'start' });
    text.actor.send({ type: 'text.change', value: ' ACME ' });
    text.actor.send({ type: 'next' });
    expect(text.value()).toEqual({ card: 'pdf' });
  });

  it('Back returns to the card before with its answer, and a changed answer takes another path', () => {
    const { actor, value, context, reports } = start(
      indexed([
        question('Your role?', ['Sales', 'Support'], 'single'),
        { rule: pdf('Sales brochure'), when: [0, 'Sales'] },
        demo('Tour'),
      ]),
    );
    actor.send({ type: 'start' });
    actor.send({ type: 'back' });
    expect(value()).toEqual({ card: { question: 'answering' } });
    actor.send({ type: 'choices.change', choices: ['Sales'] });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'pdf' });
    actor.send({ type: 'back' });
    expect(value()).toEqual({ card: { question: 'answering' } });
    expect(context().draft.choices).toEqual(['Sales']);
    expect(context().history).toEqual([]);
    // Back reports the step shown, never an answer.
    expect(reports.filter((r) => r.type === 'answer')).toHaveLength(1);
    expect(reports.filter((r) => r.type === 'step').at(-1)?.params).toEqual({
      prevIndex: 1,
      currIndex: 0,
      episode: 'question',
      title: 'Your role?',
    });
    actor.send({ type: 'choices.change', choices: ['Support'] });
    actor.send({ type: 'next' });
    expect(value()).toEqual({ card: 'demo' });
    actor.send({ type: 'next' });
    actor.send({ type: 'back' });
    expect(value()).toEqual({ card: 'demo' });
  });

  it("a modal's buttons: next goes on, wrapUp ends the journey, a link opens and stays; each is a CTA", () => {
    const steps = indexed([
      {
        ...modal('Size', true),
        firstCTA: cta('Skip to the end', 'wrapUp'),
        secondCTA: cta('Site', 'link', 'https://acme.example'),
      },
      demo('Tour'),
    ] as StepResult[]);
    const { actor, value, reports } = start(steps);
    actor.send({ type: 'start' });
    actor.send({ type: 'text.change', value: '40 people' });
    actor.send({ type: 'cta', which: 'secondCTA' });
    expect(value()).toEqual({ card: 'modal' });
    expect(reports.filter((r) => r.type === 'open' || r.type === 'cta').map((r) => r.params)).toEqual([
      { ctaLabel: 'Site', url: 'https://acme.example' },
      { url: 'https://acme.example' },
    ]);
    actor.send({ type: 'cta', which: 'firstCTA' });
    expect(value()).toEqual({ wrapUp: 'idle' });
    expect(reports.find((r) => r.type === 'modalInput')?.params).toEqual({
      stepIndex: 0,
      title: 'Size',
      inputText: '40 people',
    });
    expect(reports.filter((r) => r.type === 'cta').at(-1)?.params).toEqual({
      ctaLabel: 'Skip to the end',
      url: '',
    });

    const next = start(indexed([modal('Hello'), pdf('Brochure')]));
    next.actor.send({ type: 'start' });
    next.actor.send({ type: 'cta', which: 'firstCTA' });
    expect(next.value()).toEqual({ card: 'pdf' });
  });

  it('a hidden button does nothing', () => {
    const { actor, value } = start(
      indexed([{ ...modal('Hello'), firstCTA: cta('', 'wrapUp') } as StepResult, demo('Tour')]),
    );
    actor.send({ type: 'start' });
    actor.send({ type: 'cta', which: 'firstCTA' });
    expect(value()).toEqual({ card: 'modal' });
  });

  it('reports the time on a PDF as its page 1 when it is left and no viewer told a page (the fallback)', () => {
    const now = vi.fn(() => 1_000);
    const { actor, reports } = start(indexed([pdf('Brochure'), demo('Tour')]), [], now);
    actor.send({ type: 'start' });
    now.mockReturnValue(13_500);
    actor.send({ type: 'next' });
    expect(reports.find((r) => r.type === 'pdfPage')?.params).toEqual({
      stepIndex: 0,
      title: 'Brochure',
      page: 1,
      seconds: 12.5,
    });
  });

  it('counts time on a PDF only while the page is seen, and sends what was seen when it hides', () => {
    const now = vi.fn(() => 0);
    const { actor, reports } = start(indexed([pdf('Brochure'), demo('Tour')]), [], now);
    actor.send({ type: 'start' });
    now.mockReturnValue(4_000);
    actor.send({ type: 'page.hidden' });
    now.mockReturnValue(60_000);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.shown' });
    now.mockReturnValue(62_000);
    actor.send({ type: 'page.shown' });
    now.mockReturnValue(63_000);
    actor.send({ type: 'next' });
    expect(reports.filter((r) => r.type === 'pdfPage').map((r) => r.params)).toEqual([
      { stepIndex: 0, title: 'Brochure', page: 1, seconds: 4 },
      { stepIndex: 0, title: 'Brochure', page: 1, seconds: 3 },
    ]);
  });

  it('a PDF left while the page is hidden reports nothing more', () => {
    const now = vi.fn(() => 0);
    const { actor, reports } = start(indexed([pdf('Brochure'), demo('Tour')]), [], now);
    actor.send({ type: 'start' });
    now.mockReturnValue(2_000);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'next' });
    expect(reports.filter((r) => r.type === 'pdfPage')).toHaveLength(1);
  });

  it('counts the time on each page the viewer shows, and reports each page seen once when the card is left', () => {
    const now = vi.fn(() => 1_000);
    const { actor, reports, context } = start(indexed([pdf('Brochure'), demo('Tour')]), [], now);
    actor.send({ type: 'start' });
    // The viewer opens on page 1 (already the page on screen: nothing changes).
    actor.send({ type: 'pdf.page', page: 1 });
    now.mockReturnValue(6_000);
    actor.send({ type: 'pdf.page', page: 2 });
    now.mockReturnValue(8_500);
    actor.send({ type: 'pdf.page', page: 3 });
    now.mockReturnValue(9_000);
    // Back to page 2: its time adds to what it had.
    actor.send({ type: 'pdf.page', page: 2 });
    expect(context().pdfPage).toBe(2);
    now.mockReturnValue(12_000);
    expect(reports.filter((r) => r.type === 'pdfPage')).toEqual([]);
    actor.send({ type: 'next' });
    expect(reports.filter((r) => r.type === 'pdfPage').map((r) => r.params)).toEqual([
      { stepIndex: 0, title: 'Brochure', page: 1, seconds: 5 },
      { stepIndex: 0, title: 'Brochure', page: 2, seconds: 5.5 },
      { stepIndex: 0, title: 'Brochure', page: 3, seconds: 0.5 },
    ]);
  });

  it('counts no page while the browser page is hidden, sends the pages seen as it hides, and goes on with the page turned meanwhile', () => {
    const now = vi.fn(() => 0);
    const { actor, reports } = start(indexed([pdf('Brochure'), demo('Tour')]), [], now);
    actor.send({ type: 'start' });
    now.mockReturnValue(2_000);
    actor.send({ type: 'pdf.page', page: 2 });
    now.mockReturnValue(5_000);
    actor.send({ type: 'page.hidden' });
    expect(reports.filter((r) => r.type === 'pdfPage').map((r) => r.params)).toEqual([
      { stepIndex: 0, title: 'Brochure', page: 1, seconds: 2 },
      { stepIndex: 0, title: 'Brochure', page: 2, seconds: 3 },
    ]);
    // Turned while hidden (a layout change): no time for it until the page is seen again.
    now.mockReturnValue(50_000);
    actor.send({ type: 'pdf.page', page: 3 });
    now.mockReturnValue(70_000);
    actor.send({ type: 'page.shown' });
    now.mockReturnValue(74_000);
    actor.send({ type: 'next' });
    expect(reports.filter((r) => r.type === 'pdfPage').map((r) => r.params)).toEqual([
      { stepIndex: 0, title: 'Brochure', page: 1, seconds: 2 },
      { stepIndex: 0, title: 'Brochure', page: 2, seconds: 3 },
      { stepIndex: 0, title: 'Brochure', page: 3, seconds: 4 },
    ]);
  });

  it("ignores a page that is no page (0, a fraction, past the contract's last) and starts each PDF card on page 1", () => {
    const now = vi.fn(() => 0);
    const { actor, reports, context } = start(indexed([pdf('One'), pdf('Two')]), [], now);
    actor.send({ type: 'start' });
    for (const page of [0, -1, 1.5, 10_001, Number.NaN]) actor.send({ type: 'pdf.page', page });
    expect(context().pdfPage).toBe(1);
    actor.send({ type: 'pdf.page', page: 4 });
    now.mockReturnValue(1_000);
    actor.send({ type: 'next' });
    expect(context().pdfPage).toBe(1);
    expect(context().pdfTime).toEqual({});
    now.mockReturnValue(3_000);
    actor.send({ type: 'next' });
    expect(reports.filter((r) => r.type === 'pdfPage').map((r) => r.params)).toEqual([
      { stepIndex: 0, title: 'One', page: 1, seconds: 0 },
      { stepIndex: 0, title: 'One', page: 4, seconds: 1 },
      { stepIndex: 1, title: 'Two', page: 1, seconds: 2 },
    ]);
  });

  it('hears no page off a PDF card', () => {
    const { actor, context } = start(indexed([demo('Tour'), pdf('Brochure')]));
    actor.send({ type: 'start' });
    actor.send({ type: 'pdf.page', page: 3 });
    expect(context().pdfPage).toBe(1);
  });

  it('plays a recommendation on the wrap-up, goes back from it, and starts over', () => {
    const { actor, value, context } = start(indexed([demo('Tour')]), [demoId]);
    actor.send({ type: 'start' });
    actor.send({ type: 'next' });
    actor.send({ type: 'recommendation.open', index: 3 });
    expect(value()).toEqual({ wrapUp: 'idle' });
    actor.send({ type: 'recommendation.open', index: 0 });
    expect(value()).toEqual({ wrapUp: 'watching' });
    expect(context().watching).toBe(0);
    actor.send({ type: 'recommendation.close' });
    expect(value()).toEqual({ wrapUp: 'idle' });
    actor.send({ type: 'back' });
    expect(value()).toEqual({ card: 'demo' });
    actor.send({ type: 'next' });
    actor.send({ type: 'restart' });
    expect(value()).toEqual({ card: 'demo' });
    expect(context().history).toEqual([]);
    expect(context().prevIndex).toBe(-1);
  });

  it('counts progress by steps, a rule result as its step', () => {
    const { actor, context } = start(indexed([demo('A'), { rule: pdf('R'), when: null }, demo('B')]));
    expect(cyoaProgress(context())).toEqual({ current: 2, total: 2 });
    actor.send({ type: 'start' });
    expect(cyoaProgress(context())).toEqual({ current: 1, total: 2 });
    actor.send({ type: 'next' });
    expect(cyoaProgress(context())).toEqual({ current: 1, total: 2 });
    actor.send({ type: 'next' });
    expect(cyoaProgress(context())).toEqual({ current: 2, total: 2 });
  });
});

/** Random complete CYOAs: every step and rule result filled in, so `cyoaSaveProblem` finds nothing. */
const choice = fc.constantFrom('Sales', 'Support', 'Marketing', 'Other');
const result: fc.Arbitrary<StepResult> = fc.oneof(
  fc.constant(demo('Tour')),
  fc.constant(pdf('Brochure')),
  fc
    .tuple(
      fc.constantFrom('single', 'multiple', 'text') as fc.Arbitrary<'single' | 'multiple' | 'text'>,
      fc.uniqueArray(choice, { minLength: 1, maxLength: 4 }),
    )
    .map(([type, choices]) => question('Which?', choices, type)),
  fc
    .tuple(
      fc.boolean(),
      fc.constantFrom('next', 'wrapUp', 'link') as fc.Arbitrary<'next' | 'wrapUp' | 'link'>,
      fc.constantFrom('next', 'wrapUp', 'link') as fc.Arbitrary<'next' | 'wrapUp' | 'link'>,
      fc.boolean(),
      fc.boolean(),
    )
    .map(([input, first, second, showFirst, showSecond]) => ({
      ...modal('Hello', input),
      firstCTA: { ...cta('One', first, 'https://acme.example/1'), show: showFirst },
      secondCTA: { ...cta('Two', second, 'https://acme.example/2'), show: showSecond },
    })),
);
const entry = fc.oneof(
  { weight: 3, arbitrary: result },
  {
    weight: 2,
    arbitrary: fc
      .tuple(result, fc.option(fc.tuple(fc.nat(12), choice), { nil: null }))
      .map(([rule, when]) => ({ rule, when })),
  },
);
const cyoaContent = fc
  .array(entry, { minLength: 1, maxLength: 12 })
  .map((entries): CyoaContent => ({ ...newCyoaContent(), name: 'Pick your path', data: indexed(entries) }));

/** What a prospect may do on any screen: answer anything, click anything, go back, let a video end. */
const action = fc.oneof(
  fc.constant({ type: 'next' } as const),
  fc.constant({ type: 'back' } as const),
  fc.constant({ type: 'demo.ended' } as const),
  fc.constantFrom({ type: 'page.hidden' } as const, { type: 'page.shown' } as const),
  fc.integer({ min: 0, max: 4 }).map((page) => ({ type: 'pdf.page', page }) as const),
  fc.uniqueArray(choice, { maxLength: 3 }).map((choices) => ({ type: 'choices.change', choices }) as const),
  fc
    .constantFrom('', 'sales', '  Support ', 'why not')
    .map((value) => ({ type: 'text.change', value }) as const),
  fc.constantFrom('firstCTA', 'secondCTA').map((which) => ({ type: 'cta', which }) as const),
);

describe('cyoaRuntimeMachine never dead-ends', () => {
  it('for any valid CYOA and any answers, clicks and Backs, answering and Next reach the wrap-up', () => {
    fc.assert(
      fc.property(cyoaContent, fc.array(action, { maxLength: 60 }), (content, actions) => {
        fc.pre(cyoaSaveProblem(content) === null);
        const { actor, context } = start(content.data);
        actor.send({ type: 'start' });
        for (const event of actions) actor.send(event);
        // From wherever the prospect got to: answer the card if it asks, and press Next.
        const bound = content.data.length + 2;
        for (let press = 0; press < bound && !actor.getSnapshot().matches('wrapUp'); press += 1) {
          const snapshot = actor.getSnapshot();
          expect(snapshot.matches('card')).toBe(true);
          const card = context().card!;
          if (card.content.type === 'question') {
            if (card.content.questionType === 'text') actor.send({ type: 'text.change', value: 'anything' });
            else actor.send({ type: 'choices.change', choices: [card.content.choices[0]!] });
          }
          actor.send({ type: 'next' });
        }
        expect(actor.getSnapshot().matches('wrapUp')).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('every card on the way has a way forward: Next moves it (or asks for the answer it needs)', () => {
    fc.assert(
      fc.property(cyoaContent, fc.array(action, { maxLength: 80 }), (content, actions) => {
        fc.pre(cyoaSaveProblem(content) === null);
        const { actor } = start(content.data);
        actor.send({ type: 'start' });
        for (const event of actions) {
          actor.send(event);
          const snapshot = actor.getSnapshot();
          expect(snapshot.status).toBe('active');
          if (snapshot.matches('card')) {
            const before = snapshot.context;
            const probe = createActor(cyoaRuntimeMachine, {
              snapshot: actor.getPersistedSnapshot(),
              input: before,
            }).start();
            probe.send({ type: 'next' });
            const after = probe.getSnapshot();
            const moved = after.context.card !== before.card || after.matches('wrapUp');
            expect(moved || after.matches({ card: { question: 'missing' } })).toBe(true);
            probe.stop();
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
