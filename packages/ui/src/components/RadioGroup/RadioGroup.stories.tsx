import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

const sizes: RadioOption[] = [
  { value: 'SMALL', label: 'Small' },
  { value: 'LARGE', label: 'Large' },
];

// The four widget kinds (spec 2), as the type chooser shows them.
const kinds: RadioOption[] = [
  {
    value: 'hero',
    label: 'Hero',
    description: 'A headline, a description and one demo.',
    media: <Art shape="hero" />,
  },
  {
    value: 'solo',
    label: 'Solo',
    description: 'One demo behind a launch button.',
    media: <Art shape="solo" />,
  },
  {
    value: 'sneakpeek',
    label: 'Sneakpeek',
    description: 'A short preview that opens the demo.',
    media: <Art shape="sneakpeek" />,
  },
  {
    value: 'cyoa',
    label: 'CYOA',
    description: 'A branching journey of demos and questions.',
    media: <Art shape="cyoa" />,
  },
];

function Art({ shape }: { shape: 'hero' | 'solo' | 'sneakpeek' | 'cyoa' }) {
  return (
    <svg width="64" height="40" viewBox="0 0 64 40" fill="none" aria-hidden>
      <rect x="1" y="1" width="62" height="38" rx="4" stroke="currentColor" strokeOpacity="0.4" />
      {shape === 'hero' && (
        <path d="M8 10h30M8 16h20M8 28h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
      {shape === 'solo' && <circle cx="32" cy="20" r="8" fill="currentColor" fillOpacity="0.5" />}
      {shape === 'sneakpeek' && (
        <rect x="36" y="20" width="20" height="12" rx="2" fill="currentColor" fillOpacity="0.5" />
      )}
      {shape === 'cyoa' && (
        <path
          d="M12 20h12m0 0 10-8h10m-20 8 10 8h10"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { label: 'Blinker size', options: sizes, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ListSelected: Story = { args: { defaultValue: 'LARGE' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Call to action',
    options: [
      { value: 'link', label: 'Link', description: 'Opens an address in a new tab.' },
      { value: 'button', label: 'Button', description: 'Shows a button under the demo.' },
    ],
    defaultValue: 'link',
  },
};

export const WithDisabledOption: Story = {
  args: { options: [...sizes, { value: 'HUGE', label: 'Huge', disabled: true }] },
};

export const WithError: Story = { args: { error: 'Choose a size' } };

export const Cards: Story = {
  args: { label: 'Widget type', options: kinds, variant: 'cards', style: { width: 720 } },
};

export const CardsSelected: Story = {
  args: {
    label: 'Widget type',
    options: kinds,
    variant: 'cards',
    defaultValue: 'solo',
    style: { width: 720 },
  },
};

export const CardsWithKeyboard: Story = {
  args: { label: 'Widget type', options: kinds, variant: 'cards', style: { width: 720 } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hero' })).toHaveFocus();
    // Radix selects on the focus that follows an arrow key still held down, as a person's key is.
    for (const _ of [1, 2]) {
      await userEvent.keyboard('{ArrowRight>}');
      await userEvent.keyboard('{/ArrowRight}');
    }
    await expect(canvas.getByRole('radio', { name: 'Sneakpeek' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sneakpeek');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 720 }}>
      <div style={{ display: 'flex', gap: 48 }}>
        <RadioGroup label="List" options={sizes} defaultValue="SMALL" />
        <RadioGroup
          label="With disabled"
          options={[...sizes, { value: 'HUGE', label: 'Huge', disabled: true }]}
          defaultValue="LARGE"
        />
        <RadioGroup label="With error" options={sizes} error="Choose a size" />
      </div>
      <RadioGroup
        label="Cards"
        variant="cards"
        options={[...kinds.slice(0, 3), { ...kinds[3]!, disabled: true }]}
        defaultValue="solo"
      />
    </div>
  ),
};
