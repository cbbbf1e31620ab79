import {
  embedMessages,
  exampleIds,
  newSneakpeekForm,
  type Sneakpeek,
  sneakpeekForm,
} from '@showroom/contract';
import {
  embedCodeMachine,
  type SaveSneakpeekReply,
  type SneakpeekLoaded,
  sneakpeekMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { sampleDemos } from '../../hero/fixtures.ts';
import { useSneakpeekToasts } from '../../hero/toasts.ts';
import { editorLabels, listLabels, sharedLabels } from '../../messages.ts';
import { SneakpeekScreen } from './SneakpeekScreen.tsx';

const stored: Sneakpeek = {
  ...newSneakpeekForm(),
  id: exampleIds.embedId,
  name: 'Quick look',
  recording_id: sampleDemos[1]!.id,
  is_muted: 1,
  live: 1,
  salesrep_id: exampleIds.salesRepId,
  salesrep_name: 'Grace Hopper',
  company_id: exampleIds.companyId,
  date_created: '2026-11-20 09:30:00',
  date_modified: '2026-11-20 09:30:00',
};

const older: Sneakpeek = {
  ...stored,
  id: '3a5c7e9b-1d2f-4b6a-8c0e-2f4a6c8e0b1d',
  name: 'Pricing peek',
  date_created: '2026-11-12 14:00:00',
};

const snippet = (id: string) =>
  `<div data-showroom-embed="sneakpeek" data-id="${id}" data-company="${exampleIds.companyId}" style="display:block;width:100%;aspect-ratio:16/9"></div>\n<script async src="https://static.showroom.example/sneakpeek/loader.js" crossorigin="anonymous"></script>`;

const embedCode = embedCodeMachine.provide({
  actors: {
    loadParts: fromPromise(() => Promise.reject(new Error('no loaders in a story'))),
    writeText: fromPromise(async () => {}),
  },
});

type Props = {
  load: 'pending' | 'offline' | 'notFound' | { sneakpeek: Sneakpeek | null };
  saveAnswer?: SaveSneakpeekReply | Error;
  onLeave?: () => void;
};

const ok = <T,>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });

/** The form on its real machine with fake calls and the page's toasts. */
function SneakpeekStory({ load, saveAnswer, onLeave = () => {} }: Props) {
  const toasts = useSneakpeekToasts();
  const loaded = (): Promise<SneakpeekLoaded> => {
    if (load === 'pending') return new Promise<never>(() => {});
    if (load === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const sneakpeek =
      load === 'notFound'
        ? { status: 'error' as const, payload: null, message: 'Embed not found', httpStatus: 404 }
        : load.sneakpeek && ok([load.sneakpeek]);
    return Promise.resolve({
      sneakpeek,
      demos: ok(sampleDemos),
      sneakpeeks: sneakpeek ? null : ok([stored, older]),
    });
  };
  const machine = sneakpeekMachine.provide({
    actors: {
      load: fromPromise(loaded),
      save: fromPromise(() =>
        saveAnswer === undefined
          ? new Promise<never>(() => {})
          : saveAnswer instanceof Error
            ? Promise.reject(saveAnswer)
            : Promise.resolve(saveAnswer),
      ),
      embedCode,
    },
    actions: { ...toasts, leave: onLeave },
  });
  const id = typeof load === 'object' ? (load.sneakpeek?.id ?? null) : exampleIds.embedId;
  const [snapshot, send] = useMachine(machine, {
    input: { id, schema: sneakpeekForm, blank: newSneakpeekForm(), snippet },
  });
  return <SneakpeekScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Embeds/Sneakpeek form',
  component: SneakpeekStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/embeds/sneakpeek']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onLeave: fn() },
} satisfies Meta<typeof SneakpeekStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: 'pending' },
  parameters: { machine: { id: 'sneakpeek', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.loadingSneakpeek)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: 'offline' },
  parameters: { machine: { id: 'sneakpeek', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: editorLabels.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: 'notFound' },
  parameters: { machine: { id: 'sneakpeek', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(editorLabels.notFound)).toBeVisible();
  },
};

/** New: the form, and the company's Sneakpeeks under it (issue 29 B.2: the embeds list never shows them). */
export const New: Story = {
  args: { load: { sneakpeek: null } },
  parameters: { machine: { id: 'sneakpeek', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: embedMessages.generateSneakpeek })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: editorLabels.showControlsShort })).toBeChecked();
    const list = canvas.getByRole('region', { name: editorLabels.sneakpeekList });
    await expect(within(list).getByRole('link', { name: 'Pricing peek' })).toHaveAttribute(
      'href',
      `/feature/embeds/sneakpeek/${older.id}`,
    );
    await expect(within(list).getByText('November 20, 2026')).toBeVisible();
  },
};

/** 'Embed' on a listed Sneakpeek: its code; closing the dialog returns to the form. */
export const ViewingCode: Story = {
  args: { load: { sneakpeek: null } },
  parameters: { machine: { id: 'sneakpeek', state: 'viewingCode' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: listLabels.embedCodeOf('Pricing peek') }),
    );
    const dialog = await screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });
    await expect(within(dialog).getByText(/data-id="3a5c7e9b-1d2f-4b6a-8c0e-2f4a6c8e0b1d"/)).toBeVisible();
    await expect(within(dialog).getByText(embedMessages.clickToCopy)).toBeVisible();
  },
};

/** 'Generate Sneakpeek Widget Code': the toast and the new Sneakpeek's code (issue 29 B.2). */
export const ShowingCode: Story = {
  args: { load: { sneakpeek: null }, saveAnswer: ok({ ...stored, name: 'Fresh peek' }) },
  parameters: { machine: { id: 'sneakpeek', state: 'showingCode' }, toast: { duration: Infinity } },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: editorLabels.sneakpeekName }),
      'Fresh peek',
    );
    await userEvent.type(canvas.getByRole('combobox', { name: sharedLabels.demo }), sampleDemos[0]!.title);
    await userEvent.click(await screen.findByRole('option', { name: sampleDemos[0]!.title }));
    await userEvent.click(canvas.getByRole('button', { name: embedMessages.generateSneakpeek }));
    await expect(await screen.findByText(embedMessages.sneakpeekAdded)).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });
    await expect(within(dialog).getByText(new RegExp(`data-id="${stored.id}"`))).toBeVisible();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Submitted empty: 'Title is required' under the name and 'Incomplete Data'. */
export const Incomplete: Story = {
  args: { load: { sneakpeek: null } },
  parameters: { machine: { id: 'sneakpeek', state: 'editing' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.generateSneakpeek }));
    await expect(await canvas.findByText(embedMessages.titleRequired)).toBeVisible();
    await expect(await screen.findByText(embedMessages.incompleteData)).toBeVisible();
  },
};

export const Existing: Story = {
  args: { load: { sneakpeek: stored } },
  parameters: { machine: { id: 'sneakpeek', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: embedMessages.updateSneakpeek })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: editorLabels.sneakpeekName })).toHaveValue('Quick look');
    await expect(canvas.getByRole('switch', { name: editorLabels.muted })).toBeChecked();
  },
};

export const Submitting: Story = {
  args: { load: { sneakpeek: stored } },
  parameters: { machine: { id: 'sneakpeek', state: 'submitting' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.updateSneakpeek }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: embedMessages.updateSneakpeek })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const UpdateFailed: Story = {
  args: {
    load: { sneakpeek: stored },
    saveAnswer: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
  },
  parameters: { machine: { id: 'sneakpeek', state: 'editing' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.updateSneakpeek }));
    await expect(await screen.findByText(embedMessages.errorUpdatingSneakpeek)).toBeVisible();
  },
};

/** Saved: the toast and the code; once the dialog closes the form goes back to the previous screen. */
export const Done: Story = {
  args: { load: { sneakpeek: stored }, saveAnswer: ok(stored) },
  parameters: { machine: { id: 'sneakpeek', state: 'done' }, toast: { duration: Infinity } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.updateSneakpeek }));
    await expect(await screen.findByText(embedMessages.changesSaved)).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: listLabels.close }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalled());
  },
};
