/**
 * Slug rule of spec §5: lowercase the title, remove characters other than letters, digits,
 * spaces and hyphens, turn spaces into hyphens, collapse repeated hyphens.
 * Leading and trailing hyphens are trimmed so a slug never starts or ends with one.
 * Letters and digits are ASCII ([a-z0-9]), since slugs go into URLs.
 *
 * @param title any text, e.g. "Stone Patio — Orange, CT" → "stone-patio-orange-ct"
 * @returns the slug, possibly "" when the title has no letters or digits
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
