import { demoSiteSettings as siteSettings } from '@site/contract/content/demo-company';
import { publicSiteSettings } from '@site/contract/site-settings';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteDataContext } from '../lib/site-data';
import { ContactFormArea, contactFormTitle } from './contact-form-area';

/** Renders `node` on a page with the company's site data (the root loader's, in the app). */
const render = (node: ReactNode) =>
  renderToString(
    <SiteDataContext.Provider
      value={{ setUp: true, settings: publicSiteSettings(siteSettings), services: {}, pages: {}, heroSlides: null }}
    >
      {node}
    </SiteDataContext.Provider>,
  );

describe('ContactFormArea', () => {
  it('embeds the company form in an iframe about 1300 px tall when a form URL is set (spec §2)', () => {
    const html = render(<ContactFormArea formUrl="https://forms.example.com/orange-valley" sourceProject={null} />);
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/forms\.example\.com\/orange-valley"/);
    expect(html).toMatch(/<iframe[^>]+height="1300"/);
    expect(html).not.toContain('Loading the form');
    expect(contactFormTitle('https://forms.example.com/orange-valley')).toBe('Send us a message');
  });

  it('shows the built-in request form without one (issue 13), no iframe', () => {
    // renderToString does not wait for the lazy chunk: the placeholder stands for the form.
    const html = render(<ContactFormArea formUrl={null} sourceProject={null} />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Loading the form...');
    expect(contactFormTitle(null)).toBe('Request a free estimate');
  });
});
