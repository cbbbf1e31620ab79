import {
  defaultEmbedSettings,
  type EmbedSettings,
  embedMessages,
  type Hero,
  heroForm,
  newHeroForm,
  newSoloForm,
  type Recording,
  soloForm,
} from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, type EventObject, fromPromise, type StateValue } from 'xstate';
import type { EmbedPreviewReply } from './embedReplies.ts';
import { heroEditorMachine } from './heroEditorMachine.ts';
import { soloEditorMachine } from './soloEditorMachine.ts';
import type {
  CreateWidgetReply,
  UpdateWidgetReply,
  WidgetEditorInput,
  WidgetEditorLoaded,
  WidgetSubmitRequest,
} from './widgetEditor.ts';
import { canSaveWidget, widgetIsDirty } from './widgetEditor.ts';

const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const heroId = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const demo = (id: string, type: Recording['type']): Recording =>
  ({ id, title: `Demo ${id}`, type, company_id: companyId }) as Recording;
const recorded = demo('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', 'default');
const linked = demo('3a5b7c9d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', 'public');

const heroInput = (overrides: Partial<WidgetEditorInput> = {}): WidgetEditorInput => ({
  kind: 'hero',
  id: null,
  promptOn: true,
  repName: 'Ada Lovelace',
  schema: heroForm,
  blank: newHeroForm(),
  ...overrides,
});
const soloInput = (overrides: Partial<WidgetEditorInput> = {}): WidgetEditorInput =>
  heroInput({
    kind: 'solo',
    schema: soloForm,
    blank: newSoloForm(),
    ...overrides,
  });

const storedHero = (overrides: Partial<Hero> = {}): Hero => ({
  ...newHeroForm(),
  id: heroId,
  salesrep_id: 'rep',
  salesrep_name: 'Grace Hopper',
  company_id: companyId,
  recording_id: recorded.id,
  name: 'Tour',
  headline: 'See it',
  description: 'Two minutes',
  action_label: 'Book',
  action_link: 'https://example.com',
  custom_thumbnail: '',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
  live: 0,
  ...overrides,
});

const ok = <T>(payload: T, httpStatus = 200) => ({ status: 'success' as const, payload, httpStatus });
const loaded = (
  widget: WidgetEditorLoaded['widget'] = null,
  settings: EmbedSettings = defaultEmbedSettings(),
): WidgetEditorLoaded => ({
  widget,
  demos: ok([recorded, linked]),
  settings: ok(settings),
});

/** A running editor with fake calls; `effects` lists what it asked the page to do, in order. */
const start = (
  machine: typeof heroEditorMachine,
  input: WidgetEditorInput,
  answers: {
    load?: WidgetEditorLoaded | Error;
    create?: CreateWidgetReply | Error;
    update?: UpdateWidgetReply | Error;
    preview?: EmbedPreviewReply | Error;
  } = {},
) => {
  const effects: string[] = [];
  const submits: Array<WidgetSubmitRequest & { call: string }> = [];
  const answer = <T>(value: T | Error | undefined): Promise<T> =>
    value === undefined
      ? new Promise<never>(() => {})
      : value instanceof Error
        ? Promise.reject(value)
        : Promise.resolve(value);
  const note = (name: string) => () => {
    effects.push(name);
  };
  const actor = createActor(
    machine.provide({
      actors: {
        load: fromPromise(() => answer(answers.load ?? loaded())),
        create: fromPromise<CreateWidgetReply, WidgetSubmitRequest>(({ input }) => {
          submits.push({ ...input, call: 'create' });
          return answer(answers.create);
        }),
        update: fromPromise<UpdateWidgetReply, WidgetSubmitRequest>(({ input }) => {
          submits.push({ ...input, call: 'update' });
          return answer(answers.update);
        }),
        preview: fromPromise(() => answer(answers.preview)),
      },
      actions: {
        notifyIncomplete: note('incomplete'),
        notifyInvalidFile: note('invalidFile'),
        notifyAdded: note('added'),
        notifyAddFailed: note('addFailed'),
        notifySaved: note('saved'),
        notifySaveFailed: note('saveFailed'),
        notifyPreviewFailed: note('previewFailed'),
        becameExisting: (_, params) => effects.push(`existing ${params.id}`),
        optOut: (_, params) => effects.push(`optOut ${params.kind}`),
        openPreviewWindow: note('openPreviewWindow'),
        showPreview: (_, params) => effects.push(`preview ${params.previewId} ${params.id}`),
      },
    }),
    { input },
  ).start();
  return { actor, effects, submits };
};
const promptsState = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().children.prompts?.getSnapshot() as { value: unknown } | undefined)?.value;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const fillHero = (actor: ReturnType<typeof start>['actor']) => {
  for (const [field, value] of Object.entries({
    name: 'Tour',
    headline: 'See it',
    description: 'Two minutes',
    action_label: 'Book',
    action_link: 'https://example.com',
  }))
    actor.send({ type: 'field.change', field: field as 'name', value });
};

describe('the Hero and Solo editors (spec 2 §2, §4, §5)', () => {
  it('a new Hero loads the demos and takes its gating defaults from the plan', async () => {
    const plan = defaultEmbedSettings();
    plan.gating.checked = true;
    plan.gating.embed.verify.twofactor.checked = true;
    const { actor } = start(heroEditorMachine, heroInput(), { load: loaded(null, plan) });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ editing: 'idle' });
    expect(context.demos).toHaveLength(2);
    // Two-factor needs the domain check: the defaults stay consistent.
    expect(context.values).toMatchObject({ is_gated: 1, check_twofactor: 1, check_domain: 1 });
    expect(context.errors.name).toBe(embedMessages.titleRequired);
  });

  it('an existing Hero shows its stored values, creator and date; another company answers 404', async () => {
    const { actor } = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded(ok([storedHero({ live: 1 })])),
    });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.values).toMatchObject({ name: 'Tour', headline: 'See it' });
    expect(context.values).not.toHaveProperty('id');
    expect(context.meta.salesrepName).toBe('Grace Hopper');
    expect(context.live).toBe(1);
    const gone = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded({ status: 'error', payload: null, message: 'Embed not found', httpStatus: 404 }),
    });
    await settle();
    expect(gone.actor.getSnapshot().value).toBe('notFound');
  });

  it('a failed load can be retried', async () => {
    const { actor } = start(heroEditorMachine, heroInput(), { load: new TypeError('Failed to fetch') });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });

  it('shows every Hero rule message of §5 letter for letter', async () => {
    const { actor } = start(heroEditorMachine, heroInput());
    await settle();
    const errorOf = (field: 'headline' | 'action_label' | 'description' | 'action_link', value: string) => {
      actor.send({ type: 'field.change', field, value });
      return actor.getSnapshot().context.errors[field];
    };
    expect(errorOf('headline', '')).toBe(embedMessages.headlineRequired);
    expect(errorOf('headline', 'x'.repeat(41))).toBe('Cannot be more than 40 charactres');
    expect(errorOf('action_label', '')).toBe(embedMessages.labelRequired);
    expect(errorOf('action_label', 'x'.repeat(51))).toBe(embedMessages.labelTooLong);
    expect(errorOf('description', '')).toBe(embedMessages.descriptionRequired);
    expect(errorOf('description', 'x'.repeat(501))).toBe(embedMessages.descriptionTooLong);
    expect(errorOf('action_link', ' ')).toBe(embedMessages.urlRequired);
    expect(actor.getSnapshot().context.touched).toMatchObject({ headline: true, action_link: true });
  });

  it('Save without a demo says Incomplete Data and shows every message; the prompts stay idle', async () => {
    const { actor, effects } = start(heroEditorMachine, heroInput());
    await settle();
    fillHero(actor);
    actor.send({ type: 'save' });
    expect(effects).toEqual(['incomplete']);
    expect(promptsState(actor)).toBe('idle');
    expect(actor.getSnapshot().context.touched.recording_id).toBe(true);
  });

  it('creates a new Hero through the save-before-publish prompt; it becomes existing', async () => {
    const { actor, effects, submits } = start(heroEditorMachine, heroInput(), {
      create: ok(heroId, 201),
    });
    await settle();
    fillHero(actor);
    actor.send({ type: 'demo.choose', id: recorded.id });
    actor.send({ type: 'save' });
    const prompts = actor.getSnapshot().children.prompts!;
    expect((prompts.getSnapshot() as { value: unknown }).value).toBe('promptingSaveBeforePublish');
    prompts.send({ type: 'neverShowAgain.change', value: true });
    prompts.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toEqual({ editing: { submitting: 'creating' } });
    await settle();
    expect(effects).toEqual(['optOut Hero', 'added', `existing ${heroId}`]);
    expect(submits[0]).toMatchObject({ call: 'create', id: null, live: 0, thumbnail: null, icon: null });
    expect(actor.getSnapshot().context.id).toBe(heroId);
    // No longer new: the next save updates, the prompt stays away.
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toEqual({ editing: { submitting: 'updating' } });
    expect(submits[1]).toMatchObject({ call: 'update', id: heroId });
  });

  it('has unsaved changes from the first edit until they are saved (issue 29 D.9)', async () => {
    const { actor } = start(heroEditorMachine, heroInput({ promptOn: false }), {
      create: ok(heroId, 201),
      update: ok(storedHero()),
    });
    await settle();
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(false);
    fillHero(actor);
    actor.send({ type: 'demo.choose', id: recorded.id });
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'save' });
    await settle();
    expect(actor.getSnapshot().context.id).toBe(heroId);
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'field.change', field: 'headline', value: 'See it now' });
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(true);
    // Typed back as saved: nothing is left unsaved.
    actor.send({ type: 'field.change', field: 'headline', value: 'See it' });
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(false);
  });

  it('an existing Hero opens with nothing unsaved (issue 29 D.9)', async () => {
    const { actor } = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded(ok([storedHero()])),
    });
    await settle();
    expect(actor.getSnapshot().context.values.name).toBe('Tour');
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'field.change', field: 'name', value: 'Tour 2' });
    expect(widgetIsDirty(actor.getSnapshot().context)).toBe(true);
  });

  it('a failed create says so and leaves the widget new', async () => {
    const { actor, effects } = start(heroEditorMachine, heroInput({ promptOn: false }), {
      create: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
    });
    await settle();
    fillHero(actor);
    actor.send({ type: 'demo.choose', id: recorded.id });
    actor.send({ type: 'save' });
    await settle();
    expect(effects).toEqual(['addFailed']);
    expect(actor.getSnapshot().context.id).toBeNull();
    expect(promptsState(actor)).toBe('idle');
  });

  it('Publish submits with live 1; once live, Publish is refused and Save confirms first', async () => {
    const { actor, effects, submits } = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded(ok([storedHero()])),
      update: ok(storedHero({ live: 1 })),
    });
    await settle();
    actor.send({ type: 'publish' });
    const prompts = actor.getSnapshot().children.prompts!;
    expect((prompts.getSnapshot() as { value: unknown }).value).toBe('confirmingPublish');
    prompts.send({ type: 'confirm' });
    await settle();
    expect(submits[0]).toMatchObject({ call: 'update', live: 1 });
    expect(effects).toEqual(['saved']);
    expect(actor.getSnapshot().context.live).toBe(1);
    actor.send({ type: 'publish' });
    expect(effects).toEqual(['saved', 'incomplete']);
    actor.send({ type: 'save' });
    expect(promptsState(actor)).toBe('confirmingLiveSave');
  });

  it('a failed update says so and returns to editing', async () => {
    const { actor, effects } = start(heroEditorMachine, heroInput({ id: heroId, promptOn: false }), {
      load: loaded(ok([storedHero()])),
      update: new TypeError('Failed to fetch'),
    });
    await settle();
    actor.send({ type: 'save' });
    await settle();
    expect(effects).toEqual(['saveFailed']);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('Hero offers Thumbnail or Animation, Animation only for a recorded demo', async () => {
    const { actor } = start(heroEditorMachine, heroInput());
    await settle();
    actor.send({ type: 'teaser.choose', teaser: 'animation' });
    expect(actor.getSnapshot().context.values.show_preview).toBe(0);
    actor.send({ type: 'demo.choose', id: recorded.id });
    actor.send({ type: 'teaser.choose', teaser: 'animation' });
    expect(actor.getSnapshot().context.values.show_preview).toBe(1);
    actor.send({ type: 'teaser.choose', teaser: 'cta' });
    expect(actor.getSnapshot().context.values).not.toHaveProperty('is_cta');
    // A linked demo has no animation: the teaser goes back to the thumbnail.
    actor.send({ type: 'demo.choose', id: linked.id });
    expect(actor.getSnapshot().context.values.show_preview).toBe(0);
  });

  it('Solo teasers are exclusive; the CTA teaser needs its text', async () => {
    const { actor } = start(soloEditorMachine, soloInput());
    await settle();
    actor.send({ type: 'field.change', field: 'name', value: 'Tour' });
    actor.send({ type: 'teaser.choose', teaser: 'hotspot' });
    // The launch icon is SMALL for a hotspot, LARGE otherwise, until the rep picks a size.
    expect(actor.getSnapshot().context.values).toMatchObject({
      is_hotspot: 1,
      is_cta: 0,
      show_preview: 0,
      blinker_size: 'SMALL',
    });
    actor.send({ type: 'teaser.choose', teaser: 'cta' });
    expect(actor.getSnapshot().context.values).toMatchObject({ is_hotspot: 0, is_cta: 1 });
    expect(actor.getSnapshot().context.errors.cta_text).toBe(embedMessages.cannotLeaveEmpty);
    actor.send({ type: 'field.change', field: 'cta_text', value: 'Watch' });
    expect(actor.getSnapshot().context.errors.cta_text).toBeUndefined();
    expect(actor.getSnapshot().context.values.blinker_size).toBe('LARGE');
    actor.send({ type: 'field.change', field: 'blinker_size', value: 'SMALL' });
    actor.send({ type: 'teaser.choose', teaser: 'thumbnail' });
    expect(actor.getSnapshot().context.values.blinker_size).toBe('SMALL');
  });

  it('gating toggles follow the dependencies and the plan', async () => {
    const plan = defaultEmbedSettings();
    plan.gating.embed.verify.domain.enable = false;
    const { actor } = start(soloEditorMachine, soloInput(), { load: loaded(null, plan) });
    await settle();
    actor.send({ type: 'gating.toggle', option: 'redirect_to_restricted_domain', on: true });
    expect(actor.getSnapshot().context.values).toMatchObject({
      redirect_to_restricted_domain: 1,
      check_blocklist: 1,
    });
    actor.send({ type: 'gating.toggle', option: 'check_blocklist', on: false });
    expect(actor.getSnapshot().context.values.redirect_to_restricted_domain).toBe(0);
    actor.send({ type: 'gating.toggle', option: 'check_domain', on: true });
    expect(actor.getSnapshot().context.values.check_domain).toBe(0);
  });

  it('files: a wrong extension is refused and cleared; an icon makes the style CUSTOM; files go only when on', async () => {
    const { actor, effects, submits } = start(soloEditorMachine, soloInput({ promptOn: false }), {
      create: ok(heroId, 201),
    });
    await settle();
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'thumb.PNG') });
    expect(actor.getSnapshot().context.values.show_custom_thumbnail).toBe(1);
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'thumb.gif') });
    expect(effects).toEqual(['invalidFile']);
    expect(actor.getSnapshot().context.thumbnailFile).toBeNull();
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'thumb.jpg') });
    actor.send({ type: 'thumbnail.clear' });
    expect(actor.getSnapshot().context.values.show_custom_thumbnail).toBe(0);
    actor.send({ type: 'icon.select', file: new File(['<svg/>'], 'icon.svg') });
    expect(actor.getSnapshot().context.values.blinker_style).toBe('CUSTOM');
    actor.send({ type: 'icon.select', file: new File(['x'], 'icon.exe') });
    expect(effects).toEqual(['invalidFile', 'invalidFile']);
    actor.send({ type: 'icon.select', file: new File(['<svg/>'], 'icon.svg') });
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'thumb.jpg') });
    actor.send({ type: 'thumbnail.custom', on: false });
    actor.send({ type: 'field.change', field: 'name', value: 'Tour' });
    actor.send({ type: 'demo.choose', id: recorded.id });
    actor.send({ type: 'save' });
    expect(submits[0]?.thumbnail).toBeNull();
    expect(submits[0]?.icon?.name).toBe('icon.svg');
  });

  it("a thumbnail the browser cannot read ('Error uploading thumbnail') is dropped and Save waits for a good one (issue 29 B.10)", async () => {
    const { actor, submits } = start(soloEditorMachine, soloInput({ promptOn: false }), {
      create: ok(heroId, 201),
    });
    await settle();
    actor.send({ type: 'field.change', field: 'name', value: 'Tour' });
    actor.send({ type: 'demo.choose', id: recorded.id });
    actor.send({ type: 'thumbnail.select', file: new File(['not a picture'], 'thumb.png') });
    expect(canSaveWidget(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'thumbnail.unreadable' });
    expect(actor.getSnapshot().context.thumbnailFile).toBeNull();
    expect(canSaveWidget(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'save' });
    expect(submits).toEqual([]);
    // Another file, or the custom thumbnail turned off: Save again.
    actor.send({ type: 'thumbnail.select', file: new File(['x'], 'good.jpg') });
    expect(canSaveWidget(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'thumbnail.unreadable' });
    actor.send({ type: 'thumbnail.custom', on: false });
    expect(canSaveWidget(actor.getSnapshot().context)).toBe(true);
  });

  it('Preview is refused for a new widget; a saved one stores the dump and opens it', async () => {
    const fresh = start(heroEditorMachine, heroInput());
    await settle();
    fresh.actor.send({ type: 'preview' });
    expect(fresh.effects).toEqual([]);
    const { actor, effects } = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded(ok([storedHero()])),
      preview: ok('AAAAAAAAAAAAAAAAAAAAAA'),
    });
    await settle();
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'previewing' });
    await settle();
    expect(effects).toEqual(['openPreviewWindow', `preview AAAAAAAAAAAAAAAAAAAAAA ${heroId}`]);
    const refused = start(heroEditorMachine, heroInput({ id: heroId }), {
      load: loaded(ok([storedHero()])),
      preview: { status: 'error', payload: null, message: 'No', httpStatus: 400 },
    });
    await settle();
    refused.actor.send({ type: 'preview' });
    await settle();
    expect(refused.effects).toEqual(['openPreviewWindow', 'previewFailed']);
  });
});

const leafPaths = (value: StateValue): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value).flatMap(([key, child]) => leafPaths(child!).map((leaf) => `${key}.${leaf}`));

describe('every state of the widget editors is reachable (@xstate/graph)', () => {
  for (const [machine, input, id] of [
    [heroEditorMachine, heroInput(), 'heroEditor'],
    [soloEditorMachine, soloInput(), 'soloEditor'],
  ] as const) {
    it(id, () => {
      const events: EventObject[] = [
        { type: 'xstate.done.actor.load', output: loaded() } as EventObject,
        { type: 'xstate.error.actor.load', error: new Error('x') } as EventObject,
        {
          type: 'xstate.done.actor.load',
          output: loaded({ status: 'error', payload: null, message: 'No', httpStatus: 404 }),
        } as EventObject,
        { type: 'retry' },
        { type: 'prompts.submit', publish: true } as EventObject,
        { type: `xstate.done.actor.0.${id}.editing.submitting.creating`, output: ok(heroId) } as EventObject,
        { type: 'preview' },
      ];
      const paths = getShortestPaths(machine as AnyStateMachine, { input, events });
      const reached = new Set(paths.flatMap((path) => leafPaths(path.state.value as StateValue)));
      expect([...reached].sort()).toEqual([
        'editing.idle',
        'editing.previewing',
        'editing.submitting.creating',
        'editing.submitting.updating',
        'loadFailed',
        'loading',
        'notFound',
      ]);
    });
  }
});
