/**
 * The request form's values from its named controls: what the /contact route's action
 * reads from a native form post, and what the form's island reads before it validates and sends.
 */
import { leadSectors, leadTimeframes, type LeadSector, type LeadTimeframe } from '@site/contract/lead';
import { emptyRequestValues, isServiceSlug, type RequestFormValues } from './request-form-values';

const textFields = ['name', 'phone', 'email', 'street', 'town', 'message', 'website', 'formStamp'] as const;

/**
 * The form's values from its named controls (FormData entries): the text fields, the ticked
 * services (`serviceSlugs`, one entry per box), the chosen sector and timeframe, the consent.
 * Unknown names and values are ignored.
 */
export function valuesFromEntries(entries: Iterable<[string, unknown]>): RequestFormValues {
  const values = emptyRequestValues();
  for (const [name, raw] of entries) {
    if (typeof raw !== 'string') continue;
    if ((textFields as readonly string[]).includes(name)) values[name as (typeof textFields)[number]] = raw;
    else if (name === 'serviceSlugs' && isServiceSlug(raw)) values.serviceSlugs.push(raw);
    else if (name === 'sector' && (leadSectors as readonly string[]).includes(raw)) values.sector = raw as LeadSector;
    else if (name === 'timeframe' && (leadTimeframes as readonly string[]).includes(raw))
      values.timeframe = raw as LeadTimeframe;
    else if (name === 'consent') values.consent = true;
  }
  return values;
}
