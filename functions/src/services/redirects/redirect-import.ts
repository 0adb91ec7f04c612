/**
 * CSV import of redirect rules ("CSV import for a list from the old site"): one rule a
 * line, `from,to[,status]` (status 301 when empty), read with csv-parse (the csv project's
 * parser; its csv-stringify writes the leads export), so quoted fields, commas inside quotes, a
 * byte-order mark and CRLF lines from a spreadsheet all read as a person expects. A first line
 * that is no address (a header such as `from,to,status`) is skipped.
 *
 * All or nothing (bad input changes nothing): every line is checked as a rule typed in the form
 * would be (redirect-rules.ts checkRule: same-site target, no live page shadowed, no loop, the
 * file's other lines counted), and only when every line passes are the rules written. A line
 * for an address that already has a rule replaces it (its hit count is kept).
 */
import { parse } from 'csv-parse/sync';
import { Timestamp } from 'firebase-admin/firestore';
import {
  normalizeFromPath,
  normalizeToPath,
  redirectKey,
  type RedirectImportResult,
  type RedirectStatus,
} from '@site/contract/redirects';
import { db } from '../platform/firestore';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';
import {
  checkRule,
  claimRuleWrite,
  redirectsCollection,
  retryRuleWrite,
  ruleId,
  type RuleAuthor,
} from './redirect-rules';

/** Most lines one import takes (a batch write holds 500 writes; the body is bounded at 90 kB anyway). */
export const maxImportLines = 2000;

/** Firestore's limit of writes per batch. */
const batchSize = 400;

/** One line's rule, or why it is refused. */
interface ImportLine {
  line: number;
  from: string;
  to: string;
  status: RedirectStatus;
}

/** Outcome of an import: the counts, or the refusal with a message per line (`line 3` → text). */
export type ImportOutcome =
  | { kind: 'imported'; result: RedirectImportResult }
  | { kind: 'invalid'; message: string; errors: Record<string, string> };

/**
 * Reads the CSV into lines; a malformed file (an unclosed quote) is one error.
 * @returns the rules with their line numbers, and the errors found so far
 */
function readLines(csv: string): { lines: ImportLine[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // `info: true` gives each record with its line (csv-parse's sync types do not follow the option).
    records = parse(csv, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      lines: [],
      errors: { [line ? `line ${line}` : 'csv']: `The file is not valid CSV: ${(error as Error).message}` },
    };
  }
  const lines: ImportLine[] = [];
  records.forEach(({ record, info }, index) => {
    const [from = '', to = '', status = ''] = record;
    if (index === 0 && 'error' in normalizeFromPath(from) && 'error' in normalizeToPath(to, null)) return; // a header
    const code = status === '' ? 301 : Number(status);
    if (code !== 301 && code !== 302) errors[`line ${info.lines}`] = `The status is 301 or 302, not "${status}"`;
    else lines.push({ line: info.lines, from, to, status: code });
  });
  return { lines, errors };
}

/**
 * Imports the rules of a CSV file (see the module comment).
 * @param siteOrigin this site's origin (full URLs of it are accepted as targets)
 * @returns 'imported' with how many rules were added and replaced, or 'invalid' with each
 *   refused line (nothing written)
 * @throws Firestore errors
 */
export function importRules(csv: string, siteOrigin: string | null, by: RuleAuthor): Promise<ImportOutcome> {
  return retryRuleWrite(() => importOnce(csv, siteOrigin, by));
}

/** importRules, one try (claimRuleWrite: a concurrent rule write makes it run again). */
async function importOnce(csv: string, siteOrigin: string | null, by: RuleAuthor): Promise<ImportOutcome> {
  const claim = await claimRuleWrite();
  const { lines, errors } = readLines(csv);
  if (lines.length > maxImportLines)
    return {
      kind: 'invalid',
      message: `The file has ${lines.length} rules; import at most ${maxImportLines} at a time`,
      errors: {},
    };
  if (lines.length === 0 && Object.keys(errors).length === 0)
    return {
      kind: 'invalid',
      message: 'The file has no rules (one per line: old address, new address, status)',
      errors: {},
    };

  // The file's own rules count for loops: key → target.
  const pending = new Map<string, string>();
  const firstLineOf = new Map<string, number>();
  for (const line of lines) {
    const from = normalizeFromPath(line.from);
    const to = normalizeToPath(line.to, siteOrigin);
    if ('error' in from || 'error' in to) continue;
    const key = redirectKey(from.path);
    if (key === null) continue;
    const first = firstLineOf.get(key);
    if (first !== undefined) errors[`line ${line.line}`] = `The same old address as line ${first}`;
    else {
      firstLineOf.set(key, line.line);
      pending.set(key, to.path);
    }
  }
  const rules = [];
  for (const line of lines) {
    if (errors[`line ${line.line}`]) continue;
    const check = await checkRule(line, siteOrigin, pending);
    if ('errors' in check) errors[`line ${line.line}`] = Object.values(check.errors).join('; ');
    else rules.push(check.rule);
  }
  if (Object.keys(errors).length > 0) {
    return {
      kind: 'invalid',
      message: `Nothing was imported: ${Object.keys(errors).length} line(s) need a change`,
      errors,
    };
  }

  const refs = rules.map((rule) => db().collection(redirectsCollection).doc(ruleId(rule.key)));
  const existing = refs.length > 0 ? await db().getAll(...refs) : [];
  const now = Timestamp.now();
  let updated = 0;
  for (let start = 0; start < rules.length; start += batchSize) {
    const batch = db().batch();
    if (start === 0) claim.write(batch);
    rules.slice(start, start + batchSize).forEach((rule, i) => {
      const before = existing[start + i];
      if (before?.exists) updated += 1;
      batch.set(refs[start + i]!, {
        from: rule.from,
        to: rule.to,
        status: rule.status,
        hits: before?.get('hits') ?? 0,
        lastHitAt: before?.get('lastHitAt') ?? null,
        createdAt: before?.get('createdAt') ?? now,
        updatedAt: now,
        createdBy: by.uid,
      });
    });
    await batch.commit();
  }
  await invalidateVisitorReads();
  return { kind: 'imported', result: { created: rules.length - updated, updated } };
}
