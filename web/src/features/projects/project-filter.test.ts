import { describe, expect, it } from 'vitest';
import { matchesProjectFilter } from '../../lib/project-sector';
import { filterFromLocation, parseProjectFilter } from './project-filter';

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
