import { planSettingLabels } from '@showroom/contract';

/** Labels of this screen that spec 2 leaves to us (buttons, aria labels). The spec's strings are the contract's `embedMessages`. */
export const sharedLabels = {
  close: 'Close',
  // spec 2 §2 Gating options panel: the controls it names, in the rep's words.
  gatingTitle: 'Identity verification',
  // The contract's: the server's plan refusal names a setting by the same words (planRefusal).
  gatingOptions: {
    is_gated: planSettingLabels.is_gated,
    email_required: planSettingLabels.email_required,
    custom_verification: planSettingLabels.custom_verification,
    check_blocklist: planSettingLabels.check_blocklist,
    redirect_to_restricted_domain: planSettingLabels.redirect_to_restricted_domain,
    check_domain: planSettingLabels.check_domain,
    check_twofactor: planSettingLabels.check_twofactor,
  },
  // The verification-content card (spec 2 §3 verification_content).
  verificationTitle: 'Verification content',
  verificationHeading: 'Title',
  verificationDescription: 'Description',
  verificationPlaceholder: 'Email field placeholder',
  // The restricted-redirect card.
  redirectTitle: 'Restricted domain',
  redirectChoice: 'When a restricted domain is entered',
  redirectDemo: 'Demo to play',
  messageTitle: 'Title',
  messageDescription: 'Description',
  primaryButton: 'Primary button',
  buttonLabel: 'Button label',
  buttonUrl: 'Button URL',
  // The demo select.
  demo: 'Demo',
  chooseDemo: 'Choose a demo',
  noDemoMatches: 'No demo matches',
  // Teaser and launch button settings.
  teaserStyle: 'Teaser style',
  animationNeedsRecording: 'Only a recorded demo has an animation',
  thumbnail: 'Thumbnail',
  thumbnailImage: 'Custom thumbnail',
  icon: 'Custom icon',
  chooseImage: 'Choose image',
  replaceImage: 'Replace image',
  clearImage: 'Clear',
  imageTooLarge: 'The image is larger than 5 MB',
  ctaLook: 'CTA look',
  ctaText: 'CTA text',
  launchButton: 'Launch button',
  launchStyle: 'Launch button style',
  playSmall: 'Play (Small)',
  playLarge: 'Play (Large)',
  play: 'Play',
  custom: 'Custom icon',
  presets: { SLACK: 'Chat bubble', PULSE: 'Pulse', ARROW: 'Arrow', SPARK: 'Spark' },
  colours: 'Colours',
  circleColour: 'Circle',
  hoverColour: 'Circle hover',
  triangleColour: 'Triangle',
  hotspotColour: 'Hotspot',
  invalidHex: 'Enter a HEX colour like #1E41AF',
  preview: 'Live preview',
  // The marketplace mapping panel.
  marketplaceTitle: 'Marketplace mapping',
  // Issue 29 B.8: 'Confirm Save' names the embed that loses the feature (the spec words no such line).
  losesMapping: (name: string) => `'${name.trim() || 'N/A'}' shows on this feature now and loses it.`,
  category: 'Category',
  product: 'Product',
  feature: 'Feature',
  loadingCatalogue: 'Loading the marketplace...',
  tryAgain: 'Try again',
} as const;
