import { business } from '../business';
import type { PostInput } from '../schema';

/** The blog's only article: why ignoring driveway cracks in Beaumont costs more later. */
export default {
  slug: 'beaumont-driveway-cracking-concrete-damage-costs',
  title: 'The Hidden Costs of Ignoring a Cracked Driveway in Beaumont: Why Small Repairs Beat Replacement',
  excerpt:
    'A small crack in a Beaumont driveway rarely stays small. Learn how rain, clay soil, heat and roots widen it, what each kind of crack means, and how early repair compares with a $4,000 to $10,000+ replacement.',
  publishedDate: '2024-08-01',
  modifiedDate: '2026-11-23',
  author: { name: 'Marcus Thibodeaux', jobTitle: 'Owner & Project Manager' },
  category: 'Concrete Maintenance',
  readTimeMinutes: 8,
  seo: {
    title: 'Driveway Cracks in Beaumont, TX: Repair Now, Not Later',
    description:
      'Why driveway cracks grow in Beaumont, what they mean, and how repair at $3-8 per sq ft compares with a $4,000 to $10,000+ replacement.',
    keywords: [
      'driveway crack repair Beaumont',
      'cracked driveway cost',
      'concrete driveway replacement cost',
      'driveway repair vs replacement',
      'concrete leveling Beaumont',
      'driveway sealing Southeast Texas',
      'expansive clay soil driveway',
    ],
  },
  body: [
    {
      type: 'paragraph',
      text: 'Most Beaumont driveways do not fail all at once. They start with a thin line near a corner or a joint that looks harmless. Left alone, the line becomes a gap, the gap becomes a loose edge, and the edge becomes a panel that tips under your tires. By the time a driveway looks bad from the street, most of the damage is underneath, in the soil and base the slab rests on.',
    },
    {
      type: 'paragraph',
      text: 'That is why ignoring cracks gets expensive. Sealing a crack costs little; replacing a driveway in Southeast Texas typically runs $4,000 to $10,000 or more. Here is why cracks grow so quickly here, how to read yours, what repair costs next to a new slab, and what you can do yourself first.',
    },
    { type: 'heading', text: 'Why Cracks Grow Faster in Beaumont' },
    {
      type: 'paragraph',
      text: 'Concrete is strong when you press on it and weak when you bend or pull it, and almost everything about our climate bends and pulls. Working together through an open crack, these forces wear a slab down season after season.',
    },
    {
      type: 'paragraph',
      text: 'Water comes first. Beaumont gets over 60 inches of rain a year, much of it in heavy bursts. An open crack acts like a funnel: every storm sends water into the base, where it softens the soil and carries fine particles away. A hollow forms, and concrete with nothing beneath it breaks under the weight of your car.',
    },
    {
      type: 'paragraph',
      text: 'The soil makes it worse. Much of Jefferson County and its neighbors sits on expansive clay, which swells when wet and shrinks when dry. A crack lets water reach the clay unevenly, so one side swells while the other stays put, and the two halves of the slab start moving on their own. That is how a tight crack becomes an offset one that catches toes and lawnmower wheels.',
    },
    {
      type: 'paragraph',
      text: 'Heat adds movement every day. Under the Gulf Coast sun the slab expands, then contracts overnight, working the edges of a crack apart, chipping off small pieces and loosening old patching. The humidity keeps the base damp, so the soil rarely settles between rains.',
    },
    {
      type: 'paragraph',
      text: 'Trees make the older streets around Calder Avenue and McFaddin Avenue pleasant, and they are hard on concrete. Live oaks and water oaks send shallow roots toward moisture, and the damp soil under a cracked slab draws them in. As a root thickens it lifts the concrete, leaving a raised crack that runs toward the tree.',
    },
    {
      type: 'paragraph',
      text: 'Weight finishes the job. Work pickups, service trucks and boat trailers put far more load on a driveway than a family sedan. On a well-supported slab that load spreads out; over a crack with a hollow base it lands on one unsupported edge, which breaks away in pieces.',
    },
    {
      type: 'paragraph',
      text: 'Then come hurricanes and floods. Storms such as Harvey and Imelda left water standing on Beaumont driveways for days, and floodwater moving through cracks and along edges can scour out more base in a week than years of ordinary rain. A driveway that looks fine after a storm can have voids that show up weeks later as a sunken panel.',
    },
    { type: 'heading', text: 'Reading the Cracks: What Each Kind Means' },
    {
      type: 'paragraph',
      text: 'Not every crack is a warning sign. All concrete shrinks as it cures, and control joints hide most of that cracking. What matters is what a crack is doing now and what it lets in.',
    },
    {
      type: 'list',
      items: [
        'Hairline cracks: thin lines you cannot fit a fingernail into. They usually come from shrinkage and are mostly cosmetic, but they still let water in. Clean and seal them, then watch them.',
        'Wide cracks: gaps you can slip a coin into, or cracks wider than last year. The slab is moving because the soil is shifting or the base is eroding. Fill them with a flexible filler and fix the cause, such as a downspout or a low spot that holds water.',
        'Offset cracks: one side sits higher than the other. The pieces now move separately, pushed by swelling soil or a root. These are trip hazards and keep getting worse while water reaches the soil.',
        'Heaved panels: a section lifted above its neighbors, often near a tree or a wet edge. Roots and swelling clay are the usual causes, and the fix depends on whether the cause can be removed.',
        'Sunken panels: a section that has dropped, tilts toward the house or holds a puddle after rain. The base has washed out. Leveling can still save the slab at this stage, and waiting costs the most.',
        'Web-like cracking across a panel: many connected cracks mean the slab has lost support over a wide area. If that covers a large share of the driveway, replacement may be the sensible choice.',
      ],
    },
    {
      type: 'paragraph',
      text: 'One habit helps: photograph each crack with a coin beside it for scale, and repeat every few months. A crack that stays the same is a maintenance item; one that grows, shifts or holds water is a repair item.',
    },
    {
      type: 'callout',
      heading: 'Not Sure What Your Cracks Mean?',
      text: `We will walk your driveway with you, check the cracks, the slope and the soil along the edges, and tell you plainly whether it needs sealing, repair, leveling or nothing yet. The inspection is free, and your written estimate arrives within ${business.response.estimate}.`,
      cta: { label: 'Schedule a Free Inspection', href: '/contact' },
    },
    { type: 'heading', text: 'What Early Repair Costs Compared With Replacement' },
    {
      type: 'paragraph',
      text: 'Acting early comes down to arithmetic. Repair is priced by the square foot of damaged concrete; replacement by the square foot of the whole driveway. The ranges we work with:',
    },
    {
      type: 'list',
      items: [
        'Crack repair: $3-8 per square foot of damaged area.',
        'Resurfacing a worn, scaled or stained surface: $8-15 per square foot.',
        'Leveling a sunken panel: $3-8 per square foot, saving 50-70% compared with breaking it out and replacing it.',
        'Full replacement: $10-25 per square foot, which for a typical home driveway adds up to $4,000 to $10,000 or more.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Overall, repair is 30-60% cheaper than replacement, and a good repair lasts 10-20 years. Our rule: if the damage covers less than 40% of the surface and the base is sound or can be restored, repair makes sense. Past that point, patches cost more than they save.',
    },
    {
      type: 'paragraph',
      text: 'The catch is that damage spreads. A driveway with three sealed hairline cracks is nowhere near that line. The same driveway after a few wet seasons with the cracks open can have a washed-out corner, a sunken panel and a root-lifted section. Every season you wait moves more surface into the replacement column.',
    },
    {
      type: 'paragraph',
      text: 'Leveling deserves a mention. A sunken panel still in one piece can often be raised by filling the void beneath it, work that takes 4-8 hours and lasts 5-10 years or more. Once the panel cracks through, the section has to be broken out and poured again.',
    },
    { type: 'heading', text: 'How a Neglected Crack Becomes a New Driveway' },
    {
      type: 'paragraph',
      text: 'Picture the usual sequence. A thin crack near the garage apron is ignored because it looks harmless. A summer of storms pushes water through it, the clay under that corner moves unevenly, and one side drops slightly. Now downspout runoff pours into the gap and carries base material toward the lawn.',
    },
    {
      type: 'paragraph',
      text: 'Tires cross the weakened edge until the corner snaps off. Weeds root in the gap and hold more water. A week of flooding washes out the base, the panel sinks toward the garage, and rain now runs toward the house. The problem is no longer a crack but a failed section of slab with a drainage problem attached.',
    },
    {
      type: 'paragraph',
      text: 'None of those steps is dramatic, and that is the trap: a $3-8 per square foot crack repair becomes a $10-25 per square foot replacement.',
    },
    { type: 'heading', text: 'What You Can Do This Weekend' },
    {
      type: 'paragraph',
      text: 'You need no special equipment. A few hours on a dry weekend does a lot, as long as it is above 40°F, which is rarely a problem here.',
    },
    {
      type: 'list',
      items: [
        'Sweep and hose off the driveway, then walk it. Note every crack, loose edge and spot where water stands.',
        'Clean out the cracks: pull weeds, scrape out dirt and crumbling filler with a screwdriver or wire brush, and vacuum the dust.',
        'Fill narrow cracks with a flexible concrete crack sealant. It moves with the slab; rigid patching mixes pop loose as the clay moves.',
        'Redirect water. Add downspout extensions so runoff lands in the yard, and fill washed-out gaps beside the driveway with soil.',
        'If a tree is close and a panel is already lifting, talk to an arborist before cutting roots yourself.',
        'Clean oil stains, and keep fertilizer off the concrete.',
        'Reseal every 2-3 years, or annually for a busy driveway. Keep people off a fresh seal for 4-6 hours and cars off it for 24-48 hours.',
      ],
    },
    {
      type: 'paragraph',
      text: 'These steps will not fix a sunken panel, but they close the openings water uses to get under the slab.',
    },
    {
      type: 'callout',
      heading: 'Get a Price Before the Crack Gets Bigger',
      text: `Tell us what you are seeing or book a visit. We measure the damage, explain whether repair, leveling or replacement makes sense for your driveway, and send a free written estimate within ${business.response.estimate}.`,
      cta: { label: 'Request a Free Estimate', href: '/contact' },
    },
    { type: 'heading', text: 'When to Call a Professional' },
    {
      type: 'paragraph',
      text: 'Some problems are beyond a tube of crack sealant. Call a concrete contractor if you notice any of the following:',
    },
    {
      type: 'list',
      items: [
        'Cracks wide enough to slip a coin into, or cracks that have grown since you last sealed them',
        'One side of a crack higher than the other, or any edge people trip on',
        'A panel that rocks, sounds hollow when tapped, or has sunk and holds water',
        'Water that now drains toward the house or the garage',
        'Gaps, holes or soil washing out along the edges, especially after a storm or flood',
        'Lifting near a tree, where the roots may need attention before any repair will last',
        'Cracking or breakup spread across a large part of the driveway',
      ],
    },
    {
      type: 'paragraph',
      text: 'A professional inspection looks past the surface: the slope, the soil at the edges, voids under the panels and where the water goes. That decides between crack repair, resurfacing, leveling or a new section, so you neither patch a slab that will fail anyway nor replace one that could have been saved.',
    },
    {
      type: 'services',
      heading: 'The Work Behind Each Fix',
      items: [
        {
          service: 'concrete-repair-resurfacing',
          label: 'Concrete crack repair and resurfacing',
          text: 'Filling moving cracks, patching broken edges and putting a new wearing surface on a sound slab.',
        },
        {
          service: 'concrete-leveling-mudjacking',
          label: 'Concrete leveling and mudjacking for sunken panels',
          text: 'Filling the void under a panel that has dropped, while it is still in one piece.',
        },
        {
          service: 'concrete-sealing',
          label: 'Driveway sealing against water and stains',
          text: 'A fresh coat every 2-3 years closes the surface that water uses to get under the slab.',
        },
        {
          service: 'concrete-driveways',
          label: 'Concrete driveway replacement',
          text: 'Breaking out a failed driveway and pouring a new one on a rebuilt, compacted base.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: `If a storm has opened a hole beside or under the slab, or a collapsed section has become a hazard, do not wait for a routine appointment. Our emergency line is open 24/7, and we respond within ${business.response.emergency}.`,
    },
    { type: 'heading', text: 'The Cheapest Driveway Is the One You Already Have' },
    {
      type: 'paragraph',
      text: 'A properly built and maintained concrete driveway lasts 20-30 years. Most driveways we replace early did not fail because of poor concrete; water got underneath through cracks nobody sealed. Regular sealing, good drainage and fixing cracks while they are small keep you on the repair side of the ledger.',
    },
    {
      type: 'paragraph',
      text: 'If you already see cracks, deal with them before the next heavy rain. A weekend of sealing plus a professional look at anything that has moved costs a fraction of a new driveway.',
    },
    {
      type: 'callout',
      heading: 'Free Driveway Inspections Across Southeast Texas',
      text: `We inspect driveways in ${business.homeCity} and in communities within ${business.serviceRadiusMiles} miles, from Lumberton to Port Arthur. The visit and the estimate are both free, and your written estimate arrives within ${business.response.estimate}.`,
      cta: { label: 'Book a Free Inspection', href: '/contact' },
    },
  ],
} satisfies PostInput;
