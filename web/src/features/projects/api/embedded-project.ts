/**
 * The post a server-rendered project page was rendered from (ADR 0008,
 * contract/src/project-page-data.ts): the function writes it into the document as a data block,
 * and the page starts its query with it, so hydration renders what the server rendered and no
 * request is made for it. Imported by the project page only: it loads the post parser (zod),
 * which that route loads anyway (routes/project-detail.tsx).
 */
import type { Post } from '@site/contract/post';
import { projectPageDataElementId, type ProjectPageData } from '@site/contract/project-page-data';
import { parsePost } from '../../../lib/parse-posts';

/**
 * The embedded post for `idOrSlug`, parsed with the contract schema; undefined outside a browser,
 * without the block, for another project (after a client-side navigation), or when the block
 * does not parse (the page then fetches the post as usual).
 */
export function embeddedProject(idOrSlug: string): Post | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(projectPageDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ProjectPageData>;
    return data.idOrSlug === idOrSlug ? parsePost(data.post) : undefined;
  } catch {
    return undefined;
  }
}
