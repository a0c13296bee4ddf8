import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RING_STEPS, RING_STEP_MS, VISIBILITY } from '../../shared/constants.js';
import { MockIntersectionObserver } from '../test/render.js';
import { ringValue, SkillRing } from './skill-ring.js';

function ring(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-progress]');
  if (!element) throw new Error('no ring');
  return element;
}
const progress = (container: HTMLElement) => Number(ring(container).dataset.progress);

describe('SkillRing (docs/product.md §2 Skills, docs/product.md §9: 75 steps of 20 ms at 30% visibility)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    MockIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the title and percent text and starts at 0 out of view', () => {
    const { container } = render(<SkillRing title="React" percent={80} thumbnail="" />);
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(progress(container)).toBe(0);
    expect(MockIntersectionObserver.instances[0]?.options.threshold).toBe(VISIBILITY.skills);
  });

  it("shows the skill's letter circle inside the ring when it has no image (decision 0098)", () => {
    const { container } = render(<SkillRing title="Web Development" percent={90} thumbnail="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-letters="WD"]')).toHaveStyle({ borderRadius: '50%' });
  });

  it('animates from 0 to the percent in 75 steps of 20 ms once 30% visible', () => {
    const { container } = render(<SkillRing title="React" percent={75} thumbnail="" />);
    // Less than 30% visible: nothing happens.
    act(() => MockIntersectionObserver.show(ring(container), 0.2));
    act(() => vi.advanceTimersByTime(RING_STEPS * RING_STEP_MS));
    expect(progress(container)).toBe(0);

    act(() => MockIntersectionObserver.show(ring(container), 0.3));
    expect(progress(container)).toBe(0);
    act(() => vi.advanceTimersByTime(RING_STEP_MS));
    expect(progress(container)).toBe(1); // 75% / 75 steps = 1 per step
    act(() => vi.advanceTimersByTime(RING_STEP_MS * 9));
    expect(progress(container)).toBe(10);
    act(() => vi.advanceTimersByTime(RING_STEP_MS * (RING_STEPS - 11)));
    expect(progress(container)).toBe(74);
    act(() => vi.advanceTimersByTime(RING_STEP_MS));
    expect(progress(container)).toBe(75);
    // It stops at the percent.
    act(() => vi.advanceTimersByTime(RING_STEP_MS * 50));
    expect(progress(container)).toBe(75);
  });

  it('resets to 0 when it leaves view and animates again on return', () => {
    const { container } = render(<SkillRing title="React" percent={60} thumbnail="" />);
    act(() => MockIntersectionObserver.show(ring(container), 1));
    act(() => vi.advanceTimersByTime(RING_STEPS * RING_STEP_MS));
    expect(progress(container)).toBe(60);

    act(() => MockIntersectionObserver.show(ring(container), 0));
    expect(progress(container)).toBe(0);

    act(() => MockIntersectionObserver.show(ring(container), 0.5));
    expect(progress(container)).toBe(0);
    act(() => vi.advanceTimersByTime(RING_STEP_MS));
    expect(progress(container)).toBeCloseTo(60 / RING_STEPS);
  });

  it('computes step values clamped to 0..100', () => {
    expect(ringValue(50, 0)).toBe(0);
    expect(ringValue(50, RING_STEPS)).toBe(50);
    expect(ringValue(50, RING_STEPS + 10)).toBe(50);
    expect(ringValue(150, RING_STEPS)).toBe(100);
    expect(ringValue(-5, RING_STEPS)).toBe(0);
  });
});
