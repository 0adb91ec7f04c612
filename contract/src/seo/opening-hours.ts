/**
 * Reads the company's opening hours as staff write them in the Company form ("Monday–Friday" /
 * "7:00 AM – 5:00 PM", "Sunday" / "Closed", "Sat & Sun" / "By appointment", "Mon-Fri" / "8 to
 * 5") and turns them into schema.org OpeningHoursSpecification nodes (schema.org/
 * OpeningHoursSpecification: dayOfWeek, opens, closes as hh:mm:ss; Google "Local business"
 * structured data uses the same shape and says: a day closed all day has opens and closes both
 * "00:00"; hours past midnight close before they open).
 *
 * One rule, two users: the settings schema (site-settings-schema.ts) refuses a row this
 * module cannot read, with a message naming the field and an example, so whatever the form saves
 * the pages can render; and the business JSON-LD (business-json-ld.ts) leaves out what states no
 * hours ("By appointment") or what cannot be read (a value stored before this rule), instead of
 * failing the page.
 */
import type { JsonLd } from './json-ld';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** One row of the settings (contract SiteSettings.openingHours). */
export interface OpeningHoursRow {
  days: string;
  hours: string;
}

/** What a row's hours say: open in one or more ranges (hh:mm:ss), closed all day, or by appointment. */
export type ReadHours =
  { kind: 'open'; ranges: { opens: string; closes: string }[] } | { kind: 'closed' } | { kind: 'by-appointment' };

/** Examples the error messages give (what the form's fields accept). */
export const openingHoursExamples = {
  days: '"Monday–Friday", "Saturday", "Sat & Sun" or a holiday ("Dec 24", "Holidays")',
  hours: '"7:00 AM – 5:00 PM", "8 to 12", "Closed" or "By appointment"',
} as const;

/** A row field this module cannot read; `field` names which one, `message` says how to write it. */
export class OpeningHoursError extends Error {
  constructor(
    readonly field: keyof OpeningHoursRow,
    message: string,
  ) {
    super(message);
    this.name = 'OpeningHoursError';
  }
}

const daysError = (text: string) =>
  new OpeningHoursError('days', `Days "${text}" cannot be read: write them like ${openingHoursExamples.days}`);
const hoursError = (text: string, why = 'cannot be read') =>
  new OpeningHoursError('hours', `Hours "${text}" ${why}: write them like ${openingHoursExamples.hours}`);

/** Words that name several days at once. */
const dayGroups: Record<string, WeekDay[]> = {
  daily: [...weekDays],
  'every day': [...weekDays],
  everyday: [...weekDays],
  'all week': [...weekDays],
  '7 days': [...weekDays],
  '7 days a week': [...weekDays],
  'seven days a week': [...weekDays],
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  weekends: ['Saturday', 'Sunday'],
  weekend: ['Saturday', 'Sunday'],
};

/** "Monday", "mon", "Tues.", "Thurs", "Mondays", "Su" → the day; null when no single day fits. */
function dayNamed(word: string): WeekDay | null {
  const name = word.trim().toLowerCase().replace(/\.$/u, '');
  const singular =
    name.endsWith('s') && weekDays.some((d) => d.toLowerCase() === name.slice(0, -1)) ? name.slice(0, -1) : name;
  if (singular.length < 2) return null;
  const found = weekDays.filter((d) => d.toLowerCase().startsWith(singular));
  return found.length === 1 ? found[0]! : null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthWord = `(?:${months.join('|')})[a-z]*\\.?`;
/** "Dec 24", "December 24th", "24 Dec", "12/24", each optionally a range ("Dec 24–26"). */
const datePart = new RegExp(
  `^(?:${monthWord} \\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)? ${monthWord}|\\d{1,2}/\\d{1,2})(?: ?(?:[–—-]|to) ?(?:${monthWord} )?\\d{1,2}(?:st|nd|rd|th)?)?$`,
  'u',
);
/** Holidays named by name. */
const holidayWords =
  /^(?:(?:public |bank |major |federal |legal )?holidays?|christmas(?: eve| day)?|new year'?s?(?: eve| day)?|thanksgiving(?: day)?|easter(?: sunday| monday)?|memorial day|labor day|independence day|july 4(?:th)?|4th of july|fourth of july|black friday)$/u;

/**
 * Is a row's Days a holiday or a date rather than days of the week ("Dec 24", "December 24–26",
 * "12/31", "Christmas Day", "Holidays", "Dec 24 & 31")? Such a row is shown as written; it is
 * left out of the structured data, which has no year to pin it to.
 */
export function isSpecialDay(text: string): boolean {
  const parts = text
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .split(/\s*(?:,|;|&|\+|\band\b)\s*/u)
    .filter((part) => part !== '');
  return (
    parts.length > 0 &&
    parts.every(
      (part, i) => holidayWords.test(part) || datePart.test(part) || (i > 0 && /^\d{1,2}(?:st|nd|rd|th)?$/u.test(part)),
    )
  );
}

/**
 * The days a row names: "Monday–Friday", "Mon - Fri", "Monday to Friday", "Saturday", "Sat &
 * Sun", "Monday, Wednesday and Friday", "Weekdays", "Weekends", "Daily". A range may wrap the
 * week ("Fri–Mon").
 * @returns the days in week order, each once
 * @throws OpeningHoursError (field 'days') when a part is not a day, with an example
 */
export function parseDays(text: string): WeekDay[] {
  const normalized = text.trim().toLowerCase().replace(/\s+/gu, ' ');
  const parts = normalized
    .split(/\s*(?:,|;|&|\+|\/|\band\b)\s*/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw daysError(text);
  const days = new Set<WeekDay>();
  for (const part of parts) {
    const group = dayGroups[part];
    if (group) {
      group.forEach((day) => days.add(day));
      continue;
    }
    const range = part.split(/\s*(?:[–—-]|\bto\b|\bthrough\b|\bthru\b)\s*/u);
    if (range.length > 2) throw daysError(text);
    const from = dayNamed(range[0] ?? '');
    const to = range.length === 2 ? dayNamed(range[1] ?? '') : from;
    if (!from || !to) throw daysError(text);
    const start = weekDays.indexOf(from);
    const length = ((weekDays.indexOf(to) - start + 7) % 7) + 1;
    for (let i = 0; i < length; i += 1) days.add(weekDays[(start + i) % 7]!);
  }
  return weekDays.filter((day) => days.has(day));
}

/** A time as written: hours and minutes, and the meridiem when one was given. */
interface WrittenTime {
  hours: number;
  minutes: number;
  meridiem: 'am' | 'pm' | null;
  /** "noon" or "midnight", which fix the time on their own. */
  named: boolean;
}

/** "7", "7:30", "7am", "7 p.m.", "17:30", "noon", "midnight" → its parts; null when not a time. */
function readTime(text: string): WrittenTime | null {
  const t = text.trim().toLowerCase().replace(/\./gu, '').replace(/\s+/gu, ' ');
  if (t === 'noon' || t === '12 noon') return { hours: 12, minutes: 0, meridiem: 'pm', named: true };
  if (t === 'midnight' || t === '12 midnight') return { hours: 0, minutes: 0, meridiem: 'am', named: true };
  const match = /^(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm|a|p)?$/u.exec(t);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3] ? (match[3].startsWith('a') ? 'am' : 'pm') : null;
  if (minutes > 59 || hours > 23 || (meridiem && (hours < 1 || hours > 12))) return null;
  return { hours, minutes, meridiem, named: false };
}

/** Minutes since midnight of a written time read with `meridiem` (its own wins). */
function minutesOf(time: WrittenTime, meridiem: 'am' | 'pm' | null): number {
  const m = time.meridiem ?? meridiem;
  let hours = time.hours;
  if (m === 'pm' && hours < 12) hours += 12;
  if (m === 'am' && hours === 12) hours = 0;
  return hours * 60 + time.minutes;
}

const hhmmss = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * One range "opens–closes" as people write it, with the meridiem a side lacks taken the way
 * people mean it: "8–5" is 8 AM to 5 PM, "1–5 PM" is 1 PM to 5 PM, "8–12 PM" is 8 AM to noon.
 * A second range of the day without meridiems follows the first ("7–12, 1–5": 1 PM to 5 PM).
 * Closing at midnight is allowed (closes "00:00:00", Google's past-midnight form).
 * @param after the minute the day's previous range closed (0 for the first)
 * @throws OpeningHoursError when a side is not a time, or the range closes before it opens
 */
function readRange(text: string, whole: string, after: number): { opens: string; closes: string; end: number } {
  const sides = text.split(/\s*(?:[–—-]|\bto\b|\buntil\b|\btill\b|\btil\b)\s*/u);
  if (sides.length !== 2) throw hoursError(whole);
  const opens = readTime(sides[0] ?? '');
  const closes = readTime(sides[1] ?? '');
  if (!opens || !closes) throw hoursError(whole);
  let from: number;
  let to: number;
  if (opens.meridiem === null && closes.meridiem !== null && !closes.named) {
    // "1–5 PM": the opening shares the closing's meridiem when that keeps the order, else it is AM.
    to = minutesOf(closes, null);
    const shared = minutesOf(opens, closes.meridiem);
    from = shared < to ? shared : minutesOf(opens, 'am');
  } else {
    from = minutesOf(opens, null);
    to = minutesOf(closes, null);
    // "8–5", "7:30 AM – 4:30": a closing hour without a meridiem that would close before the opening is PM.
    if (closes.meridiem === null && !closes.named && to <= from && closes.hours < 12) to += 12 * 60;
    // "7–12, 1–5": the afternoon range of a split day.
    if (opens.meridiem === null && !opens.named && from < after && opens.hours < 12) {
      from += 12 * 60;
      if (to < from && closes.meridiem === null && closes.hours < 12) to += 12 * 60;
    }
  }
  const midnight = to === 0;
  if (!midnight && to <= from) throw hoursError(whole, 'close before they open');
  return { opens: hhmmss(from), closes: hhmmss(to), end: midnight ? 24 * 60 : to };
}

/**
 * What a row's hours say: "7:00 AM – 5:00 PM", "8 AM to 12 PM", "8:00 AM-12:00 PM", "8–5",
 * "7–12, 1–5" (two ranges), "Closed", "By appointment" (or "Appointment only"), "Open 24 hours".
 * @throws OpeningHoursError (field 'hours') when they cannot be read, with an example
 */
export function parseHours(text: string): ReadHours {
  const t = text.trim().toLowerCase().replace(/\s+/gu, ' ').replace(/\.$/u, '');
  if (/^closed( all day)?$/u.test(t)) return { kind: 'closed' };
  if (/^(?:by )?(?:appointment|appt)s?(?: only)?$/u.test(t)) return { kind: 'by-appointment' };
  if (/^(open )?24 hours$|^24\/7$|^open all day$/u.test(t))
    return { kind: 'open', ranges: [{ opens: '00:00:00', closes: '23:59:00' }] };
  const ranges: { opens: string; closes: string }[] = [];
  let after = 0;
  for (const part of t.split(/\s*(?:,|;|&|\band\b)\s*/u).filter((p) => p !== '')) {
    const { opens, closes, end } = readRange(part, text.trim(), after);
    ranges.push({ opens, closes });
    after = end;
  }
  if (ranges.length === 0) throw hoursError(text.trim());
  return { kind: 'open', ranges };
}

/**
 * The first problem of a row, for the settings schema: which field and what to write there.
 * @returns null when the row can be read
 */
export function openingHoursProblem(row: OpeningHoursRow): { field: keyof OpeningHoursRow; message: string } | null {
  try {
    if (!isSpecialDay(row.days)) parseDays(row.days);
    parseHours(row.hours);
    return null;
  } catch (error) {
    if (error instanceof OpeningHoursError) return { field: error.field, message: error.message };
    throw error;
  }
}

/**
 * The OpeningHoursSpecification nodes of the settings rows: one per open range (days closed all
 * day: opens and closes "00:00:00", as Google documents it). Rows "By appointment" state no
 * hours, holiday and date rows (isSpecialDay) no day of the week, and rows that cannot be read (stored before the settings schema checked them) are left
 * out: a page is never refused for its structured data.
 * @param rows siteSettings.openingHours
 * @returns the nodes, possibly none
 */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[]): JsonLd[] {
  return rows.flatMap(({ days, hours }) => {
    let dayOfWeek: WeekDay[];
    let read: ReadHours;
    if (isSpecialDay(days)) return [];
    try {
      dayOfWeek = parseDays(days);
      read = parseHours(hours);
    } catch {
      return [];
    }
    if (read.kind === 'by-appointment') return [];
    const ranges = read.kind === 'closed' ? [{ opens: '00:00:00', closes: '00:00:00' }] : read.ranges;
    return ranges.map(({ opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }));
  });
}
