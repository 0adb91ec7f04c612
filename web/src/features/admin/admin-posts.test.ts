import { describe, expect, it } from 'vitest';
import {
  editPath,
  formatCompletionDate,
  formatDate,
  nextStatus,
  projectTypeLabel,
  projectSubtitle,
  publicPath,
  statusActionLabel,
} from './admin-posts';

const posts = [
  {
    id: 'a',
    title: 'Bluestone Patio',
    content: '<p>A residential seat wall in Woodbridge</p>',
    metaDescription: null,
    status: 'published',
    type: 'project',
  },
  {
    id: 'b',
    title: 'Granite Steps',
    content: null,
    metaDescription: 'Commercial entry',
    status: 'draft',
    type: 'project',
  },
  {
    id: 'c',
    title: 'Landscaping',
    content: '<p>Lawns and PATIOS</p>',
    metaDescription: null,
    status: 'published',
    type: 'service',
  },
  { id: 'd', title: 'About us', content: 'Since 1998', metaDescription: null, status: 'archived', type: 'page' },
  { id: 'e', title: 'Old Wall', content: 'Patio rebuilt', metaDescription: null, status: 'archived', type: 'project' },
] as const;

describe('the Type column', () => {
  it('names the kind of project in the Type column', () => {
    expect(posts.map(projectTypeLabel)).toEqual(['Residential', 'Commercial', 'Project', 'Project', 'Project']);
    expect(projectTypeLabel({ title: 'Residential and commercial', content: null, metaDescription: null })).toBe(
      'Residential, Commercial',
    );
  });
});

describe('status toggle', () => {
  it.each([
    ['published', 'draft', 'Unpublish'],
    ['draft', 'published', 'Publish'],
    ['archived', 'published', 'Publish'],
  ] as const)('unpublishes published posts and publishes any other: %s → %s (%s)', (status, next, label) => {
    expect(nextStatus(status)).toBe(next);
    expect(statusActionLabel(status)).toBe(label);
  });
});

describe('row texts', () => {
  it('formats created dates', () => {
    expect(formatDate('2026-11-16T10:07:26.897Z', 'UTC')).toBe('Nov 16, 2026');
    expect(formatDate('2026-01-01T02:00:00Z', 'America/New_York')).toBe('Dec 31, 2025');
    expect(formatDate('not a date')).toBe('');
  });
  it('keeps free-text completion dates and formats ISO ones', () => {
    expect(formatCompletionDate('October 2026')).toBe('October 2026');
    expect(formatCompletionDate('2026-05')).toBe('May 2026');
    expect(formatCompletionDate('2026-05-01')).toBe('May 1, 2026');
    expect(formatCompletionDate('2026-13-01')).toBe('2026-13-01');
  });
  it('joins location and completion date with a bullet', () => {
    expect(projectSubtitle({ location: 'Orange, CT', completionDate: 'October 2026' })).toBe(
      'Orange, CT • October 2026',
    );
    expect(projectSubtitle({ location: 'Orange, CT', completionDate: null })).toBe('Orange, CT');
    expect(projectSubtitle({ location: ' ', completionDate: '2026-05' })).toBe('May 2026');
    expect(projectSubtitle({ location: null, completionDate: null })).toBeNull();
  });
  it('links projects and services to their public pages', () => {
    expect(publicPath({ type: 'project', slug: 'koi-pond' })).toBe('/project/koi-pond');
    expect(publicPath({ type: 'service', slug: 'landscaping' })).toBe('/service/landscaping');
    expect(publicPath({ type: 'page', slug: 'about' })).toBe('/about');
    expect(publicPath({ type: 'page', slug: 'home' })).toBe('/');
    expect(publicPath({ type: 'page', slug: 'faq' })).toBeNull();
    expect(editPath({ id: 'p1', type: 'project', slug: 'koi-pond' })).toBe('/admin/posts/p1/edit');
    expect(editPath({ id: 's1', type: 'service', slug: 'fertilizer' })).toBe('/admin/services/fertilizer');
    expect(editPath({ id: 'a1', type: 'page', slug: 'about' })).toBe('/admin/pages/about');
  });
});
