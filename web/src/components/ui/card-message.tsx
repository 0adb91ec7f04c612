/**
 * A centred message inside a list's card: its loading state ('Loading projects...', with
 * `status` so it is announced) or its empty state with an action (the admin lists).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The message block; `status` makes it a live status region. */
export function CardMessage({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <Box
      role={status ? 'status' : undefined}
      sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
    >
      {children}
    </Box>
  );
}
