import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetTheme, widgetThemeStyle, widgetThemes } from './widgetThemes.tsx';

describe('widget themes', () => {
  it('are Solo light, CYOA dark and Hero light in Verdana 22/16/14 on #f7f7f7 (spec 2 §9)', () => {
    expect(widgetThemes.solo['--widget-color-scheme']).toBe('light');
    expect(widgetThemes.cyoa['--widget-color-scheme']).toBe('dark');
    expect(widgetThemes.hero).toMatchObject({
      '--widget-color-scheme': 'light',
      '--widget-font': 'Verdana, Geneva, sans-serif',
      '--widget-headline-size': '22px',
      '--widget-description-size': '16px',
      '--widget-action-size': '14px',
      '--widget-bg': '#f7f7f7',
    });
  });

  it('define the same variables for every kind', () => {
    const names = Object.keys(widgetThemes.solo).sort();
    expect(Object.keys(widgetThemes.cyoa).sort()).toEqual(names);
    expect(Object.keys(widgetThemes.hero).sort()).toEqual(names);
  });

  it('apply through a container, by data attribute or as a style object', () => {
    render(<WidgetTheme kind="hero">Widget</WidgetTheme>);
    expect(screen.getByText('Widget')).toHaveAttribute('data-widget-theme', 'hero');
    expect(widgetThemeStyle('cyoa')).toMatchObject({ '--widget-bg': '#111113' });
  });
});
