/**
 * The editor of one service's text (issue 14 "Services"; /admin/services/:slug): its header, then
 * the service form prefilled with its post (a published edit or a draft), else the built-in
 * text. An address that is not one of the 13 services says so.
 */
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { AdminItemNotFound } from '../../../components/layouts/admin-section-states';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { catalogEntryOf } from '../service-form-values';
import { OverrideEditPage } from './override-edit-page';
import { ServiceForm } from './service-form';

/** The page of the service `slug` (from the URL). */
export function ServiceEditPage({ slug }: { slug: string }) {
  const entry = catalogEntryOf(serviceCatalog, slug);
  if (!entry) return <AdminItemNotFound text="Service not found" back={adminPaths.services} backLabel="All services" />;
  return (
    <OverrideEditPage
      type="service"
      slug={entry.slug}
      header={{
        back: adminPaths.services,
        backLabel: 'All services',
        kind: 'Service',
        title: entry.title,
        publicPath: paths.service(entry.slug),
      }}
      loading="Loading the service..."
      failed="The service could not be loaded."
      form={(post) => <ServiceForm key={`${entry.slug}:${post?.updatedAt ?? ''}`} entry={entry} post={post} />}
    />
  );
}
