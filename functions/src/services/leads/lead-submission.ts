/**
 * A visitor's request for an estimate, from its body to the stored lead and its first e-mail run:
 * the one path of POST /api/leads (routes/leads.ts,
 * JSON from the form's island) and of the /contact route's action (a native `<form method="post">`,
 * through the page server, routes/pages.ts). The HTTP parts (CSRF/origin rules, rate limits,
 * status codes) stay with each caller.
 *
 * Order, as DESIGN §5 asks: the contract's leadInputSchema parses the body; the spam rules
 * (honeypot, minimum fill time: lead-spam.ts) judge it; the lead is written first (with its
 * idempotency record when a key came), then its e-mails are sent once (a failure leaves them
 * pending for the retry job); a request judged spam is stored `spam` and sends nothing.
 */
import { controlCharacterField, controlCharacterMessage } from '@site/contract/plain-text';
import type { LeadSubmission } from '@site/contract/page-server';
import { logger } from 'firebase-functions/logger';
import { fieldErrors } from '@site/contract/api';
import { findPost } from '../posts/posts-store';
import { sendHeldLeadMail } from './lead-delivery';
import { formStampTime } from './form-stamp';
import { isSpam, spamSignalsOf } from './lead-spam';
import { cachedSiteData } from '../site/site-data';
import { leadInputSchema, leadReferencePrefix } from '@site/contract/lead';
import {
  createLeadOnce,
  IdempotencyConflictError,
  idempotencyOf,
  UnknownPhotoError,
  type NewLead,
} from './lead-writes';

export type { LeadSubmission };

/** The field error of a photo id that is unknown, expired or another request's. */
export const unknownPhotoMessage = 'A photo could not be found (it may have expired). Please add it again.';

/** The message of a key sent again with other details. */
export const idempotencyConflictMessage =
  'This request was already sent with other details. Reload the page to send a new one.';

/**
 * What a new lead takes from the company details: its references' prefix and its towns (the site
 * data of the visitor read cache: no read of its own on a warm instance).
 * @throws Firestore errors when nothing is kept to serve instead
 */
async function companyForLeads(): Promise<NewLead['company']> {
  const { settings } = await cachedSiteData();
  return { referencePrefix: leadReferencePrefix(settings), serviceTowns: settings.serviceTowns };
}

/** The title of the published project a visitor came from, or null (no such published project). */
async function projectTitle(slug: string): Promise<string | null> {
  const post = await findPost(slug, true);
  return post?.fields.type === 'project' ? post.fields.title : null;
}

/**
 * Submits one request.
 * @param body the request as sent (contract leadInput; anything else is `invalid`)
 * @param now the time of the request (the spam rules' clock, the lead's dates)
 * @param key the submission's idempotency key (already checked for its form), when one came
 * @param formStamp the `formStamp` of a post of the form without JavaScript (form-stamp.ts; ''
 *   when it sent none); undefined for the API, whose island sends its own `startedAt`
 * @returns `created` (spam included: the same answer, stored `spam`, no e-mail), `repeated` (the
 *   key's first answer; nothing stored or sent), `invalid` (field errors, the schema's texts;
 *   nothing stored), or `conflict` (the key came with other details; nothing stored)
 * @throws Firestore errors (the caller answers 500; nothing was stored or it was stored whole)
 */
export async function submitLead(body: unknown, now: Date, key?: string, formStamp?: string): Promise<LeadSubmission> {
  const controlField = controlCharacterField(body);
  if (controlField !== null)
    return { kind: 'invalid', errors: { [controlField || 'message']: controlCharacterMessage } };
  const parsed = leadInputSchema.safeParse(body ?? {});
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) };
  const { data: input } = parsed;
  const stampedAt = formStamp === undefined ? undefined : await formStampTime(formStamp);
  const spamSignals = spamSignalsOf(
    stampedAt === undefined
      ? input
      : { website: input.website, startedAt: stampedAt ?? undefined, stamped: stampedAt !== null },
    now.getTime(),
  );
  const sourceProject = input.sourceProject
    ? { slug: input.sourceProject, title: await projectTitle(input.sourceProject) }
    : null;
  let created;
  try {
    created = await createLeadOnce(
      { input, sourceProject, spamSignals, company: await companyForLeads() },
      now,
      key ? idempotencyOf(key, input) : undefined,
    );
  } catch (error) {
    if (error instanceof UnknownPhotoError) return { kind: 'invalid', errors: { photoIds: unknownPhotoMessage } };
    if (error instanceof IdempotencyConflictError) return { kind: 'conflict', message: idempotencyConflictMessage };
    throw error;
  }
  if (created.kind === 'repeated') {
    // The same submission again (its first answer was lost): the first answer, nothing new, no e-mail.
    logger.info(`lead ${created.id} request repeated`, { leadId: created.id });
    return { kind: 'repeated', id: created.id, reference: created.reference };
  }
  const { record } = created;
  logger.info(`lead ${record.id} received`, {
    leadId: record.id,
    spam: isSpam(spamSignals),
    photos: record.lead.photoIds.length,
  });
  if (!isSpam(spamSignals)) {
    // The lead is stored: a failure here leaves its e-mails pending for the retry job.
    await sendHeldLeadMail(record, now).catch((error: unknown) =>
      logger.error(`lead ${record.id}: first e-mail run failed`, error, { leadId: record.id }),
    );
  }
  return { kind: 'created', id: record.id, reference: record.lead.reference };
}
