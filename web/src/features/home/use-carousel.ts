/**
 * State of an auto-advancing carousel (spec §4: "advances automatically every 8 seconds,
 * wraps in both directions"). Every change of slide restarts the timer, so a manual step
 * gets a full interval; while `paused` nothing advances.
 */
import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './carousel-index';

export interface CarouselState {
  index: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/** Index + controls of a carousel of `count` slides advancing every `intervalMs` unless paused. */
export function useCarousel({
  count,
  intervalMs,
  paused,
}: {
  count: number;
  intervalMs: number;
  paused: boolean;
}): CarouselState {
  const [index, setIndex] = useState(0);

  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs, next]);

  return { index, next, previous, goTo };
}
