import { defaultRestrictedRedirect, gateMessages } from '@showroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type GatePendingReply, type GateReply, type GateReport, gateMachine } from './gateMachine.ts';

const ok = (payload: Extract<GateReply, { status: 'success' }>['payload']): GateReply =>
  ({ status: 'success', payload, httpStatus: 200 }) as GateReply;

function start(
  replies: GateReply[],
  options: { required?: boolean; pending?: GatePendingReply[]; submitFails?: boolean } = {},
) {
  const submitted: string[] = [];
  const reports: GateReport['outcome'][] = [];
  const pending = [...(options.pending ?? [])];
  let passed = 0;
  let polls = 0;
  const machine = gateMachine.provide({
    actors: {
      submitGate: fromPromise(async ({ input }: { input: { email: string } }) => {
        submitted.push(input.email);
        if (options.submitFails) throw new TypeError('Failed to fetch');
        return replies.shift()!;
      }),
      checkPending: fromPromise(async () => {
        polls++;
        const next = pending.shift();
        if (!next) throw new TypeError('Failed to fetch');
        return next;
      }),
    },
    actions: {
      report: (_, params) => reports.push(params.outcome),
      pass: () => {
        passed++;
      },
    },
  });
  const actor = createActor(machine, {
    input: { required: options.required ?? true, requiredMessage: gateMessages.required },
  }).start();
  return {
    actor,
    submitted,
    reports,
    get passed() {
      return passed;
    },
    get polls() {
      return polls;
    },
  };
}

describe('gateMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes an allowed address, reporting the outcome and trimming the address', async () => {
    const gate = start([ok({ outcome: 'allowed' })]);
    gate.actor.send({ type: 'email.change', value: '  ada@acme.example ' });
    gate.actor.send({ type: 'submit' });
    expect(gate.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(gate.actor, (s) => s.matches('passed'));
    expect(gate.submitted).toEqual(['ada@acme.example']);
    expect(gate.reports).toEqual(['allowed']);
    expect(gate.passed).toBe(1);
  });

  it('refuses an empty required address without a call; an optional gate may be skipped', async () => {
    const required = start([]);
    required.actor.send({ type: 'submit' });
    expect(required.actor.getSnapshot().value).toBe('editing');
    expect(required.actor.getSnapshot().context.message).toBe(gateMessages.required);
    required.actor.send({ type: 'skip' });
    expect(required.actor.getSnapshot().value).toBe('editing');
    expect(required.submitted).toEqual([]);

    const optional = start([ok({ outcome: 'allowed' })], { required: false });
    optional.actor.send({ type: 'email.change', value: 'typed@example.com' });
    optional.actor.send({ type: 'skip' });
    await waitFor(optional.actor, (s) => s.matches('passed'));
    expect(optional.submitted).toEqual(['']);
  });

  it('shows the refusal and lets the prospect try another address', async () => {
    const gate = start([
      ok({ outcome: 'refused', message: gateMessages.restrictedDomain }),
      ok({ outcome: 'allowed' }),
    ]);
    gate.actor.send({ type: 'email.change', value: 'me@gmail.com' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('editing') && s.context.message !== '');
    expect(gate.actor.getSnapshot().context.message).toBe(gateMessages.restrictedDomain);
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('passed'));
    expect(gate.reports).toEqual(['refused', 'allowed']);
  });

  it('shows an error envelope (429) as a message on the form', async () => {
    const gate = start([{ status: 'error', payload: null, message: gateMessages.tooMany, httpStatus: 429 }]);
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('editing') && s.context.message !== '');
    expect(gate.actor.getSnapshot().context.message).toBe(gateMessages.tooMany);
    expect(gate.reports).toEqual([]);
  });

  it('redirects a restricted domain, keeping the redirect and its demo', async () => {
    const redirect = { ...defaultRestrictedRedirect(), restrictType: 'message' as const };
    const gate = start([ok({ outcome: 'redirected', redirect })]);
    gate.actor.send({ type: 'email.change', value: 'me@gmail.com' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('redirected'));
    expect(gate.actor.getSnapshot().context.redirect).toEqual(redirect);
    expect(gate.actor.getSnapshot().context.demo).toBeNull();
    expect(gate.passed).toBe(0);
    expect(gate.reports).toEqual(['redirected']);
  });

  it('goes back to the form, address kept, when the call gets no reply; Try again sends it again', async () => {
    const gate = start([], { submitFails: true });
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('unreachable'));
    gate.actor.send({ type: 'retry' });
    await waitFor(gate.actor, (s) => s.matches('unreachable') && gate.submitted.length === 2);
    expect(gate.submitted).toEqual(['me@acme.example', 'me@acme.example']);
    gate.actor.send({ type: 'email.change', value: 'other@acme.example' });
    expect(gate.actor.getSnapshot().value).toBe('editing');
  });

  it('two-factor: waits, polls every interval (a dropped poll is asked again), and passes once the link is clicked', async () => {
    const gate = start(
      [ok({ outcome: 'verify', pending: 'p'.repeat(22), message: gateMessages.verifySent })],
      {
        pending: [
          { status: 'success', payload: { confirmed: false }, httpStatus: 200 },
          { status: 'success', payload: { confirmed: true }, httpStatus: 200 },
        ],
      },
    );
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(gate.actor.getSnapshot().context).toMatchObject({
      pending: 'p'.repeat(22),
      message: gateMessages.verifySent,
    });
    expect(gate.polls).toBe(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(gate.polls).toBe(1);
    expect(gate.actor.getSnapshot().matches({ waiting: 'idle' })).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(gate.actor, (s) => s.matches('passed'));
    expect(gate.polls).toBe(2);
    expect(gate.reports).toEqual(['verify', 'confirmed']);
    expect(gate.passed).toBe(1);
  });

  it('two-factor: an expired link says so; the prospect can start again with another address', async () => {
    const gate = start(
      [ok({ outcome: 'verify', pending: 'q'.repeat(22), message: gateMessages.verifySent })],
      {
        pending: [{ status: 'error', payload: null, message: 'Not found', httpStatus: 404 }],
      },
    );
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('waiting'));
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(gate.actor, (s) => s.matches('expired'));
    gate.actor.send({ type: 'useAnother' });
    expect(gate.actor.getSnapshot().value).toBe('editing');
    expect(gate.actor.getSnapshot().context).toMatchObject({ pending: '', message: '' });
  });

  it('two-factor: "Use another address" leaves the waiting and stops the polling', async () => {
    const gate = start([
      ok({ outcome: 'verify', pending: 'r'.repeat(22), message: gateMessages.verifySent }),
    ]);
    gate.actor.send({ type: 'email.change', value: 'me@acme.example' });
    gate.actor.send({ type: 'submit' });
    await waitFor(gate.actor, (s) => s.matches('waiting'));
    gate.actor.send({ type: 'useAnother' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gate.polls).toBe(0);
    expect(gate.actor.getSnapshot().value).toBe('editing');
  });
});
