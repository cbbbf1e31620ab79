/**
 * Labels of the embeds list, the type chooser, the share and the embed-code dialogs that spec 2
 * leaves to us (aria labels, empty state, retry, failures it does not word). The spec's strings are
 * the contract's `embedMessages`.
 */
export const listLabels = {
  cardsLabel: 'Embeds',
  // Issue 29 B.2: the way to the Sneakpeek form, which the list and the type chooser leave out (spec 2 §2).
  sneakpeeks: 'Sneakpeek widgets',
  empty: 'No embeds yet',
  emptyHint: 'Create a Choose Your Adventure, Solo or Hero embed from one of your demos.',
  retry: 'Refresh',
  // Issue 29 B.10: a page number past the end.
  pageEmpty: (page: number) => `There is nothing on page ${page}.`,
  firstPage: 'Go to page 1',
  pagination: 'Embed pages',
  opensInNewTab: '(opens in a new tab)',
  moreFor: (name: string) => `More actions for ${name}`,
  embedCodeOf: (name: string) => `Embed code of ${name}`,
  createdBy: (rep: string) => `Created by ${rep}`,
  deleteWarning: (name: string) => `'${name}' is deleted for good, with its settings and share links.`,
  // Type chooser
  embedType: 'Embed type',
  kindDescriptions: {
    cyoa: 'A branching journey of demos, PDFs, questions and modals.',
    solo: 'A launcher for one demo, with a thumbnail, animation, hotspot or CTA teaser.',
    hero: 'A banner with a headline, text and a link beside the demo.',
  },
  // Share dialog
  shareDescription: 'A hosted page with this embed, a title and a description, to send to prospects.',
  shareFailed: 'The link could not be generated. Try again.',
  copyFailed: 'Could not copy: select the link and copy it.',
  copyFailedShort: 'Could not copy',
  close: 'Close',
  // Issue 29 B.4: the widget's active share links, each with Revoke.
  activeLinks: 'Active links',
  linksLoading: 'Loading the active links...',
  linksLoadFailed: 'The active links could not be loaded.',
  noActiveLinks: 'No active links. A link you generate is listed here until you revoke it.',
  linkMade: (date: string, rep: string) => `Made ${date} by ${rep}`,
  revoke: 'Revoke',
  revokeLink: (date: string, rep: string) => `Revoke the link made ${date} by ${rep}`,
  revokeFailed: 'The link could not be revoked. Try again.',
  // Embed code dialog
  embedCodeDescription: 'Paste this code where the embed should appear on your site.',
  embedCodeLabel: 'Embed code',
  codeCopyFailed: 'Could not copy: select the code and copy it.',
  // Issue 12: the snippet carries the loader's integrity, asked for when the dialog opens.
  embedCodeLoading: 'Loading the embed code...',
  embedCodeUnverified:
    "The loader's integrity hash could not be loaded, so this code has none: it works, but browsers will not check the loader. Close and open the dialog again to get it.",
} as const;
