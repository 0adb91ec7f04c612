/**
 * Photo carousel of the About page (spec §2 "/about": "carousel"), per the WAI-ARIA carousel
 * pattern: a labelled region, slides announced as "n of N", previous/next buttons and dots with
 * labels. It never rotates on its own. The frame keeps its aspect ratio.
 *
 * Server HTML (ADR 0024): a scroll-snap strip that a visitor swipes, with dots that are
 * links to the photos (components/ui/carousel-parts.ts); islands/carousel.ts adds previous/next
 * and the slide states.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { carouselSlideSx, carouselTrackFocusSx, carouselTrackSx } from '../../../components/ui/carousel-parts';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { SiteIconButton } from '../../../components/ui/site-button';

export interface CarouselSlide {
  src: string;
  alt: string;
  caption: string;
}

/** The previous / next buttons, at the middle of the photo's left and right edges. */
const navSx = {
  '& > [data-carousel-prev], & > [data-carousel-next]': {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
  },
  '& > [data-carousel-prev]': { left: 12 },
  '& > [data-carousel-next]': { right: 12 },
} as const;

/** One slide at a time, with previous/next buttons, dots and a caption. */
export function PhotoCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const slideId = (i: number) => `about-photo-${i + 1}`;
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} data-carousel="">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'grey.200',
          ...navSx,
        }}
      >
        {/* A scrolling strip a keyboard must reach (arrow keys scroll it): focusable and named. */}
        <Box
          data-carousel-track=""
          aria-live="polite"
          role="group"
          aria-label={`${label}: photos (arrow keys scroll)`}
          tabIndex={0}
          sx={{ ...carouselTrackSx, ...carouselTrackFocusSx }}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.src}
              id={slideId(i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              data-carousel-slide=""
              sx={{ ...carouselSlideSx, scrollMarginTop: 96 }}
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
        <SiteIconButton aria-label="Previous photo" data-carousel-prev="" hidden>
          <ChevronLeft />
        </SiteIconButton>
        <SiteIconButton aria-label="Next photo" data-carousel-next="" hidden>
          <ChevronRight />
        </SiteIconButton>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}>
        {slides.map((slide, i) => (
          <Box
            component="a"
            key={slide.src}
            href={`#${slideId(i)}`}
            data-carousel-dot=""
            aria-label={`Show photo ${i + 1}: ${slide.caption}`}
            aria-current={i === 0 ? 'true' : undefined}
            sx={{
              p: 1,
              borderRadius: '50%',
              display: 'grid',
              '& > span': {
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'grey.600',
                transition: 'background-color 200ms',
              },
              '&[aria-current="true"] > span': { bgcolor: 'primary.main' },
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <span />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
