import {
  type Cyoa,
  type CyoaStep,
  defaultEmbedSettings,
  type EmbedSettings,
  newCyoaContent,
} from '@showroom/contract';
import type { CyoaLoadReply } from '@showroom/machines';
import { sampleRecording } from '../../demos/editor/fixtures.ts';

/** The company's demos for stories: a recorded one (Animation allowed) and two linked ones. */
export const sampleDemos = [
  sampleRecording(),
  sampleRecording({
    id: '3a5e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
    title: 'Pricing walkthrough',
    type: 'public',
  }),
  sampleRecording({
    id: '4b6e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
    title: 'Reporting deep dive',
    type: 'gdrive',
  }),
];

/** A journey with one step of each kind: demo, question, rule (on the question), modal, pdf. */
export const sampleSteps = (): CyoaStep[] => [
  { index: 0, type: 'demo', value: sampleDemos[0]!.id, label: sampleDemos[0]!.title },
  {
    index: 1,
    type: 'question',
    question: 'Which team are you on?',
    choices: ['Sales', 'Support'],
    questionType: 'single',
  },
  {
    index: 2,
    type: 'rule',
    condition: { question: 1, answer: 'Sales' },
    result: { type: 'demo', value: sampleDemos[1]!.id, label: sampleDemos[1]!.title },
  },
  {
    index: 3,
    type: 'modal',
    title: 'Talk to us',
    description: 'Leave your email and we will call you back.',
    showInputBox: true,
    inputPlaceholder: 'you@company.com',
    firstCTA: { show: true, label: 'Continue', action: 'next', link: '' },
    secondCTA: { show: false, label: '', action: 'next', link: '' },
  },
  { index: 4, type: 'pdf', pdf: { link: 'https://docs.example/pricing.pdf', title: 'Pricing sheet' } },
];

export const sampleCyoa = (overrides: Partial<Cyoa> = {}): Cyoa => {
  const content = newCyoaContent();
  return {
    id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b',
    name: 'Pick your path',
    assignedCategoryID: '',
    assignedProductID: '',
    assignedFeatureID: '',
    settings: { ...content.setting, wrapUpScreen: true },
    episodes: sampleSteps(),
    recommendations: { show: true, list: [sampleDemos[1]!.id, sampleDemos[2]!.id] },
    restricted_redirect: content.restrict,
    verification_content: content.verificationContent,
    custom_thumbnail: '',
    custom_blinker: '',
    live: 0,
    salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
    salesrep_name: 'Riley Morgan',
    company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
    date_created: '2026-11-20 15:04:05',
    date_modified: '2026-11-20 15:04:05',
    ...overrides,
  };
};

/** What the page's `load` answers: the CYOA (null for a new one), the demos and the flags. */
export const sampleLoad = (
  cyoa: Cyoa | null,
  settings: EmbedSettings = defaultEmbedSettings(),
): CyoaLoadReply => ({
  cyoa: cyoa ? { status: 'success', payload: [cyoa], httpStatus: 200 } : null,
  demos: { status: 'success', payload: sampleDemos, httpStatus: 200 },
  settings: { status: 'success', payload: settings, httpStatus: 200 },
});
