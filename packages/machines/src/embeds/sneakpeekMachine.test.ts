import {
  embedMessages,
  newSneakpeekForm,
  type Recording,
  type Sneakpeek,
  sneakpeekForm,
} from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, type StateValue } from 'xstate';
import { embedCodeMachine } from './embedCodeMachine.ts';
import {
  type SaveSneakpeekReply,
  type SneakpeekLoaded,
  type SneakpeekSubmitRequest,
  sneakpeekMachine,
} from './sneakpeekMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const demo = { id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', title: 'Tour', type: 'default' } as Recording;
const stored: Sneakpeek = {
  ...newSneakpeekForm(),
  id,
  name: 'Quick look',
  recording_id: demo.id,
  is_muted: 1,
  live: 1,
  salesrep_id: 'rep',
  salesrep_name: 'Grace Hopper',
  company_id: 'company',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
};
const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const loaded = (sneakpeek: SneakpeekLoaded['sneakpeek'] = null): SneakpeekLoaded => ({
  sneakpeek,
  demos: ok([demo]),
  sneakpeeks: ok([stored]),
});
const snippet = (sneakpeekId: string) =>
  `<div data-showroom-embed="sneakpeek" data-id="${sneakpeekId}"></div>`;

const start = (
  sneakpeekId: string | null,
  answers: { load?: SneakpeekLoaded | Error; save?: SaveSneakpeekReply | Error } = {},
) => {
  const effects: string[] = [];
  const saves: SneakpeekSubmitRequest[] = [];
  const codes: { kind: string; id: string }[] = [];
  const answer = <T>(value: T | Error | undefined): Promise<T> =>
    value === undefined
      ? new Promise<never>(() => {})
      : value instanceof Error
        ? Promise.reject(value)
        : Promise.resolve(value);
  const actor = createActor(
    sneakpeekMachine.provide({
      actors: {
        load: fromPromise(() => answer(answers.load ?? loaded())),
        save: fromPromise<SaveSneakpeekReply, SneakpeekSubmitRequest>(({ input }) => {
          saves.push(input);
          return answer(answers.save);
        }),
        embedCode: embedCodeMachine.provide({
          actors: {
            loadParts: fromPromise(async ({ input }) => {
              codes.push(input);
              throw new Error('offline');
            }),
            writeText: fromPromise(async () => {}),
          },
        }),
      },
      actions: {
        notifyIncomplete: () => effects.push('incomplete'),
        notifySaved: (_, params) => effects.push(params.created ? 'added' : 'saved'),
        notifySaveFailed: (_, params) => effects.push(params.created ? 'addFailed' : 'saveFailed'),
        leave: () => effects.push('leave'),
      },
    }),
    { input: { id: sneakpeekId, schema: sneakpeekForm, blank: newSneakpeekForm(), snippet } },
  ).start();
  return { actor, effects, saves, codes };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sneakpeekMachine (spec 2 §2 Sneakpeek form, §5)', () => {
  it('an empty name shows Title is required; no demo says Incomplete Data', async () => {
    const { actor, effects, saves } = start(null);
    await settle();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.name).toBe(embedMessages.titleRequired);
    expect(actor.getSnapshot().context.touched.name).toBe(true);
    actor.send({ type: 'field.change', field: 'name', value: 'Quick look' });
    actor.send({ type: 'submit' });
    expect(effects).toEqual(['incomplete', 'incomplete']);
    expect(saves).toEqual([]);
  });

  it('a new Sneakpeek is created, its code is shown (issue 29 B.2), and closing it goes back', async () => {
    const { actor, effects, saves, codes } = start(null, { save: ok(stored) });
    await settle();
    actor.send({ type: 'field.change', field: 'name', value: 'Quick look' });
    actor.send({ type: 'field.change', field: 'recording_id', value: demo.id });
    actor.send({ type: 'field.change', field: 'is_gated', value: 1 });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(saves[0]).toEqual({
      id: null,
      values: { ...newSneakpeekForm(), name: 'Quick look', recording_id: demo.id, is_gated: 1 },
    });
    expect(effects).toEqual(['added']);
    expect(actor.getSnapshot().value).toBe('showingCode');
    expect(codes).toEqual([{ kind: 'sneakpeek', id }]);
    const dialog = actor.getSnapshot().children.embedCode!;
    expect(dialog.getSnapshot().context.code).toBe(snippet(id));
    dialog.send({ type: 'close' });
    expect(effects).toEqual(['added', 'leave']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("the new form lists the company's Sneakpeeks; 'Embed' on one shows its code and closing returns to the form", async () => {
    const { actor, effects, codes } = start(null);
    await settle();
    expect(actor.getSnapshot().context.sneakpeeks.map((s) => s.id)).toEqual([id]);
    actor.send({ type: 'code.open', id: 'not-listed' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'code.open', id });
    expect(actor.getSnapshot().value).toBe('viewingCode');
    await settle();
    expect(codes).toEqual([{ kind: 'sneakpeek', id }]);
    actor.getSnapshot().children.embedCode!.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.codeFor).toBeNull();
    expect(effects).toEqual([]);
  });

  it('an existing Sneakpeek loads its values; a failed update stays to try again', async () => {
    const { actor, effects, saves } = start(id, {
      load: loaded(ok([stored])),
      save: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
    });
    await settle();
    expect(actor.getSnapshot().context.values).toEqual({
      name: 'Quick look',
      recording_id: demo.id,
      is_muted: 1,
      is_gated: 0,
      show_controls: 1,
    });
    actor.send({ type: 'submit' });
    await settle();
    expect(saves[0]?.id).toBe(id);
    expect(effects).toEqual(['saveFailed']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a missing Sneakpeek is not found; a dropped load can be retried; Cancel goes back', async () => {
    const gone = start(id, {
      load: loaded({ status: 'error', payload: null, message: 'No', httpStatus: 404 }),
    });
    await settle();
    expect(gone.actor.getSnapshot().value).toBe('notFound');
    const offline = start(id, { load: new TypeError('Failed to fetch') });
    await settle();
    expect(offline.actor.getSnapshot().value).toBe('loadFailed');
    const cancelled = start(null);
    await settle();
    cancelled.actor.send({ type: 'cancel' });
    expect(cancelled.effects).toEqual(['leave']);
  });

  it('every state is reachable (@xstate/graph)', () => {
    const events = [
      { type: 'xstate.done.actor.load', output: loaded() },
      {
        type: 'xstate.done.actor.load',
        output: loaded({ status: 'error', payload: null, message: 'No', httpStatus: 404 }),
      },
      { type: 'xstate.error.actor.load', error: new Error('x') },
      { type: 'retry' },
      { type: 'field.change', field: 'name', value: 'Quick look' },
      { type: 'field.change', field: 'recording_id', value: demo.id },
      { type: 'submit' },
      { type: 'xstate.done.actor.0.sneakpeek.submitting', output: ok(stored) },
      { type: 'code.open', id },
      { type: 'xstate.done.actor.embedCode' },
    ] as EventObject[];
    const paths = getShortestPaths(sneakpeekMachine, {
      input: { id: null, schema: sneakpeekForm, blank: newSneakpeekForm(), snippet },
      // biome-ignore lint/suspicious/noExplicitAny: @xstate/graph types events against the machine's own union, which leaves out invoke done events.
      events: events as any,
    });
    const reached = new Set(paths.map((path) => path.state.value as StateValue));
    expect([...reached].sort()).toEqual([
      'done',
      'editing',
      'loadFailed',
      'loading',
      'notFound',
      'showingCode',
      'submitting',
      'viewingCode',
    ]);
  });
});
