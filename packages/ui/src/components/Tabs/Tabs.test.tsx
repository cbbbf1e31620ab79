import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

function Editor({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="content" onValueChange={onValueChange}>
      <TabList aria-label="Editor">
        <Tab value="content">Content</Tab>
        <Tab value="settings">Settings</Tab>
        <Tab value="mapping" disabled>
          Mapping
        </Tab>
      </TabList>
      <TabPanel value="content">Steps</TabPanel>
      <TabPanel value="settings">Colours</TabPanel>
      <TabPanel value="mapping">Marketplace</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the chosen tab', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Editor onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Content' })).toHaveTextContent('Steps');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Colours');
    expect(onValueChange).toHaveBeenCalledWith('settings');
  });

  it('moves between tabs with arrow keys, skipping a disabled one', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus();
    expect(screen.getByRole('tablist', { name: 'Editor' })).toBeInTheDocument();
  });
});
