import {
  type Cyoa,
  type CyoaStep,
  defaultCyoaSettings,
  defaultRestrictedRedirect,
  defaultVerification,
  type FrameData,
  type Recording,
} from '@showroom/contract';
import { poster, sampleRecording } from '../../player/stories/sample.ts';
import brochure from './brochure-3-pages.pdf?url';

/** The 3-page fixture brochure, at an absolute address as a media origin would give it. */
export const brochureUrl = new URL(brochure, window.location.href).href;
/** An address of the same server that answers no PDF: the viewer cannot read it. */
export const notAPdfUrl = new URL('/no-such-brochure.pdf', window.location.href).href;

const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const repId = '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a';
const dates = { date_created: '2026-11-23 10:00:00', date_modified: '2026-11-23 10:00:00' };

const recording = (id: string, title: string, thumbnail = poster): Recording => ({
  ...sampleRecording,
  id,
  title,
  thumbnail,
  description: '',
  type: 'default',
  preview: '',
  salesrep_id: repId,
  salesrep_name: 'Ada Rep',
  company_id: companyId,
  ...dates,
  media_status: 'ready',
  media_error: '',
});

/** A drawn thumbnail (no network, the same pixels every run). */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><rect x="24" y="24" width="120" height="16" rx="8" fill="#fff" opacity="0.8"/></svg>`,
  )}`;

export const tour = recording('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b', 'Acme onboarding tour');
export const reports = recording(
  '3a5b7c9d-2e4f-4a6b-8c0d-1e2f3a4b5c6d',
  'Reports in two minutes',
  picture('#18B0AA'),
);
export const billing = recording(
  '4b6c8d0e-3f5a-4b7c-9d1e-2f3a4b5c6d7e',
  'Billing made simple',
  picture('#AC1DFF'),
);

/**
 * A journey with every kind of card: a demo, a question whose answer picks a rule's card (a PDF
 * for Sales, a modal with an input for Support), a multiple-choice and a text question, a modal
 * whose button ends it, and a wrap-up recommending three demos.
 */
export const journey: CyoaStep[] = [
  { index: 0, type: 'demo', value: tour.id, label: 'Take the tour' },
  {
    index: 1,
    type: 'question',
    question: 'What brings you here?',
    choices: ['Sales', 'Support'],
    questionType: 'single',
  },
  {
    index: 2,
    type: 'rule',
    condition: { question: 1, answer: 'Sales' },
    result: { type: 'pdf', pdf: { link: brochureUrl, title: 'Pricing brochure' } },
  },
  {
    index: 3,
    type: 'rule',
    condition: { question: 1, answer: 'Support' },
    result: {
      type: 'modal',
      title: 'Talk to our support team',
      description: 'Tell us how many agents you have and we will tailor the next steps.',
      showInputBox: true,
      inputPlaceholder: 'Number of agents',
      firstCTA: { show: true, label: 'Continue', action: 'next', link: '' },
      secondCTA: {
        show: true,
        label: 'Visit the help center',
        action: 'link',
        link: 'https://help.acme.example/',
      },
    },
  },
  {
    index: 4,
    type: 'question',
    question: 'Which tools do you use today?',
    choices: ['CRM', 'E-mail', 'Chat'],
    questionType: 'multiple',
  },
  {
    index: 5,
    type: 'question',
    question: 'Anything else we should know?',
    choices: ['-'],
    questionType: 'text',
  },
  {
    index: 6,
    type: 'modal',
    title: 'Want a personal demo?',
    description: 'We can walk your team through it live.',
    showInputBox: false,
    inputPlaceholder: '',
    firstCTA: { show: true, label: 'Finish', action: 'wrapUp', link: '' },
    secondCTA: { show: true, label: 'Book a call', action: 'link', link: 'https://acme.example/book' },
  },
];

export const cyoaRecord = (overrides: Partial<Cyoa> = {}): Cyoa => ({
  id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b',
  name: 'Find your way around Acme',
  assignedCategoryID: '',
  assignedProductID: '',
  assignedFeatureID: '',
  settings: { ...defaultCyoaSettings(), wrapUpScreen: true },
  episodes: journey,
  recommendations: { show: true, list: [reports.id, billing.id, tour.id] },
  restricted_redirect: defaultRestrictedRedirect(),
  verification_content: defaultVerification(),
  custom_thumbnail: '',
  custom_blinker: '',
  live: 1,
  salesrep_id: repId,
  salesrep_name: 'Ada Rep',
  company_id: companyId,
  ...dates,
  ...overrides,
});

export const frameOf = (cyoa: Cyoa, demos: Recording[] = [tour, reports, billing]): FrameData => ({
  mode: 'embed',
  companyId,
  widget: { kind: 'cyoa', cyoa },
  demos,
  look: {
    style: {
      textColor: '#1c2024',
      bgColor: '#ffffff',
      buttonBgHoverColor: '#1E3B8A',
      buttonBgColor: '#1E41AF',
      headerColor: '#1c2024',
      borderColor: '#e0e1e6',
      fontName: '',
      showCompanyName: true,
    },
    companyName: 'Acme',
    logo: '',
  },
  audienceUrl: 'http://localhost:4001',
  hostOrigin: '',
  record: true,
});
