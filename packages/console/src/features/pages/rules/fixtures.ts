import type { FormJson, Rule } from '@showroom/contract';

/** Stories' and tests' sample Q&A: two questions, three rules, three demos. */
export const sampleDemos = [
  { id: '7f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', title: 'Starter tour' },
  { id: '8a1d2c3b-4e5f-4a6b-9c7d-8e9f0a1b2c3d', title: 'Analytics deep dive' },
  { id: '9b2e3d4c-5f6a-4b7c-8d8e-9f0a1b2c3d4e', title: 'Enterprise CRM' },
] as const;

export const sampleQuestions: FormJson = {
  questions: [
    { name: 'How big is your team?', type: 'radiogroup', choices: ['1-10', '11-50', '51+'] },
    { name: 'What do you want to see?', type: 'checkbox', choices: ['CRM', 'Analytics', 'Billing'] },
  ],
};

const [team, interests] = sampleQuestions.questions.map((q) => q.name) as [string, string];

export const sampleRules: Rule[] = [
  {
    uniqueId: 'rule-small-team',
    index: 0,
    episode: 'rule',
    extra: [{ type: 'condition', variable: team, operation: 'equals', value: ['1-10'], logic: '&&' }],
    result: { episode: 'demo', payload: { id: sampleDemos[0].id } },
  },
  {
    uniqueId: 'rule-analytics',
    index: 1,
    episode: 'rule',
    extra: [
      { type: 'condition', variable: team, operation: 'includes', value: ['11-50', '51+'], logic: '&&' },
      { type: 'condition', variable: interests, operation: 'includes', value: ['Analytics'], logic: '&&' },
    ],
    result: { episode: 'demo', payload: { id: sampleDemos[1].id } },
  },
  {
    uniqueId: 'rule-crm',
    index: 2,
    episode: 'rule',
    extra: [
      { type: 'condition', variable: interests, operation: 'includes', value: ['CRM'], logic: '&&' },
      {
        type: 'group',
        logic: '&&',
        conditions: [
          { type: 'condition', variable: team, operation: 'equals', value: ['51+'], logic: '&&' },
          {
            type: 'condition',
            variable: interests,
            operation: 'includes all',
            value: ['CRM', 'Billing'],
            logic: '||',
          },
        ],
      },
    ],
    result: { episode: 'demo', payload: { id: sampleDemos[2].id } },
  },
];
