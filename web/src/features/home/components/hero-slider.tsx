/**
 * Home hero carousel (spec §2 Hero slider, §4, §9): the slides staff saved (1–6), else
 * the six designed slides (lib/hero-slides.ts), linked to their services,
 * previous/next, dots, "Learn More"; advances every 8000 ms and wraps both ways.
 *
 * Server HTML (ADR 0024): a CSS scroll-snap strip of the slides, which a visitor
 * swipes, with dots that are links to the slides: without JavaScript every slide and its Learn
 * More link is reachable. islands/carousel.ts adds previous/next, the rotation every 8 s (paused
 * while hovered or focused, by the pause button, and never with reduced motion), the slide
 * states (`aria-hidden`, `inert`) and loads the next slide's photo ahead. Its height is fixed,
 * so nothing shifts while images load; only the first photo loads eagerly.
 */
import Box from '@mui/material/Box';
import { carouselTrackSx } from '../../../components/ui/carousel-parts';
import { useLiveServices, useSiteData } from '../../../lib/site-data';
import { heroSlidesToShow } from '../../../lib/hero-slides';
import { HeroSlide } from './hero-slide';
import { HeroSliderControls } from './hero-slider-controls';

/** Auto-advance interval (spec §9: "Slider 8000 ms"). */
export const heroIntervalMs = 8000;

/** Reserved hero height per breakpoint (no layout shift). */
export const heroHeight = { xs: 520, sm: 500, md: 560 } as const;

/** The id of slide `index` (0-based), which its dot links to. */
const slideId = (index: number) => `hero-slide-${index + 1}`;

/** The hero carousel region. */
export function HeroSlider() {
  const heroSlides = heroSlidesToShow(useSiteData().heroSlides, useLiveServices());
  const count = heroSlides.length;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured services"
      data-carousel=""
      data-carousel-interval={heroIntervalMs}
      sx={{ position: 'relative', height: heroHeight, overflow: 'hidden', bgcolor: 'primary.dark' }}
    >
      <Box data-carousel-track="" aria-live="off" sx={carouselTrackSx}>
        {heroSlides.map((slide, i) => (
          <HeroSlide key={i} id={slideId(i)} slide={slide} index={i} total={count} />
        ))}
      </Box>
      {count > 1 && <HeroSliderControls count={count} slideId={slideId} />}
    </Box>
  );
}
