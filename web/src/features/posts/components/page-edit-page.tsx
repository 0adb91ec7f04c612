/**
 * The editor of one page part (issue 14 "Pages"; /admin/pages/:slug): its header, then the page
 * form prefilled with its post, else the built-in text for the company details in effect.
 */
import Box from '@mui/material/Box';
import { sitePages } from '@site/contract/content/site-pages';
import { adminPaths } from '../../../config/admin-paths';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { useCompanyStorySettings } from '../company-story-settings';
import { overrideStatus, postsBySlug } from '../override-status';
import { OverrideEditorHeader } from './override-editor-header';
import {
  AdminSectionLoadError,
  AdminSectionLoading,
  AdminItemNotFound,
} from '../../../components/layouts/admin-section-states';
import { PageForm } from './page-form';
import { RevisionsPanel } from './revisions-panel';

/** The page of the page part `slug` (from the URL). */
export function PageEditPage({ slug }: { slug: string }) {
  const page = sitePages.find((entry) => entry.slug === slug);
  const posts = useFixedSlugPosts('page', page !== undefined);
  const story = useCompanyStorySettings();
  if (!page) return <AdminItemNotFound text="Page not found" back={adminPaths.pages} backLabel="All pages" />;

  const post = posts.data ? postsBySlug(posts.data).get(page.slug) : undefined;
  let body;
  if (posts.isPending || story.isPending) body = <AdminSectionLoading text="Loading the page..." />;
  else if (posts.isError)
    body = (
      <AdminSectionLoadError
        error={posts.error}
        text="The page could not be loaded."
        onRetry={() => void posts.refetch()}
      />
    );
  else
    body = (
      <>
        <PageForm key={`${page.slug}:${post?.updatedAt ?? ''}`} page={page} settings={story.settings} post={post} />
        {post && <RevisionsPanel post={post} />}
      </>
    );
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, maxWidth: 920 }}>
      <OverrideEditorHeader
        back={adminPaths.pages}
        backLabel="All pages"
        kind="Page"
        title={page.name}
        status={overrideStatus(post)}
        publicPath={page.path}
      />
      {body}
    </Box>
  );
}
