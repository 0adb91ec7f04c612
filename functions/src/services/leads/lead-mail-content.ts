/**
 * The two e-mails of a visitor request ("The office hears about it"):
 * - to the office (settings leadEmailRecipients): "subject with the reference, name, services,
 *   town; body with every field and a link to the lead in the admin", Reply-To the visitor;
 * - to the visitor, when they gave an e-mail: the reference, what happens next, the phone number.
 * Each has a plain-text and a simple HTML part; every value a visitor typed is HTML-escaped
 * (escape-html) in the HTML part, and subjects are single lines.
 *
 * The confirmation repeats nothing the visitor typed (no name, no message): anyone can enter
 * someone else's address, and a form that mails typed text to any address is a spam relay.
 */
import escapeHtml from 'escape-html';
import { leadSectors, leadTimeframeLabels } from '@site/contract/lead';
import { toDisplayPhone } from '@site/contract/phone';
import { absoluteUrl } from '@site/contract/seo/site-url';
import { projectPath } from '@site/contract/site-pages';
import { servicePath } from '@site/contract/site-pages';
import type { SiteSettings } from '@site/contract/site-settings';
import type { LeadRecord, StoredLead } from './lead-document';
import { outsideAreaText } from '@site/contract/service-area';
import type { ServiceNames } from '../posts/services-store';

/** The text and HTML of one e-mail, before sender and recipients. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const sectorLabels: Record<(typeof leadSectors)[number], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

/** Connecticut time, as the office reads it: "Thursday, November 26, 2026 at 11:08 AM". */
const officeTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** The admin page of a lead (the web's Leads section). */
export function adminLeadUrl(id: string, settings: SiteSettings): string {
  return absoluteUrl(`/admin/leads/${encodeURIComponent(id)}`, settings.siteUrl);
}

/** The national form "(NNN) NNN-NNNN" for a US number, "+44 20 7946 0958" otherwise. */
const phoneText = (e164: string) => toDisplayPhone(e164)?.display ?? e164;

/** The lead's services by name: "Patios & Hardscape, Drainage Systems", or null when none was chosen. */
function servicesText(lead: StoredLead, names: ServiceNames, most = Infinity): string | null {
  if (lead.serviceSlugs.length === 0) return null;
  const titles = lead.serviceSlugs.map((slug) => names.get(slug) ?? slug);
  return titles.length > most ? `${titles.slice(0, most).join(', ')} +${titles.length - most} more` : titles.join(', ');
}

/** One line with no control characters (header fields are single lines: RFC 5322 §2.2). */
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** The labelled fields of a lead for the office, in form order; absent ones say so. */
function officeFields(
  record: LeadRecord,
  settings: SiteSettings,
  names: ServiceNames,
): [label: string, value: string, href?: string][] {
  const { lead } = record;
  const area = lead.townInServiceArea === false ? ` (${outsideAreaText.toLowerCase()})` : '';
  const address = [lead.street, lead.town].filter(Boolean).join(', ');
  const project = lead.sourceProject;
  const fields: [string, string, string?][] = [
    ['Name', lead.name],
    ['Phone', lead.phone ? phoneText(lead.phone) : 'not given', lead.phone ? `tel:${lead.phone}` : undefined],
    ['E-mail', lead.email ?? 'not given', lead.email ? `mailto:${lead.email}` : undefined],
    ['Address', address ? `${address}${area}` : 'not given'],
    ['Services', servicesText(lead, names) ?? 'none chosen'],
    ['Residential or commercial', sectorLabels[lead.sector]],
    ['Timeframe', leadTimeframeLabels[lead.timeframe]],
    [
      'Photos',
      lead.photoIds.length > 0 ? `${lead.photoIds.length} (open the request in the admin to see them)` : 'none',
    ],
  ];
  if (project)
    fields.push([
      'Asked from the project',
      project.title ?? project.slug,
      absoluteUrl(projectPath({ id: project.slug, slug: project.slug }), settings.siteUrl),
    ]);
  if (lead.sourceService)
    fields.push([
      'Asked from the service',
      names.get(lead.sourceService) ?? lead.sourceService,
      absoluteUrl(servicePath(lead.sourceService), settings.siteUrl),
    ]);
  fields.push(['Received', `${officeTime.format(lead.createdAt.toDate())} (Connecticut time)`]);
  return fields;
}

/**
 * The office e-mail: subject "New request OV-7K3Q: Jane Doe, Patios & Hardscape, Orange"; every
 * field, the message, and the admin link.
 */
export function officeMail(record: LeadRecord, settings: SiteSettings, names: ServiceNames): MailContent {
  const { lead } = record;
  const link = adminLeadUrl(record.id, settings);
  const subject = oneLine(
    ['New request ' + lead.reference + ': ' + lead.name, servicesText(lead, names, 2), lead.town]
      .filter(Boolean)
      .join(', '),
  );
  const fields = officeFields(record, settings, names);
  const text = [
    `New request ${lead.reference} from the website.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `Open it in the admin: ${link}`,
    lead.email ? `Reply to this e-mail to answer ${lead.name} directly.` : `No e-mail address: call ${lead.name} back.`,
  ].join('\n');
  const rows = fields
    .map(([label, value, href]) => {
      const shown = href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('');
  const html = page(
    `<h1 style="font-size:20px">New request ${escapeHtml(lead.reference)}</h1>` +
      `<table cellspacing="0" cellpadding="0">${rows}</table>` +
      `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="font-weight:bold">Open the request in the admin</a></p>`,
  );
  return { subject, text, html };
}

/**
 * The visitor's confirmation: the reference, what happens next, the phone number and hours.
 * Nothing the visitor typed is repeated (see the module comment).
 */
export function confirmationMail(record: LeadRecord, settings: SiteSettings, names: ServiceNames): MailContent {
  const { lead } = record;
  const hours = settings.openingHours.map((h) => `${h.days} ${h.hours}`).join(', ');
  const services = servicesText(lead, names);
  const subject = oneLine(`We received your request (${lead.reference}) - ${settings.companyName}`);
  const next =
    'What happens next: we read every request and will call or e-mail you to talk about your project and arrange a visit for your free estimate.';
  const call = `Would you rather talk now? Call us at ${settings.phone}${hours ? ` (${hours})` : ''} and give your reference.`;
  const address = `${settings.address.street}, ${settings.address.city}, ${settings.address.region} ${settings.address.postalCode}`;
  const text = [
    'Hello,',
    '',
    `Thank you for contacting ${settings.companyName}. We received your request for a free estimate${services ? ` (${services})` : ''}.`,
    '',
    `Your reference: ${lead.reference}`,
    '',
    next,
    '',
    call,
    '',
    settings.companyName,
    address,
    settings.siteUrl,
  ].join('\n');
  const html = page(
    `<p>Hello,</p><p>Thank you for contacting ${escapeHtml(settings.companyName)}. We received your request for a free estimate${services ? ` (${escapeHtml(services)})` : ''}.</p>` +
      `<p style="font-size:18px">Your reference: <strong>${escapeHtml(lead.reference)}</strong></p>` +
      `<p>${escapeHtml(next)}</p>` +
      `<p>Would you rather talk now? Call us at <a href="tel:${escapeHtml(settings.phoneHref)}">${escapeHtml(settings.phone)}</a>${hours ? ` (${escapeHtml(hours)})` : ''} and give your reference.</p>` +
      `<p>${escapeHtml(settings.companyName)}<br>${escapeHtml(address)}<br><a href="${escapeHtml(settings.siteUrl)}">${escapeHtml(settings.siteUrl)}</a></p>`,
  );
  return { subject, text, html };
}

/** A minimal HTML document (inline styles only: mail clients drop style sheets). */
function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">${body}</body></html>`;
}
