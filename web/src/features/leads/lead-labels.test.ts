import { describe, expect, it } from 'vitest';
import { duplicateHint, formatPhone, formatReceived, messagePreview, serviceList } from './lead-labels';

describe('formatReceived', () => {
  const now = new Date(2026, 10, 26, 15, 0); // Nov 26, 2026, 3 PM local

  it('says Today and Yesterday with the time', () => {
    expect(formatReceived(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('Today, 9:05 AM');
    expect(formatReceived(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('Yesterday, 11:59 PM');
  });

  it('gives month, day and time earlier this year, and the year instead of the time before it', () => {
    expect(formatReceived(new Date(2026, 0, 3, 14, 31).toISOString(), now)).toBe('Jan 3, 2:31 PM');
    expect(formatReceived(new Date(2025, 11, 31, 14, 31).toISOString(), now)).toBe('Dec 31, 2025');
  });
});

describe('labels', () => {
  it("names services by the site's names (the slug for one no service has), or says none was chosen", () => {
    const names = new Map([['fence-installation', 'Fences & Gates']]);
    const nameOf = (slug: string) => names.get(slug) ?? null;
    expect(serviceList(['fence-installation', 'tree-removal'], nameOf)).toBe('Fences & Gates, tree-removal');
    expect(serviceList([], nameOf)).toBe('No service chosen');
  });

  it('formats E.164 phone numbers as people read them', () => {
    expect(formatPhone('+12035550142')).toBe('(203) 555-0142');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });
});

describe('duplicate hints and previews', () => {
  it('says how a lead matches others', () => {
    expect(duplicateHint([])).toBeNull();
    expect(duplicateHint([{ reference: 'OV-7K3Q', by: ['phone'] }])).toBe('Same phone as OV-7K3Q');
    expect(
      duplicateHint([
        { reference: 'OV-7K3Q', by: ['phone'] },
        { reference: 'OV-AAAA', by: ['email'] },
      ]),
    ).toBe('Same phone and e-mail as 2 other leads');
  });
  it('previews a message on one line', () => {
    expect(messagePreview('A patio,\n\n  about 400 sq ft.')).toBe('A patio, about 400 sq ft.');
    expect(messagePreview('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });
});
