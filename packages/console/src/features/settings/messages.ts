/** UI labels of the settings screen; the spec's own strings come from the contract's settingsMessages. */
export const settingsLabels = {
  showCompanyName: 'Show company name',
  logo: 'Logo',
  logoByUrl: 'Add logo by URL',
  logoUpload: 'Upload logo image',
  logoUploadHint: 'PNG, JPEG, GIF or WebP, one file, up to 16 MB',
  chooseImage: 'Choose image',
  logoUrl: 'Logo URL',
  logoUrlHelp: 'The address of an image on the web (http or https).',
  logoUrlInvalid: 'Enter an http or https address',
  saveLogo: 'Save logo',
  cancel: 'Cancel',
  noLogo: 'No logo yet',
  blocklist: 'Blocked e-mail domains',
  blocklistHelp: 'Type a domain or web address and press Enter.',
  font: 'Font',
  colors: 'Colours',
  bgColor: 'Background colour',
  textColor: 'Text colour',
  headerColor: 'Header colour',
  buttonBgColor: 'Button colour',
  buttonBgHoverColor: 'Button hover colour',
  borderColor: 'Border colour',
  colorInvalid: 'Enter a HEX colour like #1E41AF',
  save: 'Save',
  preview: 'Preview',
  closePreview: 'Close preview',
  previewHeading: 'Your personalised page',
  previewBody: 'This is how prospects see your pages with these styles.',
  previewButton: 'Book a meeting',
  retry: 'Try again',
  loading: 'Loading settings…',
} as const;

/** spec 1 §9 Settings defaults: background white, text black, header white, button dark blue, hover darker blue. */
export const defaultStyle = {
  textColor: '#000000',
  bgColor: '#FFFFFF',
  buttonBgHoverColor: '#1E3B8A',
  buttonBgColor: '#1E41AF',
  headerColor: '#FFFFFF',
  borderColor: '#D1D5DB',
  fontName: 'Inter',
  showCompanyName: true,
};

/** spec 1 §5: logo image max size 16 (unit not shown): 16 MiB, the server's default LOGO_MAX_BYTES. */
export const logoMaxBytes = 16 * 1024 * 1024;

/**
 * spec 1 §5 image/* only, narrowed to the images the server takes (it judges the bytes and
 * refuses SVG, which can carry script): the picker offers only these.
 */
export const logoImageTypes = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;
