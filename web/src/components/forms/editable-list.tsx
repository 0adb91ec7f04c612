/**
 * The frame of an editable list (row-list-field, string-list-field): the text shown while it is
 * empty, its entries, its message about the list as a whole, if any, and 'Add {item}', which
 * turns off at the list's limit and says so; and the remove button of one entry.
 */
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EditableListProps {
  /** e.g. 'licence' → 'Add licence'. */
  itemLabel: string;
  count: number;
  max: number;
  onAdd: () => void;
  /** Shown when the list is empty. */
  emptyText: string;
  /** A message about the list (e.g. "Add at least one area served"). */
  error?: string | undefined;
  /** The entries. */
  children: ReactNode;
}

/** Takes the list's entries and state; returns them with the empty text, the list's error and the add button. */
export function EditableList({ itemLabel, count, max, onAdd, emptyText, error, children }: EditableListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {children}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button startIcon={<Add aria-hidden />} onClick={onAdd} disabled={count >= max} variant="outlined" size="small">
          Add {itemLabel}
        </Button>
        {count >= max && (
          <FormHelperText component="span" sx={{ ml: 1.5, display: 'inline' }}>
            At most {max}.
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}

/** Takes the entry's accessible name (e.g. 'licence 2') and `onClick`; returns its remove button. */
export function RemoveEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={`Remove ${label}`} onClick={onClick} sx={{ mt: 0.25 }}>
      <DeleteOutlined />
    </IconButton>
  );
}
