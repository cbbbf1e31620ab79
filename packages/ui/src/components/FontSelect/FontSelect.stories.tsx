import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { loadFont, prospectFonts } from '../../theme/fontsProspect.ts';
import { FontSelect } from './FontSelect.tsx';

const meta = {
  title: 'ui/FontSelect',
  component: FontSelect,
  args: { onValueChange: fn() },
  // Every face is in before the screenshot, so no option is caught in a fallback font.
  loaders: [async () => ({ fonts: await Promise.all(prospectFonts.map((name) => loadFont(name))) })],
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FontSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { defaultValue: 'Playfair Display' },
  play: async ({ canvas }) => {
    await expect(document.fonts.check("16px 'Playfair Display'")).toBe(true);
    await expect(canvas.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Playfair Display');
  },
};

export const WithError: Story = { args: { error: 'Please select a font' } };

// See Select's Open story: radix hides the page while the list is open; axe misreads it.
const openListbox = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const Open: Story = {
  args: { defaultValue: 'Lora' },
  parameters: openListbox,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Font' }));
    await expect(await screen.findAllByRole('option')).toHaveLength(21);
    await expect(getComputedStyle(screen.getByText('Montserrat')).fontFamily).toMatch(/^Montserrat/);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <FontSelect {...args} label="Empty" />
      <FontSelect {...args} label="Chosen" defaultValue="Merriweather" />
      <FontSelect {...args} label="With error" error="Please select a font" />
      <FontSelect {...args} label="Disabled" defaultValue="Inter" disabled />
    </div>
  ),
};
