/**
 * Previous and Next under the inbox's page of leads (lib/use-list-pages.ts keeps the cursors):
 * Previous on any page but the first, Next while the server names a page after this one. Either
 * brings the page's top back into view (the buttons sit under the list).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { scheduleScrollToTop } from '../../../lib/scroll-to-top';
import type { ListPaging } from '../../../lib/use-list-pages';

export interface LeadsPagerProps {
  paging: ListPaging;
  /** The shown page's `nextCursor` (null on the last page); undefined while none is shown. */
  nextCursor: string | null | undefined;
  /** What the Previous and Next buttons are about, for screen readers: "Leads list pages". */
  label: string;
}

/** The two buttons, or nothing on a list of one page. */
export function LeadsPager({ paging, nextCursor, label }: LeadsPagerProps) {
  if (paging.pageIndex === 0 && !nextCursor) return null;
  const go = (move: () => void) => () => {
    move();
    scheduleScrollToTop(0);
  };
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={go(paging.previous)} disabled={paging.pageIndex === 0}>
        Previous
      </Button>
      <Button variant="outlined" onClick={go(() => paging.next(nextCursor ?? null))} disabled={!nextCursor}>
        Next
      </Button>
    </Box>
  );
}
