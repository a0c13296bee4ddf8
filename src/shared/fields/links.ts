/**
 * Link and image fields: a link completed the way its writer meant it and then checked for a safe
 * scheme, one image URL, and a list of them. The checks themselves are in ../safe-links.ts. Source:
 * docs/api.md "Link fields", "Image fields".
 */
import { z } from 'zod';
import { MAX_IMAGES } from '../constants.js';
import { normalizeLink } from '../link-completion.js';
import { isSafeImage, isSafeLink } from '../safe-links.js';
import { text } from './texts.js';

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
