/**
 * Search box and the status and type filters of the Admin Panel (spec §2; filtering is local,
 * spec §5).
 */
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
      <TextField
        type="search"
        label="Search projects"
        placeholder="Search by title or content"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
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
