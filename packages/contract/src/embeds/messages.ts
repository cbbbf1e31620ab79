import { embedConstants } from './constants.ts';

/**
 * Every user-facing string of embeds, letter for letter from spec 2 §2, §5 and §8, typos included
 * ('charactres', 'embdeds'). Tests assert these; the console and the machines show them; never
 * paraphrase. '<Embed term>' is the product's word for a widget: 'Embed'. Where the spec names a
 * string without giving it (the dialogs' bodies, the list's loading text) the words are ours and
 * marked so.
 */
export const embedTerm = { singular: 'Embed', plural: 'Embeds' } as const;
const term = embedTerm.singular;
const lower = term.toLowerCase();

/** The four kinds, as the routes and the type chooser name them (spec 2 §2). */
export const embedKinds = ['hero', 'solo', 'sneakpeek', 'cyoa'] as const;
export type EmbedKind = (typeof embedKinds)[number];
/** The kinds the list shows and the type chooser offers (Sneakpeek is in neither, spec 2 §2). */
export const listedEmbedKinds = ['cyoa', 'solo', 'hero'] as const;
export type ListedEmbedKind = (typeof listedEmbedKinds)[number];

/** The badge and chooser label of each kind. */
export const embedKindLabels: Record<EmbedKind, string> = {
  hero: 'Hero',
  solo: 'Solo',
  sneakpeek: 'Sneakpeek',
  cyoa: 'Choose Your Adventure',
};
/** The short badge of a card (spec 2 §2 'a type badge'). */
export const embedKindBadges: Record<EmbedKind, string> = {
  hero: 'Hero',
  solo: 'Solo',
  sneakpeek: 'Sneakpeek',
  cyoa: 'CYOA',
};

export const embedMessages = {
  // spec 2 §2 Embeds list
  listTitle: embedTerm.plural,
  listSubtitle: 'Create and manage embedded widgets.',
  seeMoreExamples: 'See more examples',
  createEmbed: `Create ${term}`,
  loadFailed: "Couldn't retrieve data. Refresh page.",
  notAvailable: 'N/A',
  active: 'Active',
  inactive: 'Inactive',
  embed: 'Embed',
  more: 'More',
  shareInPage: 'Share in a page',
  clone: 'Clone',
  delete: 'Delete',
  publishToCopy: 'Publish the embed to copy the code',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page number',
  // spec 2 §2 Type chooser
  chooseType: 'Select the type of embed to continue',
  continue: 'Continue',
  cancel: 'Cancel',
  // spec 2 §2 Embed code dialog
  embedCodeTitle: 'Copy this Embed Code',
  clickToCopy: 'Click to copy this code',
  codeCopied: 'Code Copied!',
  /** Ours: the spec says what the note says, not its words. */
  embedCodeNote: 'The widget expands to fill the space it is given; put it in a container to bound its size.',
  embedCodeSneakNote: 'With is_sneak set to 1 the widget is an inline-block element.',
  // spec 2 §2 Share dialog
  shareTitle: 'Share this Embed',
  shareTitleLabel: 'Title',
  shareDescriptionLabel: 'Description',
  shareDescriptionPlaceholder: 'Description - 400 characters or less',
  generatePageUrl: 'Generate Page URL',
  shareLink: 'Share embed link',
  copyLink: 'Copy Link',
  linkCopied: 'Copied!',
  // spec 2 §2 Editors
  preview: 'Preview',
  publish: 'Publish',
  published: 'Published',
  save: 'Save',
  contentTab: 'Content',
  settingsTab: 'Settings',
  loadingHero: 'Loading Hero..',
  loadingSolo: 'Loading Solo..',
  loadingSneakpeek: 'Loading Sneakpeek..',
  loadingWidget: 'Loading Widget...',
  loadingWidgets: 'Loading Widgets...',
  generateSneakpeek: 'Generate Sneakpeek Widget Code',
  updateSneakpeek: 'Update Sneakpeek Widget Code',
  seeCyoaExamples: 'See examples of CYOA journeys',
  addDemoStep: '+ Demo',
  addPdfStep: '+ PDF',
  addQuestionStep: '+ Question',
  addModalStep: '+ Modal',
  addRuleStep: '+ Rule',
  wrapUpScreen: 'Wrap-up Screen',
  addMoreDemo: '+ Add more demo',
  redirectCard: 'Redirect users from restricted domain to this card',
  playDemo: 'Play Demo',
  showMessage: 'Show a message',
  teaserThumbnail: 'Thumbnail',
  teaserAnimation: 'Animation',
  teaserHotspot: 'Hotspot',
  teaserCta: 'CTA',
  thumbnailDefault: 'Default',
  thumbnailCustom: 'Custom',
  ctaLink: 'Link',
  ctaButton: 'Button',
  sizeSmall: 'Small',
  sizeLarge: 'Large',
  // spec 2 §2 Gating options panel
  gatingUpgrade:
    'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.',
  // spec 2 §2 Marketplace mapping panel
  confirmSave: 'Confirm Save',
  previousMapping: 'Previous',
  newMapping: 'New',
  /** Ours: the spec says the dialog says this, not its words. */
  mappingNotLiveYet: "The changes won't go live until Save is clicked.",
  ok: 'Ok',
  onlyActive: 'Only available for active embdeds',
  notAuthorized: 'You are not authorized to view this page.',
  notAssigned: 'Not Assigned',
  notSupported: 'not supported',
  // spec 2 §2 Shared dialogs (their words are ours; the spec names what they say)
  publishConfirmTitle: `Publish this ${lower}?`,
  publishConfirmBody: `Once published, the ${lower} can be embedded and shared.`,
  liveSaveTitle: `This ${lower} is live`,
  liveSaveBody: 'Your changes go live instantly.',
  saveBeforePublishTitle: 'Save changes',
  saveBeforePublishBody: "Your changes won't go live until you publish.",
  neverShowAgain: 'Never show this again',
  deleteQuestion: 'Are you sure you want to delete this?',
  yes: 'Yes',
  no: 'No',
  // spec 2 §5 Validation
  titleRequired: 'Title is required',
  headlineRequired: 'Headline is required',
  headlineTooLong: 'Cannot be more than 40 charactres',
  labelRequired: 'Label is required',
  labelTooLong: 'Cannot be more than 50 characters',
  urlRequired: 'URL is required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Cannot be more than 500 characters',
  cannotLeaveEmpty: 'Cannot leave empty',
  incompleteData: 'Incomplete Data',
  invalidFileExtension: 'Invalid file extension',
  selectAllOptions: 'Please select all options.',
  mappingNotAllowed: 'Mapping not allowed',
  addWidgetName: 'Please add widget name',
  widgetEmpty: 'A widget cannot be empty',
  incompleteFields: 'Incomplete fields',
  // spec 2 §8 Errors
  unableToPreview: 'Unable to preview widget',
  unableToPublish: 'Unable to publish',
  errorOccurred: 'An Error Occurred!',
  errorAddingHero: `Error adding hero ${lower}`,
  errorAddingSolo: `Error adding solo ${lower}`,
  errorAddingSneakpeek: 'Error adding sneakpeek widget',
  errorUpdatingHero: `Error updating hero ${lower}`,
  errorUpdatingSolo: `Error updating solo ${lower}`,
  errorUpdatingSneakpeek: 'Error updating sneakpeek widget',
  errorUploadingThumbnail: 'Error uploading thumbnail',
  mappingFailed: 'Mapping failed',
  errorLoadingCategories: 'Error loading categories. Please try again later.',
  errorCopying: `Error copying ${lower}`,
  couldNotConnect: "Couldn't connect to database",
  // spec 2 §8 Success and progress
  heroAdded: `Hero ${term} Added`,
  soloAdded: `Solo ${term} Added`,
  /** Ours: the spec gives no success toast for Sneakpeek and CYOA creates. */
  sneakpeekAdded: `Sneakpeek ${term} Added`,
  cyoaAdded: `CYOA ${term} Added`,
  changesSaved: 'Changes saved',
  mappingUpdated: 'Mapping updated',
  updatingMapping: 'Updating mapping',
  pleaseWait: 'Please wait...',
  savingChanges: 'Saving changes',
  deleteInProgress: 'Delete in Progress',
  /** Ours: the spec has no toast for a successful clone or publish. */
  cloned: `${term} cloned`,
  publishedToast: `${term} published`,
} as const;

/** spec 2 §8 'Failed to delete solo/hero/cyoa <term>'. */
export const failedToDelete = (kind: EmbedKind) => `Failed to delete ${kind} ${lower}`;

/** Replies of the server that the console shows as they are (ours; the spec shows none). */
export const embedServerMessages = {
  notFound: `${term} not found`,
  recordingNotFound: 'The chosen demo does not exist',
  imageType: 'Invalid file extension',
  imageTooLarge: `The image is larger than ${embedConstants.maxImageBytes / (1024 * 1024)} MB`,
  notLive: 'Publish the embed to copy the code',
  tooManySaves: 'Too many large saves at once; try again in a moment',
  shareNotFound: 'This share link does not exist or was revoked',
  alreadyPublished: `This ${lower} is already published`,
  gatingCombination: 'Redirect needs the blocklist check, and two-factor needs the domain check',
  catalogueInvalid: 'The catalogue file could not be read',
  // Ours (spec 2 §7 does not say): the marketplace calls' refusals.
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  featureNotFound: 'Feature not found',
  confirmationRequired: 'This mapping replaces another one: confirm it first',
  // Issue 26, item 11: the restricted-domain message's button opens only a web address.
  redirectUrlInvalid: 'The button link must be a web address starting with http:// or https://',
} as const;

/**
 * Ours (issue 29, B.6): the settings a company's plan governs (spec 2 §6 gating flags; spec 3 §6
 * the same flags on a page, with the page's own two options), named as the editors label them.
 */
export const planSettingLabels = {
  is_gated: 'Verify identity',
  email_required: 'Email required',
  custom_verification: 'Custom verification',
  check_blocklist: 'Check blocklist',
  redirect_to_restricted_domain: 'Redirect to restricted domain',
  check_domain: 'Check domain',
  check_twofactor: 'Check two-factor (link click)',
  isOutbound: 'Ask only on outbound links',
  checkIntended: 'Only the intended recipient',
} as const;
export type PlanSetting = keyof typeof planSettingLabels;

/** Ours: the server's 403 when a save turns on a setting the company's plan does not allow. */
export const planRefusal = (setting: PlanSetting) =>
  `'${planSettingLabels[setting]}' is not part of your plan: upgrade to the Premium plan to turn it on`;
