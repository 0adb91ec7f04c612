/**
 * The top of a service or page editor: the way back to its list, the name of what is
 * edited, its status chip with what visitors see now, and a link to the public page (new tab).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { overrideStatusHints, type OverrideStatus } from '../override-status';
import { NewTabButton } from './new-tab-button';
import { OverrideStatusChip } from './override-status-chip';

export interface OverrideEditorHeaderProps {
  back: string;
  backLabel: string;
  /** The h1, e.g. "Landscaping". */
  title: string;
  /** The kind of thing, above the h1, e.g. "Service". */
  kind: string;
  status: OverrideStatus;
  /** The public page that shows it. */
  publicPath: string;
}

/** Back link, kind + title, status, view link. */
export function OverrideEditorHeader({ back, backLabel, title, kind, status, publicPath }: OverrideEditorHeaderProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBack aria-hidden />}
        sx={{ justifySelf: 'start', ml: -1 }}
      >
        {backLabel}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" component="p" color="text.secondary">
            {kind}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
            {title}
          </Typography>
        </Box>
        <NewTabButton href={publicPath} variant="outlined" iconAt="end">
          View on website
        </NewTabButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <OverrideStatusChip status={status} />
        <Typography variant="body2" color="text.secondary">
          {overrideStatusHints[status]}
        </Typography>
      </Box>
    </Box>
  );
}
