/**
 * Every API path of the contract, spelled once. Nothing else in the code base writes an API path by
 * hand: the server registers these and the web client calls these.
 *
 * Source: docs/api.md "Routes". The wire keeps the original client's names (`proyects`, `languages`).
 */

export const API_PREFIX = '/api';

/** Wire names of the ordered, admin-editable resources, keyed by our domain name. */
export const RESOURCE = {
  education: 'educations',
  work: 'works',
  skill: 'languages',
  project: 'proyects',
  category: 'categories',
  socialLink: 'social-medias',
} as const;
export type ResourceKey = keyof typeof RESOURCE;
export type ResourceWireName = (typeof RESOURCE)[ResourceKey];

export const PEOPLE = 'people';
export const USERS = 'users';

export const paths = {
  login: `${API_PREFIX}/auth/login`,
  current: `${API_PREFIX}/auth/current`,
  signout: `${API_PREFIX}/auth/signout`,
  /** Two-factor sign-in of the signed-in account (docs/product.md §23): GET status, DELETE turns it off. */
  twoFactor: `${API_PREFIX}/auth/two-factor`,
  /** POST: a new secret to enrol (shown once). */
  twoFactorSetup: `${API_PREFIX}/auth/two-factor/setup`,
  /** POST `{code}`: the first code turns it on and answers the recovery codes. */
  twoFactorConfirm: `${API_PREFIX}/auth/two-factor/confirm`,
  /** POST: ten new recovery codes in place of the old ones. */
  recoveryCodes: `${API_PREFIX}/auth/two-factor/recovery-codes`,
  /** GET the account's passkeys. */
  passkeys: `${API_PREFIX}/auth/passkeys`,
  /** DELETE removes one passkey of the account. */
  passkey: (id: string) => `${API_PREFIX}/auth/passkeys/${encodeURIComponent(id)}`,
  /** POST: WebAuthn options to create a passkey (recent sign-in). */
  passkeyRegisterOptions: `${API_PREFIX}/auth/passkeys/register-options`,
  /** POST `{name, response}`: keep the new passkey. */
  passkeyRegister: `${API_PREFIX}/auth/passkeys/register`,
  /** POST (public): WebAuthn options to sign in with a passkey. */
  passkeyLoginOptions: `${API_PREFIX}/auth/passkey-login/options`,
  /** POST (public) `{response}`: sign in with a passkey; sets the session cookie. */
  passkeyLogin: `${API_PREFIX}/auth/passkey-login`,
  /** GET the account's sessions; DELETE ends every other one. */
  sessions: `${API_PREFIX}/auth/sessions`,
  /** DELETE ends one session of the account. */
  session: (id: string) => `${API_PREFIX}/auth/sessions/${encodeURIComponent(id)}`,
  health: `${API_PREFIX}/health`,
  openapi: `${API_PREFIX}/docs/openapi.json`,
  /** Image upload (multipart, field `file`), decision 0040. */
  images: `${API_PREFIX}/images`,
  /** `/api/{resource}` (list, create). */
  list: (resource: string) => `${API_PREFIX}/${resource}`,
  /** `/api/{resource}/{id}` (read, update, delete). */
  item: (resource: string, id: string) => `${API_PREFIX}/${resource}/${encodeURIComponent(id)}`,
  /** `/api/{resource}/reorder`. */
  reorder: (resource: string) => `${API_PREFIX}/${resource}/reorder`,
  /** The owner's data page (decision 0040); writes that replace data need `?confirm=true`. */
  data: {
    /** POST a JSON Resume: a preview, or with `?confirm=true` the import (replaces the portfolio). */
    import: `${API_PREFIX}/admin/import`,
    /** GET: the portfolio as a JSON Resume file. */
    export: `${API_PREFIX}/admin/export`,
    /** GET: the whole site as a gzipped backup file. */
    backup: `${API_PREFIX}/admin/backup`,
    /** POST a backup file (multipart, field `file`): a preview, or with `?confirm=true` the restore. */
    restore: `${API_PREFIX}/admin/restore`,
    /** POST `?confirm=true`: start from an empty portfolio (users and `All` stay). */
    reset: `${API_PREFIX}/admin/reset`,
    /** GET: the automatic backups, newest first. */
    backups: `${API_PREFIX}/admin/backups`,
    backupFile: (id: string) => `${API_PREFIX}/admin/backups/${encodeURIComponent(id)}/file`,
    backupRestore: (id: string) => `${API_PREFIX}/admin/backups/${encodeURIComponent(id)}/restore`,
    /** GET: the public site as a zip of static files (docs/product.md §25). */
    staticSite: `${API_PREFIX}/admin/static-site`,
  },
  /** `/api/proyects/populated?populate=languages,categories`. */
  projectsPopulated: `${API_PREFIX}/${RESOURCE.project}/populated?populate=languages,categories`,
  projectPopulated: (id: string) =>
    `${API_PREFIX}/${RESOURCE.project}/${encodeURIComponent(id)}/populated?populate=languages,categories`,
  /** `/api/users/{id}/populated?populate=person`. */
  userWithPerson: (id: string) =>
    `${API_PREFIX}/${USERS}/${encodeURIComponent(id)}/populated?populate=person`,
} as const;
