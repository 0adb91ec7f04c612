/**
 * Plain text for meta descriptions and JSON-LD from stored post fields (which may hold HTML).
 * The result is still untrusted text: renderers escape it (see meta-tags and json-ld modules).
 */

/** Longest meta description kept (Google shows ~155–160 characters; longer ones are cut). */
export const maxDescriptionLength = 160;

/**
 * Text content of an HTML fragment: tags removed, the common entities decoded, whitespace collapsed.
 * Not a sanitizer (output is escaped wherever it is written); only turns markup into readable text.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/gi, (_m, name: string) => entities[name.toLowerCase()] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * Shortens text to `max` characters at a word boundary, with an ellipsis when cut.
 * @param text plain text
 * @param max at most this many characters (default maxDescriptionLength)
 */
export function truncateText(text: string, max = maxDescriptionLength): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The first non-empty candidate as a meta description: plain text, truncated.
 * @param candidates e.g. [post.metaDescription, post.excerpt, post.content]
 * @returns the description, or '' when every candidate is empty
 */
export function descriptionFrom(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = candidate ? plainText(candidate) : '';
    if (text) return truncateText(text);
  }
  return '';
}
