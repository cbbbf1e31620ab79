import type * as React from 'react';
import styled from 'styled-components';

/** The widget kinds with a theme of their own (spec 2 §9); Sneakpeek uses Solo's. */
export type WidgetThemeKind = 'solo' | 'cyoa' | 'hero';

type WidgetVariables = Record<`--widget-${string}`, string>;

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * The prospect-facing look of each widget kind, as CSS custom properties a widget's container
 * applies (spec 2 §9: Solo light, CYOA dark, Hero light in Verdana with headline 22, description 16,
 * action 14 and background #f7f7f7). Widgets read `var(--widget-*)`; a rep's settings may
 * override single variables (font, colours) on the same container.
 */
export const widgetThemes: Record<WidgetThemeKind, WidgetVariables> = {
  solo: {
    '--widget-color-scheme': 'light',
    '--widget-font': SYSTEM_SANS,
    '--widget-bg': '#ffffff',
    '--widget-surface': '#ffffff',
    '--widget-text': '#1c2024',
    '--widget-text-muted': '#60646c',
    '--widget-border': '#e0e1e6',
    '--widget-accent': '#1E41AF',
    '--widget-accent-hover': '#1E3B8A',
    '--widget-accent-contrast': '#ffffff',
    '--widget-headline-size': '20px',
    '--widget-description-size': '14px',
    '--widget-action-size': '14px',
    '--widget-radius': '8px',
  },
  cyoa: {
    '--widget-color-scheme': 'dark',
    '--widget-font': SYSTEM_SANS,
    '--widget-bg': '#111113',
    '--widget-surface': '#18191b',
    '--widget-text': '#edeef0',
    '--widget-text-muted': '#b0b4ba',
    '--widget-border': '#363a3f',
    '--widget-accent': '#3e63dd',
    '--widget-accent-hover': '#5472e4',
    '--widget-accent-contrast': '#ffffff',
    '--widget-headline-size': '20px',
    '--widget-description-size': '14px',
    '--widget-action-size': '14px',
    '--widget-radius': '8px',
  },
  hero: {
    '--widget-color-scheme': 'light',
    '--widget-font': 'Verdana, Geneva, sans-serif',
    '--widget-bg': '#f7f7f7',
    '--widget-surface': '#ffffff',
    '--widget-text': '#1c2024',
    '--widget-text-muted': '#60646c',
    '--widget-border': '#e0e1e6',
    '--widget-accent': '#1E41AF',
    '--widget-accent-hover': '#1E3B8A',
    '--widget-accent-contrast': '#ffffff',
    '--widget-headline-size': '22px',
    '--widget-description-size': '16px',
    '--widget-action-size': '14px',
    '--widget-radius': '8px',
  },
};

/** The variables of a kind as a React style object, for a container that cannot use WidgetTheme. */
export function widgetThemeStyle(kind: WidgetThemeKind): React.CSSProperties {
  return { ...widgetThemes[kind] } as React.CSSProperties;
}

const declarations = (variables: WidgetVariables) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

// One static rule per kind, built once at module load: the kind only picks a rule.
const rules = (Object.keys(widgetThemes) as WidgetThemeKind[])
  .map((kind) => `&[data-widget-theme='${kind}'] { ${declarations(widgetThemes[kind])} }`)
  .join('\n');

const Scope = styled.div`
  ${rules}
  color-scheme: var(--widget-color-scheme);
  background: var(--widget-bg);
  color: var(--widget-text);
  font-family: var(--widget-font);
  font-size: var(--widget-description-size);
`;

export type WidgetThemeProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
  kind: WidgetThemeKind;
};

/** A container that applies a widget kind's theme to everything inside it. */
export function WidgetTheme({ kind, ...props }: WidgetThemeProps) {
  return <Scope data-widget-theme={kind} {...props} />;
}
