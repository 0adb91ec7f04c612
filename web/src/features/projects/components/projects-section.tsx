/**
 * Projects section (spec §2 "Projects section", "Projects gallery"; spec §4 "Project filter …
 * resets when its initial input changes"): filter buttons, 'No projects found for the selected
 * filter', and the project cards. The cards come with the page, from its loader (the home page's
 * and the gallery's `loader`, issue 21): nothing is fetched in the browser.
 *
 * On the home page (`limit` 4) it shows at most `limit` cards per filter and 'View All Projects'
 * (to /projects) when the filter has more (`more`). On the gallery (`syncWithUrl`) each filter is
 * a link to its URL path, and a filter change scrolls the page to the top.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProjectCardData } from '@site/contract/project-card';
import { useState } from 'react';
import { Link } from 'react-router';
import { cardGridColumns, cardGridSx } from '../../../components/ui/card-grid';
import { prefersReducedMotion } from '../../../lib/scroll-to-top';
import { paths, type ProjectFilter } from '../../../config/paths';
import { cardMatchesFilter } from '../project-filter';
import { ProjectCard } from './project-card';
import { ProjectFilterButtons } from './project-filter-buttons';
import { ProjectsStatus } from './projects-status';

export interface ProjectsSectionProps {
  /** The published projects' cards, newest first (on the home page: what each filter shows). */
  cards: readonly ProjectCardData[];
  /** Show at most this many cards, with 'View All Projects' for the filters in `more`. */
  limit?: number;
  /** With `limit`: the filters that have more projects than it. */
  more?: readonly ProjectFilter[];
  /** The filter the section starts with; a new value resets the filter. Default all. */
  initialFilter?: ProjectFilter;
  /** Gallery mode: a filter change navigates to its path and scrolls to the top. */
  syncWithUrl?: boolean;
  /** Heading element of the card titles (default h3, under a section h2). */
  cardHeadingLevel?: 'h2' | 'h3';
  /** The first card's photo is the page's largest paint (the gallery on a phone): eager, high priority. */
  firstCardPriority?: boolean;
}

/** Scrolls the window to the top, smoothly unless the visitor prefers reduced motion. */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Filterable grid of published project cards. */
export function ProjectsSection({
  cards,
  limit,
  more = [],
  initialFilter = 'all',
  syncWithUrl = false,
  cardHeadingLevel = 'h3',
  firstCardPriority = false,
}: ProjectsSectionProps) {
  // Home: the filter is local state, reset when `initialFilter` changes (spec §4).
  const [localFilter, setLocalFilter] = useState<ProjectFilter>(initialFilter);
  const [seenInitial, setSeenInitial] = useState<ProjectFilter>(initialFilter);
  if (seenInitial !== initialFilter) {
    setSeenInitial(initialFilter);
    setLocalFilter(initialFilter);
  }
  // Gallery: the URL is the one source of truth; a filter is a link and the path sets the filter.
  const filter = syncWithUrl ? initialFilter : localFilter;

  const changeFilter = (next: ProjectFilter) => {
    if (next === filter) return;
    // Gallery: the filter's link navigates (the path sets the filter); the page scrolls up.
    if (syncWithUrl) scrollToTop();
    else setLocalFilter(next);
  };

  const matching = cards.filter((card) => cardMatchesFilter(card, filter));
  const shown = limit === undefined ? matching : matching.slice(0, limit);
  const gridSx = cardGridSx(
    limit && limit <= 4 ? { ...cardGridColumns, lg: 'repeat(4, minmax(0, 1fr))' } : cardGridColumns,
  );

  return (
    <Box>
      <Box sx={{ mb: 4 }}>
        <ProjectFilterButtons
          value={filter}
          onChange={changeFilter}
          hrefFor={syncWithUrl ? paths.projects : undefined}
        />
      </Box>
      {shown.length === 0 ? (
        <ProjectsStatus kind="empty" />
      ) : (
        <Box component="ul" sx={gridSx}>
          {shown.map((card, index) => (
            <Box component="li" key={card.id}>
              <ProjectCard card={card} headingLevel={cardHeadingLevel} priority={firstCardPriority && index === 0} />
            </Box>
          ))}
        </Box>
      )}
      {limit !== undefined && (matching.length > limit || more.includes(filter)) && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={Link} to={paths.projects()} variant="contained" size="large">
            View All Projects
          </Button>
        </Box>
      )}
    </Box>
  );
}
