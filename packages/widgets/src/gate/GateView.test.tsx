import {
  defaultRestrictedRedirect,
  defaultVerificationContent,
  type FrameData,
  type MediaGrant,
  type RestrictedRedirect,
} from '@showroom/contract';
import type { GateReply } from '@showroom/machines';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmitContext } from '../events/index.ts';
import { frameOf, sampleHero } from '../frames/stories/sample.ts';
import { EmailGate } from './EmailGate.tsx';

const gatedHero: FrameData = frameOf({
  kind: 'hero',
  hero: { ...sampleHero, is_gated: 1, email_required: 1 },
});

const redirectTo = (URL: string): RestrictedRedirect => ({
  ...defaultRestrictedRedirect(),
  restrictType: 'message',
  message: {
    title: 'This tour is for our customers',
    description: 'Talk to us.',
    primaryButton: true,
    buttonLabel: 'Contact sales',
    URL,
  },
});

/** The gate answering a restricted address with the rep's message, its button to `URL`. */
async function redirectedTo(URL: string) {
  const reply: GateReply = {
    status: 'success',
    payload: { outcome: 'redirected', redirect: redirectTo(URL) },
    httpStatus: 200,
  };
  render(
    <EmitContext.Provider value={() => {}}>
      <EmailGate
        frame={gatedHero}
        onPass={() => {}}
        motion="reduced"
        client={{ submit: async () => reply, pending: async () => new Promise(() => {}) }}
      />
    </EmitContext.Provider>,
  );
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('textbox', { name: defaultVerificationContent.placeholder }),
    'me@gmail.com',
  );
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: 'This tour is for our customers' });
}

describe("the restricted-domain message's button (issue 26, item 11)", () => {
  it('opens a web address', async () => {
    await redirectedTo('https://acme.example/contact');
    expect(screen.getByRole('link', { name: /Contact sales/ })).toHaveAttribute(
      'href',
      'https://acme.example/contact',
    );
  });

  it('draws no link for a stored javascript: or data: address (the text stays)', async () => {
    for (const URL of [
      'javascript:alert(document.domain)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      await redirectedTo(URL);
      expect([URL, screen.queryByRole('link')]).toEqual([URL, null]);
      expect(document.body.innerHTML).not.toMatch(/javascript:|data:text/i);
      cleanup();
    }
  });
});

describe("the gate's grant (issue 26, item 5)", () => {
  it('hands the content the media the audience host gave, once the mailed link is confirmed', async () => {
    const media: MediaGrant = {
      demos: [
        {
          id: 'demo',
          location: 'https://media.test/sealed/abc.mp4',
          captions: '',
          thumbnail: 'https://media.test/thumbnails/t.jpg',
          preview: '',
        },
      ],
      videos: [],
    };
    const passed: (MediaGrant | undefined)[] = [];
    render(
      <EmitContext.Provider value={() => {}}>
        <EmailGate
          frame={gatedHero}
          onPass={(granted) => passed.push(granted)}
          motion="reduced"
          client={{
            submit: async () => ({
              status: 'success',
              payload: { outcome: 'verify', pending: 'pendingpendingpending0', message: 'Check your inbox' },
              httpStatus: 200,
            }),
            pending: async () => ({
              status: 'success',
              payload: { confirmed: true, media },
              httpStatus: 200,
            }),
          }}
        />
      </EmitContext.Provider>,
    );
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: defaultVerificationContent.placeholder }),
      'me@acme.example',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(passed).toEqual([media]), { timeout: 8000 });
  });
});
