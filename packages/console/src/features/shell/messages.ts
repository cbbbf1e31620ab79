/** UI-only labels of the minimal shell and the not-found page; the spec gives none of these. */
export const shellLabels = {
  logout: 'Logout',
  welcome: (name: string) => `Welcome, ${name}`,
  comingSoon: 'Demos, embeds, pages, contacts and analytics will appear here.',
} as const;

export const notFoundLabels = {
  heading: 'Page not found',
  body: "The address you opened doesn't match any page of the console.",
  home: 'Go to the console',
} as const;
