/**
 * A plain https address: what the site accepts where an outside address must be exactly a
 * server's (the Google Business Profile link; GCS upload URLs). WHATWG URL parsing, as browsers and
 * Node read it.
 */

/**
 * @param value the address as typed or received
 * @returns the parsed URL when it is https with no user name, password or port; else null (also
 *   when it is no URL at all)
 */
export function plainHttpsUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && !url.username && !url.password && !url.port ? url : null;
}
