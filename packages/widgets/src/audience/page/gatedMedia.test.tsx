import { defaultPageGateSettings, type MediaGrant, newLayoutStyle } from '@showroom/contract';
import type { GateReply } from '@showroom/machines';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyId, sampleDemo, sampleLook } from '../../frames/stories/sample.ts';
import { pageDataOf } from './client.ts';
import { ProspectPage } from './ProspectPage/index.ts';

const videoId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const sealed = 'https://media.test/sealed/c2VhbGVkLXZpZGVvLWFkZHJlc3M.mp4';
const thumbnail = 'https://media.test/thumbnails/picture.jpg';
const external = 'https://videos.example.com/library/tour.mp4';

/** A gated Collection page as the audience host writes it: its media held back (issue 26, item 5). */
const gatedCollection = pageDataOf({
  companyId,
  pageId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  relationshipId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  link: 'q3Vt8pZcR1uJxW4yL0mNaA',
  title: 'Hello Grace',
  demos: [
    {
      ...sampleDemo,
      coordinates: JSON.stringify(sampleDemo.coordinates),
      location: '',
      captions: '',
      thumbnail: '',
      preview: '',
    },
  ],
  videos: [{ id: videoId, title: 'Library tour', url: '' }],
  look: sampleLook,
  audienceUrl: 'http://localhost:4001',
  apiUrl: 'http://localhost:4000',
  record: true,
  content: {
    type: 'standard',
    style: {
      ...newLayoutStyle(),
      headline: 'Hello Grace',
      settings: { ...defaultPageGateSettings(), verifyIdentity: true, isRequired: true },
      standardPreviewVideos: [
        { key: 'a', value: sampleDemo.id, label: 'The product tour', type: 'demo' },
        { key: 'b', value: videoId, label: 'The library', type: 'video' },
      ],
    },
  },
})!;

const grant: MediaGrant = {
  demos: [{ id: sampleDemo.id, location: sealed, captions: '', thumbnail, preview: '' }],
  videos: [{ id: videoId, url: external }],
};

describe("a gated page's media (issue 26, item 5)", () => {
  it('shows none before the gate, and those the gate gives once it passes', async () => {
    expect(gatedCollection).not.toBeNull();
    const allowed: GateReply = {
      status: 'success',
      payload: { outcome: 'allowed', media: grant },
      httpStatus: 200,
    };
    render(
      <ProspectPage
        data={gatedCollection}
        emit={() => {}}
        motion="reduced"
        client={{
          submitGate: async () => allowed,
          pending: async () => new Promise(() => {}),
          sendMail: async () => new Promise(() => {}),
        }}
      />,
    );
    expect(document.querySelector('video')).toBeNull();
    expect(document.body.innerHTML).not.toContain('media.test');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@acme.example');
    await user.keyboard('{Enter}');

    const video = await screen.findByLabelText(/Library tour/);
    expect(video).toHaveAttribute('src', external);
    // The demo's picture, as the gate gave it (its video loads only when played).
    expect(document.querySelector(`img[src="${thumbnail}"]`)).not.toBeNull();
  });
});
