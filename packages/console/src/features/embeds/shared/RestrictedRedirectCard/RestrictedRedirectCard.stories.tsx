import {
  defaultRestrictedRedirect,
  embedConstants,
  embedMessages,
  type RestrictedRedirect,
} from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { sharedLabels } from '../../messages.ts';
import { sampleDemoOptions } from '../fixtures.ts';
import { RestrictedRedirectCard } from './RestrictedRedirectCard.tsx';

function RedirectStory({
  initial,
  title,
  demoError,
  onChange,
}: {
  initial: RestrictedRedirect;
  title?: string;
  demoError?: string;
  onChange: (value: RestrictedRedirect) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ maxWidth: 520 }}>
      <RestrictedRedirectCard
        value={value}
        demos={sampleDemoOptions}
        title={title}
        demoError={demoError}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Restricted redirect card',
  component: RedirectStory,
  args: { initial: defaultRestrictedRedirect(), onChange: fn() },
} satisfies Meta<typeof RedirectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Play Demo (the default), choosing a demo. */
export const PlayDemo: Story = {
  name: 'Play Demo',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: embedMessages.playDemo })).toBeChecked();
    await userEvent.click(canvas.getByRole('combobox', { name: sharedLabels.redirectDemo }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Onboarding tour' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultRestrictedRedirect(),
      demo: sampleDemoOptions[0]?.id,
    });
  },
};

/** CYOA's card, with its heading, and the editor's error when no demo is chosen. */
export const CyoaHeading: Story = {
  name: 'CYOA heading, demo missing',
  args: { title: embedMessages.redirectCard, demoError: embedMessages.incompleteFields },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: embedMessages.redirectCard })).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: sharedLabels.redirectDemo }),
    ).toHaveAccessibleDescription(embedMessages.incompleteFields);
  },
};

/** Show a message: title, description with its counter, an optional button. */
export const ShowMessage: Story = {
  name: 'Show a message',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: embedMessages.showMessage }));
    await userEvent.type(canvas.getByRole('textbox', { name: sharedLabels.messageTitle }), 'Not for you');
    const description = canvas.getByRole('textbox', { name: sharedLabels.messageDescription });
    await userEvent.type(description, 'Ask your rep.');
    await expect(description).toHaveAccessibleDescription(
      new RegExp(`^13 of ${embedConstants.redirectMessageMaxLength}`),
    );
    await expect(canvas.queryByRole('textbox', { name: sharedLabels.buttonLabel })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: sharedLabels.primaryButton }));
    await userEvent.type(canvas.getByRole('textbox', { name: sharedLabels.buttonLabel }), 'Contact us');
    await userEvent.type(
      canvas.getByRole('textbox', { name: sharedLabels.buttonUrl }),
      'https://acme.example',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      restrictType: 'message',
      demo: '',
      message: {
        title: 'Not for you',
        description: 'Ask your rep.',
        primaryButton: true,
        buttonLabel: 'Contact us',
        URL: 'https://acme.example',
      },
    });
  },
};

/** The description stops at 400 characters. */
export const DescriptionLimit: Story = {
  name: 'Description at its limit',
  args: {
    initial: {
      ...defaultRestrictedRedirect(),
      restrictType: 'message',
      message: {
        ...defaultRestrictedRedirect().message,
        description: 'x'.repeat(embedConstants.redirectMessageMaxLength),
      },
    },
  },
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: sharedLabels.messageDescription });
    await userEvent.type(description, 'y');
    await expect(description).toHaveValue('x'.repeat(embedConstants.redirectMessageMaxLength));
    await expect(description).toHaveAccessibleDescription(
      new RegExp(`^${embedConstants.redirectMessageMaxLength} of ${embedConstants.redirectMessageMaxLength}`),
    );
  },
};
