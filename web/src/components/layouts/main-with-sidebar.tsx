/**
 * The body of a detail page (a project, a service): a main column and a sidebar of `sidebarWidth`
 * px on desktop, stacked on a phone with the sidebar after the main column (its reading order).
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface MainWithSidebarProps {
  /** The sidebar's width from the md breakpoint, in px. */
  sidebarWidth: number;
  sidebar: ReactNode;
  /** Styles of the main column's box (e.g. a minimum height). */
  mainSx?: SxProps<Theme>;
  children: ReactNode;
}

/** Container, then the two-column grid. */
export function MainWithSidebar({ sidebarWidth, sidebar, mainSx, children }: MainWithSidebarProps) {
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${sidebarWidth}px` },
          alignItems: 'start',
        }}
      >
        <Box sx={mainSx}>{children}</Box>
        <Box>{sidebar}</Box>
      </Box>
    </Container>
  );
}
