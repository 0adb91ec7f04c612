/**
 * The Pages section of the admin ("Pages"; /admin/pages): the editable parts of public
 * pages (the About story, the home intro banner) with the status of their text, and the editor of
 * one at /admin/pages/:slug; and the home hero slides at /admin/pages/hero-slides.
 */
import { builtInPageContent, sitePages } from '@site/contract/content/site-pages';
import type { Post } from '@site/contract/post';
import { matchPath, useLocation } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { adminPaths } from '../../../config/admin-paths';
import { useFixedSlugPosts } from '../api/fixed-slug-posts';
import { useCompanyStorySettings } from '../company-story-settings';
import { overrideStatus, postsBySlug } from '../override-status';
import { OverrideList, type OverrideListItem } from './override-list';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { PageEditPage } from './page-edit-page';
import { useHeroSlides } from '../api/hero-slides';
import { HeroSlidesEditor } from './hero-slides-editor';

/** The hero slides' row of the list: how many slides visitors see, designed or staff's. */
function heroSlidesItem(saved: number | null) {
  return {
    key: 'hero-slides',
    to: adminPaths.heroSlides,
    name: 'Home hero slides',
    summary:
      saved === null
        ? 'The six designed slides · top of the home page'
        : `${saved} slide${saved === 1 ? '' : 's'} of your own · top of the home page`,
    status: saved === null ? ('built-in' as const) : ('edited' as const),
  };
}

/** The list of the page parts. */
function PagesList() {
  const posts = useFixedSlugPosts('page');
  const story = useCompanyStorySettings();
  const hero = useHeroSlides();
  const list = (posts: Post[]) => {
    const bySlug = postsBySlug(posts);
    const items: OverrideListItem[] = sitePages.map((page) => {
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
    items.push(heroSlidesItem(hero.data?.slides?.length ?? null));
    return <OverrideList items={items} label="Pages" />;
  };
  return (
    <AdminSectionPage
      title="Pages"
      lead="The parts of the website's pages you can write yourself. Until you publish your own text, visitors see the built-in text."
    >
      <AdminQueryState
        query={posts}
        loading="Loading pages..."
        failed="The pages could not be loaded."
        pending={story.isPending || hero.isPending}
      >
        {list}
      </AdminQueryState>
    </AdminSectionPage>
  );
}

/** The section's two pages: the list, or the editor the URL names (matchPath: the admin is one route). */
export function PagesSection() {
  const slug = matchPath(adminPaths.pagePattern, useLocation().pathname)?.params.slug;
  if (slug === 'hero-slides') return <HeroSlidesEditor />;
  return slug ? <PageEditPage key={slug} slug={slug} /> : <PagesList />;
}
