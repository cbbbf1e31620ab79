import {
  type Cyoa,
  cyoaSaveProblem,
  defaultEmbedSettings,
  embedConstants,
  hasExtension,
  iconExtensions,
  newCyoaContent,
  thumbnailExtensions,
} from '@showroom/contract';
import type { EventObject } from 'xstate';
import type { CyoaLoadReply, CyoaRules } from './cyoaEditor.ts';

/** The contract's rules, as the CYOA page gives them. */
const rules: CyoaRules = {
  newContent: newCyoaContent,
  saveProblem: cyoaSaveProblem,
  hasExtension,
  thumbnailExtensions,
  iconExtensions,
  maxRecommendations: embedConstants.maxRecommendations,
  maxSteps: embedConstants.maxSteps,
  restoreDelayMs: embedConstants.restoreDelayMs,
};

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const content = newCyoaContent();
const record: Cyoa = {
  id,
  name: 'Pick your path',
  assignedCategoryID: '',
  assignedProductID: '',
  assignedFeatureID: '',
  settings: content.setting,
  episodes: [{ index: 0, type: 'pdf', pdf: { link: 'https://docs.example/a.pdf', title: 'Pricing' } }],
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
};
const loaded: CyoaLoadReply = {
  cyoa: { status: 'success', payload: [record], httpStatus: 200 },
  demos: { status: 'success', payload: [], httpStatus: 200 },
  settings: { status: 'success', payload: defaultEmbedSettings(), httpStatus: 200 },
};
const offline = new TypeError('Failed to fetch');

/**
 * How machine-stories.test.ts walks the CYOA editor: its input and the events that move it
 * between states (the edits stay in `ready.editing` and are covered by the machine's unit tests).
 */
export const cyoaEditorModels = {
  cyoaEditor: {
    input: { id, companyId, repName: 'Ada Rep', promptOn: true, rules },
    events: [
      { type: 'xstate.done.actor.load', output: loaded },
      {
        type: 'xstate.done.actor.load',
        output: { ...loaded, cyoa: { status: 'error', payload: null, message: 'No', httpStatus: 404 } },
      },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'xstate.after.restoreDelay.cyoaEditor.ready.editing.restoring' },
      { type: 'prompts.submit', publish: true },
      { type: 'prompts.submit', publish: false },
      { type: 'xstate.done.actor.save', output: { status: 'success', payload: record, httpStatus: 200 } },
      { type: 'xstate.error.actor.save', error: offline },
      { type: 'xstate.error.actor.publish', error: offline },
      { type: 'preview' },
      { type: 'xstate.error.actor.preview', error: offline },
    ] as EventObject[],
  },
};
