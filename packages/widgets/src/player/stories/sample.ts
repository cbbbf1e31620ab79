import { annotationDefaults, type Hotspot, hotspotStyles, type Rectangle } from '@showroom/contract';
import type { PlayerContext } from '@showroom/machines';
import type { PlayerRecording } from '../useDemoPlayer.ts';

/** A drawn poster (no network, the same pixels every run): stories show the frame before play. */
export const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#F1F3F7"/><rect x="0" y="0" width="1280" height="56" fill="#1E41AF"/><rect x="40" y="96" width="260" height="584" rx="12" fill="#fff"/><rect x="340" y="96" width="900" height="280" rx="12" fill="#fff"/><rect x="340" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="810" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="380" y="140" width="300" height="28" rx="14" fill="#C9D2E3"/><rect x="1080" y="300" width="120" height="44" rx="8" fill="#18B0AA"/></svg>',
)}`;

export const sampleHotspot: Hotspot = {
  id: 'h1',
  caption: 'Press Save to keep the new layout',
  captionPercentageFromTop: 56,
  captionPercentageFromLeft: 60,
  captionPercentageHeight: 12,
  captionPercentageWidth: 30,
  captionColor: annotationDefaults.captionColor,
  appearAt: 2,
  hotspotColor: '#1E41AF',
  hotspotStyle: 'DARK',
  percentageFromTop: 44,
  percentageFromLeft: 89,
};

export const sampleRegion: Rectangle = {
  id: 'r1',
  caption: 'Everything about the account lives in this panel',
  captionPercentageFromTop: 36,
  captionPercentageFromLeft: 28,
  captionPercentageHeight: 12,
  captionPercentageWidth: 30,
  captionColor: '#FFFFFF',
  appearAt: 5,
  borderColor: '#1E41AF',
  backgroundColor: annotationDefaults.backgroundColor,
  captionBackgroundColor: '#1E41AF',
  percentageFromTop: 13,
  percentageFromLeft: 26.5,
  percentageHeight: 39,
  percentageWidth: 70.5,
};

export const sampleRecording: PlayerRecording = {
  id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  title: 'Acme onboarding tour',
  location: '',
  thumbnail: poster,
  captions: '',
  duration: 12,
  coordinates: {
    intrinsic: { intrinsicVideoWidth: 1280, intrinsicVideoHeight: 720 },
    hotspots: [sampleHotspot],
    rectangles: [sampleRegion],
    defaultCaptionColor: annotationDefaults.captionColor,
    defaultBorderColor: annotationDefaults.borderColor,
    defaultHotspotColor: annotationDefaults.hotspotColor,
    defaultBackgroundColor: annotationDefaults.backgroundColor,
  },
};

/**
 * `count` annotations over `seconds`, hotspots and click regions in turn, every style: the bench's
 * load (issue 10: "player frame pacing with 200 annotations").
 */
export const manyAnnotations = (count: number, seconds: number) => {
  const hotspots: Hotspot[] = [];
  const rectangles: Rectangle[] = [];
  for (let index = 0; index < count; index += 1) {
    const appearAt = Math.round(((index + 0.5) * seconds * 1000) / count) / 1000;
    const spot = { top: 10 + ((index * 37) % 80), left: 10 + ((index * 53) % 80) };
    if (index % 2 === 0)
      hotspots.push({
        ...sampleHotspot,
        id: `h${index}`,
        caption: `Step ${index + 1}`,
        appearAt,
        hotspotStyle: hotspotStyles[index % hotspotStyles.length]!,
        percentageFromTop: spot.top,
        percentageFromLeft: spot.left,
      });
    else
      rectangles.push({
        ...sampleRegion,
        id: `r${index}`,
        caption: `Step ${index + 1}`,
        appearAt,
        percentageFromTop: Math.min(spot.top, 80),
        percentageFromLeft: Math.min(spot.left, 80),
        percentageHeight: 12,
        percentageWidth: 16,
      });
  }
  return { hotspots, rectangles };
};

/** The machine's context for a story that starts in a given state (the machine's own defaults first). */
export const storyContext = (
  recording: PlayerRecording,
  overrides: Partial<PlayerContext> = {},
): PlayerContext => ({
  speedIndex: 0,
  muted: true,
  pointerVisible: true,
  captionsOn: true,
  hotspots: recording.coordinates.hotspots.map((hotspot) => ({ ...hotspot, shown: false })),
  rectangles: recording.coordinates.rectangles.map((rectangle) => ({ ...rectangle, shown: false })),
  active: null,
  currentTime: 0,
  duration: recording.duration,
  ...overrides,
});
