import { type EmbedCodeParts, type EmbedKind, embedSnippet } from '@showroom/contract';
import { embedCodeMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { embedMessages, listLabels } from '../../messages.ts';
import { type Answer, answer } from '../EmbedListStory.tsx';
import {
  liveHero,
  sampleCompanyId,
  sampleLoader,
  sampleParts,
  samplePictureParts,
  sampleSnippet,
  sampleStaticUrl,
  sneakSolo,
} from '../fixtures.ts';
import { EmbedCodeDialog } from './EmbedCodeDialog.tsx';

/**
 * The dialog with its machine: the loader's version and integrity and the widget's picture
 * answered by `partsAnswer` (GET /web/embed/loaders and /picture; by default at once, without a
 * picture), a fake clipboard answering `writeAnswer`.
 */
function EmbedCodeStory({
  sneak = false,
  writeAnswer,
  partsAnswer = sampleParts,
}: {
  sneak?: boolean;
  writeAnswer?: Answer<'ok'>;
  partsAnswer?: Answer<EmbedCodeParts> | 'never';
}) {
  const card = sneak ? sneakSolo : liveHero;
  const [snapshot, send] = useMachine(
    embedCodeMachine.provide({
      actors: {
        loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async () =>
          answer(partsAnswer === 'never' ? undefined : partsAnswer),
        ),
        writeText: fromPromise<void, { text: string }>(async () => {
          await answer(writeAnswer);
        }),
      },
    }),
    {
      input: {
        kind: card.kind,
        id: card.id,
        sneak: card.sneak,
        snippet: (parts: EmbedCodeParts | undefined) => sampleSnippet(card, parts),
      },
    },
  );
  return <EmbedCodeDialog snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Embeds/Embed code dialog',
  component: EmbedCodeStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedCodeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });

/** The loader's integrity is being asked for; no answer comes. */
export const Loading: Story = {
  args: { partsAnswer: 'never' },
  parameters: { machine: { id: 'embedCode', state: 'loading' } },
  play: async () => {
    const code = await dialog();
    await expect(within(code).getByRole('status')).toHaveTextContent(listLabels.embedCodeLoading);
    await expect(within(code).queryByRole('button', { name: embedMessages.clickToCopy })).toBeNull();
  },
};

export const Idle: Story = {
  parameters: { machine: { id: 'embedCode', state: 'idle' } },
  play: async () => {
    const code = await dialog();
    const snippet = embedSnippet({
      kind: 'hero',
      id: liveHero.id,
      companyId: sampleCompanyId,
      staticUrl: sampleStaticUrl,
      ...sampleLoader,
    });
    await expect(await within(code).findByText(/integrity="sha384-/)).toBeVisible();
    await expect(
      within(code).getByText((_, element) => element?.tagName === 'PRE' && element.textContent === snippet),
    ).toBeVisible();
    await expect(within(code).getByRole('button', { name: embedMessages.clickToCopy })).toBeVisible();
    await expect(within(code).getByText(embedMessages.embedCodeNote)).toBeVisible();
    await expect(within(code).queryByText(embedMessages.embedCodeSneakNote)).toBeNull();
  },
};

/** The integrity could not be loaded: the code without it, and a note that says so. */
export const Unverified: Story = {
  args: { partsAnswer: new Error('unreachable') },
  parameters: { machine: { id: 'embedCode', state: 'unverified' } },
  play: async () => {
    const code = await dialog();
    await expect(await within(code).findByText(listLabels.embedCodeUnverified)).toBeVisible();
    await expect(within(code).getByText(/data-showroom-embed/)).not.toHaveTextContent('integrity');
    await expect(within(code).getByRole('button', { name: embedMessages.clickToCopy })).toBeVisible();
  },
};

/** A published widget with its thumbnail: the code carries the picture, so a pasted snippet paints it before the loader arrives. */
export const IdleWithPicture: Story = {
  name: 'Idle (with the picture)',
  args: { partsAnswer: samplePictureParts },
  parameters: { machine: { id: 'embedCode', state: 'idle' } },
  play: async () => {
    const code = await dialog();
    const picture = samplePictureParts.picture!;
    await expect(
      await within(code).findByText(
        (_, element) =>
          element?.tagName === 'PRE' && element.textContent === sampleSnippet(liveHero, samplePictureParts),
      ),
    ).toBeVisible();
    await expect(within(code).getByText(/<img src=/)).toHaveTextContent(picture.thumbnail);
  },
};

export const IdleSneak: Story = {
  name: 'Idle (Solo with is_sneak 1)',
  args: { sneak: true },
  parameters: { machine: { id: 'embedCode', state: 'idle' } },
  play: async () => {
    const code = await dialog();
    await expect(await within(code).findByText(/data-sneak="1"/)).toBeVisible();
    await expect(within(code).getByText(embedMessages.embedCodeSneakNote)).toBeVisible();
  },
};

/** The code is clicked; the fake clipboard never answers. */
export const Copying: Story = {
  parameters: { machine: { id: 'embedCode', state: 'copying' } },
  play: async () => {
    const code = await dialog();
    await userEvent.click(await within(code).findByText(/data-showroom-embed/));
  },
};

export const Copied: Story = {
  args: { writeAnswer: 'ok' },
  parameters: { machine: { id: 'embedCode', state: 'copied' } },
  play: async () => {
    const code = await dialog();
    await userEvent.click(await within(code).findByText(/data-showroom-embed/));
    await expect(await within(code).findByRole('button', { name: embedMessages.codeCopied })).toBeVisible();
  },
};

export const CopyFailed: Story = {
  name: 'Copy failed',
  args: { writeAnswer: new Error('denied') },
  parameters: { machine: { id: 'embedCode', state: 'copyFailed' } },
  play: async () => {
    const code = await dialog();
    await userEvent.click(await within(code).findByRole('button', { name: embedMessages.clickToCopy }));
    await expect(await within(code).findByRole('alert')).toHaveTextContent(listLabels.codeCopyFailed);
  },
};

export const Closed: Story = {
  parameters: { machine: { id: 'embedCode', state: 'closed' } },
  play: async () => {
    const code = await dialog();
    await userEvent.click(within(code).getByRole('button', { name: listLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
