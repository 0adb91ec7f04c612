import { describe, expect, it } from 'vitest';
import { sectionAt } from './admin-section';

const sections = [{ url: '/admin' }, { url: '/admin/leads' }, { url: '/admin/leads-archive' }];

describe('sectionAt', () => {
  it('finds /admin only at /admin itself', () => {
    expect(sectionAt(sections, '/admin')).toBe(sections[0]);
    expect(sectionAt(sections, '/admin/')).toBe(sections[0]);
    expect(sectionAt(sections, '/admin/unknown')).toBeUndefined();
  });

  it('finds a section at its URL and below it, by whole path segments', () => {
    expect(sectionAt(sections, '/admin/leads')).toBe(sections[1]);
    expect(sectionAt(sections, '/admin/leads/abc123')).toBe(sections[1]);
    expect(sectionAt(sections, '/admin/leads-archive')).toBe(sections[2]);
    expect(sectionAt(sections, '/admin/leadsx')).toBeUndefined();
  });

  it('finds nothing outside /admin', () => {
    expect(sectionAt(sections, '/contact')).toBeUndefined();
    expect(sectionAt(sections, '/administration')).toBeUndefined();
  });
});
