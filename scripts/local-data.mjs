#!/usr/bin/env node
/**
 * `npm run backup` and `npm run restore`: archive the local stack's data folder and bring it back
 * (scripts/lib/local-data.mjs; docs/deploy.md "Backups" covers production).
 *   npm run backup [-- --out <file.tar.gz>] [--force]     default .backups/local-<time>.tar.gz
 *   npm run restore -- <file.tar.gz> [--force]             replaces .data/ (--force when it holds data)
 * Both refuse while the local stack runs. `--data <dir>` works on another data folder.
 * Exit 0 done, 1 refused or failed, 2 usage.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assertStackStopped, backupData, LocalDataError, restoreData } from './lib/local-data.mjs';
import { ports, root } from './lib/stack.mjs';

const [command, ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest.splice(i, 2)[1] : undefined;
};
const force = rest.includes('--force');
const dataDir = path.resolve(option('--data') ?? path.join(root, '.data'));
const out = option('--out');
const positional = rest.filter((arg) => arg !== '--force');
const backupsDir = path.join(root, '.backups');
const rel = (file) => path.relative(process.cwd(), file) || '.';

try {
  if (command === 'backup' && positional.length === 0) {
    await assertStackStopped(ports);
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/:/g, '-');
    const archive = path.resolve(out ?? path.join(backupsDir, `local-${stamp}.tar.gz`));
    const result = await backupData({ dataDir, archive, force });
    console.log(
      `backup: ${result.files} files (${(result.bytes / 1024).toFixed(0)} KB) of ${rel(dataDir)} → ${rel(archive)}`,
    );
  } else if (command === 'restore' && positional.length === 1) {
    await assertStackStopped(ports);
    const result = await restoreData({ dataDir, archive: path.resolve(positional[0]), force });
    console.log(
      `restore: ${result.files} files of the backup made ${result.createdAt} are back in ${rel(dataDir)}; start the stack with npm start`,
    );
  } else {
    const available = existsSync(backupsDir)
      ? readdirSync(backupsDir)
          .filter((f) => f.endsWith('.tar.gz'))
          .sort()
      : [];
    console.error(
      'usage: npm run backup [-- --out <file.tar.gz>] [--force]\n       npm run restore -- <file.tar.gz> [--force]',
    );
    if (command === 'restore' && available.length) console.error(`backups in .backups/: ${available.join(', ')}`);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof LocalDataError)) throw error;
  console.error(`${command}: ${error.message}`);
  process.exit(1);
}
