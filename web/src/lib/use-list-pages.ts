/**
 * Paging through a staff list one page at a time (contract list-page.ts; DESIGN §5 "Lists read
 * pages"): the server pages forward by cursor, so going back is the cursors of the pages shown,
 * kept here. The page's query key carries the cursor (TanStack Query caches each page apart);
 * a change of filter or search (`resetKey`) starts again from the first page.
 */
import { useCallback, useState } from 'react';

export interface ListPaging {
  /** The cursor of the page shown: undefined on the first page. */
  cursor: string | undefined;
  /** 0-based number of the page shown. */
  pageIndex: number;
  /** Moves to the page after, given the shown page's `nextCursor` (no-op when null). */
  next(nextCursor: string | null): void;
  /** Moves to the page before (no-op on the first page). */
  previous(): void;
  /** Back to the first page. */
  first(): void;
}

/**
 * The paging state of one list.
 * @param resetKey the list's filters and search as one string: when it changes, paging restarts
 */
export function useListPages(resetKey: string): ListPaging {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  // A new filter or search: the first page (state adjusted during render, the React way to reset
  // state on a prop change: react.dev/learn/you-might-not-need-an-effect).
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  if (state.key !== resetKey) setState({ key: resetKey, cursors });

  const next = useCallback(
    (nextCursor: string | null) => {
      if (nextCursor) setState((s) => ({ key: resetKey, cursors: [...s.cursors, nextCursor] }));
    },
    [resetKey],
  );
  const previous = useCallback(
    () => setState((s) => ({ key: resetKey, cursors: s.cursors.length > 1 ? s.cursors.slice(0, -1) : s.cursors })),
    [resetKey],
  );
  const first = useCallback(() => setState({ key: resetKey, cursors: [undefined] }), [resetKey]);

  return { cursor: cursors[cursors.length - 1], pageIndex: cursors.length - 1, next, previous, first };
}
