/**
 * The phrases pages build their claims about the company from (ADR 0031), each read from the
 * company details and empty when the detail is: a page leaves a claim out rather than say the
 * demo company's. "Dublin, OH" · "in Franklin County, OH" · "since 2015".
 */
import type { SiteSettings } from './site-settings';

type Details = Pick<SiteSettings, 'address' | 'areaServed' | 'foundedYear'>;

/** The company's town and region, e.g. "Dublin, OH"; '' without a town. */
export function companyTown({ address }: Details): string {
  const city = address.city.trim();
  const region = address.region.trim();
  return city ? [city, region].filter(Boolean).join(', ') : '';
}

/** Where the company works: the areas served ("A and B"), else its town; '' when neither is set. */
export function serviceArea(details: Details): string {
  const areas = details.areaServed.map((area) => area.trim()).filter(Boolean);
  if (!areas.length) return companyTown(details);
  return areas.length === 1 ? areas[0]! : `${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}`;
}

/** " in <service area>" for a sentence, or ''. */
export function inServiceArea(details: Details): string {
  const area = serviceArea(details);
  return area ? ` in ${area}` : '';
}

/** " since <founded year>" for a sentence, or '' when no year is set. */
export function sinceFounded({ foundedYear }: Details): string {
  return foundedYear > 0 ? ` since ${foundedYear}` : '';
}
