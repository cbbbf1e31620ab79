import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';
import { WidgetTheme, type WidgetThemeKind } from './widgetThemes.tsx';

// A story-only widget drawn purely from the --widget-* variables.
function Preview({ kind }: { kind: WidgetThemeKind }) {
  const card: React.CSSProperties = {
    display: 'grid',
    gap: 12,
    width: 300,
    padding: 24,
    borderRadius: 'var(--widget-radius)',
    border: '1px solid var(--widget-border)',
  };
  return (
    <WidgetTheme kind={kind} style={card} aria-label={`${kind} widget`} role="region">
      <p style={{ margin: 0, fontSize: 'var(--widget-headline-size)', fontWeight: 700, lineHeight: 1.25 }}>
        See reporting in two minutes
      </p>
      <p style={{ margin: 0, color: 'var(--widget-text-muted)', lineHeight: 1.5 }}>
        A short, interactive tour of the dashboards your team uses every day.
      </p>
      <button
        type="button"
        style={{
          justifySelf: 'start',
          height: 36,
          padding: '0 16px',
          border: 0,
          borderRadius: 'var(--widget-radius)',
          background: 'var(--widget-accent)',
          color: 'var(--widget-accent-contrast)',
          font: 'inherit',
          fontSize: 'var(--widget-action-size)',
          fontWeight: 700,
        }}
      >
        Start the demo
      </button>
    </WidgetTheme>
  );
}

const meta = {
  title: 'ui/WidgetThemes',
  component: WidgetTheme,
  args: { kind: 'solo' },
  render: (args) => <Preview kind={args.kind} />,
} satisfies Meta<typeof WidgetTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solo: Story = { args: { kind: 'solo' } };

export const Cyoa: Story = {
  name: 'CYOA',
  args: { kind: 'cyoa' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'cyoa widget' })).backgroundColor).toBe(
      'rgb(17, 17, 19)',
    );
  },
};

export const Hero: Story = {
  args: { kind: 'hero' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'hero widget' });
    await expect(getComputedStyle(region).fontFamily).toMatch(/^Verdana/);
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(247, 247, 247)');
    await expect(getComputedStyle(canvas.getByText('See reporting in two minutes')).fontSize).toBe('22px');
    await expect(getComputedStyle(canvas.getByText(/^A short, interactive tour/)).fontSize).toBe('16px');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Start the demo' })).fontSize).toBe(
      '14px',
    );
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Preview kind="solo" />
      <Preview kind="cyoa" />
      <Preview kind="hero" />
    </div>
  ),
};
