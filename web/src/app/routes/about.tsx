/**
 * /about (spec §2): company story, a carousel of project photos, values, why choose us,
 * certifications, license numbers, call and e-mail links, and the photo credits.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { aboutStoryFor } from '@site/contract/content/company-story';
import { AboutStory } from '../../features/company/components/about-story';
import type { CarouselSlide } from '../../features/company/components/photo-carousel';
import { readOrNull } from '../../lib/page-server';
import { AboutValues } from '../../features/company/components/about-values';
import { ContactCards } from '../../features/company/components/contact-cards';
import { CredentialsSection } from '../../features/company/components/credentials-section';
import { PageHero } from '../../components/layouts/page-hero';
import { PhotoCreditsSection } from '../../features/company/components/photo-credits-section';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { siteDataOf, useSiteData } from '../../lib/site-data';
import { renderWhenNear } from '../../lib/render-when-near';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/about';
import { inServiceArea, sinceFounded } from '@site/contract/company-claims';

/** Head of the About page, with the business and breadcrumb JSON-LD. */
export function meta({ matches }: Route.MetaArgs) {
  const siteSettings = siteDataOf(matches)?.settings;
  if (!siteSettings) return [];
  return pageHead(siteSettings, {
    title: titleOf('About Us', siteSettings),
    description: `${siteSettings.companyName} builds landscapes, stone walls and patios${inServiceArea(siteSettings)}${sinceFounded(siteSettings)}.`,
    path: paths.about,
    business: true,
    crumbs: [{ name: 'About', path: paths.about }],
  });
}

const sectionSx = { py: { xs: 6, md: 9 } } as const;
const bandSx = { bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' } as const;
// The sections below the story render as they near the viewport, with their phone heights in px
// until then (lib/render-when-near.ts).

/** Number of project photos in the story's carousel. */
const carouselPhotos = 6;

/**
 * The story's carousel: the photos of the newest published projects, a page of `carouselPhotos`
 * cards (none when they cannot be read: the story stands alone). Never the demo photos (ADR 0031).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await readOrNull(context, url, (server) =>
    server.projectCardsPage({ sector: null, limit: carouselPhotos, counted: false }),
  );
  const cards = page?.cards ?? [];
  const slides: CarouselSlide[] = cards.flatMap((card) =>
    card.image ? [{ src: card.image.src, alt: card.image.alt, caption: card.title }] : [],
  );
  return { slides: slides.slice(0, carouselPhotos) };
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the About page. */
export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { settings, pages } = useSiteData();
  // A published `about` page post names the page ("Pages"), else the built-in heading.
  const title = pages.about?.title ?? aboutStoryFor(settings).heading;
  return (
    <>
      <PageHero overline={`About ${settings.companyName}`} title={title} lead={settings.tagline} />
      <Container sx={sectionSx}>
        <AboutStory slides={loaderData.slides} />
      </Container>
      <Box sx={{ ...bandSx, ...renderWhenNear(1457) }}>
        <Container sx={sectionSx}>
          <AboutValues />
        </Container>
      </Box>
      <Container sx={{ ...sectionSx, ...renderWhenNear(820) }}>
        <CredentialsSection />
      </Container>
      <Box sx={{ ...bandSx, ...renderWhenNear(551) }}>
        <Container component="section" aria-labelledby="talk-title" sx={sectionSx}>
          <Typography id="talk-title" variant="h2" sx={{ mb: 1 }}>
            Talk to us about your property
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Call or e-mail us to set up a site visit and a free estimate.
          </Typography>
          <ContactCards />
        </Container>
      </Box>
      <Container sx={{ ...sectionSx, ...renderWhenNear(1802) }}>
        <PhotoCreditsSection />
      </Container>
    </>
  );
}
