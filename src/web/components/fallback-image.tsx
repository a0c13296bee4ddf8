/**
 * An image that falls back to the local placeholder {@link PLACEHOLDER_IMAGE} when its source is
 * missing, unsafe or fails to load (spec 2 "Broken images fall back to a fixed local placeholder
 * image", spec 9 fallback path). Falls back once, so a missing placeholder cannot loop.
 * Width and height are the intrinsic aspect hints that keep the layout from shifting (CLS). While the
 * placeholder shows, the img carries `data-placeholder="true"` (styled to fit whole, app/global.css).
 * An uploaded image gets a `srcset` of its widths (`mediaImage`, src/shared/media.ts); pass `sizes`.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { mediaImage } from '../../shared/media.js';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The stored image URL; empty or unsafe means the placeholder. */
  src: string | null | undefined;
  /** Required: every image has an alt text (may be '' for a decorative image). */
  alt: string;
  /** The fixed local image shown instead; default {@link PLACEHOLDER_IMAGE} (logos: LOGO_PLACEHOLDER). */
  placeholder?: string;
}

const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

/** The source to try first: the stored URL when it is an http(s) URL or a site path, else the placeholder. */
export function imageSource(src: string | null | undefined, placeholder: string = PLACEHOLDER_IMAGE): string {
  const trimmed = src?.trim() ?? '';
  return trimmed !== '' && SAFE_IMAGE.test(trimmed) ? trimmed : placeholder;
}

export function FallbackImage({
  src,
  alt,
  placeholder = PLACEHOLDER_IMAGE,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const wanted = imageSource(src, placeholder);
  // Remember which source failed, so a new `src` prop gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? placeholder : wanted;
  // An uploaded image (`/media/<id>-<width>.webp`) offers every width the server made (issue 9).
  const srcSet = shown === placeholder ? undefined : mediaImage(shown).srcSet;
  // Without `sizes` the browser assumes the full viewport width; the width hint is closer.
  const sizes = srcSet
    ? (rest.sizes ?? (typeof rest.width === 'number' ? `${rest.width}px` : undefined))
    : undefined;
  return (
    <img
      {...rest}
      src={shown}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      data-placeholder={shown === placeholder ? 'true' : undefined}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (shown !== placeholder) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
}
