import {
  defaultEmbedSettings,
  defaultRestrictedRedirect,
  type EmbedSettings,
  type LayoutStyle,
  newPageStyle,
  newRule,
  type Page,
  type PageSettings,
  type PageType,
  pageMessages,
  type Recording,
  readPageStyle,
  type Video,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type PageEditorInput,
  type PageEditorLoaded,
  type PagePreviewReply,
  type PagePreviewRequest,
  type PublishPageReply,
  pageEditorTabs,
  type SaveFormReply,
  type SaveStyleReply,
  type SaveTitleReply,
} from './pageEditor.ts';
import { pageEditorMachine } from './pageEditorMachine.ts';

const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const pageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const formId = '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b';
const demoA = { id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', title: 'Tour', type: 'default' } as Recording;
const videoA = {
  id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  videoId: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  title: 'Product tour',
  description: 'The five-minute tour',
  url: 'https://videos.example/tour.mp4',
} as Video;
const heroId = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const cyoaId = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1c';

const ok = <T>(payload: T, httpStatus = 200) => ({ status: 'success' as const, payload, httpStatus });
const refused = (httpStatus = 400) => ({
  status: 'error' as const,
  payload: null,
  message: 'No',
  httpStatus,
});

const completeLayout = (): LayoutStyle => ({
  ...(newPageStyle('standard') as LayoutStyle),
  headline: 'Hello <company>',
  welcomeMessage: 'Welcome',
  previewMessage: 'Preview',
  contactInfoMessage: 'Contact',
  actionMessage: 'Act',
  actionButtonLabel: 'Book',
  redirectURL: 'https://example.com',
});

const loaded = (
  type: PageType,
  style: Record<string, unknown>,
  options: { live?: 0 | 1; plan?: EmbedSettings } = {},
) => {
  const page: Page = {
    id: pageId,
    title: 'Welcome',
    type,
    live: options.live ?? 0,
    owner_id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Riley Morgan',
    date_created: '2026-11-20 10:00:00',
    date_modified: '2026-11-20 10:00:00',
    page_style: style,
    placeholders: [],
  };
  const full = readPageStyle(type, style);
  const settings: PageSettings = {
    pageId,
    type,
    live: options.live ?? 0,
    settings: full.settings,
    verificationContent: full.verificationContent,
    bulkGenerate: false,
  };
  const summary = (id: string, name: string, date: string) =>
    ({
      id,
      name,
      date_created: date,
      date_modified: date,
      live: true,
      salesrep_id: 'r',
      salesrep_name: 'R',
    }) as const;
  return {
    page: ok([page] as [Page]),
    settings: ok(settings),
    demos: ok([demoA]),
    videos: ok([videoA]),
    plan: ok(options.plan ?? defaultEmbedSettings()),
    embeds:
      type === 'embed'
        ? {
            hero: ok([summary(heroId, 'Hero one', '2026-11-01 10:00:00')]),
            solo: ok([]),
            cyoa: ok([summary(cyoaId, 'Choose', '2026-11-10 10:00:00')]),
          }
        : null,
    forms: type === 'customized' ? ok([]) : null,
  } as PageEditorLoaded;
};

function start(
  type: PageType,
  style: Record<string, unknown>,
  options: {
    live?: 0 | 1;
    promptOn?: boolean;
    plan?: EmbedSettings;
    load?: PageEditorLoaded | Error;
    saveForm?: SaveFormReply;
    saveTitle?: SaveTitleReply;
    saveStyle?: SaveStyleReply | Error;
    publish?: PublishPageReply | Error;
    preview?: PagePreviewReply | Error;
  } = {},
) {
  const calls: string[] = [];
  const effects: string[] = [];
  const settle = <T>(value: T | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const sent: { style?: unknown; title?: string; form?: unknown; preview?: PagePreviewRequest } = {};
  const input: PageEditorInput = {
    id: pageId,
    type,
    live: options.live ?? 0,
    companyId,
    promptOn: options.promptOn ?? false,
    today: '2026-11-27 12:00:00',
    readStyle: readPageStyle,
  };
  const actor = createActor(
    pageEditorMachine.provide({
      actors: {
        load: fromPromise(async () => settle(options.load ?? loaded(type, style, options))),
        saveForm: fromPromise(async ({ input }) => {
          calls.push('form');
          sent.form = input;
          return options.saveForm ?? ok(formId);
        }),
        saveTitle: fromPromise(async ({ input }) => {
          calls.push('title');
          sent.title = input.title;
          return options.saveTitle ?? ok(null);
        }),
        saveStyle: fromPromise(async ({ input }) => {
          calls.push('style');
          sent.style = input.style;
          return settle(options.saveStyle ?? ok(null));
        }),
        publish: fromPromise(async () => {
          calls.push('publish');
          return settle(
            options.publish ?? ok([{ id: pageId, live: 1 as const }] as [{ id: string; live: 1 }]),
          );
        }),
        preview: fromPromise(async ({ input }) => {
          calls.push('preview');
          sent.preview = input;
          return settle(options.preview ?? ok('PreviewTokenAAAAAAAAAA', 201));
        }),
      },
      actions: {
        notifyProblem: (_, params) => effects.push(`problem:${params.message}`),
        notifySaved: () => effects.push('saved'),
        notifyFormFailed: () => effects.push('formFailed'),
        notifyUpdateFailed: () => effects.push('updateFailed'),
        notifyPublished: () => effects.push('published'),
        notifyPublishFailed: (_, params) => effects.push(`publishFailed:${params.failure}`),
        goBack: () => effects.push('back'),
        openPreviewWindow: () => effects.push('openTab'),
        showPreview: (_, params) => effects.push(`show:${params.token}/${params.pageId}/${params.companyId}`),
        notifyPreviewFailed: () => effects.push('previewFailed'),
      },
    }),
    { input },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const prompts = () =>
    actor.getSnapshot().children.prompts as unknown as {
      getSnapshot: () => { value: unknown };
      send: (event: { type: 'confirm' }) => void;
    };
  return { actor, calls, effects, settled, sent, prompts };
}

describe('pageEditorMachine (spec 3 §2.10, §4.3, §5)', () => {
  it('offers the tabs of each type', () => {
    expect(pageEditorTabs('customized')).toEqual(['layout', 'questions', 'mapping', 'settings']);
    expect(pageEditorTabs('standard')).toEqual(['layout', 'settings']);
    expect(pageEditorTabs('embed')).toEqual(['layout', 'settings']);
  });

  it('loads the page, its settings and the embeds newest first', async () => {
    const { actor, settled } = start('embed', {});
    expect(actor.getSnapshot().value).toBe('loading');
    await settled();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context.title).toBe('Welcome');
    expect(context.ownerName).toBe('Riley Morgan');
    expect(context.embeds.map((embed) => embed.label)).toEqual(['Choose', 'Hero one']);
    expect(context.dirty).toBe(false);
    actor.send({ type: 'tab.select', tab: 'questions' });
    expect(actor.getSnapshot().context.tab).toBe('layout');
  });

  it('fails the load on any error reply, and knows a missing page', async () => {
    const failing = start(
      'standard',
      {},
      { load: { ...loaded('standard', {}), demos: refused(500) } as PageEditorLoaded },
    );
    await failing.settled();
    expect(failing.actor.getSnapshot().value).toBe('loadFailed');
    const noVideos = start(
      'standard',
      {},
      { load: { ...loaded('standard', {}), videos: refused(500) } as PageEditorLoaded },
    );
    await noVideos.settled();
    expect(noVideos.actor.getSnapshot().value).toBe('loadFailed');
    const missing = start(
      'standard',
      {},
      { load: { ...loaded('standard', {}), page: refused(404) } as PageEditorLoaded },
    );
    await missing.settled();
    expect(missing.actor.getSnapshot().value).toBe('notFound');
  });

  it('refuses an empty title, a Collection without demos and an incomplete Embed page', async () => {
    const collection = start('standard', completeLayout() as unknown as Record<string, unknown>);
    await collection.settled();
    collection.actor.send({ type: 'title.change', value: '  ' });
    collection.actor.send({ type: 'save' });
    collection.actor.send({ type: 'title.change', value: 'Tour page' });
    collection.actor.send({ type: 'save' });
    expect(collection.effects).toEqual([
      `problem:${pageMessages.pageTitleEmpty}`,
      `problem:${pageMessages.addOneDemo}`,
    ]);

    const embed = start('embed', {});
    await embed.settled();
    embed.actor.send({ type: 'save' });
    embed.actor.send({ type: 'field.change', field: 'title', value: 'Headline' });
    embed.actor.send({ type: 'field.change', field: 'description', value: 'x'.repeat(500) });
    expect((embed.actor.getSnapshot().context.style as { description: string }).description).toHaveLength(
      400,
    );
    embed.actor.send({ type: 'save' });
    embed.actor.send({ type: 'embed.choose', id: 'not-listed' });
    embed.actor.send({ type: 'save' });
    expect(embed.effects).toEqual([
      `problem:${pageMessages.addTitleAndDescription}`,
      `problem:${pageMessages.selectEmbed}`,
      `problem:${pageMessages.selectEmbed}`,
    ]);
    embed.actor.send({ type: 'embed.choose', id: cyoaId });
    expect(embed.actor.getSnapshot().context.style).toMatchObject({ embed: { id: cyoaId, type: 'cyoa' } });
    embed.actor.send({ type: 'save' });
    await embed.settled();
    expect(embed.calls).toEqual(['title', 'style']);
    expect(embed.effects.at(-1)).toBe('saved');
    expect(embed.actor.getSnapshot().context.dirty).toBe(false);
  });

  it('cuts texts at the §9 limits and edits the contact fields and Collection demos', async () => {
    const { actor, settled } = start('standard', {});
    await settled();
    actor.send({ type: 'field.change', field: 'actionMessage', value: 'a'.repeat(150) });
    actor.send({ type: 'field.change', field: 'contactInfoMessage', value: 'c'.repeat(300) });
    actor.send({ type: 'field.change', field: 'title', value: 'not a layout field' });
    actor.send({ type: 'contactField.add' });
    actor.send({
      type: 'contactField.change',
      index: 0,
      field: { fieldName: 'Phone', type: 'tel', required: true },
    });
    actor.send({ type: 'contactField.add' });
    actor.send({ type: 'contactField.remove', index: 1 });
    actor.send({ type: 'video.add', kind: 'demo', id: demoA.id });
    actor.send({ type: 'video.add', kind: 'demo', id: demoA.id });
    actor.send({ type: 'video.add', kind: 'demo', id: 'unknown' });
    actor.send({ type: 'welcome.choose', id: demoA.id });
    let style = actor.getSnapshot().context.style as LayoutStyle;
    expect(style.actionMessage).toHaveLength(100);
    expect(style.contactInfoMessage).toHaveLength(250);
    expect('title' in style).toBe(false);
    expect(style.contactFields).toEqual([{ fieldName: 'Phone', type: 'tel', required: true }]);
    expect(style.standardPreviewVideos).toEqual([
      { key: 'video-0', value: demoA.id, label: 'Tour', type: 'demo' },
    ]);
    expect(style.welcomePreview).toEqual({ id: demoA.id, type: 'demo' });
    actor.send({ type: 'welcome.choose', id: '' });
    actor.send({ type: 'video.remove', key: 'video-0' });
    style = actor.getSnapshot().context.style as LayoutStyle;
    expect(style.welcomePreview).toEqual({ id: '', type: '' });
    expect(style.standardPreviewVideos).toEqual([]);
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it("adds the company's videos to a Collection beside its demos (issue 29 D.4)", async () => {
    const { actor, settled, calls, effects, sent } = start('standard', {});
    await settled();
    expect(actor.getSnapshot().context.videos).toEqual([videoA]);
    // A video's id named as a demo, a demo's as a video, an unknown video: refused.
    actor.send({ type: 'video.add', kind: 'demo', id: videoA.id });
    actor.send({ type: 'video.add', kind: 'video', id: demoA.id });
    actor.send({ type: 'video.add', kind: 'video', id: 'unknown' });
    expect((actor.getSnapshot().context.style as LayoutStyle).standardPreviewVideos).toEqual([]);
    actor.send({ type: 'video.add', kind: 'demo', id: demoA.id });
    actor.send({ type: 'video.add', kind: 'video', id: videoA.id });
    actor.send({ type: 'video.add', kind: 'video', id: videoA.id });
    expect((actor.getSnapshot().context.style as LayoutStyle).standardPreviewVideos).toEqual([
      { key: 'video-0', value: demoA.id, label: 'Tour', type: 'demo' },
      { key: 'video-1', value: videoA.id, label: 'Product tour', type: 'video' },
    ]);
    actor.send({ type: 'video.remove', key: 'video-0' });
    // A Collection holding only a video has what §5 asks of it: the save goes on.
    actor.send({ type: 'save' });
    await settled();
    expect(effects).toEqual(['saved']);
    expect(calls).toEqual(['title', 'style']);
    expect((sent.style as LayoutStyle).standardPreviewVideos).toEqual([
      { key: 'video-1', value: videoA.id, label: 'Product tour', type: 'video' },
    ]);
  });

  it('keeps the §4.5 page rules in the Settings tab, within the plan', async () => {
    const { actor, settled } = start('standard', {});
    await settled();
    const settings = () => actor.getSnapshot().context.style.settings;
    actor.send({ type: 'gating.toggle', option: 'is_gated', on: true });
    actor.send({ type: 'gating.toggle', option: 'check_twofactor', on: true });
    expect(settings()).toMatchObject({ verifyIdentity: true, checkTwoFactor: true, checkDomain: true });
    actor.send({ type: 'gating.toggle', option: 'check_domain', on: false });
    expect(settings()).toMatchObject({ checkTwoFactor: false, checkDomain: false });
    actor.send({ type: 'gating.toggle', option: 'redirect_to_restricted_domain', on: true });
    expect(settings().checkBlocklist).toBe(true);
    expect(actor.getSnapshot().context.style.restrictedRedirect).toEqual(defaultRestrictedRedirect());
    actor.send({ type: 'gating.toggle', option: 'check_blocklist', on: false });
    expect(actor.getSnapshot().context.style.restrictedRedirect).toBeUndefined();
    actor.send({ type: 'setting.toggle', setting: 'checkIntended', on: true });
    expect(settings().checkIntended).toBe(true);
    actor.send({
      type: 'verification.change',
      value: { title: 'Your e-mail', description: 'd'.repeat(300), placeholder: 'Email' },
    });
    expect(actor.getSnapshot().context.style.verificationContent.description).toHaveLength(200);

    const plan = defaultEmbedSettings();
    plan.gating.edit = false;
    const locked = start('standard', {}, { plan });
    await locked.settled();
    locked.actor.send({ type: 'gating.toggle', option: 'check_domain', on: true });
    locked.actor.send({ type: 'setting.toggle', setting: 'isOutbound', on: true });
    expect(locked.actor.getSnapshot().context.style.settings).toMatchObject({
      checkDomain: false,
      isOutbound: false,
    });
  });

  it('saves a draft through the save prompt, and a live page through its confirm', async () => {
    const draft = start(
      'standard',
      {
        ...completeLayout(),
        standardPreviewVideos: [{ key: 'k', value: demoA.id, label: 'Tour', type: 'demo' }],
      },
      { promptOn: true },
    );
    await draft.settled();
    draft.actor.send({ type: 'save' });
    expect(draft.prompts().getSnapshot().value).toBe('promptingSaveBeforePublish');
    draft.prompts().send({ type: 'confirm' });
    await draft.settled();
    expect(draft.calls).toEqual(['title', 'style']);
    expect(draft.effects).toEqual(['saved']);
    expect(draft.prompts().getSnapshot().value).toBe('idle');

    const live = start(
      'standard',
      {
        ...completeLayout(),
        standardPreviewVideos: [{ key: 'k', value: demoA.id, label: 'Tour', type: 'demo' }],
      },
      { live: 1, saveStyle: refused() },
    );
    await live.settled();
    live.actor.send({ type: 'save' });
    expect(live.prompts().getSnapshot().value).toBe('confirmingLiveSave');
    live.prompts().send({ type: 'confirm' });
    await live.settled();
    expect(live.effects).toEqual(['updateFailed']);
    expect(live.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    // A live page has no Publish.
    live.actor.send({ type: 'publish' });
    expect(live.prompts().getSnapshot().value).toBe('idle');
  });

  it("asks for the layout's texts, then questions and mapping, before a Q&A page publishes", async () => {
    const { actor, settled, effects, calls, prompts, sent } = start('customized', {});
    await settled();
    actor.send({ type: 'publish' });
    actor.send({ type: 'preview' });
    for (const field of [
      'headline',
      'welcomeMessage',
      'previewMessage',
      'contactInfoMessage',
      'actionMessage',
      'actionButtonLabel',
      'redirectURL',
    ] as const)
      actor.send({ type: 'field.change', field, value: 'Text' });
    actor.send({ type: 'publish' });
    expect(effects).toEqual([
      `problem:${pageMessages.fieldsIncomplete}`,
      `problem:${pageMessages.fieldsIncomplete}`,
      `problem:${pageMessages.createQuestionsAndMapping}`,
    ]);
    actor.send({
      type: 'questions.change',
      questions: [
        { name: 'Team', type: 'radiogroup', choices: ['Small', 'Large'] },
        { name: '', type: 'checkbox', choices: [] },
      ],
    });
    actor.send({ type: 'mapping.change', rules: [newRule('r1', 0)] });
    actor.send({ type: 'publish' });
    expect(effects.at(-1)).toBe(`problem:${pageMessages.mappingIncomplete}`);
    actor.send({ type: 'mapping.change', rules: [] });
    actor.send({ type: 'publish' });
    expect(effects.at(-1)).toBe(`problem:${pageMessages.createQuestionsAndMapping}`);
    effects.length = 0;
    // The form itself may be saved without rules: only the publish needs them.
    actor.send({ type: 'save' });
    await settled();
    expect(calls).toEqual(['form', 'title', 'style']);
    expect(sent.form).toMatchObject({ id: null, questions: [{ name: 'Team' }] });
    expect(sent.style).toMatchObject({ form: formId });
    expect(actor.getSnapshot().context.form.id).toBe(formId);
    expect(prompts().getSnapshot().value).toBe('idle');

    actor.send({ type: 'preview' });
    await settled();
    expect(effects).toEqual(['saved', 'openTab', `show:PreviewTokenAAAAAAAAAA/${pageId}/${companyId}`]);
  });

  it('publishes after a save and goes back; a refused publish is told apart', async () => {
    const ready = {
      ...completeLayout(),
      standardPreviewVideos: [{ key: 'k', value: demoA.id, label: 'Tour', type: 'demo' }],
    };
    const good = start('standard', ready);
    await good.settled();
    good.actor.send({ type: 'publish' });
    expect(good.prompts().getSnapshot().value).toBe('confirmingPublish');
    good.prompts().send({ type: 'confirm' });
    await good.settled();
    expect(good.calls).toEqual(['title', 'style', 'publish']);
    expect(good.effects).toEqual(['published', 'back']);
    expect(good.actor.getSnapshot().value).toBe('published');
    expect(good.actor.getSnapshot().context.live).toBe(1);

    for (const [answer, failure] of [
      [refused(), 'notReady'],
      [new TypeError('Failed to fetch'), 'error'],
    ] as const) {
      const bad = start('standard', ready, { publish: answer });
      await bad.settled();
      bad.actor.send({ type: 'publish' });
      bad.prompts().send({ type: 'confirm' });
      await bad.settled();
      expect(bad.effects).toEqual([`publishFailed:${failure}`]);
      expect(bad.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(bad.actor.getSnapshot().context.live).toBe(0);
    }
  });
  it('previews the unsaved page: its dump goes to the preview call, nothing is saved, a failed call is told', async () => {
    const qa = start('customized', completeLayout());
    await qa.settled();
    qa.actor.send({ type: 'title.change', value: 'Unsaved title' });
    qa.actor.send({ type: 'field.change', field: 'headline', value: 'Unsaved headline' });
    const questions = [{ name: 'Team', type: 'radiogroup' as const, choices: ['Small', 'Large'] }];
    qa.actor.send({ type: 'questions.change', questions });
    // No questions or mapping are needed to preview: only the texts are (§5).
    qa.actor.send({ type: 'preview' });
    expect(qa.actor.getSnapshot().matches({ editing: 'previewing' })).toBe(true);
    await qa.settled();
    expect(qa.calls).toEqual(['preview']);
    expect(qa.sent.preview).toMatchObject({
      id: pageId,
      companyId,
      type: 'customized',
      title: 'Unsaved title',
      style: { headline: 'Unsaved headline' },
      questions,
      rules: [],
    });
    expect(qa.effects).toEqual(['openTab', `show:PreviewTokenAAAAAAAAAA/${pageId}/${companyId}`]);
    expect(qa.actor.getSnapshot().context.dirty).toBe(true);

    for (const answer of [refused(404), new TypeError('Failed to fetch')]) {
      const bad = start('standard', completeLayout(), { preview: answer });
      await bad.settled();
      bad.actor.send({ type: 'preview' });
      await bad.settled();
      expect(bad.effects).toEqual(['openTab', 'previewFailed']);
      expect(bad.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    }

    // A contact field without its name is incomplete too.
    const unnamed = start('standard', completeLayout());
    await unnamed.settled();
    unnamed.actor.send({ type: 'contactField.add' });
    unnamed.actor.send({ type: 'preview' });
    expect(unnamed.effects).toEqual([`problem:${pageMessages.fieldsIncomplete}`]);
    expect(unnamed.calls).toEqual([]);

    // An Embed page previews once it has its title, description and embed.
    const embed = start('embed', {});
    await embed.settled();
    embed.actor.send({ type: 'preview' });
    embed.actor.send({ type: 'field.change', field: 'title', value: 'Watch' });
    embed.actor.send({ type: 'field.change', field: 'description', value: 'A tour' });
    embed.actor.send({ type: 'preview' });
    embed.actor.send({ type: 'embed.choose', id: heroId });
    embed.actor.send({ type: 'preview' });
    await embed.settled();
    expect(embed.effects).toEqual([
      `problem:${pageMessages.addTitleAndDescription}`,
      `problem:${pageMessages.selectEmbed}`,
      'openTab',
      `show:PreviewTokenAAAAAAAAAA/${pageId}/${companyId}`,
    ]);
    expect(embed.sent.preview).toMatchObject({
      type: 'embed',
      style: { embed: { id: heroId, type: 'hero' } },
    });
  });
});
