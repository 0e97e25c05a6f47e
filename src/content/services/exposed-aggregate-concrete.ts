import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Exposed Aggregate Concrete: 4 benefits, 4 aggregate options, 4 applications, 6-step process, 8 tips, guide, 8 FAQs. */
export default {
  slug: 'exposed-aggregate-concrete',
  name: 'Exposed Aggregate Concrete',
  icon: 'mountain',
  category: 'decorative',
  summary:
    'Driveways, pool decks, patios and walkways with the natural stone in the mix brought to the surface for grip, texture and a finish that lasts 20-30 years.',
  seo: {
    title: 'Exposed Aggregate Concrete in Beaumont, TX | Pool Decks',
    description:
      'Exposed aggregate driveways, pool decks, patios and walkways in Beaumont and Southeast Texas. Slip-resistant natural stone finish. Free estimates.',
    keywords: [
      'exposed aggregate Beaumont',
      'exposed aggregate driveway',
      'pebble finish pool deck',
      'exposed aggregate patio Texas',
      'river rock concrete',
      'slip-resistant concrete',
    ],
  },
  hero: {
    heading: 'Exposed Aggregate Concrete: Natural Stone Texture with Real Grip',
    text: `We pour concrete with the decorative stone you choose, then wash away the top layer of cement to reveal it. The result is a textured, slip-resistant surface for driveways, pool decks and walks in ${business.homeCity} and within ${business.serviceRadiusMiles} miles.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [{ low: 10, high: 18, unit: 'sqft', typical: true }],
    duration: { low: 2, high: 4, unit: 'days', typical: true },
    lifespan: { low: 20, high: 30, unit: 'years', typical: false },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false }, vehicles: { low: 7, unit: 'days', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Choose Exposed Aggregate',
      items: [
        {
          icon: 'footprints',
          title: 'Sure Footing When Wet',
          description:
            'The stone texture grips shoes, bare feet and tires even in a downpour, which matters in a place that gets over 60 inches of rain a year.',
        },
        {
          icon: 'shield-check',
          title: 'A 20-30 Year Surface',
          description:
            'Feet and tires ride on hard stone rather than a thin cement skin, so a well-built exposed aggregate slab that is kept sealed gives 20-30 years of service.',
        },
        {
          icon: 'leaf',
          title: 'Natural Look',
          description:
            'Rounded river gravel, speckled granite or colorful blends give a warm, natural surface that sits well next to brick, landscaping and lawns.',
        },
        {
          icon: 'sparkles',
          title: 'Hides Dirt and Wear',
          description:
            'The varied color and texture disguise tire marks, leaf stains and the everyday dirt that shows on plain gray concrete.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'aggregate-options',
      heading: 'Aggregate Options',
      intro: 'The stone you pick sets the color, the texture and how the surface feels underfoot. We bring samples to your estimate.',
      items: [
        {
          icon: 'circle-check',
          title: 'Pea Gravel',
          description:
            'Small, rounded stones in a natural mix of tan, brown and gray. The even size and smooth edges make it the most comfortable exposed finish to walk on.',
          features: ['Rounded, smooth stones', 'Small, uniform size', 'Soft natural colors', 'Comfortable barefoot'],
          bestFor: 'Pool decks, patios and garden walkways',
          popular: true,
        },
        {
          icon: 'mountain',
          title: 'River Rock',
          description:
            'Larger rounded stones in a mix of earth tones. The bigger stone stands up well to tires and gives the bold, textured look many homeowners want on a driveway.',
          features: ['Larger rounded stones', 'Bold, varied color', 'Strong under vehicle traffic'],
          bestFor: 'Driveways and wide entry areas',
        },
        {
          icon: 'gem',
          title: 'Crushed Granite',
          description:
            'Angular crushed stone with a speckled look in pinks, grays and blacks. The sharp edges give extra traction, and the color holds up well in full sun.',
          features: ['Angular edges for grip', 'Speckled, salt-and-pepper color', 'Hard, wear-resistant stone'],
          bestFor: 'Sloped drives, ramps and commercial walkways',
        },
        {
          icon: 'palette',
          title: 'Decorative Blends and Glass',
          description:
            'Colored stone, shell or recycled glass seeded into the surface for sparkle and accent color. Often used in borders and bands around a plainer field.',
          features: ['Bright or custom colors', 'Glass that catches the light', 'Seeded into the top of the slab'],
          bestFor: 'Entries, borders, feature areas and storefronts',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Where Exposed Aggregate Works Best',
      items: [
        {
          icon: 'car',
          title: 'Driveways',
          description:
            'A textured, durable driveway that hides tire marks and gives traction on wet mornings, poured over a firm base with rebar or mesh.',
          features: ['1/2-3/4 inch stone for vehicle traffic', 'Smooth borders on request', 'Sloped to drain'],
        },
        {
          icon: 'waves',
          title: 'Pool Decks',
          description:
            'Grippy around the water and easy on bare feet with a rounded stone. Light-colored aggregates help the deck stay cooler in summer sun.',
          features: ['Slip-resistant surface', 'Rounded, barefoot-friendly stone', 'Pool-chemical resistant sealer'],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Outdoor living areas with a natural stone finish that stands up to furniture, grills and heavy rain without turning slick.',
          features: ['Pairs well with stamped or broom borders', 'Hides leaf and pollen stains', 'Sloped away from the house'],
        },
        {
          icon: 'footprints',
          title: 'Sidewalks and Walkways',
          description:
            'Front walks, garden paths and commercial sidewalks with small stone for comfortable walking and good footing in wet weather.',
          features: ['1/4-3/8 inch stone for foot traffic', 'Good traction on slopes', 'Matches driveways and patios'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build Exposed Aggregate Concrete',
      steps: [
        {
          title: 'Visit and Stone Selection',
          description:
            'We measure, look at drainage and soil, show you aggregate samples and finished work, and put the stone, size, borders and thickness in a written estimate.',
        },
        {
          title: 'Base and Forms',
          description:
            'We excavate, compact a stable base over the clay, form the edges with enough fall to shed water, and place rebar or mesh to help the slab resist cracking.',
        },
        {
          title: 'Pour and Seed',
          description:
            'Concrete with the chosen stone mixed in is placed and leveled, or decorative stone is broadcast onto the fresh surface and pressed in so it is held firmly.',
        },
        {
          title: 'Apply a Surface Retarder',
          description:
            'A retarder is sprayed on the finished surface. It slows the set of the top layer of cement so it can be removed later while the slab below hardens.',
        },
        {
          title: 'Expose the Stone',
          description:
            'At the right moment we wash and brush away the top layer of cement paste to reveal the stone evenly. Timing is everything, and we watch the slab closely in our heat.',
        },
        {
          title: 'Joints, Curing and Sealing',
          description:
            'We saw the control joints and keep the slab curing properly. When the concrete is at least 28 days old, a sealer goes on to deepen the stone color and lock it in.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Exposed Aggregate Tips',
      intro: 'Good choices before the pour and a little care afterwards keep the stone looking sharp for decades.',
      numbered: true,
      items: [
        {
          title: 'Match the stone size to the use',
          description:
            'Choose 1/4-3/8 inch stone for walkways, patios and pool decks where people walk, often barefoot, and 1/2-3/4 inch stone for driveways that carry vehicles.',
        },
        {
          title: 'See the stone wet and dry',
          description:
            'Sealer darkens and brightens the stone much like rain does. Look at samples wet and dry so the finished color is not a surprise.',
        },
        {
          title: 'Give the new slab time before loading it',
          description:
            'Fresh concrete gains strength day by day. Hold off on foot traffic for 24-48 hours, and keep cars, trucks and trailers away for 7 days after the pour.',
        },
        {
          title: 'Seal once the slab is 28 days old',
          description:
            'The first coat of sealer goes on when the concrete is at least 28 days old. Sealing holds the stones firmly and brings out their color.',
        },
        {
          title: 'Reseal every 2-3 years',
          description:
            'A fresh coat every 2-3 years keeps the cement between the stones protected and the stones held tight. A dull, faded look is the usual sign that one is due.',
        },
        {
          title: 'Add grit to the sealer near pools',
          description:
            'A glossy sealer can make the tops of the stones slick when wet. A slip-resistant additive keeps the pool deck safe without hiding the texture.',
        },
        {
          title: 'Wash it with care',
          description:
            'Use a wide fan tip and keep the pressure washer moving and well back from the surface. A narrow jet held close can dig out the cement between the stones.',
        },
        {
          title: 'Deal with oil and rust quickly',
          description:
            'The texture hides everyday dirt but holds onto oil and rust if they soak in. Blot spills, scrub with a degreaser and rinse well before they set.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'A Guide to Exposed Aggregate Concrete in Southeast Texas',
      intro:
        'Exposed aggregate has been a favorite on Gulf Coast pool decks and driveways for generations, and for good reason. Here is how it is made and how to get the most from it.',
      blocks: [
        {
          heading: 'How exposed aggregate is made',
          paragraphs: [
            'Every concrete slab is mostly stone and sand held together by cement paste. On an ordinary broom-finished slab, that paste forms a smooth skin over the stone. Exposed aggregate removes the skin. A retarder sprayed onto the fresh surface slows the set of the top layer, and once the slab below has hardened enough, we wash and brush away the paste to uncover the stone.',
            'There are two ways to get the stone there. In an integral mix, the decorative stone is in the concrete from the truck, so it runs all the way through the slab. In a seeded finish, we pour regular concrete and scatter the decorative stone over the top, pressing it in before it sets. Seeding is the way to use costlier specialty stones or glass where only the surface shows.',
          ],
        },
        {
          heading: 'Choosing stone size and color',
          paragraphs: [
            'Size is the first decision. For walkways, patios and pool decks, 1/4-3/8 inch stone gives a fine, even texture that is comfortable to walk on. For driveways, 1/2-3/4 inch stone gives a bolder look and holds up better under turning tires.',
            'Shape matters as much as size. Rounded gravel and river rock are kinder to bare feet and knees, so they suit pool decks. Angular crushed stone grips better and suits slopes and driveways. For color, remember that sealer darkens the stone, and that light stones help a pool deck stay cooler in the summer sun.',
          ],
          bullets: [
            '1/4-3/8 inch stone: walkways, patios, pool decks',
            '1/2-3/4 inch stone: driveways and vehicle areas',
            'Rounded stone: barefoot comfort',
            'Angular stone: extra traction on slopes',
          ],
        },
        {
          heading: 'Built for rain, clay and heat',
          paragraphs: [
            'Beaumont’s rain is one of the best arguments for exposed aggregate. A textured stone surface stays grippy when a smooth finish turns slick, which is why it is such a common choice for pool decks, church walkways and school sidewalks across Jefferson and Orange counties.',
            'The finish does nothing for the ground under it, though. Expansive clay still swells and shrinks, so the slab still needs a firm, well-compacted base, rebar or mesh, and joints at the right spacing, exactly like any other slab we pour. In summer, heat makes the cement set faster and the window to expose the stone shorter, so we pour early in the day and adjust the retarder and timing to the weather. If the forecast calls for temperatures below 40°F, we reschedule or protect the slab.',
          ],
        },
        {
          heading: 'Care and lifespan',
          paragraphs: [
            'A properly built exposed aggregate slab lasts 20-30 years. The main job for the owner is keeping it sealed: the first coat once the concrete is at least 28 days old, then a fresh coat every 2-3 years. Sealer locks the stones in place, keeps out oil and mildew, and brings back the color that sun and rain slowly wash out.',
            'Between sealings, sweep off leaves, rinse with a garden hose and wash gently when it needs a deeper clean. Loose stones at the edges or a chalky, faded look are signs that it is time to reseal.',
          ],
        },
        {
          heading: 'Mixing finishes',
          paragraphs: [
            'Exposed aggregate pairs well with other finishes. A smooth or broom-finished border frames the stone and gives a clean edge along the lawn. A band of stamped or stained concrete can divide a long driveway or mark an entry. We can plan these combinations with you at the estimate.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What is exposed aggregate concrete?',
      answer:
        'It is concrete with the top layer of cement paste washed away to reveal the stone inside it, or stone seeded into the surface. The result is a textured, natural-looking finish with more grip than a smooth or broom-finished slab.',
    },
    {
      question: 'How long does exposed aggregate concrete last?',
      answer:
        'A well-built exposed aggregate slab lasts 20-30 years. A compacted base, steel reinforcement, proper joints and resealing every 2-3 years are what get it there.',
    },
    {
      question: 'How often should exposed aggregate be sealed?',
      answer:
        'Seal it for the first time once the concrete is at least 28 days old, then reseal every 2-3 years. If the stones look dull or water soaks in instead of beading, it is due.',
    },
    {
      question: 'What size aggregate should I choose?',
      answer:
        'For walkways, patios and pool decks, 1/4-3/8 inch stone is comfortable underfoot. For driveways, 1/2-3/4 inch stone stands up better to vehicles and gives a bolder texture. We bring samples of both to your estimate.',
    },
    {
      question: 'Is exposed aggregate good for a pool deck?',
      answer:
        'Yes. It is one of the most slip-resistant concrete finishes when wet. We recommend a small, rounded stone for bare feet, a light color to keep it cooler, and a sealer with a slip-resistant additive.',
    },
    {
      question: 'When can I walk and drive on new exposed aggregate?',
      answer:
        'Foot traffic is fine once 24-48 hours have passed. Vehicles should stay off for 7 days after the pour; for a loaded trailer or a heavy work truck, give it extra time and ask us for a date.',
    },
    {
      question: 'Can you make my existing concrete into exposed aggregate?',
      answer:
        'Not directly. The stone is exposed while the concrete is setting, so an existing slab cannot be converted. We can replace the slab or sections of it, or add exposed aggregate borders and extensions that tie into what you have.',
    },
    {
      question: 'Does exposed aggregate cost more than plain concrete?',
      answer:
        'Yes, somewhat, because of the decorative stone, the retarder and the extra labor to expose and seal the surface. The exact difference depends on the stone and the size of the job. We give you a free written estimate with the options priced out so you can compare.',
    },
  ],
  closing: {
    heading: 'Ready for a Surface with Real Grip?',
    text: `Tell us where the new surface is going. We bring stone samples to the site, take measurements and send a free written estimate within ${business.response.estimate}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
