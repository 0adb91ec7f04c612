/**
 * The 'Manage Projects' card of the Admin Panel (spec §2): the projects (admin-posts.ts), one page
 * at a time with Previous/Next (DESIGN §5 "Lists read pages"; the search, status and type run on
 * the server, and a change of them starts again at page one), 'Loading projects...', 'No projects found.' with 'Clear Search', row
 * actions (Publish/Unpublish, Delete with confirmation) and their toasts (spec §8). The list
 * itself is the shared staff list (components/ui/staff-list.tsx): here are its columns —
 * Project (thumbnail, title, "location • completion date"), Type, Status, Views, Created,
 * Actions — and the phone card (summary and actions on top, then status, type, views, created).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { projectImage } from '@site/contract/project-images';
import { Link as RouterLink } from 'react-router';
import type { Post } from '@site/contract/post';
import { useEffect, useState } from 'react';
import { ListPager } from '../../../components/ui/list-pager';
import { filterBinder, StaffList, type StaffListColumn } from '../../../components/ui/staff-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListPages } from '../../../lib/use-list-pages';
import {
  editPath,
  formatDate,
  nextStatus,
  noFilters,
  projectSubtitle,
  projectTypeLabel,
  statusFilterOptions,
  typeFilterOptions,
} from '../admin-posts';
import { useDeletePost } from '../api/delete-post';
import { adminPageSize, useAdminPostPage } from '../api/get-admin-posts';
import { isStaleCursorError } from '../api/staff-collection';
import { useUpdatePostStatus } from '../api/update-post-status';
import { DeletePostDialog } from './delete-post-dialog';
import { PostActionsMenu } from './post-actions-menu';
import { PostThumbnail } from './post-thumbnail';
import { StatusBadge } from './status-badge';

/** "1 project", "15 projects". */
const countOf = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/**
 * Title and subtitle of a post, beside its thumbnail (the photo its public card shows: featured,
 * after, before, as in the Trash). The title is the link to its edit screen.
 */
function PostSummary({ post }: { post: Post }) {
  const subtitle = projectSubtitle(post);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <PostThumbnail src={projectImage(post)} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={editPath(post)}
          underline="always"
          color="inherit"
          sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3, py: 0.25, textUnderlineOffset: '3px' }}
        >
          {post.title}
        </Link>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Typing pause (ms) before the search box's text is sent. */
const searchDelayMs = 300;

/** The list, its filters, the row actions and the delete dialog. */
export function ManageProjects() {
  const [filters, setFilters] = useState(noFilters);
  const bind = filterBinder(filters, setFilters);
  const search = useDebouncedValue(filters.search.trim(), searchDelayMs);
  const sent = { ...filters, search };
  const paging = useListPages(JSON.stringify(sent));
  const posts = useAdminPostPage(sent, paging.cursor);
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const statusChange = useUpdatePostStatus();
  const deletion = useDeletePost();
  const page = posts.data;
  const visible = page?.items ?? [];
  const { first } = paging;
  // The post a page started after has gone (deleted meanwhile): start again from page one.
  useEffect(() => {
    if (isStaleCursorError(posts.error)) first();
  }, [posts.error, first]);

  const busyId = statusChange.isPending
    ? (statusChange.variables?.id ?? null)
    : deletion.isPending
      ? (deletion.variables ?? null)
      : null;
  const actions = (post: Post) => (
    <PostActionsMenu
      post={post}
      busy={busyId === post.id}
      onToggleStatus={() => statusChange.mutate({ id: post.id, status: nextStatus(post.status) })}
      onDelete={setToDelete}
    />
  );
  const columns: StaffListColumn<Post>[] = [
    { header: 'Project', sx: { maxWidth: 420 }, render: (post) => <PostSummary post={post} /> },
    { header: 'Type', render: projectTypeLabel },
    { header: 'Status', render: (post) => <StatusBadge status={post.status} /> },
    { header: 'Views', align: 'right', render: (post) => post.views.toLocaleString('en-US') },
    { header: 'Created', sx: { whiteSpace: 'nowrap' }, render: (post) => formatDate(post.createdAt) },
    { header: 'Actions', align: 'right', render: actions },
  ];
  const card = (post: Post) => (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PostSummary post={post} />
        </Box>
        {actions(post)}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <StatusBadge status={post.status} />
        <Typography variant="body2" color="text.secondary">
          {projectTypeLabel(post)} · {post.views.toLocaleString('en-US')} {post.views === 1 ? 'view' : 'views'} ·
          Created {formatDate(post.createdAt)}
        </Typography>
      </Box>
    </Box>
  );

  return (
    <StaffList
      sectionLabel={{ labelledBy: 'manage-projects-heading' }}
      heading={
        <Box
          sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="manage-projects-heading" variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' } }}>
            Manage Projects
          </Typography>
          {page && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {countOf(page.total)}
            </Typography>
          )}
        </Box>
      }
      search={{ label: 'Search projects', placeholder: 'Search by title or content', ...bind('search') }}
      filters={[
        { label: 'Status', options: statusFilterOptions, ...bind('status') },
        { label: 'Type', options: typeFilterOptions, ...bind('type') },
      ]}
      filterWidth={180}
      query={posts}
      items={visible}
      itemKey={(post) => post.id}
      dataKey="post-id"
      label="Projects"
      columns={columns}
      tableMinWidth={760}
      renderCard={card}
      loadingText="Loading projects..."
      errorText="Could not load projects. Please try again."
      empty={{
        text: 'No projects found.',
        onClearSearch: filters.search.trim() !== '' ? () => setFilters({ ...filters, search: '' }) : undefined,
      }}
      footer={
        <>
          <ListPager
            paging={paging}
            pageSize={adminPageSize}
            page={page}
            label="Projects pages"
            countOf={countOf}
            busy={posts.isPlaceholderData}
          />
          <DeletePostDialog
            post={toDelete}
            pending={deletion.isPending}
            onCancel={() => setToDelete(null)}
            onConfirm={(post) => deletion.mutate(post.id, { onSettled: () => setToDelete(null) })}
          />
        </>
      }
    />
  );
}
