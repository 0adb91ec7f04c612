/**
 * The one layout of card lists (service cards, project cards, the About page's value cards): an
 * unstyled `<ul>` laid out as a grid with a 24 px gap (theme spacing 3).
 */
import type { Breakpoint } from '@mui/material/styles';

/** Columns per breakpoint, as CSS `grid-template-columns` values. */
export type GridColumns = Partial<Record<Breakpoint, string>>;

/** One column on phones, two from `sm`, three from `md`: the default card grid. */
export const cardGridColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } as const;

/**
 * The `sx` of a card grid list.
 * @param columns grid-template-columns per breakpoint (default: cardGridColumns)
 */
export function cardGridSx(columns: GridColumns = cardGridColumns) {
  return { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: columns } as const;
}
