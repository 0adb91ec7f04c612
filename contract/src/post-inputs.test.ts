import { describe, expect, it } from 'vitest';
import { builtInPageContent, sitePages } from './content/site-pages';
import { pageInputSchema, pageSlugs } from './page-input';
import { bodyTextLength } from './post-input-fields';
import { postStatusUpdateSchema, projectInputSchema } from './project-input';
import { serviceInputSchema } from './service-input';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** An input whose every field has a bad value, from `[value, the message it must get]` by field, and the errors expected. */
function badInput(fields: Record<string, [unknown, string]>) {
  const entries = Object.entries(fields);
  return {
    input: Object.fromEntries(entries.map(([field, [value]]) => [field, value])),
    errors: Object.fromEntries(entries.map(([field, [, message]]) => [field, message])),
  };
}

const service = {
  type: 'service',
  slug: 'landscaping',
  title: ' Landscaping ',
  excerpt: 'Gardens that thrive.',
  content: '<p>Planting and grading.</p>',
  image: '/objects/abc.jpg',
  imageAlt: '',
  status: 'published',
};

describe('bodyTextLength', () => {
  it('drops tags, counts a reference as one character and collapses space', () => {
    expect(bodyTextLength('<p>Stone &amp; brick</p>\n<p></p>')).toBe('Stone _ brick'.length);
    expect(bodyTextLength('<p> </p><p></p>')).toBe(0);
  });
});

describe('serviceInputSchema', () => {
  it('parses a service form: trimmed, empty alt text and image read as null', () => {
    const parsed = serviceInputSchema.parse({ ...service, image: '' });
    expect(parsed).toEqual({ ...service, title: 'Landscaping', image: null, imageAlt: null });
  });

  it('names every bad field with its message', () => {
    const { input, errors } = badInput({
      type: ['project', 'Type must be service'],
      slug: ['Lawn Mowing', 'Unknown service'],
      title: [' ', 'Service title is required'],
      excerpt: ['x'.repeat(301), 'Card description must be at most 300 characters'],
      content: ['<p>  </p>', 'Please provide the service page text'],
      image: ['javascript:alert(1)', 'Image must be an uploaded image path'],
      status: ['archived', 'Status must be draft or published'],
    });
    expect(errorsOf(serviceInputSchema.safeParse(input))).toEqual(errors);
  });
});

describe('pageInputSchema', () => {
  it('takes the about, home and privacy pages only', () => {
    expect(pageSlugs).toEqual(['about', 'home', 'privacy']);
    const page = {
      type: 'page',
      slug: 'home',
      title: 'Welcome',
      content: '<p>Since 1998 in Orange.</p>',
      status: 'draft',
    };
    expect(pageInputSchema.parse(page)).toEqual(page);
    expect(errorsOf(pageInputSchema.safeParse({ ...page, slug: 'contact', title: '', content: '' }))).toEqual({
      slug: 'Page must be about, home or privacy',
      title: 'Heading is required',
      content: 'Please provide the page text',
    });
  });
});

describe('project and status schemas keep the spec §5 messages', () => {
  it('project', () => {
    const { input, errors } = badInput({
      title: ['', 'Project title is required'],
      content: ['short', 'Please provide project details'],
      status: ['archived', 'Status must be draft or published'],
      type: ['service', 'Type must be project'],
    });
    expect(errorsOf(projectInputSchema.safeParse(input))).toEqual(errors);
    expect(errorsOf(postStatusUpdateSchema.safeParse({ status: 'archived' }))).toEqual({
      status: 'Status must be draft or published',
    });
  });
});

describe('built-in page text', () => {
  it('has an entry per page slug, in order', () => {
    expect(sitePages.map((page) => page.slug)).toEqual([...pageSlugs]);
  });

  it('is valid page input and names the company details given, escaped', () => {
    for (const slug of pageSlugs) {
      const text = builtInPageContent(slug, siteSettings);
      expect(pageInputSchema.safeParse({ type: 'page', slug, status: 'published', ...text }).success).toBe(true);
    }
    const stone = { ...siteSettings, companyName: 'Stone & Sons', foundedYear: 2001 };
    const about = builtInPageContent('about', stone);
    expect(about.title).toBe('Building landscapes since 2001');
    expect(about.content).toContain('<p>Stone &amp; Sons started in 2001 in Orange, CT');
    expect(builtInPageContent('home', stone).content).toMatch(/^<p>Stone &amp; Sons designs, builds/);
  });

  it('writes the privacy policy from the settings: what is collected, who sees it, how long, erasure, contact', () => {
    const privacy = builtInPageContent('privacy', {
      ...siteSettings,
      companyName: 'Stone & Sons',
      email: 'office@stone.test',
      phone: '(203) 555-0100',
      leadRetentionMonths: 18,
    });
    expect(privacy.title).toBe('Privacy policy');
    for (const heading of ['What we collect and why', 'Who sees it', 'How long we keep it', 'Your choices', 'Contact'])
      expect(privacy.content).toContain(`<h2>${heading}</h2>`);
    expect(privacy.content).toContain(
      'your name, your phone number and e-mail address, the street and town of the property',
    );
    expect(privacy.content).toContain('any photos you attach');
    expect(privacy.content).toContain('Only the staff of Stone &amp; Sons');
    expect(privacy.content).toContain('for 18 months after you send it');
    expect(privacy.content).toContain('erase your request and its photos');
    expect(privacy.content).toContain('<a href="mailto:office@stone.test">office@stone.test</a>');
    expect(privacy.content).toContain('Phone: (203) 555-0100');
    expect(builtInPageContent('privacy', { ...siteSettings, leadRetentionMonths: 1 }).content).toContain(
      'for 1 month after',
    );
  });
});
