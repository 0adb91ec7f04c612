/**
 * The Pages section of the admin (issue 14 "Pages"; /admin/pages): the editable parts of public
 * pages (the About story, the home intro banner) with the status of their text, and the editor of
 * one at /admin/pages/:slug.
 */
import Box from '@mui/material/Box';
import { builtInPageContent, sitePages } from '@site/contract/content/site-pages';
import { matchPath, useLocation } from 'react-router';
import { AdminSectionHeader } from '../../../components/layouts/admin-section-header';
import { adminPaths } from '../../../config/admin-paths';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { useCompanyStorySettings } from '../company-story-settings';
import { overrideStatus, postsBySlug } from '../override-status';
import { OverrideList } from './override-list';
import { AdminSectionLoadError, AdminSectionLoading } from '../../../components/layouts/admin-section-states';
import { PageEditPage } from './page-edit-page';

/** The list of the page parts. */
function PagesList() {
  const posts = useFixedSlugPosts('page');
  const story = useCompanyStorySettings();
  let body;
  if (posts.isPending || story.isPending) body = <AdminSectionLoading text="Loading pages..." />;
  else if (posts.isError)
    body = (
      <AdminSectionLoadError
        error={posts.error}
        text="The pages could not be loaded."
        onRetry={() => void posts.refetch()}
      />
    );
  else {
    const bySlug = postsBySlug(posts.data);
    const items = sitePages.map((page) => {
      const post = bySlug.get(page.slug);
      const heading = post?.title ?? builtInPageContent(page.slug, story.settings).title;
      return {
        key: page.slug,
        to: adminPaths.page(page.slug),
        name: page.name,
        summary: `“${heading}” · ${page.where}`,
        status: overrideStatus(post),
      };
    });
    body = <OverrideList items={items} label="Pages" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdminSectionHeader
        title="Pages"
        lead="The parts of the website's pages you can write yourself. Until you publish your own text, visitors see the built-in text."
      />
      {body}
    </Box>
  );
}

/** The section's two pages: the list, or the editor the URL names (matchPath: the admin is one route). */
export function PagesSection() {
  const slug = matchPath(adminPaths.pagePattern, useLocation().pathname)?.params.slug;
  return slug ? <PageEditPage key={slug} slug={slug} /> : <PagesList />;
}
