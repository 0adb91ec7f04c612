/**
 * deploy:check, the Hosting rewrites: every rewrite of firebase.json that names a function must
 * name an HTTPS function the functions package exports, in the region the rewrite implies
 * (`region`, default us-central1: firebase.google.com/docs/hosting/full-config#rewrite-functions).
 * A rewrite to a missing function deploys fine and then answers every matching URL with an error.
 */

/** Region Hosting assumes for a rewrite without one, and firebase-tools for a function without one. */
export const defaultRegion = 'us-central1';

/** Every Hosting site config of firebase.json (an object or an array of them). */
export function hostingConfigs(firebaseJson) {
  const hosting = firebaseJson.hosting;
  if (!hosting) return [];
  return Array.isArray(hosting) ? hosting : [hosting];
}

/** The function rewrites: [{source, functionId, region}]. */
export function functionRewrites(firebaseJson) {
  return hostingConfigs(firebaseJson).flatMap((site) =>
    (site.rewrites ?? [])
      .filter((rewrite) => rewrite.function !== undefined)
      .map((rewrite) => {
        const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
        return {
          source: rewrite.source ?? rewrite.regex ?? '(no source)',
          functionId: target.functionId,
          region: target.region ?? rewrite.region ?? defaultRegion,
        };
      }),
  );
}

/**
 * Checks the rewrites against the discovered manifest.
 * @param manifest the firebase-functions manifest (endpoints by name)
 * @returns {{summary: string, problems: {message: string, fix: string}[]}}
 */
export function checkRewrites(firebaseJson, manifest) {
  const endpoints = manifest.endpoints ?? {};
  const exported = Object.keys(endpoints);
  const problems = [];
  const rewrites = functionRewrites(firebaseJson);
  for (const rewrite of rewrites) {
    const endpoint = endpoints[rewrite.functionId];
    if (!endpoint) {
      problems.push({
        message: `firebase.json rewrite "${rewrite.source}" names function "${rewrite.functionId}", which the functions package does not export (it exports: ${exported.join(', ') || 'nothing'}).`,
        fix: `export "${rewrite.functionId}" from functions/src/index.ts (onRequest), or point the rewrite at one of: ${exported.join(', ')}.`,
      });
      continue;
    }
    if (!endpoint.httpsTrigger) {
      problems.push({
        message: `firebase.json rewrite "${rewrite.source}" names "${rewrite.functionId}", which is not an HTTPS function.`,
        fix: 'point Hosting rewrites only at onRequest functions.',
      });
    }
    const regions = endpoint.region?.length ? endpoint.region : [defaultRegion];
    if (!regions.includes(rewrite.region)) {
      problems.push({
        message: `firebase.json rewrite "${rewrite.source}" expects "${rewrite.functionId}" in ${rewrite.region}, but it is deployed to ${regions.join(', ')}.`,
        fix: `give the rewrite "region": "${regions[0]}", or deploy the function to ${rewrite.region} (setGlobalOptions in functions/src/index.ts).`,
      });
    }
  }
  const targets = [...new Set(rewrites.map((r) => `${r.functionId} (${r.region})`))];
  return { summary: `${rewrites.length} function rewrites → ${targets.join(', ') || 'none'}`, problems };
}
