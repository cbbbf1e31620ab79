/** The frames, share and preview pages (issue 12). */
export const frameMessages = {
  play: 'Play demo',
  close: 'Close',
  notFound: 'This content is not available.',
  previewExpired: 'This preview has expired. Open a new one from the editor.',
  processing: 'This demo is still being prepared. Please come back in a moment.',
  /** The rep's preview page: a banner above the widget (a preview records nothing). */
  previewBanner: 'Preview: this is how prospects see it. Nothing you do here is recorded.',
  /** The accessible name of a page's company header: the logo's text alternative. */
  logo: (companyName: string) => (companyName ? `${companyName} logo` : 'Company logo'),
  /** The Hero's link opens a new tab: said to screen readers after its label. */
  opensInNewTab: '(opens in a new tab)',
} as const;
