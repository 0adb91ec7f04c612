/**
 * The files of the web's server build (web/build/server) that its entry imports statically,
 * followed transitively: what the function needs to render pages. Chunks reached only through
 * `import()` (React.lazy: the staff sections, the rich-text editor, the photo viewer) run in the
 * browser only: staff routes render there (their clientLoader), and no page renders them on the
 * server. Imports are read with es-module-lexer (the lexer Vite itself uses).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

/**
 * The server build's files its entry imports statically, transitively.
 * @param dir the server build's folder; entry its entry file (index.js)
 * @returns {Promise<string[]>} paths relative to dir, sorted
 * @throws Error when a statically imported file is missing
 */
export async function pageServerFiles(dir, entry = 'index.js') {
  await init;
  const seen = new Set();
  const queue = [path.resolve(dir, entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${path.relative(dir, file)} is imported by the server build but missing`);
    seen.add(file);
    const [imports] = parse(readFileSync(file, 'utf8'));
    for (const { n: specifier, d: dynamic } of imports)
      if (dynamic === -1 && specifier?.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
  }
  return [...seen].map((file) => path.relative(dir, file)).sort();
}
