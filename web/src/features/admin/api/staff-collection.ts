/**
 * The calls of a staff collection that is one list of items (the Reviews and Redirects sections),
 * served REST-style by its route module (functions/src/routes/reviews.ts, redirects.ts): GET the
 * list and POST a new item at the list's path, PUT (edit) and DELETE an item at its own path. The
 * list's query key is its URL (spec §7); every change refetches the list when it settles (the
 * mutation's `meta.invalidates`, lib/query-client.ts); the caller shows its toasts.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** What a save sends: the item's fields, and its id when it is an edit. */
export interface CollectionSave<Input> {
  body: Input;
  id?: string | undefined;
}

/**
 * The query of a staff list: its key is its path (spec §7), its answer parsed by the contract schema.
 * @param listPath the GET path, e.g. `apiPaths.trash`
 * @param listSchema the contract schema of the answer
 * @returns TanStack Query `queryOptions` for `useQuery`; the request throws Error "{status}: {body}"
 * (spec §8) and the parse a ZodError
 */
export function staffListQuery<Item>(listPath: string, listSchema: z.ZodType<Item[]>) {
  return queryOptions({
    queryKey: [listPath],
    queryFn: async (): Promise<Item[]> => listSchema.parse(await (await apiRequest('GET', listPath)).json()),
  });
}

/**
 * Builds the calls and hooks of one collection.
 * @param listPath the list's path (GET, POST), e.g. `apiPaths.reviews`
 * @param itemPath one item's path (PUT, DELETE), e.g. `apiPaths.review`
 * @param listSchema the contract schema of the GET answer
 * @returns `queryKey`, `meta` (what a change refetches), `useList()` (the list query), `useSave()`
 * (POST when the save has no id, else PUT) and `useDelete()` (DELETE by id); their requests throw
 * Error "{status}: {body}" (spec §8; a 400 carries field errors)
 */
export function staffCollection<Item, Input>(
  listPath: string,
  itemPath: (id: string) => string,
  listSchema: z.ZodType<Item[]>,
) {
  const list = staffListQuery(listPath, listSchema);
  const { queryKey } = list;
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
    useList: () => useQuery(list),
    useSave: () => useMutation({ mutationFn: save, meta }),
    useDelete: () => useMutation({ mutationFn: remove, meta }),
  };
}
