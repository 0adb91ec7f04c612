/**
 * The CSV export's format ("opens in Excel: UTF-8 BOM, RFC 4180 quoting, formula
 * injection neutralised"; OWASP CSV Injection; ASVS 5.0 1.2.10).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { leadRecord } from '../../../test/stored-lead';
import { leadsCsv, leadsCsvFileName } from './lead-csv';

/** The services' names as staff gave them (the records; here the first-run names). */
const serviceNames = new Map([
  ['patios-hardscape', 'Patios and Hardscape'],
  ['drainage-systems', 'Drainage Systems'],
]);
const csv = (...records: Parameters<typeof leadsCsv>[0]) => leadsCsv(records, serviceNames);
/** The records of a CSV text (after the BOM), split on CRLF outside quotes. */
const records = (text: string) =>
  text
    .replace(/^\uFEFF/u, '')
    .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/u)
    .filter(Boolean);

describe('leadsCsv', () => {
  it('starts with a UTF-8 BOM, has a header, CRLF line ends and keeps accents', () => {
    const bytes = csv(leadRecord({ name: 'Zoë Ñúñez' }));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row] = records(text);
    expect(header).toBe(
      'Reference,Received (Connecticut time),Status,Name,Phone,E-mail,Street,Town,In the service area,Services,Residential or commercial,Timeframe,Message,From project,From service,Photos,Office e-mail,Notes',
    );
    expect(row).toBe(
      'OV-7K3Q,2026-11-26 10:04,New,Zoë Ñúñez,(203) 555-0199,jane.doe@example.com,12 Orchard Lane,Orange,yes,Patios and Hardscape,Residential,As soon as possible,"A bluestone patio, please.",,,0,Sent,',
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180 §2.6, §2.7)', () => {
    const [, row] = records(csv(leadRecord({ message: 'Line one\nSay "hi", then\r\nline three' })).toString('utf8'));
    expect(row).toContain(',"Line one\nSay ""hi"", then\r\nline three",');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1 (203) 555', "'+1 (203) 555"],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\u0000=1+1', "'=1+1"],
  ])('neutralises a formula: %j', (name, cell) => {
    const [, row] = records(csv(leadRecord({ name })).toString('utf8'));
    expect(row!.split(',').slice(0, 4).join(',')).toBe(
      `OV-7K3Q,2026-11-26 10:04,New,${cell}`.split(',').slice(0, 4).join(','),
    );
    expect(row).toContain(cell);
  });

  it('writes notes with time and author, states and sources in words', () => {
    const note = (text: string, hour: number) => ({
      text,
      author: 'Sam Smith',
      authorUid: 'u1',
      createdAt: Timestamp.fromDate(new Date(`2026-11-27T${hour}:00:00Z`)),
    });
    const [, row] = records(
      csv(
        leadRecord({
          status: 'contacted',
          phone: '+442079460958',
          email: null,
          townInServiceArea: false,
          serviceSlugs: [],
          sourceProject: { slug: 'stone-patio', title: 'Stone Patio in Guilford' },
          sourceService: 'drainage-systems',
          photoIds: ['a'.repeat(24), 'b'.repeat(24)],
          notification: {
            state: 'failed',
            attempts: 10,
            lastError: 'x',
            nextAttemptAt: null,
            sentAt: null,
            generation: 0,
          },
          notes: [note('Called', 14), note('Quote sent', 16)],
        }),
      ).toString('utf8'),
    );
    expect(row).toContain(",Contacted,Jane Doe,'+44 20 7946 0958,,12 Orchard Lane,Orange,no,,Residential,");
    expect(row).toContain(
      ',Stone Patio in Guilford,Drainage Systems,2,Failed,"2026-11-27 09:00 Sam Smith: Called\n2026-11-27 11:00 Sam Smith: Quote sent"',
    );
  });
});

describe('leadsCsvFileName', () => {
  it('names the file after the Connecticut date', () => {
    expect(leadsCsvFileName(new Date('2026-11-27T03:00:00Z'))).toBe('leads-2026-11-26.csv');
  });
});
