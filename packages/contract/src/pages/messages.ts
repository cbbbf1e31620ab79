/**
 * Every pages and link-generation string of spec 3 §2.6–2.10, §5 and §8, letter for letter
 * (pages.test.ts checks each against the spec). The console and the server show these and no
 * other wording for the same thing.
 */
export const pageMessages = {
  // §2.7 Page list
  loadingPages: 'Loading Pages...',
  notAvailable: 'N/A',
  active: 'Active',
  inactive: 'Inactive',
  create: 'Create',
  continue: 'Continue',
  cancel: 'Cancel',
  share: 'Share',
  more: 'More',
  clone: 'Clone',
  delete: 'Delete',
  columnTitle: 'Title',
  columnStatus: 'Status',
  columnPageType: 'Page Type',
  columnOwner: 'Owner',
  columnCreatedOn: 'Created On',
  columnAction: 'Action',
  typeEmbed: 'Embed',
  typeQa: 'Q&A',
  typeCollection: 'Collection',
  // §2.8 Prospect links panel
  prospectLinksFor: 'Prospect links for',
  prospectLinksSubtitle: 'Unique links for each prospect who receives this page',
  columnProspectName: 'Prospect Name',
  columnEmail: 'Email address',
  columnUrl: 'URL',
  copy: 'Copy',
  generateLink: 'Generate Link',
  downloadUrls: 'Download URLs',
  // §2.9 Link-generation dialog
  chooseLinkType: 'Choose link type',
  outbound: 'Outbound',
  inbound: 'Inbound',
  seller: 'Seller',
  generateUrl: 'Generate URL',
  bulkGenerateUrls: 'Bulk Generate URLs',
  copyLink: 'Copy Link',
  // §2.10 Page editor
  preview: 'Preview',
  publish: 'Publish',
  published: 'Published',
  save: 'Save',
  tabLayout: 'Layout',
  tabQuestions: 'Questions',
  tabMapping: 'Mapping',
  tabSettings: 'Settings',
  noDemo: 'No Demo',
  fieldText: 'Text',
  fieldEmail: 'Email',
  fieldPhone: 'Phone Number',
  addRule: 'Add Rule',
  addCondition: 'Add Condition',
  addConditionGroup: 'Add Condition Group',
  askQuestion: 'Ask Question',
  playDemo: 'Play Demo',
  showModal: 'Show Modal',
  showPdf: 'Show PDF',
  nextCard: 'Next Card',
  /** §2.10 a modal card's button or link action: Next Card or URL. */
  urlAction: 'URL',
  confirmPublish: 'Confirm Publish',
  confirmSave: 'Confirm Save',
  pleaseEnterChoice: 'Please enter a choice',
  choiceExists: 'This choice already exists',
  // §4.4 Link generation
  pageNotPublished: 'Page is not published',
  // §5 Link generation
  invalidEmail: 'Invalid Email Address',
  emptyFields: 'Empty Fields Detected',
  selectContactList: 'Please select a contact list',
  invalidIdentifier: 'Invalid Identifier Detected',
  invalidFieldsDismissed: 'Invalid fields detected and dismissed',
  // §5 Page save, preview and publish, embed page save
  pageTitleEmpty: 'Page Title is empty',
  addOneDemo: 'Please add at least one demo',
  mappingIncomplete: 'Mapping not saved due to incomplete fields',
  fieldsIncomplete: 'Fields Incomplete',
  createQuestionsAndMapping: 'Please create Questions & Mapping',
  addTitleAndDescription: 'Please add a title and description',
  selectEmbed: 'Please select an embed',
  // §8 Link generation
  failedSellerLink: 'Failed to generate seller link',
  failedWebsiteLink: 'Failed to generate website link',
  generatingLink: 'Generating Link',
  copied: 'Copied',
  // §8 Pages
  errorCreatingPage: 'Error Encountered While Creating Page',
  errorCopyingPage: 'Error copying page',
  failedDeletePage: 'Failed to Delete Page',
  couldNotConnect: "Couldn't connect to database",
  failedDeleteRelationship: 'Failed to delete relationship',
  unableToUpdatePage: 'Unable to update page',
  errorUpdatingPage: 'Error Encountered While Updating Page',
  createBeforePublishing: 'Create Page and Company Settings Before Publishing!',
  errorPublishingPage: 'Error Encountered While Publishing Page',
  couldNotRetrieve: "Couldn't retrieve data. Refresh page.",
  cannotRetrieve: 'Cannot retrieve data',
  errorDownloadingUrls: 'Error downloading URLs',
  pageUpdated: 'Page Updated',
  // §6 Email-gating overlay
  upgradeEmailSettings:
    'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.',
} as const;

/** 'Prospect links for <title>' (spec 3 §2.8). */
export const prospectLinksHeading = (title: string) => `${pageMessages.prospectLinksFor} ${title}`;

/**
 * What the server says where the spec gives no wording (ours, not the spec's): replies to calls a
 * console never makes this way.
 */
export const pageServerMessages = {
  notFound: 'Not found',
  relationshipNotIssued: 'This link was not issued for this prospect and page',
  formNotFound: 'Form not found',
  notPublishable: 'The page cannot be published as it is',
} as const;
