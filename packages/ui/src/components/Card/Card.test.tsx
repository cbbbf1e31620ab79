import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content and passes attributes to the surface', () => {
    render(
      <Card aria-labelledby="title" role="region" padding="lg" elevation="raised">
        <h1 id="title">Log In</h1>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Log In' });
    expect(region).toHaveAttribute('data-padding', 'lg');
    expect(region).toHaveAttribute('data-elevation', 'raised');
  });
});
