/**
 * The gallery's page links (ADR 0036): 'Newer projects' and 'Older projects' as plain links
 * (`rel` prev / next), which work without JavaScript, and where the page lies in the whole list
 * ("Projects 13–24 of 1,000"). Nothing when every project fits on one page.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectCardsPage } from '@site/contract/project-card';
import { SiteButton } from '../../../components/ui/site-button';
import { galleryNeighbours, galleryRange } from '../project-filter';

export interface ProjectsPagerProps {
  page: ProjectCardsPage;
  /** The path of the gallery's filter (paths.projects(filter)); the links add their cursor query. */
  path: string;
}

/** Newer / Older links of one gallery page. */
export function ProjectsPager({ page, path }: ProjectsPagerProps) {
  const { newer, older } = galleryNeighbours(page);
  if (newer === null && older === null) return null;
  return (
    <Box
      component="nav"
      aria-label="Project pages"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 5 }}
    >
      <Box sx={{ minWidth: 160 }}>
        {newer !== null && (
          <SiteButton href={`${path}${newer}`} rel="prev" variant="outlined">
            ← Newer projects
          </SiteButton>
        )}
      </Box>
      <Typography color="text.secondary">{`Projects ${galleryRange(page)}`}</Typography>
      <Box sx={{ minWidth: 160, textAlign: 'right' }}>
        {older !== null && (
          <SiteButton href={`${path}${older}`} rel="next" variant="outlined">
            Older projects →
          </SiteButton>
        )}
      </Box>
    </Box>
  );
}
