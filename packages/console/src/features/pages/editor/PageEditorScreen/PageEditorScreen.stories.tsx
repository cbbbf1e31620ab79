import { demoMessages, pageMessages as m, type PageType, readPageStyle } from '@showroom/contract';
import {
  type PageEditorLoaded,
  type PagePreviewReply,
  type PublishPageReply,
  pageEditorMachine,
  type SaveFormReply,
  type SaveStyleReply,
  type SaveTitleReply,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { pageLabels } from '../../messages.ts';
import { rulesLabels } from '../../rules/labels.ts';
import { type Answer, answer, ok, refused } from '../../storyCalls.ts';
import {
  completeLayout,
  sampleCompanyId,
  sampleEditorDemos,
  sampleEditorLoad,
  sampleEmbedStyle,
  samplePageId,
} from '../fixtures.ts';
import { usePageEditorToasts } from '../toasts.ts';
import { PageEditorScreen } from './PageEditorScreen.tsx';

type PageEditorStoryProps = {
  type?: PageType;
  live?: 0 | 1;
  load?: Answer<PageEditorLoaded>;
  saveForm?: Answer<SaveFormReply>;
  saveTitle?: Answer<SaveTitleReply>;
  saveStyle?: Answer<SaveStyleReply>;
  publish?: Answer<PublishPageReply>;
  preview?: Answer<PagePreviewReply>;
  promptOn?: boolean;
  /** Where the preview's tab would go: its token, page and company. */
  onPreview?: (params: { token: string; pageId: string; companyId: string }) => void;
};

const collection = completeLayout({
  standardPreviewVideos: [
    { key: 'video-0', value: sampleEditorDemos[0]!.id, label: 'Welcome to Showroom', type: 'demo' },
  ],
});

function PageEditorStory({
  type = 'standard',
  live = 0,
  load = sampleEditorLoad(type, type === 'embed' ? sampleEmbedStyle() : collection, { live }),
  saveForm,
  saveTitle = ok(null),
  saveStyle = ok(null),
  publish,
  preview,
  promptOn = false,
  onPreview = () => {},
}: PageEditorStoryProps) {
  const toasts = usePageEditorToasts();
  const [snapshot, send] = useMachine(
    pageEditorMachine.provide({
      actors: {
        load: fromPromise(() => answer(load)),
        saveForm: fromPromise(() => answer(saveForm)),
        saveTitle: fromPromise(() => answer(saveTitle)),
        saveStyle: fromPromise(() => answer(saveStyle)),
        publish: fromPromise(() => answer(publish)),
        preview: fromPromise(() => answer(preview)),
      },
      actions: {
        ...toasts,
        goBack: () => {},
        openPreviewWindow: () => {},
        showPreview: (_, params) => onPreview(params),
      },
    }),
    {
      input: {
        id: samplePageId,
        type,
        live,
        companyId: sampleCompanyId,
        promptOn,
        today: '2026-11-27 12:00:00',
        readStyle: readPageStyle,
      },
    },
  );
  return <PageEditorScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Pages/Page editor',
  component: PageEditorStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[`/feature/page/edit/${samplePageId}/standard/0`]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (state: unknown) => ({ id: 'pageEditor', state });
const idle = machine({ editing: 'idle' });
const submitting = (step: string) => machine({ editing: { submitting: step } });
const button = (name: string) => screen.getByRole('button', { name });
const ready = () => screen.findByRole('textbox', { name: pageLabels.titleLabel });

export const Loading: Story = {
  args: { load: 'pending' },
  parameters: { machine: machine('loading') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(pageLabels.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: new TypeError('Failed to fetch') },
  parameters: { machine: machine('loadFailed') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.couldNotRetrieve)).toBeVisible();
    await expect(canvas.getByRole('button', { name: pageLabels.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    load: {
      ...sampleEditorLoad('standard', collection),
      page: { ...refused, httpStatus: 404 },
    } as PageEditorLoaded,
  },
  parameters: { machine: machine('notFound') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(pageLabels.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: pageLabels.backToPages })).toHaveAttribute(
      'href',
      '/feature/page/',
    );
  },
};

export const QaLayout: Story = {
  args: { type: 'customized', load: sampleEditorLoad('customized', completeLayout()) },
  parameters: { machine: idle },
  play: async ({ canvas }) => {
    await ready();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([m.tabLayout, m.tabQuestions, m.tabMapping, m.tabSettings]);
    await expect(canvas.getByRole('textbox', { name: pageLabels.headline })).toHaveValue(
      'Find the tour that fits <company>',
    );
    await expect(canvas.getByRole('combobox', { name: pageLabels.welcomePreview })).toHaveTextContent(
      m.noDemo,
    );
    await expect(canvas.getByRole('textbox', { name: pageLabels.actionMessage })).toHaveAttribute(
      'maxlength',
      '100',
    );
    await expect(canvas.getByRole('textbox', { name: pageLabels.contactInfoMessage })).toHaveAttribute(
      'maxlength',
      '250',
    );
    await expect(canvas.getByRole('combobox', { name: pageLabels.contactFieldType(2) })).toHaveTextContent(
      'Phone Number',
    );
    await expect(button(m.publish)).toBeEnabled();
    await expect(button(m.save)).toBeDisabled();
    await expect(canvas.getByText('November 27, 2026')).toBeVisible();
  },
};

export const CollectionLayout: Story = {
  args: {},
  parameters: { machine: idle },
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      m.tabLayout,
      m.tabSettings,
    ]);
    await userEvent.click(canvas.getByRole('combobox', { name: pageLabels.addDemo }));
    await userEvent.click(await screen.findByRole('option', { name: 'Analytics in depth' }));
    const list = canvas.getByRole('list', { name: pageLabels.collectionDemos });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welcome to Showroom', 'Analytics in depth']);
    // Issue 29 D.4: a Collection is 'a set of demos and videos' (spec 3 §1): the company's videos too.
    await userEvent.click(canvas.getByRole('combobox', { name: pageLabels.addVideo }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer story: Northwind' }));
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Welcome to Showroom',
      'Analytics in depth',
      `Customer story: Northwind · ${pageLabels.videoItem}`,
    ]);
    await expect(canvas.getByRole('combobox', { name: pageLabels.addVideo })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: pageLabels.addContactField }));
    await userEvent.type(canvas.getByRole('textbox', { name: pageLabels.contactFieldName(3) }), 'Company');
    await expect(canvas.getByRole('status')).toHaveTextContent(pageLabels.unsaved);
    await expect(button(m.save)).toBeEnabled();
  },
};

export const EmbedLayout: Story = {
  args: { type: 'embed' },
  parameters: { machine: idle },
  play: async ({ canvas }) => {
    await ready();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      m.tabLayout,
      m.tabSettings,
    ]);
    await expect(canvas.getByRole('textbox', { name: pageLabels.embedDescription })).toHaveAttribute(
      'maxlength',
      '400',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: pageLabels.embedSelect }));
    const options = await screen.findAllByRole('option');
    // Newest first: the CYOA, the Solo, the Hero.
    await expect(options.map((option) => option.textContent)).toEqual([
      'Choose your tour (CYOA)',
      'Sample Solo (Solo)',
      'Sample Hero (Hero)',
    ]);
    await userEvent.click(options[0]!);
    await expect(canvas.getByRole('combobox', { name: pageLabels.embedSelect })).toHaveTextContent(
      'Choose your tour',
    );
  },
};

export const EmbedIncomplete: Story = {
  args: { type: 'embed', load: sampleEditorLoad('embed', sampleEmbedStyle({ embed: { id: '', type: '' } })) },
  parameters: { machine: idle },
  play: async ({ canvas }) => {
    await ready();
    await userEvent.clear(canvas.getByRole('textbox', { name: pageLabels.embedDescription }));
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.addTitleAndDescription)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: pageLabels.embedDescription }), 'Two minutes');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.selectEmbed)).toBeVisible();
  },
};

export const Settings: Story = {
  args: {},
  parameters: { machine: idle },
  play: async ({ canvas }) => {
    await ready();
    await userEvent.click(canvas.getByRole('tab', { name: m.tabSettings }));
    const switches = () => canvas.getAllByRole('switch');
    await userEvent.click(switches()[0]!);
    const twoFactor = switches().find((item) => item.closest('label')?.textContent?.match(/two|link/i));
    if (twoFactor) await userEvent.click(twoFactor);
    await userEvent.click(canvas.getByRole('tab', { name: m.tabLayout }));
    await expect(await canvas.findByText(pageLabels.verificationSection)).toBeVisible();
    // spec 3 §2.10: the prompt's content includes the privacy consent text (issue 29 D.5).
    await expect(canvas.getByRole('textbox', { name: pageLabels.privacyConsentText })).toBeVisible();
  },
};

export const TitleEmpty: Story = {
  args: {},
  parameters: { machine: idle },
  play: async () => {
    await userEvent.clear(await ready());
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.pageTitleEmpty)).toBeVisible();
  },
};

export const NoDemo: Story = {
  args: { load: sampleEditorLoad('standard', completeLayout()) },
  parameters: { machine: idle },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.addOneDemo)).toBeVisible();
  },
};

export const FieldsIncomplete: Story = {
  args: { load: sampleEditorLoad('standard', { ...collection, redirectURL: '' }) },
  parameters: { machine: idle },
  play: async () => {
    await ready();
    await userEvent.click(button(m.publish));
    await expect(await screen.findByText(m.fieldsIncomplete)).toBeVisible();
  },
};

export const QuestionsNeeded: Story = {
  args: { type: 'customized', load: sampleEditorLoad('customized', completeLayout()) },
  parameters: { machine: idle },
  play: async () => {
    await ready();
    await userEvent.click(button(m.publish));
    await expect(await screen.findByText(m.createQuestionsAndMapping)).toBeVisible();
  },
};

export const SavePrompt: Story = {
  args: { promptOn: true },
  parameters: { machine: idle },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    const dialog = await screen.findByRole('dialog', { name: m.confirmSave });
    await expect(dialog).toHaveTextContent(pageLabels.saveBeforePublishBody);
  },
};

export const LiveSave: Story = {
  args: { live: 1 },
  parameters: { machine: idle },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await expect(button(m.published)).toBeDisabled();
    await userEvent.click(button(m.save));
    await expect(await screen.findByRole('alertdialog', { name: m.confirmSave })).toHaveTextContent(
      pageLabels.liveSaveBody,
    );
  },
};

export const SavingForm: Story = {
  args: { type: 'customized', load: sampleEditorLoad('customized', completeLayout()) },
  parameters: { machine: submitting('savingForm') },
  play: async ({ canvas }) => {
    await ready();
    await userEvent.click(canvas.getByRole('tab', { name: m.tabQuestions }));
    await userEvent.click(await canvas.findByRole('button', { name: rulesLabels.addQuestion }));
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(pageLabels.savingChanges)).toBeVisible();
  },
};

export const SavingTitle: Story = {
  args: { saveTitle: 'pending' },
  parameters: { machine: submitting('savingTitle') },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(pageLabels.savingChanges)).toBeVisible();
  },
};

export const SavingStyle: Story = {
  args: { saveStyle: 'pending' },
  parameters: { machine: submitting('savingStyle') },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(pageLabels.savingChanges)).toBeVisible();
  },
};

export const Saved: Story = {
  args: {},
  parameters: { machine: idle },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.pageUpdated)).toBeVisible();
    await waitFor(() => expect(button(m.save)).toBeDisabled());
  },
};

export const SaveFailed: Story = {
  args: { saveStyle: refused },
  parameters: { machine: idle },
  play: async () => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.save));
    await expect(await screen.findByText(m.errorUpdatingPage)).toBeVisible();
  },
};

const confirmPublish = async () => {
  await ready();
  await userEvent.click(button(m.publish));
  const dialog = await screen.findByRole('alertdialog', { name: m.confirmPublish });
  await userEvent.click(within(dialog).getByRole('button', { name: m.publish }));
};

export const Publishing: Story = {
  args: { publish: 'pending' },
  parameters: { machine: submitting('publishing') },
  play: async () => {
    await confirmPublish();
    await waitFor(() => expect(button(m.publish)).toBeDisabled());
  },
};

export const Published: Story = {
  args: { publish: ok([{ id: samplePageId, live: 1 }] as [{ id: string; live: 1 }]) },
  parameters: { machine: machine('published') },
  play: async () => {
    await confirmPublish();
    await expect(await screen.findByText(m.pageUpdated)).toBeVisible();
  },
};

export const PublishRefused: Story = {
  args: { publish: refused },
  parameters: { machine: idle },
  play: async () => {
    await confirmPublish();
    await expect(await screen.findByText(m.createBeforePublishing)).toBeVisible();
  },
};

export const Previewing: Story = {
  args: {},
  parameters: { machine: machine({ editing: 'previewing' }) },
  play: async () => {
    await ready();
    await userEvent.click(button(m.preview));
  },
};

/** §5: a preview needs the layout's texts ('Fields Incomplete'); nothing is stored. */
export const PreviewFieldsIncomplete: Story = {
  args: {
    type: 'customized',
    load: sampleEditorLoad('customized', completeLayout({ headline: '' })),
    onPreview: fn(),
  },
  parameters: { machine: idle },
  play: async ({ args }) => {
    await ready();
    await userEvent.click(button(m.preview));
    await expect(await screen.findByText(m.fieldsIncomplete)).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** The unsaved page is stored and its preview opens on the audience host (its token, page and company). */
export const PreviewOpened: Story = {
  args: {
    type: 'customized',
    load: sampleEditorLoad('customized', completeLayout()),
    preview: { status: 'success', payload: 'PreviewTokenAAAAAAAAAA', httpStatus: 201 },
    onPreview: fn(),
  },
  parameters: { machine: idle },
  play: async ({ args, canvas }) => {
    await userEvent.type(await ready(), ' 2');
    await userEvent.click(button(m.preview));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenCalledWith({
        token: 'PreviewTokenAAAAAAAAAA',
        pageId: samplePageId,
        companyId: sampleCompanyId,
      }),
    );
    // A preview saves nothing: the change is still unsaved.
    await expect(canvas.getByRole('status')).toHaveTextContent(pageLabels.unsaved);
    await expect(button(m.preview)).toBeEnabled();
  },
};

/** The preview could not be stored: 'Unable to preview widget' (the spec's preview failure). */
export const PreviewFailed: Story = {
  args: { preview: { ...refused, httpStatus: 404 }, onPreview: fn() },
  parameters: { machine: idle },
  play: async ({ args }) => {
    await ready();
    await userEvent.click(button(m.preview));
    await expect(await screen.findByText(demoMessages.previewError)).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};
