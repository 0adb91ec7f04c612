/**
 * The editor page of one service or page part ("Services", "Pages"): its header with the
 * status of the slug's post, then, once the posts of its type are loaded, `form(post)` (the post
 * holding the slug's own text, or undefined for the built-in text) and the post's revisions
 *. Loading, failure and retry as every admin section (admin-section-states).
 */
import Box from '@mui/material/Box';
import type { Post } from '@site/contract/post';
import type { ReactNode } from 'react';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { useFixedSlugPosts, type FixedSlugType } from '../api/fixed-slug-posts';
import { overrideStatus, postsBySlug } from '../override-status';
import { OverrideEditorHeader, type OverrideEditorHeaderProps } from './override-editor-header';
import { RevisionsPanel } from './revisions-panel';

export interface OverrideEditPageProps {
  type: FixedSlugType;
  slug: string;
  /** The header but its status, which comes from the post. */
  header: Omit<OverrideEditorHeaderProps, 'status'>;
  /** 'Loading the service...' */
  loading: string;
  /** 'The service could not be loaded.' */
  failed: string;
  /** Other data the form also waits for. */
  pending?: boolean;
  /** Whether a built-in text stands in while there is no post (false: a service staff added). */
  hasBuiltIn?: boolean;
  /** What comes after the text's form and its revisions (a service's address and visibility). */
  settings?: ReactNode;
  form: (post: Post | undefined) => ReactNode;
}

/** Header, then the form and revisions of the slug's post. */
export function OverrideEditPage({
  type,
  slug,
  header,
  loading,
  failed,
  pending,
  hasBuiltIn = true,
  settings,
  form,
}: OverrideEditPageProps) {
  const posts = useFixedSlugPosts(type);
  const post = posts.data ? postsBySlug(posts.data).get(slug) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, maxWidth: 920 }}>
      <OverrideEditorHeader {...header} status={overrideStatus(post, hasBuiltIn)} />
      <AdminQueryState query={posts} loading={loading} failed={failed} pending={pending}>
        {() => (
          <>
            {form(post)}
            {post && <RevisionsPanel post={post} />}
          </>
        )}
      </AdminQueryState>
      {settings}
    </Box>
  );
}
