import { describe, expect, it } from 'vitest';
import { builtInPageContent } from './content/site-pages';
import { privacyPolicyDrift, privacyDriftText, type PrivacyFacts } from './privacy-drift';

const facts: PrivacyFacts = {
  email: 'office@example.com',
  phone: '+12035550142',
  address: { street: '12 Quarry Road', city: 'Orange', region: 'CT', postalCode: '06477', country: 'US' },
  leadRetentionMonths: 24,
};
const policy = builtInPageContent('privacy', {
  ...facts,
  companyName: 'Orange Valley',
  foundedYear: 1998,
  areaServed: [],
  licenses: [],
  certifications: [],
}).content;

describe('privacyPolicyDrift', () => {
  it('finds nothing in the policy written from the same settings', () => {
    expect(policy).toContain('24 months');
    expect(privacyPolicyDrift(policy, facts)).toEqual([]);
  });

  it('names each live value the text now states differently', () => {
    const now: PrivacyFacts = {
      email: 'hello@example.com',
      phone: '(203) 555-0199',
      address: { ...facts.address, street: '80 Mill Lane' },
      leadRetentionMonths: 12,
    };
    const drift = privacyPolicyDrift(policy, now, facts);
    expect(drift).toEqual([
      { what: 'retention', says: '24 months', now: '12 months' },
      { what: 'email', says: 'office@example.com', now: 'hello@example.com' },
      { what: 'phone', says: expect.stringContaining('555'), now: '(203) 555-0199' },
      { what: 'address', says: '12 Quarry Road', now: '80 Mill Lane, Orange' },
    ]);
    expect(privacyDriftText(drift[0]!)).toBe('It says 24 months; requests are now kept 12 months.');
  });

  it('reads the same phone in any format, and says nothing of what the text does not state', () => {
    expect(privacyPolicyDrift('<p>Call 203.555.0142 or +1 (203) 555-0142.</p>', facts)).toEqual([]);
    expect(privacyPolicyDrift('<p>We keep requests as long as the law asks.</p>', facts)).toEqual([]);
  });
});
