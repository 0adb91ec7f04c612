/**
 * Every content migration, in order (ADR 0016: each idempotent), for `npm run migrate`
 * (migrations/cli.ts) and the local stack's seed (seed/cli.ts): first the defaults a new site
 * needs (ADR 0031), then the conversions of older data, last the posts' list fields (made from the converted text).
 */
import { formatDefaultServices, writeDefaultServices } from './default-services';
import { clearForeignImages, formatForeignImages } from './clear-foreign-images';
import { backfillLeadFields, formatLeadFieldsBackfill } from './backfill-lead-fields';
import { formatMigration, migrateLegacyContent } from './migrate-legacy-content';
import { formatSlugReservations, reserveExistingSlugs } from './reserve-slugs';
import { backfillPostListFields, formatPostListFields } from './post-list-fields';

/**
 * Runs the migrations one after another.
 * @returns one log line per migration
 * @throws the first migration's error (later ones do not run)
 */
export async function runMigrations(): Promise<string[]> {
  return [
    formatDefaultServices(await writeDefaultServices()),
    formatMigration(await migrateLegacyContent()),
    formatForeignImages(await clearForeignImages()),
    formatSlugReservations(await reserveExistingSlugs()),
    formatPostListFields(await backfillPostListFields()),
    formatLeadFieldsBackfill(await backfillLeadFields()),
  ];
}
