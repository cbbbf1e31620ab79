import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpgradeOverlay } from './UpgradeOverlay.tsx';

const PREMIUM =
  'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.';

describe('UpgradeOverlay', () => {
  it('makes the locked settings inert and the section focusable, described by the message', async () => {
    const user = userEvent.setup();
    render(
      <UpgradeOverlay message={PREMIUM} aria-label="Email settings">
        <input type="checkbox" aria-label="Email required" />
      </UpgradeOverlay>,
    );
    const group = screen.getByRole('group', { name: 'Email settings' });
    await user.tab();
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription(PREMIUM);
    expect(screen.getByText(PREMIUM)).toBeInTheDocument();
    expect(screen.getByLabelText('Email required').closest('[inert]')).not.toBeNull();
    expect(group).toHaveAttribute('data-revealed');
  });

  it('reveals the message on hover and hides it again when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <UpgradeOverlay message={PREMIUM} aria-label="Email settings">
          <p>Settings</p>
        </UpgradeOverlay>
        <p>Elsewhere</p>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Email settings' });
    expect(group).not.toHaveAttribute('data-revealed');
    await user.hover(group);
    expect(group).toHaveAttribute('data-revealed');
    await user.unhover(group);
    expect(group).not.toHaveAttribute('data-revealed');
  });

  it('leaves the settings alone when not locked', async () => {
    const user = userEvent.setup();
    render(
      <UpgradeOverlay message={PREMIUM} locked={false}>
        <input type="checkbox" aria-label="Email required" />
      </UpgradeOverlay>,
    );
    expect(screen.queryByText(PREMIUM)).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Email required' }));
    expect(screen.getByRole('checkbox', { name: 'Email required' })).toBeChecked();
  });
});
