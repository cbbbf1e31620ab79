import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type LinkedinCallback, linkedinCallbackMachine } from './linkedinCallbackMachine.ts';

const start = (callback: LinkedinCallback) => {
  const effects: string[] = [];
  const machine = linkedinCallbackMachine.provide({
    actions: {
      handOver: (_, params) => void effects.push(`hand over ${JSON.stringify(params.callback)}`),
      closeWindow: () => void effects.push('close'),
    },
  });
  return { actor: createActor(machine, { input: callback }).start(), effects };
};

describe('linkedinCallbackMachine (spec 1 §2 /linkedin, ADR 0012)', () => {
  it('hands the code and its state to the opener, then closes the window', () => {
    const callback = { code: 'auth-code', state: 'state-1', error: null };
    const { actor, effects } = start(callback);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([`hand over ${JSON.stringify(callback)}`, 'close']);
  });

  it('hands a refusal over the same way (the opener treats it as a cancel)', () => {
    const callback = { code: null, state: 'state-2', error: 'user_cancelled_login' };
    expect(start(callback).effects).toEqual([`hand over ${JSON.stringify(callback)}`, 'close']);
  });
});
