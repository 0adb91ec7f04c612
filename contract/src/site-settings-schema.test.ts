import { describe, expect, it } from 'vitest';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import {
  inputFromSettings,
  publicSiteSettings,
  settingsFromInput,
  siteSettingsInputSchema,
  siteSettingsSchema,
  type SiteSettingsInput,
} from './site-settings-schema';

const defaults: SiteSettingsInput = inputFromSettings(siteSettings);
const parse = (patch: Partial<Record<keyof SiteSettingsInput, unknown>>) =>
  siteSettingsInputSchema.safeParse({ ...defaults, ...patch });
const errorsOf = (patch: Partial<Record<keyof SiteSettingsInput, unknown>>) => {
  const result = parse(patch);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('siteSettingsInputSchema', () => {
  it('accepts the contract defaults and gives them back unchanged (they are the seed)', () => {
    const result = siteSettingsInputSchema.parse(defaults);
    const { siteUrl: _siteUrl, ...stored } = siteSettings;
    expect(settingsFromInput(result)).toEqual(stored);
  });

  it('normalises the phone: display form and E.164 tel: target', () => {
    const result = siteSettingsInputSchema.parse({ ...defaults, phone: '203.555.0199' });
    expect(settingsFromInput(result)).toMatchObject({ phone: '(203) 555-0199', phoneHref: '+12035550199' });
    expect(errorsOf({ phone: '555' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(errorsOf({ phone: '' })).toEqual({ phone: 'Phone is required' });
  });

  it('requires https for the contact form and social links; an empty form URL means none', () => {
    expect(errorsOf({ contactFormUrl: 'http://forms.example.com/x' })).toEqual({
      contactFormUrl: 'Contact form URL must be an https:// address',
    });
    expect(errorsOf({ contactFormUrl: 'javascript:alert(1)' })).toHaveProperty('contactFormUrl');
    expect(parse({ contactFormUrl: '' }).data?.contactFormUrl).toBeNull();
    expect(parse({ contactFormUrl: 'https://forms.example.com/x' }).data?.contactFormUrl).toBe(
      'https://forms.example.com/x',
    );
    expect(errorsOf({ socialLinks: [{ label: 'Facebook', url: 'ftp://x.example' }] })).toEqual({
      'socialLinks.0.url': 'Link address must be an https:// address',
    });
  });

  it('validates e-mails, lowercases them and drops repeated recipients', () => {
    expect(errorsOf({ email: 'office@' })).toEqual({ email: 'E-mail must be a valid e-mail address' });
    expect(errorsOf({ leadEmailRecipients: [] })).toEqual({
      leadEmailRecipients: 'Add at least one address to receive requests',
    });
    expect(parse({ leadEmailRecipients: ['A@Example.com', 'a@example.com'] }).data?.leadEmailRecipients).toEqual([
      'a@example.com',
    ]);
  });

  it("reads opening hours with the pages' own rule: common wordings pass, the rest names the field", () => {
    const hours = [
      { days: 'Monday–Friday', hours: '7:00 AM – 5:00 PM' },
      { days: 'Saturday', hours: '8 AM to 12 PM' },
      { days: 'Sunday', hours: 'Closed' },
      { days: 'Holidays', hours: 'By appointment' },
      { days: 'Dec 24', hours: 'Closed' },
      { days: 'December 31', hours: '8 AM to 12 PM' },
      { days: 'Someday', hours: 'Closed' },
    ];
    expect(errorsOf({ openingHours: hours.slice(0, 6) })).toEqual({});
    expect(errorsOf({ openingHours: hours })).toEqual({
      'openingHours.6.days': expect.stringMatching(/^Days "Someday" cannot be read: write them like "Monday–Friday"/),
    });
    expect(errorsOf({ openingHours: [{ days: 'Sunday', hours: 'noonish' }] })).toEqual({
      'openingHours.0.hours':
        'Hours "noonish" cannot be read: write them like "7:00 AM – 5:00 PM", "8 to 12", "Closed" or "By appointment"',
    });
  });

  it('checks the address, the year, the cards and unknown fields', () => {
    expect(errorsOf({ address: { ...defaults.address, postalCode: '6477' } })).toEqual({
      'address.postalCode': 'ZIP code must be 5 digits (or ZIP+4)',
    });
    expect(errorsOf({ foundedYear: new Date().getUTCFullYear() + 1 })).toEqual({
      foundedYear: 'Founded year cannot be in the future',
    });
    expect(errorsOf({ acceptedCards: ['Diners'] })).toHaveProperty('acceptedCards.0');
    expect(parse({ acceptedCards: ['American Express', 'Visa'] }).data?.acceptedCards).toEqual([
      'Visa',
      'American Express',
    ]);
    expect(errorsOf({ siteUrl: 'https://evil.example' } as never)).toHaveProperty('');
    expect(errorsOf({ areaServed: [] })).toEqual({ areaServed: 'Add at least one area served' });
  });
});

describe('publicSiteSettings', () => {
  it('leaves out where the office e-mail goes', () => {
    const visible = publicSiteSettings(siteSettings);
    expect(visible).not.toHaveProperty('leadEmailRecipients');
    expect(siteSettingsSchema.parse(siteSettings)).toEqual(siteSettings);
  });
});
