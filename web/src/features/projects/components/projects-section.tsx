/**
 * Projects section (spec §2 "Projects section", "Projects gallery"; spec §4 "Project filter …
 * resets when its initial input changes"): filter buttons, skeleton cards while the projects are
 * pending ('Loading projects...' with a spinner over them while the request runs), 'No projects
 * found for the selected filter', and the project cards.
 *
 * On the home page (`limit` 4) it shows at most `limit` cards and 'View All Projects' (to
 * /projects) only when more exist. On the gallery (`syncWithUrl`) each filter is a link to its
 * URL path, and a filter change scrolls the page to the top. With `loadWhenNear` (home page, far
 * below the fold) the projects are fetched only when the section comes near the viewport; until then the same
 * skeleton cards hold its place (issue 5: no layout shift, less JavaScript on first load).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDeferredValue, useRef, useState } from 'react';
import { cardGridColumns, cardGridSx } from '../../../components/ui/card-grid';
import { prefersReducedMotion } from '../../../lib/scroll-to-top';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { Link } from 'react-router';
import { paths, type ProjectFilter } from '../../../config/paths';
import { usePublishedProjects } from '../api/get-published-projects';
import { matchesProjectFilter } from '../../../lib/project-sector';
import { ProjectCard } from './project-card';
import { ProjectFilterButtons } from './project-filter-buttons';
import { ProjectsStatus } from './projects-status';
import { ProjectCardSkeleton } from './project-card-skeleton';

export interface ProjectsSectionProps {
  /** Show at most this many cards, with 'View All Projects' when more exist. */
  limit?: number;
  /** The filter the section starts with; a new value resets the filter. Default all. */
  initialFilter?: ProjectFilter;
  /** Gallery mode: a filter change navigates to its path and scrolls to the top. */
  syncWithUrl?: boolean;
  /** Heading element of the card titles (default h3, under a section h2). */
  cardHeadingLevel?: 'h2' | 'h3';
  /** Fetch only when the section comes near the viewport (skeletons until then). */
  loadWhenNear?: boolean;
}

/** Scrolls the window to the top, smoothly unless the visitor prefers reduced motion. */
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Filterable grid of published project cards. */
export function ProjectsSection({
  limit,
  initialFilter = 'all',
  syncWithUrl = false,
  cardHeadingLevel = 'h3',
  loadWhenNear = false,
}: ProjectsSectionProps) {
  const sectionRef = useRef<HTMLDivElement>(null);
  // Both modes start the request after hydration (so the prerendered HTML and the first client
  // render agree); the gallery at once (any position counts as near), the home page on approach.
  const near = useNearViewport(sectionRef, { rootMargin: loadWhenNear ? '600px 0px' : '100000px 0px' });
  // Home: the filter is local state, reset when `initialFilter` changes (spec §4).
  const [localFilter, setLocalFilter] = useState<ProjectFilter>(initialFilter);
  const [seenInitial, setSeenInitial] = useState<ProjectFilter>(initialFilter);
  if (seenInitial !== initialFilter) {
    setSeenInitial(initialFilter);
    setLocalFilter(initialFilter);
  }
  // Gallery: the URL is the one source of truth; a filter is a link and the path sets the filter.
  const filter = syncWithUrl ? initialFilter : localFilter;
  const { data: loaded, isError, refetch, fetchStatus } = usePublishedProjects({ enabled: near });
  // The cards render in a transition (time-sliced), not in the synchronous update with which
  // the query store announces its data: no long main-thread task when a dozen cards arrive.
  const data = useDeferredValue(loaded);
  const isPending = data === undefined && !isError;
  // The spinner and 'Loading projects...' show only while a request runs: skeletons alone hold
  // the space before, and no animation keeps running for a section nobody has scrolled to.
  const fetching = fetchStatus === 'fetching';

  const changeFilter = (next: ProjectFilter) => {
    if (next === filter) return;
    // Gallery: the filter's link navigates (the path sets the filter); the page scrolls up.
    if (syncWithUrl) scrollToTop();
    else setLocalFilter(next);
  };

  const matching = data?.filter((post) => matchesProjectFilter(post, filter)) ?? [];
  const shown = limit === undefined ? matching : matching.slice(0, limit);
  const gridSx = cardGridSx(
    limit && limit <= 4 ? { ...cardGridColumns, lg: 'repeat(4, minmax(0, 1fr))' } : cardGridColumns,
  );

  return (
    <Box ref={sectionRef}>
      <Box sx={{ mb: 4 }}>
        <ProjectFilterButtons
          value={filter}
          onChange={changeFilter}
          hrefFor={syncWithUrl ? paths.projects : undefined}
        />
      </Box>
      {isPending ? (
        <Box sx={{ position: 'relative' }}>
          {fetching && <ProjectsStatus kind="loading" />}
          <Box sx={gridSx}>
            {Array.from({ length: limit ?? 6 }, (_, i) => (
              <ProjectCardSkeleton key={i} />
            ))}
          </Box>
        </Box>
      ) : isError ? (
        <ProjectsStatus kind="error" onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <ProjectsStatus kind="empty" />
      ) : (
        <Box component="ul" sx={gridSx}>
          {shown.map((post, index) => (
            <Box component="li" key={post.id}>
              {/* In the gallery the first card is at the top of a phone's first viewport: its
                  photo is the page's largest paint, so it must not wait for lazy loading. */}
              <ProjectCard post={post} headingLevel={cardHeadingLevel} priority={!loadWhenNear && index === 0} />
            </Box>
          ))}
        </Box>
      )}
      {limit !== undefined && matching.length > limit && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={Link} to={paths.projects()} variant="contained" size="large">
            View All Projects
          </Button>
        </Box>
      )}
    </Box>
  );
}
