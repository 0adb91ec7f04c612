/**
 * Filter buttons All, Residential, Commercial (spec §2 "Projects section"), as toggle buttons
 * with aria-pressed.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProjectFilter } from '../../../config/paths';
import { projectFilterLabels, projectFilters } from '../project-filter';

export interface ProjectFilterButtonsProps {
  value: ProjectFilter;
  onChange: (filter: ProjectFilter) => void;
}

/** A labelled group of three toggle buttons; the pressed one is filled. */
export function ProjectFilterButtons({ value, onChange }: ProjectFilterButtonsProps) {
  return (
    <Stack
      role="group"
      aria-label="Filter projects"
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {projectFilters.map((filter) => (
        <Button
          key={filter}
          variant={filter === value ? 'contained' : 'outlined'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          sx={{ minWidth: 120 }}
        >
          {projectFilterLabels[filter]}
        </Button>
      ))}
    </Stack>
  );
}
