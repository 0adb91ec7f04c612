/**
 * A list of cards (the admin's redirects, reviews and Trash): an unstyled `<ul>` named `label`
 * for screen readers, one card per `<li>`, in one column on a phone and at a desk.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** `<ul aria-label={label}>` around the cards (each card renders its own `<li>`). */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}
