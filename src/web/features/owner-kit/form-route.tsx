/**
 * The route element of an entry form: guarded by {@link RequireUser} (docs/product.md §6: form routes redirect to
 * `/forbidden` when nobody is signed in), reading `:id` from the URL and keying the form by it, so
 * going from one id to another starts a fresh form.
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequireUser } from './guards.js';
import { NEW_ID } from './entry-api.js';

export function FormRoute({ Form }: { Form: ComponentType<{ id: string }> }) {
  const { id = NEW_ID } = useParams();
  return (
    <RequireUser>
      <Form key={id} id={id} />
    </RequireUser>
  );
}
