import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactFormArea, contactFormTitle } from './contact-form-area';

describe('ContactFormArea', () => {
  it('embeds the company form in an iframe about 1300 px tall when a form URL is set (spec §2)', () => {
    const html = renderToString(<ContactFormArea formUrl="https://forms.example.com/orange-valley" />);
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/forms\.example\.com\/orange-valley"/);
    expect(html).toMatch(/<iframe[^>]+height="1300"/);
    expect(html).not.toContain('Loading the form');
    expect(contactFormTitle('https://forms.example.com/orange-valley')).toBe('Send us a message');
  });

  it('shows the built-in request form without one (issue 13), no iframe', () => {
    // renderToString does not wait for the lazy chunk: the placeholder stands for the form.
    const html = renderToString(<ContactFormArea formUrl={null} />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Loading the form...');
    expect(contactFormTitle(null)).toBe('Request a free estimate');
  });
});
