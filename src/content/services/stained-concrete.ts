import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Stained Concrete: six service cards, 4-step process, five tips, acid versus water-based stain guide, five FAQs. */
export default {
  slug: 'stained-concrete',
  name: 'Stained Concrete',
  icon: 'palette',
  category: 'decorative',
  summary:
    'Acid and water-based stains that turn plain slabs into rich, lasting color for floors, patios and pool decks, sealed against Gulf Coast sun and moisture.',
  seo: {
    title: 'Stained Concrete in Beaumont, TX | Acid & Water-Based',
    description:
      'Acid and water-based concrete staining for floors, patios and pool decks in Beaumont and Southeast Texas. Prep, color, sealing. Free consultation.',
    keywords: [
      'stained concrete Beaumont',
      'acid stained concrete floors',
      'water-based concrete stain',
      'stained patio Southeast Texas',
      'concrete floor staining',
      'stained concrete contractor',
    ],
  },
  hero: {
    heading: 'Stained Concrete Floors and Patios with Lasting Color',
    text: `Stain soaks into the concrete instead of sitting on top like paint, so the color will not peel or chip. We stain interior floors, patios and pool decks in ${business.homeCity} and within ${business.serviceRadiusMiles} miles, then seal them for our heat, humidity and rain.`,
    cta: 'Get Free Consultation',
  },
  atGlance: {
    price: [{ low: 4, high: 10, unit: 'sqft', typical: true }],
    duration: { low: 2, high: 4, unit: 'days', typical: true },
    lifespan: { low: 10, high: 20, unit: 'years', typical: true },
    traffic: { foot: { low: 4, high: 6, unit: 'hours', typical: false }, vehicles: { low: 24, high: 48, unit: 'hours', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Concrete Staining Services',
      intro:
        'Most sound slabs, old or new, can take stain. What changes from job to job is the preparation, the type of stain and the sealer that protects it.',
      items: [
        {
          icon: 'home',
          title: 'Interior Floor Staining',
          description:
            'Living areas, kitchens and additions finished in warm, marbled color directly on the slab. A stained floor has no grout lines to scrub and nothing to trap moisture, which suits a humid Gulf Coast house.',
          features: [
            'Grinding or cleaning to open the surface',
            'Acid or water-based color',
            'Interior sealer and floor finish',
            'Furniture-friendly sheen options',
          ],
          popular: true,
        },
        {
          icon: 'sun',
          title: 'Patio, Porch and Pool Deck Staining',
          description:
            'Outdoor slabs stained in earth tones that suit brick homes and landscaping, then sealed with a UV-stable exterior sealer so the color holds up under the Texas sun and frequent rain.',
          features: ['UV-stable exterior sealers', 'Slip-resistant additive near pools', 'Colors chosen to stay cooler underfoot'],
        },
        {
          icon: 'store',
          title: 'Commercial and Retail Floors',
          description:
            'Showrooms, restaurants, offices and churches get a durable, easy-to-clean floor that looks finished without carpet or tile. We schedule the work around your opening hours.',
          features: [
            'Work phased around business hours',
            'Low-odor water-based options',
            'Logos and brand colors',
            'Heavy-traffic floor finishes',
          ],
        },
        {
          icon: 'grid',
          title: 'Scored Patterns and Custom Designs',
          description:
            'Saw-cut grids that look like large tiles, diagonal layouts, borders and inlaid medallions, each section stained in its own shade for a custom look on an ordinary slab.',
          features: ['Tile and diamond grids', 'Contrasting borders', 'Multi-color layouts'],
        },
        {
          icon: 'droplets',
          title: 'Stain After Flooring Removal',
          description:
            'When flood water or age ruins carpet, vinyl or tile, we strip the glue, grind away thinset and patch tack-strip holes so the slab underneath can be stained into a finished floor.',
          features: ['Adhesive and thinset removal', 'Crack and hole patching', 'Moisture check before staining'],
        },
        {
          icon: 'paint-roller',
          title: 'Color Refresh and Resealing',
          description:
            'Faded, dull or scuffed stained concrete can often be cleaned, touched up with fresh color and resealed instead of redone, bringing back the depth it had when it was new.',
          features: ['Deep cleaning and stripping of worn sealer', 'Color touch-up', 'Fresh sealer coat'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Stain Your Concrete',
      steps: [
        {
          title: 'Consultation and Test Area',
          description:
            'We look at the slab, talk through colors and stain types, and stain a small hidden test spot so you see how your concrete takes the color before we commit the whole floor.',
        },
        {
          title: 'Surface Preparation',
          description:
            'We remove old sealers, curing compounds, paint and glue, grind or clean the surface so it can absorb stain, patch holes and mask walls, cabinets and doors.',
        },
        {
          title: 'Apply the Stain',
          description:
            'Stain goes on in one or more coats by sprayer and brush, worked to build the mottled or even look you chose. Acid stain is then neutralized and the residue rinsed off.',
        },
        {
          title: 'Seal and Hand Over',
          description:
            'Once the surface is dry we apply the sealer, and on interior floors a protective finish. Foot traffic can return after 4-6 hours; sealed exterior slabs take vehicles after 24-48 hours.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Stained Concrete Care Tips',
      intro: 'The stain itself is permanent. The sealer on top takes the wear, so most care is about keeping that sealer in good shape.',
      items: [
        {
          title: 'Let new concrete cure first',
          description:
            'Wait until a new slab is at least 28 days old to stain and seal it. Staining earlier traps moisture, and the color can come out blotchy or the sealer can turn cloudy.',
        },
        {
          title: 'Reseal outdoor slabs every 2-3 years',
          description:
            'Sun and rain wear sealer down over time. Reseal stained patios and pool decks every 2-3 years, and stained driveways that see heavy daily use annually. Water soaking in instead of beading up means it is time.',
        },
        {
          title: 'Dust mop and damp mop indoors',
          description:
            'Grit acts like sandpaper on the finish. Dust mop often and damp mop with a pH-neutral cleaner; vinegar, bleach and ammonia dull the sealer over time.',
        },
        {
          title: 'Use mats and furniture pads',
          description:
            'Put walk-off mats at outside doors to catch sand, and felt pads under chair and table legs so they slide instead of scratching the finish.',
        },
        {
          title: 'Expect natural variation',
          description:
            'Stain reacts with each slab differently, so patches, trowel marks and old repairs will show as part of the character. If you want a more uniform look, ask about water-based stain.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Acid Stain or Water-Based Stain: Which Is Right for You?',
      intro: 'Both types color concrete permanently and both need a sealer, but they work in different ways and give very different looks.',
      blocks: [
        {
          heading: 'How acid stain works',
          paragraphs: [
            'Acid stain is a solution of metallic salts in a dilute acid. It does not coat the concrete; it reacts with the lime in the cement paste and leaves color inside the top of the slab. Because the reaction depends on the concrete itself, every floor comes out a little different, with mottled, marbled tones that look like natural stone or aged leather.',
            'The color range is limited to earthy shades: browns, tans, amber, terra cotta, and soft blue-greens. The result is translucent, so cracks, patches, trowel marks and old stains stay visible and become part of the finish. Many people love that depth; others find it too unpredictable, which is why we always stain a test area first.',
          ],
          bullets: [
            'Variegated, stone-like color that will not peel',
            'Earth tones only; no bright or pure colors',
            'Needs neutralizing and a thorough rinse before sealing',
            'Works best on bare concrete with plenty of cement paste at the surface',
          ],
        },
        {
          heading: 'How water-based stain works',
          paragraphs: [
            'Water-based stains carry fine pigments in an acrylic or polymer base. They soak into the pores and bond there instead of reacting chemically, so the result is much closer to the color on the sample card. The palette is wide, from black, charcoal and white to blues, reds and greens, and colors can be mixed or layered.',
            'They are lower in odor, need no neutralizing and are easier to control, which makes them a good choice for occupied homes, offices and restaurants. They can also be applied more heavily to tone down blemishes that acid stain would reveal. The trade-off is less of the natural movement that gives acid-stained floors their character.',
          ],
          bullets: [
            'Predictable, even color in almost any shade',
            'Low odor and simpler cleanup',
            'Can soften the look of patches and discoloration',
            'Good for accents, logos and scored designs',
          ],
        },
        {
          heading: 'Choosing for your slab and your room',
          paragraphs: [
            'Start with the slab. Old concrete that has been sealed, painted or glued under flooring has to be ground clean before either stain will take, and some slabs that had carpet or tile for years will not react well to acid stain at all. Water-based stain is more forgiving on those floors.',
            'Then think about the look. For a warm, one-of-a-kind floor in a family room or on a shaded porch, acid stain is hard to beat. For a modern gray interior, a bold color, or an office where every room should match, water-based stain is the better tool. Many of our floors use both: an acid-stained field with water-based borders or accents.',
          ],
        },
        {
          heading: 'Staining in the Southeast Texas climate',
          paragraphs: [
            'Humidity and moisture coming up through a slab on grade are the main risks here. Moisture trapped under a sealer turns it milky white, so we check the slab before we start and pick a breathable sealer where the ground stays wet. We do not stain or seal outdoors when rain is on the way, and we avoid the hottest part of a summer day so the stain does not dry unevenly.',
            'Outside, the sun is hard on color and sealer alike. We use UV-stable exterior sealers, add a slip-resistant grit around pools and on steps, and steer customers toward lighter shades for decks where people walk barefoot. With resealing every 2-3 years, a stained patio keeps its color for a long time.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What is the difference between acid stain and water-based stain?',
      answer:
        'Acid stain reacts chemically with the concrete and produces mottled, translucent earth tones that are different on every slab. Water-based stain carries pigment into the pores for a more even, predictable color in a much wider range of shades. Both are permanent and both need a sealer on top.',
    },
    {
      question: 'Can you stain my existing concrete floor or patio?',
      answer:
        'Usually, yes. The slab needs to be structurally sound and clean, so we remove old sealers, paint, glue and stains first. Because stain is translucent, existing marks can still show through; we stain a test area so you can judge the result before we do the whole surface.',
    },
    {
      question: 'How long should new concrete cure before it is stained?',
      answer:
        'Wait until new concrete is at least 28 days old. By then it has cured and dried out enough for the stain to take evenly and for the sealer to bond without clouding.',
    },
    {
      question: 'How do I maintain stained concrete?',
      answer:
        'Indoors, dust mop regularly and damp mop with a pH-neutral cleaner, and refresh the floor finish when traffic lanes go dull. Outdoors, reseal every 2-3 years, or annually for a busy stained driveway. After a fresh coat of sealer, wait 4-6 hours before walking on it and 24-48 hours before driving on it.',
    },
    {
      question: 'Will stain hide cracks and stains in my concrete?',
      answer:
        'Not fully. Stain is translucent, so cracks, patches and old marks remain visible, and acid stain can make them stand out more. We fill and patch cracks before staining, and water-based stain applied more heavily can tone down discoloration. If you need a completely uniform surface, a decorative overlay may suit you better.',
    },
  ],
  closing: {
    heading: 'Ready to Bring Color to Your Concrete?',
    text: `Tell us about your floor or patio. We will look at the slab, show you color samples and send a free written estimate within ${business.response.estimate}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
