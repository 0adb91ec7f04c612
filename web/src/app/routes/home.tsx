/**
 * Home page (spec §2 "/"): hero slider, intro banner with Residential and Commercial buttons,
 * services grid, a preview of at most 4 projects with 'View All Projects' when more exist, and the
 * newest customer reviews with the Google Business Profile links ("Reviews").
 * Everything comes with the page: the site data from the root loader, the projects from this
 * route's loader. Only the staff quick-actions bar depends on the sign-in check.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { preloadImageLink } from '../../lib/seo/preload-image';
import { HeroSlider } from '../../features/home/components/hero-slider';
import { FirstViewportEnd } from '../../components/layouts/first-viewport-end';
import { firstSlidePhoto } from '../../lib/hero-slides';
import { IntroBanner } from '../../features/home/components/intro-banner';
import { StaffQuickActions } from '../../features/home/components/staff-quick-actions';
import { ProjectsSection } from '../../features/projects/components/projects-section';
import { homeProjects, sectorOf } from '../../features/projects/project-filter';
import type { ProjectFilter } from '../../config/paths';
import { ServicesGrid } from '../../features/services/components/services-grid';
import { ReviewCards } from '../../components/ui/review-cards';
import { pageHead } from '../../lib/page-head';
import { readOrNull, readOrUnavailable } from '../../lib/page-server';
import { siteDataOf, useSiteSettings } from '../../lib/site-data';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/home';
import { companyTown, inServiceArea, sinceFounded } from '@site/contract/company-claims';

/** Number of projects previewed on the home page (spec §9 "homepage projects max 4"). */
const homeProjectLimit = 4;

/**
 * Reviews on the home page: the newest three published ones, one row at a desk and a
 * short scroll on a phone; the service pages and Google hold the rest (ADR 0027).
 */
const homeReviewLimit = 3;

/**
 * The projects of the section (each filter's newest four, read as a page of four per filter:
 * never every project) and the newest published reviews (left out, not the page failed, when
 * they cannot be read).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const newest = (filter: ProjectFilter) =>
    readOrUnavailable(context, url, async (server) => {
      const page = await server.projectCardsPage({ sector: sectorOf(filter), limit: homeProjectLimit, counted: false });
      return page ?? { cards: [], older: null };
    });
  const [all, residential, commercial, reviews] = await Promise.all([
    newest('all'),
    newest('residential'),
    newest('commercial'),
    readOrNull(context, url, (server) => server.publishedReviews()),
  ]);
  return {
    ...homeProjects({ all, residential, commercial }),
    reviews: (reviews ?? []).slice(0, homeReviewLimit),
  };
}

/**
 * Head of the home page: title, description, canonical, Open Graph, Twitter, the business JSON-LD,
 * and the preload of the first hero slide's photo, the page's largest paint, so it downloads with
 * the HTML (high priority; responsive variants: lib/seo/preload-image.ts). It is here, not in
 * `links`, because the slides are data (staff's) and only `meta` sees the loaders' data;
 * the designed slides have no photo, so nothing is preloaded for them.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const siteData = siteDataOf(matches);
  if (!siteData) return [];
  const { settings } = siteData;
  const town = companyTown(settings);
  const photo = firstSlidePhoto(siteData.heroSlides);
  return [
    ...pageHead(settings, {
      title: `${settings.companyName} | Landscaping & Masonry${town ? ` in ${town}` : ''}`,
      description: `Landscaping, natural stone masonry, patios, outdoor kitchens, ponds and fences for homes and businesses${inServiceArea(settings)}${sinceFounded(settings)}.`,
      path: '/',
      business: true,
    }),
    ...(photo ? [preloadImageLink(photo, '100vw') as MetaDescriptor] : []),
  ];
};

/** A titled home section. */
function HomeSection({
  id,
  overline,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  overline: string;
  title: string;
  intro: string;
  tone: 'default' | 'paper';
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: tone === 'paper' ? 'background.paper' : 'background.default', py: { xs: 7, md: 10 } }}
    >
      <Container>
        <Box sx={{ maxWidth: 720, mb: { xs: 4, md: 6 } }}>
          <Typography variant="overline" component="p" color="secondary.dark">
            {overline}
          </Typography>
          <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
            {intro}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the home page (both the visitor and the signed-in variant). */
export default function Home({ loaderData: projects }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { companyName, googleBusinessProfileUrl } = settings;
  const town = companyTown(settings);
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {companyName}: landscaping and masonry{town ? ` in ${town}` : ''}
      </Typography>
      <StaffQuickActions />
      <HeroSlider />
      <FirstViewportEnd />
      <IntroBanner />
      <HomeSection
        id="home-services-heading"
        overline="What we do"
        title="Our Services"
        intro="From the first planting plan to the last stone on the wall, one experienced crew handles every part of your outdoor project."
        tone="default"
      >
        <ServicesGrid />
      </HomeSection>
      <HomeSection
        id="home-projects-heading"
        overline="Our work"
        title="Recent Projects"
        intro="A look at gardens, stonework and outdoor living spaces we have completed for homeowners and businesses across the region."
        tone="paper"
      >
        <ProjectsSection cards={projects.cards} more={projects.more} limit={homeProjectLimit} />
      </HomeSection>
      {(projects.reviews.length > 0 || googleBusinessProfileUrl) && (
        <HomeSection
          id="home-reviews-heading"
          overline="Reviews"
          title="What Our Customers Say"
          intro="In their own words: homeowners and businesses we have worked for."
          tone="default"
        >
          <ReviewCards reviews={projects.reviews} showService />
        </HomeSection>
      )}
    </>
  );
}
