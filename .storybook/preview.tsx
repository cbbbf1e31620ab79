import { ThemeProvider, ToastProvider } from '@showroom/ui';
import type { Preview } from '@storybook/react-vite';
import type * as React from 'react';
import { type DeclaredMachine, expectDeclaredState, forgetRunningActors } from './storyMachines.ts';

// Under Vitest (mode 'test') every story is a screenshot test: no motion, so nothing is caught mid-animation.
const underTest = import.meta.env.MODE === 'test';

type Layout = 'centered' | 'padded' | 'fullscreen';

// Storybook's manager lays stories out by `parameters.layout`; stories run as Vitest tests get no
// such styles, so the same layouts are applied here (otherwise everything sits at 0,0 and focus
// rings and tooltips are clipped in the screenshots).
const testLayout: Record<Layout, React.CSSProperties> = {
  centered: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    padding: 16,
  },
  padded: { padding: 16 },
  fullscreen: {},
};

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <ThemeProvider reducedMotion={underTest}>
        {/* Under test toasts stay open, so no screenshot catches one closing on a slow machine (3 s
            pass quickly when 2 cores run every story); a story may still set `parameters.toast.duration`. */}
        <ToastProvider
          duration={parameters.toast?.duration ?? (underTest ? Number.POSITIVE_INFINITY : undefined)}
        >
          {underTest ? (
            <div style={testLayout[parameters.layout as Layout] ?? testLayout.padded}>
              <Story />
            </div>
          ) : (
            <Story />
          )}
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    forgetRunningActors();
  },
  // CONVENTIONS.md: a machine story fails unless, after its play function, the machine it runs is
  // in the state it declares (tests/machine-stories.test.ts trusts these declarations).
  afterEach: async ({ parameters }) => {
    const declared = parameters.machine as DeclaredMachine | undefined;
    if (declared) await expectDeclaredState(declared);
  },
  loaders: [
    // Inter is self-hosted with font-display: swap; load the three weights before a story renders
    // so no screenshot catches the fallback font.
    async () => {
      await Promise.all(['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 14px Inter`)));
      return {};
    },
  ],
  parameters: {
    // Axe violations fail the story's test, not just warn (TOOLCHAIN.md). Every rule still runs;
    // only violations are written out node by node (axe's `resultTypes`), not every node that
    // passed: axe took 12% less time per story (187 -> 165 ms, mean of 72 stories).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    layout: 'centered',
  },
};

export default preview;
