/**
 * The CSV export of leads ("GET /api/leads.csv (export, opens in Excel: UTF-8 BOM,
 * RFC 4180 quoting, formula injection neutralised)"), written by csv-stringify (csv.js.org):
 * - a UTF-8 byte order mark first, so Excel reads the file as UTF-8 (names with accents);
 * - RFC 4180: CRLF between records, a header record, fields holding a comma, a double quote or a
 *   line break enclosed in double quotes, and double quotes doubled (§2.1-2.7);
 * - formula injection (OWASP "CSV Injection"; ASVS 5.0 1.2.10): a field starting with = + - @,
 *   a tab or a carriage return (or their full-width forms) gets a leading `'`, so spreadsheets
 *   show it as text (csv-stringify escape_formulas); other control characters (NUL among them)
 *   are removed first.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { leadStatusLabels, leadTimeframeLabels, notificationStateLabels } from '@site/contract/lead';
import { toDisplayPhone } from '@site/contract/phone';
import type { LeadRecord } from './lead-document';
import type { ServiceNames } from '../posts/services-store';

/** "2026-11-26 14:05", Connecticut time: a form Excel reads as a date and time. */
const spreadsheetTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Removes control characters (Unicode Cc: C0, DEL, C1) other than tab, line feed and carriage return. */
const clean = (text: string) => text.replace(/[^\P{Cc}\t\n\r]/gu, '');

/** A column: its header text and the value of a lead, given the services' names. */
type Column = [header: string, value: (record: LeadRecord, names: ServiceNames) => string];

/** The columns, in order. */
const columns: Column[] = [
  ['Reference', ({ lead }) => lead.reference],
  ['Received (Connecticut time)', ({ lead }) => spreadsheetTime.format(lead.createdAt.toDate())],
  ['Status', ({ lead }) => leadStatusLabels[lead.status]],
  ['Name', ({ lead }) => lead.name],
  // US numbers in their national form, "(NNN) NNN-NNNN": an E.164 "+1…" would be read as a number (and neutralised).
  ['Phone', ({ lead }) => (lead.phone ? (toDisplayPhone(lead.phone)?.display ?? lead.phone) : '')],
  ['E-mail', ({ lead }) => lead.email ?? ''],
  ['Street', ({ lead }) => lead.street ?? ''],
  ['Town', ({ lead }) => lead.town ?? ''],
  ['In the service area', ({ lead }) => (lead.townInServiceArea === null ? '' : lead.townInServiceArea ? 'yes' : 'no')],
  ['Services', ({ lead }, names) => lead.serviceSlugs.map((slug) => names.get(slug) ?? slug).join(', ')],
  ['Residential or commercial', ({ lead }) => (lead.sector === 'residential' ? 'Residential' : 'Commercial')],
  ['Timeframe', ({ lead }) => leadTimeframeLabels[lead.timeframe]],
  ['Message', ({ lead }) => lead.message],
  ['From project', ({ lead }) => (lead.sourceProject ? (lead.sourceProject.title ?? lead.sourceProject.slug) : '')],
  [
    'From service',
    ({ lead }, names) => (lead.sourceService ? (names.get(lead.sourceService) ?? lead.sourceService) : ''),
  ],
  ['Photos', ({ lead }) => String(lead.photoIds.length)],
  ['Office e-mail', ({ lead }) => notificationStateLabels[lead.notification.state]],
  [
    'Notes',
    ({ lead }) =>
      lead.notes
        .map((note) => `${spreadsheetTime.format(note.createdAt.toDate())} ${note.author}: ${note.text}`)
        .join('\n'),
  ],
];

/** The csv-stringify options of the file (see the module comment). */
const csvOptions = {
  bom: true,
  header: true,
  columns: columns.map(([header]) => header),
  record_delimiter: 'windows',
  // Quote fields holding a line break (RFC 4180 §2.6); csv-stringify stops doing so by default
  // once a record delimiter is given.
  quote_record_delimiter: true,
  escape_formulas: true,
} satisfies Options;

/** One record of a lead. */
const recordOf = (record: LeadRecord, names: ServiceNames) => columns.map(([, value]) => clean(value(record, names)));

/**
 * The CSV file of the given leads, in the given order.
 * @param names service slug → the name staff gave it (services-store serviceNamesBySlug)
 * @returns the bytes: BOM, header record, one record per lead, CRLF line ends
 */
export function leadsCsv(records: readonly LeadRecord[], names: ServiceNames): Buffer {
  return Buffer.from(
    stringifySync(
      records.map((record) => recordOf(record, names)),
      csvOptions,
    ),
    'utf8',
  );
}

/**
 * Streams the CSV file of leads read one after another (the export of every matching lead:
 * nothing holds them all), the same bytes as `leadsCsv`.
 * @param records the leads, in order
 * @param out where the file goes (the HTTP answer)
 * @param names service slug → name, as for leadsCsv
 * @throws the records' errors (Firestore) and the stream's; the output is destroyed then
 */
export async function writeLeadsCsv(
  records: AsyncIterable<LeadRecord>,
  out: Writable,
  names: ServiceNames,
): Promise<void> {
  async function* rows() {
    for await (const record of records) yield recordOf(record, names);
  }
  await pipeline(Readable.from(rows()), stringify(csvOptions), out);
}

/** The download's file name for a day: `leads-2026-11-26.csv` (Connecticut date). */
export function leadsCsvFileName(now: Date): string {
  return `leads-${spreadsheetTime.format(now).slice(0, 10)}.csv`;
}
