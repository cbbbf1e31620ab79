import { ToastProvider } from '@showroom/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, UNSAFE_createMemoryHistory, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { unsavedChangesLabels } from '../messages.ts';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx';

/** An editor whose form turns dirty when typed in, as an editor's machine says it is. */
function Editor() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <main>
      <label>
        Title
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <nav>
        <Link to="/feature/contact/">Contacts</Link>
      </nav>
      <button type="button" onClick={() => navigate('/feature/demos/recording/1', { replace: true })}>
        Saved as new
      </button>
      <UnsavedChangesPrompt dirty={value !== ''} />
    </main>
  );
}

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const start = () => {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: ['/feature/demos', '/feature/demos/recording'],
    initialIndex: 1,
    v5Compat: true,
  });
  render(
    <ToastProvider>
      <GuardedRouter history={history}>
        <Where />
        <EditorOrList />
      </GuardedRouter>
    </ToastProvider>,
  );
  return { history, user: userEvent.setup() };
};

/** The editor on its address; any other address is elsewhere in the console. */
function EditorOrList() {
  const { pathname } = useLocation();
  return pathname.startsWith('/feature/demos/recording') ? <Editor /> : <p>Elsewhere</p>;
}

// hidden: while the dialog is open the page behind it is hidden from assistive tech.
const location = () => screen.getByRole('status', { name: 'location', hidden: true });

describe('UnsavedChangesPrompt (issue 29 D.9)', () => {
  it('lets a clean editor go without a word', async () => {
    const { user } = start();
    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(location()).toHaveTextContent('/feature/contact/');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before a navigation link leaves unsaved changes: Stay keeps the rep, Leave goes', async () => {
    const { user } = start();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Contacts' }));

    const dialog = await screen.findByRole('alertdialog', { name: unsavedChangesLabels.title });
    expect(dialog).toHaveTextContent(unsavedChangesLabels.message);
    expect(location()).toHaveTextContent('/feature/demos/recording');

    await user.click(screen.getByRole('button', { name: unsavedChangesLabels.stay }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toHaveTextContent('/feature/demos/recording');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');

    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    await user.click(await screen.findByRole('button', { name: unsavedChangesLabels.leave }));
    expect(location()).toHaveTextContent('/feature/contact/');
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks before Back leaves unsaved changes', async () => {
    const { history, user } = start();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    // The browser's Back: the history moves first, then tells the router.
    await act(async () => history.go(-1));
    expect(await screen.findByRole('alertdialog', { name: unsavedChangesLabels.title })).toBeVisible();
    expect(location()).toHaveTextContent('/feature/demos/recording');
    await user.click(screen.getByRole('button', { name: unsavedChangesLabels.leave }));
    expect(location()).toHaveTextContent(/^\/feature\/demos$/);
  });

  it("does not ask on the editor's own move to the saved item's address (a replacement)", async () => {
    const { user } = start();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Saved as new' }));
    expect(location()).toHaveTextContent('/feature/demos/recording/1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the browser ask before the tab is closed or reloaded, only while there are unsaved changes', async () => {
    const { user } = start();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
