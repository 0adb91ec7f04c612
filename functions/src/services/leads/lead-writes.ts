/**
 * Writes of `leads/{id}` (DESIGN §5). A new lead is written first, with its e-mails
 * due ("The lead is written to Firestore first, with a notification state. Then an e-mail
 * goes…"), in one transaction that also reserves its reference and claims its photos; staff
 * change its status and append notes; a privacy erasure deletes it with its photos' records.
 *
 * In the same transaction, with `create()` (which fails when the document
 * exists, and a commit is all or nothing, so of two concurrent writes exactly one wins):
 * - each photo is claimed by one lead: `leadPhotoClaims/{photoId}` = {leadId, claimedAt};
 * - a submission sent with an idempotency key is recorded once: `leadSubmissions/{sha256(key)}` =
 *   {leadId, reference, fingerprint, createdAt} (no personal data); a repeat of it (a 201 lost in
 *   transit and sent again) gets the first answer and stores nothing (draft-ietf-httpapi-
 *   idempotency-key-header: the key names one request; a different body under the same key is refused).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { LeadInputParsed, LeadStatus } from '@site/contract/lead';
import { isTownInServiceArea } from '@site/contract/service-area';
import { db, isAlreadyExists } from '../platform/firestore';
import type { StoredLead, LeadRecord } from './lead-document';
import { noteIdOf, parseStoredLead } from './lead-document';
import { mailLeaseMs } from './lead-mail-schedule';
import { referenceCandidates } from './lead-reference';
import { isSpam, type SpamSignal } from './lead-spam';
import { leadIndexFields } from './lead-index-fields';
import { isDocumentId } from '../posts/posts-store';
import {
  leadPhotoClaimsCollection,
  leadPhotosCollection,
  leadReferencesCollection,
  leadsCollection,
  leadSubmissionsCollection,
  photoIdsOf,
  recordsOfLead,
} from './leads-store';

/** What POST /api/leads hands to createLead. */
export interface NewLead {
  /** The parsed body (contract leadInputSchema); `website` and `startedAt` are not stored. */
  input: LeadInputParsed;
  /** The project the visitor came from, with its title when it is a published project. */
  sourceProject: { slug: string; title: string | null } | null;
  /** Empty for a real request; else it is stored with status `spam` and no e-mail is due. */
  spamSignals: SpamSignal[];
  /** What the company details say at the time of the request. */
  company: {
    /** Its references' prefix (contract leadReferencePrefix). */
    referencePrefix: string;
    /** Its towns (contract service-area.ts): the lead records whether its town is one of them. */
    serviceTowns: readonly string[];
  };
}

/** Some `photoIds` are unknown, expired or already attached to another request (→ 400). */
export class UnknownPhotoError extends Error {
  constructor(readonly photoIds: string[]) {
    super(`unknown or already used photo ids: ${photoIds.length}`);
  }
}

/** An idempotency key already used with another body (→ 409, nothing stored). */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('idempotency key reused with a different request');
  }
}

/** What createLead did: stored a new lead, or found the submission already stored under its key. */
export type LeadCreation =
  { kind: 'created'; record: LeadRecord } | { kind: 'repeated'; id: string; reference: string };

/** A submission's idempotency key and the fingerprint of its body (idempotencyOf). */
export interface Idempotency {
  /** SHA-256 of the key (hex): the document id of `leadSubmissions`. */
  keyHash: string;
  /** SHA-256 of the parsed body (hex): a repeat must carry the same. */
  fingerprint: string;
}

/** The Idempotency of a key and a parsed body (the key is never stored as sent). */
export function idempotencyOf(key: string, input: LeadInputParsed): Idempotency {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  return { keyHash: sha256(key), fingerprint: sha256(JSON.stringify(input)) };
}

/** Fresh references tried per new lead; with a million possible ones, the first is nearly always free. */
const referenceTries = 8;

/**
 * Stores a new lead. A real request is stored `new`, its office e-mail (and the visitor's
 * confirmation, when they gave an address) `pending`, and held by the caller for mailLeaseMs
 * (`mailLeaseUntil`), who sends right away (lead-delivery.ts sendClaimedLeadMail); should the
 * caller crash, the retry job sends once the hold ends. A request with spam signals is stored
 * `spam` with nothing due.
 * @param now the time of the request
 * @returns the stored lead
 * @throws UnknownPhotoError (a photo unknown, expired or another lead's: nothing written); Error
 *   when no free reference was found; Firestore errors
 */
export async function createLead(newLead: NewLead, now: Date): Promise<LeadRecord> {
  const created = await createLeadOnce(newLead, now);
  if (created.kind !== 'created') throw new Error('a lead without an idempotency key cannot be a repeat');
  return created.record;
}

/**
 * createLead for a submission that may carry an idempotency key (POST /api/leads).
 * @param idempotency the submission's key and body fingerprint (idempotencyOf), when it sent a key
 * @returns 'created' with the stored lead, or 'repeated' with the first answer of this key
 * @throws UnknownPhotoError; IdempotencyConflictError (the key came with another body); Error
 *   when no free reference was found; Firestore errors
 */
export async function createLeadOnce(newLead: NewLead, now: Date, idempotency?: Idempotency): Promise<LeadCreation> {
  const { input, sourceProject, spamSignals, company } = newLead;
  const photoIds = [...new Set(input.photoIds)];
  const at = Timestamp.fromDate(now);
  const held = Timestamp.fromMillis(now.getTime() + mailLeaseMs);
  const spam = isSpam(spamSignals);
  const leadRef = db().collection(leadsCollection).doc();
  const lead: StoredLead = {
    reference: '',
    name: input.name,
    phone: input.phone,
    email: input.email,
    street: input.street,
    town: input.town,
    townInServiceArea: isTownInServiceArea(input.town, company.serviceTowns),
    serviceSlugs: [...new Set(input.serviceSlugs)],
    sector: input.sector,
    timeframe: input.timeframe,
    message: input.message,
    photoIds,
    sourceProject,
    sourceService: input.sourceService,
    status: spam ? 'spam' : 'new',
    spamSignals,
    notes: [],
    notification: {
      state: spam ? 'skipped' : 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: spam ? null : at,
      sentAt: null,
      generation: 0,
    },
    confirmation: { state: !spam && input.email ? 'pending' : 'none', attempts: 0, lastError: null, sentAt: null },
    mailDueAt: spam ? null : held,
    mailLeaseUntil: spam ? null : held,
    createdAt: at,
    updatedAt: at,
  };

  // A document another request created between our reads and our commit (a reference, a photo's
  // claim, this submission) fails the whole commit: try again, reading what it wrote.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const repeated = await createInTransaction(leadRef, lead, photoIds, at, idempotency, company.referencePrefix);
      return repeated ? { kind: 'repeated', ...repeated } : { kind: 'created', record: { id: leadRef.id, lead } };
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The create transaction: when the submission is already stored, its first answer (nothing
 * written); else reserve a free reference, record the submission, claim the photos, write the lead.
 * @throws UnknownPhotoError, IdempotencyConflictError (nothing written)
 */
async function createInTransaction(
  leadRef: DocumentReference,
  lead: StoredLead,
  photoIds: string[],
  at: Timestamp,
  idempotency: Idempotency | undefined,
  referencePrefix: string,
): Promise<{ id: string; reference: string } | null> {
  return db().runTransaction(async (tx) => {
    const submissionRef = idempotency ? db().collection(leadSubmissionsCollection).doc(idempotency.keyHash) : null;
    if (submissionRef) {
      const submission = await tx.get(submissionRef);
      if (submission.exists) {
        if (submission.get('fingerprint') !== idempotency!.fingerprint) throw new IdempotencyConflictError();
        return { id: String(submission.get('leadId')), reference: String(submission.get('reference')) };
      }
    }
    const referenceRefs = referenceCandidates(referenceTries, referencePrefix).map((r) =>
      db().collection(leadReferencesCollection).doc(r),
    );
    const photoRefs = photoIds.map((id) => db().collection(leadPhotosCollection).doc(id));
    const claimRefs = photoIds.map((id) => db().collection(leadPhotoClaimsCollection).doc(id));
    const snapshots = await tx.getAll(...referenceRefs, ...photoRefs, ...claimRefs);
    const photos = snapshots.slice(referenceRefs.length, referenceRefs.length + photoRefs.length);
    const claims = snapshots.slice(referenceRefs.length + photoRefs.length);
    const unusable = photos
      .filter((photo, i) => !photo.exists || photo.get('claimed') !== false || claims[i]!.exists)
      .map((photo) => photo.id);
    if (unusable.length > 0) throw new UnknownPhotoError(unusable);
    const free = snapshots.slice(0, referenceRefs.length).find((snapshot) => !snapshot.exists);
    if (!free) throw new Error(`no free lead reference among ${referenceTries} candidates`);
    lead.reference = free.id;
    if (submissionRef)
      tx.create(submissionRef, {
        leadId: leadRef.id,
        reference: free.id,
        fingerprint: idempotency!.fingerprint,
        createdAt: at,
      });
    for (const ref of claimRefs) tx.create(ref, { leadId: leadRef.id, claimedAt: at });
    tx.create(free.ref, { leadId: leadRef.id, createdAt: at });
    // With its query fields (search, duplicate hints), from the lead as stored: the reference is only known here.
    tx.create(leadRef, { ...lead, ...leadIndexFields(lead) });
    for (const ref of photoRefs) tx.update(ref, { claimed: true, leadId: leadRef.id, claimedAt: at });
    return null;
  });
}

/** A staff change of a lead (contract leadPatchSchema, parsed). */
export interface LeadChange {
  status?: LeadStatus | undefined;
  note?: string | undefined;
}

/** Who made a change: the staff member's uid and the name notes show. */
export interface LeadAuthor {
  uid: string;
  name: string;
}

/**
 * Sets a lead's status and/or appends a note with its author and time, in a transaction (two
 * staff members adding notes at once both keep theirs).
 * @returns the lead after the change, or null when there is no such lead
 * @throws InvalidLeadDocumentError; Firestore errors (nothing changed then)
 */
export async function changeLead(
  id: string,
  change: LeadChange,
  author: LeadAuthor,
  now: Date,
): Promise<LeadRecord | null> {
  return updateLead<never>(id, now, (lead, at) => ({
    status: change.status ?? lead.status,
    notes: change.note
      ? [
          ...lead.notes,
          { id: randomUUID(), text: change.note, author: author.name, authorUid: author.uid, createdAt: at },
        ]
      : lead.notes,
  }));
}

/**
 * Reads lead `id` in a transaction and writes the fields `change` gives (with `updatedAt`), or
 * writes nothing and answers what `change` answers instead (a string: why not). Shared by
 * changeLead and changeLeadNote.
 * @param change gets the parsed lead and the write's time; returns the fields to set or a refusal
 * @returns the lead after the change, null when there is no such lead, or `change`'s answer
 */
async function updateLead<Refusal extends string>(
  id: string,
  now: Date,
  change: (lead: StoredLead, at: Timestamp) => Partial<Pick<StoredLead, 'status' | 'notes'>> | Refusal,
): Promise<LeadRecord | null | Refusal> {
  if (!isDocumentId(id)) return null;
  const ref = db().collection(leadsCollection).doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const { lead } = parseStoredLead(id, snapshot.data());
    const at = Timestamp.fromDate(now);
    const fields = change(lead, at);
    if (typeof fields === 'string') return fields;
    tx.update(ref, { ...fields, updatedAt: at });
    return { id, lead: { ...lead, ...fields, updatedAt: at } };
  });
}

/**
 * Erases a lead (a privacy erasure): the document and every record kept for it (leads-store.ts
 * recordsOfLead: photos' records and claims, reference, idempotency records, e-mail claims), in
 * one transaction. The photo files are the caller's to delete (the object store is not
 * transactional); any left behind have no record and are removed by the cleanup. A document that
 * fails the schema is erased all the same.
 * @returns the ids of its photos, or null when there is no such lead
 * @throws Firestore errors (nothing deleted then)
 */
export async function eraseLead(id: string): Promise<{ photoIds: string[] } | null> {
  if (!isDocumentId(id)) return null;
  const ref = db().collection(leadsCollection).doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const records = await recordsOfLead(snapshot, (query) => tx.get(query));
    tx.delete(ref);
    for (const record of records) tx.delete(record);
    return { photoIds: photoIdsOf(snapshot) };
  });
}

/**
 * Changes the text of one note of a lead (`text`), or deletes it (null), in a transaction (issue
 * 26: notes can be edited and deleted). An edited note keeps its author and time and gets
 * `editedAt`.
 * @param noteId the note's API id (lead-document.ts noteIdOf)
 * @returns the lead after the change; null when there is no such lead; 'no-note' when it has no
 *   such note
 * @throws InvalidLeadDocumentError; Firestore errors (nothing changed then)
 */
export async function changeLeadNote(
  id: string,
  noteId: string,
  text: string | null,
  now: Date,
): Promise<LeadRecord | null | 'no-note'> {
  return updateLead<'no-note'>(id, now, (lead, at) => {
    const index = lead.notes.findIndex((note) => noteIdOf(note) === noteId);
    if (index < 0) return 'no-note';
    const notes =
      text === null
        ? lead.notes.filter((_note, i) => i !== index)
        : lead.notes.map((note, i) => (i === index ? { ...note, id: noteIdOf(note), text, editedAt: at } : note));
    return { notes };
  });
}
