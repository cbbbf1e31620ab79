import type { LogicOperator } from '../pages/constants.ts';
import type { Condition, Rule, RuleResult } from '../pages/rules.ts';
import { conditionIncomplete, listOf, modalWords, ruleIncomplete } from './pages.ts';

/**
 * spec 3 §2.10 and issue 13: the mapping's evaluation, pure and free of the schemas (types only
 * from the rest of the contract), so the prospect page's machine runs it as a value. pages/rules.ts
 * re-exports it; the console's preview and the prospect's page call this same function.
 */

/** A prospect's answers: a question's chosen choices (one for a radio group), a modal's typed text. */
export type Answers = Readonly<Record<string, string | readonly string[] | undefined>>;

const norm = (value: string) => value.trim().toLocaleLowerCase('en');

/**
 * Whether one condition holds for `answers`. Choices compare trimmed and without regard to case,
 * except '===', which is the exact list in the exact order; modal words match anywhere in the
 * typed text, without regard to case.
 * - equals: the same choices, in any order.
 * - includes: at least one of the value's choices was chosen.
 * - includes all: every one of them was chosen.
 * - not includes: none of them was chosen.
 * - ===: exactly these choices, in this order, letter for letter.
 * - modal includes / modal not includes: the typed text holds one of the words / none of them.
 * An unanswered question has chosen nothing. An incomplete condition never holds.
 */
export const conditionHolds = (item: Condition, answers: Answers): boolean =>
  holds(item, answerView(answers));

/**
 * The answers prepared for one evaluation: each question's chosen choices (trimmed, without case)
 * and typed text, made the first time a condition asks and reused by every other (a page may hold
 * a thousand conditions on a handful of questions).
 */
function answerView(answers: Answers) {
  const chosen = new Map<string, ReadonlySet<string>>();
  const typed = new Map<string, string>();
  return {
    raw: (variable: string) => answers[variable],
    chosen(variable: string) {
      let set = chosen.get(variable);
      if (!set) {
        const answer = answers[variable];
        set = new Set(answer === undefined ? [] : listOf(answer).map(norm));
        chosen.set(variable, set);
      }
      return set;
    },
    typed(variable: string) {
      let text = typed.get(variable);
      if (text === undefined) {
        const answer = answers[variable];
        text = norm(answer === undefined ? '' : typeof answer === 'string' ? answer : answer.join(' '));
        typed.set(variable, text);
      }
      return text;
    },
  };
}
type AnswerView = ReturnType<typeof answerView>;

/**
 * A condition's own value, normalised once per condition object: a page's rules are the same
 * objects for every answer the prospect gives, so only the first evaluation pays for them.
 */
const wantedCache = new WeakMap<Condition, { choices: ReadonlySet<string>; words: readonly string[] }>();
const wantedOf = (item: Condition) => {
  let wanted = wantedCache.get(item);
  if (!wanted) {
    wanted = { choices: new Set(listOf(item.value).map(norm)), words: modalWords(item.value).map(norm) };
    wantedCache.set(item, wanted);
  }
  return wanted;
};

function holds(item: Condition, answers: AnswerView): boolean {
  if (conditionIncomplete(item)) return false;
  if (item.operation === 'modal includes' || item.operation === 'modal not includes') {
    const typed = answers.typed(item.variable);
    const found = wantedOf(item).words.some((word) => typed.includes(word));
    return item.operation === 'modal includes' ? found : !found;
  }
  if (item.operation === '===') {
    const answer = answers.raw(item.variable);
    const raw = answer === undefined ? [] : typeof answer === 'string' ? [answer] : [...answer];
    const exact = typeof item.value === 'string' ? [item.value] : item.value;
    return raw.length === exact.length && raw.every((choice, index) => choice === exact[index]);
  }
  const chosenSet = answers.chosen(item.variable);
  const wantedSet = wantedOf(item).choices;
  switch (item.operation) {
    case 'equals':
      return chosenSet.size === wantedSet.size && [...wantedSet].every((choice) => chosenSet.has(choice));
    case 'includes':
      return [...wantedSet].some((choice) => chosenSet.has(choice));
    case 'includes all':
      return [...wantedSet].every((choice) => chosenSet.has(choice));
    case 'not includes':
      return ![...wantedSet].some((choice) => chosenSet.has(choice));
  }
  return false;
}

/** Items joined by their logic, And before Or: an Or of And-chains. Empty is false. */
function joined<T extends { logic: LogicOperator }>(items: readonly T[], holds: (item: T) => boolean) {
  if (items.length === 0) return false;
  let any = false;
  let chain = true;
  items.forEach((item, index) => {
    if (index > 0 && item.logic === '||') {
      any ||= chain;
      chain = true;
    }
    chain &&= holds(item);
  });
  return any || chain;
}

/** Whether a rule's items hold for `answers` (And before Or, groups in parentheses). */
export const ruleHolds = (rule: Pick<Rule, 'extra'>, answers: Answers): boolean =>
  ruleHoldsIn(rule, answerView(answers));

const ruleHoldsIn = (rule: Pick<Rule, 'extra'>, answers: AnswerView): boolean =>
  joined(rule.extra, (item) =>
    item.type === 'group' ? joined(item.conditions, (inner) => holds(inner, answers)) : holds(item, answers),
  );

/** What to do for one matched rule: its result, with the rule that gave it. */
export interface Action {
  rule: string;
  result: RuleResult;
}

/**
 * spec 3 §2.10 / issue 13: what to do for a prospect's answers. Every complete rule whose items
 * hold, in rule order (by `index`, then as listed); each gives its result. The same demo, PDF or
 * question twice is done once, at its first place. Incomplete rules are skipped. Pure: the
 * console's preview and the prospect's page call this same function.
 */
export function evaluateRules(
  rules: readonly Rule[],
  answers: Answers,
  questions?: readonly string[],
): Action[] {
  const ordered = rules.map((rule, position) => ({ rule, position }));
  ordered.sort((a, b) => a.rule.index - b.rule.index || a.position - b.position);
  const seen = new Set<string>();
  const actions: Action[] = [];
  const view = answerView(answers);
  for (const { rule } of ordered) {
    if (ruleIncomplete(rule, questions) || !ruleHoldsIn(rule, view)) continue;
    const key = resultKey(rule.result);
    if (key !== undefined) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    actions.push({ rule: rule.uniqueId, result: rule.result });
  }
  return actions;
}

/** Same-target results are done once; modals are each their own card. */
const resultKey = (result: RuleResult) => {
  switch (result.episode) {
    case 'demo':
    case 'question':
      return `${result.episode}:${result.payload.id}`;
    case 'pdf':
      return `pdf:${result.payload.pdf.link}`;
    case 'modal':
      return undefined;
  }
};
