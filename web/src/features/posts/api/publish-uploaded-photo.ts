/**
 * PUT /api/objects/acl {imageURL} (spec §7; DESIGN §6 "Upload flow"): the server checks
 * the uploaded bytes are an image, re-encodes them, writes the responsive variants and publishes
 * them. 400 {message} for a non-image. Throws `Error("{status}: {body}")` on failure.
 */
import { z } from 'zod';
import { apiPaths } from '@site/contract/api';
import { apiRequest } from '../../../lib/api-client';

const publishedSchema = z.object({ objectPath: z.string().startsWith('/objects/') });

/** Publishes an uploaded photo by its upload URL; returns its path, e.g. '/objects/<uuid>.jpg'. */
export async function publishUploadedPhoto(uploadURL: string): Promise<string> {
  const res = await apiRequest('PUT', apiPaths.objectsAcl, { imageURL: uploadURL });
  return publishedSchema.parse(await res.json()).objectPath;
}
