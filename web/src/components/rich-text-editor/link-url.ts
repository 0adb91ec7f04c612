/**
 * The link targets a rich-text body may hold ("Rich text": "links (https/mailto/tel
 * only)"). The server's sanitizer (functions/src/services/posts/sanitize-html.ts) is the gate for
 * stored HTML; this is the editor's own, stricter rule, so staff see a refusal as they type.
 */

/** URL schemes a link in the editor may use. */
export const linkSchemes = ['https', 'mailto', 'tel'] as const;

/**
 * The href for what staff typed as a link: `https:`, `mailto:` and `tel:` URLs as they are;
 * an e-mail address becomes `mailto:`, a phone number `tel:` (digits, +, spaces, dots, dashes,
 * parentheses; at least 7 digits), a bare host name or `http://…` becomes `https://…`.
 * @param input the typed text (trimmed here)
 * @returns the href, or null when it is empty or names another scheme (javascript:, data:, ftp:…)
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'https') return /^https:\/\/[^/\\\s]+/i.test(value) ? value : null;
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+$/i.test(value) ? value : null;
  if (scheme === 'tel') return isPhoneNumber(value.slice(4)) ? `tel:${compactPhone(value.slice(4))}` : null;
  if (scheme === 'http') return normalizeLinkUrl(`https:${value.slice(5)}`);
  if (scheme !== undefined && !/^[a-z0-9-]+\.[a-z]/i.test(value)) return null; // another scheme
  if (/^[^@\s/:]+@[^@\s/]+\.[a-z]{2,}$/i.test(value)) return `mailto:${value}`;
  if (isPhoneNumber(value)) return `tel:${compactPhone(value)}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

/** Is `href` a link the editor keeps (one of linkSchemes, well formed)? */
export function isAllowedLink(href: string): boolean {
  return normalizeLinkUrl(href) === href;
}

function isPhoneNumber(text: string): boolean {
  return /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 7;
}

function compactPhone(text: string): string {
  return text.replace(/[^\d+]/g, '');
}
