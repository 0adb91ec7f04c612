/**
 * The migration that clears post images that are not this site's (ADR 0016: idempotent, run by `npm run migrate` after every
 * deploy and by the local stack's seed): every stored image value of a post that breaks the rule
 * of contract/src/site-images.ts (this site's own `/objects/…` or built-in `/photos/…` image) is
 * cleared, and a variant path becomes its master path, so no stored post can make a staff
 * member's browser request `/api/logout` or another site as a "photo".
 *
 * Fields: featuredImageUrl (and its legacy spelling featured_image_url), image, beforeImageUrl,
 * afterImageUrl (set to null), galleryImages (the entry removed, with its alt text in
 * galleryImageAlts); an alt text of a cleared single image is cleared too. The featured image,
 * when it no longer is one of the project's photos, is cleared (contract project-input rule).
 * Each post is changed in its own transaction that reads it again; `updatedAt` is kept. The log
 * names the post and the fields, never the values (they are whatever was typed). The company
 * settings hold no image path (contract site-settings-schema.ts), so nothing there to clear.
 * Whether an uploaded object still exists is checked on every write, not here: a migration run
 * against the wrong bucket must not clear every photo.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { siteImagePath } from '@site/contract/site-images';
import { db } from '../services/platform/firestore';
import { postsCollection } from '../services/posts/posts-store';
import { invalidateVisitorReads } from '../services/platform/visitor-read-cache';

/** What one run did. */
export interface ForeignImageMigration {
  /** Posts read. */
  examined: number;
  /** Per changed post: the fields cleared (`galleryImages.2` for a gallery entry) and made master paths. */
  changed: { id: string; cleared: string[]; normalized: string[] }[];
}

const singleFields = [
  ['featuredImageUrl', null],
  ['featured_image_url', null],
  ['image', 'imageAlt'],
  ['beforeImageUrl', 'beforeImageAlt'],
  ['afterImageUrl', 'afterImageAlt'],
] as const;

/**
 * The update that makes a post's image fields follow the rule, or null when they already do.
 * Pure: used by the migration and its test.
 */
export function imageFieldsUpdate(
  data: DocumentData,
): { update: Record<string, unknown>; cleared: string[]; normalized: string[] } | null {
  const update: Record<string, unknown> = {};
  const cleared: string[] = [];
  const normalized: string[] = [];
  for (const [field, altField] of singleFields) {
    const value: unknown = data[field];
    if (value === undefined || value === null) continue;
    const image = siteImagePath(value);
    if (!image) {
      update[field] = null;
      cleared.push(field);
      if (altField && data[altField] != null) update[altField] = null;
    } else if (image.masterPath !== value) {
      update[field] = image.masterPath;
      normalized.push(field);
    }
  }
  if (Array.isArray(data.galleryImages)) {
    const alts: unknown[] = Array.isArray(data.galleryImageAlts) ? data.galleryImageAlts : [];
    const gallery: string[] = [];
    const galleryAlts: unknown[] = [];
    data.galleryImages.forEach((value: unknown, i: number) => {
      const image = siteImagePath(value);
      if (!image) {
        cleared.push(`galleryImages.${i}`);
        return;
      }
      if (image.masterPath !== value) normalized.push(`galleryImages.${i}`);
      gallery.push(image.masterPath);
      galleryAlts.push(alts[i] ?? '');
    });
    if (cleared.some((f) => f.startsWith('galleryImages.')) || normalized.some((f) => f.startsWith('galleryImages.'))) {
      update.galleryImages = gallery;
      if (Array.isArray(data.galleryImageAlts))
        update.galleryImageAlts = galleryAlts.slice(0, Math.max(gallery.length, 0));
    }
  }
  if (cleared.length === 0 && normalized.length === 0) return null;
  // A featured photo must stay one of the project's photos (contract projectInputSchema).
  const after = (field: string) => (field in update ? update[field] : data[field]);
  const featured = after('featuredImageUrl');
  const photos = [
    after('beforeImageUrl'),
    after('afterImageUrl'),
    ...((after('galleryImages') as unknown[] | undefined) ?? []),
  ];
  if (data.type === 'project' && typeof featured === 'string' && !photos.includes(featured)) {
    update.featuredImageUrl = null;
    if (!cleared.includes('featuredImageUrl')) cleared.push('featuredImageUrl');
  }
  return { update, cleared, normalized };
}

/**
 * Clears and normalizes the image fields of every post (see above).
 * @returns the posts read and those changed
 * @throws Firestore errors (posts changed before the error stay changed)
 */
export async function clearForeignImages(): Promise<ForeignImageMigration> {
  const posts = db().collection(postsCollection);
  const snapshot = await posts.get();
  const changed: ForeignImageMigration['changed'] = [];
  for (const candidate of snapshot.docs.filter((doc) => imageFieldsUpdate(doc.data()) !== null)) {
    const done = await db().runTransaction(async (tx) => {
      const current = await tx.get(posts.doc(candidate.id));
      const change = current.exists ? imageFieldsUpdate(current.data()!) : null;
      if (!change) return null;
      tx.update(current.ref, change.update);
      return { id: candidate.id, cleared: change.cleared, normalized: change.normalized };
    });
    if (done) changed.push(done);
  }
  if (changed.length > 0) await invalidateVisitorReads();
  return { examined: snapshot.size, changed };
}

/** One line for the logs, e.g. "migrate: post images: 1 of 15 changed (abc: cleared beforeImageUrl)". */
export function formatForeignImages(result: ForeignImageMigration): string {
  const details = result.changed.map(({ id, cleared, normalized }) =>
    [
      cleared.length ? `cleared ${cleared.join(', ')}` : '',
      normalized.length ? `master path for ${normalized.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .replace(/^/, `${id}: `),
  );
  return `migrate: post images: ${result.changed.length} of ${result.examined} changed${details.length ? ` (${details.join(' · ')})` : ''}`;
}
