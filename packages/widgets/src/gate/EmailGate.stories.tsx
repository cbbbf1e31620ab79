import {
  defaultRestrictedRedirect,
  defaultVerificationContent,
  type FrameData,
  gateMessages,
  type RestrictedRedirect,
} from '@showroom/contract';
import type { GatePendingReply, GateReply } from '@showroom/machines';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmitContext } from '../events/index.ts';
import { ProspectLook } from '../frames/Look.tsx';
import { frameOf, type Hero, sampleDemo, sampleHero, sampleLook } from '../frames/stories/sample.ts';
import { emitted } from '../frames/stories/story.ts';
import { playerLabels } from '../player/index.ts';
import type { GateClient } from './client.ts';
import { EmailGate } from './EmailGate.tsx';

const ok = (payload: Extract<GateReply, { status: 'success' }>['payload']): Promise<GateReply> =>
  Promise.resolve({ status: 'success', payload, httpStatus: 200 });
const never = <T,>() => new Promise<T>(() => {});
const pendingId = 'pendingpendingpending0';

/** A client that answers `submit` with `reply` and `pending` with the replies in turn. */
const clientOf = (
  reply: () => Promise<GateReply>,
  pending: (() => Promise<GatePendingReply>)[] = [],
): GateClient => {
  const queue = [...pending];
  return {
    submit: fn(reply),
    pending: fn(() => (queue.shift() ?? never<GatePendingReply>)()),
  };
};

const gatedHero = (overrides: Partial<Hero> = {}): FrameData =>
  frameOf({ kind: 'hero', hero: { ...sampleHero, is_gated: 1, email_required: 1, ...overrides } });

const emit = fn();
const withLook: Decorator = (Story) => (
  <EmitContext.Provider value={emit}>
    <ProspectLook look={sampleLook} kind="hero" style={{ padding: 24, minHeight: 320 }}>
      <Story />
    </ProspectLook>
  </EmitContext.Provider>
);

const meta = {
  title: 'widgets/gate/EmailGate',
  component: EmailGate,
  decorators: [withLook],
  parameters: { layout: 'fullscreen', machine: { id: 'gate', state: 'editing' } },
  args: {
    frame: gatedHero(),
    onPass: fn(),
    motion: 'reduced',
    children: <p>The demo plays here.</p>,
    client: clientOf(() => ok({ outcome: 'allowed' })),
  },
  beforeEach: () => {
    emit.mockClear();
  },
} satisfies Meta<typeof EmailGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailInput = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: defaultVerificationContent.placeholder });

/** Keyboard only: Tab into the field, type, Enter. */
async function typeAndSubmit(canvas: Parameters<typeof emailInput>[0], email: string) {
  await userEvent.tab();
  await expect(emailInput(canvas)).toHaveFocus();
  await userEvent.keyboard(email);
  await userEvent.keyboard('{Enter}');
}

/** spec 2 §3 verification_content's defaults: a required address, one button. */
export const Editing: Story = {
  name: 'Default verification',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: defaultVerificationContent.title })).toBeVisible();
    await expect(canvas.getByText(defaultVerificationContent.description)).toBeVisible();
    await expect(emailInput(canvas)).toBeRequired();
    await expect(canvas.queryByRole('button', { name: gateMessages.skip })).toBeNull();
  },
};

/** custom_verification: the rep's texts, as text (markup shows as typed). */
export const CustomVerification: Story = {
  name: 'Custom verification',
  args: {
    frame: gatedHero({
      custom_verification: 1,
      verification_content: {
        title: 'Get the <b>full</b> tour',
        description: 'Tell us where to send the slides.',
        placeholder: 'Work email',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get the <b>full</b> tour' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toBeVisible();
  },
};

/** email_required off: the hint says so and Skip goes on with no address. */
export const Optional: Story = {
  args: { frame: gatedHero({ email_required: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(gateMessages.optionalHint)).toBeVisible();
    await expect(emailInput(canvas)).not.toBeRequired();
    await expect(emailInput(canvas)).toHaveAccessibleDescription(gateMessages.optionalHint);
    await expect(canvas.getByRole('button', { name: gateMessages.skip })).toBeVisible();
  },
};

/** Skip from the keyboard: the content shows, the gate reports 'allowed'. */
export const Skipped: Story = {
  name: 'Skipped from the keyboard',
  args: { frame: gatedHero({ email_required: 0 }), client: clientOf(() => ok({ outcome: 'allowed' })) },
  parameters: { machine: { id: 'gate', state: 'passed' } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: gateMessages.skip })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('The demo plays here.')).toBeVisible());
    await expect(args.client!.submit).toHaveBeenCalledWith('');
    await expect(args.onPass).toHaveBeenCalledOnce();
  },
};

/** Enter on an empty required field: said at once, tied to the field, no call. */
export const Required: Story = {
  name: 'Refused: required',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(gateMessages.required));
    await expect(emailInput(canvas)).toHaveAccessibleDescription(gateMessages.required);
    await expect(emailInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.client!.submit).not.toHaveBeenCalled();
  },
};

const refusedWith = (message: string, email: string): Story => ({
  args: { client: clientOf(() => ok({ outcome: 'refused', message })) },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, email);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(emailInput(canvas)).toHaveAccessibleDescription(message);
    await expect(emailInput(canvas)).toHaveValue(email);
    await expect(args.client!.submit).toHaveBeenCalledWith(email);
    await expect(emitted(emit)).toEqual(['gate']);
    await expect(emit).toHaveBeenCalledWith('gate', { outcome: 'refused' });
  },
});

/** check_blocklist: the company blocklist, or a free or disposable provider. */
export const RefusedRestricted: Story = {
  name: 'Refused: restricted domain',
  ...refusedWith(gateMessages.restrictedDomain, 'me@gmail.com'),
};
export const RefusedInvalid: Story = {
  name: 'Refused: not an address',
  ...refusedWith(gateMessages.invalidEmail, 'me@acme'),
};
/** check_domain: no MX, A or AAAA record. */
export const RefusedDomain: Story = {
  name: 'Refused: domain cannot receive mail',
  ...refusedWith(gateMessages.domainCannotReceive, 'me@no-mail.example'),
};

/** Too many tries from this address (429): the server's message on the form. */
export const TooMany: Story = {
  name: 'Too many attempts',
  args: {
    client: clientOf(() =>
      Promise.resolve({ status: 'error', payload: null, message: gateMessages.tooMany, httpStatus: 429 }),
    ),
  },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(gateMessages.tooMany));
  },
};

/**
 * The call is on its way: the button says so, the address cannot be changed under it (read-only,
 * so nothing typed is lost unseen), and a second Enter sends nothing more.
 */
export const Submitting: Story = {
  args: { client: clientOf(() => never<GateReply>()) },
  parameters: { machine: { id: 'gate', state: 'submitting' } },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    const button = await canvas.findByRole('button', { name: gateMessages.checking });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const field = canvas.getByRole('textbox');
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('me@acme.example');
    await userEvent.keyboard('{Enter}');
    await expect(args.client!.submit).toHaveBeenCalledOnce();
  },
};

/** No reply: said, the address kept; Enter tries again. */
export const Unreachable: Story = {
  args: { client: clientOf(() => Promise.reject(new TypeError('Failed to fetch'))) },
  parameters: { machine: { id: 'gate', state: 'unreachable' } },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(gateMessages.unreachable));
    await expect(emailInput(canvas)).toHaveValue('me@acme.example');
  },
};

/** An allowed address, from the keyboard: the content shows and the gate reports it. */
export const Allowed: Story = {
  name: 'Allowed from the keyboard',
  parameters: { machine: { id: 'gate', state: 'passed' } },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await waitFor(() => expect(canvas.getByText('The demo plays here.')).toBeVisible());
    await expect(args.onPass).toHaveBeenCalledOnce();
    await expect(emit).toHaveBeenCalledWith('gate', { outcome: 'allowed' });
  },
};

const verify = () => ok({ outcome: 'verify', pending: pendingId, message: gateMessages.verifySent });

/** check_twofactor: a link was mailed; the frame waits for its click. */
export const Waiting: Story = {
  name: 'Check your inbox',
  args: { client: clientOf(verify) },
  parameters: { machine: { id: 'gate', state: { waiting: 'idle' } } },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await expect(await canvas.findByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(gateMessages.verifySent);
    await expect(canvas.getByRole('button', { name: gateMessages.useAnother })).toBeVisible();
  },
};

/** Asking the audience host whether the link was clicked (every 3 s). */
export const Checking: Story = {
  name: 'Check your inbox: asking',
  args: { client: clientOf(verify, [() => never<GatePendingReply>()]) },
  parameters: { machine: { id: 'gate', state: { waiting: 'checking' } } },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await waitFor(() => expect(args.client!.pending).toHaveBeenCalledWith(pendingId), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
  },
};

/** The link was clicked: the next poll lets the prospect through. */
export const Confirmed: Story = {
  name: 'Confirmed by the link',
  args: {
    client: clientOf(verify, [
      () => Promise.resolve({ status: 'success', payload: { confirmed: true }, httpStatus: 200 }),
    ]),
  },
  parameters: { machine: { id: 'gate', state: 'passed' } },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await waitFor(() => expect(canvas.getByText('The demo plays here.')).toBeVisible(), { timeout: 5000 });
    await expect(args.onPass).toHaveBeenCalledOnce();
    await expect(emit).toHaveBeenCalledWith('gate', { outcome: 'confirmed' });
  },
};

/** The link expired unclicked: say so; 'Use another address' goes back to the form. */
export const Expired: Story = {
  name: 'Link expired',
  args: {
    client: clientOf(verify, [
      () => Promise.resolve({ status: 'error', payload: null, message: 'Not found', httpStatus: 404 }),
    ]),
  },
  parameters: { machine: { id: 'gate', state: 'expired' } },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'me@acme.example');
    await expect(
      await canvas.findByRole('heading', { name: gateMessages.expiredTitle }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(gateMessages.expiredBody);
  },
};

const messageRedirect: RestrictedRedirect = {
  ...defaultRestrictedRedirect(),
  restrictType: 'message',
  message: {
    title: 'This tour is for our customers',
    description: 'Talk to us and we will show you around.',
    primaryButton: true,
    buttonLabel: 'Contact sales',
    URL: 'https://acme.example/contact',
  },
};

/** redirect_to_restricted_domain with a message: the rep's title, text and button (a new tab). */
export const RedirectedMessage: Story = {
  name: 'Redirected: message',
  args: { client: clientOf(() => ok({ outcome: 'redirected', redirect: messageRedirect })) },
  parameters: { machine: { id: 'gate', state: 'redirected' } },
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'me@gmail.com');
    await expect(await canvas.findByRole('heading', { name: messageRedirect.message.title })).toBeVisible();
    await expect(canvas.getByText(messageRedirect.message.description)).toBeVisible();
    const link = canvas.getByRole('link', { name: /Contact sales/ });
    await expect(link).toHaveAttribute('href', messageRedirect.message.URL);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onPass).not.toHaveBeenCalled();
    await expect(emit).toHaveBeenCalledWith('gate', { outcome: 'redirected' });
  },
};

/** redirect_to_restricted_domain with a demo: the company's redirect demo on the one player. */
export const RedirectedDemo: Story = {
  name: 'Redirected: demo',
  args: {
    client: clientOf(() =>
      ok({
        outcome: 'redirected',
        redirect: { ...defaultRestrictedRedirect(), demo: sampleDemo.id },
        demo: sampleDemo,
      }),
    ),
  },
  parameters: { machine: { id: 'gate', state: 'redirected' } },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'me@gmail.com');
    await expect(
      await canvas.findByRole('region', { name: playerLabels.player(sampleDemo.title) }),
    ).toBeVisible();
  },
};
