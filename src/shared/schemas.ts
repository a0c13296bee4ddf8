/**
 * zod schemas of every wire shape: what clients send (create, update, reorder, login, users) and what
 * the server answers (entities, envelopes). The server validates with these and the web forms
 * validate with the very same ones, so a rule cannot drift between the two.
 *
 * Source: docs/api.md "Entities on the wire", "Rules carried by the server", "Reorder"; docs/product.md §3, §5 and §9
 * for the messages a person reads.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from './constants.js';
import { idSchema, meta, title, wholeNumber } from './fields.js';
import { MESSAGES } from './messages.js';
import { categories, educations, person, projects, skills, socialLinks, works } from './resources/index.js';

export * from './fields.js';

// ---------------------------------------------------------------------------------------------
// Entities: derived from their declarations (src/shared/resources/, decision record 0030)
// ---------------------------------------------------------------------------------------------

export const personFields = person.fields;
export const workFields = works.fields;
export const educationFields = educations.fields;
export const skillFields = skills.fields;
export const categoryFields = categories.fields;
export const projectFields = projects.fields;
export const socialLinkFields = socialLinks.fields;

// Create bodies: required fields are the enum types and the category title; the rest are optional and
// filled from the defaults. Unknown keys (`_id`, `order`, `__v`...) are dropped (zod strips them).
export const personCreateSchema = person.createSchema;
export const personUpdateSchema = person.updateSchema;
export const workCreateSchema = works.createSchema;
export const workUpdateSchema = works.updateSchema;
export const educationCreateSchema = educations.createSchema;
export const educationUpdateSchema = educations.updateSchema;
export const skillCreateSchema = skills.createSchema;
export const skillUpdateSchema = skills.updateSchema;
export const categoryCreateSchema = categories.createSchema;
export const categoryUpdateSchema = categories.updateSchema;
export const projectCreateSchema = projects.createSchema;
export const projectUpdateSchema = projects.updateSchema;
export const socialLinkCreateSchema = socialLinks.createSchema;
export const socialLinkUpdateSchema = socialLinks.updateSchema;

export type PersonInput = z.infer<typeof personUpdateSchema>;
export type WorkInput = z.infer<typeof workUpdateSchema>;
export type EducationInput = z.infer<typeof educationUpdateSchema>;
export type SkillInput = z.infer<typeof skillUpdateSchema>;
export type CategoryInput = z.infer<typeof categoryUpdateSchema>;
export type ProjectInput = z.infer<typeof projectUpdateSchema>;
export type SocialLinkInput = z.infer<typeof socialLinkUpdateSchema>;

/** The person as answered (not ordered: no `order`). */
export const personSchema = z.object({
  ...meta,
  ...person.wireFields,
  i18n: person.i18nWireSchema.optional(),
});
export type Person = z.infer<typeof personSchema>;
export const workSchema = works.wireSchema;
export type Work = z.infer<typeof workSchema>;
export const educationSchema = educations.wireSchema;
export type Education = z.infer<typeof educationSchema>;
export const skillSchema = skills.wireSchema;
export type Skill = z.infer<typeof skillSchema>;
export const categorySchema = categories.wireSchema;
export type Category = z.infer<typeof categorySchema>;
/** A project as stored: skill and category ids. */
export const projectSchema = projects.wireSchema;
export type Project = z.infer<typeof projectSchema>;

/** A skill as it appears inside a populated project. Contract: "Populated reads". */
export const skillRefSchema = skillSchema.pick({
  _id: true,
  title: true,
  percent: true,
  type: true,
  thumbnails: true,
  i18n: true,
});
export type SkillRef = z.infer<typeof skillRefSchema>;
/** A category as it appears inside a populated project. */
export const categoryRefSchema = categorySchema.pick({
  _id: true,
  title: true,
  thumbnails: true,
  i18n: true,
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A project with both links populated (`?populate=languages,categories`). */
export const populatedProjectSchema = projectSchema.extend({
  languages: z.array(skillRefSchema),
  categories: z.array(categoryRefSchema),
});
export type PopulatedProject = z.infer<typeof populatedProjectSchema>;

/** Any populate combination: each of the two lists holds ids or objects. */
export const projectAnyPopulateSchema = projectSchema.extend({
  languages: z.union([z.array(z.string()), z.array(skillRefSchema)]),
  categories: z.union([z.array(z.string()), z.array(categoryRefSchema)]),
});

export const socialLinkSchema = socialLinks.wireSchema;
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const userSchema = z.object({
  ...meta,
  user: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  person: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A user with `person` populated (or `""` when not linked). */
export const userWithPersonSchema = userSchema.extend({ person: z.union([personSchema, z.literal('')]) });
export type UserWithPerson = z.infer<typeof userWithPersonSchema>;

// Defaults for a new entity (the server fills missing fields with them; new forms start from them).
export const personDefaults = person.defaults;
export const workDefaults = works.defaults;
export const educationDefaults = educations.defaults;
export const skillDefaults = skills.defaults;
export const categoryDefaults = categories.defaults;
export const projectDefaults = projects.defaults;
export const socialLinkDefaults = socialLinks.defaults;

// ---------------------------------------------------------------------------------------------
// Reorder, auth, users, populate
// ---------------------------------------------------------------------------------------------

/** One reorder item: `{_id, order}`. The `_id` check message comes from the resource (docs/product.md §5). */
export const reorderItemSchema = z.object({
  _id: z.string(),
  order: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number of 0 or more').optional(),
});
export type ReorderItem = z.infer<typeof reorderItemSchema>;

/** Login body. Contract: POST auth/login. docs/product.md §5: 'You must complete all fields!'. */
export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.validation.completeAllFields })
    .trim()
    .min(1, { error: MESSAGES.validation.completeAllFields })
    .max(320),
  password: z
    .string({ error: MESSAGES.validation.completeAllFields })
    .min(1, { error: MESSAGES.validation.completeAllFields })
    .max(1000),
  /**
   * The second step (docs/product.md §23): a 6-digit authenticator code or a recovery code
   * `xxxxx-xxxxx`, sent with the password again when the first answer was TWO_FACTOR_REQUIRED.
   */
  code: z.string().trim().max(40).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const email = () =>
  z
    .string({ error: 'must be an email address' })
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: 'must be an email address' }));
const password = () =>
  z
    .string({ error: 'must be text' })
    .min(MIN_PASSWORD_LENGTH, { error: `must have at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(1000, { error: 'must have at most 1000 characters' });

/** POST users/ body. */
export const userCreateSchema = z.object({
  user: title().min(1, { error: 'must not be empty' }),
  email: email(),
  password: password(),
  role: z.enum(ROLES, { error: 'must be admin or user' }).optional(),
  person: z.union([idSchema, z.literal('')]).optional(),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * PUT users/{id} body: `{password?, role?}`. The form's role is free text (docs/product.md §2), so the server is
 * the one that tells a wrong role apart. An empty password means "keep the current one".
 */
export const userUpdateSchema = z.object({
  password: z.union([z.literal(''), password()]).optional(),
  role: z.enum(ROLES, { error: 'must be admin or user' }).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** Fields a project list may populate. Contract: GET proyects/populated. */
export const PROJECT_POPULATE_FIELDS = ['languages', 'categories'] as const;

// ---------------------------------------------------------------------------------------------
// Envelopes
// ---------------------------------------------------------------------------------------------

/** Error codes of the error body. Contract: Basics. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'REAUTHENTICATION_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** Failure body: `{method, url, error: {message, code, issues?}}`. Contract: Basics. */
export const errorBodySchema = z.object({
  method: z.string(),
  url: z.string(),
  error: z.object({ message: z.string(), code: z.string(), issues: z.array(errorIssueSchema).optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Success body: `{method, url, response, message}`. Contract: Basics. */
export const envelopeSchema = <T extends z.ZodType>(response: T) =>
  z.object({ method: z.string(), url: z.string(), response, message: z.string() });
export type Envelope<T> = { method: string; url: string; response: T; message: string };

/** Two-factor sign-in of the signed-in account (docs/product.md §23). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The one answer that shows a new authenticator secret: base32, its otpauth:// URI, and a QR code (SVG text). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A code typed by the owner (enrolment confirmation). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the code from the authenticator app.' })
    .trim()
    .min(1, { error: 'Enter the code from the authenticator app.' })
    .max(40),
});

/** Recovery codes, shown once (docs/product.md §23). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One signed-in session of the account, for the security page (docs/product.md §23). */
export const sessionInfoSchema = z.object({
  _id: z.string(),
  /** Device class such as "Firefox on Windows", or "" when unknown. */
  device: z.string(),
  /** ISO times: sign-in, and last use (to the minute). */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** One passkey of the account (docs/product.md §23): never its key material. */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeySchema>;

/** A WebAuthn options or response object, checked by SimpleWebAuthn rather than here. */
export const webauthnJsonSchema = z.record(z.string(), z.unknown());

/** Body of POST auth/passkeys/register. */
export const passkeyRegisterSchema = z.object({
  name: z
    .string({ error: 'Give the passkey a name.' })
    .trim()
    .min(1, { error: 'Give the passkey a name.' })
    .max(60, { error: 'A passkey name has at most 60 characters.' }),
  response: webauthnJsonSchema,
});

/** Body of POST auth/passkey-login. */
export const passkeyLoginSchema = z.object({ response: webauthnJsonSchema });
