/**
 * Project detail page body (spec §2 "Project detail"): title, meta description, the gallery,
 * the HTML content, location, completion date and services, 'Back to Projects' and 'Contact
 * Us for Your Project'; 'Project Not Found' when the route found no published project. The post
 * comes from the route's loader, so the page is complete in its HTML. Signed-in staff get a draft
 * or archived project in its place, under a banner saying visitors do not see it: the
 * not-found page is the one project page that runs React (its route's `handle.hydrate`), which
 * asks the API for the post with the staff session.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Post } from '@site/contract/post';
import { useEffect, useRef, type ReactNode } from 'react';
import { MainWithSidebar } from '../../../components/layouts/main-with-sidebar';
import { paths } from '../../../config/paths';
import { PageHero } from '../../../components/layouts/page-hero';
import { useSiteSettings } from '../../../lib/site-data';
import { useStaffProjectPreview } from '../../../lib/project-query';
import { HtmlContent } from '../../../components/ui/html-content';
import { ProjectFacts } from './project-facts';
import { ProjectPhotos } from './project-photos';
import { SiteButton } from '../../../components/ui/site-button';

/** A centred message block (not found) with an action. */
function Message({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Container sx={{ py: { xs: 8, md: 12 }, minHeight: 480, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Container>
  );
}

/**
 * Over a project visitors cannot see (only staff get a draft or archived post from the API): says
 * so, so a preview never passes for the live page, with the way to edit it.
 */
function DraftBanner({ status, editHref }: { status: 'draft' | 'archived'; editHref: string }) {
  return (
    <Box
      role="note"
      data-draft-banner
      sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderBottom: 1, borderColor: 'warning.main' }}
    >
      <Container sx={{ py: 1.25, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 220 }}>
          {status === 'draft' ? 'Draft' : 'Archived'}: visitors do not see this project. Only signed-in staff see this
          preview.
        </Typography>
        <SiteButton href={editHref} tone="light" size="small">
          Edit project
        </SiteButton>
      </Container>
    </Box>
  );
}

const backToProjects = (
  <SiteButton href={paths.projects()} startIcon={<ArrowBack />}>
    Back to Projects
  </SiteButton>
);

/**
 * The page of one published project, or 'Project Not Found' (`post` null), or for staff the
 * draft or archived project `idOrSlug` names.
 */
export function ProjectDetail({ post: publishedPost, idOrSlug }: { post: Post | null; idOrSlug: string }) {
  const preview = useStaffProjectPreview(idOrSlug, publishedPost === null);
  const post = publishedPost ?? preview.data ?? null;
  const { companyName } = useSiteSettings();
  useEffect(() => {
    // The route's meta() named the page 'Project Not Found'; a staff preview names its project.
    if (!publishedPost && preview.data)
      document.title = `${preview.data.metaTitle ?? preview.data.title} | ${companyName}`;
  }, [publishedPost, preview.data, companyName]);
  // A published project's page runs no React: its island moves the comparison and opens the viewer
  // (islands/project.ts). A staff preview is rendered by React here, so it gets the same enhancers.
  const article = useRef<HTMLElement>(null);
  const previewId = publishedPost ? null : (preview.data?.id ?? null);
  useEffect(() => {
    const root = article.current;
    if (!previewId || !root) return;
    void Promise.all([import('../enhancers/before-after'), import('../enhancers/gallery')]).then(
      ([comparison, gallery]) => {
        root.querySelectorAll<HTMLElement>('[data-comparison]').forEach(comparison.enhanceComparison);
        root.querySelectorAll<HTMLElement>('ul[data-gallery]').forEach(gallery.enhanceGallery);
      },
    );
  }, [previewId]);
  if (!post) {
    return (
      <Message
        title="Project Not Found"
        text="This project may have been moved or is no longer on display."
        action={backToProjects}
      />
    );
  }
  return (
    // A published project's view is counted by the page's island (islands/project.ts).
    <article
      ref={article}
      aria-labelledby="page-title"
      data-project-view={post.status === 'published' ? post.id : undefined}
    >
      {post.status !== 'published' && <DraftBanner status={post.status} editHref={paths.editPost(post.id)} />}
      <PageHero
        overline={post.location ?? 'Project'}
        title={post.title}
        lead={post.metaDescription ?? post.excerpt ?? undefined}
      />
      <MainWithSidebar sidebarWidth={320} sidebar={<ProjectFacts post={post} />}>
        <ProjectPhotos post={post} />
        {post.content && (
          <Box component="section" aria-labelledby="project-story-title" sx={{ mt: 5 }}>
            <Typography id="project-story-title" variant="h4" component="h2" sx={{ mb: 2 }}>
              About this project
            </Typography>
            <HtmlContent html={post.content} />
          </Box>
        )}
      </MainWithSidebar>
    </article>
  );
}
