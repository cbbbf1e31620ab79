export {
  fontStack,
  isProspectFont,
  loadFont,
  type ProspectFont,
  prospectFonts,
} from './fontsProspect';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { cssVariables, productColors, scales, type Tokens, tokens } from './tokens';
export {
  WidgetTheme,
  type WidgetThemeKind,
  type WidgetThemeProps,
  widgetThemeStyle,
  widgetThemes,
} from './widgetThemes';
