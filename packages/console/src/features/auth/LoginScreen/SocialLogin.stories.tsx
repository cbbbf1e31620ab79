import { authMessages, loginForm } from '@showroom/contract';
import {
  type LoginCredentials,
  type LoginReply,
  loginMachine,
  type SocialLogin,
  type SocialLoginReply,
  type SocialPopupEvent,
  socialLoginMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { loginLabels, socialLoginFailureMessage } from '../messages.ts';
import { LoginScreen } from './LoginScreen.tsx';

type SocialState = SnapshotFrom<typeof socialLoginMachine>['value'];

/**
 * The login screen with the social login machine started in `state` (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)). With
 * `popup`, the fake popup answers that at once; with `answer`, the sign-in call answers that.
 * Alerts are toasts, as LoginPage shows them.
 */
function SocialLoginStory({
  state,
  refusal = null,
  popup,
  answer,
}: {
  state: SocialState;
  refusal?: string | null;
  popup?: SocialPopupEvent;
  answer?: SocialLoginReply | Error;
}) {
  const toast = useToast();
  const login = loginMachine.provide({
    actors: { login: fromPromise<LoginReply, LoginCredentials>(() => new Promise<never>(() => {})) },
  });
  const [snapshot, send] = useMachine(login, { input: { schema: loginForm } });
  const social = socialLoginMachine.provide({
    actors: {
      socialPopup: fromCallback<{ type: 'never' }, void, SocialPopupEvent>(({ sendBack }) => {
        if (popup) sendBack(popup);
      }),
      loginSocial: fromPromise<SocialLoginReply, SocialLogin>(async () => {
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      alert: (_, params) =>
        toast.error(
          params.alert === 'refused' ? socialLoginFailureMessage(params.refusal) : authMessages[params.alert],
        ),
    },
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
      <MemoryGuardedRouter initialEntries={['/login']}>
        <Story />
      </MemoryGuardedRouter>
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
  // Reached the way a rep does: the popup closes without a code.
  args: { state: 'idle', popup: { type: 'social.cancel' } },
  parameters: { machine: { id: 'socialLogin', state: 'failed.cancelled' } },
  play: async () => {
    await userEvent.click(socialButton());
    await waitFor(() => expect(screen.getByText(authMessages.linkedInCancelled)).toBeVisible());
  },
};

export const Failed: Story = {
  args: {
    state: 'idle',
    popup: { type: 'social.code', code: 'auth-code' },
    answer: {
      status: 'error',
      payload: null,
      message: 'No account uses this LinkedIn e-mail; sign up first',
      httpStatus: 404,
    },
  },
  parameters: { machine: { id: 'socialLogin', state: 'failed.refused' } },
  play: async () => {
    await userEvent.click(socialButton());
    await waitFor(() =>
      expect(screen.getByText('No account uses this LinkedIn e-mail; sign up first')).toBeVisible(),
    );
  },
};

export const FailedUnexpectedly: Story = {
  name: 'Failed (unexpected)',
  args: {
    state: 'idle',
    popup: { type: 'social.code', code: 'auth-code' },
    answer: { status: 'error', payload: null, message: 'Internal Server Error', httpStatus: 500 },
  },
  parameters: { machine: { id: 'socialLogin', state: 'failed.refused' } },
  play: async () => {
    await userEvent.click(socialButton());
    await waitFor(() => expect(screen.getByText(authMessages.unableToLogin)).toBeVisible());
  },
};

export const Unreachable: Story = {
  args: {
    state: 'idle',
    popup: { type: 'social.code', code: 'auth-code' },
    answer: new TypeError('Failed to fetch'),
  },
  parameters: { machine: { id: 'socialLogin', state: 'failed.unreachable' } },
  play: async () => {
    await userEvent.click(socialButton());
    await waitFor(() => expect(screen.getByText(authMessages.cannotConnect)).toBeVisible());
  },
};

export const Success: Story = {
  args: { state: 'success' },
  parameters: { machine: { id: 'socialLogin', state: 'success' } },
};
