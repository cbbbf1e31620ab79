import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingText } from './LoadingText.tsx';

describe('LoadingText', () => {
  it('is a polite status with the exact text', () => {
    render(<LoadingText>Loading Demos...</LoadingText>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Demos...');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
