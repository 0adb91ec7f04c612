/**
 * Phone numbers ("phone normalised to E.164 with a kept library such as
 * libphonenumber-js": the company phone is a setting). Google's libphonenumber
 * metadata ("min" set: valid lengths per region, no number types), default country US
 * (ADR 0011). One home for the rule, used by the lead schema and the site settings schema.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as typed → E.164 (ITU-T E.164), e.g. "(203) 555-0142" → "+12035550142".
 * Numbers without a country code are read as US numbers.
 * @returns the E.164 string, or undefined when it is not a valid number
 */
export function toE164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * A phone number as typed → how the site shows it and the `tel:` target: US numbers in the
 * national format "(203) 555-0142", others international "+44 20 7946 0958".
 * @returns `{display, e164}`, or undefined when it is not a valid number
 */
export function toDisplayPhone(phone: string): { display: string; e164: string } | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed?.isValid()) return undefined;
  return {
    display: parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational(),
    e164: parsed.number,
  };
}
