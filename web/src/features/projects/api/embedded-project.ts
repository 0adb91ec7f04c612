/**
 * The post a server-rendered project page was rendered from (ADR 0008,
 * contract/src/project-page-data.ts): the function parsed it with the contract schema, rendered
 * the page with it and wrote it into the document as a data block; the page starts its query
 * with it, so hydration renders what the server rendered and no request is made for it. It is
 * not parsed again here: it is part of the document, made with the page's markup after parsing,
 * and parsing would load zod (26 KB gzip) and its main-thread work into the page's hydration.
 */
import type { Post } from '@site/contract/post';
import { projectPageDataElementId, type ProjectPageData } from '@site/contract/project-page-data';

/**
 * The embedded post for `idOrSlug`; undefined outside a browser, without the block, for another
 * project (after a client-side navigation), or when the block is not JSON (the page then
 * fetches the post as usual).
 */
export function embeddedProject(idOrSlug: string): Post | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(projectPageDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ProjectPageData>;
    return data.idOrSlug === idOrSlug ? data.post : undefined;
  } catch {
    return undefined;
  }
}
