/**
 * The licensed demo photos of the repository (assets/photos, CREDITS.md), as file paths for
 * uploads in browser tests, wherever the checkout is.
 */
import path from 'node:path';

/** Absolute path of `assets/photos/{name}`, e.g. demoPhoto('lake-pier.jpg'). */
export const demoPhoto = (name: string): string => path.resolve(import.meta.dirname, '../../../assets/photos', name);
