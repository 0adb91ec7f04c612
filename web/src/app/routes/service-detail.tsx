/**
 * /service/{slug} and /landscaping (spec §2 "Service detail"). The landscaping route has no
 * slug parameter and shows the 'landscaping' service. The service's text is the site data's
 * (root loader); this route's loader adds the featured project's card, and answers 404 for a
 * slug that is no service ('Service Not Found').
 */
import { withOverride } from '@site/contract/content/live-services';
import { projectCardOf } from '@site/contract/project-card';
import { normalizeImagePath } from '@site/contract/responsive-image';
import type { ServiceSlug } from '@site/contract/service';
import { serviceJsonLd } from '../../lib/seo/service-json-ld';
import { servicePath } from '@site/contract/site-pages';
import { data, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { readOrNull } from '../../lib/page-server';
import { siteDataOf } from '../../lib/site-data';
import { ServiceDetail, serviceHeroSizes } from '../../features/services/components/service-detail';
import { featuredProjectFor } from '../../features/services/featured-projects';
import { catalogEntry } from '../../features/services/resolve-service-content';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/service-detail';
import { inServiceArea } from '@site/contract/company-claims';

/** Most reviews a service page shows (the newest; a long wall of quotes buries the call to action). */
const serviceReviewLimit = 6;

/**
 * The featured project's card (spec §2: some services embed one, each tied to a fixed project),
 * or null when the service has none or it is not published, and the published reviews of the
 * service (issue 23); 404 for an unknown slug. The card and the reviews are left out, not the page
 * failed, when they cannot be read.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const slug = params.slug ?? 'landscaping';
  if (!catalogEntry(slug)) return data({ featured: null, reviews: [] }, { status: 404 });
  const featured = featuredProjectFor(slug);
  const [post, reviews] = await Promise.all([
    featured ? readOrNull(context, url, (server) => server.publishedProject(featured)) : null,
    readOrNull(context, url, (server) => server.publishedReviews()),
  ]);
  return {
    featured: post ? projectCardOf(post) : null,
    reviews: (reviews ?? []).filter((review) => review.service === slug).slice(0, serviceReviewLimit),
  };
}

/**
 * Head from the service as shown (the published override's title, description and image, else
 * the built-in catalog entry; canonical /service/{slug}, also for /landscaping): title,
 * description, its photo for link previews, the Service and breadcrumb JSON-LD; or 'Service Not
 * Found' (noindex).
 */
export function meta({ params, matches }: Route.MetaArgs) {
  const siteData = siteDataOf(matches);
  if (!siteData) return [];
  const { settings, services } = siteData;
  const builtIn = catalogEntry(params.slug ?? 'landscaping');
  if (!builtIn)
    return [{ title: `Service Not Found | ${settings.companyName}` }, { name: 'robots', content: 'noindex' }];
  const override = services[builtIn.slug as ServiceSlug];
  const entry = withOverride(builtIn, override);
  const path = servicePath(entry.slug);
  return pageHead(settings, {
    title: titleOf(`${entry.title}${inServiceArea(settings)}`, settings),
    description: override?.metaDescription?.trim() ? override.metaDescription : entry.description,
    path,
    image: entry.image,
    crumbs: [
      { name: 'Services', path: paths.services },
      { name: entry.title, path },
    ],
    jsonLd: [serviceJsonLd(entry, settings)],
    lcpImage: entry.image ? { path: normalizeImagePath(entry.image), sizes: serviceHeroSizes } : null,
  });
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: one service page. */
export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { slug = 'landscaping' } = useParams();
  return <ServiceDetail key={slug} slug={slug} featured={loaderData.featured} reviews={loaderData.reviews} />;
}
