/**
 * An image that falls back to the local placeholder {@link PLACEHOLDER_IMAGE} when its source is
 * missing, unsafe or fails to load (docs/product.md §2 "Broken images fall back to a fixed local placeholder
 * image", docs/product.md §9 fallback path). Falls back once, so a missing placeholder cannot loop.
 * Width and height are the intrinsic aspect hints that keep the layout from shifting (CLS). While the
 * placeholder shows, the img carries `data-placeholder="true"` (styled to fit whole, app/global.css).
 * An uploaded image gets a `srcset` of its widths (`mediaImage`, src/shared/media.ts); pass `sizes`.
 *
 * With a `name` (what the image stands for: a skill, a link, a company), an entry that has no image
 * (missing or unsafe source) shows the {@link LetterMark} of that name instead of the placeholder,
 * as the demo's icons look (docs/decisions/0098-what-a-visitor-reads-first.md); an image that fails
 * to load still falls back to the placeholder (docs/product.md §2 "Broken images fall back to a fixed local
 * placeholder image").
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { mediaImage } from '../../shared/media.js';
import { LetterMark } from './letter-mark.js';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The stored image URL; empty or unsafe means the placeholder. */
  src: string | null | undefined;
  /** Required: every image has an alt text (may be '' for a decorative image). */
  alt: string;
  /** The fixed local image shown instead; default {@link PLACEHOLDER_IMAGE} (logos: LOGO_PLACEHOLDER). */
  placeholder?: string;
  /** What the image stands for: without an image, its letter mark shows (see the module doc). */
  name?: string | undefined;
  /** The letter mark's shape: a circle (default) or the class's own corners (`square`, logos). */
  shape?: 'circle' | 'square';
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
  name,
  shape,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const wanted = imageSource(src, placeholder);
  // Remember which source failed, so a new `src` prop gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? placeholder : wanted;
  if (wanted === placeholder && name !== undefined && name.trim() !== '') {
    return <LetterMark name={name} alt={alt} className={rest.className} shape={shape} />;
  }
  // An uploaded image (`/media/<id>-<width>.webp`) offers every width the server made (decision 0040).
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
