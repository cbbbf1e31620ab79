import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper.tsx';

describe('Stepper', () => {
  it("says 'Step 1 of 2' and marks the current step", () => {
    render(<Stepper steps={['Upload Contact List', 'Verify']} current={1} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Upload Contact List').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Verify').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('marks earlier steps done', () => {
    render(<Stepper steps={['Upload Contact List', 'Verify']} current={2} />);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Upload Contact List').closest('li')).toHaveAttribute('data-state', 'done');
    expect(screen.getByRole('navigation', { name: 'Progress, Step 2 of 2' })).toBeInTheDocument();
  });
});
