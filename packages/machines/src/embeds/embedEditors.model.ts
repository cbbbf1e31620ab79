import {
  defaultEmbedSettings,
  heroForm,
  newHeroForm,
  newSneakpeekForm,
  newSoloForm,
  sneakpeekForm,
  soloForm,
} from '@showroom/contract';
import type { EventObject } from 'xstate';

/**
 * How machine-stories.test.ts walks the Hero, Solo and Sneakpeek editors: a new widget (so the
 * walk creates it, then updates and previews the saved one), and every call's outcomes. Field
 * edits are left out: they change the context only, and each would multiply the walk.
 */
const offline = new TypeError('Failed to fetch');
const demos = { status: 'success', payload: [], httpStatus: 200 };
const settings = { status: 'success', payload: defaultEmbedSettings(), httpStatus: 200 };

const widgetModel = (id: 'heroEditor' | 'soloEditor', kind: 'hero' | 'solo') => ({
  input: {
    kind,
    id: null,
    promptOn: true,
    repName: 'Ada Lovelace',
    schema: kind === 'hero' ? heroForm : soloForm,
    blank: kind === 'hero' ? newHeroForm() : newSoloForm(),
  },
  events: [
    { type: 'xstate.done.actor.load', output: { widget: null, demos, settings } },
    {
      type: 'xstate.done.actor.load',
      output: {
        widget: { status: 'error', payload: null, message: 'Not found', httpStatus: 404 },
        demos,
        settings,
      },
    },
    { type: 'xstate.error.actor.load', error: offline },
    { type: 'retry' },
    { type: 'prompts.submit', publish: false },
    {
      type: `xstate.done.actor.0.${id}.editing.submitting.creating`,
      output: { status: 'success', payload: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b', httpStatus: 201 },
    },
    {
      type: `xstate.done.actor.0.${id}.editing.submitting.updating`,
      output: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
    },
    { type: 'preview' },
    {
      type: `xstate.done.actor.0.${id}.editing.previewing`,
      output: { status: 'success', payload: 'AAAAAAAAAAAAAAAAAAAAAA', httpStatus: 200 },
    },
  ] as EventObject[],
});

export const embedEditorModels = {
  heroEditor: widgetModel('heroEditor', 'hero'),
  soloEditor: widgetModel('soloEditor', 'solo'),
  sneakpeek: {
    input: { id: null, schema: sneakpeekForm, blank: newSneakpeekForm(), snippet: () => '' },
    events: [
      {
        type: 'xstate.done.actor.load',
        output: {
          sneakpeek: null,
          demos,
          sneakpeeks: {
            status: 'success',
            payload: [{ id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b' }],
            httpStatus: 200,
          },
        },
      },
      {
        type: 'xstate.done.actor.load',
        output: { sneakpeek: { status: 'error', payload: null, message: 'No', httpStatus: 404 }, demos },
      },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'field.change', field: 'name', value: 'Quick look' },
      { type: 'field.change', field: 'recording_id', value: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b' },
      { type: 'submit' },
      { type: 'xstate.error.actor.0.sneakpeek.submitting', error: offline },
      {
        type: 'xstate.done.actor.0.sneakpeek.submitting',
        output: {
          status: 'success',
          payload: { id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b' },
          httpStatus: 201,
        },
      },
      { type: 'code.open', id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b' },
      { type: 'xstate.done.actor.embedCode' },
      { type: 'cancel' },
    ] as EventObject[],
  },
};
