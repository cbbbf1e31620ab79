import { describe, expect, it } from 'vitest';
import { grantedDemos, grantedVideos, type MediaGrant, mediaGrant } from './gate.ts';

const held = { id: 'a', location: '', captions: '', thumbnail: '', preview: '', title: 'Tour' };
const other = { id: 'b', location: 'x', captions: 'y', thumbnail: 'z', preview: 'w', title: 'Other' };
const grant: MediaGrant = {
  demos: [
    {
      id: 'a',
      location: 'https://m/sealed/1.mp4',
      captions: 'https://m/sealed/2.vtt',
      thumbnail: 'https://m/t.jpg',
      preview: '',
    },
  ],
  videos: [{ id: 'v', url: 'https://videos.example/v.mp4' }],
};

describe('the media a gate gives (issue 26, item 5)', () => {
  it("puts the grant's addresses in place of the held-back ones, leaving the rest as it was", () => {
    expect(mediaGrant.parse(grant)).toEqual(grant);
    expect(grantedDemos([held, other], grant)).toEqual([
      {
        ...held,
        location: 'https://m/sealed/1.mp4',
        captions: 'https://m/sealed/2.vtt',
        thumbnail: 'https://m/t.jpg',
      },
      other,
    ]);
    expect(
      grantedVideos(
        [
          { id: 'v', url: '', title: 'V' },
          { id: 'w', url: 'u', title: 'W' },
        ],
        grant,
      ),
    ).toEqual([
      { id: 'v', url: 'https://videos.example/v.mp4', title: 'V' },
      { id: 'w', url: 'u', title: 'W' },
    ]);
    expect(grantedDemos([held], undefined)).toEqual([held]);
  });
});
