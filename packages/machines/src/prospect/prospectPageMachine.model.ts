import type { EventObject } from 'xstate';

const ok = { status: 'success', payload: null, httpStatus: 200 };

/**
 * How machine-stories.test.ts walks the page a prospect opens (issue 13): a gated Q&A page (the
 * gate, the questions, the mapping's result) and an open Collection (its content shown at once),
 * each with one required contact field.
 */
export const prospectPageModels = {
  prospectPage: {
    inputs: [
      {
        type: 'customized',
        gated: true,
        questions: [{ name: 'Team size', type: 'radiogroup', choices: ['1-10', '11-50'] }],
        rules: [],
        contactFields: [{ fieldName: 'Phone', type: 'tel', required: true }],
      },
      {
        type: 'standard',
        gated: false,
        questions: [],
        rules: [],
        contactFields: [{ fieldName: 'Phone', type: 'tel', required: true }],
      },
    ],
    events: [
      { type: 'gate.passed' },
      { type: 'answer.toggle', question: 'Team size', choice: '1-10' },
      { type: 'answers.submit' },
      { type: 'answers.change' },
      { type: 'contact.change', field: 'Phone', value: '555 0100' },
      { type: 'contact.submit' },
      { type: 'xstate.done.actor.0.prospectPage.page.contact.sending', output: ok },
      {
        type: 'xstate.done.actor.0.prospectPage.page.contact.sending',
        output: { status: 'error', payload: null, message: 'No', httpStatus: 404 },
      },
      {
        type: 'xstate.error.actor.0.prospectPage.page.contact.sending',
        error: new TypeError('Failed to fetch'),
      },
    ] as EventObject[],
  },
};
