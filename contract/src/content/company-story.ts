/**
 * About page copy (spec §2 /about: "Company story"), as plain text the web renders into its own
 * markup. Company identity (name, founding year) comes from site settings, so a change there
 * flows through; phone, e-mail and license numbers are never written here (the page adds call
 * and e-mail links and the license list from settings).
 */
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

/** The settings the built-in copy names (company details are editable: issue 14). */
export type StorySettings = Pick<SiteSettings, 'companyName' | 'foundedYear'>;

/**
 * The built-in About copy for these company details.
 * @param settings the company name and founding year to write into it
 */
export function aboutStoryFor({ companyName, foundedYear }: StorySettings): AboutStory {
  return {
    heading: `Building Connecticut landscapes since ${foundedYear}`,
    paragraphs: [
      `${companyName} started in ${foundedYear} in Orange, Connecticut, with one truck, a small crew and a simple idea: do the work the way you would want it done at your own house. We are still family-owned, still based in Orange, and many of the neighbors we worked for in those first years still call us when they need something done.`,
      `What began as planting and lawn work grew with our customers. Homeowners who trusted us with their gardens asked for a stone wall, then a patio, then help with the water that kept showing up in their basement. Over the years we built crews dedicated to masonry, hardscape, drainage and water features, so that one company can take on an entire property from the first grading to the last plant.`,
      `We work throughout New Haven and Fairfield Counties, from Orange, Milford, Woodbridge and Hamden to Guilford, Madison, Fairfield, Trumbull, Shelton and Westport. That focus matters. Our crews know the heavy clay and ledge of the inland towns, the salt and sandy soil along Long Island Sound, and what a Connecticut winter does to a patio or a wall that was built without the right base and drainage.`,
      `Every job is run by a crew lead who stays with it from start to finish. Our crews include experienced masons, equipment operators and landscapers, many of whom have been with us for years. They take pride in clean job sites, straight lines and work that still looks right long after the final invoice.`,
      `Homeowners make up most of our work, and we also care for office parks, retail centers, medical offices and condominium associations whose managers need a contractor who keeps to the schedule and keeps the site safe. Large or small, residential or commercial, each project gets the same attention to what happens under the surface.`,
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
      {
        title: 'Rooted in Connecticut',
        text: 'Native plants, local stone and methods suited to New England soil and weather, chosen to last in the towns where we live and work.',
      },
    ],
  };
}

/**
 * Short points for a "Why choose us" list on the About and home pages (plain text).
 * @param settings the founding year in effect (the site passes the live settings)
 */
export function whyChooseUsFor({ foundedYear }: Pick<StorySettings, 'foundedYear'>): string[] {
  return [
    `Family-owned and serving New Haven and Fairfield Counties since ${foundedYear}`,
    'Licensed and insured, with certified paver and retaining wall installers',
    'Landscaping, masonry, drainage and water features from one company',
    'Construction built for frost heave, clay soil and Connecticut winters',
    'One crew lead on every job, from layout to final cleanup',
    'Clear written proposals and honest advice on repair versus rebuild',
  ];
}
