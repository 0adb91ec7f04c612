/**
 * Filter buttons All, Residential, Commercial (spec §2 "Projects section", "Projects gallery"):
 * links styled as buttons, each to its filter's gallery page, the current one filled. They work
 * without JavaScript: on the gallery they are the filter (`aria-current="page"`); on
 * the home page islands/project-filter.ts turns them into toggle buttons (`aria-pressed`) that
 * filter the section in place, and without it they open the filter's gallery page.
 */
import Stack from '@mui/material/Stack';
import { paths, type ProjectFilter } from '../../../config/paths';
import { projectFilterLabels, projectFilters } from '../project-filter';
import { SiteButton } from '../../../components/ui/site-button';

export interface ProjectFilterButtonsProps {
  /** The filter shown now. */
  value: ProjectFilter;
  /** `page`: the gallery (aria-current); `toggle`: the home page's section (filters in place with its island). */
  mode: 'page' | 'toggle';
}

/** A labelled group of three filters; the current one is filled. */
export function ProjectFilterButtons({ value, mode }: ProjectFilterButtonsProps) {
  return (
    <Stack
      component="nav"
      aria-label="Filter projects"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        // All three in one row on a 360 px phone (narrower padding), roomier from sm up.
        '& > a': { minWidth: { xs: 64, sm: 120 }, px: 1.5 },
      }}
    >
      {projectFilters.map((filter) => {
        const current = filter === value;
        return (
          <SiteButton
            key={filter}
            href={paths.projects(filter)}
            variant={current ? 'contained' : 'outlined'}
            aria-current={mode === 'page' && current ? 'page' : undefined}
            data-project-filter={mode === 'toggle' ? filter : undefined}
          >
            {projectFilterLabels[filter]}
          </SiteButton>
        );
      })}
    </Stack>
  );
}
