/**
 * The heading block of an admin section: its h1, a one-line lead, and the section's main actions
 * (e.g. 'Upload New Project', 'Export CSV'), which wrap below the heading on a phone.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AdminSectionHeaderProps {
  title: string;
  lead: string;
  actions?: ReactNode;
}

/** h1 + lead on the left, actions on the right. */
export function AdminSectionHeader({ title, lead, actions }: AdminSectionHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{lead}</Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

export interface AdminSectionPageProps extends AdminSectionHeaderProps {
  /** The section's content below its header (a list, a form, its loading or error state). */
  children: ReactNode;
}

/** An admin section's page: its header (h1, lead, actions), then its content. */
export function AdminSectionPage({ children, ...header }: AdminSectionPageProps) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdminSectionHeader {...header} />
      {children}
    </Box>
  );
}
