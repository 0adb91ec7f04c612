/**
 * The maintained search field of a listed entity (DESIGN §5 "Search and filters are queries"):
 * a stored document keeps `searchTerms`, the prefixes of its words, and a search is a Firestore
 * `array-contains` query on one of them — Firestore allows one array-contains per query
 * (firebase.google.com/docs/firestore/query-data/queries#array-contains), so the longest word of
 * the search is the query and every other word is checked on the documents it returns
 * (`matchesEveryWord`).
 *
 * Words: text folded to lower case without accents (NFKD, combining marks dropped), split on
 * anything but letters and digits. A word gives its prefixes from `searchTermLimits.minLength` to
 * `maxLength` characters; a longer word is searched by its first `maxLength` characters.
 */

/** Prefix lengths (a 2-letter search finds "Jo…"; 20 covers names, towns and e-mail parts) and the field's size cap. */
export const searchTermLimits = { minLength: 2, maxLength: 20, maxTerms: 600 } as const;

/** Lower case, accents removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The folded words of a text (letters and digits runs), each cut to `maxLength`. */
export function searchWords(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, searchTermLimits.maxLength));
}

/**
 * The search field of a document: every prefix (min..max length) of every word of `texts`,
 * deduplicated, at most `maxTerms` (the first texts' words first: pass the most searched fields first).
 * @param texts the searchable fields; null/undefined are skipped
 */
export function searchTermsOf(...texts: (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of searchWords(text)) {
      for (let end = searchTermLimits.minLength; end <= word.length; end += 1) {
        if (terms.size >= searchTermLimits.maxTerms) return [...terms];
        terms.add(word.slice(0, end));
      }
    }
  }
  return [...terms];
}

/**
 * The words of a search that can be looked up (≥ minLength characters), longest first: the first
 * is the query's array-contains term; empty when nothing searchable was typed.
 */
export function searchQueryWords(search: string): string[] {
  return [...new Set(searchWords(search))]
    .filter((word) => word.length >= searchTermLimits.minLength)
    .sort((a, b) => b.length - a.length);
}

/** Does a document's search field hold every word of the search (each as a prefix of one of its words)? */
export function matchesEveryWord(terms: readonly string[], words: readonly string[]): boolean {
  const held = new Set(terms);
  return words.every((word) => held.has(word));
}
