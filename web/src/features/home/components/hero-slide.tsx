/**
 * One hero slide: its visual (photo or designed background), a scrim for legible text, the
 * service name, heading, short text and a "Learn More" button to the service (spec §2).
 * Inactive slides are faded out, `inert` and `aria-hidden` (not focusable, not announced).
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { StaticIsland } from '../../../components/ui/static-island';
import { paths } from '../../../config/paths';
import { handleNavLinkClick } from '../../../lib/scroll-to-top';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { HeroSlideData } from '../hero-slides';
import { HeroSlideArt } from './hero-slide-art';

export interface HeroSlideProps {
  slide: HeroSlideData;
  /** 0-based position. */
  index: number;
  total: number;
  active: boolean;
  /** Mount the photo (active, visited or about to be shown); designed art is always drawn. */
  showVisual: boolean;
}

const scrim = {
  xs: 'linear-gradient(180deg, rgba(8,22,14,0.55) 0%, rgba(8,22,14,0.72) 100%)',
  md: 'linear-gradient(90deg, rgba(8,22,14,0.82) 0%, rgba(8,22,14,0.55) 45%, rgba(8,22,14,0.05) 100%)',
};

/** A slide of the hero carousel (role group, "N of total"). */
export function HeroSlide({ slide, index, total, active, showVisual }: HeroSlideProps) {
  const { visual } = slide;
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      sx={{
        position: 'absolute',
        inset: 0,
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        zIndex: active ? 1 : 0,
        transition: active ? 'opacity 700ms ease' : 'opacity 700ms ease, visibility 0s linear 700ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {visual.kind === 'photo' ? (
        <>
          <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'primary.dark' }}>
            {showVisual && <ResponsiveImage src={visual.src} alt="" priority={index === 0} sizes="100vw" />}
          </Box>
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: scrim }} />
        </>
      ) : (
        <HeroSlideArt pattern={visual.pattern} icon={visual.icon} colors={visual.colors} />
      )}
      {/* The text and the Learn More link are static HTML on a prerendered page (StaticIsland). */}
      <StaticIsland style={{ position: 'relative', height: '100%' }}>
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
            <Button
              component={RouterLink}
              to={paths.service(slide.slug)}
              onClick={handleNavLinkClick}
              variant="contained"
              size="large"
              endIcon={<ArrowForward aria-hidden />}
              sx={{
                bgcolor: '#fff',
                color: 'primary.dark',
                '&:hover': { bgcolor: '#e8f1ea' },
                '&.Mui-focusVisible': { outlineColor: '#fff' },
              }}
            >
              Learn More
              <Box component="span" sx={visuallyHidden}>
                {` about ${slide.service}`}
              </Box>
            </Button>
          </Box>
        </Container>
      </StaticIsland>
    </Box>
  );
}
