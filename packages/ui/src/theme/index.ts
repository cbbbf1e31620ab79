export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { cssVariables, productColors, scales, type Tokens, tokens } from './tokens';
