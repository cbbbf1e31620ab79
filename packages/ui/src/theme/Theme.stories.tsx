import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider.tsx';
import { productColors, tokens } from './tokens.ts';

const meta = {
  title: 'ui/Theme',
  component: ThemeProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const caption: React.CSSProperties = {
  fontSize: 'var(--font-size-meta)',
  lineHeight: 'var(--line-height-meta)',
  color: 'var(--color-text-muted)',
};

function Swatch({ name, value, width = 40 }: { name: string; value: string; width?: number }) {
  return (
    <figure style={{ display: 'grid', gap: 4, width }}>
      <div
        style={{
          height: 24,
          borderRadius: 'var(--radius-sm)',
          background: value,
          boxShadow: 'inset 0 0 0 1px var(--slate-a4)',
        }}
      />
      <figcaption style={caption}>{name}</figcaption>
    </figure>
  );
}

const steps = Array.from({ length: 12 }, (_, i) => i + 1);

function Palette() {
  return (
    <section style={{ display: 'grid', gap: 16 }} aria-labelledby="palette">
      <h2 id="palette">Colour</h2>
      {['slate', 'blue', 'green', 'red', 'amber'].map((scale) => (
        <div key={scale} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <span style={{ ...caption, width: 48 }}>{scale}</span>
          {steps.map((step) => (
            <Swatch key={step} name={String(step)} value={`var(--${scale}-${step})`} />
          ))}
        </div>
      ))}
      <h3>Brand and status</h3>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(
          ['accent', 'accentHover', 'link', 'danger', 'success', 'warning', 'neutral', 'border'] as const
        ).map((key) => (
          <Swatch
            key={key}
            name={key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}
            value={tokens.color[key]}
            width={72}
          />
        ))}
      </div>
      <h3>Product (data only)</h3>
      <div style={{ display: 'flex', gap: 8 }}>
        {productColors.map((hex, i) => (
          <Swatch key={hex} name={hex} value={`var(--color-product-${i + 1})`} width={72} />
        ))}
      </div>
    </section>
  );
}

function Typography() {
  return (
    <section style={{ display: 'grid', gap: 12 }} aria-labelledby="type">
      <h2 id="type">Type</h2>
      <p style={caption}>Inter 400/500/600, self-hosted</p>
      <p style={{ fontSize: 24, lineHeight: '32px', fontWeight: 600 }}>Heading 24 - Demos</p>
      <p style={{ fontSize: 20, lineHeight: '28px', fontWeight: 600 }}>Heading 20 - Contact lists</p>
      <p style={{ fontSize: 16, lineHeight: '24px', fontWeight: 600 }}>Heading 16 - Settings</p>
      <p>Body 14 - A calm, quick and exact console for sales reps.</p>
      <p style={{ fontWeight: 500 }}>Body 14 medium - Buttons and labels</p>
      <p style={caption}>Meta 12 - Updated Mar 4, 2025</p>
      <table>
        <tbody>
          <tr>
            <td style={{ paddingRight: 24 }}>Views</td>
            <td style={{ textAlign: 'right' }}>1,204</td>
          </tr>
          <tr>
            <td style={{ paddingRight: 24 }}>Responses</td>
            <td style={{ textAlign: 'right' }}>98</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Shape() {
  return (
    <section style={{ display: 'grid', gap: 12 }} aria-labelledby="shape">
      <h2 id="shape">Space, radius, elevation</h2>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        {Object.entries(tokens.space)
          .filter(([key]) => key !== '0')
          .map(([key, value]) => (
            <figure key={key} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <div style={{ width: value, height: value, background: 'var(--blue-5)', borderRadius: 2 }} />
              <figcaption style={caption}>{value}</figcaption>
            </figure>
          ))}
      </div>
      <div style={{ display: 'flex', gap: 16 }}>
        {(['sm', 'md'] as const).map((radius) => (
          <div
            key={radius}
            style={{
              width: 120,
              height: 64,
              display: 'grid',
              placeItems: 'center',
              background: 'var(--color-surface)',
              border: '1px solid var(--color-border)',
              borderRadius: `var(--radius-${radius})`,
            }}
          >
            <span style={caption}>radius {tokens.radius[radius]}</span>
          </div>
        ))}
        <div
          style={{
            width: 120,
            height: 64,
            display: 'grid',
            placeItems: 'center',
            background: 'var(--color-surface)',
            borderRadius: 'var(--radius-md)',
            boxShadow: 'var(--shadow-elevated)',
          }}
        >
          <span style={caption}>elevated</span>
        </div>
      </div>
    </section>
  );
}

export const Colors: Story = {
  render: () => <Palette />,
  play: async () => {
    const styles = getComputedStyle(document.documentElement);
    await expect(styles.getPropertyValue('--color-accent').trim()).toBe('#1E41AF');
    await expect(styles.getPropertyValue('--color-product-1').trim()).toBe('#18B0AA');
  },
};

export const Type: Story = {
  render: () => <Typography />,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^Body 14 - /)).fontFamily).toMatch(/^"?Inter/);
    await expect(document.fonts.check('500 14px Inter')).toBe(true);
  },
};

export const SpaceAndShape: Story = { render: () => <Shape /> };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 40, alignItems: 'flex-start' }}>
      <div style={{ display: 'grid', gap: 32 }}>
        <Palette />
        <Shape />
      </div>
      <Typography />
    </div>
  ),
};
