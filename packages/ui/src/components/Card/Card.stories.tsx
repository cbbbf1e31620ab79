import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandMark } from '../BrandMark';
import { Button } from '../Button';
import { FormError } from '../FormError';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { Card } from './Card';

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
