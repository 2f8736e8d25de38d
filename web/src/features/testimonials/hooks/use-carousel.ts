import { useCallback, useEffect, useRef, useState } from 'react';

interface CarouselOptions {
  /** Auto-advance interval. */
  intervalMs: number;
  /** Controls are locked this long after each change. */
  lockMs: number;
  /** Auto-advance is suspended while true (hover, focus, the pause button). */
  paused: boolean;
}

export interface Carousel {
  index: number;
  /** True for `lockMs` after a change; previous, next and the dots are ignored meanwhile. */
  locked: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/** `value` wrapped into 0..count-1, both ways. */
export function wrapIndex(value: number, count: number): number {
  return count === 0 ? 0 : ((value % count) + count) % count;
}

/**
 * The testimonial carousel's state (spec §4): auto-advances every `intervalMs`, wraps at both ends
 * and ignores the controls for `lockMs` after each change. The auto-advance timer restarts after
 * every change, so a slide chosen by hand stays a full interval.
 */
export function useCarousel(count: number, { intervalMs, lockMs, paused }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const change = useCallback(
    (target: (current: number) => number, force = false) => {
      if (count === 0 || (lockedRef.current && !force)) return;
      lockedRef.current = true;
      setLocked(true);
      setIndex((current) => wrapIndex(target(current), count));
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
    },
    [count, lockMs],
  );

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  // A list that shrinks keeps the index in range.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(wrapIndex(index, count));
  }, [index, count]);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => change((current) => current + 1, true), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs, change]);

  return {
    index: wrapIndex(index, count),
    locked,
    next: useCallback(() => change((current) => current + 1), [change]),
    previous: useCallback(() => change((current) => current - 1), [change]),
    goTo: useCallback((target: number) => change(() => target), [change]),
  };
}
