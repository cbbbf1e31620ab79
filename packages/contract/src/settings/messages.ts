/** Every user-facing string of the settings screen, letter for letter from spec 1 §2, §5 and §8. */
export const settingsMessages = {
  heading: 'Settings',
  subtitle: 'Customize the look and feel of prospect client',
  selectFont: 'Please select a font',
  errorUpdatingStyle: 'Error Encountered While Updating Style',
  errorUpdatingLogo: 'Error Encountered While Updating Logo',
  errorLogoImage: 'Error Encountered While Adding/Updating Logo Image',
  errorFetchingStyles: 'Error Fetching Styles',
  errorFetchingLogo: 'Error Fetching Logo',
  failedToLoadSettings: 'Failed to load existing settings',
  failedToLoadImage: 'Failed to load image',
  settingsUpdated: 'Settings Updated',
  logoUpdated: 'Logo Updated',
  logoHeightNote: 'max 80px',
} as const;

/** Messages the server puts in an error reply of the settings calls (ours, except selectFont). */
export const settingsServerMessages = {
  /** spec 1 §5: a style without a font. */
  selectFont: 'Please select a font',
  noImage: 'Send the image as the multipart field "image"',
  imageType: 'The logo must be a PNG, JPEG, GIF or WebP image',
  imageTooLarge: 'The image is too large',
  /** Issue 15.8: a logo by URL is fetched once by the server, from public addresses only. */
  logoAddressRefused: 'The logo must be at a public web address',
  logoUnreachable: 'The logo could not be fetched from that address',
  blocklistEntry: 'Enter a domain or a web address',
  blocklistDuplicate: 'This domain is already in the list',
  mappingExists: 'A mapping for this form already exists',
} as const;
