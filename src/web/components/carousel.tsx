/**
 * The project image carousel (docs/product.md §2 "Proyects": an image carousel of thumbnails, placeholder when
 * none). With no image it shows the local placeholder; with one image, that image; with more, the
 * embla-carousel-react slider, loaded on demand (a separate chunk, keeping embla out of the initial
 * JavaScript). While that chunk loads, the first image stands in, at the same
 * size, so nothing shifts. Each image opens whole in a lightbox (decision 0074).
 */
import { lazy, Suspense } from 'react';
import { Lightbox } from './lightbox.js';
import styles from './carousel.module.css';
import { FallbackImage } from './fallback-image.js';
import { useTexts } from '../i18n/i18n.js';

const EmblaCarousel = lazy(() => import('./carousel-embla.js'));

export interface CarouselProps {
  /** Image URLs in display order. */
  images: string[];
  /** What the images show (the project title), for the alt texts. */
  title: string;
}

export function Carousel({ images, title }: CarouselProps) {
  const { LABELS } = useTexts();
  const list = images.filter((image) => image.trim() !== '');
  const image = (
    <FallbackImage
      src={list[0]}
      alt={LABELS.alt.projectImage({ title: title || LABELS.alt.untitledProject, index: 1 })}
      className={styles.image}
      width={640}
      height={360}
    />
  );
  if (list.length === 0) return <div className={styles.frame}>{image}</div>;
  const first = (
    <div className={styles.frame}>
      <Lightbox
        src={list[0]}
        alt={LABELS.alt.projectImage({ title: title || LABELS.alt.untitledProject, index: 1 })}
      >
        {image}
      </Lightbox>
    </div>
  );
  if (list.length === 1) return first;
  return (
    <Suspense fallback={first}>
      <EmblaCarousel images={list} title={title} />
    </Suspense>
  );
}
