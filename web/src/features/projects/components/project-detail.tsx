/**
 * Project detail page body (spec §2 "Project detail"): title, meta description, the gallery,
 * the HTML content, location, completion date and services, 'Back to Projects' and 'Contact
 * Us for Your Project'; 'Project Not Found' when the route found no published project. The post
 * comes from the route's loader, so the page is complete in its HTML.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Post } from '@site/contract/post';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HydrationBoundary } from '../../../components/ui/hydration-boundary';
import { StaticIsland } from '../../../components/ui/static-island';
import { paths } from '../../../config/paths';
import { PageHero } from '../../company/components/page-hero';
import { HtmlContent } from '../../../components/ui/html-content';
import { useProjectView } from '../project-view';
import { ProjectFacts } from './project-facts';
import { ProjectPhotos } from './project-photos';

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

const backToProjects = (
  <Button component={Link} to={paths.projects()} variant="contained" startIcon={<ArrowBack />}>
    Back to Projects
  </Button>
);

/** The page of one published project, or 'Project Not Found' (`post` null). */
export function ProjectDetail({ post }: { post: Post | null }) {
  // One view per browser per day, sent after the page has loaded and been seen (issue 15).
  useProjectView(post ?? undefined);
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
    <article aria-labelledby="page-title">
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
          {/* Only the photos hydrate, on their own (HydrationBoundary); the story and the facts are
              text and plain links, kept as the server's HTML (StaticIsland, ADR 0006). */}
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
