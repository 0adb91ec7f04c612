import { describe, expect, it } from 'vitest';
import { demoProjects } from '@site/contract/content/demo-projects';
import { htmlToText, textToHtml } from './project-content';

describe('textToHtml', () => {
  it('turns blank-line separated text into paragraphs, single breaks into <br>', () => {
    expect(textToHtml('First line\nsecond line\n\n\nNext paragraph')).toBe(
      '<p>First line<br>second line</p>\n<p>Next paragraph</p>',
    );
  });

  it('makes bullets and subheadings', () => {
    expect(textToHtml('## Scope\n- Regrading\n* Drainage\nDone.')).toBe(
      '<h3>Scope</h3>\n<ul>\n<li>Regrading</li>\n<li>Drainage</li>\n</ul>\n<p>Done.</p>',
    );
  });

  it('escapes markup so typed HTML stays text', () => {
    expect(textToHtml('<script>alert("x")</script> & <b>bold</b>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
    expect(textToHtml(`it's`)).toBe('<p>it&#39;s</p>');
  });

  it('gives an empty string for blank text', () => {
    expect(textToHtml(' \n \r\n')).toBe('');
  });
});

describe('htmlToText', () => {
  it('reads paragraphs, breaks, lists and headings back', () => {
    const html =
      '<p>Intro &amp; more<br>line two</p>\n<h3>Scope</h3><ul>\n<li>One</li>\n<li>Two</li></ul><p><strong>Bold</strong> <a href="/x">link</a></p>';
    expect(htmlToText(html)).toBe('Intro & more\nline two\n\n## Scope\n\n- One\n- Two\n\nBold link');
  });

  it('decodes numeric references and ignores unknown ones', () => {
    expect(htmlToText('<p>&#39;a&#x27; &copy;</p>')).toBe(`'a' &copy;`);
  });

  it('round-trips the demo project bodies to the same structure', () => {
    for (const project of demoProjects) {
      const text = htmlToText(project.content);
      expect(htmlToText(textToHtml(text))).toBe(text);
      const tags = (html: string) => html.match(/<(p|h3|ul|li)\b/g)?.length ?? 0;
      expect(tags(textToHtml(text))).toBe(tags(project.content));
    }
  });
});
