import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeOptionalHtml } from '../src/services/posts/sanitize-html';

describe('sanitizeHtml (DESIGN §11, ASVS 1.3.1)', () => {
  it('drops <script> elements with their text', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });
  it('drops event handlers and disallowed tags', () => {
    const out = sanitizeHtml('<p onclick="x()">a</p><img src="x" onerror="alert(1)"><iframe src="//e"></iframe>');
    expect(out).toBe('<p>a</p>');
  });
  it('removes javascript: and data: links but keeps http, https, mailto and tel', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    for (const href of ['https://example.com/a', 'http://example.com', 'mailto:a@example.com', 'tel:+12035550142']) {
      expect(sanitizeHtml(`<a href="${href}" rel="nofollow">x</a>`)).toBe(`<a href="${href}" rel="nofollow">x</a>`);
    }
  });
  it('drops style and class attributes and style elements', () => {
    expect(sanitizeHtml('<p style="color:red" class="c">a</p><style>p{}</style>')).toBe('<p>a</p>');
  });
  it('keeps the allowlisted structure', () => {
    const html =
      '<h2>T</h2><h3>S</h3><h4>s</h4><p><strong>b</strong> <em>i</em><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>q</blockquote><table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead>' +
      '<tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it("keeps the rich-text editor's tables and drops what it adds for itself", () => {
    // What Tiptap's TableKit writes (not resizable): an inline min-width, a <colgroup>, cells holding paragraphs.
    const tiptap =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>Method</p></th><th colspan="1" rowspan="1"><p>Cost</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>Sod</p></td><td colspan="1" rowspan="1"><p>$1.50 to $2.75</p></td></tr></tbody></table>';
    expect(sanitizeHtml(tiptap)).toBe(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Method</p></th><th colspan="1" rowspan="1"><p>Cost</p></th></tr>' +
        '<tr><td colspan="1" rowspan="1"><p>Sod</p></td><td colspan="1" rowspan="1"><p>$1.50 to $2.75</p></td></tr></tbody></table>',
    );
  });
  it('maps legacy tags to their allowed equivalents', () => {
    expect(sanitizeHtml('<h1>T</h1><b>b</b><i>i</i>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>');
  });
  it('leaves null as null', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
  });
});
