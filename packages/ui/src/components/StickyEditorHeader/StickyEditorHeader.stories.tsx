import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { StickyEditorHeader, type StickyEditorHeaderProps } from './StickyEditorHeader.tsx';

function Stateful(props: StickyEditorHeaderProps) {
  const [title, setTitle] = React.useState(props.title);
  return (
    <StickyEditorHeader
      {...props}
      title={title}
      onTitleChange={(next) => {
        setTitle(next);
        props.onTitleChange(next);
      }}
    />
  );
}

const actions = (
  <>
    <Button>Preview</Button>
    <Button>Publish</Button>
    <Button variant="primary">Save</Button>
  </>
);

const meta = {
  title: 'ui/StickyEditorHeader',
  component: StickyEditorHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Acme onboarding',
    onTitleChange: fn(),
    owner: { name: 'Alex Morgan', id: 'rep-alex' },
    date: new Date(Date.UTC(2026, 10, 20, 12)),
    actions,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof StickyEditorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Untitled: Story = { args: { title: '' } };

export const WithError: Story = { args: { title: '', titleError: 'Title is required' } };

export const Published: Story = {
  args: {
    actions: (
      <>
        <Button>Preview</Button>
        <Button disabled>Published</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
};

export const EditingTitle: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Globex renewal');
    await expect(box).toHaveValue('Globex renewal');
    await expect(args.onTitleChange).toHaveBeenLastCalledWith('Globex renewal');
  },
};

/** The header stays on top while the editor scrolls under it. */
export const Scrolled: Story = {
  render: (args) => (
    <div style={{ height: 320, overflow: 'auto' }} data-testid="scroller">
      <Stateful {...args} />
      <div style={{ display: 'grid', gap: 12, padding: 24 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static filler blocks
            key={i}
            style={{ height: 48, borderRadius: 8, background: 'var(--slate-3)' }}
          />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 200;
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(
      scroller.getBoundingClientRect().top,
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {/* Each in its own section: a page has one banner landmark. */}
      <section aria-label="Titled">
        <StickyEditorHeader {...args} style={{ position: 'relative' }} />
      </section>
      <section aria-label="Untitled">
        <StickyEditorHeader
          {...args}
          title=""
          owner={{ name: 'Priya Shah', id: 'rep-priya' }}
          style={{ position: 'relative' }}
        />
      </section>
      <section aria-label="With error">
        <StickyEditorHeader
          {...args}
          title=""
          titleError="Title is required"
          owner={{ name: 'jonas', id: 'rep-jonas' }}
          actions={undefined}
          style={{ position: 'relative' }}
        />
      </section>
    </div>
  ),
};
