/**
 * The Express 5 app behind the `api` function (DESIGN §1, §6). Exported for tests, which drive
 * it with supertest against the Firestore emulator (DESIGN §9).
 */
import express, { type Express } from 'express';
import { errorHandler, notFound } from './middleware/errors';
import { sessionMiddleware, type SessionVerifier } from './middleware/session';
import { authRouter } from './routes/auth-user';
import { objectFilesRouter } from './routes/object-files';
import { objectsRouter } from './routes/objects';
import { postWritesRouter, type ImageDeleter } from './routes/post-writes';
import { postsRouter } from './routes/posts';
import { servicesRouter } from './routes/services';
import { sessionRouter } from './routes/session';
import { verifyStaffSession } from './services/auth';
import { deleteStoredImages } from './services/object-store/delete-stored-images';

/** What createApp lets a caller replace (tests). */
export interface AppOptions {
  /** Session check; default verifyStaffSession (firebase-admin verifySessionCookie). */
  verifySession?: SessionVerifier;
  /** Deletes a post's stored images after DELETE/PUT /api/posts/:id; default deleteStoredImages. */
  deleteImages?: ImageDeleter;
}

/**
 * Builds the API app: security headers, JSON bodies (≤ 100 kB), the session reader, the read
 * routes, then JSON 404 and error handlers.
 * @returns a new Express app (no listening socket; onRequest or supertest drives it)
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  // Published images need no session: served before the session check (no Auth call per image).
  app.use('/objects', objectFilesRouter());
  app.use(express.json({ limit: '100kb' }));
  app.use(sessionMiddleware(options.verifySession ?? verifyStaffSession));

  app.use('/api/posts', postsRouter());
  app.use('/api/posts', postWritesRouter(options.deleteImages ?? ((paths) => deleteStoredImages(paths))));
  app.use('/api/services', servicesRouter());
  app.use('/api/auth', authRouter());
  app.use('/api/objects', objectsRouter());
  app.use('/api', sessionRouter());

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
