/** The CYOA runtime (issue 12). */
export const cyoaRuntimeMessages = {
  next: 'Next',
  back: 'Back',
  /** The intro: the CYOA's name is its heading. */
  start: 'Start',
  intro: (steps: number) =>
    `A short journey of ${steps} ${steps === 1 ? 'step' : 'steps'}. Your answers choose what you see next.`,
  /** The journey's name for assistive technology: the region around the cards. */
  region: (name: string) => (name ? `${name}: choose your path` : 'Choose your path'),
  progress: (current: number, total: number) => `Step ${current} of ${total}`,
  /** A question. */
  chooseOne: 'Choose one answer.',
  chooseAny: 'Choose all that apply.',
  yourAnswer: 'Your answer',
  answerNeeded: 'Choose an answer to continue.',
  textNeeded: 'Type an answer to continue.',
  /** A demo step. */
  demoUnavailable: 'This demo is not available right now. Press Next to go on.',
  demoProcessing: 'This demo is still being prepared. Press Next to go on.',
  /** A PDF step. */
  pdfFrame: (title: string) => `${title} (PDF)`,
  openPdf: 'Open the PDF in a new tab',
  downloadPdf: 'Download the PDF',
  /** The PDF viewer (pages drawn in the card; the browser's own viewer when the PDF cannot be read). */
  pdfLoading: 'Loading the PDF…',
  pdfPages: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** A modal's link opens a new tab: said after its label to screen readers. */
  opensInNewTab: '(opens in a new tab)',
  /** The wrap-up screen. */
  wrapUpHeading: 'Thanks for taking the tour',
  wrapUpText: 'You reached the end of the journey.',
  recommendations: 'Recommended for you',
  watch: (title: string) => `Watch ${title}`,
  backToWrapUp: 'Back to the recommendations',
  restart: 'Start again',
  /** The wrap-up's step event title (spec 3 §4.6: the flow diagram's last node). */
  wrapUpTitle: 'Wrap up screen',
} as const;
