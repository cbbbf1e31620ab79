import 'styled-components';
import type { Tokens } from './theme/tokens.ts';

declare module 'styled-components' {
  export interface DefaultTheme extends Tokens {}
}
