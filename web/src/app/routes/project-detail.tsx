/**
 * /project/{id or slug} (spec §2 "Project detail"): one published project, found by id or slug
 * by the route's loader; anything else (unknown, draft, archived) is 'Project Not Found' with
 * status 404 and noindex (signed-in staff then see a draft or archived one in the browser). The head describes the project for crawlers and link previews (issue
 * 5: title, description, canonical, Open Graph, JSON-LD) and preloads the photo of its largest
 * paint.
 */
import { projectLeadImages, projectPhotoSizes } from '@site/contract/project-gallery';
import { preloadImageLink } from '../../lib/seo/preload-image';
import { projectHead, projectNotFoundHead, type HeadData } from '../../lib/seo/project-head';
import { data, type MetaDescriptor } from 'react-router';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { readOrUnavailable } from '../../lib/page-server';
import { siteDataOf } from '../../lib/site-data';
import { documentNavigation, type PageScriptsHandle } from '../../lib/page-scripts';
import type { Route } from './+types/project-detail';

/** The project's post (as GET /api/posts/{idOrSlug} answers a visitor, parsed), or 404. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const post = await readOrUnavailable(context, url, (server) => server.publishedProject(params.idOrSlug));
  return post ? { post } : data({ post: null }, { status: 404 });
}

/** A head's tags and JSON-LD as React Router descriptors. */
const descriptors = ({ meta, jsonLd }: HeadData): MetaDescriptor[] => [
  ...(meta as MetaDescriptor[]),
  ...jsonLd.map((node) => ({ 'script:ld+json': node })),
];

/** The project's head and the preload of its lead photo; or 'Project Not Found', noindex. */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const settings = siteDataOf(matches)?.settings;
  if (!settings) return [];
  const post = loaderData?.post;
  if (!post) return descriptors(projectNotFoundHead(location.pathname, settings));
  const preloads = projectLeadImages(post).map((path) => preloadImageLink(path, projectPhotoSizes) as MetaDescriptor);
  return [...preloads, ...descriptors(projectHead(post, settings))];
}

/**
 * A project page loads the public script (its project island: comparison, viewer, view beacon)
 * and no React; the not-found page runs React, so signed-in staff get a draft's preview from the
 * API.
 */
export const handle: PageScriptsHandle<{ post: unknown }> = { hydrate: (data) => data?.post === null };

/** A public page loads no React: reached from a page that runs it, it loads as a document. */
export const clientLoader = (args: Route.ClientLoaderArgs) => documentNavigation(args);

/** Route module: one project. */
export default function ProjectDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <ProjectDetail
      key={loaderData.post?.id ?? `not-found:${params.idOrSlug}`}
      post={loaderData.post}
      idOrSlug={params.idOrSlug}
    />
  );
}
