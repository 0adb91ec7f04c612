/**
 * The page a staff list request asks for (contract list-page.ts: `cursor` and `limit` in the query
 * string; DESIGN §5 "Lists read pages"), parsed once: a bad value is a 400 `{message, errors}`.
 */
import { validationError } from '@site/contract/api';
import { listPageQuerySchema, type ListPageQuery } from '@site/contract/list-page';
import type { Request, Response } from 'express';

/**
 * @returns the page, or undefined once the 400 has been sent (the route returns)
 */
export function parseListPage(req: Request, res: Response): ListPageQuery | undefined {
  const parsed = listPageQuerySchema.safeParse(req.query);
  if (parsed.success) return parsed.data;
  res.status(400).json(validationError('Invalid query parameters', parsed.error));
  return undefined;
}
