import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormError } from '../FormError/index.ts';
import { FileDropzone, type FileDropzoneProps, type FileRejection } from './FileDropzone.tsx';

const messages = {
  invalidExtension: 'Invalid file extension',
  tooManyFiles: 'One file only',
  tooLarge: 'File is too large',
};

// A story-only caller: shows what was taken and the rejections, the way a screen would.
function WithResult(props: FileDropzoneProps) {
  const [accepted, setAccepted] = React.useState<File[]>([]);
  const [rejected, setRejected] = React.useState<FileRejection[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <FileDropzone
        {...props}
        onFiles={(ok, bad) => {
          props.onFiles(ok, bad);
          setAccepted(ok);
          setRejected(bad);
        }}
      />
      {accepted.length > 0 && <p>Chosen: {accepted.map((file) => file.name).join(', ')}</p>}
      <FormError>{rejected[0]?.message}</FormError>
    </div>
  );
}

const meta = {
  title: 'ui/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Contact list',
    accept: ['.csv'],
    maxFiles: 1,
    maxSize: 5_000_000,
    messages,
    hint: 'CSV, one file, up to 5 MB',
    onFiles: fn(),
  },
  render: (args) => <WithResult {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Images: Story = {
  args: {
    label: 'Thumbnail',
    accept: ['.jpg', '.jpeg', '.png'],
    hint: 'JPG or PNG, one file',
    buttonLabel: 'Choose image',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Accepted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Contact list'),
      new File(['email\na@b.co'], 'contacts.csv'),
    );
    await expect(args.onFiles).toHaveBeenCalled();
    await expect(canvas.getByText('Chosen: contacts.csv')).toBeVisible();
  },
};

export const RejectedExtension: Story = {
  play: async ({ canvas }) => {
    // The native picker filters by `accept`; a drop does not, so check the same rule here.
    const input = canvas.getByLabelText('Contact list');
    input.removeAttribute('accept');
    await userEvent.upload(input, new File(['x'], 'contacts.xlsx'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid file extension');
  },
};

export const DraggingOver: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('group', { name: /Contact list/ });
    zone.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
  },
};

export const Dropped: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('group', { name: /Contact list/ });
    const data = new DataTransfer();
    data.items.add(new File(['a'], 'first.csv'));
    data.items.add(new File(['b'], 'second.csv'));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(args.onFiles).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'first.csv' })],
      [expect.objectContaining({ message: 'One file only' })],
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('One file only');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileDropzone {...args} />
      <FileDropzone
        {...args}
        label="Video"
        accept={['.mp4', '.m4v', '.mkv', '.avi', '.wmv']}
        hint="MP4, M4V, MKV, AVI or WMV"
      />
      <FileDropzone {...args} label="Icon" disabled hint="Uploads are off while the widget is live" />
    </div>
  ),
};
