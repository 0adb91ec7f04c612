/**
 * Reading `posts/{id}` documents: parsed with the contract schema, never cast (DESIGN §2, §5),
 * and turned into the API Post of spec §3 (ISO dates, postServices joined, views from the view
 * counter: services/posts/post-views).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { postFieldsSchema, type Post, type PostFields } from '@site/contract/post';
import { postListFields, type PostListFields } from './post-list-fields';
import { logger } from 'firebase-functions/logger';

const timestampSchema = z.instanceof(Timestamp, { error: 'must be a Firestore Timestamp' });

/**
 * A stored post document: the contract's fields plus Firestore timestamps. `updatedAt` may be
 * missing on old documents (then it equals createdAt). `featured_image_url` is read as
 * `featuredImageUrl` (spec §3: "also read as featured_image_url").
 */
const storedPostSchema = z.preprocess(
  (data) => {
    if (typeof data !== 'object' || data === null) return data;
    const record = data as Record<string, unknown>;
    if (record.featuredImageUrl == null && typeof record.featured_image_url === 'string') {
      return { ...record, featuredImageUrl: record.featured_image_url };
    }
    return data;
  },
  postFieldsSchema.extend({ createdAt: timestampSchema, updatedAt: timestampSchema.optional() }),
);

/**
 * The data a write stores for these fields: the fields and what the lists query them by
 * (post-list-fields.ts: `searchTerms` and `sector`). Derived on every write, never edited;
 * reading drops them (the schema strips them).
 */
export function storedPostData<F extends PostFields>(fields: F): F & PostListFields {
  return { ...fields, ...postListFields(fields) };
}

/** A post as read from Firestore: its id, validated fields and timestamps. */
export interface StoredPost {
  id: string;
  fields: PostFields;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * Parses the data of one `posts/{id}` document with the contract schema (DESIGN §2).
 * @param id document id
 * @param data `snapshot.data()`
 * @returns the StoredPost, or null when the document does not match the schema (logged as a
 *   warning with the failing fields, so one bad document never breaks a whole listing)
 */
export function parseStoredPost(id: string, data: unknown): StoredPost | null {
  const parsed = storedPostSchema.safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    logger.warn(`posts/${id} does not match the post schema (${fields}); skipped`);
    return null;
  }
  const { createdAt, updatedAt, ...fields } = parsed.data;
  return { id, fields, createdAt, updatedAt: updatedAt ?? createdAt };
}

/**
 * The API form of a stored post (spec §3, contract postSchema).
 * @param post a parsed stored post
 * @param serviceNames service id → name (services collection); unknown ids are left out of
 *   `postServices` but stay in `serviceIds`
 * @param views the post's view count (services/posts/post-views; spec §3: 0 if missing)
 * @returns the Post with ISO `createdAt`/`updatedAt`, joined `postServices` and `views`
 */
export function toApiPost(post: StoredPost, serviceNames: ReadonlyMap<string, string>, views: number): Post {
  const postServices = post.fields.serviceIds.flatMap((id) => {
    const name = serviceNames.get(id);
    return name === undefined ? [] : [{ id, service: { name } }];
  });
  return {
    id: post.id,
    ...post.fields,
    postServices,
    views,
    createdAt: post.createdAt.toDate().toISOString(),
    updatedAt: post.updatedAt.toDate().toISOString(),
  };
}
