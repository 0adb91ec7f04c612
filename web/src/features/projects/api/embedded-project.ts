/**
 * The post a server-rendered project page was rendered from (ADR 0008,
 * contract/src/project-page-data.ts): the page starts its query with it, so hydration renders
 * what the server rendered and no request is made for it (lib/data-block.ts says why it is not
 * parsed again).
 */
import type { Post } from '@site/contract/post';
import { projectPageDataElementId, type ProjectPageData } from '@site/contract/project-page-data';
import { readDataBlock } from '../../../lib/data-block';

/**
 * The embedded post for `idOrSlug`; undefined outside a browser, without the block, for another
 * project (after a client-side navigation), or when the block is not JSON (the page then
 * fetches the post as usual).
 */
export function embeddedProject(idOrSlug: string): Post | undefined {
  const data = readDataBlock(projectPageDataElementId) as Partial<ProjectPageData> | undefined;
  return data?.idOrSlug === idOrSlug ? data.post : undefined;
}
