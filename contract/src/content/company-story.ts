/**
 * About page copy (spec §2 /about: "Company story"), as plain text the web renders into its own
 * markup. Company identity (name, town, area, founding year) comes from site settings, so a
 * change there flows through, and a detail left empty drops its claim; phone, e-mail and license numbers are never written here (the page adds call
 * and e-mail links and the license list from settings).
 */
import { companyTown, inServiceArea, sinceFounded } from '../company-claims';
import type { SiteSettings } from '../site-settings';

export interface CompanyValue {
  title: string;
  text: string;
}

export interface AboutStory {
  heading: string;
  /** 4–6 paragraphs of plain text, no HTML. */
  paragraphs: string[];
  /** 3–4 values, each a short title and one or two sentences. */
  values: CompanyValue[];
}

/** The settings the built-in copy names (company details are editable). */
export type StorySettings = Pick<
  SiteSettings,
  'companyName' | 'foundedYear' | 'address' | 'areaServed' | 'licenses' | 'certifications'
>;

/**
 * The built-in About copy for these company details: it claims only what they say (ADR 0031),
 * the town, area and founding year where set, and nothing of a particular region's soil or towns.
 * @param settings the company details to write into it
 */
export function aboutStoryFor(settings: StorySettings): AboutStory {
  const { companyName } = settings;
  const town = companyTown(settings);
  const since = sinceFounded(settings);
  return {
    heading: `Building landscapes${since}`,
    paragraphs: [
      `${companyName} ${settings.foundedYear > 0 ? `started in ${settings.foundedYear}` : 'started'}${town ? ` in ${town}` : ''} with a simple idea: do the work the way you would want it done at your own house. Many of the neighbors we worked for in our first years still call us when they need something done.`,
      `What began as planting and lawn work grew with our customers. Homeowners who trusted us with their gardens asked for a stone wall, then a patio, then help with the water that kept showing up in their basement. So one company can take on an entire property, from the first grading to the last plant.`,
      `We work${inServiceArea(settings) || ' close to home'}. That focus matters: our crews know the local soil and weather, and what a hard winter does to a patio or a wall that was built without the right base and drainage.`,
      `Every job is run by a crew lead who stays with it from start to finish. Our crews take pride in clean job sites, straight lines and work that still looks right long after the final invoice.`,
      `Homeowners make up most of our work, and we also care for commercial properties whose managers need a contractor who keeps to the schedule and keeps the site safe. Large or small, each project gets the same attention to what happens under the surface.`,
    ],
    values: [
      {
        title: 'Built from the ground up',
        text: 'Compacted bases, footings below frost and drainage planned in from the start. The work you never see is what keeps the work you do see looking good.',
      },
      {
        title: 'Straight answers',
        text: 'Written proposals with the scope and materials spelled out, honest advice when a repair will do, and no surprises on the final bill.',
      },
      {
        title: 'Respect for your property',
        text: 'Protected lawns and driveways, tidy job sites at the end of every day, and crews who treat your home the way they would treat their own.',
      },
    ],
  };
}

/**
 * Short points for a "Why choose us" list on the About and home pages (plain text). A point
 * about licences or certifications appears only when the company entered some.
 * @param settings the company details in effect (the site passes the live settings)
 */
export function whyChooseUsFor(settings: StorySettings): string[] {
  const serving = `${inServiceArea(settings)}${sinceFounded(settings)}`;
  return [
    ...(serving ? [`Serving customers${serving}`] : []),
    ...(settings.licenses.length ? ['Holding the licenses our trades require'] : []),
    ...(settings.certifications.length ? ['Crews certified for the work they do'] : []),
    'Landscaping, masonry, drainage and water features from one company',
    'One crew lead on every job, from layout to final cleanup',
    'Clear written proposals and honest advice on repair versus rebuild',
  ];
}
