import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Stamped Concrete: six patterns with popularity labels, four applications, five design tips, 4-step process, five FAQs. */
export default {
  slug: 'stamped-concrete',
  name: 'Stamped Concrete',
  icon: 'grid',
  category: 'decorative',
  popular: true,
  summary:
    'Concrete colored and stamped to look like slate, flagstone, brick, wood plank or cobblestone, for patios, driveways, pool decks and walkways.',
  seo: {
    title: 'Stamped Concrete in Beaumont, TX | Patterns & Colors',
    description:
      'Stamped concrete patios, driveways, pool decks and walkways in Southeast Texas: slate, flagstone, brick, wood plank and more. Free design consultation.',
    keywords: [
      'stamped concrete Beaumont',
      'stamped patio',
      'stamped concrete driveway',
      'stamped pool deck',
      'decorative concrete Southeast Texas',
      'ashlar slate pattern',
      'wood plank stamped concrete',
    ],
  },
  hero: {
    heading: 'Stamped Concrete with the Look of Stone, Brick and Wood',
    text: `Stamped concrete gives you the character of slate, flagstone or brick in one solid slab, with no pavers to shift on clay soil and no gaps for weeds. We design, pour and stamp patios, driveways, pool decks and walkways within ${business.serviceRadiusMiles} miles of ${business.homeCity}.`,
    cta: 'Get Free Consultation',
  },
  atGlance: {
    price: [{ low: 12, high: 20, unit: 'sqft', typical: true }],
    duration: { low: 3, high: 5, unit: 'days', typical: true },
    lifespan: { low: 20, high: 30, unit: 'years', typical: true },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false }, vehicles: { low: 7, unit: 'days', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'patterns',
      heading: 'Stamped Concrete Patterns',
      intro:
        'Each pattern can be poured in almost any color. Bring a photo of your brick or roof and we will show you samples that go with it.',
      items: [
        {
          icon: 'grid',
          title: 'Ashlar Slate',
          badge: 'Most Popular',
          description:
            'Squares and rectangles of textured slate in a repeating ashlar layout. The clean lines suit both traditional brick homes and newer builds, and the cleft texture gives good grip underfoot.',
          features: ['Style: cut slate', 'Looks sharp in gray, charcoal and earth tones', 'Works on patios, driveways and pool decks'],
        },
        {
          icon: 'mountain',
          title: 'Flagstone',
          badge: 'Very Popular',
          description:
            'Irregular stones with deep, uneven joints, like flagstone laid by hand. It softens a formal yard and blends easily into planting beds and lawn edges.',
          features: ['Style: natural stone', 'Multi-tone color with an antiquing release', 'Best on patios and garden paths'],
        },
        {
          icon: 'layers',
          title: 'Brick Herringbone',
          badge: 'Popular',
          description:
            'Brick pavers set in a zig-zag herringbone, used as a full field or as a border around a slate or stone center. It pairs naturally with the brick houses found all over Southeast Texas.',
          features: ['Style: classic brick', 'Red, terracotta or used-brick colors', 'Popular for borders and driveway aprons'],
        },
        {
          icon: 'tree-pine',
          title: 'Wood Plank',
          badge: 'Trending',
          description:
            'Long boards with grain, knots and even nail holes pressed into the surface. You get the look of a deck or boardwalk with no rot, termites or splinters in our humid climate.',
          features: ['Style: rustic wood grain', 'Warm browns or weathered grays', 'Favorite for pool decks and covered porches'],
        },
        {
          icon: 'landmark',
          title: 'Cobblestone',
          badge: 'Popular',
          description: 'Rounded, old-world stones in tight rows or fans, with a deeper texture that hides dirt and tire marks well.',
          features: ['Style: Old World cobblestone', 'Deep texture for traction', 'Good for driveways and entry courtyards'],
        },
        {
          icon: 'gem',
          title: 'Random Stone',
          badge: 'Very Popular',
          description:
            'A mix of stone sizes and shapes with no obvious repeat, so a large patio or a long driveway looks laid by hand rather than stamped.',
          features: ['Style: random fieldstone', 'Seamless look over large areas', 'Pairs well with a contrasting border'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Where Stamped Concrete Works',
      items: [
        {
          icon: 'car',
          title: 'Driveways',
          description:
            'A stamped driveway is built like any good driveway, with a compacted base, steel reinforcement and proper slope, then finished with a pattern. A stamped border around a plain center is a popular way to add style to a large drive.',
          features: [
            'Reinforced for vehicle loads',
            'Foot traffic after 24-48 hours',
            '7 days before full vehicle traffic',
            'Resealed annually when the driveway is busy',
          ],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'The most common place we stamp. A patterned patio gives the look of stone or brick in one continuous slab that will not settle piece by piece the way pavers do on clay.',
          features: [
            'Slope of 1/4 inch per foot away from the house',
            'Borders and color to match the home',
            'Sealed once cured 28 days, within 30 days of the pour',
          ],
        },
        {
          icon: 'waves',
          title: 'Pool Decks',
          description:
            'Wood plank and slate patterns are favorites around pools. We use lighter colors that stay cooler in the sun and add a non-slip additive to the sealer for safer footing when wet.',
          features: ['Lighter colors for cooler surfaces', 'Slip-resistant sealer', 'Finer textures that are kind to bare feet'],
        },
        {
          icon: 'footprints',
          title: 'Walkways',
          description:
            'A stamped front walk or garden path ties the entry, the patio and the driveway together. Brick and flagstone patterns are the usual choices.',
          features: ['Matched to the patio or driveway', 'Brick or stone borders', 'Textured for grip in the rain'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our Stamped Concrete Process',
      steps: [
        {
          title: 'Design',
          description:
            'We meet on site, show pattern and color samples, plan the borders and where the joints will fall, and give you a written estimate for the design you choose.',
        },
        {
          title: 'Prepare',
          description:
            'We excavate, compact the base, set forms with the slope built in and place rebar, so the slab under the pattern is as sound as the pattern is good-looking.',
        },
        {
          title: 'Pour',
          description:
            'The concrete is placed, leveled and floated, then colored with integral color or a broadcast color hardener, and dusted with a release agent in the accent color.',
        },
        {
          title: 'Stamp',
          description:
            'At just the right set, the crew presses the texture mats in and details the edges by hand. We cut the control joints, wash off the excess release and seal the concrete once it has cured 28 days, within 30 days of the pour.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Design Tips for Stamped Concrete',
      intro: 'A few choices up front make the difference between stamped concrete that looks natural and concrete that looks stamped.',
      items: [
        {
          title: 'Take your colors from the house',
          description:
            'Pick a base color from the brick, stone or roof, and an accent release one or two shades darker. Colors drawn from the house make new concrete look like it was always there.',
        },
        {
          title: 'Go lighter in full sun',
          description:
            'Dark charcoal and deep brown look rich but get hot in a Southeast Texas summer. For pool decks and open patios, choose sand, buff or light gray tones.',
        },
        {
          title: 'Frame it with a border',
          description:
            'A contrasting border, such as a brick herringbone band around ashlar slate, gives a clean, finished edge and breaks up a large area.',
        },
        {
          title: 'Match the texture to the use',
          description:
            'Deep textures grip well and hide wear but are harder to sweep. Around a pool, pick a finer texture and a slip-resistant sealer so bare feet stay comfortable and safe.',
        },
        {
          title: 'Plan joints into the pattern',
          description:
            'Every slab needs control joints. We lay out the pattern so the joints fall on grout lines or along the border, where they disappear into the design.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Getting Stamped Concrete Right in Southeast Texas',
      intro: 'Stamping is part craft and part timing. Our heat, humidity and clay soil add a few extra things to get right.',
      blocks: [
        {
          heading: 'Timing is everything',
          paragraphs: [
            'Concrete can only be stamped during a short window: firm enough to hold the imprint, soft enough to take it. Stamp too early and the pattern slumps; too late and the mats will not press in and the texture tears.',
            'Summer heat and wind shrink that window fast. On hot days we start at first light, bring a larger crew so the whole slab is stamped before it sets, and break large areas into pours we can finish well. We also do not pour when temperatures are forecast to fall below 40°F, since cold slows the set and curing.',
          ],
        },
        {
          heading: 'Color that lasts',
          paragraphs: [
            'Color comes from two layers. The base color is either mixed through the whole batch (integral color) or broadcast onto the surface as a color hardener, which also toughens the top of the slab. The accent comes from a release agent, a colored powder or liquid that keeps the mats from sticking and leaves darker tones in the low spots, the way real stone weathers.',
            'The Gulf Coast sun is hard on color, so a quality sealer matters. It deepens the tones, protects them from fading and keeps out the dirt and mildew that would otherwise dull the pattern.',
          ],
        },
        {
          heading: 'Sealing in a humid climate',
          paragraphs: [
            'Stamped concrete should be sealed once it has cured 28 days, within 30 days of the pour, when the slab is dry and the excess release agent has been washed off. After that, reseal every 2-3 years, or each year on a busy driveway, before the surface starts to look dry and faded.',
            'Humidity is the enemy of a good sealer job. Sealer applied over damp concrete or rolled on too thick can trap moisture and turn cloudy or white. We seal on dry days, in thin coats, and on pool decks and walkways we mix in a non-slip additive, because a fresh sealer coat can be slick when wet.',
          ],
          bullets: [
            'First seal after 28 days of curing, within 30 days of the pour',
            'Reseal every 2-3 years, annually on busy driveways',
            'Thin coats, applied on a dry day',
            'Non-slip additive where people walk barefoot or in the rain',
          ],
        },
        {
          heading: 'Stamped concrete or pavers on clay soil?',
          paragraphs: [
            'Pavers are laid piece by piece on sand, and on the expansive clay under much of Jefferson and Orange counties the individual pieces tend to sink, rock and let weeds and ants into the joints. Stamped concrete is one reinforced slab, so it moves as a unit and stays flat.',
            'Like any concrete, a stamped slab can still crack, so the base and the joints matter. We compact the base, reinforce the slab and plan control joints along pattern lines so any crack follows a joint instead of cutting across a stone.',
          ],
        },
        {
          heading: 'Already have a plain slab?',
          paragraphs: [
            'If your existing patio or walkway is structurally sound, you may not need to tear it out. A stamped overlay, 1/4-1/2 inch thick, is troweled over the old concrete and stamped with the same patterns. It will not fix a slab that is sinking or badly broken, so we check the concrete first and tell you honestly whether an overlay or a new pour makes more sense.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How soon should stamped concrete be sealed?',
      answer:
        'Stamped concrete should be sealed once it has cured 28 days, within 30 days of the pour, when it is dry and the extra release agent has been washed away. The sealer locks in the color and keeps out water and stains. After that, reseal every 2-3 years, or annually on a busy driveway.',
    },
    {
      question: 'Is stamped concrete slippery when wet?',
      answer:
        'A sealed surface can be slick when wet, especially with smoother patterns. We add a non-slip additive to the sealer on pool decks, walkways and steps, and we recommend textured patterns where people walk in the rain or barefoot.',
    },
    {
      question: 'Will stamped concrete crack?',
      answer:
        'Stamped concrete is still concrete, so it can crack as it shrinks or as the clay underneath moves. We reduce the risk with a compacted base and rebar, and we place control joints along the pattern lines so any cracking follows them where it is hard to see.',
    },
    {
      question: 'Can you stamp my existing patio or driveway?',
      answer:
        'If the slab is sound and not sinking, a stamped overlay 1/4-1/2 inch thick can be applied over it in the same patterns and colors. Slabs that are broken, heaving or badly settled should be replaced, and we can pour and stamp a new one.',
    },
    {
      question: 'How does stamped concrete compare with pavers?',
      answer:
        'Pavers are individual pieces that can sink, rock and grow weeds in their joints, which happens often on our clay soil. Stamped concrete gives a similar look in one reinforced slab that stays level, with less weeding and upkeep. The trade-off is that a cracked paver can be swapped out, while a crack in a slab has to be repaired.',
    },
  ],
  closing: {
    heading: 'Let’s Design Your Stamped Concrete',
    text: `Book a free design consultation. We will bring pattern and color samples, measure the area and send you a written estimate within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
