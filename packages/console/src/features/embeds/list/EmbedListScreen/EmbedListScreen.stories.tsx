import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { embedKindBadges, embedMessages, failedToDelete, listLabels } from '../../messages.ts';
import { EmbedListStory } from '../EmbedListStory.tsx';
import { draftHero, liveHero, sampleCard } from '../fixtures.ts';

const meta = {
  title: 'console/Embeds/List',
  component: EmbedListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/embeds']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = () => screen.getByRole('list', { name: listLabels.cardsLabel });
const card = (name: string) => within(cards()).getByRole('link', { name }).closest('article') as HTMLElement;
/** More > `item` on the card named `name`, as a rep chooses it. */
const chooseFromMore = async (name: string, item: string) => {
  await userEvent.click(screen.getByRole('button', { name: listLabels.moreFor(name) }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
};
const refused = { status: 'error' as const, payload: null, message: 'Embed not found', httpStatus: 404 };

export const Loading: Story = {
  args: { state: { list: 'loading', dialog: 'closed' } },
  parameters: { machine: { id: 'embedList', state: { list: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(embedMessages.loadingWidgets);
    await expect(canvas.getByRole('heading', { level: 1, name: embedMessages.listTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: embedMessages.nextPage })).toBeDisabled();
  },
};

export const Ready: Story = {
  parameters: { machine: { id: 'embedList', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.listSubtitle)).toBeVisible();
    const examples = canvas.getByRole('link', { name: new RegExp(embedMessages.seeMoreExamples) });
    await expect(examples).toHaveAttribute('target', '_blank');
    // Issue 29 B.7: the sample host page the server ships, at the server's local layout (the
    // console's port + 3) when the build sets no VITE_EXAMPLES_URL.
    await expect(examples).toHaveAttribute('href', `http://localhost:${Number(location.port) + 3}/`);
    // Issue 29 B.2: the way to the Sneakpeek form (the grid and the type chooser leave Sneakpeeks out).
    await expect(canvas.getByRole('link', { name: listLabels.sneakpeeks })).toHaveAttribute(
      'href',
      '/feature/embeds/sneakpeek',
    );
    // Newest first, every kind with its badge; a card's name opens its editor.
    const hero = card('Pricing page hero');
    await expect(within(hero).getByRole('link', { name: 'Pricing page hero' })).toHaveAttribute(
      'href',
      `/feature/embeds/hero/${liveHero.id}`,
    );
    await expect(within(hero).getByText(embedKindBadges.hero)).toBeVisible();
    await expect(within(hero).getByText(embedMessages.active)).toBeVisible();
    await expect(within(hero).getByRole('img', { name: 'Riley Morgan' })).toHaveTextContent('R');
    await expect(within(hero).getByText('November 23, 2026')).toBeVisible();
    await expect(within(card('Pick your path')).getByText(embedKindBadges.cyoa)).toBeVisible();
    await expect(within(card('Product tour launcher')).getByText(embedKindBadges.solo)).toBeVisible();
    // A blank name reads 'N/A'; a name that looks like markup is text.
    await expect(within(card(embedMessages.notAvailable)).getByText(embedMessages.inactive)).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)> onboarding')).toBeVisible();
    // A draft: Embed is disabled and says why; Share in a page is not offered.
    const draft = card(draftHero.name);
    const embed = within(draft).getByRole('button', { name: listLabels.embedCodeOf(draftHero.name) });
    await expect(embed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(embed);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(embedMessages.publishToCopy);
    await userEvent.unhover(embed);
    // Issue 29 B.10: the More menu's button shows the word 'More'.
    await expect(
      within(draft).getByRole('button', { name: listLabels.moreFor(draftHero.name) }),
    ).toHaveTextContent(embedMessages.more);
    await userEvent.click(within(draft).getByRole('button', { name: listLabels.moreFor(draftHero.name) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: embedMessages.shareInPage })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: embedMessages.clone })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: embedMessages.delete })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // One page, every list short: both arrows blocked.
    await expect(canvas.getByRole('button', { name: embedMessages.nextPage })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: embedMessages.previousPage })).toBeDisabled();
  },
};

export const ReadyEmpty: Story = {
  name: 'Ready (no embeds)',
  args: { cards: [] },
  parameters: { machine: { id: 'embedList', state: { list: { ready: 'idle' } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(listLabels.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: embedMessages.createEmbed })).toBeEnabled();
  },
};

/** Issue 29 B.10: a page number past the end says so and offers page 1 (not 'No embeds yet'). */
export const ReadyPastTheEnd: Story = {
  name: 'Ready (page past the end)',
  args: { cards: [], page: 7 },
  parameters: { machine: { id: 'embedList', state: { list: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(listLabels.pageEmpty(7))).toBeVisible();
    await expect(canvas.queryByText(listLabels.empty)).toBeNull();
    // Page 1 is asked for (the story's fake load never answers).
    await userEvent.click(canvas.getByRole('button', { name: listLabels.firstPage }));
    await expect(canvas.getByRole('status')).toHaveTextContent(embedMessages.loadingWidgets);
  },
};

export const ReadyMorePages: Story = {
  name: 'Ready (page 2 of more)',
  args: {
    page: 2,
    more: true,
    cards: Array.from({ length: 8 }, (_, i) =>
      sampleCard(100 + i, (['cyoa', 'solo', 'hero'] as const)[i % 3]!, { name: `Journey ${i + 1}` }),
    ),
  },
  parameters: { machine: { id: 'embedList', state: { list: { ready: 'idle' } } } },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: listLabels.pagination });
    await expect(within(pages).getByRole('button', { name: embedMessages.nextPage })).toBeEnabled();
    await expect(within(pages).getByRole('button', { name: embedMessages.previousPage })).toBeEnabled();
    // The page box takes digits only.
    const box = within(pages).getByRole('textbox', { name: embedMessages.pageNumber });
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('2');
  },
};

/** The page box: Enter goes to the typed page (the fake load never answers). */
export const LoadingAnotherPage: Story = {
  name: 'Loading (page typed in the box)',
  parameters: { machine: { id: 'embedList', state: { list: 'loading' } } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: embedMessages.pageNumber });
    await userEvent.clear(box);
    await userEvent.type(box, '4{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(embedMessages.loadingWidgets);
    await expect(box).toHaveValue('4');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { state: { list: 'loadFailed', dialog: 'closed' } },
  parameters: { machine: { id: 'embedList', state: { list: 'loadFailed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: listLabels.retry })).toBeEnabled();
  },
};

/** More > Clone; the fake copy never answers, so the cards' actions wait. */
export const Cloning: Story = {
  parameters: { machine: { id: 'embedList', state: { list: 'cloning' } } },
  play: async () => {
    await chooseFromMore('Pricing page hero', embedMessages.clone);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: listLabels.moreFor('Pick your path') })).toBeVisible(),
    );
    await expect(
      within(card('Pick your path')).getByRole('button', { name: listLabels.embedCodeOf('Pick your path') }),
    ).toBeDisabled();
  },
};

/** The clone came back; the page is fetched again with the copy (the fake fetch never answers). */
export const Refreshing: Story = {
  name: 'Ready (fetched again after a clone)',
  args: { copyAnswer: { status: 'success', payload: {} as never, httpStatus: 201 } },
  parameters: {
    machine: { id: 'embedList', state: { list: { ready: 'refreshing' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Pricing page hero', embedMessages.clone);
    await waitFor(() => expect(screen.getByText(embedMessages.cloned)).toBeVisible());
    await expect(card('Pricing page hero')).toBeVisible();
  },
};

export const ReadyCopyFailed: Story = {
  name: 'Ready (copy failed)',
  args: { copyAnswer: refused },
  parameters: {
    machine: { id: 'embedList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Pick your path', embedMessages.clone);
    await waitFor(() => expect(screen.getByText(embedMessages.errorCopying)).toBeVisible());
  },
};

export const Confirming: Story = {
  args: { state: { list: 'confirming', dialog: 'closed' }, pending: liveHero },
  parameters: { machine: { id: 'embedList', state: { list: 'confirming' } } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(embedMessages.deleteQuestion)).toBeVisible();
    await expect(within(dialog).getByText(listLabels.deleteWarning('Pricing page hero'))).toBeVisible();
  },
};

/** Reached the way a rep does; the fake delete never answers. */
export const Deleting: Story = {
  parameters: { machine: { id: 'embedList', state: { list: 'deleting' } }, toast: { duration: Infinity } },
  play: async () => {
    await chooseFromMore('Pricing page hero', embedMessages.delete);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.delete }));
    await waitFor(() => expect(screen.getByText(embedMessages.deleteInProgress)).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: embedMessages.delete })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ReadyDeleteFailed: Story = {
  name: 'Ready (delete failed)',
  args: { deleteAnswer: refused },
  parameters: {
    machine: { id: 'embedList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Product tour launcher', embedMessages.delete);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: embedMessages.delete }),
    );
    await waitFor(() => expect(screen.getByText(failedToDelete('solo'))).toBeVisible());
    // The confirmation closed once the call returned; the card stays.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(card('Product tour launcher')).toBeVisible();
  },
};

export const ReadyDeleteUnreachable: Story = {
  name: 'Ready (delete failed, unreachable)',
  args: { deleteAnswer: new TypeError('Failed to fetch') },
  parameters: {
    machine: { id: 'embedList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Pricing page hero', embedMessages.delete);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: embedMessages.delete }),
    );
    await waitFor(() => expect(screen.getByText(embedMessages.couldNotConnect)).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** More > Share in a page on a live card opens the share dialog. */
export const Sharing: Story = {
  parameters: { machine: { id: 'embedList', state: { dialog: 'sharing' } } },
  play: async () => {
    await chooseFromMore('Pricing page hero', embedMessages.shareInPage);
    const dialog = await screen.findByRole('dialog', { name: embedMessages.shareTitle });
    await expect(within(dialog).getByRole('button', { name: embedMessages.generatePageUrl })).toBeVisible();
  },
};

/** Embed on a live Solo with is_sneak 1 opens its code with the sneak note. */
export const ShowingCode: Story = {
  name: 'Showing code',
  parameters: { machine: { id: 'embedList', state: { dialog: 'showingCode' } } },
  play: async () => {
    await userEvent.click(
      screen.getByRole('button', { name: listLabels.embedCodeOf('Product tour launcher') }),
    );
    const dialog = await screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });
    // The code, once the loader's integrity has come (issue 12).
    await expect(await within(dialog).findByText(/integrity="sha384-/)).toBeVisible();
    await expect(within(dialog).getByText(/data-showroom-embed="solo"/)).toBeVisible();
    await expect(within(dialog).getByText(/data-sneak="1"/)).toBeVisible();
    await expect(within(dialog).getByText(embedMessages.embedCodeSneakNote)).toBeVisible();
  },
};

/** Closing the embed code dialog ends its machine; the list is back. */
export const CodeClosed: Story = {
  name: 'Ready (code dialog closed)',
  parameters: { machine: { id: 'embedList', state: { dialog: 'closed' } } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: listLabels.embedCodeOf('Pricing page hero') }));
    const dialog = await screen.findByRole('dialog', { name: embedMessages.embedCodeTitle });
    await expect(within(dialog).queryByText(embedMessages.embedCodeSneakNote)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: listLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
