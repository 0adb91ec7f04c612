/**
 * The body of the two requests that turn a finished upload into a photo (PUT /api/objects/acl
 * `imageURL`, spec §7 "Body: imageURL"; POST /api/leads/photos `uploadURL`): the URL the
 * bytes were PUT to, required and at most 4096 characters. Whether this server issued it is the
 * object store's check, after the parse.
 */
import { z } from 'zod';

/**
 * @param field the body's field name, which the 400's messages name
 * @returns the zod schema of `{ [field]: string }`; its messages: "{field} is required", "{field} is too long"
 */
export function uploadUrlBodySchema<F extends string>(field: F) {
  return z.object({
    [field]: z
      .string({ error: `${field} is required` })
      .min(1, `${field} is required`)
      .max(4096, `${field} is too long`),
  } as Record<F, z.ZodString>);
}
