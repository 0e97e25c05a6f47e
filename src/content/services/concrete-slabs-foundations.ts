import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Slabs & Foundations: six service cards, eight numbered tips, long text, eight FAQs. */
export default {
  slug: 'concrete-slabs-foundations',
  name: 'Concrete Slabs & Foundations',
  icon: 'layers',
  category: 'residential',
  summary:
    'House foundations, post-tension slabs, garage, shop and barn slabs, additions and equipment pads, built on compacted pads designed for expansive clay soil.',
  seo: {
    title: 'Concrete Slabs & Foundations in Beaumont, TX',
    description:
      'Slab-on-grade and post-tension foundations, garage, shop and barn slabs and equipment pads in Southeast Texas, built for expansive clay. Free quotes.',
    keywords: [
      'concrete foundation Beaumont',
      'slab foundation contractor',
      'post-tension slab Texas',
      'garage slab',
      'shop slab',
      'barn slab',
      'equipment pad',
      'foundation expansive clay',
    ],
  },
  hero: {
    heading: 'Concrete Slabs & Foundations Built for Expansive Clay',
    text: `Everything you build rests on the concrete under it. We pour house foundations, garage, shop and barn slabs and equipment pads up to ${business.serviceRadiusMiles} miles from ${business.homeCity}, on pads and steel designed for clay soil that swells and shrinks with the seasons.`,
    cta: 'Get Free Quote',
  },
  atGlance: {
    price: [{ low: 6, high: 12, unit: 'sqft', typical: true }],
    duration: { low: 2, high: 5, unit: 'days', typical: true },
    lifespan: { low: 30, high: 50, unit: 'years', typical: true },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false }, vehicles: { low: 7, unit: 'days', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Slab and Foundation Services',
      intro:
        'From a pad for a standby generator to the foundation of a new home, each slab is sized for what it will carry and the ground it sits on.',
      items: [
        {
          icon: 'home',
          title: 'Slab-on-Grade Foundations',
          description:
            'Monolithic slabs with reinforced grade beams for new homes and small buildings, poured to the engineer’s plans over a compacted pad and a vapor barrier.',
          features: [
            'Built to engineered drawings',
            'Grade beams dug and reinforced to plan',
            'Vapor barrier under the whole slab',
            'Plumbing rough-in protected during the pour',
          ],
          popular: true,
        },
        {
          icon: 'car',
          title: 'Garage Slabs',
          description:
            'Attached and detached garage floors 4-6 inches thick, reinforced and pitched slightly toward the door so rain blown in or dripping off a car runs out instead of pooling.',
          features: [
            '4-6 inches thick',
            'Rebar or wire mesh reinforcement',
            'Pitched toward the door',
            'Smooth trowel finish that sweeps clean',
          ],
        },
        {
          icon: 'tractor',
          title: 'Shop and Barn Slabs',
          description:
            'Floors for metal shops, barns and farm buildings around Hamshire, Nome, Winnie and rural Hardin County, thickened under posts and doorways and sized for tractors, trailers and stored equipment.',
          features: [
            'Thickened edges and post footings',
            'Heavier sections where tractors and trailers roll in',
            'Anchor bolts set for steel buildings',
            'Broom finish at wash-down areas',
          ],
        },
        {
          icon: 'layers',
          title: 'Post-Tension Slab Foundations',
          description:
            'High-strength steel tendons run through the slab and are stretched once the concrete has gained strength, squeezing it together so it resists the bending that active clay puts on a foundation.',
          features: [
            'Tendon layout from the engineer’s design',
            'Tendons stressed to the specified force',
            'Stressing records kept for your file',
            'Suited to highly expansive soils',
          ],
        },
        {
          icon: 'hammer',
          title: 'Additions',
          description:
            'A new room, a larger garage or an enclosed porch means joining new concrete to an old foundation. We drill and epoxy dowels into the existing slab, match the floor height and build the new beams to the engineer’s plan.',
          features: [
            'Doweled into the existing foundation',
            'Finished floor height matched',
            'New beams tied to the old',
            'Plumbing and electrical sleeves placed before the pour',
          ],
        },
        {
          icon: 'zap',
          title: 'Equipment Pads',
          description:
            'Level, reinforced pads for AC condensers, standby generators, pool equipment, tanks and compressors, raised above the yard so runoff and shallow floodwater drain away from the machinery.',
          features: [
            'Generator and AC pads',
            'Tank and compressor pads',
            'Anchor bolts set to the equipment template',
            'Raised above grade for drainage',
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build a Slab or Foundation',
      steps: [
        {
          title: 'Soil and Plans',
          description:
            'We review the soil report and the engineered plans with you, or help you arrange them, and confirm the finished floor height, loads and any flood elevation the site requires.',
        },
        {
          title: 'Pad and Forms',
          description:
            'We build the pad with select fill compacted in layers, dig the grade beams, set forms to the surveyed lines and check elevations before any steel goes in.',
        },
        {
          title: 'Steel and Inspection',
          description:
            'Vapor barrier, rebar or post-tension tendons, chairs and sleeves are placed to the drawings, and the slab is inspected by the city or the engineer before we pour.',
        },
        {
          title: 'Pour, Cure and Stress',
          description:
            'We pour, finish and cure the slab. On post-tension foundations, the tendons are stressed once the concrete reaches the strength the engineer specifies, and the tails are cut and capped.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Eight Things to Know Before You Pour a Slab',
      numbered: true,
      items: [
        {
          title: 'Test the soil first',
          description:
            'A geotechnical report tells the engineer how much the clay on your lot can swell, how much fill the pad needs and how deep the beams should go. On a new home it is one of the best-spent costs of the whole project.',
        },
        {
          title: 'Build to engineered plans',
          description:
            'House foundations and large slabs should follow a design stamped by a Texas-licensed professional engineer, matched to your soil report. Many cities and lenders require it, and it settles questions before they become arguments.',
        },
        {
          title: 'Set the floor above flood risk',
          description:
            'Check your flood zone and the required floor elevation with the city or county before the pad is built. Raising the pad is easy at the start and nearly impossible after the house is framed.',
        },
        {
          title: 'Finish everything that goes under the slab',
          description:
            'Plumbing, drain lines, electrical conduit and sleeves for future lines must be in place, tested and inspected before the pour. Cutting into a finished slab later is slow, messy and expensive.',
        },
        {
          title: 'Do not skip the vapor barrier',
          description:
            'In our humid climate, ground moisture wicks up through bare concrete and can ruin wood floors, glue-down vinyl and carpet. A continuous, taped vapor barrier under the slab stops it.',
        },
        {
          title: 'Size the slab for the heaviest load',
          description:
            'A garage slab is 4-6 inches thick. A shop that will hold a tractor or a loaded trailer needs more, and commercial and industrial slabs run 6-8 inches at 4,000-6,000 PSI. Tell us everything the floor will carry.',
        },
        {
          title: 'Let the weather decide the pour day',
          description:
            'Heavy rain on fresh concrete ruins the surface, and summer heat shortens the working time. We watch the forecast, pour early in hot weather and do not pour when temperatures are forecast to drop below 40°F.',
        },
        {
          title: 'Keep moisture even around the foundation',
          description:
            'Clay moves when one side of a house is wet and the other dry. Keep gutters clean, grade soil away from the slab, plant trees well away from the house and water evenly along the foundation in long droughts.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Foundations on Expansive Clay: What Southeast Texas Owners Should Know',
      intro:
        'The clay under much of Southeast Texas is among the hardest soils in the country to build on. Good foundations here are designed for it from the first shovel.',
      blocks: [
        {
          heading: 'Why the ground moves',
          paragraphs: [
            'Much of Jefferson, Orange and Chambers counties sits on dense, fine-grained clay laid down by ancient rivers near the coast. Its particles soak up water and swell during wet months, then shrink and crack open during a dry summer. The swing can push a slab up at one corner and let it drop at another, and the movement is rarely even across a house.',
            'With more than 60 inches of rain in a normal year in Beaumont and dry spells in between, the soil under a foundation never sits still for long. A slab poured with little thought for that movement shows it in cracked brick, sticking doors and sloping floors within a few years.',
          ],
        },
        {
          heading: 'The soil report and the engineer',
          paragraphs: [
            'A geotechnical engineer drills borings on the lot and tests the clay for how much it can swell, often reported as potential vertical rise. The structural engineer then uses those numbers to set the depth and spacing of the grade beams, the amount of steel, the thickness of the pad and whether the slab should be conventionally reinforced or post-tensioned.',
            'We build to those drawings exactly. If the site does not match the report, for example if we hit soft pockets or old fill while digging, we stop and call the engineer rather than guess.',
          ],
        },
        {
          heading: 'Conventional rebar or post-tension?',
          paragraphs: [
            'A conventionally reinforced slab uses a grid of rebar in the slab and heavier bars in the beams. It is straightforward to build, easy to modify during construction and well suited to smaller buildings and less active soils.',
            'A post-tension slab uses steel tendons in plastic sheathing that are stretched after the pour and locked off at the edges. The compression holds the slab together as the clay pushes and pulls, so it is common for homes on highly expansive lots. Its trade-off is that the slab must never be cut or drilled deep without locating the tendons first.',
          ],
        },
        {
          heading: 'The pad matters as much as the concrete',
          paragraphs: [
            'Under every good foundation is a pad of select fill, a sandy clay that moves far less than native soil, placed in thin layers and compacted at the right moisture. The pad raises the slab above the surrounding yard, helps water drain away and puts a stable cushion between the clay and the concrete. Skipping compaction to save a day is one of the most common causes of early foundation cracks.',
          ],
          bullets: [
            'Organic topsoil, roots and debris stripped out',
            'Select fill placed in layers and compacted',
            'Pad built high enough to drain and to meet flood elevation',
            'Density tests where the engineer or lender requires them',
          ],
        },
        {
          heading: 'Flooding and elevation',
          paragraphs: [
            'Hurricane Harvey in 2017 and Tropical Storm Imelda in 2019 flooded thousands of homes across the region. If your lot lies in a mapped flood zone, the finished floor has to meet the elevation set by your city or county, and a higher pad is the simplest way to get there. Even outside a flood zone, a foundation that stands clearly above the yard keeps heavy rain out of the house.',
          ],
        },
        {
          heading: 'Living with a foundation on clay',
          paragraphs: [
            'Once the house is built, your job is to keep the soil moisture around it as even as possible. Gutters and downspouts should carry roof water away, the yard should slope away from the slab, and large trees belong well away from the walls. During a long drought, a soaker hose along the foundation keeps the clay from pulling away from the beams.',
          ],
          bullets: [
            'Stair-step cracks in brick mortar',
            'Doors and windows that suddenly stick or will not latch',
            'Gaps between walls and ceilings or around window frames',
            'Floors that slope or crack across tile',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How thick should a garage slab be?',
      answer:
        'A residential garage slab is 4-6 inches thick, reinforced with rebar or wire mesh over a compacted base. We lean toward the thicker end for heavy pickups, boats on trailers or a workshop with heavy tools, and we thicken the edges where the slab meets the door opening.',
    },
    {
      question: 'What is a post-tension foundation, and do I need one?',
      answer:
        'It is a slab reinforced with steel tendons that are stretched after the concrete hardens, which compresses the slab and helps it resist movement from expansive clay. Whether you need one depends on your soil report and your engineer’s design. On highly expansive lots it is often the recommended choice for a house.',
    },
    {
      question: 'Do I need an engineer to pour a foundation?',
      answer:
        'For a house or an addition, yes in practice: most cities, inspectors and lenders want an engineered foundation plan matched to a soil report. Small slabs like equipment pads or a simple garden shed floor usually do not. We will tell you what your project needs and can work from your engineer’s drawings or help you find one.',
    },
    {
      question: 'Why is a soil test worth it on a residential lot?',
      answer:
        'The clay on neighboring lots can behave very differently. A soil report tells the engineer how much your lot can swell and shrink, so the foundation is designed for your ground rather than for a guess. The cost is small next to the cost of fixing a foundation that moves.',
    },
    {
      question: 'Can you pour a slab for a metal building, shop or barn?',
      answer:
        'Yes. We pour slabs for steel buildings, shops and barns across the rural parts of our service area, with thickened edges and footings under the columns and anchor bolts set to the building supplier’s layout. Let us know what equipment and vehicles the floor will carry so we can size it correctly.',
    },
    {
      question: 'How soon can work start on a new slab?',
      answer:
        'Crews can walk on a new slab after 24-48 hours, so layout can begin soon after. Wait 7 days before full vehicle traffic on it. On a post-tension foundation, the tendons must be stressed first, on a schedule the engineer sets by the concrete’s strength.',
    },
    {
      question: 'Can you add onto my existing foundation?',
      answer:
        'Yes. For an addition, we dig the new grade beams, drill and epoxy steel dowels into the existing slab and pour the new section at the same floor height. If your house sits on a post-tension slab, we locate the tendons before drilling so none are cut.',
    },
    {
      question: 'Is it normal for a new slab to have small cracks?',
      answer:
        'Fine shrinkage cracks are normal in concrete and do not affect its strength. Control joints, proper curing and reinforcement keep them tight. Cracks that widen over time, run through brick or come with sticking doors point to soil movement and should be checked.',
    },
  ],
  closing: {
    heading: 'Start Your Project on Solid Ground',
    text: `Send us your plans or tell us what you are building. We will look at the site and send a free written quote within ${business.response.estimate}, valid for ${business.response.estimateValidDays} days.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
