import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Answers,
  type Condition,
  type ConditionOperation,
  conditionHolds,
  conditionOperations,
  evaluateRules,
  incompleteRules,
  mappingSaveProblem,
  modalWords,
  newCondition,
  newRule,
  type Rule,
  type RuleItem,
  ruleExpression,
  ruleHolds,
  ruleIncomplete,
} from './index.ts';

const cond = (
  variable: string,
  operation: ConditionOperation | '',
  value: string | string[],
  logic: '&&' | '||' = '&&',
): Condition => ({ type: 'condition', variable, operation, value, logic });

const ruleOf = (extra: RuleItem[], demo: string, index = 0, uniqueId = demo): Rule => ({
  uniqueId,
  index,
  episode: 'rule',
  extra,
  result: { episode: 'demo', payload: { id: demo } },
});

// A condition whose truth is known: question `q<i>` is answered 'yes'; equals 'yes' holds, 'no' not.
const known = (index: number, truth: boolean, logic: '&&' | '||'): Condition =>
  cond(`q${index}`, 'equals', [truth ? 'yes' : 'no'], logic);
const allYes = (count: number): Answers =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index}`, ['yes']]));

// The oracle: JavaScript's own && and || over the same truths, groups in parentheses.
const jsValue = (expression: string) => Function(`"use strict"; return (${expression});`)() as boolean;

const logic = fc.constantFrom<'&&' | '||'>('&&', '||');
const flatItem = fc.record({ truth: fc.boolean(), logic });
const treeItem = fc.oneof(
  flatItem.map((item) => ({ ...item, group: undefined })),
  fc.record({ logic, group: fc.array(flatItem, { minLength: 1, maxLength: 5 }) }).map((item) => ({
    ...item,
    truth: false,
  })),
);

describe('rule evaluator: And/Or and groups (spec 3 §2.10, §9 Logic And (&&), Or (||))', () => {
  it('joins conditions as JavaScript joins && and || (And before Or)', () => {
    fc.assert(
      fc.property(fc.array(flatItem, { minLength: 1, maxLength: 12 }), (items) => {
        const extra = items.map((item, index) => known(index, item.truth, item.logic));
        const oracle = items
          .map((item, index) => (index === 0 ? `${item.truth}` : `${item.logic} ${item.truth}`))
          .join(' ');
        expect(ruleHolds({ extra }, allYes(items.length))).toBe(jsValue(oracle));
      }),
    );
  });

  it('evaluates a group as its parenthesised conditions', () => {
    fc.assert(
      fc.property(fc.array(treeItem, { minLength: 1, maxLength: 6 }), (items) => {
        let next = 0;
        const extra: RuleItem[] = [];
        const parts: string[] = [];
        items.forEach((item, index) => {
          const join = index === 0 ? '' : `${item.logic} `;
          if (item.group) {
            const inner = item.group.map((member) => known(next++, member.truth, member.logic));
            extra.push({ type: 'group', logic: item.logic, conditions: inner });
            const text = item.group
              .map((member, at) => (at === 0 ? `${member.truth}` : `${member.logic} ${member.truth}`))
              .join(' ');
            parts.push(`${join}(${text})`);
          } else {
            extra.push(known(next++, item.truth, item.logic));
            parts.push(`${join}${item.truth}`);
          }
        });
        expect(ruleHolds({ extra }, allYes(next))).toBe(jsValue(parts.join(' ')));
      }),
    );
  });

  it('a && b || c is (a && b) || c; a || b && c is a || (b && c)', () => {
    const answers = allYes(3);
    // false && true || true
    expect(
      ruleHolds({ extra: [known(0, false, '&&'), known(1, true, '&&'), known(2, true, '||')] }, answers),
    ).toBe(true);
    // true || false && false
    expect(
      ruleHolds({ extra: [known(0, true, '&&'), known(1, false, '||'), known(2, false, '&&')] }, answers),
    ).toBe(true);
    // (true || false) && false
    expect(
      ruleHolds(
        {
          extra: [
            { type: 'group', logic: '&&', conditions: [known(0, true, '&&'), known(1, false, '||')] },
            known(2, false, '&&'),
          ],
        },
        answers,
      ),
    ).toBe(false);
  });

  it('writes the expression with && and || and groups in parentheses', () => {
    const text = ruleExpression({
      extra: [
        cond('Size', 'equals', ['Large']),
        {
          type: 'group',
          logic: '||',
          conditions: [cond('Role', 'includes', ['CTO']), cond('Role', '===', ['CEO'], '&&')],
        },
      ],
    });
    expect(text).toBe('Size equals ["Large"] || (Role includes ["CTO"] && Role === ["CEO"])');
  });
});

const choice = fc.constantFrom('Red', 'Green', 'Blue', 'Cyan', 'Magenta');
const choices = fc.uniqueArray(choice, { maxLength: 5 });

describe('rule evaluator: the seven operations', () => {
  it('has exactly the spec operations', () => {
    expect(conditionOperations).toEqual([
      'equals',
      'includes',
      'includes all',
      'not includes',
      '===',
      'modal includes',
      'modal not includes',
    ]);
  });

  it('equals: the same choices in any order, case and spaces aside', () => {
    fc.assert(
      fc.property(choices, choices, (chosen, wanted) => {
        const holds = conditionHolds(cond('q', 'equals', wanted.length ? wanted : ['Red']), { q: chosen });
        const want = new Set(wanted.length ? wanted : ['Red']);
        expect(holds).toBe(chosen.length === want.size && chosen.every((c) => want.has(c)));
        expect(
          conditionHolds(
            cond(
              'q',
              'equals',
              [...chosen].reverse().map((c) => ` ${c.toUpperCase()} `),
            ),
            { q: chosen },
          ),
        ).toBe(chosen.length > 0);
      }),
    );
  });

  it('includes: at least one; includes all: every one; not includes: none', () => {
    fc.assert(
      fc.property(choices, fc.uniqueArray(choice, { minLength: 1, maxLength: 5 }), (chosen, wanted) => {
        const answers = { q: chosen };
        const some = wanted.some((c) => chosen.includes(c));
        expect(conditionHolds(cond('q', 'includes', wanted), answers)).toBe(some);
        expect(conditionHolds(cond('q', 'includes all', wanted), answers)).toBe(
          wanted.every((c) => chosen.includes(c)),
        );
        expect(conditionHolds(cond('q', 'not includes', wanted), answers)).toBe(!some);
      }),
    );
  });

  it('===: exactly these choices in this order, letter for letter', () => {
    fc.assert(
      fc.property(fc.uniqueArray(choice, { minLength: 1, maxLength: 5 }), (chosen) => {
        expect(conditionHolds(cond('q', '===', chosen), { q: chosen })).toBe(true);
        if (chosen.length > 1)
          expect(conditionHolds(cond('q', '===', [...chosen].reverse()), { q: chosen })).toBe(false);
        expect(
          conditionHolds(
            cond(
              'q',
              '===',
              chosen.map((c) => c.toLowerCase()),
            ),
            { q: chosen },
          ),
        ).toBe(false);
      }),
    );
    // A radio answer is one choice.
    expect(conditionHolds(cond('q', '===', 'Red'), { q: 'Red' })).toBe(true);
    expect(conditionHolds(cond('q', 'equals', 'red'), { q: 'Red' })).toBe(true);
  });

  it('an unanswered question has chosen nothing', () => {
    expect(conditionHolds(cond('q', 'includes', ['Red']), {})).toBe(false);
    expect(conditionHolds(cond('q', 'not includes', ['Red']), {})).toBe(true);
  });

  const word = fc.constantFrom('pricing', 'demo', 'security', 'sso', 'api');
  it('modal includes / not includes: any of the comma-separated words in the typed text', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(' ', '  ', ''), { minLength: 4, maxLength: 4 }),
        fc.array(word, { maxLength: 4 }),
        (words, pads, typedWords) => {
          // 'pricing , demo,,  sso': spaces around commas and empty words are ignored.
          const value = `${words.map((w, i) => `${pads[i % 4]}${w}${pads[(i + 1) % 4]}`).join(',')},`;
          expect(modalWords(value)).toEqual(words);
          const typed = `We care about ${typedWords.join(' and ').toUpperCase()}.`;
          const found = words.some((w) => typedWords.includes(w));
          expect(conditionHolds(cond('m1', 'modal includes', value), { m1: typed })).toBe(found);
          expect(conditionHolds(cond('m1', 'modal not includes', value), { m1: typed })).toBe(!found);
        },
      ),
    );
  });
});

describe('rule evaluator: what to do', () => {
  const questions = ['Size', 'Role'];
  const rules: Rule[] = [
    ruleOf([cond('Size', 'equals', ['Large'])], 'demo-enterprise', 1),
    ruleOf([cond('Role', 'includes', ['CTO', 'CIO'])], 'demo-security', 0),
    ruleOf(
      [cond('Size', 'equals', ['Large'], '&&'), cond('Role', 'includes', ['CTO'], '||')],
      'demo-enterprise',
      2,
      'again',
    ),
    {
      ...ruleOf([cond('Size', 'equals', ['Small'])], 'x', 3, 'modal'),
      result: { episode: 'pdf', payload: { pdf: { title: 'Guide', link: 'https://example.com/g.pdf' } } },
    },
  ];

  it('gives the results of the rules that hold, in rule order, each target once', () => {
    expect(evaluateRules(rules, { Size: ['Large'], Role: ['CTO'] }, questions)).toEqual([
      { rule: 'demo-security', result: { episode: 'demo', payload: { id: 'demo-security' } } },
      { rule: 'demo-enterprise', result: { episode: 'demo', payload: { id: 'demo-enterprise' } } },
    ]);
    expect(evaluateRules(rules, { Size: ['Small'] }, questions).map((a) => a.result.episode)).toEqual([
      'pdf',
    ]);
    expect(evaluateRules(rules, {}, questions)).toEqual([]);
  });

  it('skips incomplete rules and is pure (same input, same output, input unchanged)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), choices, (complete, chosen) => {
        const list = complete.map((ok, index) =>
          ruleOf([ok ? cond('Size', 'includes', ['Red']) : cond('Size', '', ['Red'])], `d${index}`, index),
        );
        const frozen = structuredClone(list);
        const first = evaluateRules(list, { Size: chosen });
        expect(evaluateRules(list, { Size: chosen })).toEqual(first);
        expect(list).toEqual(frozen);
        expect(first.length).toBe(chosen.includes('Red') ? complete.filter(Boolean).length : 0);
      }),
    );
  });
});

describe('incomplete rules (spec 3 §2.10, §5)', () => {
  it('marks a missing question, operation or value, an empty group and a missing result', () => {
    const ok = ruleOf([cond('Size', 'equals', ['Large'])], 'd1');
    expect(ruleIncomplete(ok)).toBe(false);
    expect(ruleIncomplete(ruleOf([cond('', 'equals', ['Large'])], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([cond('Size', '', ['Large'])], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([cond('Size', 'equals', [' '])], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([cond('m', 'modal includes', ' , ')], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([{ type: 'group', logic: '&&', conditions: [] }], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([], 'd'))).toBe(true);
    expect(ruleIncomplete(ruleOf([cond('Size', 'equals', ['Large'])], ''))).toBe(true);
    expect(ruleIncomplete(newRule('r', 0))).toBe(true);
    expect(ruleIncomplete(ok, ['Role'])).toBe(true);
    expect(incompleteRules([ok, newRule('new', 1)], ['Size'])).toEqual(['new']);
    expect(newCondition('||').logic).toBe('||');
  });

  it("refuses a mapping with an incomplete rule or a result other than a demo: 'Mapping not saved due to incomplete fields'", () => {
    const ok = ruleOf([cond('Size', 'equals', ['Large'])], 'd1');
    expect(mappingSaveProblem([ok])).toBeUndefined();
    expect(mappingSaveProblem([ok, newRule('r', 1)])).toBe('Mapping not saved due to incomplete fields');
    expect(mappingSaveProblem([{ ...ok, result: { episode: 'question', payload: { id: 'q' } } }])).toBe(
      'Mapping not saved due to incomplete fields',
    );
  });
});
