/**
 * Home hero carousel (spec §2 Hero slider, §4, §9): six slides linked to their services,
 * previous/next, dots, "Learn More"; advances every 8000 ms and wraps both ways. It pauses
 * while hovered or focused, can be paused by the visitor, and never rotates when reduced
 * motion is asked for. Its height is fixed, so nothing shifts while images load; only the
 * first photo loads eagerly, others when their slide comes near.
 */
import Box from '@mui/material/Box';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { wrapIndex } from '../carousel-index';
import { heroSlides } from '../hero-slides';
import { useCarousel } from '../use-carousel';
import { HeroSlide } from './hero-slide';
import { HeroSliderControls } from './hero-slider-controls';

/** Auto-advance interval (spec §9: "Slider 8000 ms"). */
export const heroIntervalMs = 8000;
/** After a slide has shown this long, the next slide's photo starts loading. */
const preloadNextAfterMs = 2500;

/** Reserved hero height per breakpoint (no layout shift). */
export const heroHeight = { xs: 520, sm: 500, md: 560 } as const;

/** The hero carousel region. */
export function HeroSlider() {
  const count = heroSlides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const rotating = !reducedMotion && !userPaused;
  const { index, next, previous, goTo } = useCarousel({
    count,
    intervalMs: heroIntervalMs,
    paused: !rotating || hovered || focused,
  });
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));

  const load = useCallback((...indexes: number[]) => {
    setLoaded((prev) => (indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes])));
  }, []);

  // The active slide's photo mounts at once (state adjusted during render), the next one soon after.
  if (!loaded.has(index)) setLoaded(new Set([...loaded, index]));
  useEffect(() => {
    const timer = window.setTimeout(() => load(wrapIndex(index + 1, count)), preloadNextAfterMs);
    return () => window.clearTimeout(timer);
  }, [index, count, load]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Our services"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ position: 'relative', height: heroHeight, overflow: 'hidden', bgcolor: 'primary.dark' }}
    >
      <Box aria-live={rotating && !hovered && !focused ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {heroSlides.map((slide, i) => (
          <HeroSlide
            key={slide.slug}
            slide={slide}
            index={i}
            total={count}
            active={i === index}
            showVisual={loaded.has(i)}
          />
        ))}
      </Box>
      <HeroSliderControls
        count={count}
        index={index}
        onPrevious={previous}
        onNext={next}
        onSelect={goTo}
        rotating={reducedMotion ? null : !userPaused}
        onToggleRotation={() => setUserPaused((p) => !p)}
        onIntent={() => load(wrapIndex(index - 1, count), wrapIndex(index + 1, count))}
      />
    </Box>
  );
}
