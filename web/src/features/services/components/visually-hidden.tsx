/**
 * Text for screen readers only (still part of the link text, so "Read More" links get a
 * descriptive accessible name: Lighthouse link-text, WCAG 2.4.4).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const hiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Renders `children` in a span that is invisible but read by assistive technology. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={hiddenSx}>
      {children}
    </Box>
  );
}
