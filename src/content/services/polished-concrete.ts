import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Polished Concrete: four why-choose cards, four finish levels with grit badges, four applications, 6-step process, 8 tips, long guide, 7 FAQs. */
export default {
  slug: 'polished-concrete',
  name: 'Polished Concrete',
  icon: 'sparkles',
  category: 'decorative',
  summary:
    'Ground, densified and polished concrete floors from matte to high gloss for homes, shops, warehouses and offices, built to last 20+ years.',
  seo: {
    title: 'Polished Concrete Floors in Beaumont, TX | Homes & Shops',
    description:
      'Polished concrete floors for homes, retail, offices and warehouses in Beaumont and Southeast Texas. Matte to high gloss, 20+ year life. Free quotes.',
    keywords: [
      'polished concrete Beaumont',
      'concrete floor polishing',
      'polished concrete floors Texas',
      'commercial floor polishing',
      'warehouse polished concrete',
      'grind and polish concrete',
    ],
  },
  hero: {
    heading: 'Polished Concrete Floors That Shine for Decades',
    text: `We grind, harden and polish the slab you already have into a dense, glossy floor that needs no wax and shrugs off humidity. Homes, showrooms and warehouses in ${business.homeCity} and within ${business.serviceRadiusMiles} miles.`,
    cta: 'Get Free Quote',
  },
  atGlance: {
    price: [{ low: 4, high: 10, unit: 'sqft', typical: true }],
    duration: { low: 3, high: 5, unit: 'days', typical: false },
    lifespan: { low: 20, unit: 'years', typical: false },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-choose',
      heading: 'Why Choose Polished Concrete',
      items: [
        {
          icon: 'shield-check',
          title: 'Lasts 20+ Years',
          description:
            'Polishing hardens the top of the slab itself rather than adding a coating that can peel. With basic care, a polished floor lasts 20+ years before it needs more than routine upkeep.',
        },
        {
          icon: 'droplets',
          title: 'Made for Humid Homes',
          description:
            'There is no carpet pad to hold moisture and no grout to grow mildew. After a wet spell or even flood water, the floor can be cleaned and dried instead of torn out.',
        },
        {
          icon: 'sparkles',
          title: 'Brighter Rooms',
          description:
            'A polished surface reflects light from windows and fixtures, so warehouses, stores and living rooms look brighter with the lighting they already have.',
        },
        {
          icon: 'wrench',
          title: 'Simple Upkeep',
          description:
            'No waxing, stripping or recoating. Dust mopping and a damp mop with a neutral cleaner keep the shine, and the dense surface resists tire marks and spills.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'finish-levels',
      heading: 'Finish Levels',
      intro:
        'The shine comes from how far we take the diamonds. Each level builds on the one before, with finer abrasives and more reflection.',
      items: [
        {
          icon: 'square',
          title: 'Level 1: Flat Ground Finish',
          badge: 'Up to 120 grit',
          description:
            'The slab is ground smooth and densified but left unpolished. It is clean, hard and easy to sweep, with no reflective sheen.',
          features: ['Matte, non-reflective surface', 'Natural concrete gray', 'Good grip underfoot'],
          bestFor: 'Warehouses, workshops and utility areas',
        },
        {
          icon: 'layers',
          title: 'Level 2: Satin Finish',
          badge: 'Up to 400 grit',
          description:
            'Honing past the grinding stage gives a soft, low sheen. Overhead lights show as a faint glow rather than a clear reflection.',
          features: ['Low sheen, soft glow', 'Hides dust and light scuffs', 'Understated, natural look'],
          bestFor: 'Garages, back rooms and industrial spaces',
        },
        {
          icon: 'sun',
          title: 'Level 3: Semi-Gloss Finish',
          badge: 'Up to 800 grit',
          description:
            'The most requested level. The floor reflects light clearly enough to brighten a room, while staying practical for busy areas.',
          features: ['Noticeable shine', 'Reflections visible but slightly soft', 'Balanced look and upkeep'],
          bestFor: 'Homes, offices, schools and restaurants',
          popular: true,
        },
        {
          icon: 'gem',
          title: 'Level 4: High-Gloss Finish',
          badge: 'Up to 3000 grit',
          description:
            'Polishing through the finest resin diamonds gives a mirror-like floor. Light fixtures and signs reflect sharply in the surface.',
          features: ['Mirror-like, high-gloss shine', 'Sharp, clear reflections', 'Deepest color and clarity'],
          bestFor: 'Showrooms, lobbies and feature rooms',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Where Polished Concrete Works',
      items: [
        {
          icon: 'home',
          title: 'Homes and New Construction',
          description:
            'Living areas, kitchens and open plans in new builds and remodels, polished straight on the foundation slab instead of laying another floor over it.',
          features: ['New slabs and existing floors', 'Stain and dye color options', 'Cool, clean surface year round'],
        },
        {
          icon: 'store',
          title: 'Retail and Showrooms',
          description:
            'Stores, dealerships and showrooms get a bright, durable floor that handles foot traffic, carts and displays and looks good on opening day and years later.',
          features: ['High-gloss finishes', 'Work scheduled around store hours', 'Logos and colored zones'],
        },
        {
          icon: 'warehouse',
          title: 'Warehouses and Industrial Floors',
          description:
            'Distribution centers, shops and plant buildings get a hard, dust-free floor that stands up to forklifts and pallet jacks and is simple to keep clean.',
          features: ['Densified against dusting', 'Forklift and pallet-jack traffic', 'Joint filling and repair'],
        },
        {
          icon: 'building',
          title: 'Offices, Schools and Restaurants',
          description:
            'Lobbies, hallways, classrooms and dining rooms where floors take constant traffic and need to be cleaned quickly without closing the room for waxing.',
          features: ['Slip-resistant finish levels', 'No waxing or stripping downtime', 'Easy daily cleaning'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our Polishing Process',
      steps: [
        {
          title: 'Assess the Slab',
          description:
            'We check the floor’s hardness, flatness, cracks, joints and any coatings or glue, test for moisture, and agree on the finish level and aggregate exposure you want.',
        },
        {
          title: 'Repair and Prepare',
          description:
            'Old coatings and adhesives come off, cracks and holes are filled, and joints are cleaned out so the floor is one sound, continuous surface before grinding.',
        },
        {
          title: 'Grind',
          description:
            'Metal-bond diamonds grind the surface flat and open it up, removing the weak top layer and exposing as much of the stone as your chosen look calls for.',
        },
        {
          title: 'Densify',
          description:
            'A liquid densifier soaks into the ground surface and reacts inside the concrete, making the top harder and denser so it takes a polish and resists wear and dusting.',
        },
        {
          title: 'Hone and Polish',
          description:
            'Resin-bond diamonds refine the surface in steps, each finer than the last, until the floor reaches the sheen of the finish level you picked. Color goes in at this stage if you chose it.',
        },
        {
          title: 'Protect and Hand Over',
          description:
            'A penetrating guard is applied and burnished in for stain resistance, the area is cleaned, and we show you how to care for the floor.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Polished Concrete Tips',
      intro: 'Planning makes the biggest difference on new construction; simple habits keep any polished floor looking its best.',
      numbered: true,
      items: [
        {
          title: 'Give new slabs 28 days',
          description:
            'Concrete should be at least 28 days old before it is polished. Grinding earlier risks a softer surface that polishes unevenly.',
        },
        {
          title: 'Decide on aggregate exposure before the pour',
          description:
            'If you want a salt-and-pepper or full-stone look, tell your builder and us before the slab is poured so the finishing and flatness can be planned for it.',
        },
        {
          title: 'Protect the slab during construction',
          description:
            'Paint, drywall mud, oil, pipe dope and rusty tools leave marks that can go deeper than polishing removes. Cover the floor and keep vehicles and leaking equipment off it.',
        },
        {
          title: 'Dust mop daily',
          description:
            'Sand and grit tracked in from outside slowly dull the shine. A microfiber dust mop used daily in busy areas is the most effective maintenance you can do.',
        },
        {
          title: 'Clean with a neutral cleaner',
          description:
            'Use a pH-neutral cleaner made for polished concrete. Acidic or harsh cleaners, vinegar and bleach can etch the surface and strip the protective guard.',
        },
        {
          title: 'Wipe up spills quickly',
          description:
            'Wine, citrus juice, soft drinks and oil can mark the surface if they sit. Blot them up promptly, especially in kitchens and restaurants.',
        },
        {
          title: 'Use walk-off mats at entrances',
          description:
            'Mats inside and outside each door catch the sand and mud that Southeast Texas rain carries in, taking the wear off the polished surface.',
        },
        {
          title: 'Schedule maintenance polishing for busy floors',
          description:
            'In stores, offices and schools, periodic burnishing with a fine pad restores the gloss in traffic lanes without regrinding the floor. We can set up a schedule that fits your traffic.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Planning a Polished Concrete Floor',
      intro:
        'A polished floor is the slab itself, so its look depends on the concrete you start with and on a few decisions made before the grinding begins.',
      blocks: [
        {
          heading: 'Choosing how much stone to show',
          paragraphs: [
            'Polishing can leave the cement surface almost untouched or cut down to reveal the sand and stone inside the slab. A light grind keeps a smooth, cream-colored surface with only a few specks showing. A medium grind gives a salt-and-pepper look with fine sand and small stones scattered across the floor. A deep grind exposes the larger stone for a look close to terrazzo.',
            'On an existing slab you get the stone that is already in it, and it may not be evenly spread. On new construction the mix, the placement and the finishing can be planned to get the look you want, which is why we like to talk to builders before the pour.',
          ],
          bullets: [
            'Cream: smooth cement surface, minimal stone',
            'Salt and pepper: fine sand and small stones showing',
            'Full aggregate: larger stone exposed across the floor',
          ],
        },
        {
          heading: 'Picking a finish level',
          paragraphs: [
            'The finish level sets the shine, not the strength: every level is ground and densified. Level 1 and Level 2 suit warehouses and workshops where grip and low upkeep matter more than reflection. Level 3 is the choice for most homes and offices. Level 4 is the showroom floor, at its best in lobbies and retail spaces where a mirror shine makes an impression.',
            'A higher gloss shows scratches and dust a little more readily, so it pays off where the floor is cared for daily. In homes with large dogs or sandy yards, a Level 2 or Level 3 finish keeps its looks with less effort.',
          ],
        },
        {
          heading: 'Adding color',
          paragraphs: [
            'Polished concrete does not have to stay gray. Dyes applied during polishing soak into the surface and come out even and rich, from soft browns to charcoal and black. Stained borders and scored patterns can divide large rooms or mark walkways in a store. Color is locked in by the densifier and guard, so it wears with the floor rather than peeling off.',
          ],
        },
        {
          heading: 'Humidity, moisture and Southeast Texas slabs',
          paragraphs: [
            'Most homes and businesses here sit on slabs on grade over clay that stays damp much of the year, and Beaumont sees over 60 inches of rain annually. That is a problem for glued-down flooring and coatings, which can blister or lift when moisture pushes up through the slab. A polished floor is part of the concrete, so it lets that moisture pass without failing.',
            'It also handles water on top better than most floors. After a storm or a burst pipe, there is no carpet or pad to rip out and no swollen wood to replace. The floor can be cleaned, dried and, if needed, lightly re-polished.',
          ],
        },
        {
          heading: 'What to expect during the work',
          paragraphs: [
            'Polishing is a multi-step job. A typical home takes 3-5 days, and a large commercial floor 1-2 weeks, depending on the condition of the slab and the finish level. We use grinders connected to dust-extraction vacuums, so the work is far cleaner than most people expect, and we can phase commercial jobs so part of a building stays open.',
            'Cracks and control joints will still be there when we finish. We fill them to keep dirt out and make them blend in, but polished concrete is honest about the slab beneath it, and those lines are part of its look.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How long does it take to polish a concrete floor?',
      answer:
        'Most residential floors take 3-5 days. A large commercial floor takes 1-2 weeks. The condition of the slab, the amount of repair and coating removal, and the finish level you choose all affect the schedule, and we confirm it in your quote.',
    },
    {
      question: 'How new can the concrete be before it is polished?',
      answer:
        'The concrete should be at least 28 days old before polishing. That gives it time to cure and reach the hardness it needs to grind and polish evenly.',
    },
    {
      question: 'How long does a polished concrete floor last?',
      answer:
        'A polished concrete floor lasts 20+ years with basic care. There is no coating to wear through; the shine is in the densified concrete itself. Busy commercial floors benefit from periodic burnishing to keep the gloss in traffic lanes.',
    },
    {
      question: 'Can you polish my existing concrete floor?',
      answer:
        'In most cases, yes. We remove carpet glue, tile adhesive, paint or old coatings, repair cracks and holes, and then grind and polish. Existing slabs may show old patches and uneven stone, which we point out during the assessment so you know what the finished floor will look like.',
    },
    {
      question: 'Is polished concrete slippery?',
      answer:
        'Dry polished concrete is generally no more slippery than other smooth hard floors, and it is less slippery than waxed tile because there is no wax film. Like any hard floor, it gets slick when wet, so we recommend mats at entrances and a lower-gloss finish in areas that often get wet.',
    },
    {
      question: 'Which finish level should I choose?',
      answer:
        'Level 1 or Level 2 for warehouses, shops and garages, where grip and low upkeep matter most. Level 3 for most homes, offices and restaurants. Level 4 for showrooms, lobbies and feature spaces where a mirror-like gloss is the goal. We can polish a sample area so you can compare.',
    },
    {
      question: 'Is grinding and polishing messy?',
      answer:
        'Far less than most people expect. Our grinders run with dust-extraction vacuums, and the polishing steps create very little dust. We mask off walls, doors and cabinets, and we clean up at the end of each day.',
    },
  ],
  closing: {
    heading: 'Ready for a Floor That Shines for Years?',
    text: `Call us or send the size and use of your space. We will check the slab, recommend a finish level and send a free written quote within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
