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
import IconButton from '@mui/material/IconButton';
import { hiddenUntilScriptSx } from '../../../components/ui/carousel-parts';

const roundButton = {
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.35)',
  border: '1px solid rgba(255,255,255,0.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
  '&.Mui-focusVisible, &:focus-visible': { outlineColor: '#fff' },
  ...hiddenUntilScriptSx,
} as const;

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
      }}
    >
      <IconButton aria-label="Previous slide" data-carousel-prev="" hidden sx={roundButton}>
        <ChevronLeft />
      </IconButton>
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
      <IconButton aria-label="Next slide" data-carousel-next="" hidden sx={roundButton}>
        <ChevronRight />
      </IconButton>
      <IconButton
        aria-label="Pause slide rotation"
        data-carousel-toggle=""
        hidden
        size="small"
        sx={{
          ...roundButton,
          ml: 1,
          '& [data-icon="play"]': { display: 'none' },
          '&[data-paused] [data-icon="play"]': { display: 'block' },
          '&[data-paused] [data-icon="pause"]': { display: 'none' },
        }}
      >
        <Pause fontSize="small" data-icon="pause" />
        <PlayArrow fontSize="small" data-icon="play" />
      </IconButton>
    </Box>
  );
}
