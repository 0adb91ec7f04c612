/**
 * /services and /category/services (spec §2): heading, the 13 service cards, and a banner
 * offering 'Call' and 'Email Us'.
 */
import Container from '@mui/material/Container';
import { paths } from '../../config/paths';
import { PageHero } from '../../features/company/components/page-hero';
import { ServicesBanner } from '../../features/services/components/services-banner';
import { ServicesGrid } from '../../features/services/components/services-grid';
import { pageHead, titleOf } from '../../lib/page-head';
import { useSiteSettings } from '../../lib/site-data';

/** Head of the services listing (both paths; canonical /services), with its breadcrumbs. */
export function meta() {
  return pageHead({
    title: titleOf('Landscaping & Masonry Services'),
    description:
      'Landscaping, natural stone walls and masonry, patios, outdoor kitchens, drainage, hydro-seeding, ponds, fences and more for homes and businesses in New Haven and Fairfield Counties, CT.',
    path: paths.services,
    crumbs: [{ name: 'Services', path: paths.services }],
  });
}

/** Route module: the services listing. */
export default function ServicesRoute() {
  const { foundedYear } = useSiteSettings();
  return (
    <>
      <PageHero
        overline={`Serving Connecticut since ${foundedYear}`}
        title="Our Services"
        lead="From planting and lawns to natural stone, patios, outdoor kitchens and water features: one company for the whole property, across New Haven and Fairfield Counties."
      />
      <Container component="section" aria-label="All services" sx={{ py: { xs: 5, md: 8 } }}>
        <ServicesGrid headingLevel="h2" firstCardPriority />
      </Container>
      <ServicesBanner />
    </>
  );
}
