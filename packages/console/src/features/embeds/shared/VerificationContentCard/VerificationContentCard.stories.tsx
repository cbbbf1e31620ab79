import {
  defaultVerification,
  defaultVerificationContent,
  type VerificationContent,
} from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sharedLabels } from '../../messages.ts';
import { VerificationContentCard } from './VerificationContentCard.tsx';

function VerificationStory({
  initial,
  onChange,
}: {
  initial: VerificationContent;
  onChange: (value: VerificationContent) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ maxWidth: 520 }}>
      <VerificationContentCard
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Verification content card',
  component: VerificationStory,
  args: { initial: defaultVerification(), onChange: fn() },
} satisfies Meta<typeof VerificationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new widget starts with the spec's default texts. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: sharedLabels.verificationHeading })).toHaveValue(
      defaultVerificationContent.title,
    );
    await expect(canvas.getByRole('textbox', { name: sharedLabels.verificationDescription })).toHaveValue(
      defaultVerificationContent.description,
    );
  },
};

/** An emptied field shows the default as its placeholder; edits go to the editor whole. */
export const Edited: Story = {
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: sharedLabels.verificationHeading });
    await userEvent.clear(title);
    await expect(title).toHaveAttribute('placeholder', defaultVerificationContent.title);
    await userEvent.type(title, 'Who is watching?');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultVerification(),
      title: 'Who is watching?',
    });
  },
};
