/**
 * The one-time content migration (ADR 0016): post bodies still in the old text
 * convention ("## " subheadings, "- " bullets, blank-line paragraphs; legacy-text-content.ts)
 * become body HTML, which the rich-text editor and the public pages read. Idempotent: a body
 * that has HTML tags is left alone, so a second run changes nothing, and each post is converted
 * in its own transaction that reads it again first, so two runs at once convert it once.
 * `updatedAt` is kept: the body says the same, only its format changed. The result goes through
 * the server's sanitizer like every stored body (DESIGN §11).
 */
import { db } from '../services/platform/firestore';
import { postsCollection } from '../services/posts/posts-store';
import { sanitizeHtml } from '../services/posts/sanitize-html';
import { invalidateVisitorReads } from '../services/platform/visitor-read-cache';
import { isLegacyTextContent, legacyTextToHtml } from './legacy-text-content';

/** What one run did. */
export interface LegacyContentMigration {
  /** Posts read. */
  examined: number;
  /** Ids of the posts whose body was converted. */
  converted: string[];
}

/**
 * Converts every post body in the old text convention to HTML.
 * @returns how many posts were read and which were converted
 * @throws Firestore errors to the caller (posts converted before the error stay converted)
 */
export async function migrateLegacyContent(): Promise<LegacyContentMigration> {
  const posts = db().collection(postsCollection);
  const snapshot = await posts.select('content').get();
  const candidates = snapshot.docs.filter((doc) => isLegacyTextContent(readContent(doc.data())));
  const converted: string[] = [];
  for (const candidate of candidates) {
    const done = await db().runTransaction(async (tx) => {
      const current = await tx.get(posts.doc(candidate.id));
      const content = current.exists ? readContent(current.data()) : null;
      if (!isLegacyTextContent(content)) return false;
      tx.update(current.ref, { content: sanitizeHtml(legacyTextToHtml(content)) });
      return true;
    });
    if (done) converted.push(candidate.id);
  }
  if (converted.length > 0) await invalidateVisitorReads();
  return { examined: snapshot.size, converted };
}

function readContent(data: Record<string, unknown> | undefined): string | null {
  return typeof data?.content === 'string' ? data.content : null;
}

/** One line for the logs, e.g. "migrate: legacy post bodies: 2 of 15 converted to HTML". */
export function formatMigration(result: LegacyContentMigration): string {
  return `migrate: legacy post bodies: ${result.converted.length} of ${result.examined} converted to HTML${result.converted.length ? ` (${result.converted.join(', ')})` : ''}`;
}
