/**
 * One card of an admin card list (the Redirects and Reviews sections): what the
 * item says, with Edit and Delete under it (and any other actions between them), or its edit form
 * in place of it all. One card per item reads the same on a 360 px phone and at a desk.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';

export interface EditableCardProps {
  /** The item in the buttons' accessible names, e.g. "the review by Ann" ("Edit the review by Ann"). */
  what: string;
  /** The item's edit form; it calls `done` once saved or cancelled. */
  form: (done: () => void) => ReactNode;
  /** Actions between Edit and Delete (e.g. Publish). */
  actions?: ReactNode;
  /** Asks to delete the item (the section confirms). */
  onDelete: () => void;
  /** Attributes of the card's `<li>`: its `data-*` name, an `aria-label`. */
  itemProps?: Record<string, string>;
  /** What the card shows. */
  children: ReactNode;
}

/** The card, an `<li>` of its section's list. */
export function EditableCard({ what, form, actions, onDelete, itemProps, children }: EditableCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Box
      component="li"
      {...itemProps}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}
    >
      {editing ? (
        form(() => setEditing(false))
      ) : (
        <>
          {children}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => setEditing(true)} aria-label={`Edit ${what}`}>
              Edit
            </Button>
            {actions}
            <Button size="small" variant="outlined" color="error" onClick={onDelete} aria-label={`Delete ${what}`}>
              Delete
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
