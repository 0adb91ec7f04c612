/**
 * The opening-hours rule: the wordings the office writes are read, what cannot be read
 * is refused naming the field with an example, and the JSON-LD never throws.
 */
import { describe, expect, it } from 'vitest';
import { isSpecialDay, openingHoursProblem, openingHoursSpecification, parseDays, parseHours } from './opening-hours';

const open = (opens: string, closes: string) => ({ kind: 'open', ranges: [{ opens, closes }] });

describe('parseHours', () => {
  it.each([
    ['7:00 AM – 5:00 PM', open('07:00:00', '17:00:00')],
    ['8 AM to 12 PM', open('08:00:00', '12:00:00')],
    ['8:00 AM-12:00 PM', open('08:00:00', '12:00:00')],
    ['8:00AM-12:00PM', open('08:00:00', '12:00:00')],
    ['8 a.m. – 5 p.m.', open('08:00:00', '17:00:00')],
    ['8–5', open('08:00:00', '17:00:00')],
    ['7:30 - 4:30', open('07:30:00', '16:30:00')],
    ['1–5 PM', open('13:00:00', '17:00:00')],
    ['8–12 PM', open('08:00:00', '12:00:00')],
    ['10 - 2 pm', open('10:00:00', '14:00:00')],
    ['07:00–17:30', open('07:00:00', '17:30:00')],
    ['9 AM until noon', open('09:00:00', '12:00:00')],
    ['5 PM – midnight', open('17:00:00', '00:00:00')],
    ['Open 24 hours', open('00:00:00', '23:59:00')],
  ])('reads "%s"', (text, expected) => {
    expect(parseHours(text)).toEqual(expected);
  });

  it('reads two ranges, closed days and appointments', () => {
    expect(parseHours('7–12, 1–5')).toEqual({
      kind: 'open',
      ranges: [
        { opens: '07:00:00', closes: '12:00:00' },
        { opens: '13:00:00', closes: '17:00:00' },
      ],
    });
    for (const text of ['Closed', 'closed', 'CLOSED.', 'Closed all day'])
      expect(parseHours(text)).toEqual({ kind: 'closed' });
    for (const text of ['By appointment', 'By appointment only', 'Appointment only', 'by appt.']) {
      expect(parseHours(text)).toEqual({ kind: 'by-appointment' });
    }
  });

  it.each(['whenever', '5 PM – 8 AM', '25:00 – 26:00', '8', '13 PM – 5 PM', 'Closed on Mondays'])(
    'refuses "%s" with an example',
    (text) => {
      expect(() => parseHours(text)).toThrow(/write them like "7:00 AM – 5:00 PM"/);
    },
  );
});

describe('parseDays', () => {
  it('reads ranges, lists, groups and abbreviations', () => {
    expect(parseDays('Monday–Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(parseDays('Mon - Fri')).toEqual(parseDays('Monday to Friday'));
    expect(parseDays('Sat & Sun')).toEqual(['Saturday', 'Sunday']);
    expect(parseDays('Monday, Wednesday and Friday')).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(parseDays('Tues., Thurs')).toEqual(['Tuesday', 'Thursday']);
    expect(parseDays('Weekdays')).toHaveLength(5);
    expect(parseDays('Daily')).toHaveLength(7);
    expect(parseDays('Fri–Mon')).toEqual(['Monday', 'Friday', 'Saturday', 'Sunday']);
    expect(parseDays('Sundays')).toEqual(['Sunday']);
  });

  it.each(['Someday', 'S', 'Monkey', 'Mon–Fri–Sat', ''])('refuses "%s"', (text) => {
    expect(() => parseDays(text)).toThrow(/write them like "Monday–Friday"/);
  });
});

describe('isSpecialDay', () => {
  it('reads holidays and dates as people write them', () => {
    for (const text of [
      'Dec 24',
      'December 24th',
      '24 Dec',
      'Dec 24–26',
      'Dec 24 & 31',
      '12/31',
      'Holidays',
      'Public holidays',
      'Christmas Day',
      "New Year's Day",
      'Thanksgiving',
      'July 4th',
    ])
      expect(isSpecialDay(text), text).toBe(true);
  });

  it('leaves days of the week and other words alone', () => {
    for (const text of ['Monday', 'Mon–Fri', 'Sat & Sun', 'Weekends', 'Someday', '24', 'Dec', ''])
      expect(isSpecialDay(text), text).toBe(false);
  });
});

describe('openingHoursProblem', () => {
  it('names the field that cannot be read', () => {
    expect(openingHoursProblem({ days: 'Sunday', hours: 'Closed' })).toBeNull();
    expect(openingHoursProblem({ days: 'Someday', hours: 'Closed' })?.field).toBe('days');
    expect(openingHoursProblem({ days: 'Sunday', hours: 'whenever' })).toEqual({
      field: 'hours',
      message:
        'Hours "whenever" cannot be read: write them like "7:00 AM – 5:00 PM", "8 to 12", "Closed" or "By appointment"',
    });
  });
});

describe('openingHoursSpecification', () => {
  it('gives one node per range, closed days as 00:00–00:00, and skips what states no hours', () => {
    expect(
      openingHoursSpecification([
        { days: 'Mon–Fri', hours: '7–12, 1–5' },
        { days: 'Sunday', hours: 'Closed' },
        { days: 'Saturday', hours: 'By appointment' },
        { days: 'Holidays', hours: 'Closed' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00:00',
        closes: '12:00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '13:00:00',
        closes: '17:00:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00:00', closes: '00:00:00' },
    ]);
  });
});
