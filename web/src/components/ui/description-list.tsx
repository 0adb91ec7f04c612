/**
 * A description list (`<dl>`: a label `<dt>` and its value `<dd>`, each pair maybe in a `<div>`)
 * in a grid without the browser's margins, labels bold: the license list, the office hours, a
 * project's details and a lead's facts. Each gives its own spacing and its labels' and values'
 * look.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One style object of `sx` (not a function of the theme, not a list). */
type Styles = Exclude<SxProps<Theme>, ((theme: Theme) => unknown) | readonly unknown[]>;

export interface DescriptionListProps {
  /** Space between rows (theme spacing units). */
  gap?: number;
  /** More styles of the list itself (columns, pair layout `'& > div'`). */
  listSx?: Styles;
  /** Styles of the labels (`<dt>`), over bold. */
  termSx?: Styles;
  /** Styles of the values (`<dd>`). */
  detailsSx?: Styles;
  children: ReactNode;
}

/** The `<dl>` around `children` (its `<dt>`/`<dd>` pairs). */
export function DescriptionList({ gap = 1.5, listSx, termSx, detailsSx, children }: DescriptionListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap,
        ...listSx,
        '& dt': { fontWeight: 700, ...termSx },
        '& dd': { m: 0, ...detailsSx },
      }}
    >
      {children}
    </Box>
  );
}
