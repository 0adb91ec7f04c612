/**
 * Staff's changes to the services (ADR 0035; the admin's Services section): add one, change its
 * name, address, icon or whether visitors see it, put them in a new order, delete one. Each is one
 * Firestore transaction over the (small) services collection, so two slugs never collide. A new
 * address keeps the old one working: its service post moves with it (`slugs/service:{slug}`
 * reservation too) and a 301 rule leads the old page to the new (services/redirects); a deleted
 * service's post goes to the Trash and its page 301s to /services.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { redirectKey } from '@site/contract/redirects';
import type { ServiceDocument, serviceRecordInputSchema } from '@site/contract/service';
import { servicePath } from '@site/contract/site-pages';
import type { z } from 'zod';
import { db } from '../platform/firestore';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';
import { deleteRule, findRule, saveRule, type RuleAuthor } from '../redirects/redirect-rules';
import type { StoredPost } from './post-document';
import { listPosts, postByTypeAndSlugQuery } from './posts-store';
import { builtInService } from '../site/live-services';
import { readServiceRecords, servicesCollection, type ServiceRecord } from './services-store';
import { moveSlug, slugHolderId } from './slug-reservations';
import { trashPost, type TrashedBy } from './trash';

type ServiceFields = z.output<typeof serviceRecordInputSchema>;

/** Outcome of a service write. Only 'saved' and 'deleted' changed anything. */
export type ServiceWrite =
  | { kind: 'saved'; id: string }
  | { kind: 'deleted' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: Record<string, string> };

const slugTaken = (slug: string) => ({
  kind: 'invalid' as const,
  errors: { slug: `Another service has the address /service/${slug}` },
});

/** The record of `id` among `records`, or undefined. */
const recordOf = (records: readonly ServiceRecord[], id: string) => records.find((record) => record.id === id);

/**
 * Adds a service at the end of the list. Its id is its slug, or the slug with a number when a
 * deleted service's id had it.
 * @returns 'saved' {id}; 'invalid' {slug} when another service has the address
 * @throws Firestore errors
 */
export async function createService(fields: ServiceFields): Promise<ServiceWrite> {
  const result = await db().runTransaction(async (tx): Promise<ServiceWrite> => {
    const records = await readServiceRecords(tx);
    if (records.some((record) => record.slug === fields.slug)) return slugTaken(fields.slug);
    const id = await freeId(tx, fields.slug);
    const order = Math.max(-1, ...records.map((record) => record.order)) + 1;
    const doc: ServiceDocument & { updatedAt: FieldValue } = {
      ...fields,
      order,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(db().collection(servicesCollection).doc(id), doc);
    return { kind: 'saved', id };
  });
  if (result.kind === 'saved') await invalidateVisitorReads();
  return result;
}

/** A document id under services/ no document has, from `slug`. */
async function freeId(tx: Transaction, slug: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? slug : `${slug}-${n}`;
    if (!(await tx.get(db().collection(servicesCollection).doc(id))).exists) return id;
  }
}

/**
 * Changes a service's name, address, icon or visibility (the fields given). A new address moves
 * its service post and leaves a 301 from the old page (see the module comment).
 * @returns 'saved'; 'not-found'; 'invalid' {slug} when another service has the address
 * @throws Firestore errors
 */
export async function updateService(id: string, patch: Partial<ServiceFields>, by: RuleAuthor): Promise<ServiceWrite> {
  const moved = await db().runTransaction(async (tx) => {
    const records = await readServiceRecords(tx);
    const record = recordOf(records, id);
    if (!record) return { write: { kind: 'not-found' } as ServiceWrite, from: null };
    const slug = patch.slug ?? record.slug;
    if (slug !== record.slug && records.some((other) => other.slug === slug))
      return { write: slugTaken(slug), from: null };
    if (slug !== record.slug) await moveServicePost(tx, record.slug, slug);
    tx.update(db().collection(servicesCollection).doc(id), { ...patch, updatedAt: FieldValue.serverTimestamp() });
    return { write: { kind: 'saved', id } as ServiceWrite, from: slug === record.slug ? null : record.slug };
  });
  if (moved.write.kind !== 'saved') return moved.write;
  await invalidateVisitorReads();
  if (moved.from) await redirectServicePage(moved.from, servicePath(patch.slug ?? ''), by);
  return moved.write;
}

/** Moves the service post of `from` (if any) to `to`, its slug reservation with it, in `tx`. */
async function moveServicePost(tx: Transaction, from: string, to: string): Promise<void> {
  const posts = await tx.get(postByTypeAndSlugQuery.query(db(), { type: 'service', slug: from }));
  const [oldHolder, newHolder] = await Promise.all([
    slugHolderId(tx, 'service', from),
    slugHolderId(tx, 'service', to),
  ]);
  for (const post of posts.docs) {
    moveSlug(tx, 'service', { id: post.id, oldSlug: from, oldHolder, newSlug: to, newHolder });
    tx.update(post.ref, { slug: to });
  }
}

/**
 * Leads `/service/{from}` to `to` with a 301 (a rule from there is replaced), and drops a rule
 * from `to` itself (it is a live page again: its rule would shadow it).
 * @throws Firestore errors
 */
async function redirectServicePage(from: string, to: string, by: RuleAuthor): Promise<void> {
  const stale = await findRule(redirectKey(to) ?? to);
  if (stale) await deleteRule(stale.id);
  const existing = await findRule(redirectKey(servicePath(from)) ?? '');
  await saveRule({ from: servicePath(from), to, status: 301 }, null, by, existing?.id);
}

/**
 * Puts the services in the order of `ids`, which must name every service once.
 * @returns 'saved' {id: ''}; 'invalid' {ids} when the list is not every service once
 * @throws Firestore errors
 */
export async function reorderServices(ids: readonly string[]): Promise<ServiceWrite> {
  const result = await db().runTransaction(async (tx): Promise<ServiceWrite> => {
    const records = await readServiceRecords(tx);
    const same =
      ids.length === records.length && new Set(ids).size === ids.length && ids.every((id) => recordOf(records, id));
    if (!same)
      return { kind: 'invalid', errors: { ids: 'The list has changed since it was loaded: reload it and try again' } };
    ids.forEach((id, order) => tx.update(db().collection(servicesCollection).doc(id), { order }));
    return { kind: 'saved', id: '' };
  });
  if (result.kind === 'saved') await invalidateVisitorReads();
  return result;
}

/**
 * Deletes a service: its service post (if any) goes to the Trash, its page 301s to /services.
 * @returns 'deleted' or 'not-found'
 * @throws Firestore errors
 */
export async function deleteService(id: string, by: TrashedBy): Promise<ServiceWrite> {
  const record = recordOf(await readServiceRecords(), id);
  if (!record) return { kind: 'not-found' };
  const posts = await postByTypeAndSlugQuery.query(db(), { type: 'service', slug: record.slug }).get();
  for (const post of posts.docs) await trashPost(post.id, by);
  await db().collection(servicesCollection).doc(id).delete();
  await invalidateVisitorReads();
  await redirectServicePage(record.slug, '/services', by);
  return { kind: 'deleted' };
}

/**
 * A service's name (what project pages, the office's lists and GET /api/services say) is the
 * title visitors read: its published post's, else a first-run service's built-in title, else the
 * name staff gave it. Called after a write to a post; nothing is read for a post of another type
 * (`post` absent: a deleted post, whose type is not known any more).
 * @throws Firestore errors
 */
export async function nameServiceAfter(post?: StoredPost): Promise<void> {
  if (post && post.fields.type !== 'service') return;
  const [records, published] = await Promise.all([
    readServiceRecords(),
    listPosts({ type: 'service', status: 'published' }),
  ]);
  const batch = db().batch();
  let changes = 0;
  for (const record of records) {
    const text = published.find((candidate) => candidate.fields.slug === record.slug);
    const name = text?.fields.title ?? builtInService(record.id)?.title ?? record.name;
    if (name === record.name) continue;
    batch.update(db().collection(servicesCollection).doc(record.id), { name, updatedAt: FieldValue.serverTimestamp() });
    changes += 1;
  }
  if (changes > 0) await batch.commit();
}
