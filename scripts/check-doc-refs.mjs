#!/usr/bin/env node
/**
 * `npm run lint:doc-refs` (part of `npm run lint`, which CI runs): the comments of the repository's
 * source and its Markdown name files, ADRs and npm scripts that exist (DESIGN §13: "a
 * doc-reference check in CI keeps every path and script they name real").
 *
 * Reads the comments of every tracked .ts, .tsx, .js and .mjs file (git ls-files; each file parsed
 * by TypeScript, so a `//` inside a string, a URL or a regular expression is not a comment) and
 * every line of every tracked .md file (README.md, docs/, docs/decisions/), and fails on:
 *  - a repository path that does not exist: a word starting with one of the top-level folders
 *    (`functions/`, `contract/`, `web/`, `scripts/`, `tests/`, `docs/`) with a second `/` or an
 *    extension, as written or with a source extension added (`contract/src/api` names
 *    contract/src/api.ts). Build outputs (functions/lib/, web/build/, web/.react-router/), files
 *    git ignores or named with a dot segment (`functions/.env`: made by a tool or the operator),
 *    and paths with a placeholder (`*`, `<…>`, `{…}`, `…`, `/N`, `/x.`) are left alone;
 *  - `ADR NNNN` or `docs/decisions/NNNN…` naming no file of docs/decisions/;
 *  - an ADR whose status line says it is superseded, cited as if current: the comment line must
 *    say "supersed" (e.g. "ADR 0010, superseded by ADR 0021") to cite it; the records of history
 *    (docs/decisions/, docs/performance.md's dated measurements) may cite one, and a superseded
 *    ADR's own paths are those of the design it describes, so they are not checked;
 *  - `npm run <script>` (or `npm start` / `npm test`), with `-w <workspace>` when given, naming no
 *    script of that package.json;
 *  - in Markdown, a relative link target (`[text](../file.md)`) that does not exist.
 * Markdown's strikethrough marks a path as gone on purpose (`~~web/scripts/<deleted>.ts~~` in a
 * list of what was deleted): it is not checked.
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
  // A folder pattern (`web/public/photos/`) matches only with the slash while the folder is absent.
  return [clean, `${clean}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
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

/** The scripts of the root package.json and of each workspace's: {'' | workspace: Set}. */
const packageJson = (dir) => {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};
const scripts = new Map(
  ['', ...(packageJson('').workspaces ?? [])].map((dir) => [dir, new Set(Object.keys(packageJson(dir).scripts ?? {}))]),
);

/** The findings of the npm scripts a line names (`npm run lint`, `npm test`, `npm run build -w web`). */
function checkScripts(line) {
  const findings = [];
  const npmCall =
    /\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test|stop|restart)\b)((?: +(?:-w|--workspace)[ =]([\w@/.-]+))?)/g;
  for (const match of line.matchAll(npmCall)) {
    const [, runName, aliasName, , workspace = ''] = match;
    const name = runName ?? aliasName;
    const known = scripts.get(workspace.replace(/^@site\//, ''));
    if (!known) findings.push(`npm ${runName ? 'run ' : ''}${name}: no workspace "${workspace}"`);
    else if (!known.has(name) && !placeholder.test(name))
      findings.push(
        `npm ${runName ? 'run ' : ''}${name}: no script "${name}" in ${workspace ? `${workspace}/` : ''}package.json`,
      );
  }
  return findings;
}

/** The findings of a Markdown line's relative link targets (`[text](../x.md#part)`). */
function checkLinks(file, line) {
  const findings = [];
  for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#|\/)/i.test(target)) continue;
    const named = decodeURI(target.replace(/#.*$/, ''));
    if (!existsSync(path.join(root, path.dirname(file), named)))
      findings.push(`link ${target} does not exist (from ${path.dirname(file)}/)`);
  }
  return findings;
}

const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !file.includes('node_modules/') && existsSync(path.join(root, file)));
let count = 0;
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const markdown = file.endsWith('.md');
  const lines = markdown ? text.split('\n').map((line, i) => [i + 1, line]) : commentLines(file, text);
  const history = /^docs\/(decisions\/|performance\.md$)/.test(file);
  const supersededAdr = [...adrs.values()].some((adr) => adr.superseded && file === `docs/decisions/${adr.file}`);
  for (const [line, written] of lines) {
    const comment = markdown ? written.replace(/~~.*?~~/g, '') : written;
    const found = [
      ...check(comment).filter(
        (finding) =>
          !(history && / is superseded /.test(finding)) && !(supersededAdr && / does not exist$/.test(finding)),
      ),
      ...checkScripts(comment),
      ...(markdown ? checkLinks(file, comment) : []),
    ];
    for (const finding of found) {
      console.error(`${file}:${line}: ${finding}`);
      count += 1;
    }
  }
}
if (count > 0) {
  console.error(
    `check-doc-refs: ${count} reference${count === 1 ? '' : 's'} to a missing file, script or a superseded ADR (${files.length} files read)`,
  );
  process.exit(1);
}
console.log(
  `check-doc-refs: every file, ADR and npm script named in the comments and Markdown of ${files.length} files exists (superseded ADRs cited as such)`,
);
