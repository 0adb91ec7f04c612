/**
 * Previous/Next under a paged staff list (DESIGN §5 "Lists read pages"; lib/use-list-pages.ts):
 * where the page sits in the list ("26–50 of 1,000 projects", spoken when it changes) and the two
 * buttons, each disabled where there is no page that way. Nothing when the list fits one page; a
 * later page left empty (its items deleted meanwhile) keeps Previous.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListPage } from '@site/contract/list-page';
import type { ListPaging } from '../../lib/use-list-pages';

export interface ListPagerProps {
  paging: Pick<ListPaging, 'pageIndex' | 'next' | 'previous'>;
  /** The page size asked for. */
  pageSize: number;
  /** The page shown (contract list-page.ts): its items, the list's total and the next page's cursor. */
  page: Pick<ListPage<unknown>, 'items' | 'total' | 'nextCursor'> | undefined;
  /** The list's name for the buttons' group, e.g. 'Projects pages'. */
  label: string;
  /** The count with its noun: 1000 → "1,000 projects". */
  countOf: (n: number) => string;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
}

/** "26–50 of 1,000 projects": the position of a page (1-based, en dash). */
function pagePosition(pageIndex: number, pageSize: number, shown: number, total: string): string {
  const from = pageIndex * pageSize + 1;
  return `${from.toLocaleString('en-US')}–${(from + shown - 1).toLocaleString('en-US')} of ${total}`;
}

/** The pager; see the module comment. */
export function ListPager({ paging, pageSize, page, label, countOf, busy = false }: ListPagerProps) {
  if (!page || (paging.pageIndex === 0 && page.nextCursor === null)) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap', mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
        {page.items.length > 0
          ? pagePosition(paging.pageIndex, pageSize, page.items.length, countOf(page.total))
          : countOf(page.total)}
      </Typography>
      <Button variant="outlined" disabled={busy || paging.pageIndex === 0} onClick={paging.previous}>
        Previous
      </Button>
      <Button
        variant="outlined"
        disabled={busy || page.nextCursor === null}
        onClick={() => paging.next(page.nextCursor)}
      >
        Next
      </Button>
    </Box>
  );
}
