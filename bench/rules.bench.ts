/**
 * The mapping rule evaluator at its limit (issue 13): `evaluateRules` from the contract, the one
 * pure function the console's preview and the prospect's page both run, over a mapping of 1,000
 * rules (the contract's maxRules) per answer set.
 *
 * The mapping: 20 questions of 6 choices (half checkbox, half multiple choice) and 1,000 rules of
 * three items each: two conditions and a condition group of two, joined by And and Or, over every
 * operation including the modal words (a modal card's typed text of about 30 words). 400 answer
 * sets, each answering every question at random from a seeded generator, are evaluated after 50
 * warm-up runs; the figure is the 95th percentile of one call's CPU time (the fastest of 3 runs of
 * each set; the wall time is printed beside it). The result is checked against a plain re-count
 * of the matching rules, so a faster evaluator that is wrong fails.
 *
 * Run: `npm run bench -- rules`.
 */
import {
  type Answers,
  type Condition,
  type ConditionOperation,
  evaluateRules,
  pageConstants,
  type Rule,
  ruleHolds,
} from '@showroom/contract';
import { report } from './budgets.ts';

const RULES = pageConstants.maxRules;
const QUESTIONS = 20;
const CHOICES = 6;
const SETS = 400;
const WARMUP = 50;
const RUNS = 3;

// A small seeded generator (mulberry32), so every run evaluates the same mapping and answers.
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const questions = Array.from({ length: QUESTIONS }, (_, q) => ({
  name: `Question ${q + 1}`,
  type: q % 2 === 0 ? ('checkbox' as const) : ('radiogroup' as const),
  choices: Array.from({ length: CHOICES }, (_, c) => `Choice ${q + 1}.${c + 1}`),
}));
const modalId = 'modal-card';
const words = ['pricing', 'budget', 'security', 'onboarding', 'integration', 'support', 'timeline', 'legal'];
const choiceOps: ConditionOperation[] = ['equals', 'includes', 'includes all', 'not includes', '==='];

const condition = (logic: '&&' | '||'): Condition => {
  if (random() < 0.1)
    return {
      type: 'condition',
      variable: modalId,
      operation: pick(['modal includes', 'modal not includes'] as const),
      value: `${pick(words)}, ${pick(words)}`,
      logic,
    };
  const question = pick(questions);
  const count = question.type === 'radiogroup' ? 1 : 1 + Math.floor(random() * 2);
  return {
    type: 'condition',
    variable: question.name,
    operation: pick(choiceOps),
    value: Array.from({ length: count }, () => pick(question.choices)),
    logic,
  };
};

const rules: Rule[] = Array.from({ length: RULES }, (_, index) => ({
  uniqueId: `rule-${index}`,
  index,
  episode: 'rule',
  extra: [
    condition('&&'),
    condition(pick(['&&', '||'] as const)),
    { type: 'group', logic: pick(['&&', '||'] as const), conditions: [condition('&&'), condition('||')] },
  ],
  // Every rule its own demo, so none is dropped as a repeat and the count below is exact.
  result: { episode: 'demo', payload: { id: `demo-${index}` } },
}));

const answerSets: Answers[] = Array.from({ length: SETS + WARMUP }, () => {
  const answers: Record<string, string | string[]> = {};
  for (const question of questions)
    answers[question.name] =
      question.type === 'radiogroup'
        ? [pick(question.choices)]
        : question.choices.filter(() => random() < 0.4);
  answers[modalId] = Array.from({ length: 30 }, () => (random() < 0.1 ? pick(words) : 'lorem')).join(' ');
  return answers;
});
const names = questions.map((question) => question.name);

const cpuTimes: number[] = [];
const wallTimes: number[] = [];
let matched = 0;
answerSets.forEach((answers, n) => {
  // The fastest of a few runs of the same set: on shared cores a run may lose the CPU midway,
  // which says nothing about the evaluator. CPU time (process.cpuUsage) is the figure: a busy
  // machine stretches the wall time, not the work done.
  let cpu = Number.POSITIVE_INFINITY;
  let wall = Number.POSITIVE_INFINITY;
  let actions: ReturnType<typeof evaluateRules> = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    actions = evaluateRules(rules, answers, names);
    const used = process.cpuUsage(startedCpu);
    wall = Math.min(wall, performance.now() - started);
    cpu = Math.min(cpu, (used.user + used.system) / 1000);
  }
  const expected = rules.filter((rule) => ruleHolds(rule, answers)).length;
  if (actions.length !== expected)
    throw new Error(`answer set ${n}: ${actions.length} actions, but ${expected} rules hold`);
  if (n >= WARMUP) {
    cpuTimes.push(cpu);
    wallTimes.push(wall);
    matched += actions.length;
  }
});
const percentile = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length * p)] ?? Number.POSITIVE_INFINITY;
console.log(
  `rules evaluated: ${RULES} per answer set, ${SETS} sets, ${(matched / SETS).toFixed(1)} rules matched per set on average; CPU p50 ${percentile(cpuTimes, 0.5).toFixed(2)} ms; wall p50 ${percentile(wallTimes, 0.5).toFixed(2)} ms, p95 ${percentile(wallTimes, 0.95).toFixed(2)} ms`,
);
const ok = report('pages.rules.evaluate1000.p95', percentile(cpuTimes, 0.95));
process.exit(ok ? 0 : 1);
