/**
 * A post's status as a badge (spec §4: published green, draft yellow, archived grey). The
 * colour pairs keep at least 4.5:1 contrast.
 */
import Chip from '@mui/material/Chip';
import type { PostStatus } from '@site/contract/post';
import { capitalize } from '../admin-posts';

const colours: Record<PostStatus, { bg: string; fg: string }> = {
  published: { bg: '#dcfce7', fg: '#166534' },
  draft: { bg: '#fef9c3', fg: '#854d0e' },
  archived: { bg: '#e5e7eb', fg: '#374151' },
};

/** The status badge of a row. */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { bg, fg } = colours[status];
  return (
    <Chip
      label={capitalize(status)}
      size="small"
      data-status={status}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600, borderRadius: 999, height: 24 }}
    />
  );
}
