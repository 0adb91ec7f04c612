/**
 * Service detail page body (spec §2 "Service detail"): title, image or designed placeholder,
 * body HTML, certification badges on landscaping, the featured project where one is tied,
 * 'Back to Services', 'Ready to Get Started?', and the sidebar. The service (its published text,
 * else the built-in one), the featured project's card and the service's published reviews come
 * from the route's loader: nothing to fetch, so the page is complete in its HTML. An unknown slug
 * shows 'Service Not Found' (the route answers 404).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ProjectCardData } from '@site/contract/project-card';
import type { PublicReview } from '@site/contract/reviews';
import type { ServicePage } from '@site/contract/site-data';
import type { Certification } from '@site/contract/site-settings';
import { MainWithSidebar } from '../../../components/layouts/main-with-sidebar';
import { paths } from '../../../config/paths';
import { HtmlContent } from '../../../components/ui/html-content';
import { useSiteData, useSiteSettings } from '../../../lib/site-data';
import { CertificationBadges } from '../../../components/ui/certification-badges';
import { ReviewCards } from '../../../components/ui/review-cards';
import { photoAlt } from '../../../lib/photo-credits';
import { FeaturedProjectCard } from './featured-project-card';
import { GetStartedBlock } from './get-started-block';
import { ServiceMedia } from './service-media';
import { ServiceSidebar } from './service-sidebar';
import { SiteButton } from '../../../components/ui/site-button';
import { FirstViewportEnd } from '../../../components/layouts/first-viewport-end';

/** The two badges on the landscaping page (spec §2), preferred by mark, else the first two. */
function landscapingBadges(certifications: readonly Certification[]): Certification[] {
  const preferred = certifications.filter((c) => c.badge === 'CNLP' || c.badge === 'ICPI');
  return preferred.length === 2 ? preferred : certifications.slice(0, 2);
}

const backButton = (
  <SiteButton href={paths.services} variant="outlined" startIcon={<ArrowBack />}>
    Back to Services
  </SiteButton>
);

/** CSS `sizes` of the service's photo at the top of the page (the route preloads it with these). */
export const serviceHeroSizes = '(min-width: 1200px) 820px, (min-width: 900px) 66vw, 100vw';

/** What the page shows: the slug, the service (null: not found), the featured project's card, the service's published reviews. */
interface ServiceDetailProps {
  slug: string;
  service: ServicePage | null;
  featured: ProjectCardData | null;
  reviews: readonly PublicReview[];
}

/** The service's reviews, with the Google links; nothing when there is neither. */
function ServiceReviews({ reviews }: { reviews: readonly PublicReview[] }) {
  const { googleBusinessProfileUrl } = useSiteSettings();
  if (reviews.length === 0 && !googleBusinessProfileUrl) return null;
  return (
    <Box component="section" aria-labelledby="service-reviews-title" sx={{ mt: 5 }}>
      <Typography id="service-reviews-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {reviews.length > 0 ? 'What our customers say' : 'Reviews'}
      </Typography>
      <ReviewCards reviews={reviews} showService={false} />
    </Box>
  );
}

/** Main column content for one state of the page. */
function ServiceMain({ slug, service: content, featured, reviews }: ServiceDetailProps) {
  const { settings } = useSiteData();
  if (!content) {
    return (
      <Box sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
          Service Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          We couldn&apos;t find that service. It may have moved; our full list of services is one click away.
        </Typography>
        {backButton}
      </Box>
    );
  }
  return (
    <article aria-labelledby="service-title">
      <Typography id="service-title" variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.9rem' }, mb: 1.5 }}>
        {content.title}
      </Typography>
      {content.description && (
        <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 3, maxWidth: 720 }}>
          {content.description}
        </Typography>
      )}
      <Box sx={{ borderRadius: 3, overflow: 'hidden', mb: 4 }}>
        <ServiceMedia
          title={content.title}
          image={content.image}
          icon={content.icon}
          aspectRatio="16 / 9"
          alt={content.image ? (content.imageAlt ?? photoAlt(content.image) ?? content.title) : ''}
          sizes={serviceHeroSizes}
          priority
          size="hero"
        />
      </Box>
      <FirstViewportEnd />
      {slug === 'landscaping' && (
        <Box component="section" aria-labelledby="certifications-title" sx={{ mb: 4 }}>
          <Typography id="certifications-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Certified professionals
          </Typography>
          <CertificationBadges certifications={landscapingBadges(settings.certifications)} />
        </Box>
      )}
      <HtmlContent html={content.bodyHtml} />
      {featured && <FeaturedProjectCard card={featured} />}
      <ServiceReviews reviews={reviews} />
      <Box sx={{ mt: 5 }}>{backButton}</Box>
      <GetStartedBlock serviceSlug={slug} serviceTitle={content.title} />
    </article>
  );
}

/** The page: main column and sidebar (the sidebar follows the content in reading order). */
export function ServiceDetail(props: ServiceDetailProps) {
  return (
    <MainWithSidebar
      sidebarWidth={300}
      sidebar={<ServiceSidebar currentSlug={props.slug} />}
      mainSx={{ minHeight: 480 }}
    >
      <ServiceMain {...props} />
    </MainWithSidebar>
  );
}
