import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError.tsx';

describe('FormError', () => {
  it('announces its message as an alert', () => {
    render(<FormError>Invalid email or password</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('renders nothing without a message', () => {
    const { rerender } = render(<FormError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>{''}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
