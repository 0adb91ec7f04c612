/**
 * The request form's values and how they become the body of POST /api/leads, and the
 * pre-fill of `/contact?project={slug}` / `?service={slug}`. The contract's leadInputSchema
 * parses exactly what toLeadInput returns, in the browser (the form's resolver) and in the API.
 */
import { leadLimits, type LeadInput, type LeadSector, type LeadTimeframe } from '@site/contract/lead';
import { isTownInServiceArea, outsideAreaNote } from '@site/contract/service-area';
import { slugify } from '@site/contract/slug';
import { requestQuoteParams } from '../../config/request-quote-link';

/** What the inputs hold: text as typed, the checked services, one sector and timeframe (or none yet). */
export interface RequestFormValues {
  name: string;
  phone: string;
  email: string;
  street: string;
  town: string;
  serviceSlugs: string[];
  sector: LeadSector | '';
  timeframe: LeadTimeframe | '';
  message: string;
  consent: boolean;
  /** The honeypot (hidden from people and assistive technology; a bot fills it). */
  website: string;
  /** The page's signed start time (a hidden field the server renders and checks); '' when none. */
  formStamp: string;
}

/** The fields in the order the form shows them (the error summary lists errors in this order). */
export const requestFieldOrder = [
  'name',
  'phone',
  'email',
  'street',
  'town',
  'serviceSlugs',
  'sector',
  'timeframe',
  'message',
  'photoIds',
  'consent',
] as const;
export type RequestField = (typeof requestFieldOrder)[number];

/** The empty form. */
export function emptyRequestValues(): RequestFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    street: '',
    town: '',
    serviceSlugs: [],
    sector: '',
    timeframe: '',
    message: '',
    consent: false,
    website: '',
    formStamp: '',
  };
}

/** What a request is about, from the page's query; null when absent or unknown. */
export interface RequestSource {
  project: string | null;
  service: string | null;
}

/** The published project a request names (`?project=`), as /contact's loader read it. */
export interface SourceProject {
  title: string;
  /** Its services' ids (service slugs), to tick in the form. */
  serviceIds: string[];
}

const projectSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/u;
/** Does a value look like a service's slug (contract slug.ts; at most 80 characters)? */
export const isServiceSlug = (value: string | null): value is string =>
  value !== null && value !== '' && value.length <= 80 && slugify(value) === value;

/**
 * Reads `?project={slug}` or `?service={slug}` (config/request-quote-link.ts). A project slug must
 * look like one (lowercase letters, digits, inner hyphens, at most 200 characters), a service's
 * too; the page keeps a service only when the site has it (servicesFor). Anything else is
 * ignored, so a hand-edited URL never reaches the API.
 */
export function readRequestSource(search: string | URLSearchParams): RequestSource {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const project = params.get(requestQuoteParams.project);
  const service = params.get(requestQuoteParams.service);
  return {
    project: project && projectSlugPattern.test(project) ? project : null,
    service: isServiceSlug(service) ? service : null,
  };
}

/** The source without a service the site does not show (a hidden or deleted one, or a made-up slug). */
export function knownSource(source: RequestSource, siteSlugs: readonly string[]): RequestSource {
  return source.service && !siteSlugs.includes(source.service) ? { ...source, service: null } : source;
}

/**
 * The services to tick for a source: the service itself, or the services of the project (its
 * `postServices` ids, which are the first-run services' slugs), only those the site shows.
 * @param siteSlugs the slugs of the services visitors see, in the site's order
 */
export function servicesFor(
  source: RequestSource,
  projectServiceIds: readonly string[],
  siteSlugs: readonly string[],
): string[] {
  if (source.service) return siteSlugs.includes(source.service) ? [source.service] : [];
  if (source.project) return siteSlugs.filter((slug) => projectServiceIds.includes(slug));
  return [];
}

/** What the form adds to the visitor's values. */
export interface RequestExtras {
  /** Ids of the photos uploaded so far (POST /api/leads/photos). */
  photoIds: string[];
  /** When the form was shown, ms since the epoch (the API's minimum fill time); unknown to a post without JavaScript. */
  startedAt: number | undefined;
  source: RequestSource;
}

/**
 * The body of POST /api/leads: the values as typed (the schema trims, normalises the phone to
 * E.164 and turns empty text into null), the photos, the source and the spam signals. An unchosen
 * sector or timeframe is left out, so the schema answers with its own message; the type is the
 * schema's input, which the schema, not TypeScript, checks.
 */
export function toLeadInput(values: RequestFormValues, { photoIds, startedAt, source }: RequestExtras): LeadInput {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    street: values.street,
    town: values.town,
    serviceSlugs: values.serviceSlugs,
    sector: (values.sector || undefined) as LeadSector,
    timeframe: (values.timeframe || undefined) as LeadTimeframe,
    message: values.message,
    photoIds,
    consent: values.consent as true,
    ...(source.project ? { sourceProject: source.project } : {}),
    sourceService: source.service,
    website: values.website,
    ...(startedAt !== undefined ? { startedAt } : {}),
  };
}

/** What the form shows for a field: its error, else its hint (the server's render and the island). */
export type RequestErrors = Partial<Record<RequestField, string>>;

/**
 * The field errors of an answer (POST /api/leads 400, the route action's `invalid`) by form field:
 * `photoIds.0` counts as `photoIds`; anything that is no field of the form (`_`) is left out.
 */
export function requestErrorsOf(errors: Record<string, string>): RequestErrors {
  const read: RequestErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] as RequestField;
    if ((requestFieldOrder as readonly string[]).includes(field)) read[field] ??= message;
  }
  return read;
}

/** The message's counter under it: "42 / 5000 characters (at least 10)". */
export function messageCounterText(message: string): string {
  return `${message.trim().length} / ${leadLimits.messageMax} characters (at least ${leadLimits.messageMin})`;
}

/** The hint under the town field. */
export const townHint = 'The town or city of the property';

/**
 * What the town field says when it has no error: the note for a town outside the company's towns
 * (company details `serviceTowns`; none listed: never), else the hint.
 */
export function townNoteOf(town: string, serviceTowns: readonly string[]): string {
  return isTownInServiceArea(town, serviceTowns) === false ? outsideAreaNote : townHint;
}

/** The confirmation's heading: "Thank you, Erin. Your request has been sent." (the first name, when given). */
export function sentHeadingOf(name: string): string {
  const firstName = name.trim().split(/\s+/u)[0];
  return `Thank you${firstName ? `, ${firstName}` : ''}. Your request has been sent.`;
}
