import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  type CompanySettings,
  SettingsRefused,
  type SettingsReply,
  settingsMachine,
} from './settingsMachine.ts';

const settings: CompanySettings = {
  style: {
    textColor: '#000000',
    bgColor: '#ffffff',
    buttonBgHoverColor: '#1e3b8a',
    buttonBgColor: '#1e41af',
    headerColor: '#ffffff',
    borderColor: '#e2e8f0',
    fontName: 'Inter',
    showCompanyName: true,
  },
  emailBlockList: ['rival.example'],
};
const changed: CompanySettings = { ...settings, style: { ...settings.style, fontName: 'Lora' } };
const ok: SettingsReply = {
  status: 'success',
  payload: {
    companyId: 'company-1',
    website_style: changed.style,
    email_block_list: changed.emailBlockList,
  },
  httpStatus: 200,
};

const start = (loads: Array<CompanySettings | Error>, saves: Array<SettingsReply | Error> = []) => {
  const sent: CompanySettings[] = [];
  // The toasts the page shows, by the machine's named actions.
  const toasts: string[] = [];
  const machine = settingsMachine.provide({
    actions: {
      notifyLoadFailed: (_, params) => toasts.push(`loadFailed: ${params.failure}`),
      notifySaved: () => toasts.push('saved'),
      notifySaveFailed: () => toasts.push('saveFailed'),
    },
    actors: {
      load: fromPromise<CompanySettings, void>(async () => {
        const next = loads.shift();
        if (!next) throw new Error('unexpected load');
        if (next instanceof Error) throw next;
        return next;
      }),
      save: fromPromise<SettingsReply, CompanySettings>(async ({ input }) => {
        sent.push(input);
        const next = saves.shift();
        if (!next) throw new Error('unexpected save');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  return { actor: createActor(machine).start(), sent, toasts };
};
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('settingsMachine', () => {
  it('loads the settings and edits them; they are what Cancel returns to', async () => {
    const { actor } = start([settings]);
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.saved).toEqual(settings);
  });

  it.each([
    ['an error reply is refused', new SettingsRefused('Not allowed'), 'refused'],
    ['no reply is unreachable', new TypeError('Failed to fetch'), 'unreachable'],
  ] as const)('%s (loadFailed); retry loads again', async (_, error, failure) => {
    const { actor, toasts } = start([error, settings]);
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('loadFailed');
    expect(snapshot.context.loadFailure).toBe(failure);
    // spec 1 §8: 'Error Fetching Styles' for a refusal, 'Failed to load existing settings' otherwise.
    expect(toasts).toEqual([`loadFailed: ${failure}`]);
    actor.send({ type: 'retry' });
    expect((await settle(actor)).value).toBe('editing');
  });

  it('Save sends the values; success is saved and they become the saved settings', async () => {
    const { actor, sent, toasts } = start([settings], [ok]);
    await settle(actor);
    actor.send({ type: 'save', settings: changed });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(toasts).toEqual([]);
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('saved');
    expect(snapshot.context.saved).toEqual(changed);
    expect(sent).toEqual([changed]);
    expect(toasts).toEqual(['saved']);
  });

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'Forbidden', httpStatus: 403 } as SettingsReply,
    ],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('%s is saveFailed, keeping the old saved settings; saving again can succeed', async (_, answer) => {
    const { actor, sent, toasts } = start([settings], [answer, ok]);
    await settle(actor);
    actor.send({ type: 'save', settings: changed });
    const failed = await settle(actor);
    expect(failed.value).toBe('saveFailed');
    expect(toasts).toEqual(['saveFailed']);
    expect(failed.context.saved).toEqual(settings);
    actor.send({ type: 'save', settings: changed });
    expect((await settle(actor)).value).toBe('saved');
    expect(sent).toHaveLength(2);
  });

  it('ignores Save while loading and while saving', async () => {
    const { actor, sent } = start([settings], [ok]);
    actor.send({ type: 'save', settings: changed });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle(actor);
    actor.send({ type: 'save', settings: changed });
    actor.send({ type: 'save', settings });
    expect(sent).toEqual([changed]);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof settingsMachine>;
    const paths = getShortestPaths(settingsMachine, {
      events: [
        { type: 'save', settings },
        { type: 'retry' },
        { type: 'xstate.done.actor.load', output: settings },
        { type: 'xstate.error.actor.load', error: new TypeError('x') },
        { type: 'xstate.done.actor.save', output: ok },
        { type: 'xstate.error.actor.save', error: new TypeError('x') },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(settingsMachine.root.states).sort());
  });
});
