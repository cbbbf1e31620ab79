import type { EventObject } from 'xstate';

const ok = (payload: unknown) => ({ status: 'success', payload, httpStatus: 200 });
const redirect = {
  restrictType: 'message',
  demo: '',
  message: { title: 'Sorry', description: '', primaryButton: false, buttonLabel: '', URL: '' },
};

/**
 * How machine-stories.test.ts walks the prospect e-mail gate and the company's prospect settings
 * panel (issue 12): input and every event each takes, with the replies that matter to guards.
 */
export const gateModels = {
  gate: {
    input: { required: false, requiredMessage: 'Please enter your email address to continue.' },
    events: [
      { type: 'email.change', value: 'ada@acme.example' },
      { type: 'submit' },
      { type: 'skip' },
      { type: 'useAnother' },
      { type: 'retry' },
      { type: 'xstate.done.actor.submitGate', output: ok({ outcome: 'allowed' }) },
      { type: 'xstate.done.actor.submitGate', output: ok({ outcome: 'refused', message: 'No' }) },
      { type: 'xstate.done.actor.submitGate', output: ok({ outcome: 'redirected', redirect }) },
      {
        type: 'xstate.done.actor.submitGate',
        output: ok({ outcome: 'verify', pending: 'p'.repeat(22), message: 'Sent' }),
      },
      {
        type: 'xstate.done.actor.submitGate',
        output: { status: 'error', payload: null, message: 'Too many', httpStatus: 429 },
      },
      { type: 'xstate.error.actor.submitGate', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.pollInterval.gate.waiting.idle' },
      { type: 'xstate.done.actor.checkPending', output: ok({ confirmed: true }) },
      { type: 'xstate.done.actor.checkPending', output: ok({ confirmed: false }) },
      {
        type: 'xstate.done.actor.checkPending',
        output: { status: 'error', payload: null, message: 'Not found', httpStatus: 404 },
      },
    ] as EventObject[],
  },
  prospectSettings: {
    input: {
      // Only what the machine reads: valid when the webhook address is not 'bad'.
      schema: {
        safeParse: (form: { webhookUrl: string }) =>
          form.webhookUrl === 'bad'
            ? { success: false, error: { issues: [{ path: ['webhookUrl'], message: 'Invalid' }] } }
            : { success: true, data: form },
      },
    },
    events: [
      { type: 'retry' },
      { type: 'save' },
      { type: 'webhook.change', value: 'bad' },
      { type: 'webhook.change', value: 'https://crm.example/hook' },
      {
        type: 'xstate.done.actor.0.prospectSettings.loading',
        output: ok({ allowedSites: [], webhookUrl: '', hasSecret: false }),
      },
      { type: 'xstate.error.actor.0.prospectSettings.loading', error: new TypeError('Failed to fetch') },
      {
        type: 'xstate.done.actor.0.prospectSettings.saving',
        output: ok({ allowedSites: [], webhookUrl: '', hasSecret: true, secret: 'whsec_x' }),
      },
      {
        type: 'xstate.done.actor.0.prospectSettings.saving',
        output: { status: 'error', payload: null, message: 'No', httpStatus: 400 },
      },
    ] as EventObject[],
  },
};
