/**
 * The request form's signed start time, for the post that comes without JavaScript: /contact
 * renders it in a hidden field (`{ms}.{HMAC-SHA256, base64url}`), so that post is judged on fill
 * time as the island's are, and no one can claim an earlier start than the page's render. The
 * key is random, made on first use and kept in Firestore (`meta/form-stamps`): every instance and
 * every project has one without any set-up.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { db, isAlreadyExists } from '../platform/firestore';

/** The key's document. */
const keyRef = () => db().doc('meta/form-stamps');

let key: Promise<Buffer> | undefined;

/** The signing key: read once per instance, created when the project has none yet. */
function signingKey(): Promise<Buffer> {
  key ??= (async () => {
    const stored: unknown = (await keyRef().get()).get('key');
    if (typeof stored === 'string') return Buffer.from(stored, 'base64');
    const made = randomBytes(32);
    try {
      await keyRef().create({ key: made.toString('base64') });
      return made;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      return Buffer.from(String((await keyRef().get()).get('key')), 'base64');
    }
  })().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

const signatureOf = (secret: Buffer, ms: number) => createHmac('sha256', secret).update(String(ms)).digest();

/**
 * A stamp of `now` for the form's hidden field.
 * @throws Firestore errors (the key cannot be read or made)
 */
export async function issueFormStamp(now: Date): Promise<string> {
  const ms = now.getTime();
  return `${ms}.${signatureOf(await signingKey(), ms).toString('base64url')}`;
}

/**
 * The time a stamp was issued, when it is one of ours.
 * @param stamp what the form sent (anything)
 * @returns ms since the epoch, or null for a missing, malformed or forged stamp
 * @throws Firestore errors (the key cannot be read)
 */
export async function formStampTime(stamp: unknown): Promise<number | null> {
  const match = typeof stamp === 'string' ? /^(\d{1,15})\.([\w-]{43})$/.exec(stamp) : null;
  if (!match) return null;
  const ms = Number(match[1]);
  const expected = signatureOf(await signingKey(), ms);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? ms : null;
}
