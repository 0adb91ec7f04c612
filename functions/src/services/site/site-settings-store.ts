/**
 * The company details staff edit ("Company details"; DESIGN §5 `settings/site`): one
 * Firestore document holding the fields of contract `siteSettingsInputSchema` (as stored:
 * `phone` in display form plus `phoneHref`), plus who saved it and when. A field the document
 * lacks (one added later) takes contract `blankSiteSettings`' value; without a document the site
 * is not set up yet (no demo company on a real site; the local seed writes the demo
 * company for demo- projects). `siteUrl` always comes from the deployment (param SITE_URL;
 * services/site/server-site-settings.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { SiteSettings } from '@site/contract/site-settings';
import {
  settingsFromInput,
  siteSettingsSchema,
  type SiteSettingsInputParsed,
} from '@site/contract/site-settings-schema';
import { db, isAlreadyExists } from '../platform/firestore';
import { serverSiteSettings } from './server-site-settings';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';
import { logger } from 'firebase-functions/logger';

/** Path of the settings document (DESIGN §5). */
export const siteSettingsPath = 'settings/site';

/** A stored document: any subset of the settings (a field it lacks takes its default). */
const storedSettingsSchema = siteSettingsSchema.omit({ siteUrl: true }).partial();

/**
 * The effective settings and whether staff have saved them: the stored document over the blank
 * settings with the deployment's siteUrl. A stored document that fails the schema is logged and
 * ignored (the site then shows as not set up), so a bad write made outside the API can never put
 * wrong details on the public site.
 * @param env process.env (SITE_URL)
 * @returns every field of SiteSettings, including the staff-only ones (callers that answer
 *   visitors use contract publicSiteSettings()), and `saved`
 * @throws Firestore errors, or SITE_URL's (services/site/server-site-settings.ts), to the caller
 */
export async function readSiteSettingsState(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ settings: SiteSettings; saved: boolean }> {
  const defaults = serverSiteSettings(env);
  const snapshot = await db().doc(siteSettingsPath).get();
  if (!snapshot.exists) return { settings: defaults, saved: false };
  const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = snapshot.data() ?? {};
  const parsed = storedSettingsSchema.safeParse(fields);
  if (!parsed.success) {
    logger.error(`${siteSettingsPath} does not match the settings schema; the site shows as not set up`, {
      fields: Object.keys(parsed.error.flatten().fieldErrors),
    });
    return { settings: defaults, saved: false };
  }
  return { settings: { ...defaults, ...parsed.data }, saved: true };
}

/**
 * The effective settings (readSiteSettingsState without the flag): what GET /api/settings answers
 * and the e-mails of a request use.
 * @throws as readSiteSettingsState
 */
export async function readSiteSettings(env: NodeJS.ProcessEnv = process.env): Promise<SiteSettings> {
  return (await readSiteSettingsState(env)).settings;
}

/**
 * Saves the company details (every editable field, replacing the document), then drops the
 * visitor read cache so public pages show them at their next render (DESIGN §12).
 * @param input a parsed `PUT /api/settings` body (contract siteSettingsInputSchema)
 * @param uid the staff member who saved it (kept with the document, never their e-mail)
 * @returns the effective settings after the write
 * @throws Firestore errors to the caller (nothing was written then)
 */
export async function writeSiteSettings(
  input: SiteSettingsInputParsed,
  uid: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SiteSettings> {
  const fields = settingsFromInput(input);
  await db()
    .doc(siteSettingsPath)
    .set({ ...fields, updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });
  await invalidateVisitorReads();
  return { ...serverSiteSettings(env), ...fields };
}

/** `updatedBy` of the settings the seed wrote (staff saves write their uid). */
export const seedEditor = 'seed';

/**
 * Have staff saved the Company section ? The document exists and its last
 * write was not the seed's.
 * @throws Firestore errors to the caller
 */
export async function settingsSavedByStaff(): Promise<boolean> {
  const snapshot = await db().doc(siteSettingsPath).get();
  return snapshot.exists && snapshot.get('updatedBy') !== seedEditor;
}

/**
 * Writes the defaults when no settings document exists (the seed: DESIGN §4, idempotent; staff
 * edits are never overwritten).
 * @returns true when it wrote the document
 * @throws Firestore errors to the caller
 */
export async function seedSiteSettings(defaults: Omit<SiteSettings, 'siteUrl'>): Promise<boolean> {
  const ref = db().doc(siteSettingsPath);
  try {
    await ref.create({ ...defaults, updatedAt: FieldValue.serverTimestamp(), updatedBy: seedEditor });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
