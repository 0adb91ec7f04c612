/**
 * The lead schemas ("Unit: the schema (each field's rules)"): the request form
 * (leadInputSchema, parsed by the form and by POST /api/leads), the staff patch and the list query.
 */
import { describe, expect, it } from 'vitest';
import {
  countLinks,
  leadInputSchema,
  leadListQuerySchema,
  leadPatchSchema,
  leadSearchSchema,
  type LeadInput,
} from './lead';

const valid: LeadInput = {
  name: 'Jane Doe',
  phone: '(203) 555-0142',
  email: 'Jane.Doe@Example.com',
  sector: 'residential',
  timeframe: 'asap',
  message: 'A new patio behind the house.',
  consent: true,
};
/** The first error message per field of an invalid input. */
function errorsOf(input: unknown): Record<string, string> {
  const result = leadInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

describe('leadInputSchema', () => {
  it('normalises: trims, E.164 phone, lower-case e-mail, empty optionals to null, defaults', () => {
    expect(leadInputSchema.parse({ ...valid, name: '  Jane Doe ', street: '  ', town: ' Orange ' })).toMatchObject({
      name: 'Jane Doe',
      phone: '+12035550142',
      email: 'jane.doe@example.com',
      street: null,
      town: 'Orange',
      serviceSlugs: [],
      photoIds: [],
      sourceProject: null,
      sourceService: null,
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter your name'],
    ['name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    ['phone', { phone: '555-01' }, 'Please enter a valid phone number'],
    ['phone', { phone: '(000) 000-0000' }, 'Please enter a valid phone number'],
    ['phone', { phone: '', email: '' }, 'Please give a phone number or an e-mail address'],
    ['email', { email: 'jane@' }, 'Please enter a valid e-mail address'],
    ['street', { street: 'x'.repeat(201) }, 'Street must be at most 200 characters'],
    ['town', { town: 'x'.repeat(101) }, 'Town must be at most 100 characters'],
    ['serviceSlugs.0', { serviceSlugs: ['Tree Removal'] }, 'Unknown service'],
    ['sector', { sector: 'industrial' }, 'Please choose residential or commercial'],
    ['timeframe', { timeframe: 'someday' }, 'Please choose a timeframe'],
    ['message', { message: 'Too short' }, 'Please tell us a little more (at least 10 characters)'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [
      'message',
      { message: 'http://a.example https://b.example www.c.example http://d.example' },
      'Please include at most 3 links',
    ],
    ['photoIds', { photoIds: Array.from({ length: 6 }, (_, i) => `photo-id-number-${i}0000`) }, 'At most 5 photos'],
    ['photoIds.0', { photoIds: ['../../etc/passwd'] }, 'Unknown photo'],
    ['consent', { consent: false }, 'Please agree to be contacted about your request'],
    ['sourceService', { sourceService: 'Nope!' }, 'Unknown service'],
  ])('%s: %j → %s', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a phone alone or an e-mail alone, international numbers, 3 links and 5000 characters', () => {
    expect(leadInputSchema.safeParse({ ...valid, email: '' }).success).toBe(true);
    expect(leadInputSchema.safeParse({ ...valid, phone: undefined }).success).toBe(true);
    expect(leadInputSchema.parse({ ...valid, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    expect(
      leadInputSchema.safeParse({
        ...valid,
        message: `${'x'.repeat(4950)} http://a.example www.b.example https://c.example`,
      }).success,
    ).toBe(true);
  });

  it('counts http(s) links and bare www. hosts', () => {
    expect(countLinks('see https://a.example, http://b.example and www.c.example, not a.example')).toBe(3);
  });
});

describe('leadPatchSchema', () => {
  it('takes a status, a note (trimmed) or both; nothing else', () => {
    expect(leadPatchSchema.parse({ status: 'won', note: ' Signed. ' })).toEqual({ status: 'won', note: 'Signed.' });
    expect(leadPatchSchema.safeParse({}).success).toBe(false);
    expect(leadPatchSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(leadPatchSchema.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
    expect(leadPatchSchema.safeParse({ status: 'won', name: 'x' }).success).toBe(false);
  });
});

describe('leadListQuerySchema and leadSearchSchema', () => {
  it('takes a status or all and a page; a search only in a body, of at most 200 characters', () => {
    expect(leadListQuerySchema.parse({ status: 'all', cursor: 'abc', limit: '10' })).toEqual({
      status: 'all',
      cursor: 'abc',
      limit: 10,
    });
    expect(leadListQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ search: 'jane' }).success).toBe(false); // never in a URL
    expect(leadSearchSchema.parse({ status: 'all', search: ' jane ' })).toEqual({
      status: 'all',
      search: 'jane',
      limit: 25,
    });
    expect(leadSearchSchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});
