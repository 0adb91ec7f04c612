/**
 * A stored lead for unit tests (services/leads/*.test.ts): every field of storedLeadSchema with
 * plausible values, overridable.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { storedLeadSchema, type LeadRecord, type StoredLead } from '../src/services/leads/lead-document';

/** A new request of 2026-11-26 15:04 UTC, e-mails sent. */
export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  const at = Timestamp.fromDate(new Date('2026-11-26T15:04:00Z'));
  return storedLeadSchema.parse({
    reference: 'OV-7K3Q',
    name: 'Jane Doe',
    phone: '+12035550199',
    email: 'jane.doe@example.com',
    street: '12 Orchard Lane',
    town: 'Orange',
    townInServiceArea: true,
    serviceSlugs: ['patios-hardscape'],
    sector: 'residential',
    timeframe: 'asap',
    message: 'A bluestone patio, please.',
    photoIds: [],
    sourceProject: null,
    sourceService: null,
    status: 'new',
    spamSignals: [],
    notes: [],
    notification: { state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, sentAt: at, generation: 0 },
    confirmation: { state: 'sent', attempts: 1, lastError: null, sentAt: at },
    mailDueAt: null,
    mailLeaseUntil: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The same as a LeadRecord with id `lead-1`. */
export const leadRecord = (overrides: Partial<StoredLead> = {}, id = 'lead-1'): LeadRecord => ({
  id,
  lead: storedLead(overrides),
});
