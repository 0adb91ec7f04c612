import { describe, expect, it } from 'vitest';
import { leadMatches, searchLeads } from './lead-search';

const lead = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+12035550142',
  message: 'A bluestone patio behind the house, about 400 sq ft.',
  town: 'Woodbridge',
  reference: 'OV-7K3Q',
};

describe('leadMatches', () => {
  it('matches name, e-mail, message, town and reference, ignoring case and spaces around', () => {
    for (const term of ['maria', 'LOPEZ', 'maria@example', 'bluestone patio', 'woodbridge', 'ov-7k3q', '  Maria ']) {
      expect(leadMatches(lead, term), term).toBe(true);
    }
  });

  it('matches the phone by its digits, typed any way, with or without the country code', () => {
    for (const term of ['555-0142', '(203) 555-0142', '2035550142', '+1 203 555 0142', '12035550142', '0142']) {
      expect(leadMatches(lead, term), term).toBe(true);
    }
  });

  it('does not match other text, other numbers, or fewer than 3 digits against the phone', () => {
    expect(leadMatches(lead, 'gazebo')).toBe(false);
    expect(leadMatches(lead, '555-0199')).toBe(false);
    expect(leadMatches(lead, '14')).toBe(false);
    expect(leadMatches({ ...lead, phone: null }, '0142')).toBe(false);
  });

  it('matches everything on an empty search', () => {
    expect(leadMatches(lead, '')).toBe(true);
    expect(leadMatches(lead, '   ')).toBe(true);
  });
});

describe('searchLeads', () => {
  it('keeps the matching leads in order', () => {
    const other = { ...lead, name: 'Tom Reed', email: null, phone: '+12035550100', message: 'Fence repair', town: 'Orange', reference: 'OV-AAAA' };
    expect(searchLeads([lead, other], 'reed')).toEqual([other]);
    expect(searchLeads([lead, other], '203555')).toEqual([lead, other]);
  });
});
