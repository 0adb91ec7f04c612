/**
 * Controls of the hero slider (spec §2: previous and next buttons, dot indicators) plus a
 * pause/play button for the rotation (WCAG 2.2.2). The dots are links to their slides (they work
 * without JavaScript); the buttons are `hidden` until islands/carousel.ts runs, which also keeps
 * the current dot's `aria-current` and the pause button's name.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { SiteIconButton } from '../../../components/ui/site-button';

/** The control bar at the bottom of the hero. */
export function HeroSliderControls({ count, slideId }: { count: number; slideId: (index: number) => string }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: { xs: 16, md: 24 },
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        '& > [data-carousel-toggle]': { ml: 1 },
        '& [data-carousel-toggle] [data-icon="play"]': { display: 'none' },
        '& [data-carousel-toggle][data-paused] [data-icon="play"]': { display: 'block' },
        '& [data-carousel-toggle][data-paused] [data-icon="pause"]': { display: 'none' },
      }}
    >
      <SiteIconButton aria-label="Previous slide" data-carousel-prev="" hidden tone="dark">
        <ChevronLeft />
      </SiteIconButton>
      <Box role="group" aria-label="Choose a slide" sx={{ display: 'flex', alignItems: 'center' }}>
        {Array.from({ length: count }, (_, i) => (
          <Box
            component="a"
            key={i}
            href={`#${slideId(i)}`}
            data-carousel-dot=""
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === 0 ? 'true' : undefined}
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              '&:focus-visible': { outline: '2px solid #fff' },
              '& > span': {
                width: 10,
                height: 10,
                borderRadius: 5,
                bgcolor: 'rgba(255,255,255,0.5)',
                boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
                transition: 'width 200ms ease, background-color 200ms ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              },
              '&[aria-current="true"] > span': { width: 22, bgcolor: '#fff' },
            }}
          >
            <span />
          </Box>
        ))}
      </Box>
      <SiteIconButton aria-label="Next slide" data-carousel-next="" hidden tone="dark">
        <ChevronRight />
      </SiteIconButton>
      <SiteIconButton aria-label="Pause slide rotation" data-carousel-toggle="" hidden tone="dark" size="small">
        <Pause data-icon="pause" />
        <PlayArrow data-icon="play" />
      </SiteIconButton>
    </Box>
  );
}
