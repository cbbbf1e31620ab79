/**
 * Where the Privacy Policy and the Terms of Service live: a deployment sets VITE_PRIVACY_URL and
 * VITE_TERMS_URL (docs/configuration.md); without them, the console's own short pages.
 */
export const privacyUrl: string = import.meta.env.VITE_PRIVACY_URL || '/privacy';
export const termsUrl: string = import.meta.env.VITE_TERMS_URL || '/terms';

export const legalLinkLabels = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  /** Links open in a new tab, so a form or a popup the rep is in stays as it was. */
  newTab: '(opens in a new tab)',
} as const;
