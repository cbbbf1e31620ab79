import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from './StatusDot.tsx';

describe('StatusDot', () => {
  it("says 'Active' or 'Inactive' in words, not colour alone", () => {
    const { rerender } = render(<StatusDot active />);
    expect(screen.getByText('Active')).toHaveAttribute('data-status', 'active');
    rerender(<StatusDot active={false} />);
    expect(screen.getByText('Inactive')).toHaveAttribute('data-status', 'inactive');
  });

  it('takes other words', () => {
    render(<StatusDot active={false} inactiveLabel="Draft" />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
