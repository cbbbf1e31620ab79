import { ThemeProvider, ToastProvider } from '@showroom/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    // Axe violations fail the story's test, not just warn (TOOLCHAIN.md).
    a11y: { test: 'error' },
    layout: 'centered',
  },
};

export default preview;
