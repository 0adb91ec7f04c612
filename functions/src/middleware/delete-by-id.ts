/**
 * The `DELETE /:id` handler of a staff collection whose items go for good (the reviews and redirects
 * routers): 204 when the item was there, 404 with the collection's body when it was not (an id of
 * the wrong form is not there either). Mount after csrfGuard and requireStaff.
 */
import type { RequestHandler } from 'express';

/**
 * @param remove deletes the item; resolves true when it existed (e.g. reviews-store `deleteReview`)
 * @param notFound the 404 body, e.g. `{ message: 'Review not found' }`
 * @returns the Express handler; a failure of `remove` reaches the app's error handler (500)
 */
export function deleteById(remove: (id: string) => Promise<boolean>, notFound: { message: string }): RequestHandler {
  return async (req, res) => {
    if (await remove((req.params as { id: string }).id)) res.status(204).end();
    else res.status(404).json(notFound);
  };
}
