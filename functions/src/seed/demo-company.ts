/**
 * The demo company of the local stack (DESIGN §4 seed; §8 "clearly fictional": phone in the
 * 555-01xx range reserved for fiction, e-mail at example.com, licence numbers marked DEMO). Seed
 * data only: the local seed writes it into `settings/site` of a `demo-` project
 * (functions/src/seed/cli.ts), and tests use it; nothing the function ships imports it
 * (never the demo company on a real site; deploy:check looks for its values in the package).
 */
import type { SiteSettings } from '@site/contract/site-settings';
import { demoServiceTowns } from './demo-service-towns';

/** The demo company's settings; `siteUrl` is the local Hosting emulator (firebase.json). */
export const demoSiteSettings: SiteSettings = {
  companyName: 'Orange Valley Landscaping & Masonry',
  shortName: 'Orange Valley',
  tagline: 'Landscaping, stonework and outdoor living in New Haven and Fairfield Counties',
  foundedYear: 1998,
  phone: '(203) 555-0142',
  phoneHref: '+12035550142',
  email: 'office@example.com',
  address: { street: '100 Example Road', city: 'Orange', region: 'CT', postalCode: '06477', country: 'US' },
  areaServed: ['New Haven County, CT', 'Fairfield County, CT'],
  serviceTowns: demoServiceTowns,
  openingHours: [
    { days: 'Monday–Friday', hours: '7:00 AM – 5:00 PM' },
    { days: 'Saturday', hours: '8:00 AM – 12:00 PM' },
  ],
  licenses: [
    { label: 'CT Home Improvement Contractor', number: 'HIC.DEMO-0000000' },
    { label: 'CT Pesticide Applicator (Supervisory)', number: 'S-DEMO-0000' },
  ],
  certifications: [
    {
      name: 'ICPI Certified Concrete Paver Installer',
      issuer: 'Interlocking Concrete Pavement Institute',
      badge: 'ICPI',
    },
    { name: 'NCMA Segmental Retaining Wall Installer', issuer: 'National Concrete Masonry Association', badge: 'NCMA' },
    {
      name: 'Connecticut Accredited Nursery Professional',
      issuer: 'CT Nursery & Landscape Association',
      badge: 'CNLP',
    },
  ],
  contactFormUrl: null,
  acceptedCards: ['Visa', 'Mastercard', 'American Express'],
  socialLinks: [],
  siteUrl: 'http://127.0.0.1:5050',
  leadEmailRecipients: ['office@example.com'],
  leadRetentionMonths: 24,
  googleBusinessProfileUrl: null,
};
