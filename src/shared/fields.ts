/**
 * The building blocks of every field schema (text, titles, links, images, dates, ids). Resource
 * declarations (src/shared/resources/) compose their fields from these; schemas.ts re-exports them.
 *
 * Source: docs/api.md "Rules carried by the server", "Link fields", "Image fields".
 */
import { z } from 'zod';
import {
  ID_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGES,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
} from './constants.js';

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
 * inputs give strings, and the client the wire contract comes from sends them unchanged: decision 0110 §8). `"75abc"`, `"1e2"`, `" "` and `""` are refused with `message`, as are out-of-range values.
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

/** Is `value` a valid absolute http(s) URL? Used by the image-URL managers (docs/product.md §5: 'Invalid or duplicate URL!'). */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An email address as people type it: `name@host.tld`, nothing that could be a URL around it. */
const EMAIL_ADDRESS = /^[^\s@/\\:<>()[\],;"]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,63}$/u;
/** A phone number as people type it: digits with spaces, dots, dashes and brackets, `+` first. */
const PHONE_NUMBER = /^\+?[0-9().\-\s]+$/;
/** A host name with a top-level domain of letters, an optional port, path, query or fragment. */
const BARE_DOMAIN =
  /^([\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(:\d{1,5})?([/?#][^\s]*)?$/u;

/**
 * A link completed the way its writer meant it (docs/decisions/0097-links-as-people-type-them.md):
 * an email address gets `mailto:`, a phone number (6 to 20 digits) `tel:`, a bare domain such as
 * `hooli.example.com/about` `https://`. A value that is already a safe link ({@link isSafeLink}), an empty one and anything else are returned
 * trimmed and otherwise unchanged, so the schema still refuses what is unsafe (`javascript:`,
 * `ftp://`, `//host`). Pure; the forms show its result before saving and the server applies it.
 */
export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || isSafeLink(trimmed)) return trimmed;
  if (EMAIL_ADDRESS.test(trimmed)) return `mailto:${trimmed}`;
  if (PHONE_NUMBER.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '').length;
    if (digits >= 6 && digits <= 20) return `tel:${trimmed}`;
  }
  if (BARE_DOMAIN.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

/**
 * A link field: `""` or a safe link, after {@link normalizeLink} (a bare domain, an email address or
 * a phone number is completed; the stored value is the completed one).
 */
export const link = () =>
  text()
    .transform(normalizeLink)
    .refine((value) => value === '' || isSafeLink(value), {
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
 * keeps its first 10 characters, which is also how the spec displays dates (docs/product.md §9).
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

/** A boolean field. */
export const bool = () => z.boolean({ error: 'must be true or false' });

/** Fields every stored entity carries on the wire. */
export const meta = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * A JSON Resume date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (or `""`), kept at the precision given so
 * `2019` stays `2019` (decision 0030). Used by the sections that came from JSON Resume.
 */
export const resumeDate = () =>
  text(10).refine(
    (value) => value === '' || /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(value),
    {
      error: 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
    },
  );

/** A list of short texts (highlights, keywords, courses, roles): at most 200 items. */
export const textList = () =>
  z.array(text(), { error: 'must be a list of texts' }).max(200, { error: 'must have at most 200 items' });
