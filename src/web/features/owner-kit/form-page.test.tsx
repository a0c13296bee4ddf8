/**
 * FormPage asks before unsaved input is lost (decision 0073): Go Back and in-app links hold while a
 * field changed, the real SweetAlert2 question decides; leaving the site gets `beforeunload`; the
 * browser's Back is held by a guard history entry (jsdom's own `history` and `popstate`, under the
 * app's declarative `BrowserRouter`).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, dialog, makeUser, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import { FormPage } from './form-page.js';

afterEach(async () => {
  await resetDialogs();
});

function NoteForm() {
  const [note, setNote] = useState('');
  return (
    <>
      <Link to="/profile">Profile</Link>
      <FormPage title="New note" onSubmit={() => undefined} submitLabel="Create" backTo="/">
        <label htmlFor="note">Text</label>
        <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      </FormPage>
    </>
  );
}

const open = () => renderPage(<NoteForm />, { path: '/notes/form/new', user: makeUser() });

describe('FormPage unsaved changes', () => {
  it('goes back at once when nothing changed', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before Go Back discards a change: Stay keeps the input, Discard leaves', async () => {
    const { user, router } = open();
    await user.type(screen.getByLabelText('Text'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    const question = await dialog('Discard your changes?');
    expect(question).toHaveTextContent('What you changed on this page is not saved yet.');
    await closeDialog(user, 'Stay');
    expect(router.state.location.pathname).toBe('/notes/form/new');
    expect(screen.getByLabelText('Text')).toHaveValue('Draft');

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await dialog('Discard your changes?');
    await closeDialog(user, 'Discard');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('holds an in-app link while a field changed, and warns the browser before unloading', async () => {
    const { user, router } = open();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Text'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await dialog('Discard your changes?');
    expect(router.state.location.pathname).toBe('/notes/form/new');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await closeDialog(user, 'Discard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('FormPage and the browser Back button', () => {
  function App() {
    return (
      <BrowserRouter>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <p>Home page</p>
                <Link to="/notes/form/new">New note</Link>
              </>
            }
          />
          <Route path="/notes/form/new" element={<NoteForm />} />
        </Routes>
      </BrowserRouter>
    );
  }

  it('asks before Back discards a change: Stay keeps page and input, Discard goes back', async () => {
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'New note' }));
    await user.type(await screen.findByLabelText('Text'), 'Draft');
    const length = window.history.length;

    window.history.back();
    await dialog('Discard your changes?');
    // The router did not render the previous page: the form and its input are still there.
    expect(screen.getByLabelText('Text')).toHaveValue('Draft');
    expect(window.location.pathname).toBe('/notes/form/new');
    await closeDialog(user, 'Stay');
    expect(screen.getByLabelText('Text')).toHaveValue('Draft');
    expect(window.location.pathname).toBe('/notes/form/new');
    expect(window.history.length).toBe(length);

    window.history.back();
    await dialog('Discard your changes?');
    await closeDialog(user, 'Discard');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('leaves no guard entry behind when the page goes away through navigate()', async () => {
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'New note' }));
    const lengthClean = window.history.length;
    await user.type(await screen.findByLabelText('Text'), 'Draft');
    expect(window.history.length).toBe(lengthClean + 1);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await closeDialog(user, 'Discard');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // Go Back's navigate() took the guard's place: home, form, home; no extra entry.
    expect(window.history.length).toBe(lengthClean + 1);
    window.history.back();
    expect(await screen.findByLabelText('Text')).toHaveValue('');
    window.history.back();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
