/**
 * The import boundaries of web/src (eslint.config.js `importZones`): ESLint refuses a
 * feature importing another feature, shared code importing a feature, and anything importing
 * the entry points (app/, islands/), and allows imports that run down.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages of import-x/no-restricted-paths for `code` written at `file` (repo-relative). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  // An import of a file that has moved away is unresolved, and the rule then says nothing:
  // every imported module must exist for an empty answer to mean "allowed".
  for (const [, specifier] of code.matchAll(/from '(\.[^']+)'/g)) {
    const target = path.resolve(root, path.dirname(file), specifier!);
    expect(
      ['.ts', '.tsx'].some((ext) => existsSync(target + ext)),
      `${specifier} exists`,
    ).toBe(true);
  }
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web/src import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/projects/new-file.ts',
      "export { wrapIndex } from '../home/carousel-index';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses lib/ or components/ importing a feature, and a feature importing app/', async () => {
    expect(
      await boundaryErrors(
        'web/src/lib/new-file.ts',
        "export { projectView } from '../features/projects/project-view';\n",
      ),
    ).toEqual([expect.stringContaining('shared by features')]);
    expect(
      await boundaryErrors('web/src/features/projects/new-file.ts', "export { meta } from '../../app/routes/about';\n"),
    ).toEqual([expect.stringContaining('entry points')]);
  });

  it('allows a feature importing its own files and shared code', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/projects/new-file.ts',
        "export { projectView } from './project-view';\nexport { paths } from '../../config/paths';\n",
      ),
    ).toEqual([]);
  });
});
