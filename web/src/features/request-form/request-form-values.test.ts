import { leadInputSchema } from '@site/contract/lead';
import { describe, expect, it } from 'vitest';
import { requestQuotePath } from '../../config/request-quote-link';
import {
  emptyRequestValues,
  knownSource,
  readRequestSource,
  servicesFor,
  toLeadInput,
  type RequestExtras,
  type RequestFormValues,
} from './request-form-values';

const noSource = { project: null, service: null };
const extras: RequestExtras = { photoIds: [], startedAt: 1_700_000_000_000, source: noSource };
const filled: RequestFormValues = {
  ...emptyRequestValues(),
  name: '  Maria Lopez ',
  phone: '(203) 555-0142',
  town: 'Woodbridge',
  serviceSlugs: ['patios-hardscape'],
  sector: 'residential',
  timeframe: '1-3-months',
  message: 'A bluestone patio behind the house.',
  consent: true,
};

/** The schema's message per field for `values` (what the form shows), {} when valid. */
function messages(values: RequestFormValues, more: Partial<RequestExtras> = {}): Record<string, string> {
  const parsed = leadInputSchema.safeParse(toLeadInput(values, { ...extras, ...more }));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('readRequestSource (the pre-fill query)', () => {
  it('reads what the quote links write', () => {
    expect(readRequestSource(requestQuotePath({ project: 'stone-patio-in-orange' }).split('?')[1]!)).toEqual({
      project: 'stone-patio-in-orange',
      service: null,
    });
    expect(readRequestSource(requestQuotePath({ service: 'fence-installation' }).split('?')[1]!)).toEqual({
      project: null,
      service: 'fence-installation',
    });
  });

  it('ignores anything that is not a slug (a service the site does not show: knownSource)', () => {
    expect(readRequestSource('service=Swimming%20Pools')).toEqual(noSource);
    expect(knownSource(readRequestSource('service=swimming-pools'), ['landscaping'])).toEqual(noSource);
    expect(readRequestSource('project=%3Cscript%3E')).toEqual(noSource);
    expect(readRequestSource('project=Stone-Patio')).toEqual(noSource);
    expect(readRequestSource(`project=${'a'.repeat(201)}`)).toEqual(noSource);
    expect(readRequestSource('')).toEqual(noSource);
  });
});

describe('servicesFor', () => {
  const site = ['landscaping', 'hydro-seeding', 'drainage-systems'];
  it('ticks the service, or the services of the project, the site shows', () => {
    expect(servicesFor({ project: null, service: 'hydro-seeding' }, [], site)).toEqual(['hydro-seeding']);
    expect(servicesFor({ project: null, service: 'swimming-pools' }, [], site)).toEqual([]);
    expect(servicesFor({ project: 'p', service: null }, ['drainage-systems', 'unknown', 'landscaping'], site)).toEqual([
      'landscaping',
      'drainage-systems',
    ]);
    expect(servicesFor(noSource, ['landscaping'], site)).toEqual([]);
  });
});

describe('toLeadInput', () => {
  it('sends the values as typed, with the photos, the source and the spam signals, and the schema accepts them', () => {
    const body = toLeadInput(filled, {
      photoIds: ['abcdefghijklmnopqrstuvwx'],
      startedAt: 42,
      source: { project: 'stone-patio', service: null },
    });
    expect(body).toMatchObject({
      name: '  Maria Lopez ',
      phone: '(203) 555-0142',
      photoIds: ['abcdefghijklmnopqrstuvwx'],
      sourceProject: 'stone-patio',
      sourceService: null,
      website: '',
      startedAt: 42,
    });
    const parsed = leadInputSchema.parse(body);
    expect(parsed).toMatchObject({
      name: 'Maria Lopez',
      phone: '+12035550142',
      email: null,
      street: null,
      town: 'Woodbridge',
      sourceProject: 'stone-patio',
    });
  });

  it('leaves out a project source that is not there, and sends a service source', () => {
    expect(toLeadInput(filled, extras)).not.toHaveProperty('sourceProject');
    expect(toLeadInput(filled, { ...extras, source: { project: null, service: 'fertilizer' } }).sourceService).toBe(
      'fertilizer',
    );
  });
});

describe('the form’s validation messages (leadInputSchema through toLeadInput)', () => {
  it('asks for every required field of an empty form, in the schema’s words', () => {
    expect(messages(emptyRequestValues())).toEqual({
      name: 'Please enter your name',
      phone: 'Please give a phone number or an e-mail address',
      sector: 'Please choose residential or commercial',
      timeframe: 'Please choose a timeframe',
      message: 'Please tell us a little more (at least 10 characters)',
      consent: 'Please agree to be contacted about your request',
    });
  });

  it('checks the phone and e-mail as given, and takes either one alone', () => {
    expect(messages({ ...filled, phone: '555' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(messages({ ...filled, phone: '', email: 'maria@' })).toEqual({
      email: 'Please enter a valid e-mail address',
    });
    expect(messages({ ...filled, phone: '', email: 'maria@example.com' })).toEqual({});
    expect(messages(filled)).toEqual({});
  });

  it('bounds the message and its links, and the photos', () => {
    expect(messages({ ...filled, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(messages({ ...filled, message: 'see http://a http://b http://c http://d' })).toEqual({
      message: 'Please include at most 3 links',
    });
    expect(messages(filled, { photoIds: Array.from({ length: 6 }, (_, i) => `photo-id-number-${i}-abcdef`) })).toEqual({
      photoIds: 'At most 5 photos',
    });
  });
});
