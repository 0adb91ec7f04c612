/**
 * The Services section of the admin (ADR 0035; /admin/services): every service in the order
 * visitors see them (Move up / Move down beside each), with the status of its text and whether it
 * is hidden, "Add a service", and the editor of one at /admin/services/:slug.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { Post } from '@site/contract/post';
import type { ManagedService } from '@site/contract/service';
import { matchPath, useLocation } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { toastFailure } from '../../../components/ui/failure-toast';
import { adminPaths } from '../../../config/admin-paths';
import { useManagedServices } from '../../../lib/managed-services';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { useReorderServices } from '../api/manage-services';
import { overrideStatus, postsBySlug } from '../override-status';
import { AddServiceCard } from './add-service-card';
import { OverrideList } from './override-list';
import { ServiceEditPage } from './service-edit-page';

/** Move up and Move down of the service at `index`. */
function MoveButtons({ services, index }: { services: readonly ManagedService[]; index: number }) {
  const reorder = useReorderServices();
  const name = services[index]?.name ?? '';
  const move = (by: -1 | 1) => {
    const ids = services.map((service) => service.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, {
      onError: (error) => toastFailure(error, 'Failed to move the service. Please try again.', true),
    });
  };
  return (
    <Stack direction="row">
      <IconButton aria-label={`Move ${name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(-1)}>
        <ArrowUpward aria-hidden />
      </IconButton>
      <IconButton
        aria-label={`Move ${name} down`}
        disabled={index === services.length - 1 || reorder.isPending}
        onClick={() => move(1)}
      >
        <ArrowDownward aria-hidden />
      </IconButton>
    </Stack>
  );
}

/** The list of services. */
function ServicesList() {
  const services = useManagedServices();
  const posts = useFixedSlugPosts('service');
  const list = (managed: ManagedService[], servicePosts: Post[]) => {
    const bySlug = postsBySlug(servicePosts);
    const items = managed.map((service, index) => {
      const post = bySlug.get(service.slug);
      const builtIn = serviceSummaries.find((summary) => summary.slug === service.id);
      return {
        key: service.id,
        to: adminPaths.service(service.slug),
        name: post?.title ?? service.name,
        summary: post?.excerpt ?? builtIn?.description ?? 'Write its card and page text, then publish it.',
        status: overrideStatus(post, Boolean(builtIn)),
        image: post?.image ?? builtIn?.image ?? null,
        hidden: service.hidden,
        actions: <MoveButtons services={managed} index={index} />,
      };
    });
    return <OverrideList items={items} label="Services" />;
  };
  return (
    <AdminSectionPage
      title="Services"
      lead="Your services, in the order visitors see them. Open one to change its title, card text, page text, photo, address or icon, or to hide it. A published edit shows on the service page, in the menus, the footer, the home page and the request form."
    >
      <AddServiceCard />
      <AdminQueryState query={services} loading="Loading services..." failed="The services could not be loaded.">
        {(managed) => (
          <AdminQueryState query={posts} loading="Loading services..." failed="The services could not be loaded.">
            {(servicePosts) => list(managed, servicePosts)}
          </AdminQueryState>
        )}
      </AdminQueryState>
    </AdminSectionPage>
  );
}

/** The section's two pages: the list, or the editor the URL names (matchPath: the admin is one route). */
export function ServicesSection() {
  const slug = matchPath(adminPaths.servicePattern, useLocation().pathname)?.params.slug;
  return slug ? <ServiceEditPage key={slug} slug={slug} /> : <ServicesList />;
}
