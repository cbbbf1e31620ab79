/**
 * The 21 fonts a rep can choose for prospect-facing pages (spec 1), by display name, in the order
 * the font select shows them. One list: the settings schema accepts only these, and the ui's
 * font select offers them and loads each from its @fontsource package (its loader map is keyed
 * by this list, so a font without a loader does not compile).
 */
export const prospectFontNames = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Nunito',
  'Raleway',
  'Work Sans',
  'Merriweather',
  'Playfair Display',
  'PT Sans',
  'Noto Sans',
  'Rubik',
  'Karla',
  'IBM Plex Sans',
  'DM Sans',
  'Manrope',
  'Fira Sans',
  'Lora',
] as const;
