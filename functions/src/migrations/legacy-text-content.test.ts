import { describe, expect, it } from 'vitest';
import { demoProjects } from '../seed/demo-projects';
import { isLegacyTextContent, legacyTextToHtml } from './legacy-text-content';

/** The text of body HTML, entities decoded and whitespace collapsed (what a reader sees). */
function visibleText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/g, (_, ref: string) =>
      ref.startsWith('#') ? String.fromCharCode(Number(ref.slice(1))) : (named[ref] ?? `&${ref};`),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

describe('legacyTextToHtml', () => {
  it('turns blank-line separated text into paragraphs, single breaks into <br>', () => {
    expect(legacyTextToHtml('First line\nsecond line\n\n\nNext paragraph')).toBe(
      '<p>First line<br>second line</p>\n<p>Next paragraph</p>',
    );
  });

  it('makes bullets and subheadings', () => {
    expect(legacyTextToHtml('## Scope\n- Regrading\n* Drainage\nDone.')).toBe(
      '<h3>Scope</h3>\n<ul>\n<li>Regrading</li>\n<li>Drainage</li>\n</ul>\n<p>Done.</p>',
    );
  });

  it('escapes markup so typed characters stay text', () => {
    expect(legacyTextToHtml('a < b & c > d "quoted"')).toBe('<p>a &lt; b &amp; c &gt; d &quot;quoted&quot;</p>');
    expect(legacyTextToHtml(`it's`)).toBe('<p>it&#39;s</p>');
  });

  it('loses no character of the text (only the convention marks become structure)', () => {
    const text =
      '## Scope & cost\nWe rebuilt 40\' of wall < 3 ft.\n\n- Stone: "Goshen" fieldstone\n- Caps * 12\n\nCall 203-555-0142 <3';
    const words = (s: string) =>
      s
        .replace(/^(##|-)\s+/gm, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(visibleText(legacyTextToHtml(text))).toBe(words(text));
  });

  it('gives an empty string for blank text', () => {
    expect(legacyTextToHtml(' \n \r\n')).toBe('');
  });
});

describe('isLegacyTextContent', () => {
  it.each([
    ['## Scope\n- a < b\n<3', true],
    ['<p>Already HTML</p>', false],
    ['Text with a <br/> break', false],
    ['  ', false],
    [null, false],
  ])('is true for text without tags, false for HTML, blank or missing content: %j → %s', (content, legacy) => {
    expect(isLegacyTextContent(content)).toBe(legacy);
  });

  it('leaves every demo project body (HTML) alone', () => {
    for (const project of demoProjects) expect(isLegacyTextContent(project.content)).toBe(false);
  });
});
