/**
 * What a visitor typed into the server-rendered form before its code arrived (ADR 0021: the HTML
 * shows before the scripts have run; issue 13: "keeps everything typed"). React keeps the DOM's values while
 * it hydrates, but the form's state starts empty, and its next render would write that back into
 * the inputs. useKeepEarlyInput reads the form once, right after hydration and before that
 * render, and puts what it finds into the form's state.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { serviceSlugs, type ServiceSlug } from '@site/contract/service';
import { leadSectors, leadTimeframes, type LeadSector, type LeadTimeframe } from '@site/contract/lead';
import type { RequestFormValues } from './request-form-values';

const textFields = ['name', 'phone', 'email', 'street', 'town', 'message', 'website'] as const;

/**
 * The form's values from its named controls (FormData entries): the text fields, the ticked
 * services (`serviceSlugs`, one entry per box), the chosen sector and timeframe, the consent.
 * Unknown names and values are ignored.
 */
export function valuesFromEntries(entries: Iterable<[string, unknown]>): RequestFormValues {
  const values: RequestFormValues = {
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
  };
  for (const [name, raw] of entries) {
    if (typeof raw !== 'string') continue;
    if ((textFields as readonly string[]).includes(name)) values[name as (typeof textFields)[number]] = raw;
    else if (name === 'serviceSlugs' && (serviceSlugs as readonly string[]).includes(raw))
      values.serviceSlugs.push(raw as ServiceSlug);
    else if (name === 'sector' && (leadSectors as readonly string[]).includes(raw)) values.sector = raw as LeadSector;
    else if (name === 'timeframe' && (leadTimeframes as readonly string[]).includes(raw))
      values.timeframe = raw as LeadTimeframe;
    else if (name === 'consent') values.consent = true;
  }
  return values;
}

/** Copies into `form` whatever the visitor entered in `element` before hydration (once, on mount). */
export function useKeepEarlyInput(element: RefObject<HTMLFormElement | null>, form: UseFormReturn<RequestFormValues>) {
  const { getValues, setValue } = form;
  useLayoutEffect(() => {
    if (!element.current) return;
    const entered = valuesFromEntries(new FormData(element.current).entries());
    for (const [name, value] of Object.entries(entered) as [
      keyof RequestFormValues,
      RequestFormValues[keyof RequestFormValues],
    ][]) {
      if (JSON.stringify(value) !== JSON.stringify(getValues(name)))
        setValue(name, value as never, { shouldDirty: true });
    }
  }, [element, getValues, setValue]);
}
