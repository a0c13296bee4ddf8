/**
 * zod schemas of every wire shape: what clients send (create, update, reorder, login, users) and what
 * the server answers (entities, envelopes). The server validates with these and the web forms
 * validate with the very same ones, so a rule cannot drift between the two.
 *
 * Source: contract.md "Entities on the wire", "Rules carried by the server", "Reorder"; spec sections
 * 3, 5 and 9 for the messages a person reads.
 */
import { z } from 'zod';
import {
  EDUCATION_TYPES,
  ID_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGES,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_PASSWORD_LENGTH,
  ROLES,
  SKILL_TYPES,
  SOCIAL_LINK_TYPES,
} from './constants.js';
import { MESSAGES } from './messages.js';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** 24 lowercase hex characters. Contract: Basics. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = z
  .string()
  .regex(ID_PATTERN, { error: `must be an id of ${ID_LENGTH} lowercase hex characters` });

/** Accepts a string or a number and gives back a trimmed string. */
const looseText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must have at most ${max} characters` }),
  );

/**
 * A whole number from `min` to `max`, given as a JSON number or as a string of digits (HTML number
 * inputs give strings, and the client the wire contract comes from sends them unchanged: issue 7,
 * defect 8). `"75abc"`, `"1e2"`, `" "` and `""` are refused with `message`, as are out-of-range values.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** Plain optional text: trimmed, at most `max` characters. */
export const text = (max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .max(max, { error: `must have at most ${max} characters` });

/** A title: trimmed, at most 200 characters. Contract: Rules carried by the server. */
export const title = () => text(MAX_TITLE_LENGTH);
/** A description: trimmed, at most 10,000 characters. */
export const description = () => text(MAX_DESCRIPTION_LENGTH);

/** Digits only (DNI, CUIL), numbers accepted on input. Contract: people. */
export const digits = () =>
  looseText(40).refine((value) => value === '' || /^\d+$/.test(value), { error: 'must contain digits only' });

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const WWW_HOST = /^www\.[^\s/]+\.[^\s]+$/i;
/** A site-relative path: starts with one `/`, never `//` or `/\` (browsers read both as another host). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const TEL = /^tel:\+?[0-9().\-\s]{3,}$/i;

/**
 * Is `value` an acceptable link? http(s) URL, mailto:, tel:, a `www.` host or a site-relative path.
 * Contract: "Link fields". Empty is handled by the schema, not here.
 */
export function isSafeLink(value: string): boolean {
  return (
    HTTP_URL.test(value) ||
    WWW_HOST.test(value) ||
    SITE_PATH.test(value) ||
    MAILTO.test(value) ||
    TEL.test(value)
  );
}

/** Is `value` an acceptable image URL? http(s) URL or a site-relative path. Contract: "Image fields". */
export function isSafeImage(value: string): boolean {
  return HTTP_URL.test(value) || SITE_PATH.test(value);
}

/** Is `value` a valid absolute http(s) URL? Used by the image-URL managers (spec 5: 'Invalid or duplicate URL!'). */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A link field: `""` or a safe link. */
export const link = () =>
  text().refine((value) => value === '' || isSafeLink(value), {
    error: 'must be an http(s) URL, mailto:, tel:, a www. address or a site path starting with /',
  });

/** One image URL: `""` or a safe image URL. */
export const image = () =>
  text().refine((value) => value === '' || isSafeImage(value), {
    error: 'must be an http(s) URL or a site path starting with /',
  });

/** A list of image URLs (each non-empty and safe). */
export const imageList = () =>
  z
    .array(
      text().refine((value) => isSafeImage(value), {
        error: 'must be an http(s) URL or a site path starting with /',
      }),
      { error: 'must be a list of image URLs' },
    )
    .max(MAX_IMAGES, { error: `must have at most ${MAX_IMAGES} images` });

/**
 * A date: `"YYYY-MM-DD"` or `""`. Accepts a full ISO date-time on input (old exports carry them) and
 * keeps its first 10 characters, which is also how the spec displays dates (spec 9).
 */
export const dateText = () =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'must be a date written YYYY-MM-DD' })
      .trim()
      .refine((value) => value === '' || isValidDatePrefix(value), {
        error: 'must be a date written YYYY-MM-DD',
      })
      .transform((value) => value.slice(0, 10)),
  );

function isValidDatePrefix(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const bool = () => z.boolean({ error: 'must be true or false' });

// ---------------------------------------------------------------------------------------------
// Entity input fields (no defaults here: update bodies are partial, create fills defaults)
// ---------------------------------------------------------------------------------------------

export const personFields = {
  firstName: text(),
  lastName: text(),
  dni: digits(),
  cuil: digits(),
  birthday: dateText(),
  jobTitles: text(),
  about: description(),
  city: text(),
  province: text(),
  country: text(),
  thumbnails: imageList(),
  banners: imageList(),
};

export const workFields = {
  company: title(),
  linkCompany: link(),
  jobTitle: title(),
  dateStart: dateText(),
  dateEnd: dateText(),
  finished: bool(),
  description: description(),
  thumbnails: image(),
};

export const educationFields = {
  institutionName: title(),
  linkInstitution: link(),
  iconInstitution: image(),
  title: title(),
  linkCertificate: link(),
  dateStart: dateText(),
  dateEnd: dateText(),
  finished: bool(),
  typeEducation: z.enum(EDUCATION_TYPES, { error: MESSAGES.validation.educationType }),
  description: description(),
};

export const skillFields = {
  title: title(),
  percent: wholeNumber(0, 100, 'must be a whole number from 0 to 100'),
  type: z.enum(SKILL_TYPES, { error: MESSAGES.validation.skillType }),
  thumbnails: image(),
};

export const categoryFields = {
  title: title().min(1, { error: 'must not be empty' }),
  thumbnails: image(),
};

export const projectFields = {
  title: title(),
  company: title(),
  linkCompany: link(),
  linkProyect: link(),
  dateStart: dateText(),
  dateEnd: dateText(),
  description: description(),
  languages: z.array(idSchema, { error: 'must be a list of skill ids' }).max(500),
  categories: z.array(idSchema, { error: 'must be a list of category ids' }).max(500),
  thumbnails: imageList(),
};

export const socialLinkFields = {
  type: z.enum(SOCIAL_LINK_TYPES, { error: MESSAGES.validation.socialLinkType }),
  title: title(),
  linkSocial: link(),
  thumbnails: image(),
};

/** Make every field optional (for PUT bodies: only the fields given change). */
function partialOf<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).partial();
}

/** Every field optional but `required`, which keeps its own message when missing (spec 5). */
function createOf<T extends z.ZodRawShape, K extends keyof T & string>(shape: T, required: K[]) {
  return z
    .object(shape)
    .partial()
    .extend(Object.fromEntries(required.map((key) => [key, shape[key]])) as Pick<T, K>);
}

// Create bodies: required fields are the enum types and the category title; the rest are optional and
// filled from the defaults below. Unknown keys (`_id`, `order`, `__v`...) are dropped (zod strips them).
export const personCreateSchema = partialOf(personFields);
export const personUpdateSchema = partialOf(personFields);
export const workCreateSchema = partialOf(workFields);
export const workUpdateSchema = partialOf(workFields);
export const educationCreateSchema = createOf(educationFields, ['typeEducation']);
export const educationUpdateSchema = partialOf(educationFields);
export const skillCreateSchema = createOf(skillFields, ['type']);
export const skillUpdateSchema = partialOf(skillFields);
export const categoryCreateSchema = createOf(categoryFields, ['title']);
export const categoryUpdateSchema = partialOf(categoryFields);
export const projectCreateSchema = partialOf(projectFields);
export const projectUpdateSchema = partialOf(projectFields);
export const socialLinkCreateSchema = createOf(socialLinkFields, ['type']);
export const socialLinkUpdateSchema = partialOf(socialLinkFields);

export type PersonInput = z.infer<typeof personUpdateSchema>;
export type WorkInput = z.infer<typeof workUpdateSchema>;
export type EducationInput = z.infer<typeof educationUpdateSchema>;
export type SkillInput = z.infer<typeof skillUpdateSchema>;
export type CategoryInput = z.infer<typeof categoryUpdateSchema>;
export type ProjectInput = z.infer<typeof projectUpdateSchema>;
export type SocialLinkInput = z.infer<typeof socialLinkUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Entities as answered (wire shape)
// ---------------------------------------------------------------------------------------------

const meta = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const personSchema = z.object({
  ...meta,
  firstName: z.string(),
  lastName: z.string(),
  dni: z.string(),
  cuil: z.string(),
  birthday: z.string(),
  jobTitles: z.string(),
  about: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  thumbnails: z.array(z.string()),
  banners: z.array(z.string()),
});
export type Person = z.infer<typeof personSchema>;

export const workSchema = z.object({
  ...meta,
  company: z.string(),
  linkCompany: z.string(),
  jobTitle: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  finished: z.boolean(),
  description: z.string(),
  thumbnails: z.string(),
  order: z.number().int(),
});
export type Work = z.infer<typeof workSchema>;

export const educationSchema = z.object({
  ...meta,
  institutionName: z.string(),
  linkInstitution: z.string(),
  iconInstitution: z.string(),
  title: z.string(),
  linkCertificate: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  finished: z.boolean(),
  typeEducation: z.enum(EDUCATION_TYPES),
  description: z.string(),
  order: z.number().int(),
});
export type Education = z.infer<typeof educationSchema>;

export const skillSchema = z.object({
  ...meta,
  title: z.string(),
  percent: z.number().int(),
  type: z.enum(SKILL_TYPES),
  thumbnails: z.string(),
  order: z.number().int(),
});
export type Skill = z.infer<typeof skillSchema>;

export const categorySchema = z.object({
  ...meta,
  title: z.string(),
  thumbnails: z.string(),
  order: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

const projectBase = {
  ...meta,
  title: z.string(),
  company: z.string(),
  linkCompany: z.string(),
  linkProyect: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  description: z.string(),
  thumbnails: z.array(z.string()),
  order: z.number().int(),
};

/** A project as stored: skill and category ids. */
export const projectSchema = z.object({
  ...projectBase,
  languages: z.array(z.string()),
  categories: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

/** A skill as it appears inside a populated project. Contract: "Populated reads". */
export const skillRefSchema = skillSchema.pick({
  _id: true,
  title: true,
  percent: true,
  type: true,
  thumbnails: true,
});
export type SkillRef = z.infer<typeof skillRefSchema>;
/** A category as it appears inside a populated project. */
export const categoryRefSchema = categorySchema.pick({ _id: true, title: true, thumbnails: true });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A project with both links populated (`?populate=languages,categories`). */
export const populatedProjectSchema = z.object({
  ...projectBase,
  languages: z.array(skillRefSchema),
  categories: z.array(categoryRefSchema),
});
export type PopulatedProject = z.infer<typeof populatedProjectSchema>;

/** Any populate combination: each of the two lists holds ids or objects. */
export const projectAnyPopulateSchema = z.object({
  ...projectBase,
  languages: z.union([z.array(z.string()), z.array(skillRefSchema)]),
  categories: z.union([z.array(z.string()), z.array(categoryRefSchema)]),
});

export const socialLinkSchema = z.object({
  ...meta,
  type: z.enum(SOCIAL_LINK_TYPES),
  title: z.string(),
  linkSocial: z.string(),
  thumbnails: z.string(),
  order: z.number().int(),
});
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

// ---------------------------------------------------------------------------------------------
// Defaults for a new entity (the server fills missing fields with them; new forms start from them)
// ---------------------------------------------------------------------------------------------

export const personDefaults = {
  firstName: '',
  lastName: '',
  dni: '',
  cuil: '',
  birthday: '',
  jobTitles: '',
  about: '',
  city: '',
  province: '',
  country: '',
  thumbnails: [] as string[],
  banners: [] as string[],
};
export const workDefaults = {
  company: '',
  linkCompany: '',
  jobTitle: '',
  dateStart: '',
  dateEnd: '',
  finished: false,
  description: '',
  thumbnails: '',
};
export const educationDefaults = {
  institutionName: '',
  linkInstitution: '',
  iconInstitution: '',
  title: '',
  linkCertificate: '',
  dateStart: '',
  dateEnd: '',
  finished: false,
  description: '',
};
export const skillDefaults = { title: '', percent: 0, thumbnails: '' };
export const categoryDefaults = { thumbnails: '' };
export const projectDefaults = {
  title: '',
  company: '',
  linkCompany: '',
  linkProyect: '',
  dateStart: '',
  dateEnd: '',
  description: '',
  languages: [] as string[],
  categories: [] as string[],
  thumbnails: [] as string[],
};
export const socialLinkDefaults = { title: '', linkSocial: '', thumbnails: '' };

// ---------------------------------------------------------------------------------------------
// Reorder, auth, users, populate
// ---------------------------------------------------------------------------------------------

/** One reorder item: `{_id, order}`. The `_id` check message comes from the resource (spec 5). */
export const reorderItemSchema = z.object({
  _id: z.string(),
  order: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number of 0 or more').optional(),
});
export type ReorderItem = z.infer<typeof reorderItemSchema>;

/** Login body. Contract: POST auth/login. Spec 5: 'You must complete all fields!'. */
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
 * PUT users/{id} body: `{password?, role?}`. The form's role is free text (spec 2), so the server is
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
