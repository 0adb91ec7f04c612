/**
 * API paths and the error body shape (DESIGN §6). The browser talks only to /api/* and /objects/*.
 */
import { z } from 'zod';

export const apiPaths = {
  authUser: '/api/auth/user',
  login: '/api/login',
  logout: '/api/logout',
  session: '/api/session',
  posts: '/api/posts',
  post: (idOrSlug: string) => `/api/posts/${encodeURIComponent(idOrSlug)}`,
  services: '/api/services',
  objectsUpload: '/api/objects/upload',
  objectsAcl: '/api/objects/acl',
} as const;

/** Every error response: `{message}`; validation errors add `errors: {field: text}`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET /api/auth/user for a staff session (DESIGN §6). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
