/**
 * The sanitizer for stored HTML (`content` of a post): every write goes through it
 * (DESIGN §11, OWASP ASVS 1.3.1: "sanitized with a kept library" — sanitize-html).
 * Allowlist: the tags the product's bodies use (spec §2 Project detail / Service detail),
 * links limited to http, https, mailto and tel; no scripts, styles, event handlers,
 * `javascript:` URLs, images or iframes.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'br',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Old-style markup keeps its meaning instead of being dropped.
  transformTags: { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' },
  disallowedTagsMode: 'discard',
};

/**
 * Sanitizes stored HTML with the allowlist above.
 * @param html untrusted HTML (staff input, seed content)
 * @returns safe HTML; text of removed tags is kept, `<script>`/`<style>` bodies are dropped
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Like sanitizeHtml, for a nullable field: null stays null. */
export function sanitizeOptionalHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html);
}
