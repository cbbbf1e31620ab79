import { contactMessages, contactRefusals, contactUploadForm } from '@showroom/contract';
import {
  type ContactFile,
  type ContactUploadContext,
  contactUploadMachine,
  type FileProblem,
  type ParsedContacts,
  type ParseOutcome,
  type UploadReply,
  type UploadRequest,
  validateFields,
} from '@showroom/machines';
import { Button } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { contactLabels } from '../messages.ts';
import { UploadModal } from './UploadModal.tsx';

type UploadState = SnapshotFrom<typeof contactUploadMachine>['value'];

/** What salesforce-report.csv parses into (shared/fixtures), with its multi-line address. */
const parsed: ParsedContacts = {
  fileName: 'salesforce-report.csv',
  preview: [
    ['Contact Owner', 'Full Name', 'Email', 'Account Name', 'Mailing Street', 'Phone'],
    [
      'Sam Rep',
      'Frances Allen',
      'frances@ibm.example',
      'IBM Research',
      '1101 Kitchawan Rd\nYorktown Heights, NY',
      '+1 (914) 945-3000',
    ],
    [
      'Sam Rep',
      'John "Jack" Kilby',
      'jack@ti.example',
      'Texas Instruments',
      '12500 TI Blvd, Dallas',
      '+1 972-995-2011',
    ],
    ['Sam Rep', 'Radia Perlman', 'radia@dell.example', 'Dell Technologies', '', '+1 512-338-4400'],
  ],
  rowCount: 4,
  columnCount: 6,
  data: '[]',
};
const headerOnly: ParsedContacts = {
  fileName: 'header-only.csv',
  preview: [['header_only_a', 'header_only_b']],
  rowCount: 1,
  columnCount: 2,
  data: '[]',
};
const csvFile: ContactFile = { name: 'salesforce-report.csv', size: 402 };
/** The created list's summary, as POST /web/contact/ answers. */
const newList = {
  id: '8a3e0b3b-1c8f-4e9b-8d77-3a6f5c4b2d04',
  title: 'Q3 webinar',
  name: 'Riley Morgan',
  salesrep_id: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
  date_created: '2026-11-22 09:44:06',
  row_count: 4,
  identifier_count: 0,
};

type UploadStoryProps = {
  state: UploadState;
  name?: string;
  file?: ContactFile | null;
  fileProblem?: FileProblem | null;
  parsedFile?: ParsedContacts | null;
  firstRowIsHeader?: boolean;
  touched?: ContactUploadContext['touched'];
  /** What the fake parser answers for a chosen file; without one it never answers. */
  parseAnswer?: ParseOutcome | Error;
  /** What the fake upload answers; without one it never answers. */
  uploadAnswer?: UploadReply | Error;
};

/** The upload modal on a machine started in `state`, with fake actors: no worker, no server. */
function UploadStory({
  state,
  name = '',
  file = null,
  fileProblem = null,
  parsedFile = null,
  firstRowIsHeader = true,
  touched = { name: false, file: false },
  parseAnswer,
  uploadAnswer,
}: UploadStoryProps) {
  const machine = contactUploadMachine.provide({
    actors: {
      parseFile: fromPromise<ParseOutcome, { file: ContactFile }>(async () => {
        if (!parseAnswer) return new Promise<never>(() => {});
        if (parseAnswer instanceof Error) throw parseAnswer;
        return parseAnswer;
      }),
      upload: fromPromise<UploadReply, UploadRequest>(async () => {
        if (!uploadAnswer) return new Promise<never>(() => {});
        if (uploadAnswer instanceof Error) throw uploadAnswer;
        return uploadAnswer;
      }),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { schema: contactUploadForm },
    snapshot: machine.resolveState({
      value: state,
      context: {
        schema: contactUploadForm,
        name,
        errors: validateFields(contactUploadForm, { name }),
        touched,
        file,
        fileProblem,
        parsed: parsedFile,
        firstRowIsHeader,
        failure: null,
        created: state === 'done' ? newList : null,
      },
    }),
  });
  return (
    <>
      <Button variant="primary" onClick={() => send({ type: 'open' })}>
        {contactLabels.upload}
      </Button>
      <UploadModal snapshot={snapshot} send={send} />
    </>
  );
}

const meta = {
  title: 'console/Contacts/Upload',
  component: UploadStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UploadStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const button = (name: string) => screen.getByRole('button', { name });

export const Closed: Story = {
  args: { state: 'closed' },
  parameters: { machine: { id: 'contactUpload', state: 'closed' } },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: contactLabels.upload })).toBeVisible();
  },
};

/** spec 1 §2: the Upload button opens step 1 of the modal. */
export const Step1Opened: Story = {
  name: 'Step1 Empty (opened)',
  args: { state: 'closed' },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: contactLabels.upload }));
    await expect(
      within(await dialog()).getByText(contactMessages.uploadTitle, { selector: 'h2' }),
    ).toBeVisible();
  },
};

export const Step1Empty: Story = {
  name: 'Step1 Empty',
  args: { state: { step1: 'empty' } },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'empty' } } },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByText('Step 1 of 2', { exact: false })).toBeInTheDocument();
    await expect(within(modal).getByLabelText(contactLabels.listName)).toHaveValue('');
    await expect(within(modal).getByLabelText(contactLabels.file)).toHaveAttribute('accept', '.csv');
    await expect(within(modal).getByRole('button', { name: contactLabels.chooseFile })).toBeVisible();
    await expect(button(contactLabels.continue)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The name left empty: 'Enter a name for the file'. */
export const Step1NameMissing: Story = {
  name: 'Step1 Empty (name missing)',
  args: { state: { step1: 'empty' } },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'empty' } } },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByLabelText(contactLabels.listName));
    await userEvent.tab();
    await expect(await within(modal).findByText(contactMessages.enterName)).toBeVisible();
  },
};

export const Step1FileMissing: Story = {
  name: 'Step1 Empty (file removed)',
  args: {
    state: { step1: 'empty' },
    name: 'Q3 webinar',
    fileProblem: { kind: 'missing' },
    touched: { name: true, file: true },
  },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'empty' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactMessages.uploadFile)).toBeVisible();
  },
};

export const Step1Parsing: Story = {
  name: 'Step1 Parsing',
  args: { state: { step1: 'parsing' }, name: 'Q3 webinar', file: csvFile },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'parsing' } } },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent(contactLabels.reading);
  },
};

export const Step1Parsed: Story = {
  name: 'Step1 Parsed',
  args: { state: { step1: 'parsed' }, name: 'Q3 webinar', file: csvFile, parsedFile: parsed },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'parsed' } } },
  play: async () => {
    await expect(within(await dialog()).getByText('salesforce-report.csv')).toBeVisible();
    await expect(button(contactLabels.continue)).not.toHaveAttribute('aria-disabled');
  },
};

/** Typing a name and choosing a file the way a rep does; the fake parser answers. */
export const Step1ParsedAfterChoosing: Story = {
  name: 'Step1 Parsed (after choosing)',
  args: { state: { step1: 'empty' }, parseAnswer: { status: 'parsed', parsed } },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'parsed' } } },
  play: async () => {
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText(contactLabels.listName), 'Q3 webinar');
    const file = new File(['"Contact Owner"\n'], 'salesforce-report.csv', { type: 'text/csv' });
    await userEvent.upload(within(modal).getByLabelText(contactLabels.file), file);
    await expect(await within(modal).findByText('salesforce-report.csv')).toBeVisible();
    await waitFor(() => expect(button(contactLabels.continue)).not.toHaveAttribute('aria-disabled'));
  },
};

export const Step1InvalidExtension: Story = {
  name: 'Step1 Rejected (not a CSV)',
  args: {
    state: { step1: 'rejected' },
    file: { name: 'contacts.txt', size: 19 },
    fileProblem: { kind: 'extension' },
  },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactMessages.invalidExtension)).toBeVisible();
  },
};

/** A .txt dropped on the picker: refused there with the spec's message, never parsed. */
export const Step1DroppedNotCsv: Story = {
  name: 'Step1 Rejected (dropped not a CSV)',
  args: { state: { step1: 'empty' } },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    const modal = await dialog();
    const zone = within(modal).getByRole('group', { name: new RegExp(contactLabels.file) });
    const data = new DataTransfer();
    data.items.add(new File(['name\nAda'], 'contacts.txt', { type: 'text/plain' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(await within(modal).findByText(contactMessages.invalidExtension)).toBeVisible();
    await expect(within(modal).getByText('contacts.txt')).toBeVisible();
    await expect(button(contactLabels.continue)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** spec 1 §9 one CSV file only: two dropped at once are refused as a whole. */
export const Step1DroppedTwoFiles: Story = {
  name: 'Step1 Rejected (two files dropped)',
  args: { state: { step1: 'parsed' }, name: 'Q3 webinar', file: csvFile, parsedFile: parsed },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    const modal = await dialog();
    const zone = within(modal).getByRole('group', { name: new RegExp(contactLabels.file) });
    const data = new DataTransfer();
    data.items.add(new File(['a'], 'first.csv', { type: 'text/csv' }));
    data.items.add(new File(['b'], 'second.csv', { type: 'text/csv' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(await within(modal).findByText(contactMessages.uploadFile)).toBeVisible();
    await expect(within(modal).queryByText('salesforce-report.csv')).toBeNull();
    await expect(button(contactLabels.continue)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Step1ParseErrors: Story = {
  name: 'Step1 Rejected (errors in the file)',
  args: {
    state: { step1: 'rejected' },
    name: 'Ragged',
    file: { name: 'ragged.csv', size: 147 },
    fileProblem: { kind: 'refused', message: contactMessages.parseError },
  },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactMessages.parseError)).toBeVisible();
    await expect(button(contactLabels.continue)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Step1EmptyFile: Story = {
  name: 'Step1 Rejected (empty file)',
  args: {
    state: { step1: 'rejected' },
    file: { name: 'empty.csv', size: 0 },
    fileProblem: { kind: 'refused', message: contactRefusals.emptyFile },
  },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactRefusals.emptyFile)).toBeVisible();
  },
};

export const Step1Unreadable: Story = {
  name: 'Step1 Rejected (unreadable)',
  args: { state: { step1: 'rejected' }, file: csvFile, fileProblem: { kind: 'unreadable' } },
  parameters: { machine: { id: 'contactUpload', state: { step1: 'rejected' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactMessages.uploadError)).toBeVisible();
  },
};

export const Step2Verify: Story = {
  name: 'Step2 Verify',
  args: { state: { step2: 'verify' }, name: 'Q3 webinar', file: csvFile, parsedFile: parsed },
  parameters: { machine: { id: 'contactUpload', state: { step2: 'verify' } } },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByText(contactMessages.verifyTitle, { selector: 'h2' })).toBeVisible();
    await expect(
      within(modal).getByRole('checkbox', { name: contactMessages.firstRowIsHeader }),
    ).toBeChecked();
    await expect(within(modal).getByRole('columnheader', { name: 'Mailing Street' })).toBeVisible();
    await expect(within(modal).getByText('John "Jack" Kilby')).toBeVisible();
    await expect(button(contactMessages.startUpload)).not.toHaveAttribute('aria-disabled');
  },
};

export const Step2NoHeader: Story = {
  name: 'Step2 Verify (header unticked)',
  args: { state: { step2: 'verify' }, name: 'Q3 webinar', file: csvFile, parsedFile: parsed },
  parameters: { machine: { id: 'contactUpload', state: { step2: 'verify' } } },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('checkbox', { name: contactMessages.firstRowIsHeader }));
    await expect(within(modal).getByRole('columnheader', { name: 'Column 1' })).toBeVisible();
    await expect(within(modal).getByText('Contact Owner')).toBeVisible();
  },
};

export const Step2HeaderOnly: Story = {
  name: 'Step2 Verify (header only)',
  args: {
    state: { step2: 'verify' },
    name: 'Header only',
    file: { name: 'header-only.csv', size: 28 },
    parsedFile: headerOnly,
  },
  parameters: { machine: { id: 'contactUpload', state: { step2: 'verify' } } },
  play: async () => {
    await expect(within(await dialog()).getByText(contactRefusals.headerOnly)).toBeVisible();
    await expect(button(contactMessages.startUpload)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Uploading: Story = {
  args: { state: 'uploading', name: 'Q3 webinar', file: csvFile, parsedFile: parsed },
  parameters: { machine: { id: 'contactUpload', state: 'uploading' } },
  play: async () => {
    await dialog();
    await expect(button(contactMessages.startUpload)).toHaveAttribute('aria-busy', 'true');
    await expect(button(contactLabels.cancel)).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    state: { step2: 'verify' },
    name: 'Q3 webinar',
    file: csvFile,
    parsedFile: parsed,
    uploadAnswer: new TypeError('Failed to fetch'),
  },
  parameters: { machine: { id: 'contactUpload', state: { step2: 'failed' } } },
  play: async () => {
    await userEvent.click(button(contactMessages.startUpload));
    await expect(await within(await dialog()).findByText(contactMessages.uploadError)).toBeVisible();
  },
};

/** spec 1 §4: on success the modal closes and resets. */
export const Done: Story = {
  args: {
    state: { step2: 'verify' },
    name: 'Q3 webinar',
    file: csvFile,
    parsedFile: parsed,
    uploadAnswer: { status: 'success', payload: newList, httpStatus: 201 },
  },
  parameters: { machine: { id: 'contactUpload', state: 'done' } },
  play: async () => {
    await userEvent.click(button(contactMessages.startUpload));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
