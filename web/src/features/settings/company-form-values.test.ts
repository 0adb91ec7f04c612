import { describe, expect, it } from 'vitest';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { siteSettingsInputSchema } from '@site/contract/site-settings-schema';
import { companyFieldOf, companyFormValues, emptyCompanyRows } from './company-form-values';

describe('companyFormValues', () => {
  it('is the PUT /api/settings body of the settings: no derived or deployment fields, no contact form as ""', () => {
    const values = companyFormValues({ ...siteSettings, contactFormUrl: null });
    expect(values).not.toHaveProperty('phoneHref');
    expect(values).not.toHaveProperty('siteUrl');
    expect(values.contactFormUrl).toBe('');
    expect(values.phone).toBe(siteSettings.phone);
    const parsed = siteSettingsInputSchema.parse(values);
    expect(parsed.phone).toEqual({ display: siteSettings.phone, e164: siteSettings.phoneHref });
    expect(parsed.contactFormUrl).toBeNull();
  });

  it('copies every list, so editing the form never changes the settings it came from', () => {
    const settings = structuredClone(siteSettings);
    const values = companyFormValues(settings);
    values.openingHours[0]!.hours = 'Closed';
    values.areaServed.push('Litchfield County, CT');
    values.address.city = 'Milford';
    expect(settings).toEqual(siteSettings);
  });

  it('keeps a saved contact form URL', () => {
    expect(companyFormValues({ ...siteSettings, contactFormUrl: 'https://forms.example.com/q' }).contactFormUrl).toBe(
      'https://forms.example.com/q',
    );
  });
});

describe('emptyCompanyRows', () => {
  it('makes blank rows that the schema names as missing', () => {
    const values = { ...companyFormValues(siteSettings), licenses: [emptyCompanyRows.licenses()] };
    const result = siteSettingsInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['licenses.0.label', 'Licence name is required'],
      ['licenses.0.number', 'Licence number is required'],
    ]);
  });
});

describe('companyFieldOf', () => {
  it('maps errors of form fields, by their dotted paths, and leaves out the rest', () => {
    expect(companyFieldOf('address.city')).toBe('address.city');
    expect(companyFieldOf('openingHours.1.days')).toBe('openingHours.1.days');
    expect(companyFieldOf('_')).toBeNull();
    expect(companyFieldOf('siteUrl')).toBeNull();
  });
});
