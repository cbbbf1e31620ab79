import { type Cyoa, embedMessages } from '@showroom/contract';
import {
  type CyoaLoadReply,
  cyoaEditorMachine,
  type EmbedPreviewReply,
  type PublishCyoaReply,
  type SaveCyoaReply,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { cyoaLabels, sharedLabels } from '../../messages.ts';
import { sampleCyoa, sampleDemos, sampleLoad } from '../fixtures.ts';
import { cyoaExamplesUrl } from '../rules.ts';
import { useCyoaEditorToasts } from '../toasts.ts';
import { CyoaEditorScreen } from './CyoaEditorScreen.tsx';

/** A fake call's answer: a reply, a thrown error, or none (it never settles). */
type Answer<T> = T | Error | undefined;
const answer = <T,>(value: Answer<T>) => {
  if (value === undefined) return new Promise<never>(() => {});
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value);
};

type CyoaStoryProps = {
  id?: string | null;
  load?: Answer<CyoaLoadReply>;
  save?: Answer<SaveCyoaReply>;
  publish?: Answer<PublishCyoaReply>;
  preview?: Answer<EmbedPreviewReply>;
  promptOn?: boolean;
  /** Long in the story of the restoring state, so it stays there. */
  restoreDelayMs?: number;
};

const today = new Date('2026-11-23T12:00:00Z');
const record = sampleCyoa();
const saved = (cyoa: Cyoa): SaveCyoaReply => ({ status: 'success', payload: cyoa, httpStatus: 200 });

function CyoaStory({
  id = record.id,
  load,
  save,
  publish,
  preview,
  promptOn = true,
  restoreDelayMs = 0,
}: CyoaStoryProps) {
  const toasts = useCyoaEditorToasts();
  const [snapshot, send] = useMachine(
    cyoaEditorMachine.provide({
      delays: { restoreDelay: restoreDelayMs },
      actors: {
        load: fromPromise(() => answer(load)),
        save: fromPromise(() => answer(save)),
        publish: fromPromise(() => answer(publish)),
        preview: fromPromise(() => answer(preview)),
      },
      actions: toasts,
    }),
    {
      input: {
        id,
        companyId: record.company_id,
        repName: 'Riley Morgan',
        promptOn,
      },
    },
  );
  return <CyoaEditorScreen snapshot={snapshot} send={send} today={today} examplesUrl={cyoaExamplesUrl} />;
}

const meta = {
  title: 'console/Embeds/CYOA editor',
  component: CyoaStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[`/feature/embeds/cyoa/${record.id}`]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CyoaStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (state: unknown) => ({ id: 'cyoaEditor', state });
const button = (name: string) => screen.getByRole('button', { name });
/** A step's row button: its number, kind and summary, then where it leads. */
const stepButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^${n}\\. `) });
const steps = () => within(screen.getByRole('list', { name: cyoaLabels.steps })).getAllByRole('listitem');
const editorHeading = (n: number, kind: string) =>
  screen.findByRole('heading', { name: cyoaLabels.stepEditor(n, kind) });

export const Loading: Story = {
  args: {},
  parameters: { machine: machine('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.loadingWidget)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: new TypeError('Failed to fetch') },
  parameters: { machine: machine('loadFailed') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(cyoaLabels.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: cyoaLabels.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    load: { ...sampleLoad(null), cyoa: { status: 'error', payload: null, message: 'No', httpStatus: 404 } },
  },
  parameters: { machine: machine('notFound') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(cyoaLabels.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: cyoaLabels.backToEmbeds })).toBeVisible();
  },
};

/** Loaded: the steps are listed; the first step's editor opens once the list has settled (spec 2 §9). */
export const Restoring: Story = {
  args: { load: sampleLoad(record), restoreDelayMs: 60_000 },
  parameters: { machine: machine({ ready: { editing: 'restoring' } }) },
  play: async () => {
    await waitFor(() => expect(steps()).toHaveLength(5));
    await expect(screen.getByText(cyoaLabels.noStepSelected)).toBeVisible();
  },
};

/** A saved draft: every kind of step, the wrap-up with two recommendations; the demo step open. */
export const Editing: Story = {
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await expect(await editorHeading(1, cyoaLabels.stepKinds.demo)).toBeVisible();
    await expect(screen.getByRole('combobox', { name: cyoaLabels.demo })).toHaveValue(sampleDemos[0]!.title);
    await expect(screen.getByRole('heading', { name: embedMessages.wrapUpScreen })).toBeVisible();
    await expect(screen.getByText(cyoaLabels.thenWrapUp)).toBeVisible();
    await expect(button(embedMessages.preview)).toBeEnabled();
    await expect(button(embedMessages.publish)).toBeEnabled();
    // Issue 29 B.7: the sample host page's CYOA section (the server's local layout: the console's
    // port + 3, when the build sets no VITE_EXAMPLES_URL).
    await expect(screen.getByRole('link', { name: embedMessages.seeCyoaExamples })).toHaveAttribute(
      'href',
      `http://localhost:${Number(location.port) + 3}/#cyoa`,
    );
  },
};

export const EditingQuestion: Story = {
  name: 'Editing (question step)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => stepButton(2)));
    await expect(await editorHeading(2, cyoaLabels.stepKinds.question)).toBeVisible();
    await expect(screen.getByLabelText(cyoaLabels.choice(2))).toHaveValue('Support');
    await userEvent.click(button(cyoaLabels.addChoice));
    await expect(screen.getByLabelText(cyoaLabels.choice(3))).toHaveValue('');
  },
};

export const EditingRule: Story = {
  name: 'Editing (rule step)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => stepButton(3)));
    await expect(await editorHeading(3, cyoaLabels.stepKinds.rule)).toBeVisible();
    await expect(screen.getByRole('combobox', { name: cyoaLabels.ruleWhen })).toHaveTextContent(
      cyoaLabels.ruleQuestion(2, 'Which team are you on?'),
    );
    await expect(screen.getByRole('combobox', { name: cyoaLabels.ruleAnswer })).toHaveTextContent('Sales');
  },
};

export const EditingModal: Story = {
  name: 'Editing (modal step)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => stepButton(4)));
    await expect(await editorHeading(4, cyoaLabels.stepKinds.modal)).toBeVisible();
    await expect(screen.getByLabelText(cyoaLabels.placeholder)).toHaveValue('you@company.com');
    await userEvent.click(screen.getByRole('switch', { name: cyoaLabels.secondaryLink }));
    await expect(screen.getAllByLabelText(cyoaLabels.label)).toHaveLength(2);
  },
};

export const EditingPdf: Story = {
  name: 'Editing (PDF step)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => stepButton(5)));
    await expect(await editorHeading(5, cyoaLabels.stepKinds.pdf)).toBeVisible();
    await expect(screen.getByLabelText(cyoaLabels.pdfLink)).toHaveValue('https://docs.example/pricing.pdf');
  },
};

/** A new CYOA: no steps; Preview and Publish wait for the first save; the add buttons add steps. */
export const NewCyoa: Story = {
  name: 'Editing (new, steps added)',
  args: { id: null, load: sampleLoad(null) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await expect(await screen.findByText(cyoaLabels.noSteps)).toBeVisible();
    await expect(button(embedMessages.preview)).toBeDisabled();
    await expect(button(embedMessages.publish)).toBeDisabled();
    for (const add of [embedMessages.addDemoStep, embedMessages.addPdfStep, embedMessages.addQuestionStep])
      await userEvent.click(button(add));
    await expect(steps()).toHaveLength(3);
    await expect(await editorHeading(3, cyoaLabels.stepKinds.question)).toBeVisible();
  },
};

/** Keyboard reordering with dnd-kit's sensor: Space picks up, ArrowDown moves, Space drops. */
export const MovedByKeyboard: Story = {
  name: 'Editing (step moved by keyboard)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await waitFor(() => expect(steps()).toHaveLength(5));
    const handle = screen.getByRole('button', { name: /^Move Step 1:/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(stepButton(2)).toHaveAccessibleName(/Demo: Onboarding tour/));
    await expect(stepButton(1)).toHaveAccessibleName(/Question: Which team/);
    // The moved step's editor opens once the drop has settled.
    await expect(await editorHeading(2, cyoaLabels.stepKinds.demo)).toBeVisible();
  },
};

export const MovedByButton: Story = {
  name: 'Editing (step moved down by button)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(cyoaLabels.moveDown(4))));
    await waitFor(() => expect(stepButton(5)).toHaveAccessibleName(/Modal: Talk to us/));
  },
};

/** Published: the green badge instead of Publish; the steps keep their order. */
export const Live: Story = {
  name: 'Editing (published)',
  args: { load: sampleLoad(sampleCyoa({ live: 1 })) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(embedMessages.published)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: embedMessages.publish })).toBeNull();
    await expect(canvas.getByText(cyoaLabels.liveNoDrag)).toBeVisible();
    await expect(button(cyoaLabels.moveDown(1))).toBeDisabled();
  },
};

/** spec 2 §5: Save of a nameless CYOA says so. */
export const SaveProblem: Story = {
  name: 'Editing (no widget name)',
  args: { id: null, load: sampleLoad(null) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }), toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.save)));
    await waitFor(() => expect(screen.getByText(embedMessages.addWidgetName)).toBeVisible());
  },
};

/** spec 2 §5: a step left half made. */
export const SaveIncomplete: Story = {
  name: 'Editing (incomplete fields)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }), toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.addQuestionStep)));
    await userEvent.click(button(embedMessages.save));
    await waitFor(() => expect(screen.getByText(embedMessages.incompleteFields)).toBeVisible());
    await expect(screen.getAllByText(cyoaLabels.incomplete)).toHaveLength(1);
  },
};

/** A draft's Save: the save-before-publish prompt with 'never show again'. */
export const SavePrompt: Story = {
  name: 'Editing (save-before-publish prompt)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.save)));
    const dialog = await screen.findByRole('dialog', { name: embedMessages.saveBeforePublishTitle });
    await expect(within(dialog).getByRole('checkbox', { name: embedMessages.neverShowAgain })).toBeVisible();
  },
};

export const Saving: Story = {
  args: { load: sampleLoad(record), promptOn: false },
  parameters: { machine: machine({ ready: 'saving' }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.save)));
    await waitFor(() => expect(button(embedMessages.save)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const SaveFailed: Story = {
  name: 'Editing (save failed)',
  args: {
    load: sampleLoad(record),
    promptOn: false,
    save: { status: 'error', payload: null, message: 'No', httpStatus: 400 },
  },
  parameters: { machine: machine({ ready: { editing: 'idle' } }), toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.save)));
    await waitFor(() => expect(screen.getByText(embedMessages.errorOccurred)).toBeVisible());
  },
};

/** Publish: confirmed, the CYOA is saved first, then published. */
export const Publishing: Story = {
  args: { load: sampleLoad(record), save: saved(record) },
  parameters: { machine: machine({ ready: 'publishing' }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.publish)));
    const dialog = await screen.findByRole('alertdialog', { name: embedMessages.publishConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.publish }));
    await waitFor(() => expect(button(embedMessages.publish)).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(screen.getByText(embedMessages.pleaseWait)).toBeVisible());
  },
};

export const Published: Story = {
  name: 'Editing (just published)',
  args: {
    load: sampleLoad(record),
    save: saved(record),
    publish: { status: 'success', payload: sampleCyoa({ live: 1 }), httpStatus: 200 },
  },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async ({ canvas }) => {
    await userEvent.click(await waitFor(() => button(embedMessages.publish)));
    const dialog = await screen.findByRole('alertdialog', { name: embedMessages.publishConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.publish }));
    await expect(await canvas.findByText(embedMessages.published)).toBeVisible();
  },
};

export const PublishFailed: Story = {
  name: 'Editing (publish failed)',
  args: {
    load: sampleLoad(record),
    save: saved(record),
    publish: { status: 'error', payload: null, message: 'No', httpStatus: 409 },
  },
  parameters: { machine: machine({ ready: { editing: 'idle' } }), toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.publish)));
    const dialog = await screen.findByRole('alertdialog', { name: embedMessages.publishConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.publish }));
    await waitFor(() => expect(screen.getByText(embedMessages.unableToPublish)).toBeVisible());
  },
};

export const Previewing: Story = {
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: 'previewing' }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.preview)));
    await waitFor(() => expect(button(embedMessages.preview)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const PreviewFailed: Story = {
  name: 'Editing (preview failed)',
  args: { load: sampleLoad(record), preview: new TypeError('Failed to fetch') },
  parameters: { machine: machine({ ready: { editing: 'idle' } }), toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.preview)));
    await waitFor(() => expect(screen.getByText(embedMessages.unableToPreview)).toBeVisible());
  },
};

/** The wrap-up's third slot, the last one: '+ Add more demo' goes. */
export const WrapUpFull: Story = {
  name: 'Editing (wrap-up with 3 demos)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await waitFor(() => button(embedMessages.addMoreDemo)));
    await expect(screen.getByRole('combobox', { name: cyoaLabels.recommendation(3) })).toBeVisible();
    await expect(screen.queryByRole('button', { name: embedMessages.addMoreDemo })).toBeNull();
    await expect(screen.queryByRole('button', { name: cyoaLabels.removeRecommendation(1) })).toBeNull();
  },
};

export const SettingsTab: Story = {
  name: 'Editing (settings tab)',
  args: { load: sampleLoad(record) },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: embedMessages.settingsTab }));
    await expect(screen.getByRole('switch', { name: cyoaLabels.showWrapUp })).toBeChecked();
    await expect(screen.getByRole('heading', { name: cyoaLabels.launchButton })).toBeVisible();
    // Redirect forces the blocklist check on (spec 2 §4), through the gating panel.
    await userEvent.click(screen.getByRole('switch', { name: sharedLabels.gatingOptions.is_gated }));
    await userEvent.click(
      screen.getByRole('switch', { name: sharedLabels.gatingOptions.redirect_to_restricted_domain }),
    );
    await expect(
      screen.getByRole('switch', { name: sharedLabels.gatingOptions.check_blocklist }),
    ).toBeChecked();
  },
};

/** The CTA teaser: its look and text; no launch button with it (spec 2 §2). */
export const SettingsCta: Story = {
  name: 'Editing (settings, CTA teaser)',
  args: {
    load: sampleLoad(sampleCyoa({ settings: { ...record.settings, isCta: true, ctaText: 'Take the tour' } })),
  },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: embedMessages.settingsTab }));
    await expect(screen.getByRole('heading', { name: cyoaLabels.teaser })).toBeVisible();
    await expect(screen.queryByRole('heading', { name: cyoaLabels.launchButton })).toBeNull();
  },
};

/** Gated with redirect on: the verification card and 'Redirect users from restricted domain to this card'. */
export const Gated: Story = {
  name: 'Editing (gated, with redirect)',
  args: {
    load: sampleLoad(
      sampleCyoa({
        settings: {
          ...record.settings,
          // No wrap-up here: the two cards come first, in view.
          wrapUpScreen: false,
          verifyIdentity: true,
          checkBlocklist: true,
          redirectToRestrictedDomain: true,
        },
      }),
    ),
  },
  parameters: { machine: machine({ ready: { editing: 'idle' } }) },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: embedMessages.redirectCard })).toBeVisible();
    await expect(screen.getByRole('heading', { name: sharedLabels.verificationTitle })).toBeVisible();
  },
};
