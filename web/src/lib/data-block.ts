/**
 * Reads a data block the function wrote into a server-rendered page,
 * `<script type="application/json" id="…">` (ADR 0008, 0009; functions/src/services/seo/head-html.ts
 * `dataBlockHtml`). The block is part of the document, made with the page's markup from data the
 * function had already parsed with the contract schema, so it is taken as it is (parsing would
 * load zod, 26 KB gzip, and its main-thread work into the page's hydration).
 */

/**
 * The block's JSON value.
 * @param id the element id, e.g. 'project-page-data'
 * @returns the parsed JSON; undefined outside a browser, without the block, or when the block is
 *   not JSON (the page then fetches its data as usual)
 */
export function readDataBlock(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
