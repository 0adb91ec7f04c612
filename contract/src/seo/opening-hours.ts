/**
 * Turns site settings' readable opening hours ("Monday–Friday", "7:00 AM – 5:00 PM") into
 * schema.org OpeningHoursSpecification nodes (schema.org/OpeningHoursSpecification: dayOfWeek,
 * opens, closes as hh:mm:ss; Google LocalBusiness structured data uses the same shape).
 */
import type { JsonLd } from './json-ld';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** "Monday–Friday", "Mon - Fri", "Saturday" or "Monday, Wednesday" → the days named. */
export function parseDays(text: string): WeekDay[] {
  const day = (name: string): WeekDay => {
    const found = weekDays.find((d) => d.toLowerCase().startsWith(name.trim().toLowerCase().slice(0, 3)));
    if (!found || name.trim().length < 3) throw new Error(`Unknown day "${name}" in opening hours "${text}"`);
    return found;
  };
  return text.split(',').flatMap((part) => {
    const range = part.split(/\s*[–—-]\s*/);
    if (range.length === 1) return [day(range[0] ?? '')];
    const from = weekDays.indexOf(day(range[0] ?? ''));
    const to = weekDays.indexOf(day(range[1] ?? ''));
    if (range.length !== 2 || to < from) throw new Error(`Bad day range in opening hours "${text}"`);
    return weekDays.slice(from, to + 1);
  });
}

/** "7:00 AM" / "5 PM" / "17:30" → "07:00:00" / "17:00:00" / "17:30:00". */
export function parseTime(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)?$/i.exec(text.trim().replace(/\./g, ''));
  if (!match) throw new Error(`Bad time "${text}" in opening hours`);
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) throw new Error(`Bad time "${text}" in opening hours`);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
}

/**
 * One OpeningHoursSpecification per settings row.
 * @param rows siteSettings.openingHours
 * @throws Error naming the row when a day or time cannot be read (a settings typo fails tests, not crawlers)
 */
export function openingHoursSpecification(rows: readonly { days: string; hours: string }[]): JsonLd[] {
  return rows.map(({ days, hours }) => {
    const [opens, closes, extra] = hours.split(/\s+[–—-]\s+|\s*[–—]\s*/);
    if (!opens || !closes || extra !== undefined) throw new Error(`Bad hours "${hours}" in opening hours`);
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: parseDays(days),
      opens: parseTime(opens),
      closes: parseTime(closes),
    };
  });
}
