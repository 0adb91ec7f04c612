/**
 * Project detail page body (spec §2 "Project detail"): title, meta description, the gallery,
 * the HTML content, location, completion date and services, 'Back to Projects' and 'Contact
 * Us for Your Project'. 'Loading project...' while loading; 'Project Not Found' on 404.
 * On a page the function rendered (ADR 0008) the post is in the document from the start.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HydrationBoundary } from '../../../components/ui/hydration-boundary';
import { StaticIsland } from '../../../components/ui/static-island';
import { paths } from '../../../config/paths';
import { useSiteSettings } from '../../../lib/site-data';
import { PageHero } from '../../company/components/page-hero';
import { HtmlContent } from '../../../components/ui/html-content';
import { embeddedProject } from '../api/embedded-project';
import { isNotFoundError, useProject } from '../api/get-project';
import { useProjectView } from '../project-view';
import { ProjectFacts } from './project-facts';
import { ProjectPhotos } from './project-photos';

/** A centred message block (loading, not found, error) with an optional action. */
function Message({
  title,
  text,
  busy = false,
  action,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  action?: ReactNode;
}) {
  return (
    // While loading, fill the screen: the footer must not start in view and then move down when
    // the project arrives (layout shift).
    <Container sx={{ py: { xs: 8, md: 12 }, minHeight: busy ? '100vh' : 480, textAlign: 'center' }}>
      {busy ? (
        <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{title}</Typography>
        </Box>
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
            {title}
          </Typography>
          {text && (
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
              {text}
            </Typography>
          )}
          {action}
        </>
      )}
    </Container>
  );
}

/**
 * Over a project visitors cannot see (only staff get a draft or archived post from the API): says
 * so, so a preview never passes for the live page (issue 26), with the way to edit it.
 */
function DraftBanner({ status, editHref }: { status: 'draft' | 'archived'; editHref: string }) {
  return (
    <Box role="note" data-draft-banner sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderBottom: 1, borderColor: 'warning.main' }}>
      <Container sx={{ py: 1.25, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 220 }}>
          {status === 'draft' ? 'Draft' : 'Archived'}: visitors do not see this project. Only signed-in staff see this preview.
        </Typography>
        <Button href={editHref} variant="contained" color="inherit" size="small" sx={{ bgcolor: 'common.white', color: 'text.primary' }}>
          Edit project
        </Button>
      </Container>
    </Box>
  );
}

const backToProjects = (
  <Button component={Link} to={paths.projects()} variant="contained" startIcon={<ArrowBack />}>
    Back to Projects
  </Button>
);

/** The page for one project id or slug. */
export function ProjectDetail({ idOrSlug }: { idOrSlug: string }) {
  const { data: post, isPending, error, refetch } = useProject(idOrSlug, () => embeddedProject(idOrSlug));
  // One view per browser per day, sent after the page has loaded and been seen (issue 15).
  useProjectView(post);
  const { companyName } = useSiteSettings();
  const pageTitle = post?.metaTitle ?? post?.title ?? (isNotFoundError(error) ? 'Project Not Found' : null);
  useEffect(() => {
    // The route's meta() cannot know the project; name it once it has loaded.
    if (pageTitle) document.title = `${pageTitle} | ${companyName}`;
  }, [pageTitle, companyName]);
  if (isPending) return <Message title="Loading project..." busy />;
  if (error) {
    return isNotFoundError(error) ? (
      <Message
        title="Project Not Found"
        text="This project may have been moved or is no longer on display."
        action={backToProjects}
      />
    ) : (
      <Message
        title="We couldn't load this project"
        text="Something went wrong on our side. Please try again in a moment."
        action={
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void refetch()}>
              Try again
            </Button>
            {backToProjects}
          </Box>
        }
      />
    );
  }
  return (
    <article aria-labelledby="page-title">
      {post.status !== 'published' && <DraftBanner status={post.status} editHref={paths.editPost(post.id)} />}
      <PageHero
        overline={post.location ?? 'Project'}
        title={post.title}
        lead={post.metaDescription ?? post.excerpt ?? undefined}
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          {/* On a page the function rendered (ADR 0008), only the photos hydrate, on their own
              (HydrationBoundary); the story and the facts are text and plain links, kept as the
              server's HTML (StaticIsland, ADR 0006). */}
          <Box>
            <HydrationBoundary>
              <ProjectPhotos post={post} />
            </HydrationBoundary>
            {post.content && (
              <StaticIsland>
                <Box component="section" aria-labelledby="project-story-title" sx={{ mt: 5 }}>
                  <Typography id="project-story-title" variant="h4" component="h2" sx={{ mb: 2 }}>
                    About this project
                  </Typography>
                  <HtmlContent html={post.content} />
                </Box>
              </StaticIsland>
            )}
          </Box>
          <StaticIsland>
            <ProjectFacts post={post} />
          </StaticIsland>
        </Box>
      </Container>
    </article>
  );
}
