/**
 * Pure logic of the Admin Panel (spec §2 Admin Panel, §4, §5): the filters (run by the server:
 * features/admin/api/get-admin-posts.ts), the Publish/Unpublish target, and the texts of a row
 * (subtitle, dates, public page).
 *
 * 'Manage Projects' lists projects only: service and page posts are edited in their own
 * sections (Services, Pages), where removing one says what it does (it drops an edit, the
 * built-in text comes back). Spec §2's type filter (all, project, service, page) sorted that
 * mixed list; with projects alone, "type" is the kind of project: all, residential or
 * commercial, by the public gallery's own rule (lib/project-sector.ts), and the Type column
 * shows it.
 */
import type { Post, PostStatus } from '@site/contract/post';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import { postPublicPath } from '../../lib/live-pages';
import { projectSectors, type FilterablePost } from '../../lib/project-sector';

export type StatusFilter = 'all' | PostStatus;
/** The Type filter: the kind of project (spec §2 Projects gallery's residential/commercial rule). */
export type TypeFilter = 'all' | 'residential' | 'commercial';

export interface AdminFilters {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
}

export const noFilters: AdminFilters = { search: '', status: 'all', type: 'all' };

/** Takes a filter's values and the label of 'all'; returns its options, the other labels capitalized. */
function filterOptions<T extends string>(values: readonly T[], allLabel: string) {
  return values.map((value) => ({ value, label: value === 'all' ? allLabel : capitalize(value) }));
}

/** Options of the status filter, in the spec's order. */
export const statusFilterOptions = filterOptions<StatusFilter>(
  ['all', 'published', 'draft', 'archived'],
  'All statuses',
);

/** Options of the type filter. */
export const typeFilterOptions = filterOptions<TypeFilter>(['all', 'residential', 'commercial'], 'All types');

/** Spec §4: Unpublish makes a published post draft; Publish makes any other status published. */
export function nextStatus(status: PostStatus): 'draft' | 'published' {
  return status === 'published' ? 'draft' : 'published';
}

/** Label of the status menu action: 'Unpublish' for a published post, else 'Publish'. */
export function statusActionLabel(status: PostStatus): 'Publish' | 'Unpublish' {
  return status === 'published' ? 'Unpublish' : 'Publish';
}

/** The Type column: "Residential", "Commercial", both, or "Project" when the words name neither. */
export function projectTypeLabel(post: FilterablePost): string {
  const sectors = projectSectors(post);
  return sectors.length > 0 ? sectors.map(capitalize).join(', ') : 'Project';
}

/** "Published", "Draft", "Project": a capitalised enum value. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A date for the table: "Nov 16, 2026".
 * @param iso an ISO 8601 timestamp
 * @param timeZone IANA zone (default: the browser's); tests pass 'UTC'
 * @returns the formatted date, or '' when `iso` is not a date
 */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}

/**
 * A completion date as written by staff: free text ("October 2026") is kept; an ISO date or
 * month from a date input ("2026-05-01", "2026-05") becomes "May 1, 2026" / "May 2026".
 */
export function formatCompletionDate(value: string): string {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(month) - 1) return text;
  const options: Intl.DateTimeFormatOptions = day
    ? { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }
    : { year: 'numeric', month: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat('en-US', options).format(date);
}

/**
 * The Project cell's subtitle (spec §2): "location • completion date", either part alone when
 * the other is missing, or null when both are.
 */
export function projectSubtitle(post: Pick<Post, 'location' | 'completionDate'>): string | null {
  const parts = [
    post.location?.trim(),
    post.completionDate ? formatCompletionDate(post.completionDate) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' • ') : null;
}

/** The public page of a post, opened by View (null: View is disabled). */
export const publicPath = postPublicPath;

/**
 * The editor of a post, opened by Edit: the project form, or the post's entry in the Services or
 * Pages section, where service and page posts are edited.
 */
export function editPath(post: Pick<Post, 'id' | 'type' | 'slug'>): string {
  if (post.type === 'service') return adminPaths.service(post.slug);
  if (post.type === 'page') return adminPaths.page(post.slug);
  return paths.editPost(post.id);
}
