import * as z from 'zod/mini';
import { conditionIncomplete, listOf, modalWords, ruleIncomplete } from '../rules/pages.ts';
import { type LogicOperator, logicOperators, pageConstants } from './constants.ts';
import { pageMessages } from './messages.ts';

/**
 * spec 3 §2.10 Mapping and §3 Rule, Condition, Group condition, Modal and PDF results.
 *
 * A rule is a list of items joined by And (&&) or Or (||): each item is a condition or a
 * condition group, and an item's `logic` joins it to the item before it (the first item's is
 * ignored). And binds tighter than Or, as in the `&&`/`||` the spec writes them with; a group is
 * a parenthesised sub-list with the same rule inside. The rule's result says what to do.
 */

/** §2.10: the seven condition operations, as the spec writes them. */
export const conditionOperations = [
  'equals',
  'includes',
  'includes all',
  'not includes',
  '===',
  'modal includes',
  'modal not includes',
] as const;
export type ConditionOperation = (typeof conditionOperations)[number];

/** §2.10 Then-options: the result kinds (§3 episode kinds) and the labels the editor shows. */
export const resultEpisodes = ['question', 'demo', 'modal', 'pdf'] as const;
export type ResultEpisode = (typeof resultEpisodes)[number];
export const resultLabels: Record<ResultEpisode, string> = {
  question: pageMessages.askQuestion,
  demo: pageMessages.playDemo,
  modal: pageMessages.showModal,
  pdf: pageMessages.showPdf,
};
/** §2.10: on the mapping page only Play Demo is offered. */
export const mappingPageResults: readonly ResultEpisode[] = ['demo'];

const text = (max: number) => z.string().check(z.maxLength(max));
const id = text(200);

/**
 * §3 Condition: the question (`variable`, the question's name, or a modal card's id for the modal
 * operations), the operation, and the value: the chosen choices, or for the modal operations the
 * words, comma-separated. '' / [] mean not chosen yet (the editor saves drafts; see incomplete).
 */
export const condition = z.object({
  type: z.literal('condition'),
  variable: id,
  operation: z.union([z.enum(conditionOperations), z.literal('')]),
  value: z.union([
    text(pageConstants.textMaxLength),
    z.array(text(pageConstants.textMaxLength)).check(z.maxLength(pageConstants.maxChoices)),
  ]),
  logic: z.enum(logicOperators),
});
export type Condition = z.infer<typeof condition>;

/** §3 Group condition: conditions in parentheses, joined to the item before by `logic`. */
export const conditionGroup = z.object({
  type: z.literal('group'),
  logic: z.enum(logicOperators),
  conditions: z.array(condition).check(z.maxLength(pageConstants.maxConditions)),
});
export type ConditionGroup = z.infer<typeof conditionGroup>;

export const ruleItem = z.discriminatedUnion('type', [condition, conditionGroup]);
export type RuleItem = z.infer<typeof ruleItem>;

const link = text(pageConstants.urlMaxLength);

/** §3 Modal result's call to action. */
export const pageModalCta = z.object({
  show: z.boolean(),
  type: z.enum(['button', 'link']),
  label: text(100),
  action: z.enum(['next', 'redirect']),
  redirect: link,
});
export type PageModalCta = z.infer<typeof pageModalCta>;

/** §3 Modal result (§2.10 modal card: description max 400). */
export const modalResult = z.object({
  title: text(pageConstants.titleMaxLength),
  description: text(pageConstants.descriptionMaxLength),
  showInputBox: z.boolean(),
  inputPlaceHolder: text(200),
  firstCTA: pageModalCta,
  secondCTA: pageModalCta,
});
export type ModalResult = z.infer<typeof modalResult>;

/** §3 PDF result: a label (used in analytics) and the PDF's address. */
export const pdfResult = z.object({ pdf: z.object({ title: text(pageConstants.titleMaxLength), link }) });
export type PdfResult = z.infer<typeof pdfResult>;

/** §3 Rule result: the episode kind with its payload ('' until chosen). */
export const ruleResult = z.discriminatedUnion('episode', [
  z.object({ episode: z.literal('demo'), payload: z.object({ id }) }),
  z.object({ episode: z.literal('question'), payload: z.object({ id }) }),
  z.object({ episode: z.literal('modal'), payload: modalResult }),
  z.object({ episode: z.literal('pdf'), payload: pdfResult }),
]);
export type RuleResult = z.infer<typeof ruleResult>;

/**
 * §3 Rule: its items (`extra`), its result, episode 'rule', uniqueId and index; and, as the server
 * stores a saved form's rules (issue 29, D.7: `ruleWithText`), its `variables` (the questions its
 * conditions name) and its `condition` (the items as expression text). The console sends neither.
 */
export const rule = z.object({
  uniqueId: id,
  index: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  episode: z.literal('rule'),
  extra: z.array(ruleItem).check(z.maxLength(pageConstants.maxConditions)),
  result: ruleResult,
  // No limits of their own: a form's whole mapping is at most 2 MB, and the server derives both.
  variables: z.optional(z.array(id)),
  condition: z.optional(z.string()),
});
export type Rule = z.infer<typeof rule>;

export const mappingRules = z.array(rule).check(z.maxLength(pageConstants.maxRules));

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

/** The text of a rule's items as `&&`/`||` with groups in parentheses (the §3 `condition` field). */
export const ruleExpression = (rule: Pick<Rule, 'extra'>): string => {
  const one = (item: Condition) =>
    `${item.variable} ${item.operation} ${JSON.stringify(typeof item.value === 'string' ? item.value : [...item.value])}`;
  const list = <T extends { logic: LogicOperator }>(items: readonly T[], show: (item: T) => string) =>
    items.map((item, index) => (index === 0 ? show(item) : `${item.logic} ${show(item)}`)).join(' ');
  return list(rule.extra, (item) => (item.type === 'group' ? `(${list(item.conditions, one)})` : one(item)));
};

export {
  incompleteRules,
  isModalOperation,
  mappingSaveProblem,
  modalWords,
  resultIncomplete,
  ruleIncomplete,
} from '../rules/pages.ts';

/** A new empty condition, group and rule for the editor's Add buttons. */
export const newCondition = (logic: LogicOperator = '&&'): Condition => ({
  type: 'condition',
  variable: '',
  operation: '',
  value: [],
  logic,
});
export const newConditionGroup = (logic: LogicOperator = '&&'): ConditionGroup => ({
  type: 'group',
  logic,
  conditions: [newCondition()],
});
export const newRule = (uniqueId: string, index: number): Rule => ({
  uniqueId,
  index,
  episode: 'rule',
  extra: [newCondition()],
  result: { episode: 'demo', payload: { id: '' } },
});

/**
 * A rule as the server keeps it (issue 29, D.7): §3's `variables`, the questions its conditions
 * name (groups' too, first use first), and `condition`, its items as expression text
 * (`ruleExpression`), derived from its items so every read of it (GET form, GET page/rule, GET
 * mapping) says the same.
 */
export function ruleWithText(given: Rule): Rule {
  const variables = new Set<string>();
  for (const item of given.extra)
    for (const inner of item.type === 'group' ? item.conditions : [item])
      if (inner.variable.trim() !== '') variables.add(inner.variable);
  return { ...given, variables: [...variables], condition: ruleExpression(given) };
}
