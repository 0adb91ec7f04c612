/**
 * The text of a post's version as a person reads it, for the revisions list and Compare: the
 * body's paragraphs kept apart (a block tag or <br> ends a line, a blank line between blocks),
 * and a short snippet of what a version says where the next save changed it, so versions that
 * share a title and a minute read differently in the list.
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Tags that end a block of text (paragraphs, headings, list items, quotes, table rows). */
const blockEnd = /<\/(p|h[1-6]|li|blockquote|tr|ul|ol|table|div)\s*>/gi;

/**
 * Body HTML as plain text with its paragraphs: each block on its own, a blank line between;
 * tags removed, the common entities decoded, spaces inside a line
 * collapsed (a table's cells one space apart). Not a sanitizer: the result is text, escaped wherever it is shown.
 * @param html stored body HTML (or plain text)
 */
export function paragraphText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(blockEnd, '\n\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/gi, (_m, name: string) => entities[name.toLowerCase()] ?? ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of text, cut to about `max` characters at a word. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A snippet of `text` where it first differs from `newer` (from the word before the difference),
 * or its start when the two are the same; about 90 characters, one line.
 * @param text a version's text (paragraphText)
 * @param newer the text of the version after it
 * @returns e.g. '…keep requests for 24 months after you send it…', or '' for an empty text
 */
export function changeSnippet(text: string, newer: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const next = newer.replace(/\s+/g, ' ').trim();
  let at = 0;
  while (at < flat.length && flat[at] === next[at]) at += 1;
  if (at >= flat.length && flat.length === next.length) return oneLine(flat, 90);
  const wordStart = flat.lastIndexOf(' ', Math.max(0, at - 1));
  const from = Math.max(0, flat.lastIndexOf(' ', Math.max(0, wordStart - 1)) + 1);
  const snippet = oneLine(flat.slice(from), 90);
  return from > 0 && snippet ? `…${snippet}` : snippet;
}
