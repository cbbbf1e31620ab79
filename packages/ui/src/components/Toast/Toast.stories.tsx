import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { type ProgressToast, ToastProvider, useToast } from './Toast.tsx';

// A story-only caller: buttons that raise each kind of toast through useToast().
function ToastDemo() {
  const toast = useToast();
  let handle: ProgressToast | undefined;
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Settings saved')}>Save</Button>
      <Button onClick={() => toast.error('Error Loading Information')}>Fail</Button>
      <Button
        onClick={() => {
          handle = toast.progress('Delete in Progress');
        }}
      >
        Delete
      </Button>
      <Button onClick={() => handle?.success('Contact list deleted')}>Finish</Button>
      <Button onClick={() => handle?.error('Delete failed')}>Break</Button>
    </div>
  );
}

const meta = {
  title: 'ui/Toast',
  component: ToastProvider,
  // The preview already wraps every story in the one ToastProvider; keep the toasts open here
  // so the screenshot does not race the 3 s auto-close.
  parameters: { toast: { duration: Number.POSITIVE_INFINITY } },
  render: () => <ToastDemo />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// The region is drawn with the first toast (its code, ToastRegion.tsx, is a chunk of its own).
const region = async () => within(await screen.findByRole('region', { name: /Notifications/ }));

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await (await region()).findByText('Settings saved')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await (await region()).findByText('Error Loading Information')).toBeVisible();
  },
};

export const Progress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await (await region()).findByText('Delete in Progress')).toBeVisible();
  },
};

export const ProgressSettled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await (await region()).findByText('Delete in Progress')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await (await region()).findByText('Contact list deleted')).toBeVisible();
    await expect((await region()).queryByText('Delete in Progress')).not.toBeInTheDocument();
  },
};

export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await (await region()).findByRole('button', { name: 'Dismiss' }));
    // The exit animation (0 ms under test) ends before the toast leaves the DOM.
    const shown = await region();
    await waitFor(() => expect(shown.queryByText('Settings saved')).not.toBeInTheDocument());
  },
};

export const Matrix: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await (await region()).findByText('Settings saved')).toBeVisible();
    await expect((await region()).getByText('Error Loading Information')).toBeVisible();
    await expect((await region()).getByText('Delete in Progress')).toBeVisible();
  },
};
