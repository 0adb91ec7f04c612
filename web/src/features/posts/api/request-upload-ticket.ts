/**
 * POST /api/objects/upload {contentType} (spec §7; DESIGN §6 "Upload flow"): a ticket
 * for one signed PUT of one photo — URL, the headers the PUT must carry, expiry (~15 min).
 * Throws `Error("{status}: {body}")` on failure (api-client), so a 401 can be told apart.
 */
import { z } from 'zod';
import { apiPaths } from '@site/contract/api';
import { apiRequest } from '../../../lib/api-client';

const uploadTicketSchema = z.object({
  uploadURL: z.string().min(1),
  objectName: z.string(),
  expiresAt: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
});

/** What the browser needs for its one PUT. */
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** Asks for a signed upload URL for one photo of `contentType` (the type is signed into it). */
export async function requestUploadTicket(contentType: string): Promise<UploadTicket> {
  const res = await apiRequest('POST', apiPaths.objectsUpload, { contentType });
  return uploadTicketSchema.parse(await res.json());
}
