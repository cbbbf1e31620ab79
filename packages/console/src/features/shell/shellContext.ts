import { createContext, useContext } from 'react';
import { visibleFeatures } from './messages.ts';

/** The first navigation entry the company shows; settings when every section is hidden. */
export const firstFeatureHref = (hidden: readonly string[]) =>
  visibleFeatures(hidden)[0]?.href ?? '/feature/settings';

/** What the feature screens inside the shell may ask of it. */
export interface ShellOutlet {
  hiddenFeatures: string[];
  /** ADR 0010 (docs/decisions/0010-settings-cancel.md): where Settings' Cancel goes. */
  firstFeatureHref: string;
}
export const ShellContext = createContext<ShellOutlet>({
  hiddenFeatures: [],
  firstFeatureHref: '/feature/demos',
});
export const useShell = () => useContext(ShellContext);
