/** spec 3 §2.11 and §8 Analytics: every string the analytics screens show, letter for letter. */
export const analyticsMessages = {
  heading: 'Analytics',
  embedsTab: 'Embeds',
  pagesTab: 'Pages',
  /** §2.11 chart titles. */
  demoViews: 'Demo Views',
  clickthroughRate: 'Clickthrough Rate',
  viewDuration: 'View Duration',
  ctaClicks: 'CTA Clicks',
  audienceJourney: 'Audience Journey',
  pdfEngagement: 'PDF Engagement',
  audienceResponses: 'Audience Responses',
  audienceQuestions: 'Audience Questions',
  pageViews: 'Page Views',
  recommendations: 'Recommendations',
  contactInformation: 'Contact Information',
  field: 'Field',
  value: 'Value',
  selectVisitor: 'Select Visitor',
  selectPage: 'Select page',
  selectDate: 'Select Date',
  frequencyOfResponses: 'Frequency of responses',
  wrapUpScreen: 'Wrap up screen',
  /** §2.11 widget picker suffixes. */
  kindSuffix: { hero: 'Hero', solo: 'Solo', cyoa: 'CYOA' },
  anonymous: 'anonymous',
  /** §2.11 / §8 states. */
  noData: 'No Data To Display',
  noDataToDownload: 'No Data To Download',
  loadingAnalytics: 'Loading Analytics...',
  loadingWidget: 'Loading Widget...',
  loadingWidgets: 'Loading Widgets...',
  fetchError: 'Error occurred while fetching data',
  downloadError: 'Error downloading URLs',
  loadError: "Couldn't retrieve data. Refresh page.",
  /** §9 tooltips. */
  viewsTooltip: (n: number) => `Views: ${n}`,
  responsesTooltip: (n: number) => `Responses: ${n}`,
} as const;

/** Ours: what the server says to a bad analytics request. */
export const analyticsServerMessages = {
  badRange: 'The start date must not be after the end date',
  rangeTooLong: 'The date range is too long',
  widgetKind: 'This chart is not available for this widget',
  notFound: 'Not found',
} as const;
