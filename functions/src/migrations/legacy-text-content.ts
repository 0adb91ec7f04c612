/**
 * The project body's old text convention (the first plain-text form, replaced by the rich-text
 * editor) and its conversion to body HTML, used once by the content migration
 * (migrate-legacy-content.ts, ADR 0016):
 * - a blank line separates paragraphs; a single line break stays a line break (<br>);
 * - a line starting with "- " or "* " is a bullet (<ul><li>);
 * - a line starting with "## " (or more #) is a subheading (<h3>, under the page's h2).
 * Everything else is text: <, >, &, and quotes are escaped, so no character is lost and nothing
 * typed becomes markup.
 */
import escapeHtml from 'escape-html';

/** An HTML start or end tag (what stored body HTML always has, and the old text never had). */
const htmlTag = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/**
 * Is this stored content in the old text convention rather than HTML? True for non-blank content
 * without any HTML tag (text such as "a < b" or "<3" has none).
 */
export function isLegacyTextContent(content: string | null): content is string {
  return content !== null && content.trim() !== '' && !htmlTag.test(content);
}

/**
 * Converts text in the old convention to body HTML.
 * @example legacyTextToHtml('Intro\n\n- one\n- two') → '<p>Intro</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>'
 */
export function legacyTextToHtml(text: string): string {
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
