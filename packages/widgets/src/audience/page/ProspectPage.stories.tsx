import {
  defaultPageGateSettings,
  type GateOutcome,
  prospectPageMessages as m,
  newEmbedStyle,
  newLayoutStyle,
  type ProspectPageData,
  type Rule,
} from '@showroom/contract';
import type { GatePendingReply, GateReply, SendMailReply } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { companyId, heroFrame, sampleDemo, sampleHero, sampleLook } from '../../frames/stories/sample.ts';
import { fontLoaded, wholeDocument } from '../../frames/stories/story.ts';
import type { PageClient } from './client.ts';
import { ProspectPage } from './ProspectPage/index.ts';

const second = { ...sampleDemo, id: '7c3e9a1b-5d2f-4e6a-8b0c-1d3f5a7c9e2b', title: 'Analytics tour' };
const rules: Rule[] = [
  {
    uniqueId: 'desktop',
    index: 0,
    episode: 'rule',
    extra: [
      {
        type: 'condition',
        variable: 'Where will you watch?',
        operation: 'equals',
        value: ['Desktop'],
        logic: '&&',
      },
    ],
    result: { episode: 'demo', payload: { id: sampleDemo.id } },
  },
  {
    uniqueId: 'analytics',
    index: 1,
    episode: 'rule',
    extra: [
      {
        type: 'condition',
        variable: 'What do you want to see?',
        operation: 'includes',
        value: ['Analytics'],
        logic: '&&',
      },
    ],
    result: {
      episode: 'modal',
      payload: {
        title: 'Want the analytics deep-dive?',
        description: 'A 20 minute call with a product specialist.',
        showInputBox: false,
        inputPlaceHolder: '',
        firstCTA: {
          show: true,
          type: 'button',
          label: 'Book it',
          action: 'redirect',
          redirect: 'https://example.com/book',
        },
        secondCTA: { show: true, type: 'link', label: 'Not now', action: 'next', redirect: '' },
      },
    },
  },
];

const layout = {
  ...newLayoutStyle(),
  headline: 'Hello Grace at <Acme>',
  welcomeMessage: 'A short tour picked for your team.',
  previewMessage: 'Answer two questions and see what fits.',
  contactInfoMessage: 'Where can we reach you?',
  contactFields: [
    { fieldName: 'Full name', type: 'text' as const, required: true },
    { fieldName: 'Work email', type: 'email' as const, required: true },
  ],
  actionMessage: 'Ready to talk?',
  actionButtonLabel: 'Book a call',
  redirectURL: 'https://example.com/book',
};

const base = {
  companyId,
  pageId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  relationshipId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  link: 'q3Vt8pZcR1uJxW4yL0mNaA',
  title: 'Hello Grace',
  demos: [sampleDemo, second],
  videos: [],
  look: sampleLook,
  audienceUrl: 'http://localhost:4001',
  apiUrl: 'http://localhost:4000',
  record: true,
};

const qa: ProspectPageData = {
  ...base,
  content: {
    type: 'customized',
    style: layout,
    questions: [
      { name: 'Where will you watch?', type: 'radiogroup', choices: ['Desktop', 'Mobile'] },
      { name: 'What do you want to see?', type: 'checkbox', choices: ['Hotspots', 'Analytics'] },
    ],
    rules,
  },
};
const gatedQa: ProspectPageData = {
  ...qa,
  content: {
    ...qa.content,
    style: { ...layout, settings: { ...defaultPageGateSettings(), verifyIdentity: true, isRequired: true } },
  } as ProspectPageData['content'],
};
const collection: ProspectPageData = {
  ...base,
  content: {
    type: 'standard',
    style: {
      ...layout,
      standardPreviewVideos: [
        { key: 'a', value: sampleDemo.id, label: 'The product tour', type: 'demo' },
        { key: 'b', value: second.id, label: 'Analytics in two minutes', type: 'demo' },
      ],
    },
  },
};
const embed: ProspectPageData = {
  ...base,
  content: {
    type: 'embed',
    style: {
      ...newEmbedStyle(),
      embed: { id: '', type: 'hero' },
      title: 'For Grace',
      description: 'Two minutes, no sign-up.',
    },
    embed: heroFrame,
  },
};

const never = <T,>() => new Promise<T>(() => {});
const clientOf = (
  gate: () => Promise<GateReply> = () =>
    Promise.resolve({ status: 'success', payload: { outcome: 'allowed' } as GateOutcome, httpStatus: 200 }),
  mail: () => Promise<SendMailReply> = () =>
    Promise.resolve({ status: 'success', payload: null, httpStatus: 200 }),
): PageClient => ({
  submitGate: fn(gate),
  pending: fn(never<GatePendingReply>),
  sendMail: fn(mail),
});

const meta = {
  title: 'widgets/audience/ProspectPage',
  component: ProspectPage,
  parameters: {
    layout: 'fullscreen',
    // A prospect page is a document: axe checks it whole, page-level rules included (issue 29, C.7).
    ...wholeDocument,
    machine: { id: 'prospectPage', state: { page: { content: 'questions', contact: 'editing' } } },
  },
  args: { data: qa, client: clientOf(), emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof ProspectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Q&A page's questions, the welcome and its texts as text. */
export const Questions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello Grace at <Acme>' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Desktop' })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** The gate with the page's settings, before anything of the page. */
export const Gate: Story = {
  args: { data: gatedQa },
  parameters: { machine: { id: 'prospectPage', state: 'gate' } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Desktop' })).toBeNull();
  },
};

/** The rep's privacy consent text under the address field (spec 3 §2.10), which the field names. */
export const GateWithPrivacyConsent: Story = {
  name: 'Gate with privacy consent text',
  args: {
    data: {
      ...gatedQa,
      content: {
        ...gatedQa.content,
        style: {
          ...(gatedQa.content as { style: typeof layout }).style,
          verificationContent: {
            ...layout.verificationContent,
            privacyConsentText: 'We use your address only to send you this tour. See acme.example/privacy.',
          },
        },
      } as ProspectPageData['content'],
    },
  },
  parameters: { machine: { id: 'prospectPage', state: 'gate' } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    const consent = 'We use your address only to send you this tour. See acme.example/privacy.';
    await expect(canvas.getByText(consent)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      expect.stringContaining(consent),
    );
  },
};

/** Keyboard only: the gate passed with Enter, then the questions. */
export const GatePassedFromTheKeyboard: Story = {
  name: 'Gate passed from the keyboard',
  args: { data: gatedQa },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('grace@acme.example{Enter}');
    await expect(await canvas.findByRole('radio', { name: 'Desktop' })).toBeVisible();
    await expect(args.client?.submitGate).toHaveBeenCalledWith('grace@acme.example', expect.any(String));
  },
};

/** Show with a question unanswered says so. */
export const Unanswered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.submitAnswers }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.answerRequired);
  },
};

/** The mapping's result: the mapped demo (its picture until played) and a modal card. */
export const Result: Story = {
  parameters: { machine: { id: 'prospectPage', state: { page: { content: 'result', contact: 'editing' } } } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Desktop' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: m.submitAnswers }));
    await expect(canvas.getByRole('heading', { name: m.resultsHeading })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: `Play demo: ${sampleDemo.title}` })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Want the analytics deep-dive?' })).toBeVisible();
    await expect(canvas.queryByText(second.title)).toBeNull();
    await expect(canvasElement.querySelector('video')).toBeNull();
    // 'Not now' (next card) puts the card away.
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('group', { name: 'Want the analytics deep-dive?' })).toBeNull();
  },
};

/** Answers no rule matches. */
export const NoMatch: Story = {
  name: 'Result: nothing matched',
  parameters: { machine: { id: 'prospectPage', state: { page: { content: 'result', contact: 'editing' } } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hotspots' }));
    await userEvent.click(canvas.getByRole('button', { name: m.submitAnswers }));
    await expect(canvas.getByText(m.noMatch)).toBeVisible();
  },
};

/** A Collection page: its demos, each a picture until played. */
export const Collection: Story = {
  args: { data: collection },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'editing' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The product tour' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Analytics in two minutes' })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** An Embed page: its headline and description, and the embed drawn by its frame. */
export const Embed: Story = {
  args: { data: embed },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'editing' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'For Grace' })).toBeVisible();
    await expect(canvas.getByText('Two minutes, no sign-up.')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-teaser]')).not.toBeNull());
  },
};

/**
 * An Embed page titled as its Hero's headline (what a rep often does): the page's title is no
 * region of its own, so the Hero's region is the one named so (axe landmark-unique).
 */
export const EmbedNamedAsItsHero: Story = {
  name: 'Embed: titled as its Hero',
  args: {
    data: {
      ...embed,
      content: {
        type: 'embed',
        style: { ...newEmbedStyle(), embed: { id: '', type: 'hero' }, title: sampleHero.headline },
        embed: heroFrame,
      },
    },
  },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'editing' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: sampleHero.headline })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-teaser]')).not.toBeNull());
    await expect(canvas.getAllByRole('region', { name: sampleHero.headline })).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('main')).toHaveLength(1);
  },
};

/** The contact fields checked: what is missing or not an address is said beside the field. */
export const ContactProblems: Story = {
  name: 'Contact: problems',
  args: { data: collection },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'editing' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Work email'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: m.contactSubmit }));
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription(
      m.fieldRequired('Full name'),
    );
    await expect(canvas.getByLabelText('Work email')).toHaveAccessibleDescription(m.invalidEmail);
  },
};

/** Sending: the button says so. */
export const ContactSending: Story = {
  name: 'Contact: sending',
  args: { data: collection, client: clientOf(undefined, never) },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'sending' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText('Work email'), 'grace@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: m.contactSubmit }));
    await expect(canvas.getByRole('button', { name: m.contactSending })).toBeVisible();
  },
};

/** Sent: the rep has the fields; the form gives way to the thanks. */
export const ContactSent: Story = {
  name: 'Contact: sent',
  args: { data: collection },
  parameters: { machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'sent' } } } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText('Work email'), 'grace@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: m.contactSubmit }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(m.contactSent);
    await expect(args.client?.sendMail).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      email: 'grace@acme.example',
      message: 'Full name: Grace Hopper\nWork email: grace@acme.example',
      form_id: '',
    });
  },
};

/** The mail could not be sent: say so and let the prospect try again. */
export const ContactFailed: Story = {
  name: 'Contact: failed',
  args: {
    data: collection,
    client: clientOf(undefined, () => Promise.reject(new TypeError('Failed to fetch'))),
  },
  parameters: {
    machine: { id: 'prospectPage', state: { page: { content: 'showing', contact: 'editing' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText('Work email'), 'grace@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: m.contactSubmit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.contactFailed);
    await expect(canvas.getByRole('button', { name: m.contactSubmit })).toBeVisible();
  },
};
