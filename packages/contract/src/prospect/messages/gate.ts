/**
 * The e-mail gate (issue 12). Documents 2 and 3 draw no prospect surface: these strings are ours,
 * except the verification texts a gate shows by default (spec 2 §3 verification_content,
 * embeds/constants.ts defaultVerificationContent).
 */
export const gateMessages = {
  submit: 'Continue',
  skip: 'Skip',
  /** The input's accessible name when the rep's placeholder is empty. */
  emailLabel: 'Email address',
  optionalHint: 'Optional: you may skip this step.',
  checking: 'Checking...',
  invalidEmail: 'Please enter a valid email address.',
  required: 'Please enter your email address to continue.',
  /** A domain on the company's blocklist, or a free or disposable mail provider. */
  restrictedDomain: 'Please use your work email address.',
  /** The domain has no mail server (no MX, no A or AAAA record). */
  domainCannotReceive: 'This email domain cannot receive mail. Please check the address.',
  /** The domain's lookup timed out or failed: we cannot say it is wrong, but cannot check it either. */
  domainUnchecked: 'We could not check this email domain. Please try again in a moment.',
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  unreachable: 'We could not reach the server. Please try again.',
  /** Two-factor: the mail went out; the frame waits for the click. */
  verifySent: 'We sent a link to your inbox. Open it and confirm to continue.',
  checkInbox: 'Check your inbox',
  waiting: 'Waiting for your confirmation...',
  useAnother: 'Use another address',
  mailFailed: 'We could not send the confirmation mail. Please try again.',
  /** The redirected state's heading when the rep's message has no title. */
  redirectedTitle: 'This content is not available for your address',
  /** The mail a prospect receives. */
  mailSubject: 'Confirm your email address',
  mailText: (link: string, minutes: number) =>
    `Someone asked to view a demo with this address.\n\nTo confirm it was you, open this link and press "Confirm" (it expires in ${minutes} minutes):\n\n${link}\n\nIf it was not you, ignore this mail.`,
  /** The page the mailed link opens (GET shows it; only its button's POST confirms). */
  confirmTitle: 'Confirm your email address',
  confirmBody: 'Press the button to confirm this address and open the demo.',
  confirmButton: 'Confirm',
  confirmedTitle: 'Thank you',
  confirmedBody: 'Your address is confirmed. You can return to the demo: it opens on its own.',
  expiredTitle: 'This link has expired',
  expiredBody: 'Go back to the demo and enter your address again to get a new link.',
} as const;
