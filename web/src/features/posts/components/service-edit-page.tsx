/**
 * The editor of one service (ADR 0035; /admin/services/:slug): its header, its settings (address,
 * icon, shown on the site, delete: service-settings-card.tsx), then the service form prefilled
 * with its post (a published edit or a draft), else the built-in text of a first-run service, else
 * blank. An address no service has says so.
 */
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { AdminItemNotFound } from '../../../components/layouts/admin-section-states';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useManagedServices } from '../../../lib/managed-services';
import { serviceEntryOf } from '../service-form-values';
import { OverrideEditPage } from './override-edit-page';
import { ServiceForm } from './service-form';
import { ServiceSettingsCard } from './service-settings-card';

/** The page of the service `slug` (from the URL). */
export function ServiceEditPage({ slug }: { slug: string }) {
  const services = useManagedServices();
  return (
    <AdminQueryState query={services} loading="Loading the service..." failed="The service could not be loaded.">
      {(list) => {
        const service = list.find((candidate) => candidate.slug === slug);
        if (!service)
          return <AdminItemNotFound text="Service not found" back={adminPaths.services} backLabel="All services" />;
        const entry = serviceEntryOf(service, serviceCatalog);
        return (
          <OverrideEditPage
            type="service"
            slug={entry.slug}
            hasBuiltIn={serviceCatalog.some((builtIn) => builtIn.slug === service.id)}
            header={{
              back: adminPaths.services,
              backLabel: 'All services',
              kind: 'Service',
              title: service.name,
              publicPath: paths.service(entry.slug),
            }}
            settings={<ServiceSettingsCard key={`${service.id}:${service.slug}`} service={service} />}
            loading="Loading the service..."
            failed="The service could not be loaded."
            form={(post) => <ServiceForm key={`${entry.slug}:${post?.updatedAt ?? ''}`} entry={entry} post={post} />}
          />
        );
      }}
    </AdminQueryState>
  );
}
