import { pageMessages } from '@showroom/contract';

/**
 * The links panel's and dialog's own labels: words the spec does not give (names of controls,
 * the delete confirmation, counts). Every string the spec gives is the contract's `pageMessages`.
 */
export const linkLabels = {
  panelLabel: 'Prospect links',
  tableLabel: (title: string) => `Prospect links for ${title}`,
  selectAll: 'Select all links',
  selectRow: (who: string) => `Select the link for ${who}`,
  copyFor: (who: string) => `Copy the link for ${who}`,
  deleteFor: (who: string) => `Delete the link for ${who}`,
  dateCreated: 'Date Created',
  noLinks: 'No links yet. Generate Link makes one for a prospect.',
  loadingLinks: 'Loading links...',
  retry: 'Retry',
  deleting: 'Delete in Progress',
  deleteTitle: 'Delete this link?',
  deleteMessage: (who: string) => `The link for ${who} stops opening at once. This cannot be undone.`,
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  refreshFailed: 'The new links are made, but the list could not be read again. Refresh the page.',
  // The dialog
  close: 'Close',
  dialogDescription: 'Make a link for one prospect, for every contact of a list, or for your website.',
  linkType: 'Link type',
  recipientEmail: 'Recipient email',
  recipientName: 'Recipient name (optional)',
  recipientEmailBulk: 'Recipient email column',
  recipientNameBulk: 'Recipient name column (optional)',
  placeholdersHeading: 'Placeholders',
  bulkGenerate: 'Bulk generate from a contact list',
  upgradeImage: 'Premium plan',
  bulkLocked:
    'Bulk generation is part of the Premium plan. Upgrade to make links for a whole contact list at once.',
  contactList: 'Contact list',
  chooseList: 'Choose a list',
  loadingLists: 'Loading contact lists...',
  listIdentifiers: (identifiers: readonly string[]) =>
    identifiers.length === 0
      ? 'This list has no identifiers.'
      : `Identifiers: ${identifiers.map((identifier) => `{{${identifier}}}`).join(', ')}`,
  /**
   * spec 3 §2.9: an outbound link is made in the 'Seller' mode (the seller's link for one
   * prospect; its failure is 'Failed to generate seller link'), an inbound one is the website link.
   */
  sellerLink: `${pageMessages.seller} link`,
  websiteLink: 'Website link',
  sellerId: 'Seller id',
  unpublishedMessage: 'Prospects cannot open this page until it is published. Make the link anyway?',
  bulkProgress: (done: number, total: number) =>
    `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} contacts`,
  bulkDone: (created: number, existing: number, dismissed: number) =>
    [
      `${created.toLocaleString('en-US')} new ${created === 1 ? 'link' : 'links'}`,
      existing > 0 ? `${existing.toLocaleString('en-US')} already had one` : null,
      dismissed > 0 ? `${dismissed.toLocaleString('en-US')} dismissed` : null,
    ]
      .filter(Boolean)
      .join(', '),
  copyFailedShort: 'Copy failed',
  /**
   * Issue 29, D.1: a placeholder with no value renders as nothing on the prospect's page; the
   * dialog says so before links are made.
   */
  inboundBlanks: (tokens: readonly string[]) =>
    `Visitors through this link are not among your contacts, so ${tokens
      .map((name) => `<${name}>`)
      .join(', ')} will show as nothing on their page.`,
  bulkBlanks: (placeholder: string, identifier: string, contacts: number) =>
    `${contacts.toLocaleString('en-US')} ${contacts === 1 ? 'contact' : 'contacts'} of this list ${
      contacts === 1 ? 'has' : 'have'
    } no {{${identifier}}}: no value for <${placeholder}>, so ${
      contacts === 1 ? 'it gets' : 'they get'
    } no link (dismissed).`,
} as const;
