/**
 * The calls of a staff collection that is one list of items (the Reviews and Redirects sections,
 * and the Trash's list), served REST-style by its route module (functions/src/routes/reviews.ts,
 * redirects.ts, trash.ts): GET a page of the list (contract list-page.ts: `?limit&cursor`, answer
 * `{items, nextCursor, total}`; DESIGN §5 "Lists read pages") and POST a new item at the list's
 * path, PUT (edit) and DELETE an item at its own path. A page's query key is the list's path and
 * the page's cursor, so a change refetches every page of it when it settles (the mutation's
 * `meta.invalidates`, lib/query-client.ts: keys are matched by their first parts); the caller
 * shows its toasts.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listPageLimits, listPageSchema, type ListPage } from '@site/contract/list-page';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useListPages } from '../../../lib/use-list-pages';

/** What a save sends: the item's fields, and its id when it is an edit. */
export interface CollectionSave<Input> {
  body: Input;
  id?: string | undefined;
}

/** Items per page of a staff list (the contract's default page). */
export const staffPageSize = listPageLimits.default;

/**
 * The query of one page of a staff list: its key is its path and the page's cursor, its answer
 * parsed by the contract schema.
 * @param listPath the GET path, e.g. `apiPaths.trash`
 * @param itemSchema the contract schema of one item
 * @returns for a cursor (undefined: the first page), TanStack Query `queryOptions` for `useQuery`;
 *   the request throws Error "{status}: {body}" (spec §8) and the parse a ZodError
 */
export function staffPageQuery<Item>(listPath: string, itemSchema: z.ZodType<Item>) {
  const pageSchema = listPageSchema(itemSchema);
  return (cursor: string | undefined) =>
    queryOptions({
      queryKey: [listPath, cursor ?? null],
      queryFn: async (): Promise<ListPage<Item>> => {
        const query = new URLSearchParams({ limit: String(staffPageSize) });
        if (cursor) query.set('cursor', cursor);
        return pageSchema.parse(await (await apiRequest('GET', `${listPath}?${query}`)).json()) as ListPage<Item>;
      },
      placeholderData: keepPreviousData,
    });
}

/** Is this the answer to a page whose cursor's item has gone (409, StaleCursorError)? */
export const isStaleCursorError = (error: unknown) => error instanceof Error && error.message.startsWith('409:');

/**
 * A staff list shown one page at a time with Previous/Next (lib/use-list-pages.ts): the page's
 * query, its items as a query of their own (for AdminQueryCardList), and the paging. A page whose
 * cursor's item has gone meanwhile starts the list again from its first page.
 * @param pageQuery the list's staffPageQuery
 */
export function useStaffPages<Item>(pageQuery: ReturnType<typeof staffPageQuery<Item>>) {
  const paging = useListPages('');
  const options = pageQuery(paging.cursor);
  const page = useQuery(options);
  const items = useQuery({ ...options, select: (data: ListPage<Item>) => data.items });
  const { first } = paging;
  useEffect(() => {
    if (isStaleCursorError(page.error)) first();
  }, [page.error, first]);
  return { items, page: page.data, paging, busy: page.isPlaceholderData };
}

/**
 * Builds the calls and hooks of one collection.
 * @param listPath the list's path (GET, POST), e.g. `apiPaths.reviews`
 * @param itemPath one item's path (PUT, DELETE), e.g. `apiPaths.review`
 * @param itemSchema the contract schema of one item of the GET answer's page
 * @returns `queryKey` (every page's prefix), `meta` (what a change refetches), `usePages()` (the
 *   paged list, useStaffPages), `useSave()` (POST when the save has no id, else PUT) and
 *   `useDelete()` (DELETE by id); their requests throw Error "{status}: {body}" (spec §8; a 400
 *   carries field errors)
 */
export function staffCollection<Item, Input>(
  listPath: string,
  itemPath: (id: string) => string,
  itemSchema: z.ZodType<Item>,
) {
  const pages = staffPageQuery(listPath, itemSchema);
  const queryKey = [listPath];
  const save = async ({ body, id }: CollectionSave<Input>): Promise<void> => {
    if (id) await apiRequest('PUT', itemPath(id), body);
    else await apiRequest('POST', listPath, body);
  };
  const remove = async (id: string): Promise<void> => {
    await apiRequest('DELETE', itemPath(id));
  };
  const meta = { invalidates: [queryKey] };
  return {
    queryKey,
    meta,
    usePages: () => useStaffPages(pages),
    useSave: () => useMutation({ mutationFn: save, meta }),
    useDelete: () => useMutation({ mutationFn: remove, meta }),
  };
}
