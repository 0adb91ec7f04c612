/**
 * Text for screen readers only (still part of a link's text, so "Read More" links get a
 * descriptive accessible name: Lighthouse link-text, WCAG 2.4.4). Uses the `visuallyHidden`
 * sx of lib/visually-hidden.ts.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';

/** Renders `children` in a span that is invisible but read by assistive technology. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
