export {
  fontStack,
  isProspectFont,
  loadFont,
  type ProspectFont,
  prospectFonts,
} from './fontsProspect.ts';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.tsx';
export { cssVariables, productColors, scales, type Tokens, tokens } from './tokens.ts';
export {
  WidgetTheme,
  type WidgetThemeKind,
  type WidgetThemeProps,
  widgetThemeStyle,
  widgetThemes,
} from './widgetThemes.tsx';
