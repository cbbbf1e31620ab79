import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { defaultValue: 'content', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} style={{ width: 480 }}>
      <TabList aria-label="Editor">
        <Tab value="content">Content</Tab>
        <Tab value="settings">Settings</Tab>
        <Tab value="mapping" disabled>
          Mapping
        </Tab>
      </TabList>
      <TabPanel value="content">Steps, demos and questions of this widget.</TabPanel>
      <TabPanel value="settings">Launch button, colours and gating.</TabPanel>
      <TabPanel value="mapping">Marketplace category, product and feature.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'settings' } };

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Content' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Launch button');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('settings');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 480 }}>
      <Tabs defaultValue="layout">
        <TabList aria-label="Page editor">
          <Tab value="layout">Layout</Tab>
          <Tab value="questions">Questions</Tab>
          <Tab value="mapping">Mapping</Tab>
          <Tab value="settings" disabled>
            Settings
          </Tab>
        </TabList>
        <TabPanel value="layout">Layout panel</TabPanel>
      </Tabs>
      <Tabs defaultValue="settings">
        <TabList aria-label="Widget editor">
          <Tab value="content">Content</Tab>
          <Tab value="settings">Settings</Tab>
        </TabList>
        <TabPanel value="settings">Settings panel</TabPanel>
      </Tabs>
    </div>
  ),
};
