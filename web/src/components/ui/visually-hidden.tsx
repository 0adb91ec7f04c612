/**
 * Text for screen readers only (still part of a link's text, so "Read More" links get a
 * descriptive accessible name: Lighthouse link-text, WCAG 2.4.4), with MUI's `visuallyHidden`
 * sx (@mui/utils).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** Renders `children` in a span that is invisible but read by assistive technology. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
