import {
  type Cyoa,
  type CyoaStep,
  defaultEmbedSettings,
  type EmbedPreviewDump,
  embedMessages,
} from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type StateValue } from 'xstate';
import { companyId, cyoaId, linked, loadReply, record, recorded } from './cyoaEditor.fixtures.ts';
import {
  type CyoaLoadReply,
  cyoaIsDirty,
  type PublishCyoaReply,
  type SaveCyoaReply,
  type SaveCyoaRequest,
} from './cyoaEditor.ts';
import { cyoaEditorMachine } from './cyoaEditorMachine.ts';
import type { EmbedPreviewReply } from './embedReplies.ts';

type Answer<T> = T | Error;
const next = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (!answer) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

const start = (
  opts: {
    id?: string | null;
    loads?: Answer<CyoaLoadReply>[];
    saves?: Answer<SaveCyoaReply>[];
    publishes?: Answer<PublishCyoaReply>[];
    previews?: Answer<EmbedPreviewReply>[];
    promptOn?: boolean;
  } = {},
) => {
  const effects: unknown[] = [];
  const saveCalls: SaveCyoaRequest[] = [];
  const previewCalls: EmbedPreviewDump[] = [];
  const note = (name: string) => (_: unknown, params?: unknown) =>
    effects.push(params === undefined ? name : [name, params]);
  const machine = cyoaEditorMachine.provide({
    delays: { restoreDelay: 0 },
    actors: {
      load: fromPromise(() => next(opts.loads ?? [])),
      save: fromPromise<SaveCyoaReply, SaveCyoaRequest>(({ input }) => {
        saveCalls.push(input);
        return next(opts.saves ?? []);
      }),
      publish: fromPromise(() => next(opts.publishes ?? [])),
      preview: fromPromise<EmbedPreviewReply, EmbedPreviewDump>(({ input }) => {
        previewCalls.push(input);
        return next(opts.previews ?? []);
      }),
    },
    actions: {
      notifyProblem: note('problem'),
      notifyInvalidFile: note('invalidFile'),
      showSaveProgress: note('saving'),
      notifySaved: note('saved'),
      notifySaveFailed: note('saveFailed'),
      notifyPublished: note('published'),
      notifyPublishFailed: note('publishFailed'),
      openPreviewWindow: note('openWindow'),
      showPreview: note('showPreview'),
      notifyPreviewFailed: note('previewFailed'),
      openSaved: note('openSaved'),
      storeOptOut: note('optOut'),
    },
  });
  const actor = createActor(machine, {
    input: {
      id: opts.id === undefined ? cyoaId : opts.id,
      companyId,
      repName: 'Ada Rep',
      promptOn: opts.promptOn ?? true,
    },
  }).start();
  return { actor, effects, saveCalls, previewCalls };
};
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const saved = (cyoa: Cyoa): SaveCyoaReply => ({ status: 'success', payload: cyoa, httpStatus: 200 });
const prompts = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.prompts as unknown as {
    getSnapshot: () => { value: StateValue };
    send: (event: { type: string }) => void;
  };

describe('cyoaEditorMachine (spec 2 §2 CYOA editor, §4, §5)', () => {
  it('loads the CYOA, its demos and flags; the first step opens once settled', async () => {
    const { actor } = start({ loads: [loadReply(record())] });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: { editing: 'restoring' } });
    await settle(5);
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ ready: { editing: 'idle' } });
    expect(context.selected).toBe(0);
    expect(context.content.data.map((s) => s.type)).toEqual(['demo', 'question', 'rule', 'demo']);
    expect(context.keys).toHaveLength(4);
    expect(context.demos).toHaveLength(2);
  });

  it('a missing CYOA is not found; an unreachable server can be retried', async () => {
    const gone = start({
      loads: [
        { ...loadReply(null), cyoa: { status: 'error', payload: null, message: 'No', httpStatus: 404 } },
      ],
    });
    await settle();
    expect(gone.actor.getSnapshot().value).toBe('notFound');
    const offline = start({ loads: [new TypeError('Failed to fetch'), loadReply(record())] });
    await settle();
    expect(offline.actor.getSnapshot().value).toBe('loadFailed');
    offline.actor.send({ type: 'retry' });
    await settle();
    expect(offline.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('a new CYOA takes its gating defaults from the plan, in its camelCase settings', async () => {
    const settings = defaultEmbedSettings();
    settings.gating.checked = true;
    settings.gating.embed.verify.blocklist.redirect.checked = true;
    const { actor } = start({ id: null, loads: [loadReply(null, settings)] });
    await settle();
    const { setting } = actor.getSnapshot().context.content;
    expect(setting.verifyIdentity).toBe(true);
    expect(setting.redirectToRestrictedDomain).toBe(true);
    // redirect forces the blocklist check on
    expect(setting.checkBlocklist).toBe(true);
    actor.send({ type: 'gating.toggle', option: 'check_blocklist', on: false });
    expect(actor.getSnapshot().context.content.setting.redirectToRestrictedDomain).toBe(false);
  });

  it('a gating option the plan does not let the rep edit stays as it is', async () => {
    const settings = defaultEmbedSettings();
    settings.gating.edit = false;
    const { actor } = start({ loads: [loadReply(record(), settings)] });
    await settle();
    actor.send({ type: 'gating.toggle', option: 'check_domain', on: true });
    expect(actor.getSnapshot().context.content.setting.checkDomain).toBe(false);
  });

  it('adds, edits, removes steps with indices kept 0..n-1; a rule follows its question', async () => {
    const { actor } = start({ loads: [loadReply(record())] });
    await settle();
    actor.send({ type: 'step.add', kind: 'modal' });
    let { data } = actor.getSnapshot().context.content;
    expect(data.at(-1)).toMatchObject({ type: 'modal', index: 4 });
    expect(actor.getSnapshot().context.selected).toBe(4);
    // Removing the first step: the rule's question moves from 1 to 0.
    actor.send({ type: 'step.remove', index: 0 });
    data = actor.getSnapshot().context.content.data;
    expect(data.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(data[1]).toMatchObject({ type: 'rule', condition: { question: 0, answer: 'Sales' } });
    // Removing the question drops the condition.
    actor.send({ type: 'step.remove', index: 0 });
    expect(actor.getSnapshot().context.content.data[0]).toMatchObject({ type: 'rule', condition: null });
    actor.send({
      type: 'step.change',
      index: 1,
      step: { index: 9, type: 'demo', value: recorded.id, label: 'x' },
    });
    expect(actor.getSnapshot().context.content.data[1]).toMatchObject({ index: 1, value: recorded.id });
  });

  it('moves a step from index to index, the rule following its question; refused while live', async () => {
    const { actor } = start({ loads: [loadReply(record())] });
    await settle(5);
    const keys = actor.getSnapshot().context.keys;
    actor.send({ type: 'step.move', from: 1, to: 3 });
    const { content, keys: moved, pendingSelection } = actor.getSnapshot().context;
    expect(content.data.map((s) => s.type)).toEqual(['demo', 'rule', 'demo', 'question']);
    expect(content.data.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(content.data[1]).toMatchObject({ condition: { question: 3 } });
    expect(moved).toEqual([keys[0], keys[2], keys[3], keys[1]]);
    expect(pendingSelection).toBe(3);
    await settle(5);
    expect(actor.getSnapshot().context.selected).toBe(3);

    const live = start({ loads: [loadReply(record({ live: 1 }))] });
    await settle();
    live.actor.send({ type: 'step.move', from: 0, to: 1 });
    expect(live.actor.getSnapshot().context.content.data[0]?.type).toBe('demo');
    expect(live.actor.getSnapshot().context.content.data[1]?.type).toBe('question');
  });

  it('any move keeps indices 0..n-1 and every rule on its own question, whichever way it crosses it', async () => {
    // Three questions, each followed by its rule, between demos: every (from, to) of 9 steps.
    const question = (index: number, text: string): CyoaStep => ({
      index,
      type: 'question',
      question: text,
      choices: ['A'],
      questionType: 'single',
    });
    const rule = (index: number, on: number): CyoaStep => ({
      index,
      type: 'rule',
      condition: { question: on, answer: 'A' },
      result: { type: 'demo', value: recorded.id, label: '' },
    });
    const demoStep = (index: number): CyoaStep => ({ index, type: 'demo', value: recorded.id, label: '' });
    const episodes = [
      demoStep(0),
      question(1, 'Q1'),
      rule(2, 1),
      demoStep(3),
      question(4, 'Q2'),
      rule(5, 4),
      rule(6, 1),
      question(7, 'Q3'),
      rule(8, 7),
    ];
    const asked = (steps: readonly { type: string; question?: string }[], at: number) =>
      steps[at]?.type === 'question' ? steps[at]?.question : undefined;
    for (let from = 0; from < episodes.length; from++)
      for (let to = 0; to < episodes.length; to++) {
        if (from === to) continue;
        const { actor } = start({ loads: [loadReply(record({ episodes }))] });
        await settle();
        const before = actor.getSnapshot().context.content.data;
        const rulesBefore = before.flatMap((s, i) =>
          s.type === 'rule'
            ? [{ key: actor.getSnapshot().context.keys[i], on: asked(before, s.condition!.question) }]
            : [],
        );
        actor.send({ type: 'step.move', from, to });
        const { content, keys } = actor.getSnapshot().context;
        expect(content.data.map((s) => s.index)).toEqual(episodes.map((_, i) => i));
        for (const { key, on } of rulesBefore) {
          const moved = content.data[keys.indexOf(key!)];
          expect(moved?.type === 'rule' && asked(content.data, moved.condition!.question)).toBe(on);
        }
        actor.stop();
      }
  });

  it('wrap-up recommendations: up to 3 slots, the first never removed', async () => {
    const { actor } = start({ loads: [loadReply(record())] });
    await settle();
    actor.send({ type: 'wrapUp.toggle', on: true });
    actor.send({ type: 'recommendations.show', on: true });
    actor.send({ type: 'recommendation.add' });
    actor.send({ type: 'recommendation.add' });
    actor.send({ type: 'recommendation.add' });
    expect(actor.getSnapshot().context.content.recommendations.list).toHaveLength(3);
    actor.send({ type: 'recommendation.remove', slot: 0 });
    expect(actor.getSnapshot().context.content.recommendations.list).toHaveLength(3);
    actor.send({ type: 'recommendation.change', slot: 2, demo: linked.id });
    actor.send({ type: 'recommendation.remove', slot: 1 });
    expect(actor.getSnapshot().context.content.recommendations.list).toEqual(['', linked.id]);
  });

  it('teasers are exclusive; Animation only when the first demo step is a recorded (default) demo', async () => {
    const { actor } = start({ loads: [loadReply(record())] });
    await settle();
    actor.send({ type: 'teaser.change', style: 'animation' });
    expect(actor.getSnapshot().context.content.setting.showPreview).toBe(true);
    actor.send({ type: 'teaser.change', style: 'cta' });
    expect(actor.getSnapshot().context.content.setting).toMatchObject({
      isCta: true,
      isHotspot: false,
      showPreview: false,
    });
    actor.send({ type: 'step.move', from: 0, to: 3 });
    actor.send({ type: 'teaser.change', style: 'animation' });
    expect(actor.getSnapshot().context.content.setting.showPreview).toBe(false);
  });

  it('custom thumbnail and icon: extensions checked; an icon makes the style CUSTOM', async () => {
    const { actor, effects } = start({ loads: [loadReply(record())] });
    await settle();
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'shot.gif') });
    expect(effects).toEqual(['invalidFile']);
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'shot.PNG') });
    expect(actor.getSnapshot().context.content.setting.showCustomThumbnail).toBe(true);
    actor.send({ type: 'thumbnail.clear' });
    expect(actor.getSnapshot().context.content.setting.showCustomThumbnail).toBe(false);
    expect(actor.getSnapshot().context.thumbnail).toBeNull();
    actor.send({ type: 'icon.select', file: new File(['<svg/>'], 'icon.svg') });
    expect(actor.getSnapshot().context.content.setting.blinkerStyle).toBe('CUSTOM');
  });

  it('Save shows each §5 rule broken, in order', async () => {
    const { actor, effects } = start({ id: null, loads: [loadReply(null)] });
    await settle();
    actor.send({ type: 'save' });
    actor.send({ type: 'title.change', value: 'Journey' });
    actor.send({ type: 'save' });
    actor.send({ type: 'step.add', kind: 'question' });
    actor.send({ type: 'save' });
    expect(effects).toEqual([
      ['problem', { message: embedMessages.addWidgetName }],
      ['problem', { message: embedMessages.widgetEmpty }],
      ['problem', { message: embedMessages.incompleteFields }],
    ]);
    expect(prompts(actor).getSnapshot().value).toBe('idle');
  });

  it('a new CYOA saves through the prompt; the returned id becomes current', async () => {
    const created = record({ id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', episodes: [] });
    const { actor, effects, saveCalls } = start({
      id: null,
      loads: [loadReply(null)],
      saves: [saved(created)],
    });
    await settle();
    actor.send({ type: 'title.change', value: '  Journey ' });
    actor.send({ type: 'step.add', kind: 'demo' });
    actor.send({
      type: 'step.change',
      index: 0,
      step: { index: 0, type: 'demo', value: recorded.id, label: 'A' },
    });
    actor.send({ type: 'save' });
    expect(prompts(actor).getSnapshot().value).toBe('promptingSaveBeforePublish');
    prompts(actor).send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    await settle();
    expect(saveCalls[0]).toMatchObject({
      id: null,
      content: { name: 'Journey' },
      thumbnail: null,
      icon: null,
    });
    expect(actor.getSnapshot().context.id).toBe(created.id);
    expect(effects).toEqual(['saving', ['saved', { created: true }], ['openSaved', { id: created.id }]]);
    expect(prompts(actor).getSnapshot().value).toBe('idle');
  });

  it('has unsaved changes from the first edit until they are saved (issue 29 D.9)', async () => {
    const created = record({ id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', name: 'Journey', episodes: [] });
    const { actor } = start({ id: null, loads: [loadReply(null)], saves: [saved(created)] });
    await settle();
    expect(cyoaIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'title.change', value: 'Journey' });
    expect(cyoaIsDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'step.add', kind: 'demo' });
    actor.send({
      type: 'step.change',
      index: 0,
      step: { index: 0, type: 'demo', value: recorded.id, label: 'A' },
    });
    actor.send({ type: 'save' });
    prompts(actor).send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot().context.id).toBe(created.id);
    expect(cyoaIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'step.add', kind: 'question' });
    expect(cyoaIsDirty(actor.getSnapshot().context)).toBe(true);
  });

  it('Publish saves first, then publishes: the Published state', async () => {
    const { actor, effects, saveCalls } = start({
      loads: [loadReply(record())],
      saves: [saved(record())],
      publishes: [{ status: 'success', payload: record({ live: 1 }), httpStatus: 200 }],
    });
    await settle();
    actor.send({ type: 'publish' });
    expect(prompts(actor).getSnapshot().value).toBe('confirmingPublish');
    prompts(actor).send({ type: 'confirm' });
    await settle();
    expect(saveCalls[0]?.id).toBe(cyoaId);
    expect(actor.getSnapshot().context.live).toBe(true);
    expect(effects).toEqual(['saving', ['saved', { created: false }], 'published']);
    // Live now: Publish does nothing, Save confirms that changes go live instantly.
    actor.send({ type: 'publish' });
    expect(prompts(actor).getSnapshot().value).toBe('idle');
    actor.send({ type: 'save' });
    expect(prompts(actor).getSnapshot().value).toBe('confirmingLiveSave');
  });

  it("a refused save is 'An Error Occurred!'; a refused publish 'Unable to publish'", async () => {
    const { actor, effects } = start({
      loads: [loadReply(record())],
      promptOn: false,
      saves: [{ status: 'error', payload: null, message: 'No', httpStatus: 400 }, saved(record())],
      publishes: [new TypeError('Failed to fetch')],
    });
    await settle();
    actor.send({ type: 'save' });
    await settle();
    expect(effects).toEqual(['saving', 'saveFailed']);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'publish' });
    prompts(actor).send({ type: 'confirm' });
    await settle();
    expect(effects.slice(2)).toEqual(['saving', ['saved', { created: false }], 'publishFailed']);
    expect(actor.getSnapshot().context.live).toBe(false);
    expect(prompts(actor).getSnapshot().value).toBe('idle');
  });

  it('never show again is stored through the page', async () => {
    const { actor, effects } = start({ loads: [loadReply(record())], saves: [saved(record())] });
    await settle();
    actor.send({ type: 'save' });
    prompts(actor).send({ type: 'neverShowAgain.change', value: true } as never);
    prompts(actor).send({ type: 'confirm' });
    await settle();
    expect(effects[0]).toEqual(['optOut', { kind: 'Cyoa' }]);
  });

  it('Preview: disabled until saved; stores the dump and opens the preview', async () => {
    const fresh = start({ id: null, loads: [loadReply(null)] });
    await settle();
    fresh.actor.send({ type: 'preview' });
    expect(fresh.actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    const { actor, effects, previewCalls } = start({
      loads: [loadReply(record())],
      previews: [{ status: 'success', payload: 'preview-1', httpStatus: 200 }, new TypeError('offline')],
    });
    await settle();
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'previewing' });
    await settle();
    expect(previewCalls[0]).toMatchObject({ kind: 'cyoa', id: cyoaId, values: { name: 'Pick your path' } });
    expect(effects).toEqual([
      'openWindow',
      ['showPreview', { previewId: 'preview-1', id: cyoaId, companyId }],
    ]);
    actor.send({ type: 'preview' });
    await settle();
    expect(effects.slice(2)).toEqual(['openWindow', 'previewFailed']);
  });
});

describe('cyoaEditorMachine: every state is reachable', () => {
  it('reaches loading, the load outcomes, editing, saving, publishing and previewing', () => {
    const paths = getShortestPaths(cyoaEditorMachine, {
      input: { id: cyoaId, companyId, repName: 'Ada Rep', promptOn: false },
      events: [
        { type: 'xstate.done.actor.load', output: loadReply(record()) },
        { type: 'xstate.error.actor.load', error: new TypeError('offline') },
        {
          type: 'xstate.done.actor.load',
          output: {
            ...loadReply(null),
            cyoa: { status: 'error', payload: null, message: 'No', httpStatus: 404 },
          },
        },
        { type: 'retry' },
        { type: 'xstate.after.restoreDelay.cyoaEditor.ready.editing.restoring' },
        { type: 'prompts.submit', publish: true },
        { type: 'preview' },
        { type: 'xstate.done.actor.save', output: saved(record()) },
      ] as never[],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...values].sort()).toEqual(
      [
        '"loadFailed"',
        '"loading"',
        '"notFound"',
        '{"ready":"previewing"}',
        '{"ready":"publishing"}',
        '{"ready":"saving"}',
        '{"ready":{"editing":"idle"}}',
        '{"ready":{"editing":"restoring"}}',
      ].sort(),
    );
  });
});
