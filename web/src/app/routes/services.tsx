/**
 * /services and /category/services (spec §2): heading, the service cards, and a banner
 * offering 'Call' and 'Email Us'.
 */
import Container from '@mui/material/Container';
import { paths } from '../../config/paths';
import { PageHero } from '../../components/layouts/page-hero';
import { ServicesBanner } from '../../features/services/components/services-banner';
import { ServicesGrid } from '../../features/services/components/services-grid';
import { serviceCardSizes } from '../../features/services/components/service-card';
import { pageHead, titleOf } from '../../lib/page-head';
import { siteDataOf, useSiteSettings } from '../../lib/site-data';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/services';
import { inServiceArea, sinceFounded } from '@site/contract/company-claims';

/**
 * Head of the services listing (both paths; canonical /services), with its breadcrumbs and the
 * first card's photo (the largest paint on a phone) preloaded.
 */
export function meta({ matches }: Route.MetaArgs) {
  const siteData = siteDataOf(matches);
  if (!siteData) return [];
  const firstImage = siteData.services[0]?.image;
  return pageHead(siteData.settings, {
    title: titleOf('Landscaping & Masonry Services', siteData.settings),
    description: `Landscaping, natural stone walls and masonry, patios, outdoor kitchens, drainage, hydro-seeding, ponds, fences and more for homes and businesses${inServiceArea(siteData.settings)}.`,
    path: paths.services,
    crumbs: [{ name: 'Services', path: paths.services }],
    lcpImage: firstImage ? { path: firstImage, sizes: serviceCardSizes } : null,
  });
}

/**
 * No data of its own (the root's site data is the page's); a server loader all the same, since
 * React Router treats a route with a `clientLoader` and no `loader` as one that hydrates (it
 * would send its HydrateFallback instead of the page).
 */
export function loader() {
  return null;
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: the services listing. */
export default function ServicesRoute() {
  const settings = useSiteSettings();
  const since = sinceFounded(settings);
  return (
    <>
      <PageHero
        overline={since ? `Serving our customers${since}` : 'What we do'}
        title="Our Services"
        lead={`From planting and lawns to natural stone, patios, outdoor kitchens and water features: one company for the whole property${inServiceArea(settings)}.`}
      />
      <Container component="section" aria-label="All services" sx={{ py: { xs: 5, md: 8 } }}>
        <ServicesGrid headingLevel="h2" firstCardPriority />
      </Container>
      <ServicesBanner />
    </>
  );
}
