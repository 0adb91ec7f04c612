/// <reference types="node" />
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugify } from '../slug';
import { aboutStoryFor, whyChooseUsFor } from './company-story';
import { demoSiteSettings } from '@site/functions/seed/demo-company';

const aboutStory = aboutStoryFor(demoSiteSettings);
const whyChooseUs = whyChooseUsFor(demoSiteSettings);
import { demoProjects } from '@site/functions/seed/demo-projects';
import { serviceCatalog } from './service-catalog';

const photosDir = resolve(import.meta.dirname, '../../../assets/photos');
const allowedTags = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const projectTags = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em']);

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => (m[1] ?? '').toLowerCase());
}
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
function wordCount(html: string): number {
  return textOf(html).split(' ').filter(Boolean).length;
}
function photoFileExists(path: string): boolean {
  const m = /^\/photos\/([a-z0-9-]+\.jpg)$/.exec(path);
  return m !== null && existsSync(resolve(photosDir, m[1] ?? ''));
}
/** Spec §2: the filter matches when title, metaDescription or content contains the word. */
function matchesFilter(p: (typeof demoProjects)[number], word: 'residential' | 'commercial'): boolean {
  return [p.title, p.metaDescription, p.content].some((t) => t.toLowerCase().includes(word));
}
/** Tags open and close in order (a light well-formedness check). */
function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (m[1] === '/') {
      if (stack.pop() !== m[2]) return false;
    } else stack.push(m[2] ?? '');
  }
  return stack.length === 0;
}

describe('service catalog', () => {
  it('has the first-run services of spec §2 "Service slugs", each with a page body, unique well-formed slugs and titles', () => {
    expect(serviceCatalog.map((s) => s.slug)).toEqual([
      'landscaping',
      'commercial-services',
      'outdoor-kitchens',
      'natural-stone-walls',
      'large-tree-planting',
      'hydro-seeding',
      'fertilizer',
      'drainage-systems',
      'putting-greens',
      'natural-stone-masonry',
      'patios-hardscape',
      'waterscapes-ponds',
      'fence-installation',
    ]);
    for (const entry of serviceCatalog) {
      expect(slugify(entry.slug)).toBe(entry.slug);
      expect(entry.longDescription.length).toBeGreaterThan(500);
    }
    expect(new Set(serviceCatalog.map((s) => s.title)).size).toBe(serviceCatalog.length);
  });

  it.each(serviceCatalog.map((s) => [s.slug, s] as const))('%s: card text, body length and tags', (_, s) => {
    expect(s.title.length).toBeGreaterThan(0);
    expect(s.description.length).toBeGreaterThan(40);
    expect(s.description.length).toBeLessThanOrEqual(180);
    expect(s.description).not.toMatch(/[<>]/);
    const words = wordCount(s.longDescription);
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(700);
    const tags = tagsOf(s.longDescription);
    expect(tags.filter((t) => !allowedTags.has(t))).toEqual([]);
    expect(tags).toContain('h2');
    expect(tags.filter((t) => t === 'p').length).toBeGreaterThanOrEqual(6);
    expect(balanced(s.longDescription)).toBe(true);
    expect(s.longDescription).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
  });

  it('never hard-codes the phone number or e-mail address', () => {
    for (const s of serviceCatalog) {
      const text = `${s.description} ${s.longDescription}`;
      expect(text).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}-\d{4}/);
      expect(text).not.toMatch(/@/);
    }
  });

  it('uses only photos that exist, and a placeholder for stone, patio, kitchen, fence, greens and commercial', () => {
    for (const s of serviceCatalog) if (s.image !== null) expect(photoFileExists(s.image), s.image).toBe(true);
    const placeholders = [
      'commercial-services',
      'outdoor-kitchens',
      'natural-stone-walls',
      'putting-greens',
      'natural-stone-masonry',
      'patios-hardscape',
      'fence-installation',
    ];
    for (const slug of placeholders) expect(serviceCatalog.find((s) => s.slug === slug)?.image).toBeNull();
  });

  it('gives every service its own icon', () => {
    expect(new Set(serviceCatalog.map((s) => s.icon)).size).toBe(13);
  });

  it('describes a 5-part fertilizer program with five named steps', () => {
    const body = serviceCatalog.find((s) => s.slug === 'fertilizer')?.longDescription ?? '';
    expect(body).toMatch(/5-part/);
    for (const n of [1, 2, 3, 4, 5]) expect(body).toMatch(new RegExp(`<h3>Step ${n}: [^<]+</h3>`));
    expect(body).not.toMatch(/Step 6/);
  });

  it('gives sod and hydro-seed cost ranges, labelled as estimates', () => {
    const body = serviceCatalog.find((s) => s.slug === 'hydro-seeding')?.longDescription ?? '';
    expect(body).toMatch(/estimate/i);
    expect(body).toContain('<table>');
    const rows = [...body.matchAll(/<tr><td>([^<]+)<\/td><td>\$(\d+\.\d\d) to \$(\d+\.\d\d)<\/td>/g)];
    const byMethod = new Map(rows.map((r) => [r[1], [Number(r[2]), Number(r[3])] as const]));
    const sod = byMethod.get('Sod');
    const seed = byMethod.get('Hydro-seed');
    expect(sod).toBeDefined();
    expect(seed).toBeDefined();
    if (!sod || !seed) return;
    expect(sod[0]).toBeLessThan(sod[1]);
    expect(seed[0]).toBeLessThan(seed[1]);
    expect(seed[1]).toBeLessThan(sod[0]);
  });
});

describe('demo projects', () => {
  const published = demoProjects.filter((p) => p.status === 'published');

  it('have unique ids and slugs; id is demo-<slug> and slug follows the title', () => {
    expect(new Set(demoProjects.map((p) => p.id)).size).toBe(demoProjects.length);
    expect(new Set(demoProjects.map((p) => p.slug)).size).toBe(demoProjects.length);
    expect(new Set(demoProjects.map((p) => p.title)).size).toBe(demoProjects.length);
    for (const p of demoProjects) {
      expect(p.slug).toBe(slugify(p.title));
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.id).toBe(`demo-${p.slug}`);
    }
  });

  it('include at least 10 published projects, exactly one draft and exactly one archived', () => {
    expect(published.length).toBeGreaterThanOrEqual(10);
    expect(demoProjects.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(demoProjects.filter((p) => p.status === 'archived')).toHaveLength(1);
  });

  it('each published project matches exactly one of the residential / commercial filters (spec §2)', () => {
    for (const p of published) {
      const r = matchesFilter(p, 'residential');
      const c = matchesFilter(p, 'commercial');
      expect(r !== c, `${p.id}: residential=${String(r)} commercial=${String(c)}`).toBe(true);
    }
    expect(published.filter((p) => matchesFilter(p, 'residential')).length).toBeGreaterThanOrEqual(4);
    expect(published.filter((p) => matchesFilter(p, 'commercial')).length).toBeGreaterThanOrEqual(4);
  });

  it('have valid service ids (1–3 each, no repeats)', () => {
    for (const p of demoProjects) {
      expect(p.serviceIds.length).toBeGreaterThanOrEqual(1);
      expect(p.serviceIds.length).toBeLessThanOrEqual(3);
      expect(new Set(p.serviceIds).size).toBe(p.serviceIds.length);
      for (const id of p.serviceIds) expect(serviceCatalog.map((s) => s.slug)).toContain(id);
    }
  });

  it('reference only photos that exist', () => {
    for (const p of demoProjects) {
      const images = [p.featuredImageUrl, p.beforeImageUrl, p.afterImageUrl, ...p.galleryImages];
      for (const img of images) if (img !== null) expect(photoFileExists(img), `${p.id}: ${img}`).toBe(true);
      expect(p.galleryImages.length).toBeLessThanOrEqual(4);
    }
  });

  it('cover every card image fallback: featured, after only, before only, none', () => {
    const pick = (p: (typeof published)[number]) => p.featuredImageUrl ?? p.afterImageUrl ?? p.beforeImageUrl;
    expect(published.some((p) => p.featuredImageUrl !== null)).toBe(true);
    expect(published.some((p) => p.featuredImageUrl === null && p.afterImageUrl !== null)).toBe(true);
    expect(
      published.some((p) => p.featuredImageUrl === null && p.afterImageUrl === null && p.beforeImageUrl !== null),
    ).toBe(true);
    expect(published.some((p) => pick(p) === null && p.galleryImages.length === 0)).toBe(true);
  });

  it('have complete, well-formed text fields', () => {
    for (const p of demoProjects) {
      expect(p.metaTitle.length, p.id).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length, p.id).toBeLessThanOrEqual(155);
      expect(p.excerpt.length, p.id).toBeGreaterThan(20);
      expect(p.location).toMatch(/^[A-Z][A-Za-z ]+, CT$/);
      expect(p.completionDate).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/,
      );
      expect(tagsOf(p.content).filter((t) => !projectTags.has(t))).toEqual([]);
      expect(balanced(p.content)).toBe(true);
      // The create form requires content of at least 10 characters (spec §5).
      expect(textOf(p.content).length).toBeGreaterThanOrEqual(10);
      // No made-up view counts: a project's views are the visits counted (ADR 0012).
      expect(p).not.toHaveProperty('views');
    }
  });

  it('have distinct creation ages between 5 and 700 days', () => {
    const ages = demoProjects.map((p) => p.createdDaysAgo);
    expect(new Set(ages).size).toBe(ages.length);
    for (const a of ages) expect(a >= 5 && a <= 700).toBe(true);
  });
});

describe('company story', () => {
  it('has 4–6 plain-text paragraphs that tell the story since the founding year', () => {
    expect(aboutStory.heading.length).toBeGreaterThan(0);
    expect(aboutStory.paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(aboutStory.paragraphs.length).toBeLessThanOrEqual(6);
    const all = [aboutStory.heading, ...aboutStory.paragraphs].join(' ');
    expect(all).toContain('1998');
    expect(all).toContain('Orange, CT');
    expect(all).toContain('New Haven County, CT and Fairfield County, CT');
    // A company that entered no town, area, year or credentials is claimed none of them.
    const bare = {
      ...demoSiteSettings,
      companyName: 'Acme',
      foundedYear: 0,
      areaServed: [],
      licenses: [],
      certifications: [],
      address: { ...demoSiteSettings.address, city: '', region: '' },
    };
    const blank = aboutStoryFor(bare);
    const blankText = [blank.heading, ...blank.paragraphs, ...whyChooseUsFor(bare)].join(' ');
    expect(blankText).not.toMatch(/Orange|\bCT\b|1998|[Ll]icen|[Cc]ertif/);
  });

  it('has 3–4 values and 4–6 why-choose-us points, all plain text', () => {
    expect(aboutStory.values.length).toBeGreaterThanOrEqual(3);
    expect(aboutStory.values.length).toBeLessThanOrEqual(4);
    expect(whyChooseUs.length).toBeGreaterThanOrEqual(4);
    expect(whyChooseUs.length).toBeLessThanOrEqual(6);
    const texts = [
      aboutStory.heading,
      ...aboutStory.paragraphs,
      ...aboutStory.values.flatMap((v) => [v.title, v.text]),
      ...whyChooseUs,
    ];
    for (const t of texts) {
      expect(t.trim().length).toBeGreaterThan(0);
      expect(t).not.toMatch(/[<>]/);
      expect(t).not.toMatch(/@|\d{3}-\d{4}/);
    }
  });
});
