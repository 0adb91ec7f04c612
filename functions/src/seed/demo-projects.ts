/**
 * Demo projects the local seed loads: published projects mixing residential and
 * commercial work in New Haven and Fairfield Counties, plus one draft and one archived project
 * that visitors must never see.
 *
 * id is `demo-<slug>` and slug is `slugify(title)` (demoProject), so the seed can upsert by id.
 * Rules kept by content.test.ts:
 * - Each published project contains exactly one of the words "residential" / "commercial" in its
 *   title, metaDescription or content (the spec §2 filter rule), and there are at least four
 *   of each.
 * - Images are `/photos/<file>.jpg` from assets/photos. The set covers every card fallback:
 *   featured image, after image only, before image only, and no image at all.
 * - No view counts: the admin's Views column shows only visits the site counted
 *   (ADR 0012), so a fresh stack starts every project at 0 and a visit moves it.
 */
import type { DemoProject } from '@site/contract/content/types';
import { slugify } from '@site/contract/slug';

/** What an entry below gives: the rest is derived (demoProject). */
type DemoProjectEntry = Omit<DemoProject, 'id' | 'slug' | 'status' | 'featuredImageUrl'> &
  Partial<Pick<DemoProject, 'status' | 'featuredImageUrl'>>;

/** A demo project from its entry: slug from the title, id `demo-<slug>`, published, no featured image unless it says. */
function demoProject(entry: DemoProjectEntry): DemoProject {
  const slug = slugify(entry.title);
  return { id: `demo-${slug}`, slug, status: 'published', featuredImageUrl: null, ...entry };
}

const entries: DemoProjectEntry[] = [
  {
    title: 'New Home Lawn Hydro-Seeding in Orange',
    excerpt:
      'A builder left this new home with compacted clay and stone. We regraded, added topsoil, tied in the downspouts and hydro-seeded 9,000 square feet of lawn.',
    location: 'Orange, CT',
    completionDate: 'October 2026',
    metaTitle: 'New Home Lawn Hydro-Seeding in Orange, CT',
    metaDescription:
      'Residential lawn installation in Orange, CT: regrading, four inches of screened topsoil, downspout drainage and hydro-seeding on a new construction lot.',
    content: `
<p>The owners of this newly built residential property moved into a yard of compacted clay subsoil, builder's stone and a few pallets of leftover block. Water from the roof ran straight toward the walk-out basement, and the first heavy rain of the summer left a pond at the bottom of the back slope.</p>
<p>We started below ground. Four downspouts were tied into solid pipe and carried to a dry well sized for the roof area, and the rear yard was regraded so it falls away from the foundation. After clearing stone and debris we spread four inches of screened topsoil, limed to the soil test and fine-graded the whole lot.</p>
<h3>Scope</h3>
<ul>
<li>Regrading of front and rear yards, about 9,000 square feet</li>
<li>Downspout collection and a dry well</li>
<li>Screened topsoil, lime and starter fertilizer</li>
<li>Hydro-seeding with a tall fescue and bluegrass blend, September seeding window</li>
</ul>
<p>The lawn was mowed for the first time in early October and is now on our five-part fertilizer program, starting with the late-fall winterizer.</p>
`,
    beforeImageUrl: '/photos/dune-grass.jpg',
    afterImageUrl: '/photos/green-meadow.jpg',
    galleryImages: [],
    serviceIds: ['hydro-seeding', 'drainage-systems', 'fertilizer'],
    createdDaysAgo: 6,
  },
  {
    title: 'Office Park Grounds Renovation in Shelton',
    excerpt:
      'Tired foundation beds, bare slopes and a soggy entrance lawn at a three-building office park, renovated in phases without closing a single entrance.',
    location: 'Shelton, CT',
    completionDate: 'October 2026',
    metaTitle: 'Office Park Grounds Renovation in Shelton, CT',
    metaDescription:
      'Commercial landscape renovation at a Shelton office park: new plantings, drainage at the main entrance and hydro-seeded slopes, phased around tenants.',
    content: `
<p>The management company for this commercial office park asked us to renovate grounds that had not been replanted since the buildings opened. Overgrown yews hid the entrance signs, the slope along the access drive had eroded to bare clay, and the lawn at the main entrance stayed wet for days after every storm.</p>
<p>We split the work into three phases so each building kept at least one clear entrance at all times, and scheduled equipment deliveries before 7 a.m. The entrance lawn received a curtain drain and two catch basins tied into the existing storm system, then was regraded and hydro-seeded along with the slope.</p>
<h3>Scope and materials</h3>
<ul>
<li>Removal of overgrown shrubs and roughly 120 cubic yards of old bed material</li>
<li>New beds of inkberry holly, summersweet, switchgrass and little bluestem, chosen for salt and drought tolerance</li>
<li>Curtain drain and catch basins at the main entrance</li>
<li>Hydro-seeding with erosion-control mulch on the access-drive slope</li>
</ul>
<p>The property is now on a seasonal maintenance schedule with spring and fall cleanups and mulching.</p>
`,
    featuredImageUrl: '/photos/green-meadow.jpg',
    beforeImageUrl: '/photos/dune-grass.jpg',
    afterImageUrl: '/photos/green-meadow.jpg',
    galleryImages: ['/photos/green-meadow.jpg', '/photos/forest-path.jpg', '/photos/yellow-flower.jpg'],
    serviceIds: ['commercial-services', 'landscaping', 'hydro-seeding'],
    createdDaysAgo: 24,
  },
  {
    title: 'Bluestone Patio and Seat Wall in Woodbridge',
    excerpt:
      'A heaving concrete slab replaced with a 600-square-foot full-color bluestone patio, a curved fieldstone seat wall and granite steps down to the lawn.',
    location: 'Woodbridge, CT',
    completionDate: 'September 2026',
    metaTitle: 'Bluestone Patio and Seat Wall in Woodbridge, CT',
    metaDescription:
      'A full-color bluestone patio with a curved fieldstone seat wall and granite steps, built on a deep compacted base at a Woodbridge home.',
    content: `
<p>This residential backyard in Woodbridge had a cracked concrete slab that rose an inch every winter and sent rainwater toward the back door. The homeowners wanted a larger patio for outdoor dining and a place to sit around a fire on fall evenings.</p>
<p>After removing the slab we found the cause: wet clay directly under the concrete, with no gravel base at all. We excavated to firm subsoil, laid separation fabric and built up ten inches of compacted processed gravel before setting the bluestone. The patio now pitches away from the house, and a drain inlet at the low corner carries water to daylight.</p>
<h3>Materials</h3>
<ul>
<li>Full-color Pennsylvania bluestone in an irregular pattern, dry-laid on stone dust</li>
<li>Curved seat wall in native fieldstone with a thermal bluestone cap</li>
<li>Three solid granite steps to the lawn</li>
<li>Low-voltage lights set into the seat wall</li>
</ul>
<p>New plantings of mountain laurel and inkberry soften the edge where the patio meets the woods.</p>
`,
    beforeImageUrl: '/photos/autumn-leaves.jpg',
    afterImageUrl: '/photos/garden-flower.jpg',
    galleryImages: ['/photos/garden-flower.jpg', '/photos/fresh-flower.jpg'],
    serviceIds: ['patios-hardscape', 'natural-stone-walls'],
    createdDaysAgo: 41,
  },
  {
    title: 'Fieldstone Retaining Wall on a Guilford Slope',
    excerpt:
      'A collapsing timber wall replaced by a 90-foot dry-laid fieldstone retaining wall with full drainage, turning a steep bank into a level lawn.',
    location: 'Guilford, CT',
    completionDate: 'August 2026',
    metaTitle: 'Fieldstone Retaining Wall in Guilford, CT',
    metaDescription:
      'A 90-foot fieldstone retaining wall with drainage pipe and stone backfill, replacing failed timbers at a Guilford home and creating a level lawn.',
    content: `
<p>Rotting landscape timbers were the only thing holding back the slope behind this residential property in Guilford, and a section had already given way into the driveway. The owners wanted a permanent wall that looked at home next to the old farm walls along their road.</p>
<p>We removed the timbers, excavated to firm ground and built a dry-laid fieldstone wall up to three and a half feet tall with a batter into the slope. A perforated drain pipe runs the full length at the base and discharges to daylight at the end of the wall, and about a foot of clean crushed stone behind the face, wrapped in filter fabric, keeps water from building up against it.</p>
<ul>
<li>About 90 linear feet of wall in weathered Connecticut fieldstone</li>
<li>Drainage pipe, crushed stone backfill and filter fabric</li>
<li>Regraded and seeded lawn on the new level terrace</li>
</ul>
<p>After-photos will be added once the lawn fills in next spring.</p>
`,
    beforeImageUrl: '/photos/autumn-leaves.jpg',
    afterImageUrl: null,
    galleryImages: [],
    serviceIds: ['natural-stone-walls', 'drainage-systems'],
    createdDaysAgo: 67,
  },
  {
    title: 'Retail Plaza Planting Beds in Milford',
    excerpt:
      'Salt-burned parking islands and tired storefront beds on the Boston Post Road, replanted with tough natives and seasonal color.',
    location: 'Milford, CT',
    completionDate: 'July 2026',
    metaTitle: 'Retail Plaza Planting Beds in Milford, CT',
    metaDescription:
      'Commercial planting renovation at a Milford retail plaza: salt-tolerant parking islands, storefront beds and a seasonal color program.',
    content: `
<p>Winter plowing and road salt had killed most of the shrubs in the parking islands of this commercial plaza on the Boston Post Road, and the storefront beds were mostly bare mulch. The owner wanted plantings that would survive the salt and look good from the road all season.</p>
<p>We replaced the soil in the islands, which had become compacted and salty, and replanted with species that tolerate both: bayberry, switchgrass, little bluestem and daylilies, set back from the curbs where plows push snow. At the storefronts we planted boxwood and hydrangea for structure, with annual beds at the two main entrances.</p>
<ul>
<li>Eight parking islands rebuilt with new soil and salt-tolerant plantings</li>
<li>Storefront beds replanted and edged</li>
<li>Seasonal color at the entrances, changed in spring and fall</li>
<li>All work done between 6 a.m. and 10 a.m. to keep parking open for customers</li>
</ul>
`,
    beforeImageUrl: '/photos/dune-grass.jpg',
    afterImageUrl: '/photos/yellow-flower.jpg',
    galleryImages: ['/photos/yellow-flower.jpg', '/photos/fresh-flower.jpg'],
    serviceIds: ['commercial-services', 'landscaping'],
    createdDaysAgo: 95,
  },
  {
    title: 'Koi Pond and Waterfall in Trumbull',
    excerpt:
      'A 12-by-16-foot koi pond with a two-tier fieldstone waterfall, set where it can be seen from the kitchen and the back porch.',
    location: 'Trumbull, CT',
    completionDate: 'June 2026',
    metaTitle: 'Koi Pond and Waterfall in Trumbull, CT',
    metaDescription:
      'A residential koi pond with a fieldstone waterfall, biological filtration and native plantings, built to overwinter fish in Trumbull, CT.',
    content: `
<p>These homeowners wanted to hear moving water from their porch and to keep koi year-round. We sited the pond in a sunny corner away from the big oaks, so fewer leaves land in the water, and angled the waterfall toward the house.</p>
<p>The pond is 12 by 16 feet with plant shelves at two depths and a deep zone where the fish spend the winter below the ice. A skimmer and a biological filter hidden behind the waterfall keep the water clear, and a small de-icer holds an opening in the ice from December through March.</p>
<h3>Materials and plantings</h3>
<ul>
<li>Rubber liner over protective underlayment, hidden by boulders and river gravel</li>
<li>Two-tier waterfall in weathered fieldstone</li>
<li>Water lilies, blue flag iris, pickerelweed and marsh marigold</li>
<li>Low-voltage lighting in the falls</li>
</ul>
<p>We return each spring and fall to open and close the pond.</p>
`,
    featuredImageUrl: '/photos/calm-lake.jpg',
    beforeImageUrl: '/photos/autumn-leaves.jpg',
    afterImageUrl: '/photos/water-drop.jpg',
    galleryImages: [
      '/photos/calm-lake.jpg',
      '/photos/water-drop.jpg',
      '/photos/lake-evening.jpg',
      '/photos/leaf-raindrops.jpg',
    ],
    serviceIds: ['waterscapes-ponds', 'landscaping'],
    createdDaysAgo: 130,
  },
  {
    title: 'Outdoor Kitchen and Patio in Fairfield',
    excerpt:
      'An L-shaped stone kitchen with a built-in grill, granite counters and bar seating, set on a new paver patio steps from the back door.',
    location: 'Fairfield, CT',
    completionDate: 'May 2026',
    metaTitle: 'Outdoor Kitchen and Paver Patio in Fairfield, CT',
    metaDescription:
      'An L-shaped outdoor kitchen in stone veneer with a built-in grill and granite counters, on a new paver patio at a Fairfield home.',
    content: `
<p>The owners of this residential property near the Fairfield shoreline cooked outside most of the summer on a freestanding grill parked on the lawn. They wanted a real kitchen close to the house, with space for guests to sit and talk to the cook.</p>
<p>We built an L-shaped island on a reinforced slab over a compacted gravel base, with a concrete block core faced in natural thin stone. The counters are honed granite with a drip edge, and the bar side seats four. Gas and electric were run under the patio in sleeves before paving, by licensed trades, with outdoor GFCI outlets and lighting under the counter overhang.</p>
<ul>
<li>Built-in gas grill, side burner and outdoor-rated refrigerator</li>
<li>Honed granite countertops</li>
<li>About 500 square feet of concrete pavers on an eight-inch compacted base</li>
<li>Bluestone steps from the back door</li>
</ul>
<p>Photos of this project are coming soon.</p>
`,
    beforeImageUrl: null,
    afterImageUrl: null,
    galleryImages: [],
    serviceIds: ['outdoor-kitchens', 'patios-hardscape', 'natural-stone-masonry'],
    createdDaysAgo: 172,
  },
  {
    title: 'Condominium Drainage Repair in Hamden',
    excerpt:
      'Flooded walkways and wet basements at a 24-unit association, fixed with a curtain drain, regrading and new downspout lines.',
    location: 'Hamden, CT',
    completionDate: 'April 2026',
    metaTitle: 'Condominium Drainage Repair in Hamden, CT',
    metaDescription:
      'Commercial drainage project for a Hamden condominium association: curtain drain, downspout lines, regrading and new lawn on a hillside site.',
    content: `
<p>At this 24-unit condominium association, one of our commercial accounts in Hamden, runoff from the hillside above ran across the lawns every spring, iced the walkways in winter and left water in several basements. The board asked for a permanent fix that could be built in one season.</p>
<p>We installed a curtain drain along the uphill edge of the site to intercept groundwater before it reached the buildings, replaced crushed and disconnected downspout lines, and regraded the lawns between buildings so they fall away from the foundations. Water discharges to the existing catch basins, with the connections reviewed by the association's engineer.</p>
<ul>
<li>About 420 feet of curtain drain with perforated pipe and clean stone</li>
<li>New downspout lines with clean-outs at every building</li>
<li>Regrading and hydro-seeding of disturbed lawn areas</li>
<li>Work scheduled building by building, with notices to owners a week ahead</li>
</ul>
<p>The walkways stayed dry through the spring thaw that followed.</p>
`,
    featuredImageUrl: '/photos/forest-path.jpg',
    beforeImageUrl: '/photos/leaf-raindrops.jpg',
    afterImageUrl: '/photos/forest-path.jpg',
    galleryImages: [],
    serviceIds: ['drainage-systems', 'commercial-services', 'hydro-seeding'],
    createdDaysAgo: 215,
  },
  {
    title: 'Evergreen Privacy Screen in Westport',
    excerpt:
      'Fourteen-foot white pines and red cedars planted along a property line to screen a new neighboring house in a single day.',
    location: 'Westport, CT',
    completionDate: 'November 2025',
    metaTitle: 'Evergreen Privacy Screen in Westport, CT',
    metaDescription:
      'Large evergreen trees planted for instant privacy at a Westport home: white pine and eastern red cedar, set at the right depth with a watering plan.',
    content: `
<p>When a large new house went up next door to this residential lot, the owners lost the wooded view from their back deck. They wanted privacy right away rather than waiting years for small trees to grow.</p>
<p>We selected eleven evergreens from a regional nursery, a mix of eastern white pine and eastern red cedar between twelve and fourteen feet tall, staggered in two rows so the screen looks natural rather than like a hedge. Each tree was set with its root flare at grade, with burlap and the top of the wire basket removed, and mulched in a wide ring.</p>
<ul>
<li>Eleven balled-and-burlapped evergreens, 12 to 14 feet</li>
<li>Turf protection mats for equipment access across the lawn</li>
<li>Slow-release watering bags and a written watering schedule for the first two seasons</li>
</ul>
<p>All eleven trees came through their first winter with no losses.</p>
`,
    featuredImageUrl: '/photos/pine-canopy.jpg',
    beforeImageUrl: null,
    afterImageUrl: '/photos/pine-canopy.jpg',
    galleryImages: ['/photos/pine-canopy.jpg', '/photos/forest-path.jpg'],
    serviceIds: ['large-tree-planting', 'landscaping'],
    createdDaysAgo: 260,
  },
  {
    title: 'Medical Office Entrance and Stone Steps in Orange',
    excerpt:
      'A new granite-and-bluestone entrance for a medical office: wider steps, a gentle walkway for patients and stone planters at the door.',
    location: 'Orange, CT',
    completionDate: 'December 2025',
    metaTitle: 'Medical Office Entrance and Stone Steps in Orange, CT',
    metaDescription:
      'Commercial stonework in Orange, CT: granite steps, a bluestone walkway and stone planters built for a busy medical office entrance.',
    content: `
<p>The concrete steps at this commercial medical office were cracked and uneven, and patients often chose the grass instead. The owners wanted an entrance that was easier to walk, looked professional and would hold up to heavy use and winter de-icing.</p>
<p>We replaced the steps with solid granite treads on a poured footing, with lower risers and a wider landing, and rebuilt the approach as a mortared bluestone walkway over a concrete slab with a gentle slope. Two stone-veneer planters flank the door.</p>
<ul>
<li>Granite steps with handrails set into the stone</li>
<li>Thermal-finished bluestone walkway for slip resistance</li>
<li>Stone-veneer planters with seasonal plantings</li>
<li>Work phased so the office stayed open, with a temporary entrance each day</li>
</ul>
`,
    beforeImageUrl: null,
    afterImageUrl: '/photos/fresh-flower.jpg',
    galleryImages: [],
    serviceIds: ['natural-stone-masonry', 'patios-hardscape', 'commercial-services'],
    createdDaysAgo: 318,
  },
  {
    title: 'Backyard Putting Green in Cheshire',
    excerpt:
      'A 700-square-foot synthetic putting green with three cups, contoured breaks and a chipping fringe, tucked beside the patio.',
    location: 'Cheshire, CT',
    completionDate: 'October 2025',
    metaTitle: 'Backyard Putting Green in Cheshire, CT',
    metaDescription:
      'A residential synthetic putting green with three cups, contoured breaks and a chipping fringe, built on a drained base in Cheshire, CT.',
    content: `
<p>A golfer in the family wanted to practice putting at home, and the rest of the family wanted a yard they could still use. We placed the green beside the patio where it is visible from the kitchen and gets sun most of the day.</p>
<p>The site sat on heavy clay, so we excavated six inches, added a drainage layer with a perforated pipe to daylight, and built a compacted crushed-stone and stone-dust base in layers. Two gentle breaks were shaped into the base before the putting turf was laid, seamed and infilled.</p>
<ul>
<li>About 700 square feet of putting surface with three cups</li>
<li>Fringe turf on two sides for chip shots</li>
<li>Bluestone border tying the green to the patio</li>
</ul>
<p>The green came through its first winter level, and it is playable as soon as the snow melts.</p>
`,
    beforeImageUrl: null,
    afterImageUrl: '/photos/green-meadow.jpg',
    galleryImages: ['/photos/green-meadow.jpg'],
    serviceIds: ['putting-greens', 'landscaping'],
    createdDaysAgo: 365,
  },
  {
    title: 'Corporate Campus Fence and Perimeter Planting in Stratford',
    excerpt:
      'Black aluminum perimeter fencing, a new dumpster enclosure and a row of shade trees along the street frontage of a corporate campus.',
    location: 'Stratford, CT',
    completionDate: 'June 2025',
    metaTitle: 'Corporate Campus Fence and Planting in Stratford, CT',
    metaDescription:
      'Commercial fencing and perimeter planting in Stratford, CT: aluminum fence, a cedar dumpster enclosure and street trees along the frontage.',
    content: `
<p>This commercial campus near the Stratford shoreline needed a secure perimeter that still looked welcoming from the street, and a screen for the service area behind the main building.</p>
<p>We installed black powder-coated aluminum fencing along the frontage and side lines, with posts set below frost depth and core drilled into ledge at two corners. A board-on-board cedar enclosure with steel-framed gates now hides the dumpsters. Along the street we planted swamp white oak and red maple, both tolerant of salt and wet clay, with mulch rings set back from the plow line.</p>
<ul>
<li>About 640 feet of aluminum fence with two rolling gates</li>
<li>Cedar dumpster enclosure with steel-framed gates</li>
<li>Twelve shade trees, three-inch caliper</li>
</ul>
`,
    beforeImageUrl: '/photos/dune-grass.jpg',
    afterImageUrl: '/photos/forest-path.jpg',
    galleryImages: ['/photos/forest-path.jpg', '/photos/pine-canopy.jpg'],
    serviceIds: ['fence-installation', 'large-tree-planting', 'commercial-services'],
    createdDaysAgo: 480,
  },
  {
    title: 'Salt-Tolerant Shoreline Garden in Madison',
    excerpt:
      'A storm-battered lawn near the beach replaced with a native shoreline garden and a stepping-stone path that shrug off wind and salt spray.',
    location: 'Madison, CT',
    completionDate: 'November 2024',
    metaTitle: 'Salt-Tolerant Shoreline Garden in Madison, CT',
    metaDescription:
      'A residential shoreline garden in Madison, CT with bayberry, beach plum and native grasses, plus a granite stepping-stone path to the beach.',
    content: `
<p>Every winter storm burned the lawn at this beach house with salt spray, and every spring it had to be reseeded. The owners wanted a garden that belonged at the shore and asked for as little mowing as possible.</p>
<p>We replaced most of the lawn with drifts of native plants that thrive in sandy soil, wind and salt: bayberry, beach plum, switchgrass, little bluestem and seaside goldenrod, with a small area of fine fescue kept as a play lawn. A path of granite steppers set in crushed stone leads from the deck to the beach stairs.</p>
<ul>
<li>About 2,000 square feet of lawn converted to native plantings</li>
<li>Granite stepping-stone path on a compacted stone base</li>
<li>Native plantings that need no irrigation after their first season</li>
</ul>
`,
    featuredImageUrl: '/photos/lake-pier.jpg',
    beforeImageUrl: '/photos/dune-grass.jpg',
    afterImageUrl: '/photos/garden-flower.jpg',
    galleryImages: ['/photos/lake-pier.jpg', '/photos/dock-boards.jpg', '/photos/garden-flower.jpg'],
    serviceIds: ['landscaping', 'patios-hardscape'],
    createdDaysAgo: 610,
  },
  {
    title: 'Granite Steps and Entry Landing in Bethany',
    status: 'draft',
    excerpt: 'Write-up in progress: granite front steps and a bluestone landing for a farmhouse in Bethany.',
    location: 'Bethany, CT',
    completionDate: 'November 2026',
    metaTitle: 'Granite Steps and Entry Landing in Bethany, CT',
    metaDescription: 'Granite front steps and a bluestone landing at a Bethany farmhouse. Draft, not yet published.',
    content: `
<p>Residential entry project, write-up in progress. Granite treads on a new footing, bluestone landing, fieldstone cheek walls. Photos to be added after final cleanup.</p>
`,
    beforeImageUrl: null,
    afterImageUrl: null,
    galleryImages: [],
    serviceIds: ['natural-stone-masonry'],
    createdDaysAgo: 9,
  },
  {
    title: 'Spring Cleanup and Mulching in West Haven',
    status: 'archived',
    excerpt: 'A seasonal cleanup for an office building, retired from the portfolio.',
    location: 'West Haven, CT',
    completionDate: 'April 2025',
    metaTitle: 'Spring Cleanup and Mulching in West Haven, CT',
    metaDescription: 'Seasonal spring cleanup and mulching for a commercial office building in West Haven, CT.',
    content: `
<p>Commercial spring cleanup: leaf and debris removal, bed edging, pruning and fresh mulch for a small office building. Archived because it no longer represents the scope of our portfolio work.</p>
`,
    beforeImageUrl: '/photos/autumn-leaves.jpg',
    afterImageUrl: null,
    galleryImages: [],
    serviceIds: ['landscaping', 'commercial-services'],
    createdDaysAgo: 690,
  },
];

export const demoProjects: DemoProject[] = entries.map(demoProject);
