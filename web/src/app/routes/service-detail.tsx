/**
 * /service/{slug} and /landscaping (spec §2 "Service detail"). The landscaping route has no
 * slug parameter and shows the 'landscaping' service.
 */
import { serviceJsonLd, servicePath } from '@site/contract/seo/service-json-ld';
import { siteSettings } from '@site/contract/site-settings';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { pageHead, titleOf } from '../../lib/page-head';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { catalogEntry } from '../../features/services/resolve-service-content';
import type { Route } from './+types/service-detail';

/**
 * Head from the built-in catalog entry (canonical /service/{slug}, also for /landscaping): title,
 * description, its photo for link previews, the Service and breadcrumb JSON-LD; or 'Service Not
 * Found' (noindex).
 */
export function meta({ params }: Route.MetaArgs) {
  const entry = catalogEntry(params.slug ?? 'landscaping');
  if (!entry)
    return [{ title: `Service Not Found | ${siteSettings.companyName}` }, { name: 'robots', content: 'noindex' }];
  const path = servicePath(entry.slug);
  return pageHead({
    title: titleOf(`${entry.title} in New Haven & Fairfield Counties, CT`),
    description: entry.description,
    path,
    image: entry.image,
    crumbs: [
      { name: 'Services', path: paths.services },
      { name: entry.title, path },
    ],
    jsonLd: [serviceJsonLd(entry, siteSettings)],
  });
}

/** Route module: one service page. */
export default function ServiceDetailRoute() {
  const { slug = 'landscaping' } = useParams();
  return <ServiceDetail key={slug} slug={slug} />;
}
