/**
 * The data of the pages that show more than the site data (ADR 0008, 0009, 0015): a project
 * page's post (a published project, else 404) and the gallery's published projects. Each load
 * gives what the render needs (its context and data blocks), the head the function writes into
 * the rendered document, and what the prerendered frame gets when the render fails (preloads of
 * the requests that frame then makes first).
 */
import { apiPaths } from '@site/contract/request-conventions';
import { galleryPageDataElementId, type GalleryPageData } from '@site/contract/gallery-page-data';
import { postSchema } from '@site/contract/post';
import { projectLeadImages, projectPhotoSizes } from '@site/contract/project-gallery';
import { projectPageDataElementId, type ProjectPageData } from '@site/contract/project-page-data';
import { projectHead, projectNotFoundHead } from '@site/contract/seo/project-head';
import type { PublicSiteSettings } from '@site/contract/site-settings';
import { visitorListBody } from '../../routes/posts';
import { toApiPost } from '../post-document';
import { visitorViewCounts } from '../post-views';
import { findPost } from '../posts-store';
import type { HeadInjection } from '../seo/head-html';
import type { PageRenderContext } from '../seo/page-renderer';
import { serviceNamesById } from '../services-store';
import type { CachedBody } from '../visitor-read-cache';

/** One page's data beyond the site data. */
export interface PageLoad {
  status: 200 | 404;
  /** The render context besides the site data. */
  context: Omit<PageRenderContext, 'siteData'>;
  /** Data blocks besides the site data's, by element id. */
  dataBlocks: Record<string, unknown>;
  /** Head written into the rendered page and into its fallback frame (e.g. a project's). */
  head: HeadInjection;
  /** Further head of the fallback frame only: preloads of the requests the frame makes first. */
  fallbackHead: HeadInjection;
}

/** A page that shows the site data only. */
export const sitePageLoad = (status: 200 | 404): PageLoad => ({ status, context: {}, dataBlocks: {}, head: {}, fallbackHead: {} });

/**
 * A project page (spec §2 "Project detail", issue 5 head): a published project with its head
 * (title, description, canonical, Open Graph, JSON-LD) and first photo preloaded, as GET
 * /api/posts/{idOrSlug} answers it, parsed with the contract schema as the browser would parse
 * it (ADR 0008); anything else (unknown, draft, archived, another type) is a 404 with the
 * not-found head (noindex), rendered in its loading state: the app then shows 'Project Not
 * Found', or the draft to staff.
 * @param pagePath the request path, for the not-found canonical
 * @throws Firestore errors to the caller
 */
export async function projectPageLoad(idOrSlug: string, pagePath: string, settings: PublicSiteSettings): Promise<PageLoad> {
  const found = await findPost(idOrSlug, true);
  if (!found || found.fields.type !== 'project') {
    return { ...sitePageLoad(404), head: projectNotFoundHead(pagePath, settings) };
  }
  const [names, views] = await Promise.all([serviceNamesById(), visitorViewCounts()]);
  const post = postSchema.parse(toApiPost(found, names, views.get(found.id) ?? 0));
  const page: ProjectPageData = { idOrSlug, post };
  // Its first photo, the page's largest paint, downloads with the HTML (issue 5).
  const preloadImages = projectLeadImages(post).map((path) => ({ path, sizes: projectPhotoSizes }));
  return {
    status: 200,
    context: { projectPage: page },
    dataBlocks: { [projectPageDataElementId]: page },
    head: { ...projectHead(post, settings), preloadImages },
    // The shell's first request (web: projectQueryKey, the same path) starts with the HTML.
    fallbackHead: { preloadFetch: [apiPaths.post(idOrSlug)] },
  };
}

/** The parsed list of each cached list body: parsed once, not on every render (515 projects: 1.1 MB). */
const parsedLists = new WeakMap<CachedBody, GalleryPageData>();

/**
 * A gallery page (ADR 0009): the published projects, the body of GET
 * /api/posts?type=project&status=published from the same visitor read cache, parsed with the
 * contract schema as the browser would parse it (reused for as long as the cache keeps the body).
 * @throws Firestore errors, or ZodError / SyntaxError when the body is not a list of posts
 */
export async function galleryPageLoad(): Promise<PageLoad> {
  const body = await visitorListBody('project', undefined);
  let page = parsedLists.get(body);
  if (!page) {
    page = { projects: postSchema.array().parse(JSON.parse(body.bytes.toString('utf8'))) };
    parsedLists.set(body, page);
  }
  return {
    status: 200,
    context: { galleryPage: page },
    dataBlocks: { [galleryPageDataElementId]: page },
    head: {},
    // The frame's first request (web: publishedProjectsQueryKey, the same URL) starts with the HTML.
    fallbackHead: { preloadFetch: [apiPaths.publishedProjects] },
  };
}
