/**
 * A skill's circular ring (docs/product.md §2 "Skills", docs/product.md §9): when at least {@link VISIBILITY.skills} (30%) of
 * it is visible, the ring animates from 0 to `percent` in {@link RING_STEPS} (75) steps of
 * {@link RING_STEP_MS} (20) ms; when it leaves view it resets to 0 and animates again on return.
 * Inside the ring: the thumbnail (placeholder on failure; the skill's letter circle when it has none,
 * decision 0098). Below: the title and '{percent}%'.
 * The ring's current value is exposed as `data-progress` (a number 0..100) for tests.
 *
 * The server's HTML (and so a page without JavaScript) and a printed page show the ring at its
 * percent; once hydrated, the ring animates as above (src/web/components/render-phase.ts).
 */
import { useEffect, useState } from 'react';
import { CircularProgressbarWithChildren, buildStyles } from 'react-circular-progressbar';
import { RING_STEPS, RING_STEP_MS, VISIBILITY } from '../../shared/constants.js';
import { FallbackImage } from './fallback-image.js';
import { useClientRender, usePrinting } from './render-phase.js';
import styles from './skill-ring.module.css';
import { useInView } from './use-in-view.js';

export interface SkillRingProps {
  title: string;
  /** Skill level in percent; drawn clamped to 0..100, shown as given. */
  percent: number;
  thumbnail: string;
}

/** The ring value after `step` of {@link RING_STEPS} steps towards `percent` (clamped 0..100). */
export function ringValue(percent: number, step: number): number {
  const target = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const done = Math.min(RING_STEPS, Math.max(0, step));
  return (target * done) / RING_STEPS;
}

export function SkillRing({ title, percent, thumbnail }: SkillRingProps) {
  const [ref, inView] = useInView<HTMLDivElement>(VISIBILITY.skills);
  const [step, setStep] = useState(0);
  // False only while the server's HTML is hydrated: that HTML shows the ring at its percent.
  const animated = useClientRender();
  const printing = usePrinting();

  useEffect(() => {
    if (!inView) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= RING_STEPS) clearInterval(timer);
    }, RING_STEP_MS);
    return () => {
      clearInterval(timer);
      setStep(0);
    };
  }, [inView]);

  const value =
    !animated || printing ? ringValue(percent, RING_STEPS) : inView ? ringValue(percent, step) : 0;
  return (
    <figure className={styles.skill}>
      <div ref={ref} className={styles.ring} data-progress={value} aria-hidden="true">
        <CircularProgressbarWithChildren
          value={value}
          strokeWidth={7}
          styles={buildStyles({
            pathTransition: 'none',
            pathColor: 'var(--accent)',
            trailColor: 'var(--ring-trail)',
            strokeLinecap: 'round',
          })}
        >
          <FallbackImage
            src={thumbnail}
            alt=""
            name={title}
            className={styles.thumb}
            width={56}
            height={56}
          />
        </CircularProgressbarWithChildren>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title || '-'}</span>
        <span className={styles.percent}>{`${percent}%`}</span>
      </figcaption>
    </figure>
  );
}
