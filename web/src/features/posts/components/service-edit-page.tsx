/**
 * The editor of one service's text (issue 14 "Services"; /admin/services/:slug): its header, then
 * the service form prefilled with its post (a published edit or a draft), else the built-in
 * text. An address that is not one of the 13 services says so.
 */
import Box from '@mui/material/Box';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { overrideStatus, postsBySlug } from '../override-status';
import { catalogEntryOf } from '../service-form-values';
import { OverrideEditorHeader } from './override-editor-header';
import {
  AdminSectionLoadError,
  AdminSectionLoading,
  AdminItemNotFound,
} from '../../../components/layouts/admin-section-states';
import { RevisionsPanel } from './revisions-panel';
import { ServiceForm } from './service-form';

/** The page of the service `slug` (from the URL). */
export function ServiceEditPage({ slug }: { slug: string }) {
  const entry = catalogEntryOf(serviceCatalog, slug);
  const posts = useFixedSlugPosts('service', entry !== null);
  if (!entry) return <AdminItemNotFound text="Service not found" back={adminPaths.services} backLabel="All services" />;

  const post = posts.data ? postsBySlug(posts.data).get(entry.slug) : undefined;
  let body;
  if (posts.isPending) body = <AdminSectionLoading text="Loading the service..." />;
  else if (posts.isError)
    body = (
      <AdminSectionLoadError
        error={posts.error}
        text="The service could not be loaded."
        onRetry={() => void posts.refetch()}
      />
    );
  else
    body = (
      <>
        <ServiceForm key={`${entry.slug}:${post?.updatedAt ?? ''}`} entry={entry} post={post} />
        {post && <RevisionsPanel post={post} />}
      </>
    );
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, maxWidth: 920 }}>
      <OverrideEditorHeader
        back={adminPaths.services}
        backLabel="All services"
        kind="Service"
        title={entry.title}
        status={overrideStatus(post)}
        publicPath={paths.service(entry.slug)}
      />
      {body}
    </Box>
  );
}
