import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Driveways: services, four benefits, five care tips, climate section, five FAQs. */
export default {
  slug: 'concrete-driveways',
  name: 'Concrete Driveways',
  icon: 'car',
  category: 'residential',
  popular: true,
  summary:
    'New driveways and full replacements poured on a compacted base with steel reinforcement, built for Gulf Coast heat, heavy rain and clay soil.',
  seo: {
    title: 'Concrete Driveways in Beaumont, TX | New & Replacement',
    description:
      'New and replacement concrete driveways in Beaumont and Southeast Texas: reinforced, sloped to drain, built for clay soil and heavy rain. Free estimates.',
    keywords: [
      'concrete driveway Beaumont',
      'driveway replacement',
      'new driveway installation',
      'concrete driveway cost Texas',
      'driveway contractor Southeast Texas',
    ],
  },
  hero: {
    heading: 'Concrete Driveways Built for Southeast Texas',
    text: `A driveway is the first thing visitors see and the slab that carries the most weight at home. We pour driveways in Beaumont and within ${business.serviceRadiusMiles} miles that shed water, resist cracking on clay soil and last for decades.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [{ low: 10, high: 25, unit: 'sqft', typical: false }],
    duration: { low: 2, high: 4, unit: 'days', typical: true },
    lifespan: { low: 20, high: 30, unit: 'years', typical: false },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false }, vehicles: { low: 7, unit: 'days', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Driveway Services',
      intro: 'Whether you are building new or tearing out a driveway that has heaved and cracked, the job starts with the ground under it.',
      items: [
        {
          icon: 'construction',
          title: 'New Driveway Installation',
          description:
            'For new homes and additions: we grade and compact the base, set forms for the right slope, place rebar or wire mesh, and pour 4 to 6 inches of concrete depending on the vehicles it will carry.',
          features: ['Site grading and compacted base', 'Steel reinforcement', 'Broom finish for grip', 'Control joints cut to plan'],
          popular: true,
        },
        {
          icon: 'hammer',
          title: 'Driveway Replacement',
          description:
            'When cracks, sunken panels or standing water are past repair, we break out and haul away the old slab, correct the base and drainage that caused the failure, and pour a new driveway in its place.',
          features: [
            'Demolition and haul-off',
            'Base and drainage correction',
            'Wider or extended layouts',
            'Decorative borders on request',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Choose a Concrete Driveway',
      items: [
        {
          icon: 'shield',
          title: 'Lasts 20-30 Years',
          description:
            'A well-built, well-kept concrete driveway lasts 20-30 years, far longer than asphalt in our summer heat, which softens and ruts it.',
        },
        {
          icon: 'sun',
          title: 'Stays Cool in the Sun',
          description:
            'Light-colored concrete reflects sunlight instead of soaking it up, so it stays cooler underfoot and does not get tacky on a 98-degree afternoon.',
        },
        {
          icon: 'wrench',
          title: 'Low Maintenance',
          description:
            'Sealing every 2-3 years and washing off oil spills is most of the upkeep. There is no yearly resurfacing and no loose gravel to rake back.',
        },
        {
          icon: 'trending-up',
          title: 'Adds Curb Appeal and Value',
          description:
            'A clean, level driveway makes a house look cared for. It is one of the first things buyers and appraisers notice from the street.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build Your Driveway',
      steps: [
        {
          title: 'Site Visit and Estimate',
          description:
            'We measure, check the slope and drainage, look at the soil and give you a written estimate with the thickness and reinforcement spelled out.',
        },
        {
          title: 'Base Preparation',
          description:
            'We excavate, compact a select-fill or crushed-stone base and set forms so the slab drains away from the garage and the house.',
        },
        {
          title: 'Reinforce and Pour',
          description: 'Rebar or mesh goes in on chairs, then we pour, strike off, float and broom the surface and tool the edges.',
        },
        {
          title: 'Joints, Cure and Handover',
          description:
            'Control joints are cut the same day, the slab is cured, and we tell you when it can take foot traffic and when it can take your car.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Driveway Care Tips',
      intro: 'A few habits keep a new driveway looking new for decades.',
      items: [
        {
          title: 'Stay off it while it cures',
          description:
            'Walk on it after 24-48 hours, but keep cars off for 7 days so the concrete can reach the strength it needs for full vehicle traffic. Heavy trucks and trailers should wait longer.',
        },
        {
          title: 'Seal it every 2-3 years',
          description:
            'A penetrating or film-forming sealer keeps out water, oil and de-greasers. Reseal every 2-3 years, or sooner if water stops beading on the surface.',
        },
        {
          title: 'Clean spills quickly',
          description:
            'Motor oil, transmission fluid and fertilizer stain concrete. Blot spills, then scrub with a concrete degreaser and rinse; avoid harsh acids.',
        },
        {
          title: 'Keep water moving away',
          description:
            'Point downspouts away from the slab edges and keep the yard graded so runoff does not pond beside the driveway and soften the soil beneath it.',
        },
        {
          title: 'Fill cracks early',
          description:
            'Hairline cracks are normal. Seal any crack wider than a credit card with a flexible filler before rain carries soil out from under the slab.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'climate',
      heading: 'Building Driveways for the Southeast Texas Climate',
      intro:
        'Beaumont gets over 60 inches of rain a year, July highs in the low 90s and soil that moves with every wet and dry spell. A driveway here has to be built for all three.',
      blocks: [
        {
          heading: 'Expansive clay soil',
          paragraphs: [
            'Much of Jefferson, Orange and Hardin counties sits on expansive clay. It swells when it soaks up water and shrinks and cracks open in a dry August. A slab poured straight onto that clay rides up and down with it, and that movement is behind most of the broken driveways we replace.',
            'We dig out the soft topsoil, bring in select fill or crushed stone, and compact it in lifts so the slab sits on a stable, even base. Where the clay is especially active, we recommend a thicker slab and closer rebar spacing so the driveway bridges small movements instead of cracking over them.',
          ],
        },
        {
          heading: 'Heavy rain and drainage',
          paragraphs: [
            'With more than 60 inches of rain a year and regular tropical downpours, water is the biggest long-term threat to a driveway. Water that ponds on the surface gets into joints, and water that runs along the edges washes out the base.',
            'Every driveway we pour is sloped so it drains, usually toward the street and always away from the garage and the house. Where a lot is flat or sits low, we add a trench drain or tie into the yard drainage so storms do not leave the slab standing in water.',
          ],
          bullets: [
            'Slope away from the house and garage',
            'Thickened edges where the slab meets soft ground',
            'Joints sealed against water',
            'Downspouts and yard drains kept clear of the slab',
          ],
        },
        {
          heading: 'Heat, humidity and curing',
          paragraphs: [
            'Hot, windy afternoons pull water out of fresh concrete before it can cure, which weakens the surface and causes shrinkage cracks. In summer we pour early in the morning, use a mix designed for heat and keep the slab damp or covered with curing compound while it gains strength.',
            'Our mild winters rarely cause trouble, but we do not pour when the temperature is forecast to fall below 40°F, since cold slows curing. On the rare cold snap, we wait or protect the slab with blankets.',
          ],
        },
        {
          heading: 'Thickness and reinforcement',
          paragraphs: [
            'A typical car driveway here is 4 to 5 inches thick; where pickups, boats on trailers or delivery trucks park, we pour 5 to 6 inches, and 6 inches or more for RVs. Steel reinforcement and control joints cut at the right spacing keep the cracks that all concrete gets straight, tight and hidden in the joints.',
          ],
        },
        {
          heading: 'Hurricanes and flooding',
          paragraphs: [
            'Storm surge and flood water can sit on a driveway for days and undermine its edges. A well-compacted base, thickened edges and sealed joints hold up far better. After a storm, walk the driveway: a new gap along an edge, a panel that rocks or a sinkhole beside the slab are signs the base has washed out and should be looked at before the next rain.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does a concrete driveway cost in Beaumont?',
      answer:
        'A new or replacement driveway here typically costs $10-25 per square foot, depending on size, thickness, reinforcement, access and any demolition of an old driveway. For a standard two-car driveway that usually adds up to $4,000 to $10,000 or more. We give a free written estimate after looking at the site, so you know the exact price before any work starts.',
    },
    {
      question: 'How long does a concrete driveway last?',
      answer:
        'A properly built and maintained concrete driveway lasts 20-30 years. The base preparation, the drainage, the thickness and regular sealing every 2-3 years make the difference between a driveway that lasts and one that cracks early.',
    },
    {
      question: 'How soon can I drive on my new driveway?',
      answer:
        'You can walk on it after 24-48 hours. Wait 7 days before parking cars on it so the concrete reaches the strength it needs for full vehicle traffic, and longer for heavy trucks, trailers or RVs.',
    },
    {
      question: 'Will my driveway crack?',
      answer:
        'All concrete shrinks as it cures, so small cracks are normal. We control where they form with joints cut at the right spacing, and we limit them with a compacted base, steel reinforcement and careful curing, so cracks stay tight and mostly hidden in the joints.',
    },
    {
      question: 'Should I repair or replace my old driveway?',
      answer:
        'If the damage covers less than about 40% of the surface and the slab is not sinking or heaving, repair or resurfacing usually makes sense. Widespread cracking, broken panels or a failed base call for replacement. We will tell you honestly which one your driveway needs.',
    },
  ],
  closing: {
    heading: 'Ready for a Driveway That Lasts?',
    text: `Call us or ask for a free estimate. We will visit, measure and give you a written price within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
