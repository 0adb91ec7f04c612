/**
 * Projects section (spec §2 "Projects section", "Projects gallery"): filter buttons, 'No
 * projects found for the selected filter', and the project cards. The cards come with the page,
 * from its loader (the home page's and the gallery's `loader`): nothing is fetched in
 * the browser.
 *
 * - Gallery (`mode` page): each filter is a link to its URL path; the page shows `initialFilter`'s cards.
 * - Home page (`limit` 4): every card any filter shows is in the HTML, those of other filters
 *   `hidden`, each `li` naming its sectors; islands/project-filter.ts filters in place (at most
 *   `limit` cards, 'View All Projects' when the filter has more: `more`). Without JavaScript the
 *   filters open their gallery pages.
 */
import Box from '@mui/material/Box';
import type { ProjectCardData } from '@site/contract/project-card';
import { cardGridColumns, cardGridSx } from '../../../components/ui/card-grid';
import { paths, type ProjectFilter } from '../../../config/paths';
import { renderWhenNear } from '../../../lib/render-when-near';
import { cardMatchesFilter } from '../project-filter';
import { ProjectCard } from '../../../components/ui/project-card';
import { ProjectFilterButtons } from './project-filter-buttons';
import { ProjectsStatus } from './projects-status';
import { SiteButton } from '../../../components/ui/site-button';

export interface ProjectsSectionProps {
  /** The published projects' cards, newest first (on the home page: what each filter shows). */
  cards: readonly ProjectCardData[];
  /** Show at most this many cards, with 'View All Projects' for the filters in `more` (the home page). */
  limit?: number;
  /** With `limit`: the filters that have more projects than it. */
  more?: readonly ProjectFilter[];
  /** The filter the section shows. Default all. */
  initialFilter?: ProjectFilter;
  /** Heading element of the card titles (default h3, under a section h2). */
  cardHeadingLevel?: 'h2' | 'h3';
  /** The first card's photo is the page's largest paint (the gallery on a phone): eager, high priority. */
  firstCardPriority?: boolean;
}

const hiddenSx = { '&[hidden]': { display: 'none' } } as const;

/** A card's height on a phone (px), until it is first rendered (lib/render-when-near.ts). */
const cardHeight = 474;

/** Filterable grid of published project cards. */
export function ProjectsSection({
  cards,
  limit,
  more = [],
  initialFilter = 'all',
  cardHeadingLevel = 'h3',
  firstCardPriority = false,
}: ProjectsSectionProps) {
  const filter = initialFilter;
  const home = limit !== undefined;
  const matching = cards.filter((card) => cardMatchesFilter(card, filter));
  const shownIds = new Set((home ? matching.slice(0, limit) : matching).map((card) => card.id));
  const listed = home ? cards : matching;
  const gridSx = cardGridSx(
    limit && limit <= 4 ? { ...cardGridColumns, lg: 'repeat(4, minmax(0, 1fr))' } : cardGridColumns,
  );

  return (
    <Box data-projects-section={home ? '' : undefined} data-limit={limit} data-more={home ? more.join(' ') : undefined}>
      <Box sx={{ mb: 4 }}>
        <ProjectFilterButtons value={filter} mode={home ? 'toggle' : 'page'} />
      </Box>
      <Box data-projects-empty="" hidden={shownIds.size > 0} sx={hiddenSx}>
        <ProjectsStatus kind="empty" />
      </Box>
      {listed.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {listed.map((card, index) => (
            <Box
              component="li"
              key={card.id}
              hidden={!shownIds.has(card.id)}
              data-sectors={home ? card.sectors.join(' ') : undefined}
              sx={{ ...hiddenSx, ...renderWhenNear(cardHeight) }}
            >
              <ProjectCard card={card} headingLevel={cardHeadingLevel} priority={firstCardPriority && index === 0} />
            </Box>
          ))}
        </Box>
      )}
      {home && (
        <Box
          data-projects-more=""
          hidden={!(matching.length > limit || more.includes(filter))}
          sx={{ textAlign: 'center', mt: 4, ...hiddenSx }}
        >
          <SiteButton href={paths.projects()} size="large">
            View All Projects
          </SiteButton>
        </Box>
      )}
    </Box>
  );
}
