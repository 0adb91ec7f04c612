import { describe, expect, it } from 'vitest';
import { changeSnippet, paragraphText } from './revision-text';

describe('paragraphText', () => {
  it('keeps paragraphs, headings, list items and line breaks apart', () => {
    expect(
      paragraphText(
        '<h2>Who sees it</h2><p>Only   staff.</p><ul><li><p>One</p></li><li>Two &amp; three</li></ul><p>a<br>b</p>',
      ),
    ).toBe('Who sees it\n\nOnly staff.\n\nOne\n\nTwo & three\n\na\nb');
  });

  it('puts table cells apart on their row', () => {
    expect(paragraphText('<table><tr><th>Size</th><th>Cost</th></tr><tr><td>Small</td><td>$1</td></tr></table>')).toBe(
      'Size Cost\n\nSmall $1',
    );
  });
});

describe('changeSnippet', () => {
  it('starts at the word before the first difference', () => {
    const old = 'We keep each request and its photos for 24 months after you send it. After that they are erased.';
    const now = 'We keep each request and its photos for 12 months after you send it. After that they are erased.';
    expect(changeSnippet(old, now)).toBe('…for 24 months after you send it. After that they are erased.');
  });

  it('is the start of the text when nothing in it changed, cut at a word', () => {
    const text =
      'A bluestone patio behind the house, about 400 square feet, with two steps down to the lawn and a wall.';
    expect(changeSnippet(text, text)).toBe(
      'A bluestone patio behind the house, about 400 square feet, with two steps down to the…',
    );
    expect(changeSnippet('', 'New text')).toBe('');
  });

  it('shows the start when the change is at the very start', () => {
    expect(changeSnippet('Old start, same end.', 'New start, same end.')).toBe('Old start, same end.');
  });
});
