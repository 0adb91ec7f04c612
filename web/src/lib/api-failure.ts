/**
 * Reading a failed API call (spec §8: the client throws `Error("{status}: {body}")`; DESIGN §6:
 * error bodies are `{message}`, validation errors `{message, errors: {field: text}}`).
 */
import { apiErrorSchema } from '@site/contract/api';

/** What a failed call said: its HTTP status (null for a network failure), message and field errors. */
export interface ApiFailure {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * Parses an error thrown by apiRequest / throwIfResNotOk.
 * @param error anything caught
 * @returns the status, the server's `message` (else the raw text) and its `errors` map (else {})
 */
export function parseApiFailure(error: unknown): ApiFailure {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: text, fieldErrors: {} };
  const status = Number(match[1]);
  const body = match[2] ?? '';
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) return { status, message: parsed.data.message, fieldErrors: parsed.data.errors ?? {} };
  } catch {
    // not JSON: keep the text
  }
  return { status, message: body, fieldErrors: {} };
}
