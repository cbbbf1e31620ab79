import { type Cyoa, defaultEmbedSettings, newCyoaContent, type Recording } from '@showroom/contract';
import type { CyoaLoadReply } from './cyoaEditor.ts';

/**
 * The CYOA editor's fixtures, one module for its unit tests and its graph-walk model
 * (cyoaEditorMachine.test.ts, cyoaEditorMachine.model.ts): a company, a CYOA of two demos, a
 * question and a rule, and the load's reply.
 */
export const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
export const cyoaId = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';

export const demo = (id: string, type: Recording['type']): Recording => ({
  id,
  title: `Demo ${id.slice(0, 4)}`,
  description: '',
  type,
  location: '',
  thumbnail: '',
  preview: '',
  captions: '',
  coordinates: {
    intrinsic: { intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 },
    hotspots: [],
    rectangles: [],
  } as unknown as Recording['coordinates'],
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Ada Rep',
  company_id: companyId,
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
  media_status: 'ready',
  media_error: '',
  duration: 10,
});
export const recorded = demo('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', 'default');
export const linked = demo('3a5e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', 'public');

export const record = (overrides: Partial<Cyoa> = {}): Cyoa => {
  const content = newCyoaContent();
  return {
    id: cyoaId,
    name: 'Pick your path',
    assignedCategoryID: '',
    assignedProductID: '',
    assignedFeatureID: '',
    settings: content.setting,
    episodes: [
      { index: 0, type: 'demo', value: recorded.id, label: recorded.title },
      {
        index: 1,
        type: 'question',
        question: 'Which team?',
        choices: ['Sales', 'Support'],
        questionType: 'single',
      },
      {
        index: 2,
        type: 'rule',
        condition: { question: 1, answer: 'Sales' },
        result: { type: 'pdf', pdf: { link: 'https://docs.example/a.pdf', title: 'Pricing' } },
      },
      { index: 3, type: 'demo', value: linked.id, label: linked.title },
    ],
    recommendations: content.recommendations,
    restricted_redirect: content.restrict,
    verification_content: content.verificationContent,
    custom_thumbnail: '',
    custom_blinker: '',
    live: 0,
    salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
    salesrep_name: 'Ada Rep',
    company_id: companyId,
    date_created: '2026-11-23 10:00:00',
    date_modified: '2026-11-23 10:00:00',
    ...overrides,
  };
};

export const loadReply = (cyoa: Cyoa | null, settings = defaultEmbedSettings()): CyoaLoadReply => ({
  cyoa: cyoa ? { status: 'success', payload: [cyoa], httpStatus: 200 } : null,
  demos: { status: 'success', payload: [recorded, linked], httpStatus: 200 },
  settings: { status: 'success', payload: settings, httpStatus: 200 },
});
