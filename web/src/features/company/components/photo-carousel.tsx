/**
 * Photo carousel of the About page (spec §2 "/about": "carousel"). Accessible per the WAI-ARIA
 * carousel pattern: a labelled region, slides announced as "n of N", previous/next buttons and
 * dot buttons with labels. It never rotates on its own. The frame keeps its aspect ratio.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

export interface CarouselSlide {
  src: string;
  alt: string;
  caption: string;
}

const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.92)',
  '&:hover': { bgcolor: 'common.white' },
} as const;

/** One slide at a time, with previous/next buttons, dots and a caption. */
export function PhotoCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label}>
      <Box
        sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.200' }}
      >
        <Box aria-live="polite">
          {slides.map((slide, i) => (
            <Box
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              hidden={i !== index}
              sx={{ position: 'absolute', inset: 0 }}
            >
              <ResponsiveImage src={slide.src} alt={slide.alt} sizes="(min-width: 900px) 45vw, 100vw" />
              <Typography
                component="p"
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  px: 2,
                  py: 1.25,
                  color: 'common.white',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.75))',
                }}
              >
                {slide.caption}
              </Typography>
            </Box>
          ))}
        </Box>
        <IconButton aria-label="Previous photo" onClick={() => go(-1)} sx={{ ...navSx, left: 12 }}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label="Next photo" onClick={() => go(1)} sx={{ ...navSx, right: 12 }}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}>
        {slides.map((slide, i) => (
          <IconButton
            key={slide.src}
            size="small"
            aria-label={`Show photo ${i + 1}: ${slide.caption}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{ p: 1 }}
          >
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: i === index ? 'primary.main' : 'grey.600',
                transition: 'background-color 200ms',
              }}
            />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
