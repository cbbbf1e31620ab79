import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const storyMachines = path.resolve(import.meta.dirname, 'storyMachines.ts');

/**
 * Stories import `@xstate/react` as the console does; here it resolves to storyMachines.ts, which
 * wraps the same hooks to note the running actors, so every machine story's declared state can be
 * checked after it plays (preview.tsx). That file's own import reaches the real package.
 */
const noteRunningMachines: Plugin = {
  name: 'showroom:story-machines',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@xstate/react' && importer && path.resolve(importer) !== storyMachines)
      return storyMachines;
    return null;
  },
};

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/console/src/**/*.stories.tsx',
    '../packages/widgets/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), noteRunningMachines] }),
};

export default config;
