/**
 * Everything the head of /project/{slug} carries ("Project pages … title, description
 * and Open Graph tags must be right for crawlers and link previews"): the meta tags and the
 * JSON-LD (the project's CreativeWork and its breadcrumbs). Used by the `api` function, which
 * writes them into the SPA fallback HTML, and available to the web's project route.
 */
import { imagePathAlt } from '@site/contract/project-images';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import type { JsonLd } from '@site/contract/seo/json-ld';
import { pageMeta, pageTitle, type MetaTag } from './page-meta';
import { projectDescription, projectJsonLd, type ProjectSeoInput } from './project-json-ld';
import { projectImagePaths } from '@site/contract/project-images';
import { projectPath } from '@site/contract/site-pages';

export interface HeadData {
  meta: MetaTag[];
  jsonLd: JsonLd[];
}

/**
 * Head of a published project: title "{metaTitle or title} | {company}", its description, canonical
 * /project/{slug}, og:type article, its first image, CreativeWork + BreadcrumbList JSON-LD.
 */
export function projectHead(post: ProjectSeoInput, settings: PublicSiteSettings): HeadData {
  const path = projectPath(post);
  const image = projectImagePaths(post)[0] ?? null;
  const meta = pageMeta(
    {
      title: pageTitle(post.metaTitle?.trim() || post.title, settings),
      description: projectDescription(post),
      path,
      image,
      imageAlt: image ? imagePathAlt(post, image) : post.title,
      type: 'article',
    },
    settings,
  );
  const crumbs = breadcrumbJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Projects', path: '/projects' },
      { name: post.title, path },
    ],
    settings.siteUrl,
  );
  return { meta, jsonLd: [projectJsonLd(post, settings), crumbs] };
}

/** Head of an unknown or unpublished project: "Project Not Found", noindex, no JSON-LD. */
export function projectNotFoundHead(requestPath: string, settings: PublicSiteSettings): HeadData {
  const meta = pageMeta(
    {
      title: pageTitle('Project Not Found', settings),
      description: 'This project could not be found. Browse our completed landscaping and masonry projects.',
      path: requestPath,
      noindex: true,
    },
    settings,
  );
  return { meta, jsonLd: [] };
}
