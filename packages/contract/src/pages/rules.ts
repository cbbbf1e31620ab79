import * as z from 'zod/mini';
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

export type { Action, Answers } from '../rules/mapping.ts';
export { conditionHolds, evaluateRules, ruleHolds } from '../rules/mapping.ts';

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
