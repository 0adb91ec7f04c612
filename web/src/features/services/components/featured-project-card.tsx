/**
 * Featured-project card of a service page (spec §2 "Service detail": "These services embed a
 * featured-project card, each tied to a fixed project id or slug"): the card the service route's
 * loader read (features/services/featured-projects.ts names the project); the page leaves it
 * out when the project is not published.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectCardData } from '@site/contract/project-card';
import { ProjectCard } from '../../../components/ui/project-card';

/** 'Featured Project' heading and the project's card. */
export function FeaturedProjectCard({ card }: { card: ProjectCardData }) {
  return (
    <Box component="section" aria-labelledby="featured-project-title" sx={{ mt: 6 }}>
      <Typography id="featured-project-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        Featured Project
      </Typography>
      <Box sx={{ maxWidth: { sm: 480 } }}>
        <ProjectCard card={card} sizes="(min-width: 600px) 480px, 100vw" />
      </Box>
    </Box>
  );
}
