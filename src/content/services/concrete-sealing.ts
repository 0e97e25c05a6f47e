import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Sealing: four benefits, four sealer types, four applications, process, eight tips, guide, eight FAQs. */
export default {
  slug: 'concrete-sealing',
  name: 'Concrete Sealing',
  icon: 'shield-check',
  category: 'repair',
  summary:
    'Cleaning and sealing for driveways, patios, pool decks and garage floors, with the right sealer for Gulf Coast rain, sun, humidity and mildew.',
  seo: {
    title: 'Concrete Sealing in Beaumont, TX | Driveways & Patios',
    description:
      'Concrete sealing in Beaumont and Southeast Texas: penetrating, acrylic, polyurethane and epoxy sealers that keep out water, oil, UV and mildew. Free quotes.',
    keywords: [
      'concrete sealing Beaumont',
      'driveway sealer',
      'seal stamped concrete',
      'penetrating concrete sealer',
      'garage floor epoxy Southeast Texas',
      'concrete sealing contractor',
    ],
  },
  hero: {
    heading: 'Concrete Sealing That Stands Up to Gulf Coast Weather',
    text: `Bare concrete soaks up rain, oil and mildew like a sponge. We clean, repair and seal driveways, patios and floors across ${business.region}, within ${business.serviceRadiusMiles} miles of ${business.homeCity}, with a sealer chosen for how each slab is used.`,
    cta: 'Get Free Quote',
  },
  atGlance: {
    price: [{ low: 1, high: 3, unit: 'sqft', typical: true }],
    duration: { low: 1, high: 2, unit: 'days', typical: true },
    lifespan: { low: 2, high: 3, unit: 'years', typical: false },
    traffic: { foot: { low: 4, high: 6, unit: 'hours', typical: false }, vehicles: { low: 24, high: 48, unit: 'hours', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'What Sealing Does for Your Concrete',
      intro: 'Concrete is porous. A good sealer closes those pores to water and stains while letting the slab keep doing its job.',
      items: [
        {
          icon: 'droplets',
          title: 'Keeps Water Out',
          description:
            'Sealed concrete sheds rain instead of absorbing it, so less water reaches the rebar, the joints and the soil underneath. That slows surface scaling, rust stains and the washouts that lead to cracking.',
        },
        {
          icon: 'shield',
          title: 'Resists Oil and Stains',
          description:
            'Motor oil, brake fluid, fertilizer, rust from patio furniture and spilled drinks sit on top of a sealed surface long enough to be wiped or washed off, instead of soaking in for good.',
        },
        {
          icon: 'sun',
          title: 'Protects Color from the Sun',
          description:
            'UV-stable sealers slow the fading of stained, stamped and colored concrete, and a satin or wet-look finish brings back the depth of color that weathering dulls.',
        },
        {
          icon: 'leaf',
          title: 'Slows Mildew and Algae',
          description:
            'Shaded slabs in our humid air turn green and black quickly. A sealed surface holds less moisture and dirt for mildew to feed on, and it cleans up with a rinse instead of a hard scrub.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'sealer-types',
      heading: 'Sealer Types We Use',
      intro:
        'No single sealer suits every slab. We match the product to the surface, the traffic it carries and how much sun and water it sees.',
      items: [
        {
          icon: 'droplets',
          title: 'Penetrating Silane/Siloxane',
          description:
            'Soaks into the pores and reacts inside the concrete to repel water from within. It leaves no film on top, so the surface looks and feels the same and stays as slip-resistant as bare concrete.',
          badge: 'Natural look',
          popular: true,
          features: [
            'Invisible once dry, no shine',
            'Lets moisture vapor escape, so it will not trap humidity',
            'Nothing on the surface to peel or wear off',
            'Keeps the grip of a broom finish',
          ],
          bestFor: 'Broom-finished driveways, sidewalks and pool decks where grip and a natural look matter most',
        },
        {
          icon: 'paint-roller',
          title: 'Acrylic Sealer',
          description:
            'Forms a thin protective film on the surface. Solvent-based acrylics give a richer wet look; water-based ones give a softer satin finish with less odor. Both bring out color and make cleaning easy.',
          badge: 'Color enhancing',
          features: [
            'Wet-look or satin finish',
            'Deepens the color of stamped and stained work',
            'UV-resistant grades that do not yellow',
            'Anti-slip additive mixed in where people walk barefoot',
          ],
          bestFor: 'Stamped, stained and exposed aggregate patios, walkways and decorative driveways',
        },
        {
          icon: 'layers',
          title: 'Polyurethane Sealer',
          description:
            'A tougher, thicker film than acrylic that stands up to tires, foot traffic, abrasion and many chemicals. Aliphatic polyurethanes hold their clarity in sunlight, and they are often used as a clear topcoat over epoxy.',
          badge: 'High traffic',
          features: [
            'Strong abrasion and scuff resistance',
            'Resists hot-tire pickup and many chemicals',
            'UV-stable grades for outdoor use',
            'Gloss or satin finish',
          ],
          bestFor: 'Garage floors, showroom and shop floors, and busy commercial entrances',
        },
        {
          icon: 'shield-check',
          title: 'Epoxy Coating',
          description:
            'A hard, thick coating that bonds tightly to properly prepared concrete and resists oil, fuel and cleaning chemicals. Epoxy chalks and yellows in direct sun, so we use it indoors and top it with polyurethane where needed.',
          badge: 'Indoor floors',
          features: [
            'Very strong bond to a ground or profiled surface',
            'Seamless, easy-to-clean floor',
            'Solid colors and decorative flake broadcasts',
            'Non-slip grit can be added to the topcoat',
          ],
          bestFor: 'Garages, workshops, warehouses and other covered floors that take oil, fuel and heavy wear',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Where We Seal',
      items: [
        {
          icon: 'car',
          title: 'Driveways',
          description:
            'Driveways take the sun, the rain and every drip from the car. We degrease, wash and seal them so oil wipes up and water runs off toward the street.',
        },
        {
          icon: 'waves',
          title: 'Patios and Pool Decks',
          description:
            'Chlorinated splash, sunscreen and constant wet feet wear a deck down. We use breathable or slip-resistant sealers so the surface stays protected and safe to walk on.',
        },
        {
          icon: 'palette',
          title: 'Stamped and Decorative Concrete',
          description:
            'Stamped, stained and exposed aggregate concrete depend on their sealer for color and shine. Resealing on schedule keeps patterns crisp and colors from going chalky.',
        },
        {
          icon: 'warehouse',
          title: 'Garage, Shop and Commercial Floors',
          description:
            'Inside, we grind the floor and apply epoxy and polyurethane systems that shrug off oil, fuel and tire marks and make sweeping and mopping easy.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Seal Concrete',
      steps: [
        {
          title: 'Inspect and Choose the Sealer',
          description:
            'We check how old the concrete is, what sealer is already on it, how it is used and whether it holds moisture, then recommend a sealer and finish in a free written quote.',
        },
        {
          title: 'Clean and Repair',
          description:
            'We pressure-wash, degrease oil spots, kill mildew and strip failing sealer. Cracks and chipped spots are filled first so the sealer goes onto a sound surface.',
        },
        {
          title: 'Apply in the Right Conditions',
          description:
            'Once the slab is dry and the forecast is clear, we spray or roll on thin, even coats, mixing in anti-slip grit where people walk. Indoor floors are ground before coating.',
        },
        {
          title: 'Cure and Hand Back',
          description:
            'We block off the area and tell you when to use it: foot traffic after 4-6 hours, vehicles after 24-48 hours. You also get a simple schedule for resealing.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Sealing and Upkeep Tips',
      intro: 'A sealer only protects while it is there. These habits keep it working and tell you when it is time for another coat.',
      numbered: true,
      items: [
        {
          title: 'Do the water drop test',
          description:
            'Sprinkle a little water on the slab. If it beads up, the sealer is still working. If it darkens the concrete and soaks in within a minute, the surface is ready to be resealed.',
        },
        {
          title: 'Stick to a resealing schedule',
          description:
            'Most outdoor concrete here needs a fresh coat every 2-3 years. A busy driveway that carries several cars a day is best resealed annually. Note the date each time so the next coat is not forgotten.',
        },
        {
          title: 'Wait for new concrete to cure',
          description:
            'New concrete must be at least 28 days old before it is sealed; stamped and decorative concrete is sealed once it has cured 28 days, within 30 days of the pour. Sealing earlier traps the water the slab is still giving off and can leave a cloudy, poorly bonded film.',
        },
        {
          title: 'Pick a dry window',
          description:
            'Sealer needs a dry slab and a dry day. After a storm, give the concrete time to dry out, and avoid days with rain in the forecast. We also hold off when temperatures are expected to fall below 40°F.',
        },
        {
          title: 'Thin coats beat thick ones',
          description:
            'A heavy coat of acrylic traps solvent and moisture, turns white and peels. Two thin coats cure clearer and last longer than one thick one.',
        },
        {
          title: 'Add grit where feet are wet',
          description:
            'Film-forming sealers can be slick when wet. On pool decks, steps and shaded walkways, ask for an anti-slip additive, or use a penetrating sealer that leaves the texture as it is.',
        },
        {
          title: 'Clean gently between coats',
          description:
            'Use a pH-neutral cleaner or a mild degreaser and a soft brush. Harsh acids and very close pressure-washing wear sealer away early. Blot oil and rust spills as soon as you see them.',
        },
        {
          title: 'Reseal with a compatible product',
          description:
            'Not every sealer bonds to every other sealer. Solvent-based coats can soften some water-based films, and nothing sticks well to a silicone-treated slab. Tell us what was used before, or we will test a small patch first.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Sealing Concrete on the Gulf Coast',
      intro:
        'Sealing advice written for dry climates does not always work here. Humidity, strong sun, heavy rain and mildew all change which sealer to use and when to apply it.',
      blocks: [
        {
          heading: 'Why sealing matters more in Southeast Texas',
          paragraphs: [
            `Beaumont gets over 60 inches of rain a year, much of it in short, heavy downpours. Unsealed concrete absorbs part of that water every time, and the water carries dirt, salts and organic matter into the pores. Over the years that shows up as dark blotches, a rough and sandy surface, rust stains from the steel inside and joints that fill with weeds.`,
            'A sealer does not make concrete stronger, but it keeps water and stains near the surface where they can be washed away. On the expansive clay soils of Jefferson, Orange and Hardin counties, keeping water from soaking through the slab and its joints also helps keep the ground beneath a little more stable.',
          ],
        },
        {
          heading: 'Humidity and timing',
          paragraphs: [
            'Our air stays humid for much of the year, and concrete that looks dry can still hold a lot of moisture. If a film-forming sealer goes down over a damp slab, the trapped moisture turns it milky white, a problem known as blushing, and it can start to peel within a season.',
            'We check the slab before sealing and plan the work for a dry spell, usually starting after the morning dew has burned off. For slabs that stay damp, such as ones on low ground or poured without a vapor barrier, we lean toward breathable penetrating sealers that let moisture vapor out while keeping liquid water from getting in.',
          ],
        },
        {
          heading: 'Sun and UV',
          paragraphs: [
            'Long, hot summers put a lot of ultraviolet light on outdoor concrete. Sunlight fades colored and stained surfaces and breaks down sealers that are not made for it. Epoxy in particular yellows and chalks in direct sun, which is why we keep it to garages and covered floors.',
            'Outside, we use UV-resistant acrylics or aliphatic polyurethanes on decorative work and penetrating sealers on plain broom finishes. A slab that faces west or south, with no shade, wears its sealer faster and is the first to need resealing.',
          ],
        },
        {
          heading: 'Rain, standing water and mildew',
          paragraphs: [
            'Where water collects, mildew, algae and moss follow. North-facing patios, walkways under trees and the shady side of a house can turn green in a single wet season. Sealing slows this down, but it works best when the water has somewhere to go.',
            'Before we seal a problem area we kill the growth with a cleaner made for concrete, rinse it thoroughly and let the slab dry. We also point out the causes we see, such as a downspout emptying onto the slab, a sprinkler spraying the same spot every morning or a low corner that holds puddles.',
          ],
          bullets: [
            'Trim back shrubs and branches so the slab gets sun and air',
            'Send downspouts and sprinklers away from the concrete',
            'Rinse off leaves and pollen before they stain',
            'Treat green or black spots early, before they spread',
          ],
        },
        {
          heading: 'Hurricanes and flood water',
          paragraphs: [
            'After a hurricane or a flood, concrete is often left covered in silt, mud and whatever the water carried. Wash it off as soon as you can, let the slab dry completely, then do the water drop test. Flood water and hard scrubbing can strip a sealer that still had years of life, and a fresh coat before the next rainy season protects the surface again.',
          ],
        },
        {
          heading: 'How often to reseal',
          paragraphs: [
            'For most driveways, patios and walkways in this area, every 2-3 years is the right interval. Busy driveways that carry daily traffic, turning tires and regular oil drips are best resealed annually. Rather than going by the calendar alone, test the surface with a few drops of water each spring and reseal when it stops beading.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How often should concrete be sealed?',
      answer:
        'Every 2-3 years for most driveways, patios and walkways in Southeast Texas. A busy driveway with daily traffic, frequent turning and oil drips is best resealed annually. If water soaks in instead of beading up, it is time for a new coat.',
    },
    {
      question: 'How soon can I walk and drive on sealed concrete?',
      answer:
        'Foot traffic is fine after 4-6 hours. Keep cars, trucks and trailers off for 24-48 hours so the sealer can cure fully. Cool or humid weather sits at the longer end of those ranges, and we will tell you when your slab is ready.',
    },
    {
      question: 'How long after a new pour can concrete be sealed?',
      answer:
        'Concrete should be at least 28 days old before it is sealed, and stamped concrete is sealed once it has cured 28 days, within 30 days of the pour. Until then it is still releasing water as it cures, and a sealer put on too early can trap that moisture, turn cloudy and fail to bond.',
    },
    {
      question: 'Which sealer is best for my driveway?',
      answer:
        'For a plain broom-finished driveway we usually recommend a penetrating silane/siloxane sealer: it is invisible, breathable and keeps the surface grippy. For stamped or colored driveways, a UV-resistant acrylic brings out the color. We look at the slab and how you use it before recommending one.',
    },
    {
      question: 'Will sealing make my concrete slippery?',
      answer:
        'Penetrating sealers leave the surface texture unchanged. Film-forming sealers such as acrylics can be slick when wet, so on pool decks, steps and walkways we mix in an anti-slip additive to keep a safe grip.',
    },
    {
      question: 'Why has my old sealer turned white or started peeling?',
      answer:
        'Usually because moisture got trapped under it: the sealer went on over a damp slab, on a humid day, or too thick. Sometimes a new coat was not compatible with the old one. We strip or re-dissolve the failed layer where needed and reseal in dry conditions.',
    },
    {
      question: 'Does sealing fix cracks?',
      answer:
        'No. A sealer protects the surface but does not bridge cracks or hold broken concrete together. We fill small cracks before sealing so water cannot get in through them. Wider, growing or uneven cracks need repair first, and we will tell you if that is the case.',
    },
    {
      question: 'When is the best time of year to seal concrete in Beaumont?',
      answer:
        'Any stretch of dry, settled weather works. Spring and fall are ideal because the heat is milder and there are more dry days in a row. In summer we seal in the morning or late afternoon so the sealer does not flash-dry in the sun, and we do not seal when temperatures are expected to drop below 40°F.',
    },
  ],
  closing: {
    heading: 'Ready to Protect Your Concrete?',
    text: `Tell us what needs sealing and we will come out, test the surface and give you a free written quote within ${business.response.estimate}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
