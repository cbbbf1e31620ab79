/**
 * UI-only labels of the contacts screens. Strings the spec gives (messages, the modal's titles,
 * the helper text) come from the contract's `contactMessages`; these are the ones it leaves to us.
 */
export const contactLabels = {
  heading: 'Contacts',
  subheading: 'Contact lists for bulk link generation.',
  upload: 'Upload',
  tableLabel: 'Contact lists',
  title: 'Title',
  rows: 'No of Rows',
  identifiers: 'No of Identifiers',
  owner: 'Owner',
  createdOn: 'Created On',
  action: 'Action',
  deleteList: (title: string) => `Delete ${title}`,
  delete: 'Delete',
  cancel: 'Cancel',
  continue: 'Continue',
  loading: 'Loading Contacts...',
  empty: 'No contact lists yet',
  emptyHint: 'Upload a CSV file of contacts to use its columns in bulk links.',
  loadError: 'Error loading contact lists',
  retry: 'Try again',
  listName: 'Name',
  file: 'CSV file',
  fileHint: 'One .csv file; the first row may name the columns.',
  chooseFile: 'Choose file',
  removeFile: 'Remove file',
  reading: 'Reading file...',
  previewLabel: 'Preview of the uploaded rows',
  previewNote: (shown: number, total: number) =>
    shown < total ? `Showing the first ${shown} of ${total} rows` : `${total} rows`,
  rowsToUpload: (count: number) =>
    count === 1 ? '1 contact will be uploaded' : `${count} contacts will be uploaded`,
  close: 'Close',
  save: 'Save',
  downloadCsv: 'Download CSV',
  titleLabel: 'List title',
  gridLabel: 'Contacts of the list',
  identifierFor: (column: string) => `Identifier for ${column}`,
  backToLists: 'Back to contact lists',
  notFound: 'This contact list does not exist or was deleted.',
  detailLoading: 'Loading Contact List...',
  saved: 'List updated',
  downloadFailed: 'The file could not be made. Try again.',
} as const;

/** Why the console's CSV reader refuses a file, where the spec and the contract say nothing. */
export const csvRefusals = {
  nulCharacter: (line: number) =>
    `The file contains a NUL character (a zero byte) on line ${line}. Remove it, or save the file again as CSV UTF-8, and upload it again.`,
} as const;
