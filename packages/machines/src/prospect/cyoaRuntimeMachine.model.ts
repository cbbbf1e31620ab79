import { type CyoaStep, cyoaFlow } from '@showroom/contract';
import type { EventObject } from 'xstate';
import type { CyoaRuntimeInput } from './cyoaRuntime.ts';

const demoId = '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b';
const steps: CyoaStep[] = [
  { index: 0, type: 'demo', value: demoId, label: 'Tour' },
  { index: 1, type: 'question', question: 'Role?', choices: ['Sales', 'Support'], questionType: 'single' },
  {
    index: 2,
    type: 'rule',
    condition: { question: 1, answer: 'Sales' },
    result: { type: 'pdf', pdf: { link: 'https://media.example/a.pdf', title: 'Brochure' } },
  },
  {
    index: 3,
    type: 'modal',
    title: 'Thanks',
    description: '',
    showInputBox: true,
    inputPlaceholder: 'Team size',
    firstCTA: { show: true, label: 'Finish', action: 'wrapUp', link: '' },
    secondCTA: { show: true, label: 'Site', action: 'link', link: 'https://acme.example' },
  },
];

const input: CyoaRuntimeInput = {
  steps,
  links: cyoaFlow(steps),
  recommendations: [demoId],
  wrapUpTitle: 'Wrap up screen',
  now: () => 0,
};

/**
 * How machine-stories.test.ts walks the CYOA runtime: a journey with each kind of card (a rule's
 * PDF after the question) and the fewest events that reach every state (Back, the modal's buttons,
 * other answers and Start again are the machine's unit tests' and the stories'), so the walk stays short.
 */
export const cyoaRuntimeModels = {
  cyoaRuntime: {
    input,
    events: [
      { type: 'start' },
      { type: 'next' },
      { type: 'choices.change', choices: ['Sales'] },
      { type: 'recommendation.open', index: 0 },
      { type: 'recommendation.close' },
    ] as EventObject[],
  },
};
