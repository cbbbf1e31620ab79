import type {
  Condition,
  ConditionGroup,
  ConditionOperation,
  FormJson,
  LogicOperator,
  PageModalCta,
  pageRulesKit,
  Question,
  ResultEpisode,
  Rule,
  RuleItem,
  RuleResult,
} from '@showroom/contract';

/*
 * spec 3 §2.10 Questions and Mapping tabs, §3 Form, Rule, Condition, Modal and PDF results, §5 page
 * save and publish: the pure editing of a page's questions and mapping rules. Every function takes
 * the current value and returns the next one (never mutating), so the tabs stay controlled
 * components and the editor shell keeps one value of each.
 *
 * The contract's rules (constructors, checks, limits, messages) arrive as a kit, like the CYOA
 * editor's: the console hands in the contract's `pageRulesKit` (features/pages/rules/kit.ts) and
 * `createRulesEditor` binds these functions to it.
 */

/**
 * What the editing needs of the contract: its `pageRulesKit` (packages/contract/src/pages/rules-kit.ts),
 * the limits, constructors, checks and messages, described there once.
 */
export type RulesEditorKit = typeof pageRulesKit;

/** Where an item of a rule is: `item` in the rule's list, `inner` inside a group. */
export interface ItemPath {
  item: number;
  inner?: number;
}

/** What a condition's first select may name: a question (by name) or a modal card's input (by rule id). */
export interface VariableOption {
  value: string;
  label: string;
  kind: 'question' | 'modal';
}

/** Which of a condition's three parts are missing (§2.10: question, operation or value). */
export interface ConditionGaps {
  variable: boolean;
  operation: boolean;
  value: boolean;
}

/** The mapping's problems for the editor to mark and the shell to refuse a save with. */
export interface MappingProblems {
  /** uniqueIds of the incomplete rules. */
  incomplete: string[];
  /** §5 'Mapping not saved due to incomplete fields' when a save must be refused. */
  message?: string;
}

const replaceAt = <T>(list: readonly T[], index: number, next: T): T[] =>
  list.map((item, at) => (at === index ? next : item));
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** An empty call to action of a modal card ('button' first, 'link' second). */
export const emptyCta = (type: PageModalCta['type']): PageModalCta => ({
  show: false,
  type,
  label: '',
  action: 'next',
  redirect: '',
});

/** A new empty result of each kind (Then: Ask Question, Play Demo, Show Modal, Show PDF). */
export function emptyResult(episode: ResultEpisode): RuleResult {
  switch (episode) {
    case 'demo':
      return { episode, payload: { id: '' } };
    case 'question':
      return { episode, payload: { id: '' } };
    case 'modal':
      return {
        episode,
        payload: {
          title: '',
          description: '',
          showInputBox: false,
          inputPlaceHolder: '',
          firstCTA: emptyCta('button'),
          secondCTA: emptyCta('link'),
        },
      };
    case 'pdf':
      return { episode, payload: { pdf: { title: '', link: '' } } };
  }
}

/** Rules renumbered 0..n-1 in their listed order (the evaluator orders by `index`). */
const renumber = (rules: readonly Rule[]): Rule[] =>
  rules.map((rule, index) => (rule.index === index ? rule : { ...rule, index }));

export function createRulesEditor(kit: RulesEditorKit) {
  // ── Questions ──────────────────────────────────────────────────────────────────────────────
  const question = (form: FormJson, at: number, change: (q: Question) => Question): FormJson => {
    const current = form.questions[at];
    if (!current) return form;
    return { ...form, questions: replaceAt(form.questions, at, change(current)) };
  };

  const questions = {
    /** A new question with one empty choice; refused past the contract's question limit. */
    add: (form: FormJson, type: Question['type'] = 'radiogroup'): FormJson =>
      form.questions.length >= kit.maxQuestions
        ? form
        : { ...form, questions: [...form.questions, { name: '', type, choices: [''] }] },
    remove: (form: FormJson, at: number): FormJson => ({ ...form, questions: removeAt(form.questions, at) }),
    setName: (form: FormJson, at: number, name: string) =>
      question(form, at, (q) => ({ ...q, name: clip(name, kit.textMaxLength) })),
    /** Checkbox (many answers) or multiple choice (a radio group, one answer). */
    setType: (form: FormJson, at: number, type: Question['type']) =>
      question(form, at, (q) => ({ ...q, type })),
    /** A new empty choice, lettered next; none past Z (26). */
    addChoice: (form: FormJson, at: number) =>
      question(form, at, (q) =>
        q.choices.length >= kit.maxChoices ? q : { ...q, choices: [...q.choices, ''] },
      ),
    setChoice: (form: FormJson, at: number, choice: number, text: string) =>
      question(form, at, (q) =>
        choice < 0 || choice >= q.choices.length
          ? q
          : { ...q, choices: replaceAt(q.choices, choice, clip(text, kit.textMaxLength)) },
      ),
    removeChoice: (form: FormJson, at: number, choice: number) =>
      question(form, at, (q) => ({ ...q, choices: removeAt(q.choices, choice) })),
    /** Whether another choice may be added (A to Z). */
    canAddChoice: (q: Question) => q.choices.length < kit.maxChoices,
    /** Each choice's problem: 'Please enter a choice', 'This choice already exists' or undefined. */
    choiceProblems: (q: Question) => q.choices.map((_, index) => kit.choiceProblem(q.choices, index)),
    /** The first choice problem of the form, for the shell to refuse a save with; undefined if none. */
    problem: (form: FormJson): string | undefined => {
      for (const q of form.questions)
        for (let index = 0; index < q.choices.length; index++) {
          const problem = kit.choiceProblem(q.choices, index);
          if (problem) return problem;
        }
      return undefined;
    },
  };

  const clipCta = (cta: PageModalCta): PageModalCta => ({
    ...cta,
    redirect: clip(cta.redirect, kit.urlMaxLength),
  });
  const clipResult = (result: RuleResult): RuleResult => {
    switch (result.episode) {
      case 'modal': {
        const p = result.payload;
        return {
          episode: 'modal',
          payload: {
            ...p,
            description: clip(p.description, kit.descriptionMaxLength),
            inputPlaceHolder: clip(p.inputPlaceHolder, 200),
            firstCTA: clipCta(p.firstCTA),
            secondCTA: clipCta(p.secondCTA),
          },
        };
      }
      case 'pdf':
        return {
          episode: 'pdf',
          payload: { pdf: { ...result.payload.pdf, link: clip(result.payload.pdf.link, kit.urlMaxLength) } },
        };
      default:
        return result;
    }
  };

  // ── Rules ──────────────────────────────────────────────────────────────────────────────────
  const rule = (rules: readonly Rule[], at: number, change: (r: Rule) => Rule): Rule[] => {
    const current = rules[at];
    return current ? replaceAt(rules, at, change(current)) : [...rules];
  };

  /** Applies `change` to the condition at `path` (a group's inner condition or a top-level one). */
  const condition = (
    rules: readonly Rule[],
    at: number,
    path: ItemPath,
    change: (c: Condition) => Condition,
  ): Rule[] =>
    rule(rules, at, (r) => {
      const item = r.extra[path.item];
      if (!item) return r;
      if (item.type === 'condition')
        return path.inner === undefined ? { ...r, extra: replaceAt(r.extra, path.item, change(item)) } : r;
      if (path.inner === undefined) return r;
      const inner = item.conditions[path.inner];
      if (!inner) return r;
      const group: ConditionGroup = {
        ...item,
        conditions: replaceAt(item.conditions, path.inner, change(inner)),
      };
      return { ...r, extra: replaceAt(r.extra, path.item, group) };
    });

  /** A value of the shape the operation wants: words as text for the modal ones, choices otherwise. */
  const valueFor = (operation: Condition['operation'], value: Condition['value']): Condition['value'] => {
    const modal = operation !== '' && kit.isModalOperation(operation);
    if (modal) return typeof value === 'string' ? value : value.join(', ');
    return typeof value === 'string' ? [] : value;
  };

  const rulesApi = {
    /** Add Rule: a new rule with one empty condition and Play Demo, last in order. */
    add: (rules: readonly Rule[], uniqueId: string): Rule[] =>
      rules.length >= kit.maxRules ? [...rules] : renumber([...rules, kit.newRule(uniqueId, rules.length)]),
    remove: (rules: readonly Rule[], at: number): Rule[] => renumber(removeAt(rules, at)),
    /**
     * Add Condition: at the end of the rule, or with `group` at the end of that group. Joined by And
     * (the rep may switch it to Or).
     */
    addCondition: (rules: readonly Rule[], at: number, group?: number): Rule[] =>
      rule(rules, at, (r) => {
        if (group === undefined)
          return r.extra.length >= kit.maxConditions
            ? r
            : { ...r, extra: [...r.extra, kit.newCondition('&&')] };
        const item = r.extra[group];
        if (item?.type !== 'group' || item.conditions.length >= kit.maxConditions) return r;
        const next: ConditionGroup = { ...item, conditions: [...item.conditions, kit.newCondition('&&')] };
        return { ...r, extra: replaceAt(r.extra, group, next) };
      }),
    /** Add Condition Group: a parenthesised group holding one empty condition. */
    addConditionGroup: (rules: readonly Rule[], at: number): Rule[] =>
      rule(rules, at, (r) =>
        r.extra.length >= kit.maxConditions ? r : { ...r, extra: [...r.extra, kit.newConditionGroup('&&')] },
      ),
    /** Deletes a condition or a group; a group whose last condition goes goes with it. */
    removeItem: (rules: readonly Rule[], at: number, path: ItemPath): Rule[] =>
      rule(rules, at, (r) => {
        const item = r.extra[path.item];
        if (!item) return r;
        if (path.inner === undefined || item.type === 'condition')
          return { ...r, extra: removeAt(r.extra, path.item) };
        const conditions = removeAt(item.conditions, path.inner);
        return conditions.length === 0
          ? { ...r, extra: removeAt(r.extra, path.item) }
          : { ...r, extra: replaceAt(r.extra, path.item, { ...item, conditions }) };
      }),
    /** And (&&) or Or (||) joining the item at `path` to the one before it. */
    setLogic: (rules: readonly Rule[], at: number, path: ItemPath, logic: LogicOperator): Rule[] =>
      path.inner === undefined
        ? rule(rules, at, (r) => {
            const item = r.extra[path.item];
            return item ? { ...r, extra: replaceAt<RuleItem>(r.extra, path.item, { ...item, logic }) } : r;
          })
        : condition(rules, at, path, (c) => ({ ...c, logic })),
    /**
     * The condition's question (or modal card). A new one clears the value (its choices were the old
     * question's) and an operation of the other kind (a modal card takes only the modal ones).
     */
    setVariable: (
      rules: readonly Rule[],
      at: number,
      path: ItemPath,
      variable: string,
      kind: VariableOption['kind'],
    ): Rule[] =>
      condition(rules, at, path, (c) => {
        if (c.variable === variable) return c;
        const keeps = c.operation !== '' && kit.isModalOperation(c.operation) === (kind === 'modal');
        const operation = keeps ? c.operation : '';
        return {
          ...c,
          variable,
          operation,
          value: operation !== '' && kit.isModalOperation(operation) ? '' : [],
        };
      }),
    setOperation: (
      rules: readonly Rule[],
      at: number,
      path: ItemPath,
      operation: ConditionOperation,
    ): Rule[] =>
      condition(rules, at, path, (c) => ({ ...c, operation, value: valueFor(operation, c.value) })),
    /** The chosen choices, or for a modal operation the comma-separated words. */
    setValue: (rules: readonly Rule[], at: number, path: ItemPath, value: Condition['value']): Rule[] =>
      condition(rules, at, path, (c) => ({
        ...c,
        value: valueFor(c.operation, typeof value === 'string' ? clip(value, kit.textMaxLength) : value),
      })),
    /** Then: a new kind of result starts empty; the same kind keeps what was typed. */
    setResultKind: (rules: readonly Rule[], at: number, episode: ResultEpisode): Rule[] =>
      rule(rules, at, (r) => (r.result.episode === episode ? r : { ...r, result: emptyResult(episode) })),
    /** The result's payload as edited; a modal's description stops at 400 characters, addresses at the URL limit. */
    setResult: (rules: readonly Rule[], at: number, result: RuleResult): Rule[] =>
      rule(rules, at, (r) => ({ ...r, result: clipResult(result) })),
  };

  // ── Incomplete detection ───────────────────────────────────────────────────────────────────
  const savedNames = (form: FormJson) => kit.savedQuestions(form.questions).map((q) => q.name);

  /** Modal cards a condition may test: rules showing a modal with an input box, by rule id. */
  const modalInputs = (rules: readonly Rule[]): VariableOption[] =>
    rules.flatMap((r) =>
      r.result.episode === 'modal' && r.result.payload.showInputBox
        ? [{ value: r.uniqueId, label: r.result.payload.title.trim() || r.uniqueId, kind: 'modal' as const }]
        : [],
    );

  /** The current choices of each saved question, by name. */
  const choicesByName = (form: FormJson) =>
    new Map(kit.savedQuestions(form.questions).map((q) => [q.name, q.choices] as const));

  /** §2.10 what a condition lacks, given the questions' choices and the modal cards' ids. */
  const gaps = (
    c: Condition,
    choices: ReadonlyMap<string, readonly string[]>,
    modals: readonly string[],
  ): ConditionGaps => {
    const kind = choices.has(c.variable) ? 'question' : modals.includes(c.variable) ? 'modal' : undefined;
    const operation =
      c.operation === '' || (kind !== undefined && kit.isModalOperation(c.operation) !== (kind === 'modal'));
    const offered = choices.get(c.variable);
    const stale =
      typeof c.value !== 'string' && offered !== undefined && c.value.some((item) => !offered.includes(item));
    return { variable: kind === undefined, operation, value: valueEmpty(c.value) || stale };
  };
  const hasGap = (g: ConditionGaps) => g.variable || g.operation || g.value;

  const check = {
    /** The first select's options: the saved questions, then the modal cards with an input. */
    variableOptions: (form: FormJson, rules: readonly Rule[]): VariableOption[] => [
      ...savedNames(form).map((name) => ({ value: name, label: name, kind: 'question' as const })),
      ...modalInputs(rules),
    ],
    /** The operations a condition may take: the modal ones for a modal card, the five others for a question. */
    operationsFor: (kind: VariableOption['kind'] | undefined): ConditionOperation[] =>
      kind === undefined
        ? [...kit.conditionOperations]
        : kit.conditionOperations.filter(
            (operation) => kit.isModalOperation(operation) === (kind === 'modal'),
          ),
    /**
     * §2.10: which parts of a condition are missing. A question the form no longer has, an operation
     * of the wrong kind (a modal one on a question) or a choice the question no longer has counts
     * as missing.
     */
    conditionGaps: (c: Condition, form: FormJson, rules: readonly Rule[]): ConditionGaps =>
      gaps(
        c,
        choicesByName(form),
        modalInputs(rules).map((option) => option.value),
      ),
    /** Whether the rule's Then lacks its target (a demo, a question, a modal's title, a PDF's link). */
    resultGap: (r: Rule): boolean => kit.resultIncomplete(r.result),
    /** uniqueIds of incomplete rules, and §5's message when a save must be refused. */
    mappingProblems: (form: FormJson, rules: readonly Rule[]): MappingProblems => {
      const choices = choicesByName(form);
      const modals = modalInputs(rules).map((option) => option.value);
      const known = [...choices.keys(), ...modals];
      const incomplete = rules
        .filter(
          (r) =>
            kit.ruleIncomplete(r, known) ||
            r.extra.some((item) =>
              item.type === 'group'
                ? item.conditions.some((inner) => hasGap(gaps(inner, choices, modals)))
                : hasGap(gaps(item, choices, modals)),
            ),
        )
        .map((r) => r.uniqueId);
      const message =
        kit.mappingSaveProblem(rules, known) ??
        (incomplete.length > 0 ? kit.messages.mappingIncomplete : undefined);
      return message ? { incomplete, message } : { incomplete };
    },
    /**
     * §5 publish of a Q&A page: questions and a mapping are needed ('Please create Questions &
     * Mapping'); `formSaved` says whether the form exists on the server.
     */
    publishProblem: (form: FormJson, rules: readonly Rule[], formSaved = true): string | undefined =>
      savedNames(form).length === 0 || rules.length === 0 || !formSaved
        ? kit.messages.createQuestionsAndMapping
        : undefined,
  };

  /**
   * Keeps the mapping pointing at the same questions and choices when the rep renames one: an
   * edit of the Questions tab (`before` to `after`, as its onChange gives it) that renamed a
   * question or a choice in place renames it in every condition. Adding, removing or reordering
   * questions or choices renames nothing: a condition left naming what is gone is incomplete.
   */
  const followQuestions = (rules: readonly Rule[], before: FormJson, after: FormJson): Rule[] => {
    if (before.questions.length !== after.questions.length) return [...rules];
    const names = new Map<string, string>();
    const choices = new Map<string, Map<string, string>>();
    before.questions.forEach((old, index) => {
      const next = after.questions[index];
      if (!next) return;
      if (old.name !== next.name && old.name !== '') names.set(old.name, next.name);
      if (old.choices.length !== next.choices.length) return;
      const renamed = new Map<string, string>();
      old.choices.forEach((choice, at) => {
        const to = next.choices[at];
        if (to !== undefined && to !== choice && choice !== '') renamed.set(choice, to);
      });
      if (renamed.size > 0) choices.set(old.name, renamed);
    });
    if (names.size === 0 && choices.size === 0) return [...rules];
    const follow = (c: Condition): Condition => {
      const renamed = choices.get(c.variable);
      const value =
        renamed && typeof c.value !== 'string'
          ? c.value.map((choice) => renamed.get(choice) ?? choice)
          : c.value;
      return { ...c, variable: names.get(c.variable) ?? c.variable, value };
    };
    return rules.map((r) => ({
      ...r,
      extra: r.extra.map((item) =>
        item.type === 'group' ? { ...item, conditions: item.conditions.map(follow) } : follow(item),
      ),
      result:
        r.result.episode === 'question' && names.has(r.result.payload.id)
          ? { episode: 'question', payload: { id: names.get(r.result.payload.id) ?? r.result.payload.id } }
          : r.result,
    }));
  };

  return { questions, rules: rulesApi, followQuestions, ...check };
}

const valueEmpty = (value: Condition['value']) =>
  (typeof value === 'string' ? value.split(',') : [...value]).every((item) => item.trim() === '');
