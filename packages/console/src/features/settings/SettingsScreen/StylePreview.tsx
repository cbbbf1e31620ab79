import {
  defaultRestrictedRedirect,
  defaultVerification,
  type FrameWidget,
  type ProspectStyle,
  type Recording,
} from '@showroom/contract';
import type { StyleValues } from '@showroom/machines';
import { ProspectLook, SharePage, SoloFrame } from '@showroom/widgets';
import { settingsLabels } from '../messages.ts';
import { Section } from './layout.ts';

export type StylePreviewProps = {
  style: StyleValues;
  /** The company's name, shown in the preview's header when 'show company name' is on. */
  companyName: string;
  /** The company's logo's address, or null when it has none. */
  logo: string | null;
};

const ids = {
  company: '00000000-0000-4000-8000-000000000001',
  demo: '00000000-0000-4000-8000-000000000002',
  solo: '00000000-0000-4000-8000-000000000003',
};
const dates = { date_created: '2026-01-01 00:00:00', date_modified: '2026-01-01 00:00:00' };

/** A product screen drawn inline: the preview needs no demo of the company's. */
const screen = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#F1F3F7"/><rect width="1280" height="56" fill="#C9D2E3"/><rect x="40" y="96" width="260" height="584" rx="12" fill="#fff"/><rect x="340" y="96" width="900" height="280" rx="12" fill="#fff"/><rect x="340" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="810" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="380" y="140" width="300" height="28" rx="14" fill="#E2E6EE"/></svg>',
)}`;

const demo: Recording = {
  id: ids.demo,
  title: settingsLabels.previewHeading,
  description: '',
  type: 'default',
  location: '',
  thumbnail: screen,
  preview: '',
  captions: '',
  coordinates: {
    intrinsic: { intrinsicVideoWidth: 1280, intrinsicVideoHeight: 720 },
    hotspots: [],
    rectangles: [],
    defaultCaptionColor: '#000000',
    defaultBorderColor: '#000000',
    defaultHotspotColor: '#B9C3D6',
    defaultBackgroundColor: '#B9C3D6',
  },
  salesrep_id: ids.company,
  salesrep_name: '',
  company_id: ids.company,
  ...dates,
  media_status: 'ready',
  media_error: '',
  duration: 0,
};

type Solo = Extract<FrameWidget, { kind: 'solo' }>['solo'];

/** A Solo with the CTA teaser: its button in the company's button colours. */
const soloOf = (style: StyleValues): Solo => ({
  id: ids.solo,
  salesrep_id: ids.company,
  salesrep_name: '',
  company_id: ids.company,
  recording_id: ids.demo,
  name: settingsLabels.previewHeading,
  show_preview: 0,
  show_custom_thumbnail: 0,
  custom_thumbnail: '',
  show_controls: 1,
  is_muted: 1,
  is_sneak: 0,
  is_cta: 1,
  is_hotspot: 0,
  cta_type: 'button',
  cta_text: settingsLabels.previewButton,
  blinker_style: 'PLAY',
  blinker_size: 'LARGE',
  custom_blinker: '',
  launch_button: {
    triangle_color: '#FFFFFF',
    circle_color: style.buttonBgColor,
    hover_color: style.buttonBgHoverColor,
    hotspot_color: style.buttonBgColor,
  },
  verification_content: defaultVerification(),
  restricted_redirect: defaultRestrictedRedirect(),
  ...dates,
  live: 1,
  is_gated: 0,
  email_required: 0,
  custom_verification: 0,
  check_blocklist: 0,
  redirect_to_restricted_domain: 0,
  check_domain: 0,
  check_twofactor: 0,
});

/**
 * spec 1 §2 Preview: the prospect's page as prospects see it, drawn by the audience app's own
 * frames (@showroom/widgets): the company's header with its logo and name, its colours and font,
 * and a widget whose button takes the company's button colours. A picture: nothing plays here.
 */
export function StylePreview({ style, companyName, logo }: StylePreviewProps) {
  const look: ProspectStyle = { style, companyName, logo: logo ?? '' };
  return (
    <Section aria-label={settingsLabels.preview}>
      <ProspectLook
        look={look}
        kind="solo"
        style={
          {
            '--page-min-height': '0',
            border: 'var(--border-width) solid var(--color-border)',
            borderRadius: 'var(--radius-md)',
            overflow: 'hidden',
          } as React.CSSProperties
        }
      >
        <SharePage
          look={look}
          share={{ title: settingsLabels.previewHeading, description: settingsLabels.previewBody }}
          titleLevel={3}
          nested
        >
          <SoloFrame solo={soloOf(style)} recording={demo} still />
        </SharePage>
      </ProspectLook>
    </Section>
  );
}
