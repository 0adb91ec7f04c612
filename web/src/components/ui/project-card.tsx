/**
 * One project card of a listing (spec §2 "Projects section"): image (featured → after → before,
 * with its alt text; else 'Photo coming soon'), title, location and excerpt; the card
 * leads to /project/{slug or id}. Its data is contract/src/project-card.ts's, which the page
 * server builds from the published card.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LocationOn from '@mui/icons-material/LocationOn';
import { Link } from 'react-router';
import type { ProjectCardData } from '@site/contract/project-card';
import { paths } from '../../config/paths';
import { ResponsiveImage } from './responsive-image';
import { ProjectImagePlaceholder } from './project-image-placeholder';

/** Aspect ratio of card images; the skeleton card uses the same. */
export const projectCardAspectRatio = '4 / 3';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export interface ProjectCardProps {
  card: Omit<ProjectCardData, 'sectors'>;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
  /** The page's likely largest paint (the gallery's first card): eager, fetchpriority=high. */
  priority?: boolean;
}

/** CSS `sizes` of a card's photo in the listings' grid (the gallery preloads its first card's photo with these). */
export const projectCardSizes = '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** Clickable project card linking to its detail page. */
export function ProjectCard({
  card,
  headingLevel = 'h3',
  sizes = projectCardSizes,
  priority = false,
}: ProjectCardProps) {
  const { image } = card;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.project(card.slug || card.id)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={{ position: 'relative', aspectRatio: projectCardAspectRatio, overflow: 'hidden', bgcolor: 'grey.200' }}
        >
          {image ? <ResponsiveImage {...image} sizes={sizes} priority={priority} fill /> : <ProjectImagePlaceholder />}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mb: 0.5, ...clamp(2) }}>
            {card.title}
          </Typography>
          {card.location && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
            >
              <LocationOn aria-hidden fontSize="small" />
              {card.location}
            </Typography>
          )}
          {card.excerpt && (
            <Typography variant="body2" color="text.secondary" sx={clamp(3)}>
              {card.excerpt}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
