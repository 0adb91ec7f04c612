/**
 * Filter buttons All, Residential, Commercial (spec §2 "Projects section", "Projects gallery").
 *
 * Two forms, one look:
 * - with `hrefFor` (the gallery, where each filter has its own URL): links styled as buttons,
 *   the current one marked `aria-current="page"`. They work before the page's scripts have run
 *   (a server-rendered page shows before it hydrates, ADR 0021, 0006): a tap on a phone that is still
 *   loading the scripts opens the filter's prerendered page instead of being lost. Once hydrated,
 *   React Router turns the click into a client-side navigation.
 * - without it (the home page's local filter): toggle buttons with `aria-pressed`.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import type { ProjectFilter } from '../../../config/paths';
import { projectFilterLabels, projectFilters } from '../project-filter';

export interface ProjectFilterButtonsProps {
  /** The filter shown now. */
  value: ProjectFilter;
  /** Called on a click on any filter (also the current one), after a link's navigation starts. */
  onChange: (filter: ProjectFilter) => void;
  /** The URL of each filter: render links instead of toggle buttons. */
  hrefFor?: (filter: ProjectFilter) => string;
}

/** A labelled group of three filters; the current one is filled. */
export function ProjectFilterButtons({ value, onChange, hrefFor }: ProjectFilterButtonsProps) {
  return (
    <Stack
      component={hrefFor ? 'nav' : 'div'}
      role={hrefFor ? undefined : 'group'}
      aria-label="Filter projects"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {projectFilters.map((filter) => {
        const current = filter === value;
        const shared = {
          variant: current ? 'contained' : 'outlined',
          onClick: () => onChange(filter),
          // All three in one row on a 360 px phone (narrower padding), roomier from sm up.
          sx: { minWidth: { xs: 64, sm: 120 }, px: { xs: 1.5 } },
          children: projectFilterLabels[filter],
        } as const;
        return hrefFor ? (
          <Button
            key={filter}
            component={Link}
            to={hrefFor(filter)}
            preventScrollReset
            aria-current={current ? 'page' : undefined}
            {...shared}
          />
        ) : (
          <Button key={filter} aria-pressed={current} {...shared} />
        );
      })}
    </Stack>
  );
}
