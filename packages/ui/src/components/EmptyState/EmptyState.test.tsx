import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the exact title, a description and an action', () => {
    render(
      <EmptyState
        title="No Data To Display"
        description="Try a longer date range."
        action={<button type="button">Reset range</button>}
      />,
    );
    expect(screen.getByText('No Data To Display')).toBeInTheDocument();
    expect(screen.getByText('Try a longer date range.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset range' })).toBeInTheDocument();
  });
});
