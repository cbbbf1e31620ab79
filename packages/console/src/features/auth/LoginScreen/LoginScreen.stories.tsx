import { authMessages, loginForm } from '@showroom/contract';
import {
  type LoginCredentials,
  type LoginField,
  type LoginNotice,
  type LoginReply,
  type LoginValues,
  loginMachine,
  validateFields,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { loginLabels } from '../messages.ts';
import { LoginScreen } from './LoginScreen.tsx';

type LoginState = SnapshotFrom<typeof loginMachine>['value'];

type LoginStoryProps = {
  /** The machine state the story starts in. */
  state: LoginState;
  values?: LoginValues;
  touched?: Record<LoginField, boolean>;
  /** What the fake login call answers: a reply, an error to throw; without one it never answers. */
  answer?: LoginReply | Error;
  /** Why the rep is here: a session that ended. */
  notice?: LoginNotice;
};

const session = {
  id: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
  companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  token: 'story-token',
  name: 'Ada Lovelace',
  companyName: 'Acme Analytics',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/**
 * The login screen on a login machine started in `state`, with a fake call (no server needed) and
 * the alerts shown as toasts, as LoginPage shows them.
 */
function LoginStory({
  state,
  values = { email: '', password: '' },
  touched,
  answer,
  notice,
}: LoginStoryProps) {
  const toast = useToast();
  const machine = loginMachine.provide({
    actions: { alert: (_, params) => toast.error(authMessages[params.alert]) },
    actors: {
      login: fromPromise<LoginReply, LoginCredentials>(async () => {
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { schema: loginForm },
    snapshot: machine.resolveState({
      value: state,
      context: {
        schema: loginForm,
        values,
        touched: touched ?? { email: false, password: false },
        errors: validateFields(loginForm, values),
        dirty: values.email !== '' || values.password !== '',
        session: state === 'success' ? session : null,
        notice: notice ?? null,
      },
    }),
  });
  return <LoginScreen snapshot={snapshot} send={send} />;
}

const filled: LoginValues = { email: 'ada@acme.example', password: 'correct horse' };

const meta = {
  title: 'console/Login',
  component: LoginStory,
  decorators: [
    (Story) => (
      <MemoryGuardedRouter initialEntries={['/login']}>
        <Story />
      </MemoryGuardedRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const logIn = () => screen.getByRole('button', { name: loginLabels.logIn });

export const Editing: Story = {
  args: { state: 'editing' },
  parameters: { machine: { id: 'login', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(loginLabels.email)).toHaveValue('');
    await expect(logIn()).toBeDisabled();
    await expect(canvas.getByRole('link', { name: loginLabels.forgotPassword })).toHaveAttribute(
      'href',
      '/reset',
    );
    await expect(canvas.getByRole('link', { name: loginLabels.signUp })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: authMessages.havingTrouble })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

export const EditingFilledIn: Story = {
  name: 'Editing (filled in)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'login', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(loginLabels.email), filled.email);
    await userEvent.type(canvas.getByLabelText(loginLabels.password), filled.password);
    await expect(logIn()).toBeEnabled();
  },
};

export const EditingWithErrors: Story = {
  name: 'Editing (field errors)',
  args: {
    state: 'editing',
    values: { email: 'ada@', password: 'abc' },
    touched: { email: true, password: true },
  },
  parameters: { machine: { id: 'login', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authMessages.emailRequired)).toBeVisible();
    await expect(canvas.getByText(authMessages.passwordTooShort)).toBeVisible();
    await expect(canvas.getByLabelText(loginLabels.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(logIn()).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', values: filled },
  parameters: { machine: { id: 'login', state: 'submitting' } },
  play: async ({ canvas }) => {
    await expect(logIn()).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(loginLabels.password)).toHaveAttribute('readonly');
  },
};

export const InvalidCredentials: Story = {
  name: 'Invalid credentials',
  args: { state: { failed: 'invalidCredentials' }, values: filled },
  parameters: { machine: { id: 'login', state: 'failed.invalidCredentials' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.credentialsMismatch);
    await expect(canvas.getByLabelText(loginLabels.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(loginLabels.password)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same state reached the way a rep does: type, press Enter, the server says 401. */
export const InvalidCredentialsAfterEnter: Story = {
  name: 'Invalid credentials (after Enter)',
  args: {
    state: 'editing',
    answer: { status: 'error', payload: null, message: 'Invalid credentials', httpStatus: 401 },
  },
  parameters: { machine: { id: 'login', state: 'failed.invalidCredentials' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(loginLabels.email), filled.email);
    await userEvent.type(canvas.getByLabelText(loginLabels.password), `${filled.password}{Enter}`);
    await expect(await canvas.findByText(authMessages.credentialsMismatch)).toBeVisible();
    await expect(canvas.getByLabelText(loginLabels.password)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const UnexpectedFailure: Story = {
  name: 'Unexpected failure',
  // Reached the way a rep does: Log In, the call comes back 503, and the machine's alert is a toast.
  args: {
    state: 'editing',
    values: filled,
    answer: { status: 'error', payload: null, message: 'Busy', httpStatus: 503 },
  },
  parameters: {
    machine: { id: 'login', state: 'failed.unexpectedFailure' },
    toast: { duration: Infinity },
  },
  play: async () => {
    await userEvent.click(logIn());
    await waitFor(() => expect(screen.getByText(authMessages.unableToLogin)).toBeVisible());
  },
};

export const Unreachable: Story = {
  args: { state: 'editing', values: filled, answer: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'login', state: 'failed.unreachable' }, toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(logIn());
    await waitFor(() => expect(screen.getByText(authMessages.cannotConnect)).toBeVisible());
  },
};

/** A 401 mid-use ended the session: the rep is told why above the form (RequireSession, issue 9). */
export const SessionEnded: Story = {
  name: 'Editing (session ended)',
  args: { state: 'editing', notice: 'sessionEnded' },
  parameters: { machine: { id: 'login', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(loginLabels.sessionEnded);
  },
};

export const Success: Story = {
  args: { state: 'success', values: filled },
  parameters: { machine: { id: 'login', state: 'success' } },
  play: async () => {
    // The page (not the screen) stores the session and leaves for /; the screen stays busy until then.
    await expect(logIn()).toHaveAttribute('aria-busy', 'true');
  },
};
