import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { embedMessages, sharedLabels } from '../../messages.ts';
import { sampleDemoOptions } from '../fixtures.ts';
import { type DemoOption, DemoSelect } from './DemoSelect.tsx';

function DemoSelectStory({
  demos,
  initial,
  error,
  onChange,
}: {
  demos: DemoOption[];
  initial: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ maxWidth: 420, minHeight: 320 }}>
      <DemoSelect
        demos={demos}
        value={value}
        error={error}
        onChange={(id) => {
          onChange(id);
          setValue(id);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Demo select',
  component: DemoSelectStory,
  args: { demos: sampleDemoOptions, initial: '', onChange: fn() },
} satisfies Meta<typeof DemoSelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'None chosen',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: sharedLabels.demo })).toHaveValue('');
  },
};

/** Typing filters; choosing reports the demo's id. */
export const Chosen: Story = {
  name: 'Chosen by typing',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: sharedLabels.demo });
    await userEvent.type(input, 'report');
    await userEvent.click(await screen.findByRole('option', { name: 'Reporting dashboard walkthrough' }));
    await expect(args.onChange).toHaveBeenCalledWith(sampleDemoOptions[1]?.id);
    await expect(input).toHaveValue('Reporting dashboard walkthrough');
  },
};

/** The editor's error under it. */
export const Missing: Story = {
  name: 'Missing (error)',
  args: { error: embedMessages.incompleteData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: sharedLabels.demo })).toHaveAccessibleDescription(
      embedMessages.incompleteData,
    );
  },
};
