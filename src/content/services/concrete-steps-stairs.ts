import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Steps & Stairs: benefit cards, applications, 4-step process, planning tips, guide, 8 FAQs. */
export default {
  slug: 'concrete-steps-stairs',
  name: 'Concrete Steps & Stairs',
  icon: 'footprints',
  category: 'residential',
  summary:
    'Entry steps, porch and patio steps and commercial stairs poured with even risers, slip-resistant treads and solid handrail anchors, including stairs for raised homes.',
  seo: {
    title: 'Concrete Steps & Stairs in Beaumont, TX | Porch & Entry',
    description:
      'Custom concrete steps and stairs in Beaumont and Southeast Texas: front entries, porches, yard steps, commercial stairs and stairs for elevated homes.',
    keywords: [
      'concrete steps Beaumont',
      'concrete stairs Southeast Texas',
      'front porch steps',
      'concrete step replacement',
      'stairs for elevated homes',
      'commercial concrete stairs',
      'concrete steps cost per step',
    ],
  },
  hero: {
    heading: 'Concrete Steps & Stairs That Are Safe Underfoot',
    text: `Crumbling stoops, rotting wood steps and awkward drops at the back door are more than an eyesore; they are where people fall. We build concrete steps and stairs with even risers and sure footing across ${business.homeCity} and ${business.region}.`,
    cta: 'Get Free Quote',
  },
  atGlance: {
    price: [{ low: 150, high: 400, unit: 'step', typical: false }],
    duration: { low: 2, high: 4, unit: 'days', typical: true },
    lifespan: { low: 20, high: 30, unit: 'years', typical: true },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Build Your Steps in Concrete',
      intro: 'In a climate this wet and humid, the material under your feet at the front door matters.',
      items: [
        {
          icon: 'shield',
          title: 'No Rot, No Termites',
          description:
            'Wood steps soften, warp and draw termites in Gulf Coast humidity. Concrete steps on a proper footing stay solid through years of rain, heat and storms.',
        },
        {
          icon: 'ruler',
          title: 'Even, Comfortable Steps',
          description:
            'Every riser the same height and every tread the same depth, sized around a 7-7.5 inch rise and an 11-12 inch run so the stair feels natural to climb and descend.',
        },
        {
          icon: 'footprints',
          title: 'Sure Footing in the Rain',
          description:
            'Broom-textured or exposed aggregate treads, crisp nosings and solid handrails give grip and support when the steps are wet, which in Beaumont is often.',
        },
        {
          icon: 'palette',
          title: 'Finishes That Match Your Home',
          description:
            'Plain broom finish, stamped stone or brick patterns, stain or exposed aggregate, chosen to match the driveway, walkway or patio the steps connect to.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Steps and Stairs We Build',
      intro: 'From a single step at the garage door to a full flight up to a raised house, each stair is measured and formed for its spot.',
      items: [
        {
          icon: 'home',
          title: 'Front Entry Steps',
          description:
            'The steps and landing at your front door: sized to the door swing, tied to the walkway and built with a landing wide enough to stand on while you unlock the door.',
          features: ['Landing sized to the door', 'Matched to the walkway', 'Decorative finishes available'],
          popular: true,
        },
        {
          icon: 'umbrella',
          title: 'Porch Steps',
          description:
            'New concrete steps up to a covered porch, or replacements for brick, wood or crumbling concrete steps that have cracked, settled or pulled away from the house.',
          features: ['Replace wood or brick steps', 'Tied to the porch slab', 'Handrail anchors built in'],
        },
        {
          icon: 'trees',
          title: 'Patio and Yard Steps',
          description:
            'Steps down from a back door to the patio, and steps that carry a path across a slope or a change in yard level, built so runoff flows around them instead of over them.',
          features: ['Back door to patio', 'Grade changes in the yard', 'Drainage planned around each step'],
        },
        {
          icon: 'building',
          title: 'Commercial Stairs with Handrails',
          description:
            'Entry stairs, loading dock stairs and exterior stairs at offices, churches, shops and plant buildings, built to the project drawings with handrails, contrasting nosings and slip-resistant treads.',
          features: ['Built to engineered drawings', 'Handrails on both sides', 'Slip-resistant finishes'],
        },
        {
          icon: 'waves',
          title: 'Stairs for Elevated Homes',
          description:
            'Taller stairs with landings for homes raised above flood levels, on footings built to stay put when flood water moves around them.',
          features: ['Intermediate landings', 'Reinforced footings', 'Layouts that fit the lot'],
        },
        {
          icon: 'car',
          title: 'Garage and Side-Door Steps',
          description:
            'Steps from the garage floor up to the house door and small stoops at side and utility doors, often the most-used steps in the home.',
          features: ['Sized to tight spaces', 'Even risers at the door', 'Smooth or broom finish'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build Concrete Steps',
      steps: [
        {
          title: 'Measure and Design',
          description:
            'We measure the total height from the ground to the door threshold, divide it into equal risers and lay out the treads, landings and handrails, then give you a written quote.',
        },
        {
          title: 'Footing and Forms',
          description:
            'Old steps are removed if needed, the ground is dug out for a footing, and forms are built and braced so every riser and tread comes out the size we planned.',
        },
        {
          title: 'Reinforce and Pour',
          description:
            'Rebar ties the steps together and, where the design calls for it, to the house foundation with steel dowels. We pour in one placement and avoid pouring when temperatures are expected below 40°F.',
        },
        {
          title: 'Finish and Cure',
          description:
            'Forms come off, treads get a non-slip texture, nosings and edges are tooled, and the steps are cured. They can take foot traffic after 24-48 hours, and handrails go on once the concrete is ready for them.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Planning Tips for New Steps',
      intro: 'Good steps are mostly planning: where they start, where they land and who will use them.',
      items: [
        {
          title: 'Start with the landing at the door',
          description:
            'You need a flat place to stand while the door opens, especially a storm door that swings outward. Plan a landing deep enough that no one has to step back down while opening the door.',
        },
        {
          title: 'Keep every riser the same',
          description:
            'People feel a riser that is even slightly taller or shorter than the rest, and that is where they trip. Steps around a 7-7.5 inch rise and an 11-12 inch run are comfortable for most people, including older family members.',
        },
        {
          title: 'Plan handrails from the start',
          description:
            'Anchors or sleeves cast into fresh concrete hold a rail far better than bolts drilled in later. Residential codes generally call for a handrail on stairs with four or more risers, and even two or three steps are safer with one.',
        },
        {
          title: 'Choose a slip-resistant finish',
          description:
            'A smooth troweled tread turns slick in rain. Ask for a broom finish, exposed aggregate or a textured stamp, and if the steps will be sealed, a sealer with a grit additive.',
        },
        {
          title: 'Seal them and keep them sealed',
          description:
            'Wait until the concrete is at least 28 days old, then seal the steps to keep out water and stains. Reseal every 2-5 years, toward the shorter end for steps that take full sun and heavy foot traffic.',
        },
        {
          title: 'Think about water',
          description:
            'Treads should shed rain instead of holding puddles, and gutters should not dump onto the steps. Make sure downspouts and yard drainage send water away from the stair footing.',
        },
        {
          title: 'Check permits for tall or commercial stairs',
          description:
            'Stairs for elevated homes, and most commercial stairs, usually need a permit and sometimes engineered drawings. In a flood zone, the local floodplain administrator may also need to review the plans.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Concrete Steps and Stairs: A Planning Guide',
      intro: 'What steps cost, how they are sized, what keeps them safe and how to plan stairs for a house raised above flood level.',
      blocks: [
        {
          heading: 'What concrete steps cost',
          paragraphs: [
            'Concrete steps usually cost $150-400 per step. A short run of plain broom-finished steps at a side door sits near the low end. Wide entry steps, decorative finishes such as stamping or exposed aggregate, hard-to-reach spots and steps that must be formed around existing brick or siding sit toward the top.',
            `A landing, handrails and removal of old steps are listed separately in your estimate so you can see what each part costs. We give free written estimates within ${business.response.estimate}, and they stay valid for ${business.response.estimateValidDays} days.`,
          ],
        },
        {
          heading: 'Rise, run and why they matter',
          paragraphs: [
            'The rise is the height of each step and the run is the depth of each tread. We design steps around a 7-7.5 inch rise and an 11-12 inch run. That proportion matches a natural walking stride, so people do not have to think about their feet going up or coming down.',
            'Just as important is consistency. We measure the total height from the ground to the threshold and split it into equal risers, rather than pouring standard steps and leaving an odd step at the top or bottom. A single riser that is different from the rest is a classic cause of falls.',
          ],
        },
        {
          heading: 'Handrails and non-slip finishes',
          paragraphs: [
            'Handrails give people something to hold when the steps are wet, when they are carrying groceries or when their balance is not what it used to be. We cast anchors or sleeves into the concrete during the pour so the rail is mounted solidly, and on commercial stairs we plan rails on both sides with the extensions the building code requires.',
            'Treads need texture. A broom finish pulled across the tread, exposed aggregate or a textured stamp all give grip in rain, and a contrasting strip at each nosing helps people see where each step ends. Smooth, sealed concrete looks good but can be slick, so if you want a glossy sealer we add a grit additive to the final coat.',
          ],
          bullets: [
            'Broom finish across each tread',
            'Rounded, tooled nosings that resist chipping',
            'Grit additive in any sealer on the treads',
            'Handrail anchors cast in, not drilled in later',
          ],
        },
        {
          heading: 'Caring for your steps',
          paragraphs: [
            'Stay off new steps for 24-48 hours. Once the concrete is at least 28 days old, seal it, and reseal every 2-5 years. Sealer keeps rain, mildew and stains out of the surface and slows the wear that shows first on the front edge of each tread. Keep gutters clear so water does not pour onto the steps, and fill any gap that opens between the steps and the house before rain washes out the soil beneath.',
          ],
        },
        {
          heading: 'Stairs for elevated homes in flood zones',
          paragraphs: [
            'After the floods of Hurricane Harvey and Tropical Storm Imelda, many homes in low parts of Jefferson and Orange counties were raised on piers or rebuilt above flood level. A raised house needs a much taller stair, and that changes the design. A long flight needs landings partway up, and at an 11-12 inch run the stair takes a lot of yard, so we often turn it with an L or U layout to fit the lot.',
            'Stairs in a flood zone also have to survive the water. Concrete does not float, rot or come apart the way wood stairs can, but it needs a reinforced footing deep enough that moving water does not undermine it. Depending on the height, the stair may be poured entirely in concrete or combine a concrete footing and lower flight with a framed upper section. Tall stairs usually need a permit, plans in a flood zone may need review by the local floodplain administrator, and we build to the approved plans.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much do concrete steps cost?',
      answer:
        'Most concrete steps cost $150-400 per step. Width, finish, access and whether old steps must be removed decide where your job falls. Landings and handrails are listed separately in a free written estimate.',
    },
    {
      question: 'What is the right height and depth for each step?',
      answer:
        'We build steps with a 7-7.5 inch rise and an 11-12 inch run, which is comfortable for most people. Just as important, every riser in the stair is the same height, so no step catches anyone by surprise.',
    },
    {
      question: 'How soon can we use new concrete steps?',
      answer:
        'New steps can take foot traffic after 24-48 hours. Until then, use another door if you can, or we can plan a temporary way in. Handrails are mounted once the concrete is ready to hold them.',
    },
    {
      question: 'Do my steps need a handrail?',
      answer:
        'Residential codes generally require a handrail on stairs with four or more risers, and commercial stairs usually need rails on both sides. Even two or three steps are safer with a rail, especially for children and older adults, so we recommend planning one in.',
    },
    {
      question: 'How do you keep concrete steps from being slippery?',
      answer:
        'We give treads a broom finish, exposed aggregate or a textured stamp, and tool a rounded nosing on each step. If the steps are sealed, we add a grit additive to the sealer so it does not leave a slick film.',
    },
    {
      question: 'How often should concrete steps be sealed?',
      answer:
        'Seal new steps once the concrete is at least 28 days old, then reseal every 2-5 years. Steps in full sun or with heavy foot traffic need it toward the shorter end of that range.',
    },
    {
      question: 'Why are my old steps pulling away from the house?',
      answer:
        'Steps poured without a footing, or without any tie to the foundation, settle on their own as the clay soil under them shrinks, swells and washes out. New steps are built on a footing and, where the design calls for it, pinned to the foundation with steel dowels. Sunken steps that are still in one piece can sometimes be lifted instead of replaced.',
    },
    {
      question: 'Can you build stairs for a house raised above flood level?',
      answer:
        'Yes. Stairs for elevated homes need landings, a layout that fits the lot and reinforced footings that hold when flood water moves around them. We design the stair around the door height and build it to the plans approved in the permit and any floodplain review the city or county requires.',
    },
  ],
  closing: {
    heading: 'Ready for Steps You Can Trust?',
    text: `Call us or email your measurements and a few photos. We will visit, measure the rise to your door and send a written quote within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
