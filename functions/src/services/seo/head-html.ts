/**
 * Writes SEO head data into the SPA fallback HTML (issue 5: project pages' title, description and
 * Open Graph tags "right for crawlers and link previews"). Every value is escaped: attribute
 * values and the title text with HTML character references, JSON-LD with \u escapes
 * (serializeJsonLd), so no post field can end an attribute, the title or the script element
 * (OWASP XSS Prevention Cheat Sheet rules 1–2; HTML Living Standard §13.1.2.3, §4.12.1.3).
 */
import escapeHtml from 'escape-html';
import { serializeJsonLd, serializeScriptJson, type JsonLd } from '@site/contract/seo/json-ld';
import type { MetaTag } from '@site/contract/seo/page-meta';
import { preloadFetchHtml } from '@site/contract/seo/preload-fetch';
import { preloadImageHtml } from '@site/contract/seo/preload-image';

/** One tag as HTML. */
export function metaTagHtml(tag: MetaTag): string {
  if ('title' in tag) return `<title>${escapeHtml(tag.title)}</title>`;
  if ('rel' in tag) return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"/>`;
  if ('property' in tag) return `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}"/>`;
  return `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}"/>`;
}

/** One JSON-LD block: data for crawlers, never executed (its type is not a script MIME type). */
export function jsonLdHtml(data: JsonLd): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}

/** A JSON data block (`<script type="application/json" id>`): read by the page, never executed. */
export function dataBlockHtml(id: string, data: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${serializeScriptJson(data)}</script>`;
}

/** The data block `<script type="application/json" id="{id}">…</script>` of a document. */
function dataBlockPattern(id: string): RegExp {
  const escaped = escapeHtml(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<script type="application/json" id="${escaped}">[\\s\\S]*?</script\\s*>`, 'g');
}

/**
 * Head elements the injected tags replace: the fallback's own title, description, robots,
 * canonical, Open Graph, Twitter and JSON-LD (they describe the home page, not this one).
 */
const replacedHeadElements = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots|twitter:[\w:-]+)["']?[^>]*>/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[\w:-]+["']?[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>/gi,
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script\s*>/gi,
];

/** What injectHead writes into a document's head (see there). */
export interface HeadInjection {
  meta?: readonly MetaTag[];
  jsonLd?: readonly JsonLd[];
  preloadFetch?: readonly string[];
  preloadImages?: readonly { path: string; sizes: string }[];
  dataBlocks?: Readonly<Record<string, unknown>>;
}

/**
 * The fallback HTML with its head describing one page.
 * @param html the SPA fallback document (the web build's own output, trusted markup)
 * @param head meta tags and JSON-LD nodes (untrusted values: escaped here; when `meta` is given,
 *   they replace the document's own, else the document keeps its own), same-origin API
 *   URLs the page will fetch at once (`preloadFetch`, contract/src/seo/preload-fetch.ts), and the
 *   photos of its first view with their CSS sizes (`preloadImages`, contract/src/seo/preload-image.ts),
 *   and data blocks for the page's script (`dataBlocks`, by element id; e.g.
 *   contract/src/project-page-data.ts)
 * @returns the document with the replaced elements (if any) removed from <head> and the new ones
 *   inserted after `<meta name="viewport">` (else after `<meta charset>`, else at the start of <head>)
 * @throws Error when the document has no <head> (a broken build must not serve a blank page silently)
 */
export function injectHead(html: string, head: HeadInjection): string {
  const match = /<head\b[^>]*>([\s\S]*?)<\/head\s*>/i.exec(html);
  if (!match || match.index === undefined) throw new Error('The SPA fallback HTML has no <head>');
  let inner = match[1] ?? '';
  if (head.meta) for (const pattern of replacedHeadElements) inner = inner.replace(pattern, '');
  // A data block replaces the document's own block of that id (e.g. the built-in site data of the SPA fallback).
  for (const id of Object.keys(head.dataBlocks ?? {})) inner = inner.replace(dataBlockPattern(id), '');
  const tags = [
    ...(head.preloadFetch ?? []).map(preloadFetchHtml),
    ...(head.preloadImages ?? []).map(({ path, sizes }) => preloadImageHtml(path, sizes)),
    ...(head.meta ?? []).map(metaTagHtml),
    ...(head.jsonLd ?? []).map(jsonLdHtml),
    ...Object.entries(head.dataBlocks ?? {}).map(([id, data]) => dataBlockHtml(id, data)),
  ].join('');
  // After the viewport meta: before it the layout viewport is 980 px wide, and an image preload's
  // `imagesizes` evaluated then picks a larger candidate than the page will use (two downloads).
  const anchor =
    /<meta\b[^>]*\bname\s*=\s*["']?viewport["']?[^>]*>/i.exec(inner) ?? /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(inner);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  inner = `${inner.slice(0, at)}${tags}${inner.slice(at)}`;
  const openTag = match[0].slice(0, match[0].indexOf('>') + 1);
  return `${html.slice(0, match.index)}${openTag}${inner}</head>${html.slice(match.index + match[0].length)}`;
}
