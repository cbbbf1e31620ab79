/** Labels of this screen that spec 2 leaves to us (buttons, aria labels). The spec's strings are the contract's `embedMessages`. */
export const sharedLabels = {
  close: 'Close',
  // spec 2 §2 Gating options panel: the controls it names, in the rep's words.
  gatingTitle: 'Identity verification',
  gatingOptions: {
    is_gated: 'Verify identity',
    email_required: 'Email required',
    custom_verification: 'Custom verification',
    check_blocklist: 'Check blocklist',
    redirect_to_restricted_domain: 'Redirect to restricted domain',
    check_domain: 'Check domain',
    check_twofactor: 'Check two-factor (link click)',
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
} as const;
