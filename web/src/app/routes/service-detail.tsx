/**
 * /service/{slug} and /landscaping (spec §2 "Service detail"). The landscaping route has no
 * slug parameter and shows the 'landscaping' service. This route's loader reads the service
 * (ADR 0035), the featured project's card and the service's reviews, and answers 404 for a slug
 * no shown service has ('Service Not Found').
 */
import { projectCardOf } from '@site/contract/project-card';
import { serviceJsonLd } from '../../lib/seo/service-json-ld';
import { servicePath } from '@site/contract/site-pages';
import { data, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { readOrNull, readOrUnavailable } from '../../lib/page-server';
import { siteDataOf } from '../../lib/site-data';
import { ServiceDetail, serviceHeroSizes } from '../../features/services/components/service-detail';
import { featuredProjectFor } from '../../features/services/featured-projects';
import { documentNavigation } from '../../lib/page-scripts';
import type { Route } from './+types/service-detail';
import { inServiceArea } from '@site/contract/company-claims';

/** Most reviews a service page shows (the newest; a long wall of quotes buries the call to action). */
const serviceReviewLimit = 6;

/**
 * The service of the slug as visitors see it (its published text, else the built-in one: the page
 * server's `servicePage`), its featured project's card (spec §2: some services embed one), or null
 * when it has none or it is not published, and its published reviews; 404 for a slug no
 * shown service has. The card and the reviews are left out, not the page failed, when they cannot
 * be read; the service itself is needed (503 when unreadable).
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const slug = params.slug ?? 'landscaping';
  const service = await readOrUnavailable(context, url, (server) => server.servicePage(slug));
  if (!service) return data({ service: null, featured: null, reviews: [] }, { status: 404 });
  const featured = featuredProjectFor(service.id);
  const [post, reviews] = await Promise.all([
    featured ? readOrNull(context, url, (server) => server.publishedProject(featured)) : null,
    readOrNull(context, url, (server) => server.publishedReviews()),
  ]);
  return {
    service,
    featured: post ? projectCardOf(post) : null,
    reviews: (reviews ?? []).filter((review) => review.service === slug).slice(0, serviceReviewLimit),
  };
}

/**
 * Head from the service as shown (its title, description and photo; canonical /service/{slug},
 * also for /landscaping): title, description, its photo for link previews, the Service and
 * breadcrumb JSON-LD; or 'Service Not Found' (noindex).
 */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteData = siteDataOf(matches);
  if (!siteData) return [];
  const { settings } = siteData;
  const service = loaderData?.service;
  if (!service)
    return [{ title: `Service Not Found | ${settings.companyName}` }, { name: 'robots', content: 'noindex' }];
  const path = servicePath(service.slug);
  return pageHead(settings, {
    title: titleOf(`${service.title}${inServiceArea(settings)}`, settings),
    description: service.metaDescription ?? service.description,
    path,
    image: service.image,
    crumbs: [
      { name: 'Services', path: paths.services },
      { name: service.title, path },
    ],
    jsonLd: [serviceJsonLd(service, settings)],
    lcpImage: service.image ? { path: service.image, sizes: serviceHeroSizes } : null,
  });
}

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: one service page. */
export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { slug = 'landscaping' } = useParams();
  return (
    <ServiceDetail
      key={slug}
      slug={slug}
      service={loaderData.service}
      featured={loaderData.featured}
      reviews={loaderData.reviews}
    />
  );
}
