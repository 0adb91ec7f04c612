/**
 * Revisions of a post for staff ("Revisions"; services/posts/revisions.ts), mounted at
 * /api/posts. Every route checks the staff session on the server (requireStaff: 401), the restore
 * also CSRF (csrfGuard: 403); answers are `private, no-store`.
 * - GET /:id/revisions                      → 200 RevisionSummary[] newest first · 404 (no such post)
 * - GET /:id/revisions/:revisionId          → 200 RevisionDetail (the version's fields) · 404
 * - POST /:id/revisions/:revisionId/restore → 200 Post (a save: the replaced version is a new
 *   revision) · 404 · 409 (a service or page slug another post holds now)
 */
import { Router } from 'express';
import { logger } from 'firebase-functions/logger';
import { changedParts, type RevisionDetail, type RevisionSummary } from '@site/contract/revisions';
import { changeSnippet, paragraphText } from '@site/contract/revision-text';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff, staffEditor, staffLogFields } from '../middleware/require-staff';
import { refuseGoneImages, sendPost } from '../middleware/send-post';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { findPost, isDocumentId } from '../services/posts/posts-store';
import { restoreRevision } from '../services/posts/revision-restore';
import { listRevisions, type StoredRevision } from '../services/posts/revisions';

/** 404 body of an unknown post or revision. */
const notFound = { message: 'Revision not found' };

/** The text of a version: its body, else its card text. */
const bodyText = (fields: StoredRevision['fields']) => paragraphText(fields.content || fields.excerpt || '');

/** A revision as the list shows it, with what the save after it changed. */
function summaryOf(revision: StoredRevision, newer: StoredRevision['fields']): RevisionSummary {
  return {
    id: revision.id,
    title: revision.fields.title,
    status: revision.fields.status,
    savedAt: revision.savedAt.toDate().toISOString(),
    savedBy: revision.savedBy?.name ?? null,
    replacedAt: revision.replacedAt.toDate().toISOString(),
    replacedBy: revision.replacedBy?.name ?? null,
    restoredFrom: revision.restoredFrom,
    changes: changedParts(revision.fields, newer),
    snippet: changeSnippet(bodyText(revision.fields), bodyText(newer)),
  };
}

/**
 * The revisions router.
 * @param deleteImages the object store's image deletion (photos freed when old revisions are pruned)
 */
export function revisionsRouter(deleteImages?: ImageDeleter): Router {
  const router = Router();
  router.use('/:id/revisions', (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  /** The post and its summaries, newest first; null when there is no such post. */
  const summaries = async (id: string) => {
    const post = isDocumentId(id) ? await findPost(id, false) : null;
    if (!post || post.id !== id) return null;
    const revisions = await listRevisions(id);
    return revisions.map((revision, i) => ({
      revision,
      summary: summaryOf(revision, revisions[i - 1]?.fields ?? post.fields),
    }));
  };

  router.get('/:id/revisions', requireStaff, async (req, res) => {
    const list = await summaries((req.params as { id: string }).id);
    if (!list) res.status(404).json(notFound);
    else res.json(list.map((entry) => entry.summary));
  });

  router.get('/:id/revisions/:revisionId', requireStaff, async (req, res) => {
    const { id, revisionId } = req.params as { id: string; revisionId: string };
    const found = (await summaries(id))?.find((entry) => entry.revision.id === revisionId);
    if (!found) {
      res.status(404).json(notFound);
      return;
    }
    const detail: RevisionDetail = { ...found.summary, post: found.revision.fields };
    res.json(detail);
  });

  router.post('/:id/revisions/:revisionId/restore', csrfGuard, requireStaff, async (req, res) => {
    const { id, revisionId } = req.params as { id: string; revisionId: string };
    const result = await refuseGoneImages(res, {}, () => restoreRevision(id, revisionId, staffEditor(res)));
    if (!result) return;
    if (result.kind === 'not-found') {
      res.status(404).json(notFound);
      return;
    }
    if (result.kind === 'taken') {
      res.status(409).json({
        message: `Another ${result.type} post holds “${result.slug}” now: this version cannot take it back. Reset that text first.`,
      });
      return;
    }
    logger.info(`post ${id} restored to revision ${revisionId}`, staffLogFields(res));
    await removeImages(deleteImages, result.removedImages, `post ${id} revision restore`);
    await sendPost(res, 200, result.post);
  });

  return router;
}
