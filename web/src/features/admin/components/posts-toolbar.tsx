/**
 * Search box and the status and type filters of the Admin Panel (spec §2; filtering is local,
 * spec §5).
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../../components/ui/search-field';
import {
  capitalize,
  statusFilterOptions,
  typeFilterOptions,
  type AdminFilters,
  type StatusFilter,
  type TypeFilter,
} from '../admin-posts';

export interface PostsToolbarProps {
  filters: AdminFilters;
  onChange: (filters: AdminFilters) => void;
}

/** The filter row: search grows, the two selects keep a fixed width (stacked on phones). */
export function PostsToolbar({ filters, onChange }: PostsToolbarProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 180px 180px' } }}>
      <SearchField
        label="Search projects"
        placeholder="Search by title or content"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        size="small"
      >
        {statusFilterOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option === 'all' ? 'All statuses' : capitalize(option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Type"
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.target.value as TypeFilter })}
        size="small"
      >
        {typeFilterOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option === 'all' ? 'All types' : capitalize(option)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
