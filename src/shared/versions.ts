/**
 * Versions of the portfolio and the links sent for them (docs/product.md §20 "Versions and links";
 * docs/decisions/0140-versions-and-links.md): the wire shapes, the API and page paths, the limits and
 * the texts the API answers (the link page's own texts: link-page-texts.ts).
 *
 * A version is a selection over the master portfolio, not a copy: which entries it includes (by
 * entry id; an entry it has no choice for is included when it existed when the version's selection
 * started, else as `includeNew` says), which sections it hides, a pinned content language, and
 * overrides of the person's job titles and about and of the order of projects and skills. A link
 * opens one version at `/for/<token>`.
 */
import { DESIGN_IDS, DESIGN_MESSAGE } from './designs/index.js';
import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.js';
import { API_PREFIX, RESOURCE } from './paths.js';
import { listPathOf, RESOURCES, RESUME_SECTIONS } from './resources/index.js';
import { ID_PATTERN, idSchema } from './fields.js';
import { SECTION_LIMITS } from './sections.js';
import { POSTING_MAX } from './posting-match.js';

/** The sections a version can hide, by wire name: the five lists of the home page, then the JSON Resume sections. */
export const VERSION_SECTIONS = [
  RESOURCE.work,
  RESOURCE.project,
  RESOURCE.education,
  RESOURCE.skill,
  RESOURCE.socialLink,
  ...RESUME_SECTIONS.map((section) => section.wire),
] as const;

/** The list path (public API) of each section a version can hide, by the section's wire name. */
export const SECTION_LIST_PATHS: Record<string, string> = Object.fromEntries(
  [
    RESOURCES.work,
    RESOURCES.project,
    RESOURCES.education,
    RESOURCES.skill,
    RESOURCES.socialLink,
    ...RESUME_SECTIONS,
  ].map((resource) => [resource.wire, listPathOf(resource)]),
);

export const VERSION_LIMITS = {
  name: 80,
  label: 120,
  note: 1000,
  /** Text of an about override, as the person's own field. */
  about: 5000,
  jobTitles: 200,
  /** Versions a portfolio may hold. */
  versions: 100,
  /** Links per version. */
  links: 500,
  /** Entries named in one version's choices or orders. */
  entries: 5000,
} as const;

/** Base of the pages a link opens; `/for/<token>` is the version's site. */
export const LINK_PAGE_PREFIX = '/for';
/** Bytes of randomness in a link's token (base64url: 24 characters, 144 bits). */
export const LINK_TOKEN_BYTES = 18;
/**
 * A token's shape as the URL carries it: base64url, 24 characters ({@link LINK_TOKEN_BYTES}). A
 * `/for/<token>` address of any other shape is a client mistake, answered 400 before any lookup
 * (docs/product.md §20; docs/decisions/0231-link-token-shape.md).
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** Whether `token` has a link token's shape ({@link LINK_TOKEN_PATTERN}). */
export function isLinkToken(token: string): boolean {
  return LINK_TOKEN_PATTERN.test(token);
}

export const VERSION_PATHS = {
  versions: `${API_PREFIX}/versions`,
  version: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}`,
  duplicate: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}/duplicate`,
  /** GET: the version's content as a recipient of a live link sees it (lists by API path). */
  content: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}/content`,
  links: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}/links`,
  /** GET (admin): the version's page as a recipient of a live link sees it now (HTML). */
  preview: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}/preview`,
  /** GET (admin): the version's PDF CV as a live link gives it now (`?format=`, `?lang=`). */
  cv: (id: string) => `${API_PREFIX}/versions/${encodeURIComponent(id)}/cv.pdf`,
  link: (id: string) => `${API_PREFIX}/links/${encodeURIComponent(id)}`,
  revoke: (id: string) => `${API_PREFIX}/links/${encodeURIComponent(id)}/revoke`,
  /** GET: a frozen link's snapshot beside the version's content today. */
  compare: (id: string) => `${API_PREFIX}/links/${encodeURIComponent(id)}/compare`,
  /** Route patterns (Fastify), for the server's registrations. */
  routes: {
    version: `${API_PREFIX}/versions/:id`,
    duplicate: `${API_PREFIX}/versions/:id/duplicate`,
    content: `${API_PREFIX}/versions/:id/content`,
    links: `${API_PREFIX}/versions/:id/links`,
    preview: `${API_PREFIX}/versions/:id/preview`,
    cv: `${API_PREFIX}/versions/:id/cv.pdf`,
    link: `${API_PREFIX}/links/:id`,
    revoke: `${API_PREFIX}/links/:id/revoke`,
    compare: `${API_PREFIX}/links/:id/compare`,
    page: `${LINK_PAGE_PREFIX}/:token`,
    pdf: `${LINK_PAGE_PREFIX}/:token/cv.pdf`,
    resume: `${LINK_PAGE_PREFIX}/:token/resume.json`,
    message: `${LINK_PAGE_PREFIX}/:token/message`,
    theme: `${LINK_PAGE_PREFIX}/:token/theme`,
  },
  page: (token: string) => `${LINK_PAGE_PREFIX}/${token}`,
  pdf: (token: string) => `${LINK_PAGE_PREFIX}/${token}/cv.pdf`,
  resume: (token: string) => `${LINK_PAGE_PREFIX}/${token}/resume.json`,
  /** POST (multipart/form-data, no script needed): the contact form of a link's page. */
  message: (token: string) => `${LINK_PAGE_PREFIX}/${token}/message`,
  /** POST (multipart/form-data, field `theme`): remember the visitor's theme, back to the page. */
  theme: (token: string) => `${LINK_PAGE_PREFIX}/${token}/theme`,
} as const;

/** Texts the API and the link pages answer (docs/product.md §20). */
export const VERSION_TEXTS = {
  versionNotFound: 'There is no version with this id.',
  linkNotFound: 'There is no link with this id.',
  tooManyVersions: `A portfolio can have at most ${VERSION_LIMITS.versions} versions.`,
  tooManyLinks: `A version can have at most ${VERSION_LIMITS.links} links.`,
  nameTaken: 'Another version has this name: give this one a name of its own.',
  expiryInPast: 'The expiry must be in the future.',
  revokedCannotChange: 'This link is revoked; a revoked link cannot be changed.',
  notFrozen: 'This link is not frozen: it always shows the version as it is today.',
  unknownSection: 'The section is not one of the portfolio.',
  tooManyMisses: (minutes: number) =>
    `Too many addresses that do not exist were tried. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** A section a version hides: a built-in one by wire name, or a custom one by id (docs/product.md §27). */
const sectionSchema = z
  .string({ error: VERSION_TEXTS.unknownSection })
  .refine((key) => (VERSION_SECTIONS as readonly string[]).includes(key) || ID_PATTERN.test(key), {
    error: VERSION_TEXTS.unknownSection,
  });
const languageSchema = z.enum(LANGUAGES, { error: `The language must be ${LANGUAGES.join(' or ')}.` });
const idList = z.array(idSchema).max(VERSION_LIMITS.entries);

/** Overrides of the headline fields; a field left out follows the master. */
export const versionOverridesSchema = z.strictObject({
  jobTitles: z
    .string()
    .max(VERSION_LIMITS.jobTitles, {
      error: `The job titles can have at most ${VERSION_LIMITS.jobTitles} characters.`,
    })
    .optional(),
  about: z
    .string()
    .max(VERSION_LIMITS.about, { error: `The about can have at most ${VERSION_LIMITS.about} characters.` })
    .optional(),
  /**
   * Anonymised (docs/decisions/0265-anonymised-version.md): the version's name stands for the
   * person's; no photo, identity number, birth date, street address or contact link in any output.
   */
  anonymous: z.boolean().optional(),
  /**
   * The job posting this version answers (docs/decisions/0266-job-posting-match.md): private, read
   * only by the owner's editor; never in a link's page, file or the static site.
   */
  posting: z
    .string()
    .max(POSTING_MAX, { error: `The job posting can have at most ${POSTING_MAX} characters.` })
    .optional(),
  /** Project ids shown first, in this order; the other included projects follow in the master's order. */
  projectOrder: idList.optional(),
  /** Skill ids shown first, in this order; the others follow in the master's order. */
  skillOrder: idList.optional(),
  /**
   * Section keys (src/shared/sections.ts) shown first, in this order; the others follow in the
   * owner's order (docs/product.md §27).
   */
  sectionOrder: z
    .array(z.string().max(40))
    .max(VERSION_SECTIONS.length + SECTION_LIMITS.custom)
    .optional(),
});
export type VersionOverrides = z.infer<typeof versionOverridesSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, { error: 'The name is required.' })
  .max(VERSION_LIMITS.name, { error: `The name can have at most ${VERSION_LIMITS.name} characters.` });

/** `POST /api/versions`. */
export const versionCreateSchema = z.strictObject({
  name: nameSchema,
  language: languageSchema.nullable().default(null),
  includeNew: z.boolean().default(true),
});

/**
 * `PATCH /api/versions/{id}`: each field given replaces the stored one, except `entries`, which is
 * merged (an entry id with `null` drops the choice: the entry follows `includeNew` again).
 */
export const versionUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  language: languageSchema.nullable().optional(),
  includeNew: z.boolean().optional(),
  hiddenSections: z
    .array(sectionSchema)
    .max(VERSION_SECTIONS.length + SECTION_LIMITS.custom)
    .optional(),
  entries: z
    .record(idSchema, z.boolean().nullable())
    .refine((value) => Object.keys(value).length <= VERSION_LIMITS.entries, {
      error: `At most ${VERSION_LIMITS.entries} entries can be chosen at once.`,
    })
    .optional(),
  overrides: versionOverridesSchema.optional(),
  /** The version's own design (docs/product.md §26), null for the site's. */
  design: z.enum(DESIGN_IDS, { error: DESIGN_MESSAGE }).nullable().optional(),
});

/** `POST /api/versions/{id}/duplicate`. */
export const versionDuplicateSchema = z.strictObject({ name: nameSchema.optional() });

export const versionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  language: languageSchema.nullable(),
  includeNew: z.boolean(),
  /** Entries created at or before this time are included unless chosen out. */
  baselineAt: z.string(),
  hiddenSections: z.array(z.string()),
  /** Explicit choices by entry id: true included, false left out. */
  entries: z.record(z.string(), z.boolean()),
  overrides: versionOverridesSchema,
  /** The version's own design (docs/product.md §26), null for the site's. */
  design: z.enum(DESIGN_IDS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Version = z.infer<typeof versionSchema>;

const expirySchema = z.iso
  .datetime({ offset: true, error: 'The expiry must be an ISO 8601 date and time.' })
  .nullable();
const labelSchema = z
  .string()
  .trim()
  .min(1, { error: 'The recipient label is required.' })
  .max(VERSION_LIMITS.label, { error: `The label can have at most ${VERSION_LIMITS.label} characters.` });
const noteSchema = z
  .string()
  .max(VERSION_LIMITS.note, { error: `The note can have at most ${VERSION_LIMITS.note} characters.` });

/** `POST /api/versions/{id}/links`. */
export const linkCreateSchema = z.strictObject({
  label: labelSchema,
  note: noteSchema.default(''),
  expiresAt: expirySchema.default(null),
  /** Keep the version as it is now for this recipient (a snapshot taken at once). */
  frozen: z.boolean().default(false),
});

/** `PATCH /api/links/{id}`. */
export const linkUpdateSchema = z.strictObject({
  label: labelSchema.optional(),
  note: noteSchema.optional(),
  expiresAt: expirySchema.optional(),
  paused: z.boolean().optional(),
});

export const LINK_STATES = ['active', 'paused', 'expired', 'revoked'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const versionLinkSchema = z.object({
  _id: z.string(),
  versionId: z.string(),
  label: z.string(),
  note: z.string(),
  expiresAt: z.string().nullable(),
  paused: z.boolean(),
  revokedAt: z.string().nullable(),
  /** What the URL answers now. */
  state: z.enum(LINK_STATES),
  /** When the snapshot was taken; null for a live link. */
  frozenAt: z.string().nullable(),
  /** The link's page, site-relative (`/for/<token>`). */
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VersionLink = z.infer<typeof versionLinkSchema>;

/** A version's content: the site's lists (API answers' `response`) by API path. */
export const versionContentSchema = z.record(z.string(), z.array(z.unknown()));
export type VersionContent = z.infer<typeof versionContentSchema>;

export const linkCompareSchema = z.object({
  frozenAt: z.string(),
  frozen: versionContentSchema,
  today: versionContentSchema,
});
