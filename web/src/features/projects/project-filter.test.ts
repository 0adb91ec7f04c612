import { describe, expect, it } from 'vitest';
import { matchesProjectFilter } from '../../lib/project-sector';
import { projectsPageSize, type ProjectCardData } from '@site/contract/project-card';
import {
  cursorFromSearch,
  cursorQuery,
  filterFromLocation,
  galleryNeighbours,
  galleryRange,
  homeProjects,
  parseProjectFilter,
} from './project-filter';

const post = (title: string, metaDescription: string | null = null, content: string | null = null) => ({
  title,
  metaDescription,
  content,
});

describe('matchesProjectFilter (spec §2 word match)', () => {
  it('all matches everything, even a post without the words', () => {
    expect(matchesProjectFilter(post('Stone wall'), 'all')).toBe(true);
  });
  it('matches the word in the title, case-insensitive', () => {
    expect(matchesProjectFilter(post('RESIDENTIAL patio'), 'residential')).toBe(true);
    expect(matchesProjectFilter(post('Commercial Plaza'), 'commercial')).toBe(true);
  });
  it('matches the word in metaDescription', () => {
    expect(matchesProjectFilter(post('Plaza', 'A commercial courtyard'), 'commercial')).toBe(true);
  });
  it('matches the word in the HTML content', () => {
    expect(
      matchesProjectFilter(post('Garden', null, '<p>A <strong>Residential</strong> garden</p>'), 'residential'),
    ).toBe(true);
  });
  it('does not match when no field contains the word', () => {
    expect(matchesProjectFilter(post('Garden', 'Lovely', '<p>Stone</p>'), 'commercial')).toBe(false);
    expect(matchesProjectFilter(post('Commercial lot', null, null), 'residential')).toBe(false);
  });
  it('matches a word inside a longer word (substring match)', () => {
    expect(matchesProjectFilter(post('Noncommercial garden'), 'commercial')).toBe(true);
  });
  it('a post can match both filters', () => {
    const p = post('Residential and commercial');
    expect(matchesProjectFilter(p, 'residential') && matchesProjectFilter(p, 'commercial')).toBe(true);
  });
});

describe('parseProjectFilter', () => {
  it.each([
    ['residential', 'residential'],
    ['Commercial', 'commercial'],
    ['ALL', 'all'],
  ])('reads residential, commercial and all in any case: %s', (value, filter) => {
    expect(parseProjectFilter(value)).toBe(filter);
  });
  it.each([null, undefined, '', 'industrial'])('defaults to all for missing or unknown values: %s', (value) => {
    expect(parseProjectFilter(value)).toBe('all');
  });
});

describe('filterFromLocation (spec §2: path, else ?filter=, default all)', () => {
  it('reads the filter from the path', () => {
    expect(filterFromLocation('/projects/residential', '')).toBe('residential');
    expect(filterFromLocation('/projects/commercial/', '')).toBe('commercial');
  });
  it('reads ?filter= on /projects and /category/projects', () => {
    expect(filterFromLocation('/projects', '?filter=commercial')).toBe('commercial');
    expect(filterFromLocation('/category/projects', 'filter=residential')).toBe('residential');
  });
  it('the path wins over the query parameter', () => {
    expect(filterFromLocation('/projects/residential', '?filter=commercial')).toBe('residential');
  });
  it('defaults to all, and bad values read as all', () => {
    expect(filterFromLocation('/projects', '')).toBe('all');
    expect(filterFromLocation('/category/projects', '?filter=bogus')).toBe('all');
    expect(filterFromLocation('/projects', '?filter=')).toBe('all');
  });
});

describe('the gallery pages (ADR 0036)', () => {
  const card = (id: string, sectors: ProjectCardData['sectors'] = []): ProjectCardData => ({
    id,
    slug: id,
    title: id,
    location: null,
    excerpt: null,
    image: null,
    sectors,
  });

  it('reads the cursor of a URL: after wins, empty values are none', () => {
    expect(cursorFromSearch('?after=stone-wall&before=patio')).toEqual({ after: 'stone-wall' });
    expect(cursorFromSearch('?before=patio')).toEqual({ before: 'patio' });
    expect(cursorFromSearch('?after=&filter=commercial')).toBeNull();
    expect(cursorQuery({ after: 'a b' })).toBe('?after=a+b');
    expect(cursorQuery(null)).toBe('');
  });

  it('links the newer page as the first page when the newer projects fit on one page', () => {
    const page = { newer: 'p13', older: 'p24', newerCount: projectsPageSize };
    expect(galleryNeighbours(page)).toEqual({ newer: '', older: '?after=p24' });
    expect(galleryNeighbours({ ...page, newerCount: projectsPageSize + 1 })).toEqual({
      newer: '?before=p13',
      older: '?after=p24',
    });
    expect(galleryNeighbours({ newer: null, older: null, newerCount: 0 })).toEqual({ newer: null, older: null });
  });

  it('names the place of a page in the list', () => {
    const cards = [card('a'), card('b')];
    expect(galleryRange({ cards, newerCount: 1200, total: 1500 })).toBe('1,201–1,202 of 1,500');
    expect(galleryRange({ cards, newerCount: 0, total: null })).toBe('1–2');
  });

  it('merges the home page filters’ newest cards so each filter keeps its own order', () => {
    const [r1, c1, b1, r2, c2] = [
      card('r1', ['residential']),
      card('c1', ['commercial']),
      card('b1', ['residential', 'commercial']),
      card('r2', ['residential']),
      card('c2', ['commercial']),
    ];
    const { cards, more } = homeProjects({
      all: { cards: [r1, c1], older: 'c1' },
      residential: { cards: [r1, b1, r2], older: null },
      commercial: { cards: [c1, c2, b1], older: 'b1' },
    });
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const order = (list: ProjectCardData[]) => list.map((c) => ids.indexOf(c.id));
    for (const list of [
      [r1, c1],
      [r1, b1, r2],
      [c1, c2, b1],
    ])
      expect(order(list)).toEqual([...order(list)].sort((a, b) => a - b));
    expect(more).toEqual(['all', 'commercial']);
  });
});
