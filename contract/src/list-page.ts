/**
 * A page of a list (DESIGN §5 "Lists read pages"): staff lists and the public API read one page of
 * a Firestore query at a time, never the whole collection.
 *
 * - A request names its page with `cursor` (opaque: the id of the last document of the page before;
 *   none for the first page) and `limit` (page size, 1–`listPageLimits.max`, default
 *   `listPageLimits.default`).
 * - An answer is `{items, nextCursor, total}`: `nextCursor` null on the last page; `total` the
 *   number of items the whole query matches, from a Firestore `count()` aggregation (billed one
 *   read per 1,000 index entries: firebase.google.com/docs/firestore/query-data/aggregation-queries).
 *
 * Going back is the client's: it keeps the cursors of the pages it has shown.
 */
import { z } from 'zod';

/** Page sizes: a phone screen or two of rows by default; `max` bounds what one request reads. */
export const listPageLimits = { default: 25, max: 100 } as const;

/** A document id (Firestore: ≤ 1,500 bytes, no '/'); the cursor of the page after it. */
export const listCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/]+$/, 'Invalid cursor');

/** The paging part of a list request (query string or body). */
export const listPageQuerySchema = z.object({
  cursor: listCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(listPageLimits.max).default(listPageLimits.default),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** The answer's schema for items of `item`. */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: listCursorSchema.nullable(),
    total: z.number().int().min(0),
  });
}

/** One page of a list. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}
