/**
 * JSON-LD helpers shared by the builders (schema.org vocabulary, JSON-LD 1.1 syntax,
 * developers.google.com/search/docs/appearance/structured-data/intro-structured-data).
 */

/** A JSON-LD node: plain JSON data with `@context`/`@type`/`@id` keys. */
export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

export const schemaOrgContext = 'https://schema.org';

/**
 * The `@id` of the business node, so services and projects can refer to it
 * (`provider: {"@id": …}`) instead of repeating it (json-ld.org spec §4.1.2 node identifiers).
 * @param origin the site origin without a trailing slash (siteOrigin)
 */
export function businessNodeId(origin: string): string {
  return `${origin}/#business`;
}

/**
 * JSON text safe to place inside a data block (`<script type="application/ld+json">` or
 * `type="application/json"`) in HTML. `<`, `>` and `&` are written as \u003c, \u003e, \u0026,
 * so no field can close the script element or open a comment (`</script>`, `<!--`);
 * U+2028/U+2029 are escaped as in JSON superset rules. The JSON value is unchanged (JSON.parse
 * gives the same data back).
 * Source: HTML Living Standard §4.12.1.3 "Restrictions for contents of script elements";
 * OWASP XSS Prevention Cheat Sheet ("HTML entity encoding" does not work inside script: use \u escapes).
 */
export function serializeScriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** JSON-LD as script-safe JSON text (serializeScriptJson). */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return serializeScriptJson(data);
}
