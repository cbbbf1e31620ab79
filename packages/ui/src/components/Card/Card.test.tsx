import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, MediaCard } from './Card.tsx';

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

describe('MediaCard', () => {
  it('shows the thumbnail, the title as a link, the meta line and actions', () => {
    render(
      <MediaCard
        thumbnail="/thumb.png"
        thumbnailAlt="First frame of Acme onboarding"
        title={<a href="/feature/demos/recording/1">Acme onboarding</a>}
        meta={<time dateTime="2026-11-20">November 20, 2026</time>}
        badges={<span>Hero</span>}
        actions={<button type="button">Embed</button>}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'First frame of Acme onboarding' })).toHaveAttribute(
      'width',
      '234',
    );
    expect(within(card).getByRole('img', { name: 'First frame of Acme onboarding' })).toHaveAttribute(
      'height',
      '132',
    );
    expect(within(card).getByRole('heading', { name: 'Acme onboarding' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acme onboarding' })).toHaveAttribute(
      'href',
      '/feature/demos/recording/1',
    );
    expect(within(card).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Hero')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Embed' })).toBeInTheDocument();
  });

  it('renders a title a user typed as text', () => {
    render(<MediaCard title="<b>Bold</b>" />);
    expect(screen.getByRole('heading', { name: '<b>Bold</b>' })).toBeInTheDocument();
  });

  it('shows a placeholder without a thumbnail', () => {
    render(<MediaCard title="No picture" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
