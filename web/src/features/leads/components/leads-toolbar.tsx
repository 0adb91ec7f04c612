/**
 * The Leads inbox's search box and status filter (issue 13); stacked on a phone.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../../components/ui/search-field';
import { leadListStatusOptions, type LeadFilters, type LeadListStatus } from '../lead-filters';

export interface LeadsToolbarProps {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
}

/** Search grows; the status select keeps its width. */
export function LeadsToolbar({ filters, onChange }: LeadsToolbarProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' } }}>
      <SearchField
        label="Search leads"
        placeholder="Name, phone, e-mail, message or reference"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as LeadListStatus })}
        size="small"
      >
        {leadListStatusOptions.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
