/**
 * The audit log on the wire (docs/product.md §23 "Activity", docs/decisions/0180-audit-log.md;
 * server: src/server/modules/audit/, web: src/web/features/security/owner-activity-card.tsx).
 *
 * An event: `{_id, kind, userId, email, detail, method, path, entryId, status, device, createdAt}`.
 * `kind` is one of {@link AUDIT_KINDS}; `detail` is how a sign-in was made ({@link SIGN_IN_WAYS})
 * or a passkey's name; `method`, `path` (the route's pattern), `entryId` and `status` describe an
 * admin write and are ''/null otherwise. No event carries a body, a password, a code or an address.
 */
import { z } from 'zod';
import { API_PREFIX } from './paths.js';

/** Every kind of event, grouped for the filter by {@link AUDIT_GROUPS}. */
export const AUDIT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'second-step-failed',
  'signed-out',
  'two-factor-on',
  'two-factor-off',
  'two-factor-reset',
  'recovery-codes-replaced',
  'passkey-added',
  'passkey-removed',
  'session-ended',
  'other-sessions-ended',
  'admin-write',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How a sign-in was made: the password alone, with an authenticator code, with a recovery code, or a passkey. */
export const SIGN_IN_WAYS = ['password', 'password+code', 'password+recovery', 'passkey'] as const;
export type SignInWay = (typeof SIGN_IN_WAYS)[number];

/** The filter's groups: sign-ins (and failures), changes of the sign-in means and sessions, admin writes. */
export const AUDIT_GROUPS = {
  'sign-ins': ['sign-in', 'sign-in-failed', 'second-step-failed', 'signed-out'],
  security: [
    'two-factor-on',
    'two-factor-off',
    'two-factor-reset',
    'recovery-codes-replaced',
    'passkey-added',
    'passkey-removed',
    'session-ended',
    'other-sessions-ended',
  ],
  writes: ['admin-write'],
} as const satisfies Record<string, readonly AuditKind[]>;
export type AuditGroup = keyof typeof AUDIT_GROUPS;
export const AUDIT_GROUP_NAMES = Object.keys(AUDIT_GROUPS) as AuditGroup[];

/** Kinds that are failures (shown as such on the page). */
export const AUDIT_FAILURES: readonly AuditKind[] = ['sign-in-failed', 'second-step-failed'];

export const auditEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  userId: z.string().nullable(),
  email: z.string(),
  detail: z.string(),
  method: z.string(),
  path: z.string(),
  entryId: z.string(),
  status: z.number().nullable(),
  device: z.string(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Events one read answers by default (`?limit=` up to {@link AUDIT_MAX_PAGE}). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE = 200;

/** GET /api/audit's query: a group, older than the event `before`, at most `limit`. */
export const auditQuerySchema = z.object({
  group: z.enum(AUDIT_GROUP_NAMES as [AuditGroup, ...AuditGroup[]]).optional(),
  before: z
    .string()
    .regex(/^[0-9a-f]{24}$/, { error: 'Not an event id.' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPaths = {
  /** GET: the events, newest first (an admin: everyone's; another user: their own). */
  list: (query: { group?: AuditGroup | undefined; before?: string | undefined } = {}) => {
    const params = new URLSearchParams();
    if (query.group) params.set('group', query.group);
    if (query.before) params.set('before', query.before);
    const text = params.toString();
    return `${API_PREFIX}/audit${text ? `?${text}` : ''}`;
  },
} as const;

/** The same path as a route pattern. */
export const auditRoutes = { list: `${API_PREFIX}/audit` } as const;
