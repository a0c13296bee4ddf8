/**
 * Update user at `/update-user` (docs/product.md §2 "Update user", docs/product.md §5, docs/product.md §8; docs/product.md §2.13).
 *
 * Id, user name and email shown disabled; password, confirm password and role editable. The role is a
 * select of the server's allowed values (`ROLES`; the spec's free text would only
 * let the owner type a value the server refuses).
 * The Update button is disabled while the two passwords differ; a red inline 'Passwords do not match'
 * shows when both are filled and differ; a submit with a mismatch (e.g. forced) says 'Passwords do not
 * match!'. PUT users/{id} with `{password?, role?}`: the password only when typed, the role only when
 * changed (so a non-admin can change their own password; a non-admin who changes the role gets the
 * server's 403 message in the error dialog). Success: 'User data updated successfully!' and back to
 * `/profile`. Go Back -> `/profile`. A 403 REAUTHENTICATION_REQUIRED (old sign-in, decision 0110 §9)
 * shows the server's message and then goes to `/login?next=/update-user`. Under the form, an admin
 * has the account's history card (docs/product.md §30).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROLES } from '../../../shared/constants.js';
import { userUpdateSchema, type User } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api-client.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { sessionQuery, useSession } from '../../lib/session.js';
import { SelectField, TextField } from '../../features/owner-kit/fields.js';
import { FormPage } from '../../features/owner-kit/form-page.js';
import { RequireUser } from '../../features/owner-kit/guards.js';
import { useUpdateUser } from '../../features/owner-kit/admin-api.js';
import { issueText, serverMessage } from '../../features/owner-kit/errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { HistoryCard } from '../../features/history/owner-history-card.js';
import styles from '../../features/owner-kit/admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

/** The password rule (docs/product.md §2): do the two differ? Both empty count as equal. */
export function passwordsDiffer(password: string, confirm: string): boolean {
  return password !== confirm;
}

/** Show the inline 'Passwords do not match'? Only when both are filled and differ (docs/product.md §2). */
export function showMismatch(password: string, confirm: string): boolean {
  return password !== '' && confirm !== '' && password !== confirm;
}

/** The PUT body: password when typed, role when changed (trimmed). */
export function updateUserBody(user: Pick<User, 'role'>, password: string, role: string) {
  const body: { password?: string; role?: string } = {};
  if (password !== '') body.password = password;
  const nextRole = role.trim();
  if (nextRole !== user.role) body.role = nextRole;
  return body;
}

export function UpdateUserForm({ user }: { user: User }) {
  const { MESSAGES, TEXTS } = useTexts();
  const U = TEXTS.updateUser;
  const navigate = useNavigate();
  const update = useUpdateUser();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [role, setRole] = useState<string>(user.role);
  const differ = passwordsDiffer(password, confirm);

  const submit = async () => {
    if (differ) {
      void showError(MESSAGES.validation.passwordsDoNotMatch);
      return;
    }
    const body = updateUserBody(user, password, role);
    // The password length rule is shared with the server; the role select offers the server's values.
    const parsed = userUpdateSchema.shape.password.safeParse(body.password);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      void showError(
        issue
          ? issueText({ ...issue, path: ['password'] }, { password: U.password })
          : MESSAGES.profile.userUpdateError,
      );
      return;
    }
    try {
      await update.mutateAsync({ id: user._id, body });
    } catch (error) {
      // An old sign-in may not change a password or role (decision 0110 §9): say so, then sign in
      // again and come back here.
      if (error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED') {
        await showError(serverMessage(error, MESSAGES.profile.signInAgain));
        void navigate(`${ADMIN_PATHS.login}?next=${encodeURIComponent(ADMIN_PATHS.updateUser)}`);
        return;
      }
      void showError(serverMessage(error, MESSAGES.profile.userUpdateError));
      return;
    }
    void showSuccess(MESSAGES.profile.userUpdated);
    void navigate(ADMIN_PATHS.profile);
  };

  return (
    <FormPage
      title={U.heading}
      onSubmit={() => void submit()}
      submitLabel={TEXTS.update}
      backTo={ADMIN_PATHS.profile}
      submitDisabled={differ}
      busy={update.isPending}
    >
      <TextField id="user-id" label={TEXTS.profile.id} value={user._id} disabled />
      <TextField id="user-name" label={TEXTS.profile.user} value={user.user} disabled />
      <TextField id="user-email" label={TEXTS.profile.email} value={user.email} disabled />
      <TextField
        id="user-password"
        label={U.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <TextField
        id="user-confirm-password"
        label={U.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        aria-describedby={showMismatch(password, confirm) ? 'user-password-mismatch' : undefined}
      />
      {showMismatch(password, confirm) ? (
        <p id="user-password-mismatch" role="alert" className={styles.mismatch}>
          {MESSAGES.validation.passwordsDoNotMatchInline}
        </p>
      ) : null}
      <SelectField id="user-role" label={U.role} value={role} onChange={setRole} options={ROLES} />
    </FormPage>
  );
}

export function UpdateUserPage() {
  const { user, isAdmin } = useSession();
  const client = useQueryClient();
  if (!user) return null;
  return (
    <>
      <UpdateUserForm key={user.updatedAt} user={user} />
      {isAdmin ? (
        // docs/product.md §30: the account's name, email and role, never a password.
        <HistoryCard
          resource={HISTORY_DOCUMENTS.user}
          id={user._id}
          onRestored={() => void client.invalidateQueries({ queryKey: sessionQuery.queryKey })}
        />
      ) : null}
    </>
  );
}

/** Route element for `/update-user` (guarded). */
export default function UpdateUserRoute() {
  return (
    <RequireUser>
      <UpdateUserPage />
    </RequireUser>
  );
}
