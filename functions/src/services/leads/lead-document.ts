/**
 * `leads/{id}` documents (DESIGN §5: "a visitor's request (contact fields, services, sector,
 * timeframe, message, private photo paths, source project/service, status, notes, notification
 * state)"): the stored shape, parsed with zod on every read (DESIGN §2: never cast), and the API
 * form of contract leadSchema. Personal data: staff-only, never cached, never logged.
 *
 * Besides the contract's fields a document keeps what only the server needs: the private photo
 * ids, why it was judged spam, who wrote each note (uid), the visitor confirmation's delivery,
 * and the two mail-delivery fields of lead-delivery.ts: `mailDueAt` (when the delivery job should
 * next send something; null when nothing is due) and `mailLeaseUntil` (a sender holds the lead
 * until then, so two runs never send the same e-mail).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { apiPaths } from '@site/contract/api';
import { leadSectors, leadStatuses, leadTimeframes, notificationStates, type Lead } from '@site/contract/lead';
import { spamSignals } from './lead-spam';

const timestamp = z.instanceof(Timestamp, { error: 'must be a Firestore Timestamp' });
const text = z.string();

/** States of the visitor's confirmation e-mail: `none` when no e-mail is due (no address, or spam). */
export const confirmationStates = ['none', 'pending', 'sent', 'failed'] as const;

/** The office e-mail's delivery (contract leadNotificationSchema, with Timestamps). */
const officeDeliverySchema = z.object({
  state: z.enum(notificationStates),
  attempts: z.number().int().nonnegative(),
  lastError: text.nullable(),
  nextAttemptAt: timestamp.nullable(),
  sentAt: timestamp.nullable(),
  /** Incremented by each Resend, so a resent e-mail gets a Message-ID of its own (lead-mail-content.ts). */
  generation: z.number().int().nonnegative(),
});

const confirmationDeliverySchema = z.object({
  state: z.enum(confirmationStates),
  attempts: z.number().int().nonnegative(),
  lastError: text.nullable(),
  sentAt: timestamp.nullable(),
});

/** A stored `leads/{id}` document. */
export const storedLeadSchema = z.object({
  reference: text,
  name: text,
  phone: text.nullable(),
  email: text.nullable(),
  street: text.nullable(),
  town: text.nullable(),
  townInServiceArea: z.boolean().nullable(),
  serviceSlugs: z.array(z.string()),
  sector: z.enum(leadSectors),
  timeframe: z.enum(leadTimeframes),
  message: text,
  /** Ids of the private photos (`lead-photos/<id>.jpg`; lead-photos.ts). */
  photoIds: z.array(text),
  sourceProject: z.object({ slug: text, title: text.nullable() }).nullable(),
  sourceService: z.string().nullable(),
  status: z.enum(leadStatuses),
  /** Why the request was stored as spam (empty for a real one). */
  spamSignals: z.array(z.enum(spamSignals)),
  /** Staff notes; `id` since notes can be edited and deleted (older notes have none: noteIdOf). */
  notes: z.array(
    z.object({
      id: text.optional(),
      text,
      author: text,
      authorUid: text,
      createdAt: timestamp,
      editedAt: timestamp.optional(),
    }),
  ),
  notification: officeDeliverySchema,
  confirmation: confirmationDeliverySchema,
  mailDueAt: timestamp.nullable(),
  mailLeaseUntil: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StoredLead = z.infer<typeof storedLeadSchema>;
export type OfficeDelivery = z.infer<typeof officeDeliverySchema>;
export type ConfirmationDelivery = z.infer<typeof confirmationDeliverySchema>;

/** A lead document read from Firestore: its id and its parsed fields. */
export interface LeadRecord {
  id: string;
  lead: StoredLead;
}

/** A stored document does not match storedLeadSchema (written outside the API, or corrupted). */
export class InvalidLeadDocumentError extends Error {}

/**
 * Parses the data of one `leads/{id}` document.
 * @throws InvalidLeadDocumentError naming the failing fields (never their values: personal data)
 */
export function parseStoredLead(id: string, data: unknown): LeadRecord {
  const parsed = storedLeadSchema.safeParse(data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
    throw new InvalidLeadDocumentError(`leads/${id} does not match the lead schema (${fields})`);
  }
  return { id, lead: parsed.data };
}

const iso = (value: Timestamp | null) => (value ? value.toDate().toISOString() : null);

/** A stored note. */
export type StoredLeadNote = StoredLead['notes'][number];

/** The id of a note: its own, or for a note stored before notes had one, `n` and its time in ms. */
export function noteIdOf(note: Pick<StoredLeadNote, 'id' | 'createdAt'>): string {
  return note.id ?? `n${note.createdAt.toMillis()}`;
}

/**
 * The API form of a lead (contract leadSchema): ISO dates, photos as staff-only URLs
 * (`/api/leads/{id}/photos/{photoId}`), notes without the author's uid, and none of the
 * server's delivery bookkeeping.
 * @param duplicates the other leads with its phone or e-mail (lead-duplicates.ts), default none
 */
export function toApiLead({ id, lead }: LeadRecord, duplicates: Lead['duplicates'] = []): Lead {
  return {
    id,
    reference: lead.reference,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    street: lead.street,
    town: lead.town,
    townInServiceArea: lead.townInServiceArea,
    serviceSlugs: lead.serviceSlugs,
    sector: lead.sector,
    timeframe: lead.timeframe,
    message: lead.message,
    photos: lead.photoIds.map((photoId) => ({ id: photoId, url: apiPaths.leadPhoto(id, photoId) })),
    sourceProject: lead.sourceProject,
    sourceService: lead.sourceService,
    status: lead.status,
    sentFast: lead.spamSignals.includes('too-fast'),
    notes: lead.notes.map((note) => ({
      id: noteIdOf(note),
      text: note.text,
      author: note.author,
      createdAt: note.createdAt.toDate().toISOString(),
      editedAt: iso(note.editedAt ?? null),
    })),
    duplicates,
    notification: {
      state: lead.notification.state,
      attempts: lead.notification.attempts,
      lastError: lead.notification.lastError,
      nextAttemptAt: iso(lead.notification.nextAttemptAt),
      sentAt: iso(lead.notification.sentAt),
    },
    createdAt: lead.createdAt.toDate().toISOString(),
    updatedAt: lead.updatedAt.toDate().toISOString(),
  };
}
