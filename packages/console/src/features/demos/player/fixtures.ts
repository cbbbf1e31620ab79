import { annotationDefaults, type Recording } from '@showroom/contract';

/** A drawn poster (no network, the same pixels every run). */
const poster = (accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#F1F3F7"/><rect width="1280" height="56" fill="${accent}"/><rect x="40" y="96" width="260" height="584" rx="12" fill="#fff"/><rect x="340" y="96" width="900" height="280" rx="12" fill="#fff"/><rect x="340" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="810" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="1080" y="300" width="120" height="44" rx="8" fill="#18B0AA"/></svg>`,
  )}`;

const recording = (id: string, title: string, accent: string, appearAt: number): Recording => ({
  id,
  title,
  description: '',
  type: 'default',
  // No source in stories: the poster shows and nothing plays by itself.
  location: '',
  thumbnail: poster(accent),
  preview: '',
  captions: '',
  coordinates: {
    intrinsic: { intrinsicVideoWidth: 1280, intrinsicVideoHeight: 720 },
    hotspots: [
      {
        id: `${id}-h1`,
        caption: 'Press Save to keep the new layout',
        captionPercentageFromTop: 56,
        captionPercentageFromLeft: 60,
        captionPercentageHeight: 12,
        captionPercentageWidth: 30,
        captionColor: annotationDefaults.captionColor,
        appearAt,
        hotspotColor: '#1E41AF',
        hotspotStyle: 'DARK',
        percentageFromTop: 44,
        percentageFromLeft: 89,
      },
    ],
    rectangles: [],
    defaultCaptionColor: annotationDefaults.captionColor,
    defaultBorderColor: annotationDefaults.borderColor,
    defaultHotspotColor: annotationDefaults.hotspotColor,
    defaultBackgroundColor: annotationDefaults.backgroundColor,
  },
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-20 15:04:05',
  date_modified: '2026-11-20 15:04:05',
  media_status: 'ready',
  media_error: '',
  duration: 12,
});

/** Three demos of a list: two ready, one still processing (the selector leaves it out). */
export const sampleRecordings: Recording[] = [
  recording('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', 'Acme onboarding tour', '#1E41AF', 2),
  recording('7c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', 'Reports in two minutes', '#19A93F', 3),
  {
    ...recording('5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', 'Uploading now', '#E95700', 1),
    media_status: 'processing',
  },
];
