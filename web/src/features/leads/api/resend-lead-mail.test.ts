import { describe, expect, it } from 'vitest';
import { resendFailureMessage } from './resend-lead-mail';

describe('resendFailureMessage', () => {
  it('passes on what the API says when the SMTP server failed or the e-mail is being sent', () => {
    const smtp = 'The e-mail could not be sent (connect ECONNREFUSED). It will be tried again automatically.';
    expect(resendFailureMessage(new Error(`502: ${JSON.stringify({ message: smtp })}`))).toBe(smtp);
    expect(
      resendFailureMessage(
        new Error('409: {"message":"The e-mail is being sent right now. Try again in a few minutes."}'),
      ),
    ).toMatch(/being sent right now/);
  });

  it('says something generic for anything else', () => {
    expect(resendFailureMessage(new Error('500: {"message":"boom"}'))).toBe(
      'Failed to send the e-mail. Please try again.',
    );
    expect(resendFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to send the e-mail. Please try again.');
  });
});
