/**
 * One hero slide: its visual (staff's photo with their alt text, or the service's designed art), a scrim for legible text, the
 * service name, heading, short text and a "Learn More" link to the service (spec §2). A slide of
 * the scroll-snap strip (hero-slider.tsx); islands/carousel.ts marks the slides not in view
 * `inert` and `aria-hidden`.
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { carouselSlideSx } from '../../../components/ui/carousel-parts';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../config/paths';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { HeroSlideData } from '../../../lib/hero-slides';
import { HeroSlideArt } from './hero-slide-art';
import { SiteButton } from '../../../components/ui/site-button';

export interface HeroSlideProps {
  /** The element id the slide's dot links to. */
  id: string;
  slide: HeroSlideData;
  /** 0-based position. */
  index: number;
  total: number;
}

const scrim = {
  xs: 'linear-gradient(180deg, rgba(8,22,14,0.55) 0%, rgba(8,22,14,0.72) 100%)',
  md: 'linear-gradient(90deg, rgba(8,22,14,0.82) 0%, rgba(8,22,14,0.55) 45%, rgba(8,22,14,0.05) 100%)',
};

/** A slide of the hero carousel (role group, "N of total"); the first one's photo is the page's LCP. */
export function HeroSlide({ id, slide, index, total }: HeroSlideProps) {
  const { visual } = slide;
  return (
    <Box
      id={id}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      data-carousel-slide=""
      sx={{ ...carouselSlideSx, scrollMarginTop: 80 }}
    >
      {visual.kind === 'photo' ? (
        <>
          <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'primary.dark' }}>
            <ResponsiveImage src={visual.src} alt={visual.alt} priority={index === 0} sizes="100vw" />
          </Box>
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: scrim }} />
        </>
      ) : (
        <HeroSlideArt slug={slide.slug} icon={slide.icon} pattern={visual.pattern} colors={visual.colors} />
      )}
      <Container sx={{ position: 'relative', height: '100%', display: 'flex', alignItems: 'center', pb: 7 }}>
        <Box sx={{ maxWidth: 620, color: '#fff' }}>
          <Typography variant="overline" component="p" sx={{ color: '#cfe6d4', fontSize: '0.8125rem' }}>
            {slide.service}
          </Typography>
          <Typography
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' }, mb: 2, textWrap: 'balance' }}
          >
            {slide.heading}
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1.0625rem', md: '1.1875rem' },
              mb: 3.5,
              color: 'rgba(255,255,255,0.9)',
              maxWidth: 520,
            }}
          >
            {slide.text}
          </Typography>
          <SiteButton href={paths.service(slide.slug)} size="large" endIcon={<ArrowForward aria-hidden />} tone="light">
            Learn More
            <Box component="span" sx={visuallyHidden}>
              {` about ${slide.service}`}
            </Box>
          </SiteButton>
        </Box>
      </Container>
    </Box>
  );
}
