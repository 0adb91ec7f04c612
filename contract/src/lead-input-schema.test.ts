import { describe, expect, it } from 'vitest';
import { leadInputSchema } from './lead';

/** The first message per top-level field of a failed parse. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = leadInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid = {
  name: 'Maria',
  phone: '(203) 555-0142',
  sector: 'residential',
  timeframe: 'asap',
  message: 'A new patio, please.',
  consent: true,
};

describe('leadInputSchema: phone or e-mail', () => {
  it('asks for one of them together with the other fields’ errors, so a form shows every problem at once', () => {
    expect(errorsOf({ ...valid, phone: '', name: '', consent: false })).toEqual({
      name: 'Please enter your name',
      phone: 'Please give a phone number or an e-mail address',
      consent: 'Please agree to be contacted about your request',
    });
  });

  it('does not add it when the phone or the e-mail has an error of its own', () => {
    expect(errorsOf({ ...valid, phone: '555', name: '' })).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter a valid phone number',
    });
    expect(errorsOf({ ...valid, phone: '', email: 'maria@' })).toEqual({
      email: 'Please enter a valid e-mail address',
    });
  });

  it('is satisfied by either one', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, phone: '', email: 'maria@example.com' })).toEqual({});
  });
});
