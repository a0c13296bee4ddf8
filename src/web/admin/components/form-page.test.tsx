/**
 * FormPage asks before unsaved input is lost (issue 12 item 5): Go Back and in-app links hold while a
 * field changed, the real SweetAlert2 question decides; leaving the site gets `beforeunload`.
 */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, dialog, makeUser, renderPage, resetDialogs } from '../test/helpers.js';
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
