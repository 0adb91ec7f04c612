/**
 * "Our story" section of /about (spec §2: company story since 1998, carousel): the published
 * `about` page post's text (issue 14 "Pages"), else the built-in paragraphs of
 * contract/src/content/company-story.ts, beside the photo carousel.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { aboutStoryFor } from '@site/contract/content/company-story';
import { HtmlContent } from '../../../components/ui/html-content';
import { useSiteData } from '../../../lib/site-data';
import { photoCredits } from '../../../lib/photo-credits';
import { PhotoCarousel, type CarouselSlide } from './photo-carousel';

const captions: Record<string, string> = {
  'garden-flower.jpg': 'Gardens planted for Connecticut seasons',
  'forest-path.jpg': 'Paths that lead through the landscape',
  'pine-canopy.jpg': 'Trees chosen to thrive for decades',
  'calm-lake.jpg': 'Water features that settle into the setting',
  'green-meadow.jpg': 'Lawns seeded and fed the right way',
  'lake-pier.jpg': 'Shoreline properties along Long Island Sound',
};

/** Carousel slides: the demo photos with captions, alt text from the credits. */
const slides: CarouselSlide[] = photoCredits
  .filter((c) => c.file in captions)
  .map((c) => ({ src: `/photos/${c.file}`, alt: c.description, caption: captions[c.file] ?? '' }));

/** Story text (left) and carousel (right; below on small screens). */
export function AboutStory() {
  const { settings, pages } = useSiteData();
  const published = pages.about?.bodyHtml?.trim() ? pages.about.bodyHtml : null;
  return (
    <Box
      component="section"
      aria-labelledby="story-title"
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography id="story-title" variant="h2" sx={{ mb: 1 }}>
          Our story
        </Typography>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', mb: 2 }}>
          Family-owned in Orange, CT, since {settings.foundedYear}
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
      <PhotoCarousel slides={slides} label="Photos from around our work" />
    </Box>
  );
}
