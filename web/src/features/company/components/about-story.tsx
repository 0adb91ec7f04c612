/**
 * "Our story" section of /about (spec §2: company story, carousel): the published
 * `about` page post's text ("Pages"), else the built-in paragraphs of
 * contract/src/content/company-story.ts, beside a carousel of the company's own project photos.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyTown, sinceFounded } from '@site/contract/company-claims';
import { aboutStoryFor } from '@site/contract/content/company-story';
import { HtmlContent } from '../../../components/ui/html-content';
import { useSiteData } from '../../../lib/site-data';
import { PhotoCarousel, type CarouselSlide } from './photo-carousel';

/**
 * Story text (left) and carousel (right; below on small screens).
 * @param slides photos of the company's published projects; none: the story alone
 */
export function AboutStory({ slides }: { slides: readonly CarouselSlide[] }) {
  const { settings, pages } = useSiteData();
  const published = pages.about?.bodyHtml?.trim() ? pages.about.bodyHtml : null;
  return (
    <Box
      component="section"
      aria-labelledby="story-title"
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: slides.length ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)',
        },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography id="story-title" variant="h2" sx={{ mb: 1 }}>
          Our story
        </Typography>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', mb: 2 }}>
          {[companyTown(settings), sinceFounded(settings).trim()].filter(Boolean).join(', ') || settings.companyName}
        </Typography>
        {published ? (
          <HtmlContent html={published} />
        ) : (
          aboutStoryFor(settings).paragraphs.map((p) => (
            <Typography key={p.slice(0, 32)} sx={{ mb: 2, fontSize: '1.0625rem', lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))
        )}
      </Box>
      {slides.length > 0 && <PhotoCarousel slides={slides} label="Photos from around our work" />}
    </Box>
  );
}
