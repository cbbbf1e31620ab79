/**
 * The console's own Privacy Policy and Terms of Service: short, and only what the software does.
 * A deployment that has its own documents points VITE_PRIVACY_URL and VITE_TERMS_URL at them.
 */
export const privacyPage = {
  title: 'Privacy Policy',
  intro:
    'Showroom is open-source software for building sales demos. Whoever runs this copy of it is responsible for the data it holds; this page says what the software itself keeps and why.',
  sections: [
    {
      heading: 'What we keep about you',
      body: 'Your name, your work e-mail address, your company and its settings, and what you create: demos, embeds, pages, and the contact lists you upload. Your password is kept only as an Argon2id hash; session tokens only as hashes.',
    },
    {
      heading: 'What we keep about the prospects you show demos to',
      body: 'The contacts you upload, and what prospects do with your demos (views, answers, clicks), so you can see it in Analytics. Only your company sees them.',
    },
    {
      heading: 'Cookies',
      body: "The console keeps your session in cookies of its own site, so you stay signed in. They are not shared with prospects' pages or with anyone else, and there are no advertising or tracking cookies.",
    },
    {
      heading: 'What we do not do',
      body: 'We send no newsletters and sell no data. E-mails go out only when your account needs them: confirming your address, resetting your password.',
    },
    {
      heading: 'Your choices',
      body: 'Ask whoever runs this Showroom to correct or delete your data. If you do not agree to this policy, choose Logout on the popup that asks you to accept it.',
    },
  ],
} as const;

export const termsPage = {
  title: 'Terms of Service',
  intro:
    'These terms apply to this copy of Showroom. Whoever runs it may replace them with their own; then the links in the console point there.',
  sections: [
    {
      heading: 'Your account',
      body: 'Sign up with your own work e-mail address and keep your password to yourself. You are responsible for what is done with your account.',
    },
    {
      heading: 'Your content and your contacts',
      body: 'What you upload stays yours. Upload only content you have the right to use, and only contacts you are allowed to reach.',
    },
    {
      heading: 'Fair use',
      body: 'Do not use Showroom to send spam, to mislead prospects, or to attack the service. Accounts that do may be suspended.',
    },
    {
      heading: 'No warranty',
      body: 'Showroom is provided as it is, under its open-source licence, without any warranty.',
    },
  ],
} as const;

export const legalLabels = {
  back: 'Back to Showroom',
} as const;
