import {
  conditionOperations,
  type FormJson,
  formJson,
  isModalOperation,
  mappingRules,
  newRule,
  pageRulesKit,
  type Rule,
  resultEpisodes,
} from '@showroom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mappingTabMachine } from './mappingTabMachine.ts';
import { createRulesEditor, type RulesEditorKit } from './rulesEditor.ts';

// The console's kit (features/pages/rules/kit.ts): the contract's rules, as the editor takes them.
const kit: RulesEditorKit = pageRulesKit;
const editor = createRulesEditor(kit);
const { questions: q, rules: r } = editor;

const form: FormJson = {
  questions: [
    { name: 'Team size', type: 'radiogroup', choices: ['1-10', '11+'] },
    { name: 'Interests', type: 'checkbox', choices: ['CRM', 'Analytics', 'Billing'] },
  ],
};
const completeRule = (uniqueId: string, index: number, demo = 'demo-1'): Rule => ({
  uniqueId,
  index,
  episode: 'rule',
  extra: [{ type: 'condition', variable: 'Team size', operation: 'equals', value: ['11+'], logic: '&&' }],
  result: { episode: 'demo', payload: { id: demo } },
});

describe('questions (spec 3 §2.10 Questions tab)', () => {
  it('adds a question with one empty choice, which asks for a choice', () => {
    const next = q.add({ questions: [] }, 'checkbox');
    expect(next.questions).toEqual([{ name: '', type: 'checkbox', choices: [''] }]);
    expect(q.choiceProblems(next.questions[0]!)).toEqual(['Please enter a choice']);
    expect(q.problem(next)).toBe('Please enter a choice');
  });

  it('says a repeated choice already exists, ignoring case and spaces', () => {
    const next = q.setChoice(q.addChoice(form, 0), 0, 2, ' 11+ ');
    expect(q.choiceProblems(next.questions[0]!)).toEqual([
      undefined,
      undefined,
      'This choice already exists',
    ]);
    expect(q.problem(next)).toBe('This choice already exists');
    expect(q.problem(form)).toBeUndefined();
  });

  it('switches between checkbox and multiple choice, renames, removes', () => {
    let next = q.setType(form, 0, 'checkbox');
    next = q.setName(next, 0, 'Seats');
    next = q.removeChoice(next, 0, 0);
    expect(next.questions[0]).toEqual({ name: 'Seats', type: 'checkbox', choices: ['11+'] });
    expect(q.remove(next, 0).questions).toEqual([form.questions[1]]);
    expect(form.questions[0]).toEqual({ name: 'Team size', type: 'radiogroup', choices: ['1-10', '11+'] });
  });

  it('letters choices A to Z: never more than 26, whatever the adds and removes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('add'), fc.nat(30)), { maxLength: 60 }), (steps) => {
        let next: FormJson = { questions: [{ name: 'Q', type: 'checkbox', choices: [] }] };
        for (const step of steps)
          next = step === 'add' ? q.addChoice(next, 0) : q.removeChoice(next, 0, step);
        const choices = next.questions[0]!.choices;
        expect(choices.length).toBeLessThanOrEqual(26);
        expect(q.canAddChoice(next.questions[0]!)).toBe(choices.length < 26);
      }),
    );
    const full = {
      questions: [
        { name: 'Q', type: 'checkbox' as const, choices: Array.from({ length: 26 }, (_, i) => `c${i}`) },
      ],
    };
    expect(q.addChoice(full, 0)).toEqual(full);
  });
});

describe('rules (spec 3 §2.10 Mapping tab)', () => {
  it('Add Rule, Add Condition, Add Condition Group, And/Or, delete any item', () => {
    let rules = r.add([], 'a');
    expect(rules).toEqual([newRule('a', 0)]);
    rules = r.addCondition(rules, 0);
    rules = r.setLogic(rules, 0, { item: 1 }, '||');
    rules = r.addConditionGroup(rules, 0);
    rules = r.addCondition(rules, 0, 2);
    rules = r.setLogic(rules, 0, { item: 2, inner: 1 }, '||');
    expect(rules[0]!.extra.map((item) => [item.type, item.logic])).toEqual([
      ['condition', '&&'],
      ['condition', '||'],
      ['group', '&&'],
    ]);
    const group = rules[0]!.extra[2];
    expect(group?.type === 'group' && group.conditions.map((c) => c.logic)).toEqual(['&&', '||']);
    // Deleting a group's conditions one by one deletes the group with its last.
    rules = r.removeItem(rules, 0, { item: 2, inner: 0 });
    expect(rules[0]!.extra).toHaveLength(3);
    rules = r.removeItem(rules, 0, { item: 2, inner: 0 });
    expect(rules[0]!.extra).toHaveLength(2);
    rules = r.removeItem(rules, 0, { item: 0 });
    expect(rules[0]!.extra.map((item) => item.logic)).toEqual(['||']);
  });

  it('keeps rule order as index 0..n-1 through adds and deletes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(-1), fc.nat(10)), { maxLength: 30 }), (steps) => {
        let rules: Rule[] = [];
        const ids: string[] = [];
        steps.forEach((step, n) => {
          if (step === -1) {
            rules = r.add(rules, `r${n}`);
            ids.push(`r${n}`);
          } else if (step < rules.length) {
            rules = r.remove(rules, step);
            ids.splice(step, 1);
          }
        });
        expect(rules.map((rule) => rule.uniqueId)).toEqual(ids);
        expect(rules.map((rule) => rule.index)).toEqual(ids.map((_, i) => i));
      }),
    );
  });

  it('a new question clears the value; a modal card takes only the modal operations', () => {
    let rules = [completeRule('a', 0)];
    rules = r.setVariable(rules, 0, { item: 0 }, 'Interests', 'question');
    expect(rules[0]!.extra[0]).toMatchObject({ variable: 'Interests', operation: 'equals', value: [] });
    rules = r.setVariable(rules, 0, { item: 0 }, 'modal-rule', 'modal');
    expect(rules[0]!.extra[0]).toMatchObject({ variable: 'modal-rule', operation: '', value: [] });
    rules = r.setOperation(rules, 0, { item: 0 }, 'modal includes');
    expect(rules[0]!.extra[0]).toMatchObject({ value: '' });
    rules = r.setValue(rules, 0, { item: 0 }, 'pricing, budget');
    rules = r.setVariable(rules, 0, { item: 0 }, 'other-modal', 'modal');
    expect(rules[0]!.extra[0]).toMatchObject({ operation: 'modal includes', value: '' });
    expect(editor.operationsFor('modal')).toEqual(['modal includes', 'modal not includes']);
    expect(editor.operationsFor('question')).toEqual([
      'equals',
      'includes',
      'includes all',
      'not includes',
      '===',
    ]);
  });

  it('switching between a modal and a choice operation changes the value to its shape', () => {
    let rules = [completeRule('a', 0)];
    rules = r.setOperation(rules, 0, { item: 0 }, 'modal not includes');
    expect(rules[0]!.extra[0]).toMatchObject({ value: '11+' });
    rules = r.setOperation(rules, 0, { item: 0 }, 'includes');
    expect(rules[0]!.extra[0]).toMatchObject({ value: [] });
  });

  it('Then: each kind starts empty, the same kind keeps its target; a modal description stops at 400', () => {
    expect(r.setResultKind([completeRule('a', 0)], 0, 'demo')).toEqual([completeRule('a', 0)]);
    for (const episode of resultEpisodes) {
      const other = episode === 'demo' ? 'pdf' : 'demo';
      const rules = r.setResultKind(r.setResultKind([completeRule('a', 0)], 0, other), 0, episode);
      expect(rules[0]!.result.episode).toBe(episode);
      expect(editor.resultGap(rules[0]!)).toBe(true);
    }
    const modal = r.setResultKind([completeRule('a', 0)], 0, 'modal')[0]!.result;
    if (modal.episode !== 'modal') throw new Error('not a modal');
    const rules = r.setResult([completeRule('a', 0)], 0, {
      ...modal,
      payload: { ...modal.payload, title: 'Hi', description: 'x'.repeat(450) },
    });
    const result = rules[0]!.result;
    expect(result.episode === 'modal' && result.payload.description.length).toBe(400);
  });

  it('any sequence of edits leaves a mapping the contract accepts', () => {
    const edit = fc.oneof(
      fc.record({ op: fc.constant('addRule' as const) }),
      fc.record({ op: fc.constant('removeRule' as const), at: fc.nat(4) }),
      fc.record({
        op: fc.constant('addCondition' as const),
        at: fc.nat(4),
        group: fc.option(fc.nat(4), { nil: undefined }),
      }),
      fc.record({ op: fc.constant('addGroup' as const), at: fc.nat(4) }),
      fc.record({
        op: fc.constant('removeItem' as const),
        at: fc.nat(4),
        item: fc.nat(4),
        inner: fc.option(fc.nat(3), { nil: undefined }),
      }),
      fc.record({
        op: fc.constant('logic' as const),
        at: fc.nat(4),
        item: fc.nat(4),
        logic: fc.constantFrom('&&' as const, '||' as const),
      }),
      fc.record({
        op: fc.constant('operation' as const),
        at: fc.nat(4),
        item: fc.nat(4),
        operation: fc.constantFrom(...conditionOperations),
      }),
      fc.record({
        op: fc.constant('value' as const),
        at: fc.nat(4),
        item: fc.nat(4),
        value: fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.array(fc.constantFrom('CRM', 'Billing', '11+'), { maxLength: 3 }),
        ),
      }),
      fc.record({
        op: fc.constant('kind' as const),
        at: fc.nat(4),
        episode: fc.constantFrom(...resultEpisodes),
      }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
        let rules: Rule[] = [];
        edits.forEach((e, n) => {
          switch (e.op) {
            case 'addRule':
              rules = r.add(rules, `r${n}`);
              break;
            case 'removeRule':
              rules = r.remove(rules, e.at);
              break;
            case 'addCondition':
              rules = r.addCondition(rules, e.at, e.group);
              break;
            case 'addGroup':
              rules = r.addConditionGroup(rules, e.at);
              break;
            case 'removeItem':
              rules = r.removeItem(rules, e.at, { item: e.item, inner: e.inner });
              break;
            case 'logic':
              rules = r.setLogic(rules, e.at, { item: e.item }, e.logic);
              break;
            case 'operation':
              rules = r.setOperation(rules, e.at, { item: e.item }, e.operation);
              break;
            case 'value':
              rules = r.setValue(rules, e.at, { item: e.item }, e.value);
              break;
            case 'kind':
              rules = r.setResultKind(rules, e.at, e.episode);
              break;
          }
        });
        expect(mappingRules.safeParse(rules).success).toBe(true);
        // A modal operation's value is text; every other a list of choices.
        for (const rule of rules)
          for (const item of rule.extra.flatMap((i) => (i.type === 'group' ? i.conditions : [i])))
            if (item.operation !== '')
              expect(typeof item.value === 'string').toBe(isModalOperation(item.operation));
      }),
    );
  });
});

describe('incomplete detection (spec 3 §2.10, §5)', () => {
  it('a condition lacks its question, operation or value', () => {
    const rules = [completeRule('a', 0)];
    const c = (patch: object) => ({ ...(rules[0]!.extra[0] as object), ...patch }) as never;
    expect(editor.conditionGaps(c({}), form, rules)).toEqual({
      variable: false,
      operation: false,
      value: false,
    });
    expect(editor.conditionGaps(c({ variable: '' }), form, rules).variable).toBe(true);
    expect(editor.conditionGaps(c({ variable: 'Gone' }), form, rules).variable).toBe(true);
    expect(editor.conditionGaps(c({ operation: '' }), form, rules).operation).toBe(true);
    expect(editor.conditionGaps(c({ operation: 'modal includes' }), form, rules).operation).toBe(true);
    expect(editor.conditionGaps(c({ value: [] }), form, rules).value).toBe(true);
    // A choice the question no longer has.
    expect(editor.conditionGaps(c({ value: ['50+'] }), form, rules).value).toBe(true);
  });

  it("refuses a save with 'Mapping not saved due to incomplete fields', naming the rules", () => {
    const rules = [completeRule('a', 0), r.add([completeRule('a', 0)], 'b')[1]!];
    expect(editor.mappingProblems(form, rules)).toEqual({
      incomplete: ['b'],
      message: 'Mapping not saved due to incomplete fields',
    });
    expect(editor.mappingProblems(form, [completeRule('a', 0), completeRule('c', 1, 'demo-2')])).toEqual({
      incomplete: [],
    });
    // A stale choice (the question's choice was renamed) is incomplete too.
    const renamed = q.setChoice(form, 0, 1, '11-50');
    expect(editor.mappingProblems(renamed, [completeRule('a', 0)])).toEqual({
      incomplete: ['a'],
      message: 'Mapping not saved due to incomplete fields',
    });
  });

  it('modal cards with an input are offered to conditions', () => {
    let rules = r.setResultKind([completeRule('a', 0), completeRule('m', 1)], 1, 'modal');
    const modal = rules[1]!.result;
    if (modal.episode !== 'modal') throw new Error('not a modal');
    expect(editor.variableOptions(form, rules).map((o) => o.kind)).toEqual(['question', 'question']);
    rules = r.setResult(rules, 1, {
      ...modal,
      payload: { ...modal.payload, title: 'Tell us more', showInputBox: true },
    });
    expect(editor.variableOptions(form, rules).at(-1)).toEqual({
      value: 'm',
      label: 'Tell us more',
      kind: 'modal',
    });
  });

  it("publishing needs questions and a mapping: 'Please create Questions & Mapping'", () => {
    expect(editor.publishProblem({ questions: [] }, [completeRule('a', 0)])).toBe(
      'Please create Questions & Mapping',
    );
    expect(editor.publishProblem(form, [])).toBe('Please create Questions & Mapping');
    expect(editor.publishProblem(form, [completeRule('a', 0)], false)).toBe(
      'Please create Questions & Mapping',
    );
    expect(editor.publishProblem(form, [completeRule('a', 0)])).toBeUndefined();
    expect(formJson.safeParse(form).success).toBe(true);
  });
});

describe('renames follow into the mapping', () => {
  it('a question or a choice renamed in place is renamed in every condition', () => {
    const rules = [
      completeRule('a', 0),
      { ...completeRule('b', 1), result: { episode: 'question' as const, payload: { id: 'Team size' } } },
    ];
    const after = q.setChoice(q.setName(form, 0, 'Seats'), 0, 1, '11-50');
    const next = editor.followQuestions(rules, form, after);
    expect(next[0]!.extra[0]).toMatchObject({ variable: 'Seats', value: ['11-50'] });
    expect(next[1]!.result).toEqual({ episode: 'question', payload: { id: 'Seats' } });
    expect(editor.mappingProblems(after, [next[0]!])).toEqual({ incomplete: [] });
  });

  it('adding or removing a question or a choice renames nothing', () => {
    const rules = [completeRule('a', 0)];
    expect(editor.followQuestions(rules, form, q.remove(form, 1))).toEqual(rules);
    expect(editor.followQuestions(rules, form, q.removeChoice(form, 0, 0))).toEqual(rules);
    expect(editor.followQuestions(rules, form, form)).toEqual(rules);
  });
});

describe('mappingTabMachine (spec 3 §2.10: content after 500 ms with a loading indicator)', () => {
  it('waits the delay, then is ready', async () => {
    const actor = createActor(mappingTabMachine, { input: { delayMs: 20 } }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
