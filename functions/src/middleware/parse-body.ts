/**
 * A request body parsed once with its contract zod schema (DESIGN §6: a 400 answers
 * `{message, errors: {field: text}}` and nothing is written). A missing body is parsed as `{}`,
 * so each required field is named in `errors`.
 */
import { validationError } from '@site/contract/api';
import type { Request, Response } from 'express';
import type { z } from 'zod';

/**
 * @param message the 400's message ('Validation failed' unless the route says otherwise)
 * @returns the parsed body, or undefined once the 400 has been sent (the route returns)
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  req: Request,
  res: Response,
  message = 'Validation failed',
): z.output<S> | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  res.status(400).json(validationError(message, parsed.error));
  return undefined;
}
