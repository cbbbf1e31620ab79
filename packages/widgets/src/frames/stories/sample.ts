import {
  defaultLaunchButton,
  defaultRestrictedRedirect,
  defaultVerification,
  type FrameData,
  type FrameWidget,
  type Recording,
} from '@showroom/contract';
import clip from '../../player/stories/clip-6s.mp4';
import { sampleHotspot, sampleRecording } from '../../player/stories/sample.ts';

/**
 * Frame data as the audience host writes it (contract prospect/frame.ts), for the frames' stories
 * and tests: a company's look, its demo and one widget of each kind. Pictures are drawn inline so
 * stories need no media server; `withClip` gives the demo the real 6 s fixture video.
 */
export const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const salesRep = { salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a', salesrep_name: 'Dana Rep' };
const dates = { date_created: '2026-11-23 10:00:00', date_modified: '2026-11-23 10:00:00' };

export const sampleDemo: Recording = {
  ...sampleRecording,
  ...salesRep,
  ...dates,
  description: '',
  type: 'default',
  preview: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#AC1DFF"/><text x="40" y="90" font-family="sans-serif" font-size="64" fill="#fff">Animation (GIF)</text></svg>',
  )}`,
  company_id: companyId,
  media_status: 'ready',
  media_error: '',
};

/** The demo with the real 6 s clip and a hotspot at 1 s (stories and tests that play). */
export const withClip: Recording = {
  ...sampleDemo,
  location: clip,
  duration: 6,
  coordinates: { ...sampleDemo.coordinates, hotspots: [{ ...sampleHotspot, appearAt: 1 }], rectangles: [] },
};

const gatingOff = {
  is_gated: 0,
  email_required: 0,
  custom_verification: 0,
  check_blocklist: 0,
  redirect_to_restricted_domain: 0,
  check_domain: 0,
  check_twofactor: 0,
} as const;

const common = {
  ...salesRep,
  ...dates,
  company_id: companyId,
  recording_id: sampleDemo.id,
  show_preview: 0,
  show_custom_thumbnail: 0,
  custom_thumbnail: '',
  show_controls: 1,
  is_muted: 1,
  blinker_style: 'PLAY',
  launch_button: defaultLaunchButton(),
  verification_content: defaultVerification(),
  restricted_redirect: defaultRestrictedRedirect(),
  live: 1,
  ...gatingOff,
} as const;

export type Hero = Extract<FrameWidget, { kind: 'hero' }>['hero'];
export type Solo = Extract<FrameWidget, { kind: 'solo' }>['solo'];
export type Sneakpeek = Extract<FrameWidget, { kind: 'sneakpeek' }>['sneakpeek'];

export const sampleHero: Hero = {
  ...common,
  id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b',
  name: 'Homepage hero',
  headline: 'See Acme in two minutes',
  description: 'A short, interactive tour of the dashboards your team uses every day.',
  action_label: 'Book a call',
  action_link: 'https://acme.example/book',
};

export const sampleSolo: Solo = {
  ...common,
  id: '1d3f5a7c-9e1b-4d3f-8a5c-7e9b1d3f5a7c',
  name: 'Pricing page tour',
  is_sneak: 0,
  is_cta: 0,
  is_hotspot: 0,
  cta_type: 'button',
  cta_text: 'See it in action',
  blinker_size: 'LARGE',
  custom_blinker: '',
};

export const sampleSneakpeek: Sneakpeek = {
  ...salesRep,
  ...dates,
  id: '5b7d9f1a-3c5e-4b7d-9f1a-3c5e7b9d1f3a',
  name: 'Reports sneak peek',
  recording_id: sampleDemo.id,
  is_muted: 1,
  is_gated: 0,
  show_controls: 1,
  live: 1,
  company_id: companyId,
};

export const sampleLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="32" height="32" rx="8" fill="#18B0AA"/><path d="M9 23l7-14 7 14z" fill="#fff"/><text x="40" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#0f172a">acme</text></svg>',
)}`;

export const sampleLook: FrameData['look'] = {
  style: {
    textColor: '#1C2024',
    bgColor: '#FFFFFF',
    buttonBgColor: '#1E41AF',
    buttonBgHoverColor: '#1E3B8A',
    headerColor: '#F1F5F9',
    borderColor: '#E0E1E6',
    fontName: 'Lora',
    showCompanyName: true,
  },
  companyName: 'Acme Analytics',
  logo: sampleLogo,
};

/** Frame data for one widget, in embed mode, unframed (stories have no host page). */
export const frameOf = (widget: FrameWidget, overrides: Partial<FrameData> = {}): FrameData => ({
  mode: 'embed',
  companyId,
  widget,
  demos: [sampleDemo],
  look: sampleLook,
  audienceUrl: 'http://localhost:4001',
  hostOrigin: '',
  record: true,
  ...overrides,
});

export const heroFrame = frameOf({ kind: 'hero', hero: sampleHero });
export const soloFrame = frameOf({ kind: 'solo', solo: sampleSolo });
export const sneakpeekFrame = frameOf({ kind: 'sneakpeek', sneakpeek: sampleSneakpeek });
