import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { LiveService } from '@site/contract/site-data';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { publicSiteSettings } from '@site/contract/site-settings';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyRequestValues } from '../features/request-form/request-form-values';
import { SiteDataContext } from '../lib/site-data';
import { ContactFormArea, contactFormTitle } from './contact-form-area';

/** The first-run services as the site data carries them. */
const liveDefaults: LiveService[] = serviceSummaries.map((summary) => ({
  ...summary,
  id: summary.slug,
  imageAlt: null,
  metaDescription: null,
  updatedAt: null,
}));

/** Renders `node` on a page with the company's site data (the root loader's, in the app). */
const render = (node: ReactNode) =>
  renderToString(
    <SiteDataContext.Provider
      value={{
        setUp: true,
        settings: publicSiteSettings(siteSettings),
        services: liveDefaults,
        pages: {},
        heroSlides: null,
      }}
    >
      {node}
    </SiteDataContext.Provider>,
  );

const noSource = { project: null, service: null };
const blank = { values: emptyRequestValues(), errors: {} };

describe('ContactFormArea', () => {
  it('embeds the company form in an iframe about 1300 px tall when a form URL is set (spec §2)', () => {
    const html = render(
      <ContactFormArea
        formUrl="https://forms.example.com/orange-valley"
        source={noSource}
        sourceProject={null}
        state={blank}
      />,
    );
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/forms\.example\.com\/orange-valley"/);
    expect(html).toMatch(/<iframe[^>]+height="1300"/);
    expect(contactFormTitle('https://forms.example.com/orange-valley')).toBe('Send us a message');
  });

  it('shows the built-in request form without one: a native post form, no iframe', () => {
    const html = render(<ContactFormArea formUrl={null} source={noSource} sourceProject={null} state={blank} />);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<form[^>]+method="post"/);
    expect(html).toContain('id="request-name"');
    expect(html).toContain('name="serviceSlugs"');
    expect(html).not.toContain('data-error-summary=""><'); // the summary only in its template
    expect(contactFormTitle(null)).toBe('Request a free estimate');
  });

  it('after a post with errors: the values kept, each error on its field and in the summary', () => {
    const values = { ...emptyRequestValues(), name: 'Pat <Tester>', serviceSlugs: ['landscaping' as const] };
    const html = render(
      <ContactFormArea
        formUrl={null}
        source={noSource}
        sourceProject={null}
        state={{ values, errors: { phone: 'Please give a phone number or an e-mail address' } }}
      />,
    );
    expect(html).toContain('value="Pat &lt;Tester&gt;"');
    expect(html).toMatch(/<input[^>]*value="landscaping"[^>]*checked=""|<input[^>]*checked=""[^>]*value="landscaping"/);
    expect(html).toMatch(/aria-invalid="true"[^>]*id="request-phone"|id="request-phone"[^>]*aria-invalid="true"/);
    const summary = html.slice(html.indexOf('data-error-summary-slot'), html.indexOf('Fields marked'));
    expect(summary).toContain('href="#request-phone"');
    expect(summary).toContain('Please give a phone number or an e-mail address');
  });

  it('after a stored post: the confirmation with its reference, in place of the form', () => {
    const html = render(
      <ContactFormArea
        formUrl={null}
        source={noSource}
        sourceProject={null}
        state={{ sent: { reference: 'OV-7K3Q', name: 'Erin Example', email: 'erin@example.com' } }}
      />,
    );
    expect(html).not.toContain('<form');
    expect(html).toContain('Thank you, Erin. Your request has been sent.');
    expect(html).toContain('OV-7K3Q');
    expect(html).toContain('erin@example.com');
  });
});
