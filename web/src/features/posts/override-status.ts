/**
 * Where a service or page stands (each "marked 'Built-in text' or 'Edited'
 * (published override) or 'Draft edit'"): whether staff have their own text for it, and whether
 * visitors see it. A post that is not published (draft, or archived by an old workflow) is not
 * shown to visitors, so it counts as a draft edit.
 */
import type { Post } from '@site/contract/post';

export type OverrideStatus = 'built-in' | 'edited' | 'draft-edit' | 'no-text';

/** The label of each status, as the admin shows it. */
export const overrideStatusLabels: Record<OverrideStatus, string> = {
  'built-in': 'Built-in text',
  edited: 'Edited',
  'draft-edit': 'Draft edit',
  'no-text': 'No text yet',
};

/** What visitors see, one sentence per status, for the editor's heading. */
export const overrideStatusHints: Record<OverrideStatus, string> = {
  'built-in': 'Visitors see the built-in text. Save your own text to replace it.',
  edited: 'Visitors see your edited text.',
  'draft-edit': 'Your edit is a draft: visitors still see the built-in text until you publish it.',
  'no-text': 'Visitors do not see this service yet: write its card and page text and publish it.',
};

/**
 * The status of the post (if any) that holds a slug's own text.
 * @param hasBuiltIn whether there is a built-in text to fall back on (false: a service staff added)
 */
export function overrideStatus(post: Pick<Post, 'status'> | undefined, hasBuiltIn = true): OverrideStatus {
  if (!post) return hasBuiltIn ? 'built-in' : 'no-text';
  return post.status === 'published' ? 'edited' : 'draft-edit';
}

/**
 * The post of each slug among posts of one type (at most one per slug: the API answers 409 for
 * a second; should two exist anyway, the newest wins, as the list is newest first).
 */
export function postsBySlug<P extends Pick<Post, 'slug'>>(posts: readonly P[]): Map<string, P> {
  const bySlug = new Map<string, P>();
  for (const post of posts) if (!bySlug.has(post.slug)) bySlug.set(post.slug, post);
  return bySlug;
}
