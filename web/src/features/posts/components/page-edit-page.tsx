/**
 * The editor of one page part ("Pages"; /admin/pages/:slug): its header, then the page
 * form prefilled with its post, else the built-in text for the company details in effect.
 */
import { sitePages } from '@site/contract/content/site-pages';
import { AdminItemNotFound } from '../../../components/layouts/admin-section-states';
import { PrivacyDriftAlert } from '../../../components/ui/privacy-drift-alert';
import { adminPaths } from '../../../config/admin-paths';
import { useCompanyStorySettings } from '../company-story-settings';
import { OverrideEditPage } from './override-edit-page';
import { PageForm } from './page-form';

/** The page of the page part `slug` (from the URL). */
export function PageEditPage({ slug }: { slug: string }) {
  const page = sitePages.find((entry) => entry.slug === slug);
  const story = useCompanyStorySettings();
  if (!page) return <AdminItemNotFound text="Page not found" back={adminPaths.pages} backLabel="All pages" />;
  return (
    <OverrideEditPage
      type="page"
      slug={page.slug}
      header={{ back: adminPaths.pages, backLabel: 'All pages', kind: 'Page', title: page.name, publicPath: page.path }}
      loading="Loading the page..."
      failed="The page could not be loaded."
      pending={story.isPending}
      form={(post) => (
        <>
          {/* The published policy against the company details now (a Company save may have changed them). */}
          {page.slug === 'privacy' && !story.isPending && (
            <PrivacyDriftAlert settings={story.settings} showLink={false} />
          )}
          <PageForm key={`${page.slug}:${post?.updatedAt ?? ''}`} page={page} settings={story.settings} post={post} />
        </>
      )}
    />
  );
}
