import { authMessages, loginForm } from '@showroom/contract';
import {
  type LoginCredentials,
  type LoginReply,
  loginMachine,
  type SocialLogin,
  type SocialLoginReply,
  socialLoginMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, screen, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { loginLabels } from '../messages.ts';
import { LoginScreen } from './LoginScreen.tsx';

type SocialState = SnapshotFrom<typeof socialLoginMachine>['value'];

/** The login screen with the social login machine started in `state` (README decision 6). */
function SocialLoginStory({ state, refusal = null }: { state: SocialState; refusal?: string | null }) {
  const login = loginMachine.provide({
    actors: { login: fromPromise<LoginReply, LoginCredentials>(() => new Promise<never>(() => {})) },
  });
  const [snapshot, send] = useMachine(login, { input: { schema: loginForm } });
  const social = socialLoginMachine.provide({
    actors: { loginSocial: fromPromise<SocialLoginReply, SocialLogin>(() => new Promise<never>(() => {})) },
  });
  const [socialSnapshot, sendSocial] = useMachine(social, {
    snapshot: social.resolveState({ value: state, context: { session: null, refusal } }),
  });
  return (
    <LoginScreen
      snapshot={snapshot}
      send={send}
      social={{ snapshot: socialSnapshot, send: sendSocial, availability: { status: 'ready' } }}
    />
  );
}

const meta = {
  title: 'console/Login/LinkedIn',
  component: SocialLoginStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', toast: { duration: Infinity } },
} satisfies Meta<typeof SocialLoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const socialButton = () => screen.getByRole('button', { name: loginLabels.socialLogin });

export const Idle: Story = {
  args: { state: 'idle' },
  parameters: { machine: { id: 'socialLogin', state: 'idle' } },
  play: async () => {
    await expect(socialButton()).toBeEnabled();
  },
};

export const Awaiting: Story = {
  name: 'Awaiting the popup',
  args: { state: 'awaiting' },
  parameters: { machine: { id: 'socialLogin', state: 'awaiting' } },
  play: async () => {
    await expect(socialButton()).toHaveAttribute('aria-busy', 'true');
  },
};

export const SigningIn: Story = {
  name: 'Signing in',
  args: { state: 'signingIn' },
  parameters: { machine: { id: 'socialLogin', state: 'signingIn' } },
};

export const Cancelled: Story = {
  args: { state: 'cancelled' },
  parameters: { machine: { id: 'socialLogin', state: 'cancelled' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(authMessages.linkedInCancelled)).toBeVisible());
  },
};

export const Failed: Story = {
  args: { state: 'failed', refusal: 'No account uses this LinkedIn e-mail; sign up first' },
  parameters: { machine: { id: 'socialLogin', state: 'failed' } },
  play: async () => {
    await waitFor(() =>
      expect(screen.getByText('No account uses this LinkedIn e-mail; sign up first')).toBeVisible(),
    );
  },
};

export const FailedUnexpectedly: Story = {
  name: 'Failed (unexpected)',
  args: { state: 'failed', refusal: 'Internal Server Error' },
  parameters: { machine: { id: 'socialLogin', state: 'failed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(authMessages.unableToLogin)).toBeVisible());
  },
};

export const Unreachable: Story = {
  args: { state: 'unreachable' },
  parameters: { machine: { id: 'socialLogin', state: 'unreachable' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(authMessages.cannotConnect)).toBeVisible());
  },
};

export const Success: Story = {
  args: { state: 'success' },
  parameters: { machine: { id: 'socialLogin', state: 'success' } },
};
