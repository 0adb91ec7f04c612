/**
 * The body of a staff post write (POST /api/posts, PUT /api/posts/:id; routes/post-writes.ts),
 * parsed once: Publish/Unpublish's `{status}` (spec §7), or the form of a project (spec §5, issue
 * 4), a service or a page, told apart by the form's `type`. Each form is parsed with its
 * contract schema and then checked on the server: its text is sanitized here, the one place a
 * staff post write's HTML is sanitized (services/posts/sanitize-html.ts; the writers store the
 * input's `content` as given), and must still say something, the services it names exist, and every uploaded photo exists in the object store
 * . Bad input gives the 400 body and nothing is written.
 */
import { validationError, type ApiError } from '@site/contract/api';
import { pageInputSchema } from '@site/contract/page-input';
import {
  bodyTextLength,
  postStatusUpdateSchema,
  projectInputSchema,
  type ProjectInputParsed,
} from '@site/contract/project-input';
import { serviceInputSchema } from '@site/contract/service-input';
import { missingImageErrors, type ImageStore } from '../services/media/image-references';
import type { FixedSlugInput } from '../services/posts/fixed-slug-posts';
import { sanitizeHtml } from '../services/posts/sanitize-html';
import { readServiceRecords, unknownServiceSlugs } from '../services/posts/services-store';

/** A parsed post write body, or the 400 answer (`{message: 'Validation failed', errors}`). */
export type PostBody =
  | { kind: 'status'; status: ProjectInputParsed['status'] }
  | { kind: 'project'; input: ProjectInputParsed }
  | { kind: 'fixed-slug'; input: FixedSlugInput }
  | { kind: 'invalid'; error: ApiError };

const invalid = (errors: Record<string, string>): { kind: 'invalid'; error: ApiError } => ({
  kind: 'invalid',
  error: { message: 'Validation failed', errors },
});

/** Is the body exactly `{status}` (spec §7 Publish/Unpublish) rather than a form? */
function isStatusOnly(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'status' in body
  );
}

/** The `type` a form names; anything but service or page is parsed as a project form (whose schema says 'Type must be project'). */
function formType(body: unknown): 'project' | 'service' | 'page' {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  return type === 'service' || type === 'page' ? type : 'project';
}

/** A project form: 10 text characters left once sanitized (spec §5 'Please provide project details'), known services, stored photos. */
async function parseProjectForm(body: unknown, store: ImageStore): Promise<Exclude<PostBody, { kind: 'status' }>> {
  const parsed = projectInputSchema.safeParse(body ?? {});
  if (!parsed.success) return { kind: 'invalid', error: validationError('Validation failed', parsed.error) };
  const content = sanitizeHtml(parsed.data.content);
  const errors: Record<string, string> = {};
  if (bodyTextLength(content) < 10) errors.content = 'Please provide project details';
  if (parsed.data.serviceIds.length > 0) {
    const known = new Set((await readServiceRecords()).map((service) => service.id));
    const unknown = parsed.data.serviceIds.filter((id) => !known.has(id));
    if (unknown.length > 0) errors.serviceIds = `Unknown service: ${unknown.join(', ')}`;
  }
  Object.assign(errors, await missingImageErrors(store(), parsed.data));
  return Object.keys(errors).length > 0 ? invalid(errors) : { kind: 'project', input: { ...parsed.data, content } };
}

/** A service or page form: still some text once sanitized (a body of only `<script>` has none), a stored image. */
async function parseFixedSlugForm(
  body: unknown,
  type: 'service' | 'page',
  store: ImageStore,
): Promise<Exclude<PostBody, { kind: 'status' }>> {
  const schema = type === 'page' ? pageInputSchema : serviceInputSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', error: validationError('Validation failed', parsed.error) };
  const content = schema.shape.content.safeParse(sanitizeHtml(parsed.data.content));
  if (!content.success) return invalid({ content: content.error.issues[0]?.message ?? 'Content is invalid' });
  const missing = 'image' in parsed.data ? await missingImageErrors(store(), { image: parsed.data.image }) : {};
  if (type === 'service' && (await unknownServiceSlugs([parsed.data.slug])).length > 0)
    missing.slug = 'Unknown service';
  return Object.keys(missing).length > 0
    ? invalid(missing)
    : { kind: 'fixed-slug', input: { ...parsed.data, content: content.data } };
}

/**
 * Parses a post write body.
 * @param body the request body (express.json)
 * @param store where uploaded photos are looked up
 * @param accepts 'form' for POST (a new post is always a form), 'form-or-status' for PUT
 * @returns the parsed body, or `kind: 'invalid'` with the 400 answer
 * @throws Firestore errors (reading the services list); storage errors (looking up photos)
 */
export async function parsePostBody(
  body: unknown,
  store: ImageStore,
  accepts: 'form',
): Promise<Exclude<PostBody, { kind: 'status' }>>;
export async function parsePostBody(body: unknown, store: ImageStore, accepts: 'form-or-status'): Promise<PostBody>;
export async function parsePostBody(
  body: unknown,
  store: ImageStore,
  accepts: 'form' | 'form-or-status',
): Promise<PostBody> {
  if (accepts === 'form-or-status' && isStatusOnly(body)) {
    const parsed = postStatusUpdateSchema.safeParse(body);
    return parsed.success
      ? { kind: 'status', status: parsed.data.status }
      : { kind: 'invalid', error: validationError('Validation failed', parsed.error) };
  }
  const type = formType(body);
  return type === 'project' ? parseProjectForm(body, store) : parseFixedSlugForm(body, type, store);
}
