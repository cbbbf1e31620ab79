import type { EventObject } from 'xstate';
import { companyId, cyoaId as id, loadReply, record } from './cyoaEditor.fixtures.ts';

const loaded = loadReply(record());
const offline = new TypeError('Failed to fetch');

/**
 * How machine-stories.test.ts walks the CYOA editor: its input and the events that move it
 * between states (the edits stay in `ready.editing` and are covered by the machine's unit tests).
 */
export const cyoaEditorModels = {
  cyoaEditor: {
    input: { id, companyId, repName: 'Ada Rep', promptOn: true },
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
      { type: 'xstate.done.actor.save', output: { status: 'success', payload: record(), httpStatus: 200 } },
      { type: 'xstate.error.actor.save', error: offline },
      { type: 'xstate.error.actor.publish', error: offline },
      { type: 'preview' },
      { type: 'xstate.error.actor.preview', error: offline },
    ] as EventObject[],
  },
};
