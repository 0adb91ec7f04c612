#!/usr/bin/env node
/**
 * `npm run lint:doc-refs` (part of `npm run lint`): the comments of the repository's source name
 * files and ADRs that exist (issue 25: "Docstrings name files and ADRs that exist").
 *
 * Reads the comments of every tracked .ts, .tsx, .js and .mjs file (git ls-files; each file parsed
 * by TypeScript, so a `//` inside a string, a URL or a regular expression is not a comment) and fails on:
 *  - a repository path that does not exist: a word starting with one of the top-level folders
 *    (`functions/`, `contract/`, `web/`, `scripts/`, `tests/`, `docs/`) with a second `/` or an
 *    extension, as written or with a source extension added (`contract/src/api` names
 *    contract/src/api.ts). Build outputs (functions/lib/, web/build/, web/.react-router/), files
 *    git ignores or named with a dot segment (`functions/.env`: made by a tool or the operator),
 *    and paths with a placeholder (`*`, `<…>`, `{…}`, `…`, `/N`, `/x.`) are left alone;
 *  - `ADR NNNN` or `docs/decisions/NNNN…` naming no file of docs/decisions/;
 *  - an ADR whose status line says it is superseded, cited as if current: the comment line must
 *    say "supersed" (e.g. "ADR 0010, superseded by ADR 0021") to cite it.
 * Each finding is printed as `file:line: message`; exit 1 when there is one.
 * Options: --root <dir> (check another checkout; default this repository).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const rootOption = process.argv.indexOf('--root');
const root = path.resolve(rootOption >= 0 ? process.argv[rootOption + 1] : path.join(import.meta.dirname, '..'));

/** docs/decisions/: number → { file, superseded }. */
const adrs = new Map(
  readdirSync(path.join(root, 'docs', 'decisions'))
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .map((name) => {
      const status = /^.*Status:.*$/m.exec(readFileSync(path.join(root, 'docs', 'decisions', name), 'utf8'))?.[0] ?? '';
      return [name.slice(0, 4), { file: name, superseded: /Status:\W*superseded/i.test(status) }];
    }),
);

/**
 * The comments of a source file: [1-based line, text of that line of the comment]. The file is
 * parsed (so a regular expression or a string holding `//` or `/*` is never read as a comment) and
 * every node's leading and trailing comment ranges are collected once.
 */
function commentLines(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const visit = (node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      ranges.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const lines = [];
  for (const { pos, end } of ranges.values()) {
    const first = source.getLineAndCharacterOfPosition(pos).line + 1;
    text
      .slice(pos, end)
      .split('\n')
      .forEach((line, i) => lines.push([first + i, line]));
  }
  return lines.sort((a, b) => a[0] - b[0]);
}

const topFolders = ['functions', 'contract', 'web', 'scripts', 'tests', 'docs'];
const generated = /^(functions\/lib|web\/build|web\/\.react-router)(\/|$)/;
const placeholder = /[*<>{}…]|\/N\b|\/x\.|\.\.\.$/;
const pathPattern = new RegExp(`(?<![\\w./@-])(?:${topFolders.join('|')})/[\\w$@.()[\\]/+-]*[\\w\\])/]`, 'g');
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '.d.mts', '.md', '.json'];

/**
 * Does a path named in a comment exist (as written, or with a source extension)? A path git
 * ignores, or with a dot-file segment (`functions/.env`), is one a tool or the operator makes.
 */
function pathExists(named) {
  const clean = named.replace(/[.)]+$/, '');
  if (extensions.some((extension) => existsSync(path.join(root, clean + extension)))) return true;
  if (clean.split('/').some((segment) => segment.startsWith('.'))) return true;
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', clean], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** The findings of one comment line. */
function check(line) {
  const findings = [];
  for (const match of line.matchAll(pathPattern)) {
    const named = match[0];
    // Cut short by a placeholder (`tests/e2e/<name>.spec.ts`); `web/API`, `functions/src`: a
    // folder word, not a file path (those have a second `/` or an extension).
    const after = line.slice(match.index + named.length);
    if (generated.test(named) || placeholder.test(named) || /^[*<>{}…]/.test(after) || !/\/.*(\/|\.\w+$)/.test(named))
      continue;
    const decision = /^docs\/decisions\/(\d{4})/.exec(named);
    if (decision) {
      if (!adrs.has(decision[1])) findings.push(`${named}: no ADR ${decision[1]} in docs/decisions/`);
      continue;
    }
    if (!pathExists(named)) findings.push(`${named} does not exist`);
  }
  for (const [, list] of line.matchAll(/\bADRs?\s+(\d{4}(?:\s*(?:,|–|-|and|or)\s*\d{4})*)/g)) {
    for (const number of list.match(/\d{4}/g)) {
      const adr = adrs.get(number);
      if (!adr) findings.push(`ADR ${number} does not exist in docs/decisions/`);
      else if (adr.superseded && !/supersed/i.test(line))
        findings.push(`ADR ${number} is superseded (${adr.file}): cite the ADR that replaced it`);
    }
  }
  return findings;
}

const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !file.includes('node_modules/') && existsSync(path.join(root, file)));
let count = 0;
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const [line, comment] of commentLines(file, text)) {
    for (const finding of check(comment)) {
      console.error(`${file}:${line}: ${finding}`);
      count += 1;
    }
  }
}
if (count > 0) {
  console.error(
    `check-doc-refs: ${count} comment reference${count === 1 ? '' : 's'} to a missing file or a superseded ADR (${files.length} files read)`,
  );
  process.exit(1);
}
console.log(
  `check-doc-refs: every file and ADR named in the comments of ${files.length} files exists (superseded ADRs cited as such)`,
);
