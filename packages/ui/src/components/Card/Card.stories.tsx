import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BrandMark } from '../BrandMark/index.ts';
import { Button } from '../Button/index.ts';
import { FormError } from '../FormError/index.ts';
import { Link } from '../Link/index.ts';
import { TextField } from '../TextField/index.ts';
import { Card, MediaCard } from './Card.tsx';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3>Embeds</h3>
        <p style={{ color: 'var(--color-text-muted)', marginTop: 4 }}>Publish a demo on any page.</p>
      </>
    ),
    style: { width: 320 },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};

export const Raised: Story = { args: { elevation: 'raised' } };

export const SmallPadding: Story = { args: { padding: 'sm' } };

/** How the pieces sit together on the login screen (spec 1 §2). */
export const SignInPanel: Story = {
  args: { elevation: 'raised', padding: 'lg', style: { width: 380 } },
  render: (args) => (
    <Card {...args}>
      <form style={{ display: 'grid', gap: 20 }} onSubmit={(event) => event.preventDefault()}>
        <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
          <BrandMark />
          <div>
            <h2>Log in</h2>
            <p style={{ color: 'var(--color-text-muted)', marginTop: 4 }}>Welcome back.</p>
          </div>
        </div>
        <FormError>Incorrect e-mail or password.</FormError>
        <TextField label="Email" type="email" defaultValue="alex@acme.com" invalid />
        <div style={{ display: 'grid', gap: 8 }}>
          <TextField label="Password" type="password" defaultValue="hunter22" invalid />
          <Link href="#reset" style={{ justifySelf: 'end', fontSize: 12 }}>
            Forgot Password
          </Link>
        </div>
        <Button type="submit" variant="primary" size="lg" style={{ width: '100%' }}>
          Log In
        </Button>
        <p style={{ textAlign: 'center', color: 'var(--color-text-muted)' }}>
          No account? <Link href="#signup">Sign Up</Link>
        </p>
      </form>
    </Card>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 280px)', gap: 16 }}>
      {(['flat', 'raised'] as const).map((elevation) =>
        (['sm', 'md', 'lg'] as const).map((padding) => (
          <Card key={`${elevation}-${padding}`} elevation={elevation} padding={padding}>
            <h3>
              {elevation}, {padding}
            </h3>
            <p style={{ color: 'var(--color-text-muted)', marginTop: 4 }}>
              {args.children ? 'Card content' : null}
            </p>
          </Card>
        )),
      )}
    </div>
  ),
};

// A fixed drawn thumbnail (no network, same pixels every run).
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="468" height="264" viewBox="0 0 468 264"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1E41AF"/><stop offset="1" stop-color="#2E71FD"/></linearGradient></defs><rect width="468" height="264" fill="url(#g)"/><rect x="40" y="40" width="388" height="184" rx="10" fill="#fff" opacity="0.95"/><rect x="40" y="40" width="90" height="184" fill="#EEF1F6"/><rect x="150" y="64" width="160" height="14" rx="7" fill="#C9D2E3"/><rect x="150" y="92" width="240" height="10" rx="5" fill="#E2E7F0"/><rect x="150" y="112" width="210" height="10" rx="5" fill="#E2E7F0"/><rect x="150" y="150" width="110" height="48" rx="6" fill="#18B0AA" opacity="0.8"/><rect x="274" y="150" width="110" height="48" rx="6" fill="#E95700" opacity="0.7"/></svg>',
)}`;

const chip = (text: string) => (
  <span
    style={{
      padding: '2px 8px',
      borderRadius: 999,
      background: 'rgb(255 255 255 / 0.92)',
      color: 'var(--color-text)',
      fontSize: 12,
      fontWeight: 500,
      lineHeight: '16px',
    }}
  >
    {text}
  </span>
);

const initial = (letter: string, color: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-grid',
      placeItems: 'center',
      width: 20,
      height: 20,
      borderRadius: 10,
      background: color,
      color: '#fff',
      fontSize: 11,
      fontWeight: 600,
    }}
  >
    {letter}
  </span>
);

const status = (live: boolean) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
    <span
      aria-hidden="true"
      style={{
        width: 6,
        height: 6,
        borderRadius: 3,
        background: live ? 'var(--color-success)' : 'var(--color-neutral)',
      }}
    />
    {live ? 'Active' : 'Inactive'}
  </span>
);

const play = (
  <button
    type="button"
    aria-label="Play Acme onboarding"
    style={{
      display: 'grid',
      placeItems: 'center',
      width: 44,
      height: 44,
      border: 0,
      borderRadius: 22,
      background: 'rgb(255 255 255 / 0.94)',
      color: 'var(--color-accent)',
      boxShadow: 'var(--shadow-elevated)',
      cursor: 'pointer',
    }}
  >
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M5 3.5v9l7.5-4.5z" fill="currentColor" />
    </svg>
  </button>
);

/** A demo card (spec 3 §2): thumbnail with a play button, title linking to the editor, rep and date. */
export const MediaDemo: Story = {
  render: () => (
    <MediaCard
      thumbnail={thumbnail}
      thumbnailOverlay={play}
      title={<a href="#/feature/demos/recording/12">Acme onboarding</a>}
      meta={
        <>
          {initial('A', '#18B0AA')}
          <time dateTime="2026-11-20">November 20, 2026</time>
        </>
      }
      actions={
        <Button size="sm" aria-label="More for Acme onboarding">
          More
        </Button>
      }
    />
  ),
};

/** An embed card (spec 2 §2): type badge, owner, date, status and the Embed action. */
export const MediaEmbed: Story = {
  render: () => (
    <MediaCard
      thumbnail={thumbnail}
      badges={chip('Hero')}
      title={<a href="#/feature/embeds/hero/3">Pricing page hero</a>}
      meta={
        <>
          {initial('P', '#DF0046')}
          {status(true)}
        </>
      }
      actions={<Button size="sm">Embed</Button>}
    />
  ),
};

export const MediaNoThumbnail: Story = {
  render: () => (
    <MediaCard
      badges={chip('CYOA')}
      title={<a href="#/feature/embeds/cyoa/9">N/A</a>}
      meta={
        <>
          {initial('J', '#E95700')}
          {status(false)}
        </>
      }
      actions={
        <Button size="sm" disabled disabledReason="Publish the embed to copy the code">
          Embed
        </Button>
      }
    />
  ),
};

export const MediaLongTitle: Story = {
  render: () => (
    <MediaCard
      thumbnail={thumbnail}
      title={
        <a href="#/feature/demos/recording/4">
          Quarterly business review walkthrough for the enterprise team
        </a>
      }
      meta={<time dateTime="2026-11-02">November 2, 2026</time>}
    />
  ),
};

export const MediaFocused: Story = {
  render: MediaEmbed.render,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pricing page hero' })).toHaveFocus();
  },
};

export const MediaMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 234px)', gap: 16 }}>
      {MediaDemo.render?.({} as never, {} as never)}
      {MediaEmbed.render?.({} as never, {} as never)}
      {MediaNoThumbnail.render?.({} as never, {} as never)}
      {MediaLongTitle.render?.({} as never, {} as never)}
    </div>
  ),
};
