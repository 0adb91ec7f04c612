/**
 * The functions' settings files (functions/.env, .env.<project>, .env.<alias>, .env.local,
 * .secret.local), read by firebase-tools' own dotenv parser (lib/functions/env.js), so a value is
 * what `firebase deploy` and the Functions emulator give the function: quotes, escapes and a
 * trailing `# comment` included. The one place the repository's tools read these files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const firebaseEnv = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js');

/** firebase-tools' error and its children (the keys it refuses) as one sentence. */
function explain(error) {
  const children = (error.children ?? []).map((child) => child.message);
  return [error.message, ...children].join('; ');
}

/**
 * KEY=value pairs of one dotenv file, or {} when it is missing.
 * @throws Error naming the file and the lines or keys firebase deploy would refuse
 */
export function readDotenv(file) {
  if (!existsSync(file)) return {};
  try {
    return firebaseEnv.parseStrict(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${explain(error)}`, { cause: error });
  }
}

/**
 * The function settings a deploy to this project uses, loaded by firebase-tools' loadUserEnvs
 * (firebase.google.com/docs/functions/config-env: `.env`, then `.env.<projectId>` or `.env.<alias>`;
 * both at once is an error there too).
 * @returns {{values: Record<string, string>, projectFile: string}} projectFile: where the deploy saves answers
 * @throws Error with firebase-tools' reason when a file would make `firebase deploy` stop
 */
export function functionsEnv(root, projectId, alias) {
  const functionsSource = path.join(root, 'functions');
  let values;
  try {
    values = firebaseEnv.loadUserEnvs({ functionsSource, projectDir: root, projectId, projectAlias: alias });
  } catch (error) {
    throw new Error(`functions/: ${explain(error)}`, { cause: error });
  }
  return { values, projectFile: path.join('functions', `.env.${projectId}`) };
}
