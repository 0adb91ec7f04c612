/**
 * /service/{slug} and /landscaping (spec §2 "Service detail"). The landscaping route has no
 * slug parameter and shows the 'landscaping' service.
 */
import { withOverride } from '@site/contract/content/live-services';
import type { ServiceSlug } from '@site/contract/service';
import { serviceJsonLd, servicePath } from '@site/contract/seo/service-json-ld';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { currentSiteData } from '../../lib/site-data';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { catalogEntry } from '../../features/services/resolve-service-content';
import type { Route } from './+types/service-detail';

/**
 * Head from the service as shown (the published override's title, description and image, else
 * the built-in catalog entry; canonical /service/{slug}, also for /landscaping): title,
 * description, its photo for link previews, the Service and breadcrumb JSON-LD; or 'Service Not
 * Found' (noindex).
 */
export function meta({ params }: Route.MetaArgs) {
  const builtIn = catalogEntry(params.slug ?? 'landscaping');
  const { settings, services } = currentSiteData();
  if (!builtIn) return [{ title: `Service Not Found | ${settings.companyName}` }, { name: 'robots', content: 'noindex' }];
  const override = services[builtIn.slug as ServiceSlug];
  const entry = withOverride(builtIn, override);
  const path = servicePath(entry.slug);
  return pageHead({
    title: titleOf(`${entry.title} in New Haven & Fairfield Counties, CT`),
    description: override?.metaDescription?.trim() ? override.metaDescription : entry.description,
    path,
    image: entry.image,
    crumbs: [
      { name: 'Services', path: paths.services },
      { name: entry.title, path },
    ],
    jsonLd: [serviceJsonLd(entry, settings)],
  });
}

/** Route module: one service page. */
export default function ServiceDetailRoute() {
  const { slug = 'landscaping' } = useParams();
  return <ServiceDetail key={slug} slug={slug} />;
}
