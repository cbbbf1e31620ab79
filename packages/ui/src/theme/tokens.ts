import { amber, amberA, blue, blueA, green, greenA, red, redA, slate, slateA } from '@radix-ui/colors';

/**
 * Design tokens. Every token is published as a CSS custom property by `GlobalStyle`
 * (`--color-text`, `--space-4`, ...); components read the variables, never these values, so
 * styles stay static and a later move to plain CSS is a copy.
 */

/**
 * Radix scales (steps 1-12) published as `--slate-1` ... `--amber-12`, and their translucent
 * versions as `--slate-a1` ... `--amber-a12`; built for WCAG AA text.
 */
export const scales = { slate, slateA, blue, blueA, green, greenA, red, redA, amber, amberA } as const;

/** The seven product colours, for data only: charts, flow-diagram nodes, avatars (VISUAL.md). */
export const productColors = [
  '#18B0AA',
  '#DF0046',
  '#E95700',
  '#2E71FD',
  '#E20FAC',
  '#AC1DFF',
  '#19A93F',
] as const;

export const tokens = {
  color: {
    /** Page background behind surfaces. */
    canvas: slate.slate2,
    /** Cards, panels, inputs. */
    surface: '#ffffff',
    surfaceSubtle: slate.slate2,
    surfaceHover: slate.slate3,
    surfacePressed: slate.slate4,
    border: slate.slate6,
    borderStrong: slate.slate7,
    borderHover: slate.slate8,
    text: slate.slate12,
    textMuted: slate.slate11,
    /** Placeholder and disabled text; decorative only, below AA for body text. */
    textDisabled: slate.slate9,
    /** Brand blue: the spec's "dark blue" button and default launch-button circle. */
    accent: '#1E41AF',
    /** The spec's "hover darker blue". */
    accentHover: '#1E3B8A',
    accentPressed: '#1B3577',
    accentContrast: '#ffffff',
    accentSubtle: blue.blue3,
    link: '#1E41AF',
    linkHover: '#1E3B8A',
    focusRing: blue.blue10,
    danger: red.red11,
    dangerHover: '#b7252a',
    dangerPressed: '#a02126',
    dangerText: red.red11,
    dangerSubtle: red.red3,
    dangerBorder: red.red8,
    success: green.green9,
    successText: green.green11,
    successSubtle: green.green3,
    warning: amber.amber9,
    warningText: amber.amber11,
    warningSubtle: amber.amber3,
    /** Status dot 'Inactive'. */
    neutral: slate.slate9,
    tooltip: slate.slate12,
    tooltipText: '#ffffff',
  },
  font: {
    sans: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  },
  fontSize: { meta: '12px', body: '14px', h3: '16px', h2: '20px', h1: '24px' },
  lineHeight: { meta: '16px', body: '20px', h3: '24px', h2: '28px', h1: '32px' },
  fontWeight: { regular: '400', medium: '500', semibold: '600' },
  /** 4 px grid: `--space-1` is 4 px, `--space-4` is 16 px. */
  space: {
    0: '0px',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radius: { sm: '6px', md: '8px', full: '9999px' },
  /** Hairline borders over heavy shadows. */
  border: { width: '1px' },
  /** The one elevation, for menus, dialogs, toasts and tooltips. */
  shadow: {
    elevated:
      '0 0 0 1px rgb(0 0 0 / 0.04), 0 4px 12px -2px rgb(0 0 0 / 0.10), 0 12px 32px -8px rgb(0 0 0 / 0.12)',
  },
  z: {
    base: '0',
    sticky: '100',
    nav: '200',
    overlay: '300',
    modal: '400',
    popover: '500',
    toast: '600',
    tooltip: '700',
  },
  /** Short and purposeful; all durations become 0 under prefers-reduced-motion. */
  motion: {
    fast: '120ms',
    normal: '160ms',
    slow: '200ms',
    easeOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
    easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
  },
  layout: { navExpanded: '214px', navCollapsed: '80px', rowHeight: '40px' },
} as const;

export type Tokens = typeof tokens;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--name: value;` lines for every token, scale step and product colour. */
export function cssVariables(): string {
  const lines: string[] = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [key, value] of Object.entries(values)) {
      lines.push(`--${kebab(group)}-${kebab(key)}: ${value};`);
    }
  }
  for (const scale of Object.values(scales)) {
    for (const [key, value] of Object.entries(scale)) {
      // slate1 -> --slate-1, slateA1 -> --slate-a1
      lines.push(
        `--${key.replace(/A?(\d+)$/, (m, n) => (m.startsWith('A') ? `-a${n}` : `-${n}`))}: ${value};`,
      );
    }
  }
  productColors.forEach((hex, i) => {
    lines.push(`--color-product-${i + 1}: ${hex};`);
  });
  return lines.join('\n');
}
