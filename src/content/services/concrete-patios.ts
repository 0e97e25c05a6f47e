import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Patios: installation and extensions, four benefits, four decorative options, five tips, five FAQs. */
export default {
  slug: 'concrete-patios',
  name: 'Concrete Patios',
  icon: 'sun',
  category: 'residential',
  popular: true,
  summary:
    'New backyard patios and extensions of existing slabs, sloped to drain, built on a compacted base and finished broom, smooth, stamped, stained or exposed aggregate.',
  seo: {
    title: 'Concrete Patios in Beaumont, TX | New Patios & Extensions',
    description:
      'Concrete patio installation and extensions in Beaumont and Southeast Texas. Sloped to drain, built for clay soil, finished plain or decorative. Free estimates.',
    keywords: [
      'concrete patio Beaumont',
      'patio extension',
      'backyard patio contractor',
      'stamped patio Southeast Texas',
      'concrete patio cost Texas',
      'patio slab',
    ],
  },
  hero: {
    heading: 'Concrete Patios Made for Southeast Texas Backyards',
    text: `A patio is where you grill, eat outside and sit out once the sun goes down, so it has to stay level, dry and comfortable. We build patios around ${business.homeCity} and up to ${business.serviceRadiusMiles} miles out that drain after a downpour, sit firm on clay soil and fit the way you use your yard.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [{ low: 6, high: 12, unit: 'sqft', typical: true }],
    duration: { low: 2, high: 3, unit: 'days', typical: true },
    lifespan: { low: 20, high: 30, unit: 'years', typical: true },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Patio Services',
      intro: 'Start from bare lawn or make the small slab behind the back door big enough to live on.',
      items: [
        {
          icon: 'construction',
          title: 'New Patio Installation',
          description:
            'We mark the shape with you, strip the grass and topsoil, build and compact a base, set forms that pitch the slab away from the house, tie in rebar and pour and finish the patio in a single day.',
          features: [
            'Layout planned around doors, shade and views',
            'Compacted select-fill base',
            'Rebar set on chairs, not lying in the dirt',
            'Finish of your choice, plain or decorative',
          ],
          popular: true,
        },
        {
          icon: 'ruler',
          title: 'Patio Extensions',
          description:
            'Many builder patios barely hold a table and four chairs. We enlarge the existing slab by drilling steel dowels into its edge and setting them in epoxy, so the new section is locked to the old one, sits at the same height and keeps draining away from the house.',
          features: [
            'Dowels epoxied into the existing slab',
            'Height and slope matched to the old patio',
            'Room for a grill, outdoor kitchen or seating area',
            'Border or decorative finish to blend old and new',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Homeowners Choose a Concrete Patio',
      items: [
        {
          icon: 'shield',
          title: 'Carries Real Weight',
          description:
            'A reinforced slab holds a loaded smoker, stone planters, an outdoor kitchen counter or a hot tub planned into the design without sagging, bouncing or shifting.',
        },
        {
          icon: 'leaf',
          title: 'Nothing to Rot in the Humidity',
          description:
            'Wood decks here fight mildew, rot and termites every year. Concrete has no boards to replace and no screws to rust, and a hose and a stiff brush handle most cleaning.',
        },
        {
          icon: 'palette',
          title: 'A Finish for Every House',
          description:
            'Keep it simple with a broom texture or dress it up with a stamped pattern, stain or exposed stone, with borders and colors picked to go with the brick or siding.',
        },
        {
          icon: 'trending-up',
          title: 'Usable Space You Can Sell',
          description:
            'A well-placed patio turns a strip of lawn into an outdoor room for cooking and sitting out, and buyers count that space when a house goes on the market.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'options',
      heading: 'Decorative Patio Options',
      intro: 'Every patio starts as the same structural slab. What changes is the surface you walk on and look at.',
      items: [
        {
          icon: 'grid',
          title: 'Stamped Concrete',
          description:
            'Texture mats pressed into the fresh concrete give it the look of slate, flagstone, brick or wood plank in one continuous slab, with no loose pavers to settle and no gaps for weeds and ants.',
          features: [
            'Stone, brick and wood plank patterns',
            'Base color plus an antiquing release for depth',
            'Sealed once cured 28 days, within 30 days of the pour',
          ],
          bestFor: 'Homeowners who want a stone or paver look without laying individual pieces',
        },
        {
          icon: 'paintbrush',
          title: 'Stained Concrete',
          description:
            'Acid or water-based stain soaks into the top of the slab and leaves rich, mottled color, from warm browns to slate grays, that cannot peel off the way paint does. It works on new patios and on sound older ones.',
          features: [
            'Acid stain for variegated, natural tones',
            'Water-based stain for a wider range of colors',
            'Sealed to protect the color',
          ],
          bestFor: 'Adding color to a new patio or reviving a plain slab that is still in good shape',
        },
        {
          icon: 'gem',
          title: 'Exposed Aggregate',
          description:
            'We wash the top film of cement paste off before it hardens to uncover the gravel or river rock in the mix. The pebbled surface grips well when wet and hides leaves, dirt and wear.',
          features: ['Naturally slip-resistant', 'Hides stains and everyday wear', 'Choice of stone color in the mix'],
          bestFor: 'Patios next to pools, outdoor showers and other spots that stay wet',
        },
        {
          icon: 'square',
          title: 'Smooth or Broom Finish',
          description:
            'The classic finish: troweled smooth for areas under a roof, or dragged with a broom for traction out in the rain. It is the most economical choice, and a sound plain slab can be stained or overlaid later.',
          features: [
            'Broom texture for grip in wet weather',
            'Smooth trowel finish for covered patios',
            'Tooled edges and neatly cut joints',
          ],
          bestFor: 'Practical, budget-minded patios and slabs under a patio cover',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build Your Patio',
      steps: [
        {
          title: 'Plan the Space',
          description:
            'We walk the yard with you, mark the outline, look at where storm water runs and where the afternoon shade falls, and give you a written estimate listing size, finish and reinforcement.',
        },
        {
          title: 'Prepare the Ground',
          description:
            'We remove grass, topsoil and roots, bring in and compact select fill, and set forms that pitch the patio 1/4 inch per foot away from the house.',
        },
        {
          title: 'Pour and Finish',
          description:
            'Rebar goes in on chairs, the concrete is placed, leveled and floated, and the crew applies the finish you picked, from a plain broom texture to a stamped pattern.',
        },
        {
          title: 'Cure and Hand Over',
          description:
            'We cut control joints, cure the slab and walk you through its care. Light foot traffic can start after 24-48 hours, and we tell you when heavier items can go on.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Patio Care Tips',
      intro: 'A little attention keeps a patio clean, sealed and level for years.',
      items: [
        {
          title: 'Ease into using it',
          description:
            'Walking on the new slab is fine after 24-48 hours. Keep grills, heavy planters and furniture with thin metal legs off a little longer so they do not mark the fresh surface; we will tell you when the patio is ready for them.',
        },
        {
          title: 'Keep it sealed',
          description:
            'Sealer keeps grill grease, pollen and leaf tannins from soaking in. Reseal every 2-3 years, or sooner once water stops beading on the surface. Stamped and stained patios need it most, since the sealer also protects their color.',
        },
        {
          title: 'Protect the grill zone',
          description:
            'Set the grill or smoker on a grill mat and wipe up grease, marinade and sauce the same day. On a hot slab, spills soak in within minutes.',
        },
        {
          title: 'Keep water away from the edges',
          description:
            'Aim downspouts and sprinkler heads away from the slab. When the clay along one side of a patio stays soaked while the rest dries out, that side can rise or settle over time.',
        },
        {
          title: 'Clean it gently',
          description:
            'Mildew and algae grow fast in our humidity, especially in shady corners. Scrub with a mild detergent or an oxygen-bleach cleaner and rinse. If you use a pressure washer, keep a wide fan tip well back from the surface so it does not etch the concrete or strip the sealer.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Planning a Patio for the Southeast Texas Climate',
      intro: 'Long, hot summers, heavy rain and clay that moves with the seasons all shape how a patio here should be laid out and built.',
      blocks: [
        {
          heading: 'Shade and orientation',
          paragraphs: [
            'Where the patio sits matters as much as how it is poured. A slab on the west side of the house takes the full afternoon sun from late spring into October and can be too hot to sit on until well after dark. On the east or north side, the house itself shades the patio in the evening, which is when most families actually use it.',
            'If the best spot is in full sun, plan the shade now. A pergola or solid patio cover needs footings or thickened slab sections under each post, and those are far easier to pour with the patio than to cut in later. In a region that sees hurricanes, covers should be anchored to footings sized to the cover’s design, not just bolted to a thin slab edge.',
            'Trees give the best shade but bring roots. Big water oaks and live oaks can lift a slab poured too close to their trunks, so we keep the patio clear of the main root zone or discuss a root barrier before we dig.',
          ],
        },
        {
          heading: 'Heat, color and finish',
          paragraphs: [
            'Concrete left in the sun gets hot, and dark surfaces get hotter. For open patios we steer people toward lighter colors, a broom or exposed aggregate texture, and stains in warm tan or gray rather than deep brown or charcoal.',
            'Heat also affects the pour. On summer jobs we start early in the morning, use a mix suited to hot weather and keep the slab damp or covered with curing compound so it does not dry out before it gains strength. In winter we do not pour when temperatures are forecast to fall below 40°F, because cold slows curing.',
          ],
        },
        {
          heading: 'Drainage: 1/4 inch per foot',
          paragraphs: [
            'Beaumont gets more than 60 inches of rain a year, often in a few hard hours. A patio has to move that water away from the house, so we slope every patio 1/4 inch per foot away from the foundation. Over a 12-foot-deep patio that is 3 inches of fall: hardly noticeable under a chair, but enough to keep water from running back toward your door.',
          ],
          bullets: [
            'Slope 1/4 inch per foot away from the house',
            'Top of the slab kept below the door threshold and clear of brick weep holes',
            'Downspouts carried past the patio edge or into a drain line',
            'Area drains or a French drain where the yard is flat or sits low',
          ],
        },
        {
          heading: 'Clay soil underneath',
          paragraphs: [
            'Most of Jefferson, Orange and Hardin counties sit on expansive clay that swells when wet and shrinks and cracks in a dry summer. A patio poured on bare clay moves with it, which is why so many older patios tilt toward the house or split down the middle.',
            'We strip the organic topsoil, compact select fill in layers, reinforce the slab with rebar and cut control joints so any cracking follows straight lines. Where the patio meets the house we place an isolation joint, so the patio and the foundation can move separately without one breaking the other.',
          ],
        },
        {
          heading: 'After storms and flooding',
          paragraphs: [
            'After a tropical storm or a flood, look along the patio edges for washed-out soil, hollow spots and new gaps at the house. Filling those early, before the next heavy rain, keeps the base under the slab intact and saves a small problem from becoming a sunken or broken patio.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does a concrete patio cost?',
      answer: `The price depends on size, the finish, site access, how much fill the base needs and whether old concrete has to come out first. A plain broom-finished slab costs the least; stamped and stained finishes add labor and materials. We measure on site and give you a free written estimate within ${business.response.estimate}, and it stays valid for ${business.response.estimateValidDays} days.`,
    },
    {
      question: 'Can you extend my existing patio instead of replacing it?',
      answer:
        'Yes, if the existing slab is level and sound. We drill and epoxy steel dowels into its edge so the extension is tied in and cannot drift apart. Plain new concrete never matches weathered concrete exactly, so many owners add a stain, a decorative border or a finish over both parts to make them read as one patio.',
    },
    {
      question: 'Which patio finish is best for full sun or next to a pool?',
      answer:
        'Exposed aggregate and broom finishes give the best grip when wet, and lighter colors stay cooler underfoot. Stamped concrete works too if it has a texture that is not too smooth and a non-slip additive mixed into the sealer.',
    },
    {
      question: 'Will my new patio crack?',
      answer:
        'All concrete shrinks a little as it cures, so fine cracks can appear. We control where they form with joints cut to a planned spacing, and we limit movement with a compacted base, rebar and an isolation joint at the house, so cracks stay tight and mostly inside the joints.',
    },
    {
      question: 'Does a concrete patio need to be sealed?',
      answer:
        'It is strongly recommended here. Sealer keeps out grease, mildew and rain water and protects decorative color from the sun. Stamped concrete should be sealed once it has cured 28 days, within 30 days of the pour, and any patio should be resealed every 2-3 years.',
    },
  ],
  closing: {
    heading: 'Ready to Plan Your Patio?',
    text: `Tell us how you want to use your yard. We will come out, mark the layout with you and send a free written estimate within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
