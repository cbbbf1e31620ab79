import type { EventObject } from 'xstate';

/** How machine-stories.test.ts walks the settings and the logo: input and every event each takes. */
export const settingsModels = {
  settings: {
    input: undefined,
    events: [
      { type: 'save', settings: { style: {}, emailBlockList: [] } },
      { type: 'retry' },
      { type: 'xstate.done.actor.load', output: { style: {}, emailBlockList: [] } },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.save', output: { status: 'success', payload: null, httpStatus: 200 } },
      { type: 'xstate.error.actor.save', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  logo: {
    input: { maxBytes: 1024 },
    events: [
      { type: 'url.open' },
      { type: 'url.change', value: 'https://acme.example/logo.png' },
      { type: 'url.submit' },
      { type: 'url.cancel' },
      { type: 'file.select', file: { name: 'logo.png', type: 'image/png', size: 100 } },
      { type: 'file.select', file: { name: 'logo.pdf', type: 'application/pdf', size: 100 } },
      { type: 'retry' },
      {
        type: 'xstate.done.actor.load',
        output: {
          status: 'success',
          payload: { logo_url: null, logo_image: null, recent_method: null },
          httpStatus: 200,
        },
      },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      {
        type: 'xstate.done.actor.saveUrl',
        output: {
          status: 'success',
          payload: { logo_url: 'https://acme.example/logo.png', logo_image: null, recent_method: 'url' },
          httpStatus: 200,
        },
      },
      {
        type: 'xstate.done.actor.upload',
        output: { status: 'error', payload: null, message: 'Too large', httpStatus: 413 },
      },
    ] as EventObject[],
  },
};
