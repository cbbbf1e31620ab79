import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark.tsx';

describe('BrandMark', () => {
  it('is one image named Showroom', () => {
    render(<BrandMark />);
    expect(screen.getByRole('img', { name: 'Showroom' })).toHaveAttribute('data-size', 'md');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows the word unless asked for the mark alone', () => {
    const { rerender } = render(<BrandMark />);
    expect(screen.getByRole('img', { name: 'Showroom' })).toHaveTextContent('Showroom');
    rerender(<BrandMark wordmark={false} />);
    expect(screen.getByRole('img', { name: 'Showroom' })).not.toHaveTextContent('Showroom');
  });

  it('takes another accessible name, e.g. when it links home', () => {
    render(
      <a href="/">
        <BrandMark label="Showroom home" size="lg" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Showroom home' })).toBeInTheDocument();
  });
});
