/**
 * Company identity: the one home of the settings the spec writes as placeholders ({phone} …)
 * (spec §1, §9; DESIGN §8). Every default is clearly fictional: phone in the 555-01xx range
 * reserved for fiction, e-mail at example.com, license numbers marked DEMO.
 * Used by the web (navbar, footer, about, contact), the seed and, later, SEO metadata.
 */
export interface Certification {
  name: string;
  issuer: string;
  /** Short text for the badge, e.g. "ICPI" */
  badge: string;
}

/** Payment cards the contact page can show (spec §2 "/contact": Visa, Mastercard, American Express). */
export const paymentCards = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;
export type PaymentCard = (typeof paymentCards)[number];

export interface SiteSettings {
  companyName: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /** E.164 form of `phone`, for tel: links. */
  phoneHref: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  areaServed: string[];
  openingHours: { days: string; hours: string }[];
  licenses: { label: string; number: string }[];
  certifications: Certification[];
  /** Third-party contact form embedded on /contact (spec §2); null shows a fallback. */
  contactFormUrl: string | null;
  acceptedCards: PaymentCard[];
  socialLinks: { label: string; url: string }[];
  siteUrl: string;
  /** Where the office e-mail of each visitor request goes (issue 13). */
  leadEmailRecipients: string[];
}

export const siteSettings: SiteSettings = {
  companyName: 'Orange Valley Landscaping & Masonry',
  shortName: 'Orange Valley',
  tagline: 'Landscaping, stonework and outdoor living in New Haven and Fairfield Counties',
  foundedYear: 1998,
  phone: '(203) 555-0142',
  phoneHref: '+12035550142',
  email: 'office@example.com',
  address: { street: '100 Example Road', city: 'Orange', region: 'CT', postalCode: '06477', country: 'US' },
  areaServed: ['New Haven County, CT', 'Fairfield County, CT'],
  openingHours: [
    { days: 'Monday–Friday', hours: '7:00 AM – 5:00 PM' },
    { days: 'Saturday', hours: '8:00 AM – 12:00 PM' },
  ],
  licenses: [
    { label: 'CT Home Improvement Contractor', number: 'HIC.DEMO-0000000' },
    { label: 'CT Pesticide Applicator (Supervisory)', number: 'S-DEMO-0000' },
  ],
  certifications: [
    { name: 'ICPI Certified Concrete Paver Installer', issuer: 'Interlocking Concrete Pavement Institute', badge: 'ICPI' },
    { name: 'NCMA Segmental Retaining Wall Installer', issuer: 'National Concrete Masonry Association', badge: 'NCMA' },
    { name: 'Connecticut Accredited Nursery Professional', issuer: 'CT Nursery & Landscape Association', badge: 'CNLP' },
  ],
  contactFormUrl: null,
  acceptedCards: ['Visa', 'Mastercard', 'American Express'],
  socialLinks: [],
  siteUrl: 'http://127.0.0.1:5050',
  leadEmailRecipients: ['office@example.com'],
};
