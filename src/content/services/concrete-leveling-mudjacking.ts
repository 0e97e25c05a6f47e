import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Leveling & Mudjacking: benefit cards, applications, 4-step process, planning tips, guide, 8 FAQs. */
export default {
  slug: 'concrete-leveling-mudjacking',
  name: 'Concrete Leveling & Mudjacking',
  icon: 'move-vertical',
  category: 'repair',
  summary:
    'Lifting sunken driveways, sidewalks, patios and steps back to level with mudjacking or polyurethane foam, for far less than tearing out and replacing them.',
  seo: {
    title: 'Concrete Leveling & Mudjacking in Beaumont, TX',
    description:
      'Sunken driveway, patio or sidewalk? We lift settled concrete with mudjacking or polyurethane foam in Beaumont and Southeast Texas. Free estimates.',
    keywords: [
      'concrete leveling Beaumont',
      'mudjacking Southeast Texas',
      'polyurethane foam lifting',
      'slab jacking',
      'sunken driveway repair',
      'sidewalk trip hazard repair',
      'concrete lifting cost',
    ],
  },
  hero: {
    heading: 'Concrete Leveling & Mudjacking: Lift Sunken Slabs Back in Place',
    text: `Clay soil and heavy rain leave slabs sinking, tilting toward the house and catching toes at every joint. We raise settled concrete back to level in ${business.homeCity} and within ${business.serviceRadiusMiles} miles, usually in a single visit.`,
    cta: 'Get Free Consultation',
  },
  atGlance: {
    price: [{ low: 3, high: 8, unit: 'sqft', typical: false }],
    duration: { low: 4, high: 8, unit: 'hours', typical: false },
    lifespan: { low: 5, high: 10, unit: 'years', typical: false },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Level Instead of Replace',
      intro: 'If the slab itself is sound and only the ground under it has dropped, lifting it is usually the smarter repair.',
      items: [
        {
          icon: 'hand-coins',
          title: 'Saves 50-70%',
          description:
            'Leveling costs $3-8 per sq ft and saves 50-70% compared with breaking out and pouring new concrete, with no demolition, haul-off or new forms to pay for.',
        },
        {
          icon: 'clock',
          title: 'Done in Hours',
          description:
            'Most leveling jobs take 4-8 hours. There is no long wait for new concrete to cure, and your driveway or walkway is back in use far sooner than after a replacement.',
        },
        {
          icon: 'footprints',
          title: 'Removes Trip Hazards',
          description:
            'Raised edges between sunken and level panels are a common cause of falls. Bringing panels back flush makes walks, porches and entries safe for family, visitors and customers.',
        },
        {
          icon: 'droplets',
          title: 'Water Drains the Right Way',
          description:
            'A patio or driveway that has tipped toward the house sends rain at the foundation. Lifting it restores the slope so water runs away from the house again.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Concrete We Lift',
      intro: 'Almost any slab on the ground can be lifted if it is still in one piece or a few large pieces.',
      items: [
        {
          icon: 'car',
          title: 'Driveways',
          description:
            'Panels that have dropped at the garage, sunk beside the street or settled where a downspout has been washing out the soil under one corner.',
          features: ['Garage entry drop-offs', 'Settled apron panels', 'Uneven joints between panels'],
        },
        {
          icon: 'footprints',
          title: 'Sidewalks and Walkways',
          description: 'Front walks and side-yard paths with lifted or dropped joints that catch feet, mowers and wheelchairs.',
          features: ['Trip hazards removed', 'Panels brought flush', 'Joints resealed'],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Backyard patios that have sunk away from the house or tilted toward it, leaving a gap at the foundation or water standing against the wall.',
          features: ['Slope restored away from the house', 'Gaps at the foundation closed', 'Furniture stays level'],
        },
        {
          icon: 'home',
          title: 'Porch Stoops and Steps',
          description:
            'Concrete stoops and steps that have dropped away from the front door or pulled away from the house, leaving a high threshold and a gap that lets water in.',
          features: ['Stoops raised to the threshold', 'Gaps at the house closed', 'Safer entry'],
        },
        {
          icon: 'waves',
          title: 'Pool Decks',
          description:
            'Deck panels that have settled around the pool, often where backfill around the shell was never compacted well. Foam lifting keeps heavy slurry off the pool wall.',
          features: ['Lightweight foam near the shell', 'Trip edges removed', 'Drainage away from the pool'],
        },
        {
          icon: 'warehouse',
          title: 'Garage and Shop Floors',
          description:
            'Interior slabs with sunken sections at joints or along the edges, lifted from inside without moving out everything stored in the building.',
          features: ['Lifted from inside', 'Little disruption', 'Joints brought level'],
        },
        {
          icon: 'store',
          title: 'Commercial Walks and Aprons',
          description:
            'Storefront sidewalks, entry walks and dumpster or loading aprons at businesses, where an uneven joint is a liability. We can work early or late around business hours.',
          features: ['Scheduled around opening hours', 'Entries kept usable', 'Trip hazards removed'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Level Concrete',
      steps: [
        {
          title: 'Inspect and Recommend',
          description:
            'We measure how far each panel has dropped, look for the cause, such as a downspout, a leak or washed-out soil, and tell you whether leveling will work and whether mudjacking or foam fits the job better.',
        },
        {
          title: 'Drill Injection Holes',
          description:
            'We drill a pattern of small holes through the sunken panels, placed to lift the slab evenly and reach the voids underneath.',
        },
        {
          title: 'Pump and Lift',
          description:
            'We pump slurry or polyurethane foam under the slab in stages, watching the surface the whole time, until the voids are filled and the panel rises back to level.',
        },
        {
          title: 'Patch, Seal and Check',
          description:
            'The holes are patched with cement to match, joints and cracks are sealed against water, and we walk the finished slab with you before we leave.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Planning Tips for Concrete Leveling',
      intro: 'Lifting a slab fixes the symptom. These steps deal with the cause and help the repair last.',
      items: [
        {
          title: 'Call early',
          description:
            'A panel that has dropped a little is easier to lift than one that has sunk far enough to crack across. The longer a void sits under the slab, the more soil rain carries away and the bigger it gets.',
        },
        {
          title: 'Fix the water first',
          description:
            'Most sunken concrete in Southeast Texas starts with water: a downspout dumping beside the driveway, a sprinkler head spraying under a slab edge or a low spot where runoff collects. Extend downspouts and regrade before or right after leveling.',
        },
        {
          title: 'Check for plumbing leaks',
          description:
            'If a slab near the house keeps sinking or the ground stays wet in dry weather, have a plumber test for a leak. Leveling over a leaking pipe only buys time until the water washes out the new support.',
        },
        {
          title: 'Seal the joints afterwards',
          description:
            'Open joints and cracks let rain run straight into the soil under the slab. A flexible joint sealant after leveling keeps water out and helps the lift last.',
        },
        {
          title: 'Watch the trees',
          description:
            'Large trees pull moisture out of clay soil and can drop a slab during dry summers. Their roots can also lift panels. Tell us about nearby trees so we can judge whether leveling or root work comes first.',
        },
        {
          title: 'Keep the edges backfilled',
          description:
            'Fill and compact soil along slab edges where rain has carved a gap, and keep grass or mulch growing there. Bare edges erode quickly in a heavy downpour.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Guide to Concrete Leveling in Southeast Texas',
      intro: 'Why slabs sink here, how mudjacking and foam lifting compare, what leveling costs and when replacement is the better answer.',
      blocks: [
        {
          heading: 'Why concrete sinks on Gulf Coast clay',
          paragraphs: [
            'Much of Jefferson, Orange, Hardin and Chambers counties sits on expansive clay that swells when wet and shrinks when it dries. Over years of wet springs and dry late summers, that movement opens gaps under slabs, and the concrete settles into them. Fill that was never compacted well, such as backfill next to a new house or around a pool, settles on its own and takes the concrete with it.',
            `Water makes it worse. ${business.homeCity} gets over 60 inches of rain a year, much of it in hard tropical downpours. When runoff from a roof or yard pours along a slab edge, it washes fine soil out from under the concrete and leaves a hollow. After a wet season or a hurricane, it is common to see driveway panels cracked across a void, patios tipping toward the house and walkways that sound hollow when you tap them.`,
          ],
        },
        {
          heading: 'Mudjacking versus polyurethane foam',
          paragraphs: [
            'Both methods lift the slab by pumping material underneath it through holes drilled in the concrete. They differ in what gets pumped and in how they behave afterwards.',
            'Mudjacking, also called slabjacking, pumps a cement-based slurry of sand, soil, cement and water. It has been used for decades, fills large voids well and costs less per cubic foot of material. The slurry is heavy, though, and adds weight to soil that is already weak, and the holes are larger and more noticeable.',
            'Polyurethane foam lifting injects a two-part foam that expands under the slab and hardens quickly. It is very light, so it does not load the soil, needs holes about the size of a dime and does not wash out in wet ground. The material costs more, so foam jobs tend to sit toward the higher end of the price range.',
          ],
          bullets: [
            'Mudjacking: heavier material, lower material cost, good for filling large voids under sturdy slabs',
            'Foam: lightweight, smaller holes, resists water, good near pools, over weak soil and where appearance matters',
            'Both: lift in place with no demolition and no new concrete to cure',
          ],
        },
        {
          heading: 'Cost, time and how long it lasts',
          paragraphs: [
            'Concrete leveling costs $3-8 per sq ft, and it saves 50-70% compared with tearing out the slab and pouring new concrete. Most jobs take 4-8 hours from the first hole to the last patch, and we tell you before we leave when the slab is ready for foot traffic and for vehicles.',
            'A well-done lift lasts 5-10 years or more. How long yours lasts depends mostly on the ground: if the water problem that washed out the soil is fixed and the joints are sealed, the slab has a good chance of staying put for many years. If water keeps running under it, it can settle again.',
          ],
        },
        {
          heading: 'When leveling will not work',
          paragraphs: [
            'Leveling is a repair for sound concrete sitting on ground that has dropped. It is not the right answer for every slab, and we will tell you plainly when replacement makes more sense.',
          ],
          bullets: [
            'The slab is broken into many small pieces, or damage covers 40% of the surface or more',
            'The concrete is crumbling, spalling or badly scaled, so lifting it only raises a worn-out surface',
            'The slab has heaved up rather than sunk: leveling lifts concrete, it cannot lower it',
            'The cause is still active, such as a leaking pipe or water running under the slab that has not been fixed',
            'The house foundation itself is settling, which calls for a structural engineer rather than slab lifting',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does concrete leveling cost?',
      answer:
        'Concrete leveling costs $3-8 per sq ft, depending on how far the slab has dropped, the size of the voids underneath and whether we use mudjacking or polyurethane foam. That saves 50-70% compared with replacing the concrete. We give a free estimate after an on-site inspection.',
    },
    {
      question: 'How long does it take to level a driveway?',
      answer:
        'Most leveling jobs take 4-8 hours, including drilling, lifting, patching the holes and sealing joints. We tell you before we leave when the slab can take foot traffic and when you can drive on it again.',
    },
    {
      question: 'How long does concrete leveling last?',
      answer:
        'A lifted slab usually lasts 5-10 years or more. The biggest factor is water: if downspouts, grading and open joints are dealt with so rain no longer washes soil out from under the slab, the repair lasts much longer.',
    },
    {
      question: 'What is the difference between mudjacking and foam leveling?',
      answer:
        'Mudjacking pumps a heavy cement-based slurry under the slab through larger holes; it is a proven method and fills big voids well. Polyurethane foam is lightweight, goes in through holes about the size of a dime and resists washing out. We recommend one or the other based on the soil, the size of the voids and where the slab is.',
    },
    {
      question: 'Why does concrete sink in Beaumont?',
      answer:
        'Expansive clay soil swells and shrinks with the seasons, poorly compacted fill settles over time, and heavy rain washes soil out from under slab edges. Downspouts that drain beside a slab, leaking pipes and large trees drying out the soil all make it more likely.',
    },
    {
      question: 'Will the drilled holes show?',
      answer:
        'The holes are patched with cement after lifting. The patches stay visible up close, especially on older or stained concrete, but they are small and blend in more as the concrete weathers. Foam lifting needs smaller holes than mudjacking.',
    },
    {
      question: 'Can cracked concrete be leveled?',
      answer:
        'Yes, if it is in a few large pieces. A panel with one or two cracks can be lifted and the cracks sealed. If the slab is shattered into many small pieces or crumbling, leveling will not hold it together and replacement is the better choice.',
    },
    {
      question: 'Can you lift sunken porch steps?',
      answer:
        'Often, yes. Concrete stoops and steps that have settled away from the door can usually be lifted back to the threshold and the gap at the house closed. Steps that are cracked apart or pulling loose from their landing may need to be rebuilt instead.',
    },
  ],
  closing: {
    heading: 'Sunken Slab? Let Us Take a Look',
    text: `Call us for a free inspection. We will measure the settling, find the cause and tell you honestly whether leveling or replacement is the better repair, with a written estimate within ${business.response.estimate}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
