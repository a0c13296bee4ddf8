/**
 * Business constants of Vitae, shared by the server and the web app.
 *
 * Source: docs/product.md §9 ("Business constants and limits") and docs/api.md ("Entities on the wire").
 * Shared code imports only zod, so this module has no imports at all.
 */

/** Length of every `_id`: 24 lowercase hex characters (MongoDB ObjectId format). docs/product.md §9, docs/api.md §1 "Basics". */
export const ID_LENGTH = 24;

/** Education types, in the order the form offers them. docs/product.md §9. */
export const EDUCATION_TYPES = [
  'Primary School',
  'High School',
  'University',
  'Course',
  'Conference',
  'Other',
] as const;
export type EducationType = (typeof EDUCATION_TYPES)[number];

/** Skill ("language") types. docs/product.md §9. */
export const SKILL_TYPES = ['Hard', 'Soft'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

/** Social link types. docs/product.md §9. */
export const SOCIAL_LINK_TYPES = ['Social Media', 'Contact'] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];

/** User roles. Contract: users. The spec's default role string is `admin`. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The category that every project carries and that cannot be deleted. docs/product.md §3 and §5. */
export const ALL_CATEGORY_TITLE = 'All';

/** Limits on text. Contract: Rules carried by the server. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 10_000;
/** Limit for other short text fields and URLs (our choice; the contract leaves them open). */
export const MAX_TEXT_LENGTH = 2_000;
/** Most images in one image list (our choice, keeps a page light). */
export const MAX_IMAGES = 50;

/** Minimum password length for new passwords. Contract: PUT users/{id}. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * How recent a sign-in must be to change a password or a role: 10 minutes (our choice, decision 0110 §9: a hijacked old session cannot take the account).
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** Largest accepted request body, in bytes (1 MiB). Contract: Basics (413). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays/objects a JSON request body may have (our choice; decision 0110 §4). */
export const MAX_JSON_DEPTH = 64;

/** Loading dialog: title and minimum visible time in milliseconds. docs/product.md §9. */
export const LOADING_TITLE = 'Cargando...';
export const LOADING_MIN_MS = 1000;

/** Skill ring animation: number of steps and milliseconds per step. docs/product.md §9. */
export const RING_STEPS = 75;
export const RING_STEP_MS = 20;

/** Visibility thresholds (fraction of the element visible). docs/product.md §9. */
export const VISIBILITY = {
  skills: 0.3,
  projects: 0.3,
  categories: 0.6,
  educations: 0.1,
  works: 0.1,
} as const;

/** Breakpoints in CSS pixels. docs/product.md §9. */
export const BREAKPOINT_CATEGORIES_VERTICAL = 768;
export const BREAKPOINT_DRAG_VERTICAL = 992;

/** Drag activation: 5 px mouse move, 120 ms touch long press. docs/product.md §4. */
export const DRAG_MOUSE_DISTANCE_PX = 5;
export const DRAG_TOUCH_DELAY_MS = 120;

/** Description boxes show this many rows. docs/product.md §9. */
export const DESCRIPTION_ROWS = 9;

/** Local placeholder for missing or broken images. docs/product.md §9. */
export const PLACEHOLDER_IMAGE = '/img/imagen-no-disponible.png';

/**
 * Local placeholder for a missing or broken logo (work thumbnails, institution icons): a neutral
 * building glyph instead of the "image not available" picture (decision 0040). docs/product.md §9 allows it:
 * "other placeholder images are a fixed local path".
 */
export const LOGO_PLACEHOLDER = '/img/logo-placeholder.svg';

/** Footer copyright line, exactly as the spec writes it (typo included). docs/product.md §1. */
export const COPYRIGHT_LINE = '© Todos los derechos reserado. 2025';
