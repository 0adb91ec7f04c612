/**
 * POST /api/leads: sends a request for an estimate; 201 `{id, reference}`. A failure
 * is read into what the visitor should be told (components/send-failure-alert.tsx), and never clears the form:
 * - 400 `{message, errors}`: the schema's messages, per field;
 * - 429: too many requests from this connection (the API's per-client limit): call instead;
 * - no answer (offline, DNS, a dropped connection): nothing was sent, try again;
 * - any other status (5xx): our side failed, try again in a moment.
 */
import { leadCreatedSchema, type LeadCreated, type LeadInput } from '@site/contract/lead';
import { apiPaths } from '@site/contract/request-conventions';
import { parseApiFailure } from '../../../lib/api-failure';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends the request with the idempotency key of this submission (the server answers a
 * repeat of a key with the first answer and stores nothing new, so sending again after a lost
 * answer never makes a second request).
 * @param idempotencyKey submissionKey()'s key for these values
 * @throws Error "{status}: {text}" (spec §8); TypeError when there is no answer
 */
export async function sendRequest(body: LeadInput, idempotencyKey: string): Promise<LeadCreated> {
  const res = await apiRequest('POST', apiPaths.leads, body, { 'Idempotency-Key': idempotencyKey });
  return leadCreatedSchema.parse(await res.json());
}

/** Why a request was not sent. */
export type SendFailure =
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'rate-limited' }
  | { kind: 'offline' }
  | { kind: 'server' };

/** Reads an error of sendRequest (or of a photo upload step) into a SendFailure. */
export function sendFailureOf(error: unknown): SendFailure {
  if (error instanceof TypeError) return { kind: 'offline' }; // fetch: no response at all
  const { status, fieldErrors } = parseApiFailure(error);
  if (status === 429) return { kind: 'rate-limited' };
  if (status === 400 && Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };
  return { kind: 'server' };
}
