/**
 * Customers' reviews on the public pages ("Reviews"; ADR 0027): the home page's newest
 * ones and a service page's own, as plain server HTML (no island, no React in the browser: ADR
 * 0024). Each review is a `<figure>`: the stars (read out as "5 out of 5 stars"), the quote in a
 * `<blockquote>`, and who said it, where, for which service and when. The company's Google
 * Business Profile links follow when the Company section has one ("Read our reviews on Google",
 * "Leave us a review"). No Review or AggregateRating structured data: Google's review snippet
 * rules refuse reviews a business publishes about itself (ADR 0027).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { googleReviewLinks } from '@site/contract/google-business-profile';
import type { PublicReview } from '@site/contract/reviews';
import { paths } from '../../config/paths';
import { useLiveServices, useSiteSettings } from '../../lib/site-data';
import { VisuallyHidden } from './visually-hidden';
import { SiteButton } from './site-button';

/** "May 2026" for a YYYY-MM-DD date (the day is noise on a testimonial). */
const monthOf = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Stars drawn for the eye, "N out of 5 stars" for a screen reader (the glyphs are hidden from it). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Typography component="p" sx={{ m: 0, color: 'warning.main', fontSize: '1.25rem', letterSpacing: 2 }}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <Box component="span" sx={{ color: 'action.disabled' }}>
          {'★'.repeat(5 - rating)}
        </Box>
      </span>
      <VisuallyHidden>{`${rating} out of 5 stars`}</VisuallyHidden>
    </Typography>
  );
}

/** One review. */
function ReviewCard({ review, showService }: { review: PublicReview; showService: boolean }) {
  const services = useLiveServices();
  const service = showService && review.service ? services.find((s) => s.slug === review.service) : undefined;
  return (
    <Box
      component="figure"
      data-review={review.id}
      sx={{
        m: 0,
        p: { xs: 2.5, md: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <StarRating rating={review.rating} />
      <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        <Typography sx={{ fontSize: '1.0625rem', whiteSpace: 'pre-line' }}>{review.quote}</Typography>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {review.name}
        </Box>
        {review.town ? `, ${review.town}` : ''}
        {service && (
          <>
            {' · '}
            <Link href={paths.service(service.slug)} color="inherit">
              {service.title}
            </Link>
          </>
        )}
        {' · '}
        <time dateTime={review.date}>{monthOf(review.date)}</time>
      </Typography>
    </Box>
  );
}

/**
 * The Google Business Profile links, or nothing when the Company section has no profile link.
 * Both open Google in a new tab (the visitor keeps this page).
 */
export function GoogleReviewLinks() {
  const { googleBusinessProfileUrl } = useSiteSettings();
  const links = googleReviewLinks(googleBusinessProfileUrl);
  if (!links) return null;
  const external = { target: '_blank', rel: 'noopener' } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="google-review-links">
      <SiteButton variant="outlined" href={links.read} {...external}>
        Read our reviews on Google
      </SiteButton>
      <SiteButton href={links.write} {...external}>
        Leave us a review
      </SiteButton>
    </Box>
  );
}

/**
 * The reviews in a responsive grid (one column on a phone, up to three at a desk), then the
 * Google links. Renders nothing when there is neither a review nor a profile link.
 * @param showService name each review's service (the home page; a service page's are all its own)
 */
export function ReviewCards({ reviews, showService }: { reviews: readonly PublicReview[]; showService: boolean }) {
  const { googleBusinessProfileUrl } = useSiteSettings();
  if (reviews.length === 0 && !googleReviewLinks(googleBusinessProfileUrl)) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {reviews.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
          }}
        >
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} showService={showService} />
          ))}
        </Box>
      )}
      <GoogleReviewLinks />
    </Box>
  );
}
