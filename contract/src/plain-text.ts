/**
 * Characters no text of the site holds: the C0 controls but tab, line feed and carriage return
 * (NUL among them), DEL, the C1 controls, and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069; Unicode UAX #9), which can make stored text read other than it is
 * ("Trojan Source", CVE-2021-42574). Checked on every JSON body the API takes and on the /contact
 * form's post.
 */

/** One character of the forbidden set. */
const controlCharacter = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/** The field error of a text holding one. */
export const controlCharacterMessage =
  'This text holds an invisible control character (such as NUL or a right-to-left override): remove it';

/**
 * The first string of a parsed JSON value (or form values) that holds a control character.
 * Iterative; only strings, arrays and plain objects are walked (a Buffer is not text).
 * @returns its field path, dot-joined (`slides.0.title`; '' for the value itself), or null
 */
export function controlCharacterField(value: unknown): string | null {
  const pending: [string, unknown][] = [['', value]];
  while (pending.length > 0) {
    const [path, item] = pending.pop()!;
    if (typeof item === 'string') {
      if (controlCharacter.test(item)) return path;
    } else if (
      item !== null &&
      typeof item === 'object' &&
      (Array.isArray(item) || [Object.prototype, null].includes(Object.getPrototypeOf(item)))
    ) {
      for (const [key, child] of Object.entries(item)) pending.push([path ? `${path}.${key}` : key, child]);
    }
  }
  return null;
}
