import { type Coordinates, emptyCoordinates, type Recording } from '@showroom/contract';

/**
 * A demo for stories and tests, in the shape the contract's reply has. No video address: the
 * player shows its black box, so screenshots do not depend on decoding a file.
 */
export const sampleCoordinates = (): Coordinates => ({
  ...emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
  hotspots: [
    {
      id: 'hotspot-1',
      caption: 'Open the settings here',
      captionPercentageFromTop: 15,
      captionPercentageFromLeft: 30,
      captionPercentageHeight: 10,
      captionPercentageWidth: 15,
      captionColor: '#000000',
      hotspotColor: '#B9C3D6',
      hotspotStyle: 'DARK',
      percentageFromTop: 20,
      percentageFromLeft: 25,
      appearAt: 2.5,
      shown: false,
    },
  ],
  rectangles: [
    {
      id: 'rectangle-1',
      caption: '<b>Pick a plan</b>',
      captionPercentageFromTop: 72,
      captionPercentageFromLeft: 60,
      captionPercentageHeight: 10,
      captionPercentageWidth: 15,
      captionColor: '#000000',
      borderColor: '#000000',
      backgroundColor: '#B9C3D6',
      captionBackgroundColor: '#B9C3D6',
      percentageFromTop: 55,
      percentageFromLeft: 60,
      percentageHeight: 10,
      percentageWidth: 12,
      appearAt: 1,
      shown: false,
    },
  ],
});

export const sampleRecording = (overrides: Partial<Recording> = {}): Recording => ({
  id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  title: 'Onboarding tour',
  description: 'The first five minutes of a new workspace.',
  type: 'default',
  location: '',
  thumbnail: '',
  preview: '',
  captions: '',
  coordinates: sampleCoordinates(),
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-20 15:04:05',
  date_modified: '2026-11-20 15:04:05',
  media_status: 'ready',
  media_error: '',
  duration: 12,
  ...overrides,
});
