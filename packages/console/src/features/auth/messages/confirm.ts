/** /confirm (ADR 0007); the outcomes' own strings are the contract's `authMessages`. */
export const confirmLabels = {
  heading: 'Confirm your e-mail address',
  confirming: 'Confirming your e-mail address…',
  confirmedHeading: 'Thank you',
  invalidHeading: 'This link does not work',
  invalidHelp: 'Log in and choose Resend on the banner to get a new link.',
  logIn: 'Log in',
  retry: 'Try again',
} as const;
