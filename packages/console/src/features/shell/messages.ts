import type { FeatureName } from '@showroom/contract';

/** spec 1 §2 Shell: the five navigation entries, their routes and the flag label that hides each. */
export const features = [
  { key: 'demos', label: 'Demos', href: '/feature/demos', flag: 'Demo' },
  { key: 'embeds', label: 'Embeds', href: '/feature/embeds', flag: 'Embed' },
  { key: 'pages', label: 'Pages', href: '/feature/page/', flag: 'Page' },
  { key: 'contacts', label: 'Contacts', href: '/feature/contact/', flag: 'Contact' },
  { key: 'analytics', label: 'Analytics', href: '/feature/analytics', flag: 'Analytic' },
] as const satisfies ReadonlyArray<{ key: string; label: string; href: string; flag: FeatureName }>;

/** spec 1 §1: sections the company's flags list as hidden are removed from the navigation. */
export const visibleFeatures = (hidden: readonly string[]) =>
  features.filter((feature) => !hidden.includes(feature.flag));

/** UI labels of the shell; the spec's own strings (menu entries, 'Hide Navbar') are letter for letter. */
export const shellLabels = {
  hideNavbar: 'Hide Navbar',
  settings: 'Settings',
  switchToMatrix: 'Switch to Matrix',
  logout: 'Logout',
  retry: 'Try again',
  loading: 'Loading…',
  noFeatures: 'Your company has hidden every section of the console.',
  /** The name of the region the e-mail confirmation banner is (ADR 0007). */
  confirmBanner: 'E-mail confirmation',
} as const;

/** spec 1 §2 Privacy and terms popup. */
export const consentLabels = {
  title: 'Privacy Policy and Terms of Service',
  /** 'To keep using Showroom, please read and accept our Privacy Policy and Terms of Service.', the two as links. */
  bodyBefore: 'To keep using Showroom, please read and accept our ',
  bodyAfter: '.',
  agree: 'I agree',
  logout: 'Logout',
} as const;

export const notFoundLabels = {
  heading: 'Page not found',
  body: "The address you opened doesn't match any page of the console.",
  home: 'Go to the console',
} as const;

/** The sister app (spec 1 §2 Switch to Matrix); a deployment sets VITE_MATRIX_URL. */
export const matrixUrl: string = import.meta.env.VITE_MATRIX_URL || '';

/**
 * Issue 29 D.9: leaving an editor with unsaved changes (the spec has no words for it). The
 * browser asks in its own words when the tab is closed or reloaded.
 */
export const unsavedChangesLabels = {
  title: 'Leave without saving?',
  message: 'You have unsaved changes. If you leave now, they will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;
