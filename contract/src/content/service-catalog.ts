/**
 * Built-in text of the first-run services (spec §2 Service detail: "otherwise built-in data is
 * used"; ADR 0035): one entry per default service of service-summaries.ts, in that order, found by
 * the service record's id (a first-run service's id is its original slug, so a renamed address
 * keeps its text). Staff replace any page's text by publishing a service post; until then this
 * copy is what visitors read. Server-only: the function resolves service pages.
 *
 * Copy rules: no phone numbers or e-mail addresses (the web adds call and e-mail links from
 * site settings); cost figures are labelled regional estimates and live here so they can be
 * edited in one place. `longDescription` uses only h2, h3, p, ul, ol, li, strong, em and table
 * tags (checked by content.test.ts). Card fields (title, description, image, icon) live in
 * service-summaries.ts, so listings can import them without the page bodies.
 */
import { serviceSummaries } from './service-summaries';
import type { ServiceEntry } from './types';

/** Page body (HTML) of each service. */
const longDescriptions: Record<string, string> = {
  landscaping: `
<h2>Landscapes designed for your soil, your weather and the way you live</h2>
<p>Our crews plant and build landscapes of every size, from small front-yard refreshes to complete property makeovers. Every project starts with a walk of the property: where the water goes after a storm, where the ledge breaks the surface, which corners stay wet into May and which bake in August. A plan that fits those conditions looks better in year five than one that only looks good on paper.</p>

<h3>What a landscaping project with us includes</h3>
<ul>
<li><strong>Site visit and design.</strong> A scaled plan showing beds, plant selections, walkways and lawn areas, with a written estimate you can phase over more than one season.</li>
<li><strong>Soil preparation.</strong> Much of our area sits on heavy clay and stony glacial till, and new construction lots are often scraped down to compacted subsoil. We remove debris, break up compaction and blend in screened topsoil and compost before anything is planted.</li>
<li><strong>Grading.</strong> Surface water is led away from foundations, patios and walkways, with a slope of roughly six inches over the first ten feet from the house.</li>
<li><strong>Planting.</strong> Trees, shrubs, perennials and groundcovers installed at the right depth, watered in and mulched, never piled against trunks.</li>
<li><strong>Edging and mulch.</strong> Clean hand-cut or steel edges that keep beds crisp and make mowing faster.</li>
</ul>

<h2>Plants that belong here</h2>
<p>We choose for your USDA hardiness zone, its freezes, wet springs and dry spells, and lean on plants that have proven themselves in those conditions, many of them native to the region. For example:</p>
<ul>
<li><strong>Shrubs:</strong> mountain laurel (the state flower), inkberry holly, winterberry, summersweet clethra, highbush blueberry and bayberry.</li>
<li><strong>Perennials and grasses:</strong> New England aster, butterfly weed, Joe-Pye weed, little bluestem and switchgrass, which feed pollinators and hold their structure through winter.</li>
<li><strong>Trees:</strong> serviceberry, black gum, red maple and swamp white oak for shade and fall color.</li>
</ul>
<p>Where deer pressure is real, we point out which plants deer tend to leave alone and where a planting will need protection. Near the shoreline we choose species that tolerate wind and salt spray.</p>

<h3>Built to last through freeze and thaw</h3>
<p>Hard winters test every landscape. Frost heave lifts poorly set edging and stepping stones, and clay that stays saturated can drown roots. We set walkways on compacted gravel bases, plant slightly high in heavy soil, and plan drainage before the first shrub goes in, so the garden you see in June is still in good shape after the March thaw.</p>

<h2>One contractor for the whole property</h2>
<p>Because we also build stone walls, patios, drainage systems and water features, a landscaping project does not have to be coordinated between three different companies. One crew lead stays with your project from layout to final cleanup, and you get a single schedule and a single point of contact. Call us or send a message to set up a site visit; we will walk the property with you and talk through what is possible and what it will cost.</p>
`,
  'commercial-services': `
<h2>Commercial landscaping and hardscape</h2>
<p>Property managers, condominium boards and business owners need a contractor who shows up when promised, keeps a site safe while work is under way and leaves the grounds looking better than the sign out front. We serve commercial clients alongside homeowners, on properties ranging from small professional offices to office parks, retail plazas and multi-building associations.</p>

<h3>What we handle for commercial properties</h3>
<ul>
<li><strong>Landscape installation and renovation:</strong> entrance plantings, parking-lot islands, foundation beds and screening along property lines.</li>
<li><strong>Seasonal programs:</strong> spring and fall cleanups, mulching, pruning, seasonal color and lawn fertilization on a written schedule.</li>
<li><strong>Hardscape:</strong> walkways, entrance plazas, stone and block retaining walls, steps and seating areas built to carry heavy foot traffic.</li>
<li><strong>Drainage and stormwater:</strong> catch basin and yard drain repairs, regrading of low areas, and maintenance of rain gardens and bioretention areas.</li>
<li><strong>Turf establishment:</strong> hydro-seeding of new or damaged lawn areas, slopes and detention basins.</li>
<li><strong>Fencing:</strong> perimeter, dumpster enclosure and decorative fencing.</li>
</ul>

<h2>How we work on occupied sites</h2>
<p>Most commercial work happens while people are coming and going. We plan each job around that:</p>
<ul>
<li>Work windows set around business hours, deliveries and tenant schedules, including early starts for retail sites.</li>
<li>Cones, barriers and clear walking routes whenever equipment is moving or a walkway is closed.</li>
<li>Certificates of insurance provided before we start, naming the property owner or management company as required.</li>
<li>A single crew lead on site and one office contact for the manager, with photos of completed work on request.</li>
</ul>

<h3>Durable choices for public spaces</h3>
<p>Commercial landscapes take abuse that a backyard never sees: car doors, snowplows, road salt, shopping carts and shortcuts across the lawn. We specify plants that tolerate salt and compacted soil for parking islands, set curb-side plantings back from plow damage, and build walkways with thicker gravel bases and edge restraints so pavers stay level after a hard winter. Walkway slopes and surfaces are planned with accessibility in mind, and we coordinate with your engineer where plans require it.</p>

<h3>Budgeting and phasing</h3>
<p>Boards and owners often need to spread work over more than one budget year. We provide itemized proposals that separate must-do repairs, such as heaved walkways and failing drains, from improvements that can wait, so you can plan capital spending with clear numbers. For recurring services we put the scope, visit frequency and pricing in writing at the start of the season.</p>

<h2>Request a walk-through</h2>
<p>Call us to schedule a walk-through of your property. We will look at the current condition of plantings, lawns, walkways and drainage, note anything that is a safety concern, and follow up with a written proposal. If you manage several sites in our area, we can put them on one coordinated schedule.</p>
`,
  'outdoor-kitchens': `
<h2>Outdoor kitchens built like the rest of your house</h2>
<p>An outdoor kitchen is a small building without walls. It carries heavy stone, hot appliances, gas and electric lines, and it sits out through every winter. We design and build kitchens in masonry and natural stone so they stay level, solid and good-looking for decades, not just for the first summer.</p>

<h3>What goes into one of our kitchens</h3>
<ul>
<li><strong>A proper foundation.</strong> Depending on size and design, the island sits on a reinforced concrete slab over a deep compacted gravel base or on footings taken below frost. Frost heave is the most common reason outdoor kitchens crack, and it starts below the surface.</li>
<li><strong>Masonry structure.</strong> Concrete block cores with natural stone or thin stone veneer, rather than wood or light metal framing that can rot or rust inside the walls.</li>
<li><strong>Countertops.</strong> Granite, thermal-finished bluestone or sealed concrete, with overhangs and drip edges so water runs off instead of into the masonry below.</li>
<li><strong>Appliances.</strong> Built-in gas grills, side burners, outdoor-rated refrigerators, pizza ovens and storage drawers, with vented enclosures where gas appliances require them.</li>
<li><strong>Utilities.</strong> Gas piping and electrical work are done by licensed trades to code, with outdoor GFCI outlets and lighting for evening use. We plan the trenching and sleeves so lines run under the patio before it is paved.</li>
</ul>

<h2>Design decisions that matter</h2>
<h3>Location</h3>
<p>We look at prevailing wind, where smoke will drift, the walk from the kitchen door and the view from the table. A kitchen too far from the house goes unused; one right against it can send smoke through open windows. Most clients end up with the grill 15 to 30 feet from the back door, connected by a patio that doubles as dining space.</p>
<h3>Layout</h3>
<p>A straight island suits smaller spaces. An L-shape or U-shape adds landing space on both sides of the grill and room for bar seating that faces the cook. We leave at least 36 inches of counter beside the grill for platters, and we keep seating clear of heat and smoke.</p>
<h3>Cover and shade</h3>
<p>Pergolas and roofed pavilions extend the season into spring and fall evenings. Structures with roofs generally need a building permit and footings to frost depth; we handle the drawings and the town paperwork with you.</p>

<h2>Made for freezing winters</h2>
<p>Freeze-thaw cycles find every weak joint. We use frost-resistant stone and mortars, seal countertops, and pitch every horizontal surface so water cannot pool. Water lines to outdoor sinks are installed with shutoffs and drains so they can be winterized in minutes each fall. Grill covers and a simple end-of-season checklist keep the kitchen ready for the first warm weekend in April.</p>

<h3>Pair it with a patio, walls or a fire feature</h3>
<p>Most of our outdoor kitchens are part of a larger project: a bluestone or paver patio, a seat wall, steps down from the deck or a fire pit. Because we build all of those ourselves, the stone, grades and drainage are planned together. Call us to talk through ideas and a budget range before anything is drawn.</p>
`,
  'natural-stone-walls': `
<h2>Stone walls that belong in the landscape</h2>
<p>Old fieldstone walls running through the woods were built by farmers clearing stone from their fields. Many are still standing more than a century later because they were built the right way: wide at the base, battered back, and free-draining. We build new walls and restore old ones using the same principles, with modern drainage added where a wall holds back soil.</p>

<h3>Types of walls we build</h3>
<ul>
<li><strong>Dry-laid fieldstone walls.</strong> Freestanding boundary and garden walls with no mortar, which flex slightly with frost and can be reset stone by stone if a section ever moves.</li>
<li><strong>Stone retaining walls.</strong> Walls that hold back a slope to create a level lawn, terrace or driveway. These are engineered for the load behind them and built with drainage stone and pipe.</li>
<li><strong>Mortared and veneer walls.</strong> A more formal look with tight joints, built on a concrete footing below frost and capped to shed water.</li>
<li><strong>Seat walls and garden walls.</strong> Low walls at sitting height around patios, fire pits and planting beds, often topped with bluestone or granite.</li>
<li><strong>Restoration.</strong> Rebuilding collapsed sections of old farm walls, resetting toppled capstones and reusing the original stone wherever it can be saved.</li>
</ul>

<h2>How a retaining wall is built to last</h2>
<p>Most failing walls we are called to fix did not fail because of the stone. They failed because water was trapped behind them. Saturated clay pushes hard, and in winter that water freezes and expands. Our retaining walls include:</p>
<ol>
<li>Excavation down to firm subsoil and a compacted crushed-stone base, wider than the wall itself.</li>
<li>A perforated drain pipe at the base, sloped to daylight or a dry well, so water has somewhere to go.</li>
<li>Clean crushed stone backfill, typically about twelve inches deep behind the wall, separated from the soil with filter fabric.</li>
<li>A batter, with the face leaning gently back into the slope, and long stones set deep into the wall to tie it together.</li>
<li>Capstones pitched to shed water away from the joints.</li>
</ol>
<p>Walls taller than about four feet, or walls that support a driveway, a structure or a steep slope, generally need an engineered design and a building permit. We work with your engineer and the town building department so the paperwork is in order before we dig.</p>

<h3>Choosing stone</h3>
<p>We source native fieldstone, weathered wall stone, granite and bluestone from regional quarries and suppliers. Reclaimed fieldstone blends with existing walls on older properties; split granite and squared wall stone give a cleaner, more contemporary line. We bring samples to the site so you can see them against your house and landscape before you decide.</p>

<h3>Ledge, roots and wetlands</h3>
<p>Many properties sit on shallow ledge. We plan around rock outcrops, and where ledge is in the way we can often build right onto it. Near mature trees we hand-dig around major roots, and where a wall is near a wetland or watercourse we check the town's inland wetlands requirements before work begins.</p>

<p>Whether you want a new wall along a driveway or an old farm wall brought back to life, call us for a site visit. We will tell you honestly whether a wall can be repaired or needs to be rebuilt.</p>
`,
  'large-tree-planting': `
<h2>Mature trees, planted right the first time</h2>
<p>A young sapling can take fifteen years to give real shade or block the view of a neighbor's new addition. Planting larger trees, typically from three to six inches in trunk caliper or twelve to twenty feet tall for evergreens, gives you that presence now. Larger trees also need more care at planting, and that is where most failures begin. We handle selection, delivery, planting and the first-season watering plan so the investment pays off.</p>

<h3>Common reasons clients call us</h3>
<ul>
<li><strong>Privacy screens</strong> along property lines and roads, where houses sit close together.</li>
<li><strong>Shade trees</strong> to cool a south-facing patio or replace a tree lost to storms or disease.</li>
<li><strong>Specimen trees</strong> as a focal point in the front lawn or at the end of a view.</li>
<li><strong>Replacing ash and hemlock.</strong> The emerald ash borer has killed many ash trees, and hemlocks struggle with woolly adelgid. We help choose durable replacements.</li>
</ul>

<h2>Trees we recommend for our region</h2>
<p>Our choices depend on sun, soil moisture, space and salt exposure. Some that consistently do well in our climate:</p>
<ul>
<li><strong>Shade and fall color:</strong> red maple, swamp white oak, black gum, American hornbeam and serviceberry.</li>
<li><strong>Evergreen screening:</strong> eastern white pine, eastern red cedar, Norway spruce and hybrid arborvitae, chosen by the width you can afford to give them.</li>
<li><strong>Near the shoreline:</strong> eastern red cedar, swamp white oak and other salt-tolerant species for shoreline properties.</li>
<li><strong>Wet areas:</strong> red maple, swamp white oak and black gum handle heavy clay and seasonal wet spots better than most.</li>
</ul>

<h2>How we plant large trees</h2>
<ol>
<li><strong>Selection and tagging.</strong> We source balled-and-burlapped trees from regional nurseries and check each one for a strong central leader, a healthy root ball and no girdling roots.</li>
<li><strong>Access and equipment.</strong> Large root balls can weigh well over a ton. We plan the route across your lawn, use equipment sized for the job and protect turf and driveways with mats.</li>
<li><strong>Planting depth.</strong> The root flare, where the trunk widens into the roots, sits at or slightly above grade. Planting too deep is the most common cause of decline we see in newly planted trees.</li>
<li><strong>Hole and backfill.</strong> The hole is dug two to three times wider than the root ball but no deeper. We remove twine and peel back burlap and wire baskets from the top of the ball, and in heavy clay we set the tree slightly high so water drains away from the trunk.</li>
<li><strong>Mulch and staking.</strong> Two to three inches of mulch in a wide ring, pulled back from the trunk. Stakes only where wind exposure calls for them, removed after the first year.</li>
</ol>

<h3>Watering and aftercare</h3>
<p>A newly planted large tree can need a year or more per inch of caliper to re-grow its roots. We leave you a written watering schedule, can install slow-release watering bags, and check in during the first summer dry spell. Planting seasons run from early spring to early summer and from September until the ground freezes; fall is often the best time for deciduous trees.</p>
<p>Call us to walk the property. We will look at overhead wires, septic systems, utilities and ledge before recommending a tree, and Call Before You Dig is contacted before any excavation.</p>
`,
  'hydro-seeding': `
<h2>A new lawn without the cost of sod</h2>
<p>Hydro-seeding sprays a slurry of grass seed, wood-fiber mulch, starter fertilizer and a tackifier across prepared soil in one pass. The mulch holds moisture against the seed and the tackifier keeps it in place on slopes and in wind, so germination is faster and more even than with dry seed and straw. It is our most common way to establish lawns on new construction lots, after septic or drainage work, and on banks too steep to sod safely.</p>

<h3>Where hydro-seeding works best</h3>
<ul>
<li>New homes and additions where the whole yard needs turf.</li>
<li>Slopes and banks where erosion control matters as much as appearance.</li>
<li>Large lawns where sod would be expensive to buy and install.</li>
<li>Commercial sites, detention basins and roadside areas.</li>
</ul>

<h2>Sod vs hydro-seed: cost estimates</h2>
<p>The figures below are <strong>regional estimates</strong>, per square foot of lawn, including basic soil preparation. They are a starting point for planning, not a quote. Access, the amount of topsoil needed, removal of old turf, slope and the size of the job all move the final price; small jobs carry a minimum charge.</p>
<table>
<thead>
<tr><th>Method</th><th>Estimated installed cost per sq ft</th><th>Estimate for a 5,000 sq ft lawn</th><th>Usable lawn</th></tr>
</thead>
<tbody>
<tr><td>Hydro-seed</td><td>$0.15 to $0.35</td><td>$750 to $1,750</td><td>About 6 to 10 weeks</td></tr>
<tr><td>Hydro-seed with new topsoil (4 in.)</td><td>$0.90 to $1.60</td><td>$4,500 to $8,000</td><td>About 6 to 10 weeks</td></tr>
<tr><td>Sod</td><td>$1.50 to $2.75</td><td>$7,500 to $13,750</td><td>About 2 to 4 weeks</td></tr>
<tr><td>Sod with new topsoil (4 in.)</td><td>$2.25 to $3.75</td><td>$11,250 to $18,750</td><td>About 2 to 4 weeks</td></tr>
</tbody>
</table>
<p><em>Estimates last reviewed for the 2026 season. We confirm pricing in a written proposal after a site visit.</em></p>

<h3>Choosing between them</h3>
<p><strong>Sod</strong> gives an instant finished look and is the right call for a small front lawn before a closing, a high-traffic area that must be used quickly, or a spot where seed would wash out. <strong>Hydro-seed</strong> costs a fraction of sod, lets us choose a seed blend matched to your sun and shade, and develops deeper roots because the grass grows in place rather than recovering from being cut and transplanted.</p>

<h2>Preparation is most of the job</h2>
<p>Grass seed is only as good as the soil under it. On many new lots, builders leave compacted clay subsoil mixed with stone. Before we spray, we:</p>
<ol>
<li>Remove rocks, roots and construction debris, and rough grade so water drains away from the house.</li>
<li>Add screened topsoil where needed; four inches is a practical minimum for a healthy lawn.</li>
<li>Adjust pH with lime based on a soil test; many soils are naturally acidic.</li>
<li>Fine grade and rake so the lawn is smooth enough to mow evenly.</li>
</ol>

<h3>Seed blends and timing</h3>
<p>For sunny lawns we typically use a blend of turf-type tall fescue, Kentucky bluegrass and perennial ryegrass; for shade, fine fescues carry more of the mix. In most northern climates the best window runs from late August through early October, when soil is warm, nights are cool and weed pressure drops. Spring seeding from mid-April through May also works, with more watering and more competition from crabgrass.</p>

<h3>Aftercare</h3>
<p>Keep the surface moist with light watering two or three times a day for the first two to three weeks, then water less often but more deeply. First mowing comes when the grass reaches about four inches, with a sharp blade set high. We leave written instructions and can follow up with our fertilizer program. Call us for a site visit and a firm price for your lawn.</p>
`,
  fertilizer: `
<h2>Our 5-part lawn fertilizer program</h2>
<p>A thick lawn is the best weed control there is, and it gets that way by being fed the right amount at the right time. Our program is built around the local growing season, with five applications spaced from early spring to late fall. Each visit is timed by soil temperature and weather, not just the calendar.</p>

<h3>Step 1: Early spring pre-emergent and feeding (late March to April)</h3>
<p>A pre-emergent barrier goes down before crabgrass germinates, typically when forsythia is in bloom and soil temperatures approach 55 degrees. A slow-release feeding wakes the lawn gently after winter without forcing weak, fast top growth.</p>

<h3>Step 2: Late spring feeding and broadleaf weed control (May to early June)</h3>
<p>A balanced, slow-release fertilizer supports the spring growth flush, and dandelion, clover, plantain and other broadleaf weeds are spot-treated while they are actively growing and most vulnerable.</p>

<h3>Step 3: Early summer feeding and grub prevention (late June to July)</h3>
<p>A lighter, slow-release feeding carries the lawn into the heat without pushing growth it cannot support during dry spells. Where grubs are a concern, a preventive grub control goes down before Japanese beetle and other beetle larvae hatch and begin feeding on roots in late summer.</p>

<h3>Step 4: Late summer to early fall recovery feeding (late August to September)</h3>
<p>The most important feeding of the year. Cool-season grasses recover from summer stress and build new roots and shoots as nights cool. This is also the ideal time for core aeration and overseeding, which we recommend pairing with this step on compacted clay lawns.</p>

<h3>Step 5: Late fall winterizer (late October to November)</h3>
<p>Applied after top growth slows but before the ground freezes, the winterizer is stored in the roots and fuels an early green-up next spring. Lime is applied with this step where a soil test shows the pH is low.</p>

<h2>What the program includes</h2>
<ul>
<li>Five scheduled applications with notice before each visit and a note left after it.</li>
<li>A soil test at the start, so lime and nutrients match what your lawn actually needs; many soils are acidic and benefit from regular liming.</li>
<li>Phosphorus-free fertilizer unless a soil test or a new seeding calls for it, which protects ponds, streams and the coast.</li>
<li>Spot treatment of weeds rather than blanket spraying wherever that will do the job.</li>
<li>Guidance on mowing height, watering and when to keep children and pets off treated areas.</li>
</ul>

<h2>Responsible lawn care</h2>
<p>We never apply fertilizer to frozen ground or ahead of heavy rain, we sweep granules off driveways, walks and streets so they do not wash into storm drains, and we keep buffers along ponds, wetlands and shoreline. Properties near the water get particular attention, and we keep treated strips back from wells.</p>

<h3>Lawns that need more than fertilizer</h3>
<p>If a lawn is thin because of shade, poor soil, drainage problems or insect damage, fertilizer alone will not fix it. We will tell you so, and recommend aeration, overseeding, topsoil, hydro-seeding or drainage work where it makes a real difference. Many of our fertilizer customers started with a renovation in the fall and then moved on to the five-part program the following spring.</p>
<p>Call us to sign up before the early-spring round; customers who join mid-season start with the next scheduled step.</p>
`,
  'drainage-systems': `
<h2>Solving wet yards and wet basements</h2>
<p>Many properties sit on dense clay and glacial till over shallow ledge. Water that cannot soak in runs across the surface, pools in low spots and finds its way toward foundations. Add a hillside lot, or a flat lot near a marsh, and you get soggy lawns, washed-out mulch, icy walkways and damp basements. We find where the water comes from and where it can go, then build a system that moves it there.</p>

<h3>Signs you need drainage work</h3>
<ul>
<li>Standing water on the lawn a day or more after rain.</li>
<li>Water in the basement or crawl space during heavy storms or the spring thaw.</li>
<li>Mulch and soil washing onto walkways and driveways.</li>
<li>Downspouts that dump water right beside the foundation.</li>
<li>Patios or walkways that heave or sink because water sits under them and freezes.</li>
<li>Ice forming on the same stretch of driveway all winter.</li>
</ul>

<h2>Drainage solutions we install</h2>
<h3>Regrading</h3>
<p>Often the simplest fix is shaping the ground so it falls away from the house, ideally about six inches over the first ten feet. We strip the lawn, correct the grade with screened fill and topsoil, and restore the turf.</p>
<h3>French drains and curtain drains</h3>
<p>A trench lined with filter fabric, a perforated pipe bedded in clean crushed stone, and a path for water to reach daylight or a dry well. A curtain drain across the uphill side of a yard intercepts groundwater before it reaches the house or lawn.</p>
<h3>Downspout and roof-water systems</h3>
<p>Underground solid pipe carrying roof water well away from the foundation, with clean-outs for maintenance and pop-up emitters or a discharge to a dry well.</p>
<h3>Dry wells</h3>
<p>Underground chambers or stone-filled pits that hold water and let it soak in gradually. We size them to the roof or yard area they serve and keep them away from septic systems and foundations.</p>
<h3>Catch basins and channel drains</h3>
<p>Surface inlets for low spots, driveway aprons and patio edges where water collects.</p>
<h3>Rain gardens</h3>
<p>A planted depression filled with native plants such as blue flag iris, switchgrass and swamp milkweed, which captures runoff and lets it soak in while adding a garden. Rain gardens are a good option where a property cannot discharge water elsewhere.</p>

<h2>How we approach a drainage project</h2>
<ol>
<li><strong>Diagnosis.</strong> We visit, ideally during or after rain, trace the water and look at grades, gutters, soil and any existing pipes.</li>
<li><strong>Design.</strong> We recommend the simplest system that solves the problem, with pipe sizes, slopes and discharge points spelled out in the proposal.</li>
<li><strong>Permissions and utilities.</strong> Call Before You Dig is contacted before excavation. Water is never directed onto a neighbor's property, and work near wetlands or watercourses is checked against the town's inland wetlands requirements first.</li>
<li><strong>Installation and restoration.</strong> Trenches are backfilled and compacted, and lawns and beds are restored with topsoil and seed or hydro-seed.</li>
</ol>

<h3>Drainage and hardscape go together</h3>
<p>Patios, walls and walkways fail when water is trapped beneath or behind them. Because we build both, we design drainage into every stone and paver project, and we are often called to add drainage that another contractor left out. Call us to set up a site visit; if you can, take a few photos of the problem during the next heavy rain.</p>
`,
  'putting-greens': `
<h2>A practice green steps from your back door</h2>
<p>A backyard putting green gives golfers a place to work on their short game every day of the season, and gives families a spot everyone uses. We build synthetic greens that roll true, drain quickly after rain and hold their shape through the winter, sized anywhere from a compact practice pad to a multi-cup green with chipping fringe.</p>

<h3>Why synthetic rather than natural grass</h3>
<p>Natural bentgrass greens need daily mowing at very low heights, frequent watering and a regular spray program to stay puttable. For a home owner that is a full-time job. A well-built synthetic green gives a consistent roll with no mowing, no fertilizer and little water, and it is ready to play as soon as the snow melts.</p>

<h2>How we build a green</h2>
<ol>
<li><strong>Layout.</strong> We choose a location with good sunlight and drainage, visible from the patio or house, and mark the outline and cup positions with you on site.</li>
<li><strong>Excavation.</strong> Turf and topsoil are removed, typically four to six inches deep, down to firm subsoil. Roots and stones are cleared; on ledge we build up rather than down.</li>
<li><strong>Drainage.</strong> On heavy clay we add a drainage layer or perforated pipe so water moves through and away from the base instead of sitting under it and freezing.</li>
<li><strong>Base.</strong> Crushed stone topped with finer stone dust, compacted in layers. This is what keeps a green from heaving and developing soft spots after freeze and thaw cycles.</li>
<li><strong>Contours.</strong> Gentle breaks and tiers are shaped into the base so putts curve the way they do on a course, without making the green unplayable.</li>
<li><strong>Turf and cups.</strong> Putting surface turf is seamed, secured at the edges and infilled with sand. Cups are set level with flags, and a longer fringe surround lets you practice chip shots.</li>
</ol>

<h2>Options to consider</h2>
<ul>
<li><strong>Size.</strong> Greens from about 150 to over 1,000 square feet; larger greens allow more cup locations and longer putts.</li>
<li><strong>Speed.</strong> Turf products and infill can be selected for a faster or slower roll, similar to the range on public and private courses in the area.</li>
<li><strong>Chipping areas and tee lines.</strong> Fringe turf, a small tee box or a hitting mat for short approach shots.</li>
<li><strong>Edges.</strong> A clean border of bluestone, pavers or natural stone that ties the green into the patio and makes mowing the surrounding lawn easy.</li>
<li><strong>Lighting.</strong> Low-voltage lights for evening putting.</li>
</ul>

<h3>Care and lifespan</h3>
<p>Maintenance is simple: blow off leaves, brush the surface a few times a season, and top up infill as needed. Clear snow with a plastic shovel or let it melt; never use salt or metal blades on the turf. A green built on a proper base in our climate typically lasts many years before the turf surface needs replacement, and the base underneath can be reused.</p>

<h3>Part of a bigger backyard plan</h3>
<p>Putting greens often go in alongside a patio, seating wall or landscaping project, and we plan the grades so everything drains together. We build greens for homes of every size, from smaller yards to larger properties. Call us to talk about space, budget and how you like your greens to roll.</p>
`,
  'natural-stone-masonry': `
<h2>Stonework with weight and character</h2>
<p>Natural stone has been part of the home since the first fieldstone foundations and brownstone stoops. Our masons build new stonework and repair old with the same care: granite steps at the front door, fieldstone veneer on a foundation, entry pillars at the end of a driveway, outdoor fireplaces, and the repointing that keeps old walls and chimneys sound.</p>

<h3>Masonry services</h3>
<ul>
<li><strong>Steps and landings.</strong> Solid granite or bluestone treads on poured footings, with comfortable rise and run and a slight pitch so water and ice do not sit on the tread.</li>
<li><strong>Stone veneer.</strong> Natural thin stone or full-bed stone on foundations, chimneys, retaining walls and outdoor kitchen islands.</li>
<li><strong>Pillars and piers.</strong> Driveway entry pillars, gate piers and mailbox posts, with capstones and optional lighting.</li>
<li><strong>Outdoor fireplaces and fire pits.</strong> Firebrick-lined and built with a concrete foundation sized for their weight.</li>
<li><strong>Walkways and stoops.</strong> Mortared bluestone and granite, or dry-laid stone set on a compacted base.</li>
<li><strong>Repointing and repair.</strong> Removing failed mortar and repacking joints with a mortar matched in strength and color to the original stone.</li>
</ul>

<h2>Building for freeze and thaw</h2>
<p>Water is the enemy of masonry in our climate. It soaks into weak joints, freezes, expands and pushes stones apart; repeat that dozens of times a winter and a poorly built set of steps cracks within a few years. Our work is built to prevent that:</p>
<ul>
<li>Footings for steps, pillars and mortared walls are taken to frost depth or set on a thick compacted base, depending on the structure.</li>
<li>Caps and treads overhang and pitch slightly so water runs off rather than into the joints.</li>
<li>Mortar is selected for the stone and the exposure; a mortar harder than the stone can cause old, softer stone to spall.</li>
<li>Joints are fully packed and tooled, with no voids left to collect water.</li>
</ul>

<h3>Stone we work with</h3>
<p>We use granite, including local granite for steps and caps, Pennsylvania and New York bluestone for treads and walks, native fieldstone for a traditional look, and squared wall stone for cleaner, more modern lines. On older homes we try to match existing stone as closely as possible, and we reuse original stone when it can be salvaged.</p>

<h3>Salt and winter care</h3>
<p>Rock salt is hard on mortar and on some stone, especially near the shoreline where salt air adds to the load. For new masonry we recommend sand for traction during the first winter and a gentler de-icer after that, and we seal stone where it helps. We explain what to use on your specific stone when the job is done.</p>

<h2>Repair or rebuild?</h2>
<p>Not every cracked step needs to be torn out. If the foundation is sound, resetting loose stones and repointing can add many years of life at a fraction of the cost of rebuilding. If the footing has failed or the steps have moved, rebuilding is the lasting fix. We will show you what we see and explain both options. Call us to schedule a visit from one of our masons.</p>
`,
  'patios-hardscape': `
<h2>Patios and walkways that stay flat, winter after winter</h2>
<p>The difference between a patio that looks good for twenty years and one that heaves and settles after two winters is underneath, where no one sees it. We build patios, walkways, steps and driveways with the base, drainage and edge restraint our freeze-thaw climate demands, and finish them in the stone or paver that suits your home.</p>

<h3>Materials we install</h3>
<ul>
<li><strong>Bluestone.</strong> The classic patio stone, available in full-color or select blue, in irregular flagstone or cut patterns, dry-laid or set in mortar.</li>
<li><strong>Concrete pavers.</strong> Durable, consistent and available in many textures and colors, including options that look like natural stone or old brick.</li>
<li><strong>Permeable pavers.</strong> Pavers with open joints over a stone reservoir that lets rainwater soak into the ground, a good choice on lots with limited drainage or impervious-coverage limits.</li>
<li><strong>Natural stone.</strong> Granite, fieldstone and travertine for walkways, steps and borders.</li>
<li><strong>Clay brick.</strong> Traditional brick walks and edges for historic homes.</li>
</ul>

<h2>What goes underneath</h2>
<ol>
<li><strong>Excavation.</strong> Topsoil and organic material are removed down to firm subsoil. On our clay and till that usually means digging deeper than many homeowners expect.</li>
<li><strong>Separation fabric</strong> where soft clay could mix with the stone base.</li>
<li><strong>Compacted base.</strong> Processed gravel placed in layers and compacted with plate compactors: typically six to eight inches for patios and walkways, and more for driveways carrying vehicles.</li>
<li><strong>Setting bed.</strong> A screeded layer of sand or fine stone for pavers and dry-laid stone, or a concrete slab for mortared bluestone.</li>
<li><strong>Pitch.</strong> A slope of about a quarter inch per foot, away from the house, so water never sits on the surface or runs toward the foundation.</li>
<li><strong>Edge restraint.</strong> Concrete or rigid edging that keeps the outer courses from creeping outward.</li>
<li><strong>Joints.</strong> Polymeric sand or stone dust, swept and set to resist weeds and ants.</li>
</ol>

<h3>Designing the space</h3>
<p>We size patios for how you will use them: a dining table for eight needs roughly a twelve-by-twelve-foot area on its own, and a seating group around a fire pit needs more than most people guess. We look at the doors, the grade change from the house, the sun in the afternoon and the view from the kitchen window. Steps, seat walls, planters and lighting tie the patio into the landscape.</p>

<h3>Adding features</h3>
<ul>
<li>Seat walls and retaining walls in matching stone.</li>
<li>Fire pits and outdoor fireplaces.</li>
<li>Outdoor kitchens and grill stations.</li>
<li>Low-voltage lighting built into steps and walls.</li>
<li>Drainage inlets at the low edge where a patio meets a slope.</li>
</ul>

<h2>Winter care</h2>
<p>Shovel with a plastic blade, and avoid rock salt on new pavers and bluestone, particularly in the first winter; sand gives traction without damage. Near the shoreline, a sealer helps stone resist salt air. Pavers can be lifted and reset if a utility repair is ever needed, one of their biggest advantages over poured concrete.</p>
<p>Call us for a site visit. We will bring samples, talk through layout and give you a written proposal with the base depth and materials spelled out.</p>
`,
  'waterscapes-ponds': `
<h2>The sound of moving water in your own backyard</h2>
<p>A waterfall spilling over stone, a pond with fish moving under lily pads, or a simple bubbling urn by the patio: water brings sound, movement and wildlife into a landscape in a way nothing else does. We design and build water features that look as if they belong in the landscape, using natural fieldstone and boulders, and engineer them to stay clear, safe and easy to care for.</p>

<h3>Water features we build</h3>
<ul>
<li><strong>Koi and fish ponds.</strong> Ponds deep enough for fish to overwinter, with biological filtration, skimmers and shelves for aquatic plants.</li>
<li><strong>Pondless waterfalls and streams.</strong> A waterfall and stream that recirculate from an underground reservoir. No open water, which makes them a good fit for families with young children and for smaller yards.</li>
<li><strong>Fountains and bubbling rocks.</strong> Drilled boulders, urns and basins that bring the sound of water to a patio or entry garden with minimal upkeep.</li>
<li><strong>Natural pond edges.</strong> Reshaping and planting the edges of existing farm ponds, including stone outcrops, beaches and native plantings.</li>
</ul>

<h2>How we build a pond to last</h2>
<ol>
<li><strong>Siting.</strong> We look for a spot visible from the house, with some sun for plants but shade to limit algae, away from large trees that drop leaves and on ground that will not send runoff into the pond.</li>
<li><strong>Excavation and shelves.</strong> Plant shelves at different depths, with the deepest zone sized for fish to ride out winter below the ice.</li>
<li><strong>Liner.</strong> A protective underlayment and a durable, fish-safe rubber liner, folded and tucked so it is hidden by stone and gravel.</li>
<li><strong>Filtration.</strong> A skimmer to catch debris before it sinks, a biological filter that doubles as the waterfall source, and UV clarification where needed.</li>
<li><strong>Stonework.</strong> Boulders and fieldstone set to hide the liner and shape the falls, with the water's sound tuned by how the stone is placed.</li>
<li><strong>Plantings.</strong> Water lilies and marginal plants, including natives such as blue flag iris, pickerelweed and marsh marigold, that shade the water and compete with algae.</li>
</ol>

<h3>Winter</h3>
<p>Our ponds are built for cold winters. In the fall we reduce and then stop feeding fish as water temperatures fall, clear leaves and trim plants. Most ponds run a small de-icer or aerator through the winter to keep an opening in the ice so gases can escape. Pondless waterfalls can simply be shut down and restarted in spring, or left running as a winter ice sculpture in milder years.</p>

<h3>Mosquitoes, wildlife and safety</h3>
<p>Moving water and fish keep mosquitoes in check. Frogs, dragonflies and songbirds will find a new pond quickly. Where safety is a concern, a pondless waterfall gives the sound of water without standing depth, and we can discuss barriers for ponds near play areas.</p>

<h2>Permits and existing water</h2>
<p>Work in or near wetlands, streams and existing ponds is often regulated by the town's wetlands agency. We check those requirements early and can help prepare what the town needs.</p>

<h3>Seasonal service</h3>
<p>We offer spring openings, fall closings and mid-season clean-outs so your feature stays clear without taking over your weekends. Call us to talk about the kind of water feature you have in mind.</p>
`,
  'fence-installation': `
<h2>Fences set straight, and built to stay that way</h2>
<p>A fence is only as good as its posts. Where the ground freezes, frost heave pushes shallow posts out of the ground, rocky till and ledge make digging slow, and wet clay rots wood posts set in the wrong way. We install fences for privacy, pets, pools, gardens and property lines, and we set every post with those conditions in mind.</p>

<h3>Fence styles we install</h3>
<ul>
<li><strong>Cedar privacy fences.</strong> Stockade, board-on-board and shadowbox styles that weather to a soft silver or can be stained.</li>
<li><strong>Vinyl (PVC) fences.</strong> Privacy, semi-privacy and picket styles that never need painting, in white, tan and wood-grain finishes.</li>
<li><strong>Aluminum and steel ornamental fences.</strong> Clean, open lines for pool enclosures, front yards and sloped lots where the fence needs to follow the grade.</li>
<li><strong>Split-rail and post-and-rail.</strong> The classic look for country properties and open fields, often with wire mesh added for pets.</li>
<li><strong>Picket fences</strong> in wood or vinyl for cottage gardens and front yards.</li>
<li><strong>Deer and garden fencing.</strong> Tall, discreet fencing to protect vegetable gardens and plantings where deer pressure is heavy.</li>
</ul>

<h2>Pool fences</h2>
<p>Pool barriers must meet the building code: a minimum height, limits on openings and climbable rails, and gates that self-close and self-latch and open away from the pool. We install pool fences and gates to those requirements and coordinate with your town's building inspector for sign-off before the pool is filled.</p>

<h2>How we install</h2>
<ol>
<li><strong>Property line.</strong> We ask you to confirm the line, ideally from a survey or marked pins, before we lay out. We are not surveyors, and a fence a foot onto a neighbor's land is an expensive mistake.</li>
<li><strong>Permits and zoning.</strong> Most towns limit fence height, usually lower in front yards than in back. We check the rules of each town we serve, and pull permits where needed.</li>
<li><strong>Utilities.</strong> Call Before You Dig marks underground lines before any post hole is dug.</li>
<li><strong>Post holes.</strong> Dug deep enough to resist frost heave, typically three feet or more, and flared at the bottom where frost is a concern. Wood posts are set in gravel for drainage or in concrete crowned to shed water, depending on the fence type.</li>
<li><strong>Ledge and boulders.</strong> Where rock stops the auger, we core drill into the ledge and pin the post or set it in a mounted bracket rather than leave it shallow.</li>
<li><strong>Gates.</strong> Heavier posts, steel frames or anti-sag kits on wide gates, and hardware set so gates close and latch cleanly.</li>
</ol>

<h3>Slopes and grade changes</h3>
<p>Many properties slope steeply. Panels can be stepped down the hill for a level top line, or racked to follow the ground closely for pets. We will show you both options on site.</p>

<h3>Care and lifespan</h3>
<p>Cedar lasts longest when it can dry out; we keep the bottom of the boards off the soil and recommend a penetrating stain every few years if you want to hold the color. Vinyl and aluminum need only an occasional wash. Near the shoreline we recommend coated aluminum or vinyl hardware that resists salt air.</p>
<p>Call us to schedule an estimate. We will measure on site, walk the line with you and give you a written price that includes removal of any old fence.</p>
`,
};

export const serviceCatalog: ServiceEntry[] = serviceSummaries.map((summary) => ({
  ...summary,
  longDescription: longDescriptions[summary.slug] ?? '',
}));
