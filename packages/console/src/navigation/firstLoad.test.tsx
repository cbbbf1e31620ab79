import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privacyPage } from '../features/legal/messages.ts';
import { notFoundLabels } from '../features/shell/messages.ts';
import { FirstLoad } from './firstLoad.tsx';
import { AppLink, useNavigate, usePlace } from './navigation.tsx';

// The hand-over loads the router and the route table: fetched beforehand, as the app does when
// the browser is idle (their first import in a test takes seconds).
beforeAll(async () => {
  await import('./Routed.tsx');
});

/** A drawn page: where it is, what the rep typed (lost if the page were drawn anew), and its moves. */
function Page() {
  const place = usePlace();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  return (
    <>
      <output aria-label="place">{`${place.pathname}${place.search}`}</output>
      <input aria-label="typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="button" onClick={() => navigate('/reset', { replace: true })}>
        Forget the link
      </button>
      <AppLink to="/privacy">Privacy</AppLink>
      <button type="button" onClick={() => navigate('/elsewhere', { replace: true, state: { from: '/x' } })}>
        Elsewhere
      </button>
    </>
  );
}

const open = (address: string) => {
  window.history.replaceState(null, '', address);
  render(<FirstLoad page={Page} />);
  return userEvent.setup();
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a first load of a drawn page (no router)', () => {
  it('a move on the same page changes the address and keeps the page and what was typed', async () => {
    const user = open('/reset?email=a%40b.c&code=ABCDE&secret=s');
    const entries = window.history.length;
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent(
      '/reset?email=a%40b.c&code=ABCDE&secret=s',
    );
    await user.type(screen.getByRole('textbox', { name: 'typed' }), 'new password');
    await user.click(screen.getByRole('button', { name: 'Forget the link' }));
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent(/^\/reset$/);
    expect(window.location.pathname + window.location.search).toBe('/reset');
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('textbox', { name: 'typed' })).toHaveValue('new password');
  });

  it('a link to another page hands over to the router and the route table at that page', async () => {
    const user = open('/reset');
    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { name: privacyPage.title })).toBeVisible();
    expect(window.location.pathname).toBe('/privacy');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.queryByRole('textbox', { name: 'typed' })).toBeNull();
  });

  it('the router starts at the address moved to, with the state the move carried', async () => {
    const user = open('/reset');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: notFoundLabels.heading })).toBeVisible();
    expect(window.location.pathname).toBe('/elsewhere');
    expect(window.history.length).toBe(entries);
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ from: '/x' });
  });
});
