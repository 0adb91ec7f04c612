/**
 * /service/{slug} and /landscaping (spec §2 "Service detail"). The landscaping route has no
 * slug parameter and shows the 'landscaping' service.
 */
import { siteSettings } from '@site/contract/site-settings';
import { useParams } from 'react-router';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { catalogEntry } from '../../features/services/resolve-service-content';
import type { Route } from './+types/service-detail';

/** Title and description from the built-in catalog entry, or 'Service Not Found'. */
export function meta({ params }: Route.MetaArgs) {
  const entry = catalogEntry(params.slug ?? 'landscaping');
  if (!entry)
    return [{ title: `Service Not Found | ${siteSettings.companyName}` }, { name: 'robots', content: 'noindex' }];
  return [
    { title: `${entry.title} in New Haven & Fairfield Counties, CT | ${siteSettings.companyName}` },
    { name: 'description', content: entry.description },
  ];
}

/** Route module: one service page. */
export default function ServiceDetailRoute() {
  const { slug = 'landscaping' } = useParams();
  return <ServiceDetail key={slug} slug={slug} />;
}
