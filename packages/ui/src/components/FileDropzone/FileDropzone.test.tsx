import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFiles, FileDropzone } from './FileDropzone.tsx';

const messages = {
  invalidExtension: 'Invalid file extension',
  tooManyFiles: 'One file only',
  tooLarge: 'File is too large',
};

const csv = (name = 'contacts.csv', size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

describe('checkFiles', () => {
  it('rejects by extension (any case), size and count, in that order', () => {
    const files = [csv('a.CSV'), csv('b.txt'), csv('c.csv', 2000), csv('d.csv')];
    const { accepted, rejected } = checkFiles(files, {
      accept: ['.csv'],
      maxFiles: 1,
      maxSize: 1000,
      messages,
    });
    expect(accepted.map((f) => f.name)).toEqual(['a.CSV']);
    expect(rejected.map((r) => [r.file.name, r.message])).toEqual([
      ['b.txt', 'Invalid file extension'],
      ['c.csv', 'File is too large'],
      ['d.csv', 'One file only'],
    ]);
  });
});

describe('FileDropzone', () => {
  it('takes a file through its button (keyboard) and reports it', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(
      <FileDropzone
        label="Contact list"
        accept={['.csv']}
        maxFiles={1}
        messages={messages}
        onFiles={onFiles}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await user.upload(screen.getByLabelText('Contact list'), csv());
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'contacts.csv' })], []);
  });

  it("reports a wrong extension with the caller's message", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(
      <FileDropzone
        label="Contact list"
        accept={['.csv']}
        maxFiles={1}
        messages={messages}
        onFiles={onFiles}
      />,
    );
    const file = csv('contacts.xlsx');
    await user.upload(screen.getByLabelText('Contact list'), file);
    expect(onFiles).toHaveBeenCalledWith([], [{ file, message: 'Invalid file extension' }]);
  });

  it('takes dropped files and shows the drag state while over it', () => {
    const onFiles = vi.fn();
    render(
      <FileDropzone
        label="Thumbnail"
        accept={['.jpg', '.jpeg', '.png']}
        maxFiles={1}
        messages={messages}
        onFiles={onFiles}
      />,
    );
    const zone = screen.getByRole('group', { name: /Thumbnail/ });
    const png = new File(['p'], 'shot.png', { type: 'image/png' });
    const svg = new File(['s'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [png, svg] } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [png, svg] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onFiles).toHaveBeenCalledWith([png], [{ file: svg, message: 'Invalid file extension' }]);
  });

  it('ignores drops and picks while disabled', () => {
    const onFiles = vi.fn();
    render(<FileDropzone label="Video" messages={messages} onFiles={onFiles} disabled />);
    fireEvent.drop(screen.getByRole('group', { name: /Video/ }), { dataTransfer: { files: [csv()] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  });
});
