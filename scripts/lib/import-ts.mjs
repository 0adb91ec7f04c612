/**
 * Imports a TypeScript module of the repo from a plain Node script: esbuild bundles it (and what
 * it imports, workspace packages included) in memory, and the result is imported as a data URL.
 */
import { Buffer } from 'node:buffer';
import { build } from 'esbuild';

/**
 * @param {string} entry absolute path of the .ts module
 * @returns {Promise<Record<string, unknown>>} the module's exports
 */
export async function importTs(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
