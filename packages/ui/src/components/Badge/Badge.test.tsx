import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, widgetKindTone } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text with its tone and dot as data attributes', () => {
    render(
      <Badge tone="green" dot>
        Published
      </Badge>,
    );
    const badge = screen.getByText('Published');
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(badge).toHaveAttribute('data-dot');
  });

  it('gives each widget kind its own tone', () => {
    expect(new Set(Object.values(widgetKindTone)).size).toBe(4);
    render(<Badge tone={widgetKindTone.cyoa}>CYOA</Badge>);
    expect(screen.getByText('CYOA')).toHaveAttribute('data-tone', 'violet');
  });
});
