/**
 * The embla-carousel-react slider behind {@link Carousel} (default export, loaded lazily). Previous
 * and next buttons and one dot per image; the region is labelled and each slide says
 * 'Image n of m'. Keyboard: the buttons are focusable; arrow keys on the region move too.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styles from './carousel.module.css';
import { FallbackImage } from './fallback-image.js';
import { useTexts } from '../i18n/i18n.js';
import { Lightbox } from './lightbox.js';

export interface EmblaCarouselProps {
  images: string[];
  title: string;
}

/** How far outside the viewport a carousel starts its slider (CSS margin, IntersectionObserver). */
const NEAR_VIEW_MARGIN = '200px';

/**
 * Has the element at `ref` come within {@link NEAR_VIEW_MARGIN} of the viewport (once true, stays)?
 * Without IntersectionObserver it counts as near.
 */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export default function EmblaCarousel({ images, title }: EmblaCarouselProps) {
  const { LABELS } = useTexts();
  // The slider measures its slides when it starts: only near the viewport, so the page's first
  // view does not pay a layout per carousel below the fold (decision 0020: TBT, decision 0021). Until
  // then the first slide shows, as in the server's HTML.
  const regionRef = useRef<HTMLElement>(null);
  const active = useNearView(regionRef);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, active });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <section
      ref={regionRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`${LABELS.projectImages}: ${title || '-'}`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {images.map((image, index) => (
            <div
              className={styles.slide}
              key={`${index}-${image}`}
              role="group"
              aria-roledescription="slide"
              aria-label={LABELS.imageOf({ index: index + 1, total: images.length })}
            >
              <div className={styles.frame}>
                <Lightbox
                  src={image}
                  alt={LABELS.alt.projectImage({
                    title: title || LABELS.alt.untitledProject,
                    index: index + 1,
                  })}
                >
                  <FallbackImage
                    src={image}
                    alt={LABELS.alt.projectImage({
                      title: title || LABELS.alt.untitledProject,
                      index: index + 1,
                    })}
                    className={styles.image}
                    width={640}
                    height={360}
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                </Lightbox>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label={LABELS.previousImage}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {images.map((image, index) => (
            <button
              type="button"
              key={`${index}-${image}`}
              className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={LABELS.imageOf({ index: index + 1, total: images.length })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-label={LABELS.nextImage}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
