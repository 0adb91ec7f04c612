/**
 * The project form's content field is plain text (safe and simple; the server sanitizes the
 * stored HTML anyway, DESIGN §11). A tiny text format turns it into the body HTML the public
 * pages render, and back again for the edit form:
 * - a blank line separates paragraphs; a single line break stays a line break (<br>);
 * - a line starting with "- " or "* " is a bullet (<ul><li>);
 * - a line starting with "## " is a subheading (<h3>).
 * Everything else is text: <, >, & and quotes are escaped, so nothing typed becomes markup.
 */

import escapeHtml from 'escape-html';

/**
 * Converts the content text of the form to body HTML.
 * @example textToHtml('Intro\n\n- one\n- two') → '<p>Intro</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>'
 */
export function textToHtml(text: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(escapeHtml).join('<br>')}</p>`);
    if (items.length > 0)
      out.push(['<ul>', ...items.map((item) => `<li>${escapeHtml(item)}</li>`), '</ul>'].join('\n'));
    paragraph = [];
    items = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const heading = /^#{2,}\s+(.*)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      out.push(`<h3>${escapeHtml(heading[1] ?? '')}</h3>`);
    } else if (bullet) {
      if (paragraph.length > 0) flush();
      items.push(bullet[1] ?? '');
    } else {
      if (items.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return out.join('\n');
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references sanitized HTML can contain. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Converts stored body HTML to the form's text format (for editing). Paragraphs, line breaks,
 * list items and h2–h4 headings keep their shape; other tags (bold, links, tables) keep only
 * their text.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\s+/g, ' ')
    .replace(/<h[2-4]\b[^>]*>(.*?)<\/h[2-4]\s*>/gi, '\n\n## $1\n\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(ul|ol)\s*>|<(ul|ol)\b[^>]*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|blockquote|tr|table)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
