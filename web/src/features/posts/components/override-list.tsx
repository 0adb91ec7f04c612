/**
 * The list of a Services or Pages section: one row per service or page part, in the
 * order visitors meet them, each with its picture (services), name, what it says now, and its
 * status chip ("Built-in text", "Edited", "Draft edit"); the whole row opens its editor. One
 * layout for phones and desktops: rows that wrap.
 */
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OverrideStatus } from '../override-status';
import { OverrideStatusChip } from './override-status-chip';
import { OverrideThumbnail } from './override-thumbnail';

/** One row. */
export interface OverrideListItem {
  key: string;
  /** The editor's URL. */
  to: string;
  name: string;
  /** What it says now (the edit's title and text, else the built-in ones), one or two lines. */
  summary: string;
  status: OverrideStatus;
  /** The picture, for services; undefined: no picture column. */
  image?: string | null;
  /** Taken off the site by staff (a service): a "Hidden" chip. */
  hidden?: boolean;
  /** Buttons beside the row (a service's Move up and Move down). */
  actions?: ReactNode;
}

/** The list in a card. */
export function OverrideList({ items, label }: { items: readonly OverrideListItem[]; label: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={label}>
        {items.map((item, index) => (
          <ListItem
            key={item.key}
            disablePadding
            divider={index < items.length - 1}
            secondaryAction={item.actions}
            sx={item.actions ? { '& .MuiListItemButton-root': { pr: { xs: 12, sm: 13 } } } : undefined}
          >
            <ListItemButton
              component={RouterLink}
              to={item.to}
              sx={{ gap: { xs: 1.5, sm: 2 }, py: 1.5, alignItems: 'center' }}
            >
              {item.image !== undefined && <OverrideThumbnail src={item.image} />}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.25 }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {item.name}
                  </Typography>
                  <OverrideStatusChip status={item.status} />
                  {item.hidden && <Chip size="small" label="Hidden" variant="outlined" sx={{ fontWeight: 600 }} />}
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {item.summary}
                </Typography>
              </Box>
              <ChevronRight aria-hidden sx={{ color: 'text.secondary', flex: 'none' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
