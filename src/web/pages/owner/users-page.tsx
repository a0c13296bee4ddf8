/**
 * Users screen at `/users` (docs/product.md §2.1; the spec shows only its link, docs/product.md §2). Admins only:
 * anyone else goes to `/forbidden`.
 *
 * Lists the users (name, email, role: GET users/), creates one (name, email, password, role admin or
 * user: POST users/, validated with the shared `userCreateSchema`), and deletes one after the confirm
 * dialog ('Delete User:', Yes / No), with the success and error dialogs used elsewhere (docs/product.md §8). The
 * signed-in admin's own row cannot be deleted from here.
 */
import { useState } from 'react';
import { ROLES } from '../../../shared/constants.js';
import { userCreateSchema, type User } from '../../../shared/schemas.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { useSession } from '../../lib/session.js';
import { SelectField, TextField } from '../../features/owner-kit/fields.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import { useCreateUser, useDeleteUser, useUsers } from '../../features/owner-kit/admin-api.js';
import { fieldErrors, issueField, issueText, serverMessage } from '../../features/owner-kit/errors.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

const EMPTY = { user: '', email: '', password: '', role: 'user' };

function CreateUserForm() {
  const { TEXTS } = useTexts();
  const T = TEXTS.users;
  const LABELS = { user: T.name, email: T.email, password: T.password, role: T.role };
  const create = useCreateUser();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof EMPTY, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: keyof typeof EMPTY) => ({
    id: `new-user-${name}`,
    label: LABELS[name],
    error: errors[name],
  });

  const submit = async () => {
    const parsed = userCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      const first = parsed.error.issues[0];
      if (first) {
        await showError(issueText(first, LABELS));
        setTimeout(() => document.getElementById(`new-user-${issueField(first)}`)?.focus(), 0);
      }
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
    } catch (error) {
      void showError(serverMessage(error, T.createError));
      return;
    }
    setValues(EMPTY);
    void showSuccess(T.created);
  };

  return (
    <section className={styles.card} aria-labelledby="create-user-heading">
      <h2 id="create-user-heading" className={styles.subheading}>
        {T.createHeading}
      </h2>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="create-user-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (!create.isPending) void submit();
        }}
      >
        <TextField
          {...field('user')}
          autoComplete="off"
          value={values.user}
          onChange={(v) => set('user', v)}
        />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(v) => set('email', v)}
        />
        <TextField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(v) => set('password', v)}
        />
        <SelectField
          {...field('role')}
          options={ROLES}
          value={values.role}
          onChange={(v) => set('role', v)}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} aria-busy={create.isPending || undefined}>
            {T.create}
          </button>
        </div>
      </form>
    </section>
  );
}

function UsersTable({ users, selfId }: { users: User[]; selfId: string | undefined }) {
  const { MESSAGES, TEXTS } = useTexts();
  const T = TEXTS.users;
  const remove = useDeleteUser();
  const onDelete = async (user: User) => {
    const confirmed = await confirmDialog({
      title: T.confirm.title,
      text: T.confirm.text,
      confirmText: MESSAGES.dialogs.confirm.yes,
      cancelText: MESSAGES.dialogs.confirm.no,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(user._id);
    } catch (error) {
      void showError(`${T.deleteError}${serverMessage(error, MESSAGES.dialogs.error.text)}`);
      return;
    }
    void showSuccess(T.deleted);
  };

  if (users.length === 0) return <p className={styles.muted}>{T.empty}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{T.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{T.name}</th>
          <th scope="col">{T.email}</th>
          <th scope="col">{T.role}</th>
          <th scope="col">{T.actions}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const isSelf = user._id === selfId;
          return (
            <tr key={user._id}>
              <td>
                {user.user} {isSelf ? <span className={styles.muted}>{T.you}</span> : null}
              </td>
              <td>{user.email}</td>
              <td>{user.role}</td>
              <td>
                <button
                  type="button"
                  className={`${styles.smallButton} ${styles.dangerButton}`}
                  onClick={() => void onDelete(user)}
                  disabled={isSelf}
                  aria-label={`${T.delete} ${user.email}`}
                >
                  {T.delete}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function UsersPage() {
  const { MESSAGES, TEXTS } = useTexts();
  const T = TEXTS.users;
  const { user } = useSession();
  const users = useUsers();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{T.heading}</h1>
      <section className={styles.card} aria-label={T.heading}>
        {users.isPending ? (
          <p role="status" className={styles.status}>
            {TEXTS.loading}
          </p>
        ) : users.isError ? (
          <p role="alert" className={styles.pageError}>
            {`${T.loadError}${serverMessage(users.error, MESSAGES.dialogs.error.text)}`}
          </p>
        ) : (
          <UsersTable users={users.data} selfId={user?._id} />
        )}
      </section>
      <CreateUserForm />
    </div>
  );
}

/** Route element for `/users` (admins only). */
export default function UsersRoute() {
  return (
    <RequireAdmin>
      <UsersPage />
    </RequireAdmin>
  );
}
