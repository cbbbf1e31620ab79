import type { ShareLink } from '@showroom/contract';
import { type RevokeShareReply, type ShareLinksReply, shareLinksMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { listLabels } from '../../messages.ts';
import { type Answer, answer } from '../EmbedListStory.tsx';
import { liveHero } from '../fixtures.ts';
import { ShareLinks } from './ShareLinks.tsx';

const links: ShareLink[] = [
  {
    shareId: 'n4bQgYhMfWwaL-PLsJOhY2YJx7Tq0ZlVtOxL3xfM9Rk',
    date_created: '2026-11-23 10:00:00',
    salesrep_id: 'rep-1',
    salesrep_name: 'Riley Morgan',
  },
  {
    shareId: 'Xc1GqkXH4w3y0Ve8Zc2r9Jq7m5b3vNn1tQ0pL6sKdA8',
    date_created: '2026-11-20 16:30:00',
    salesrep_id: 'rep-2',
    salesrep_name: 'Grace Hopper',
  },
];
const ok = <T,>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });

type Props = {
  listAnswers: Answer<ShareLinksReply>[];
  revokeAnswer?: Answer<RevokeShareReply>;
  onRevoke?: (input: unknown) => void;
};

/** The active links on their real machine with fake calls (issue 29 B.4). */
function ShareLinksStory({ listAnswers, revokeAnswer, onRevoke = () => {} }: Props) {
  const lists = [...listAnswers];
  const machine = shareLinksMachine.provide({
    actors: {
      list: fromPromise(() => answer(lists.shift())),
      revoke: fromPromise(({ input }) => {
        onRevoke(input);
        return answer(revokeAnswer);
      }),
    },
  });
  const [snapshot, send] = useMachine(machine, { input: { kind: liveHero.kind, id: liveHero.id } });
  return (
    <div style={{ maxWidth: 520, padding: 24 }}>
      <ShareLinks snapshot={snapshot} send={send} />
    </div>
  );
}

const meta = {
  title: 'console/Embeds/Share dialog/Active links',
  component: ShareLinksStory,
  args: { onRevoke: fn() },
} satisfies Meta<typeof ShareLinksStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: listLabels.activeLinks });

export const Loading: Story = {
  args: { listAnswers: [undefined] },
  parameters: { machine: { id: 'shareLinks', state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).getByRole('status')).toHaveTextContent(
      listLabels.linksLoading,
    );
  },
};

export const LoadFailed: Story = {
  args: { listAnswers: [new TypeError('Failed to fetch')] },
  parameters: { machine: { id: 'shareLinks', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(listLabels.linksLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: listLabels.retry })).toBeEnabled();
  },
};

export const ReadyNone: Story = {
  name: 'Ready (no active link)',
  args: { listAnswers: [ok([])] },
  parameters: { machine: { id: 'shareLinks', state: 'ready' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(listLabels.noActiveLinks)).toBeVisible();
  },
};

export const Ready: Story = {
  args: { listAnswers: [ok(links)] },
  parameters: { machine: { id: 'shareLinks', state: 'ready' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Made November 23, 2026 by Riley Morgan')).toBeVisible();
    await expect(canvas.getByText('Made November 20, 2026 by Grace Hopper')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: listLabels.revokeLink('November 20, 2026', 'Grace Hopper') }),
    ).toHaveTextContent(listLabels.revoke);
  },
};

/** Revoke on the newest link: the call is under way. */
export const Revoking: Story = {
  args: { listAnswers: [ok(links)] },
  parameters: { machine: { id: 'shareLinks', state: 'revoking' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: listLabels.revokeLink('November 23, 2026', 'Riley Morgan') }),
    );
    await waitFor(() =>
      expect(args.onRevoke).toHaveBeenCalledWith({
        kind: 'hero',
        id: liveHero.id,
        shareId: links[0]!.shareId,
      }),
    );
  },
};

/** Revoked: the link leaves the list at once. */
export const Revoked: Story = {
  args: { listAnswers: [ok(links)], revokeAnswer: ok(null) },
  parameters: { machine: { id: 'shareLinks', state: 'ready' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: listLabels.revokeLink('November 23, 2026', 'Riley Morgan') }),
    );
    await waitFor(() => expect(canvas.queryByText('Made November 23, 2026 by Riley Morgan')).toBeNull());
    await expect(canvas.getByText('Made November 20, 2026 by Grace Hopper')).toBeVisible();
  },
};

export const RevokeFailed: Story = {
  name: 'Ready (revoke failed)',
  args: {
    listAnswers: [ok(links)],
    revokeAnswer: { status: 'error', payload: null, message: 'No', httpStatus: 404 },
  },
  parameters: { machine: { id: 'shareLinks', state: 'ready' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: listLabels.revokeLink('November 23, 2026', 'Riley Morgan') }),
    );
    await expect(await canvas.findByText(listLabels.revokeFailed)).toBeVisible();
    await expect(canvas.getByText('Made November 23, 2026 by Riley Morgan')).toBeVisible();
  },
};
