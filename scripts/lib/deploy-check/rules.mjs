/**
 * deploy:check, the security rules: the browser never reads or writes Firestore or Cloud Storage
 * directly (DESIGN §1: everything goes through the API, whose Admin SDK bypasses rules), so the
 * rules firebase.json deploys must grant nothing: every `allow` ends in `if false`. The rules
 * emulators need Java 21 (not on these machines), so this reads the rules text; a rule with any
 * other condition, or with none (`allow read;` grants everything), fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Line comments and block comments removed, line numbers kept. */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');
}

/**
 * The `allow` statements of a rules file that grant something.
 * @returns {{line: number, text: string}[]}
 */
export function grantingRules(text) {
  const clean = stripComments(text);
  const grants = [];
  for (const match of clean.matchAll(/\ballow\b([^;]*);/g)) {
    const statement = match[0].replace(/\s+/g, ' ').trim();
    const condition = /:\s*if\s+([\s\S]*)$/.exec(match[1])?.[1].trim();
    if (condition !== 'false') {
      grants.push({ line: clean.slice(0, match.index).split('\n').length, text: statement });
    }
  }
  return grants;
}

/**
 * Checks the Firestore and Storage rules firebase.json names.
 * @returns {{summary: string, problems: {message: string, fix: string}[]}}
 */
export function checkRules(root, firebaseJson) {
  const targets = [
    ['firestore', firebaseJson.firestore?.rules],
    ['storage', (Array.isArray(firebaseJson.storage) ? firebaseJson.storage[0] : firebaseJson.storage)?.rules],
  ];
  const problems = [];
  const files = [];
  for (const [product, file] of targets) {
    if (!file) {
      problems.push({
        message: `firebase.json names no ${product} rules file, so a deploy leaves whatever rules the project has.`,
        fix: `set "${product}": { "rules": "${product}.rules" } in firebase.json, with rules that deny all client access.`,
      });
      continue;
    }
    const full = path.join(root, file);
    if (!existsSync(full)) {
      problems.push({
        message: `${file} (firebase.json ${product}.rules) is missing.`,
        fix: `restore ${file} from git.`,
      });
      continue;
    }
    files.push(file);
    const text = readFileSync(full, 'utf8');
    if (!/\ballow\b/.test(stripComments(text))) {
      problems.push({
        message: `${file} has no allow statement to check.`,
        fix: 'keep `allow read, write: if false;` on `match /{document=**}` (or `/{allPaths=**}`).',
      });
    }
    for (const grant of grantingRules(text)) {
      problems.push({
        message: `${file}:${grant.line} grants client access: \`${grant.text}\`. The browser talks only to the API (DESIGN §1).`,
        fix: 'deny everything: `allow read, write: if false;`. Serve the data through an /api route instead.',
      });
    }
  }
  return { summary: `${files.join(', ')} deny all client access`, problems };
}
