/**
 * Every user-facing string of contact lists, letter for letter from spec 1 §2, §5 and §8.
 * Tests assert these; the console and the machines show them; never paraphrase.
 */
export const contactMessages = {
  // spec 1 §5 Validation rules
  enterName: 'Enter a name for the file',
  uploadFile: 'Upload a file',
  invalidExtension: 'Invalid file extension',
  uploadError: 'Error uploading file',
  parseError: 'Errors detected in the file',
  // spec 1 §8 Contacts
  updateError: 'Error updating list',
  deleteError: 'Error deleting contact list',
  cannotConnect: "Couldn't connect to database",
  deleteInProgress: 'Delete in Progress',
  // spec 1 §2 Contacts list, Upload modal, Contact detail
  deleteQuestion: 'Are you sure you want to delete this link?',
  deleteWarning: 'Once deleted cannot be recovered',
  notAvailable: 'N/A',
  uploadTitle: 'Upload Contact List',
  verifyTitle: 'Verify upload',
  firstRowIsHeader: 'The first row is for header',
  startUpload: 'Start the upload',
  identifierHelper:
    'Specify identifiers for any columns whose values you want to insert in placeholders while sending in bulk.',
  identifierPlaceholder: 'add identifier (optional)',
} as const;

/**
 * Messages the spec leaves to us: a file with nothing to upload is refused with a clear reason
 * (shared/README.md fixtures: header-only and empty files), and the limits of §9 are named.
 */
export const contactRefusals = {
  emptyFile: 'The file is empty',
  headerOnly: 'The file has a header row but no contacts',
  tooManyRows: 'A contact list can hold at most 100,000 rows',
  tooManyColumns: 'A contact list can hold at most 200 columns',
  invalidIdentifier: 'An identifier is at most 64 characters, without braces or angle brackets',
  duplicateIdentifier: 'Each identifier can be used for one column only',
} as const;

/** Messages the server puts in an error reply's `message`. */
export const contactServerMessages = {
  notFound: 'Contact list not found',
  otherCompany: 'Forbidden',
  /** Issue 15 §10: large uploads are parsed off the event loop, a few at a time. */
  tooManyUploads: 'Too many uploads at once: try again when one has finished',
} as const;
