import { defaultPageVerification, type PageVerificationContent } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { pageLabels } from '../../messages.ts';
import { VerificationContentCard } from './VerificationContentCard.tsx';

function PageVerificationStory({
  initial,
  onChange,
}: {
  initial: PageVerificationContent;
  onChange: (value: PageVerificationContent) => void;
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
  title: 'console/Pages/Verification prompt card',
  component: PageVerificationStory,
  args: { initial: { ...defaultPageVerification }, onChange: fn() },
} satisfies Meta<typeof PageVerificationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter under a field: '53/200' shows as text, its spoken form is hidden from the eye. */
const counterOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const counter = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-counter'));
  return counter?.querySelector('[aria-hidden]')?.textContent;
};

/** A new page's prompt: the spec's defaults, the description counted against 200, no consent text yet. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: pageLabels.verificationDescription });
    await expect(description).toHaveValue(defaultPageVerification.description);
    await expect(description).toHaveAttribute('maxlength', '200');
    await expect(counterOf(description)).toBe(`${defaultPageVerification.description.length}/200`);
    const consent = canvas.getByRole('textbox', { name: 'Privacy consent text' });
    await expect(consent).toHaveValue('');
    await expect(consent).toHaveAttribute('maxlength', '400');
    await expect(counterOf(consent)).toBe('0/400');
  },
};

/** Typing past 200 stops at 200, and the counter says 200/200 (it said /500 before). */
export const DescriptionFull: Story = {
  name: 'Description full (200/200)',
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: pageLabels.verificationDescription });
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(250));
    await expect(description).toHaveValue('x'.repeat(200));
    await expect(counterOf(description)).toBe('200/200');
  },
};

/** The privacy consent text goes to the editor with the rest of the prompt. */
export const PrivacyConsent: Story = {
  name: 'Privacy consent text',
  play: async ({ canvas, args }) => {
    const consent = canvas.getByRole('textbox', { name: 'Privacy consent text' });
    await userEvent.type(consent, 'We use your address only to follow up.');
    await expect(counterOf(consent)).toBe('38/400');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultPageVerification,
      privacyConsentText: 'We use your address only to follow up.',
    });
  },
};
