/**
 * The Services section of the admin (issue 14 "Services"; /admin/services): the 13 services in
 * catalog order with the status of their text, and the editor of one at /admin/services/:slug.
 */
import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { Post } from '@site/contract/post';
import { matchPath, useLocation } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { adminPaths } from '../../../config/admin-paths';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { overrideStatus, postsBySlug } from '../override-status';
import { OverrideList } from './override-list';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { ServiceEditPage } from './service-edit-page';

/** The list of the 13 services. */
function ServicesList() {
  const posts = useFixedSlugPosts('service');
  const list = (posts: Post[]) => {
    const bySlug = postsBySlug(posts);
    const items = serviceSummaries.map((summary) => {
      const post = bySlug.get(summary.slug);
      return {
        key: summary.slug,
        to: adminPaths.service(summary.slug),
        name: post?.title ?? summary.title,
        summary: post?.excerpt ?? summary.description,
        status: overrideStatus(post),
        image: post?.image ?? summary.image,
      };
    });
    return <OverrideList items={items} label="Services" />;
  };
  return (
    <AdminSectionPage
      title="Services"
      lead="The 13 services, in the order visitors see them. Open one to change its title, card text, page text or photo. A published edit replaces the built-in text on the service page, in the menus, the footer and the home page."
    >
      <AdminQueryState query={posts} loading="Loading services..." failed="The services could not be loaded.">
        {list}
      </AdminQueryState>
    </AdminSectionPage>
  );
}

/** The section's two pages: the list, or the editor the URL names (matchPath: the admin is one route). */
export function ServicesSection() {
  const slug = matchPath(adminPaths.servicePattern, useLocation().pathname)?.params.slug;
  return slug ? <ServiceEditPage key={slug} slug={slug} /> : <ServicesList />;
}
