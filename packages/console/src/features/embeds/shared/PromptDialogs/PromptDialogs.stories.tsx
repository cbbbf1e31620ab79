import type { PromptKind } from '@showroom/contract';
import { publishPromptsMachine } from '@showroom/machines';
import { Button } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { embedMessages } from '../../messages.ts';
import { PromptDialogs, promptsBusy } from './PromptDialogs.tsx';

type PromptsState = SnapshotFrom<typeof publishPromptsMachine>['value'];

type PromptsStoryProps = {
  state: PromptsState;
  kind?: PromptKind;
  live?: boolean;
  promptOn?: boolean;
  neverShowAgain?: boolean;
  onSubmit?: (publish: boolean) => void;
  onOptOut?: (kind: PromptKind) => void;
};

/**
 * The dialogs on a prompts machine started in `state`, with an editor's Save and Publish below
 * them (as an editor's header has): what the machine asks of its editor goes to the story's args.
 */
function PromptsStory({
  state,
  kind = 'Solo',
  live = false,
  promptOn = true,
  neverShowAgain = false,
  onSubmit = () => {},
  onOptOut = () => {},
}: PromptsStoryProps) {
  const machine = publishPromptsMachine.provide({
    actions: {
      requestSubmit: (_, params) => onSubmit(params.publish),
      requestOptOut: (_, params) => onOptOut(params.kind),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { kind, live, promptOn },
    snapshot: machine.resolveState({ value: state, context: { kind, live, promptOn, neverShowAgain } }),
  });
  const busy = promptsBusy(snapshot);
  return (
    <main style={{ display: 'flex', gap: 'var(--space-2)', padding: 'var(--space-4)' }}>
      <Button loading={busy} onClick={() => send({ type: 'save' })}>
        {embedMessages.save}
      </Button>
      <Button
        variant="primary"
        disabled={busy || snapshot.context.live}
        onClick={() => send({ type: 'publish' })}
      >
        {snapshot.context.live ? embedMessages.published : embedMessages.publish}
      </Button>
      <PromptDialogs snapshot={snapshot} send={send} />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Prompt dialogs',
  component: PromptsStory,
  args: { state: 'idle', onSubmit: fn(), onOptOut: fn() },
} satisfies Meta<typeof PromptsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const alert = (name: string) => screen.findByRole('alertdialog', { name });

/** No dialog until the rep saves or publishes. */
export const Idle: Story = {
  parameters: { machine: { id: 'publishPrompts', state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: embedMessages.save })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Nothing is drawn before the editor has started its prompts child. */
export const NotStarted: Story = {
  name: 'Idle (no prompts child yet)',
  render: () => (
    <main>
      <PromptDialogs snapshot={undefined} send={() => {}} />
    </main>
  ),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const ConfirmingPublish: Story = {
  name: 'Publish confirm',
  args: { state: 'confirmingPublish' },
  parameters: { machine: { id: 'publishPrompts', state: 'confirmingPublish' } },
  play: async () => {
    const dialog = await alert(embedMessages.publishConfirmTitle);
    await expect(dialog).toHaveAccessibleDescription(embedMessages.publishConfirmBody);
    await expect(within(dialog).getByRole('button', { name: embedMessages.publish })).toBeVisible();
  },
};

/** Publish > Publish: the editor is asked to submit with publish true; the dialog closes. */
export const SubmittingPublish: Story = {
  name: 'Submitting (publish)',
  parameters: { machine: { id: 'publishPrompts', state: { submitting: 'publish' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: embedMessages.publish }));
    const dialog = await alert(embedMessages.publishConfirmTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.publish }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: embedMessages.save })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Cancel closes the confirm and submits nothing. */
export const PublishCancelled: Story = {
  name: 'Publish cancelled (idle)',
  args: { state: 'confirmingPublish' },
  parameters: { machine: { id: 'publishPrompts', state: 'idle' } },
  play: async ({ args }) => {
    const dialog = await alert(embedMessages.publishConfirmTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Save of a live widget: 'changes go live instantly'. */
export const ConfirmingLiveSave: Story = {
  name: 'Save while live confirm',
  args: { live: true },
  parameters: { machine: { id: 'publishPrompts', state: 'confirmingLiveSave' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: embedMessages.published })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: embedMessages.save }));
    const dialog = await alert(embedMessages.liveSaveTitle);
    await expect(dialog).toHaveAccessibleDescription(embedMessages.liveSaveBody);
  },
};

/** Save > Save on a live widget: the editor is asked to submit without publishing. */
export const SubmittingSave: Story = {
  name: 'Submitting (save)',
  args: { state: 'confirmingLiveSave', live: true },
  parameters: { machine: { id: 'publishPrompts', state: { submitting: 'save' } } },
  play: async ({ args }) => {
    const dialog = await alert(embedMessages.liveSaveTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Save of a draft: the save-before-publish prompt with its 'never show again' box. */
export const PromptingSaveBeforePublish: Story = {
  name: 'Save before publish prompt',
  parameters: { machine: { id: 'publishPrompts', state: 'promptingSaveBeforePublish' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: embedMessages.save }));
    const dialog = await screen.findByRole('dialog', { name: embedMessages.saveBeforePublishTitle });
    await expect(dialog).toHaveAccessibleDescription(embedMessages.saveBeforePublishBody);
    await expect(
      within(dialog).getByRole('checkbox', { name: embedMessages.neverShowAgain }),
    ).not.toBeChecked();
  },
};

/** 'Never show again' then Save: the editor stores the opt-out and submits. */
export const OptedOut: Story = {
  name: 'Never show again, then save (submitting)',
  args: { state: 'promptingSaveBeforePublish' },
  parameters: { machine: { id: 'publishPrompts', state: { submitting: 'save' } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: embedMessages.saveBeforePublishTitle });
    const box = within(dialog).getByRole('checkbox', { name: embedMessages.neverShowAgain });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.save }));
    await waitFor(() => expect(args.onOptOut).toHaveBeenCalledWith('Solo'));
    await expect(args.onSubmit).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape leaves the prompt without saving or opting out. */
export const PromptCancelled: Story = {
  name: 'Save before publish prompt cancelled (idle)',
  args: { state: 'promptingSaveBeforePublish' },
  parameters: { machine: { id: 'publishPrompts', state: 'idle' } },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: embedMessages.saveBeforePublishTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOptOut).not.toHaveBeenCalled();
  },
};

/** Opted out: Save submits straight away, without a dialog. */
export const StraightSave: Story = {
  name: 'Prompt off: straight save (submitting)',
  args: { promptOn: false },
  parameters: { machine: { id: 'publishPrompts', state: { submitting: 'save' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: embedMessages.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(false));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
