/**
 * The short reference of a lead, e.g. "OV-7K3Q" (contract leadReferencePattern): the company's
 * prefix (contract leadReferencePrefix), "-" and 4 characters of Crockford's base32 alphabet
 * (crockford.com/base32.html: digits and letters without I, L, O, U), drawn with
 * crypto.randomInt (uniform, from the OS CSPRNG), so references are neither sequential nor
 * guessable from one another. 32^4 = 1,048,576 references; uniqueness is enforced by the store
 * (leads-store.ts reserves each one as a `leadReferences/{reference}` document in the create
 * transaction, trying fresh candidates on collision).
 */
import { randomInt } from 'node:crypto';

/** Crockford's base32 alphabet: 0-9 and A-Z without I, L, O, U. */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters after the prefix and its dash. */
const referenceLength = 4;

/**
 * A random reference matching contract leadReferencePattern.
 * @param prefix the company's prefix (contract leadReferencePrefix), e.g. "OV"
 * @param random a source of integers in [0, max) (default crypto.randomInt; tests pass their own)
 */
export function randomLeadReference(prefix: string, random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < referenceLength; i += 1) code += crockfordAlphabet[random(crockfordAlphabet.length)];
  return `${prefix}-${code}`;
}

/**
 * Distinct random references to try, in order, for one new lead.
 * @param count how many (the store reads them in one call and takes the first free one)
 * @param prefix the company's prefix (contract leadReferencePrefix)
 */
export function referenceCandidates(count: number, prefix: string, random?: (max: number) => number): string[] {
  const candidates = new Set<string>();
  while (candidates.size < count) candidates.add(randomLeadReference(prefix, random));
  return [...candidates];
}
