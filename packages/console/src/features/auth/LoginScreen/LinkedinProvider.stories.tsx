import { authMessages, loginForm } from '@showroom/contract';
import {
  type LinkedinConfigReply,
  type LoginCredentials,
  type LoginReply,
  linkedinProviderMachine,
  loginMachine,
  socialLoginMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { linkedinAvailability } from '../linkedin.ts';
import { loginLabels } from '../messages.ts';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * The login screen's LinkedIn button on a running provider machine (ADR 0012
 * (docs/decisions/0012-social-login-oauth2.md)), whose fake configuration call answers `answer`
 * (an error to throw; without one it never answers), as the page shows it.
 */
function ProviderStory({ answer }: { answer?: LinkedinConfigReply | Error }) {
  const [login, send] = useMachine(
    loginMachine.provide({
      actors: { login: fromPromise<LoginReply, LoginCredentials>(() => new Promise<never>(() => {})) },
    }),
    { input: { schema: loginForm } },
  );
  const [social, sendSocial] = useMachine(socialLoginMachine);
  const [provider] = useMachine(
    linkedinProviderMachine.provide({
      actors: {
        loadConfig: fromPromise<LinkedinConfigReply, void>(async () => {
          if (!answer) return new Promise<never>(() => {});
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  );
  return (
    <LoginScreen
      snapshot={login}
      send={send}
      social={{ snapshot: social, send: sendSocial, availability: linkedinAvailability(provider) }}
    />
  );
}

const meta = {
  title: 'console/Login/LinkedIn provider',
  component: ProviderStory,
  decorators: [
    (Story) => (
      <MemoryGuardedRouter initialEntries={['/login']}>
        <Story />
      </MemoryGuardedRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProviderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = () => screen.getByRole('button', { name: loginLabels.socialLogin });

export const Loading: Story = {
  name: 'Loading the configuration',
  args: {},
  parameters: { machine: { id: 'linkedinProvider', state: 'loading' } },
  play: async () => {
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Ready: Story = {
  args: {
    answer: {
      status: 'success',
      httpStatus: 200,
      payload: {
        configured: true,
        authorizeUrl: 'https://provider.example/authorize?state=state-1',
        clientId: 'showroom',
        redirectUri: 'http://localhost:4000/linkedin',
        scope: 'openid profile email',
        state: 'state-1',
      },
    },
  },
  parameters: { machine: { id: 'linkedinProvider', state: 'ready' } },
  play: async () => {
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled', 'true'));
  },
};

export const NotConfigured: Story = {
  name: 'Unavailable (not configured)',
  args: {
    answer: {
      status: 'success',
      httpStatus: 200,
      payload: { configured: false, message: 'Sign-in with LinkedIn is not set up on this server' },
    },
  },
  parameters: { machine: { id: 'linkedinProvider', state: 'unavailable' } },
  play: async () => {
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    // The reason shows where the disabled button is focused.
    button().focus();
    await waitFor(() =>
      expect(
        screen.getAllByText('Sign-in with LinkedIn is not set up on this server').length,
      ).toBeGreaterThan(0),
    );
  },
};

export const Unreachable: Story = {
  name: 'Unavailable (no reply)',
  args: { answer: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'linkedinProvider', state: 'unavailable' } },
  play: async () => {
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    button().focus();
    await waitFor(() => expect(screen.getAllByText(authMessages.cannotConnect).length).toBeGreaterThan(0));
  },
};
