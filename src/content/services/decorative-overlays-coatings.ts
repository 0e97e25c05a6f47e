import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Decorative Overlays & Coatings: 4 benefits, 4 overlay systems, 4 coating systems, 4 applications, 4-step process, 8 tips, guide, 7 FAQs. */
export default {
  slug: 'decorative-overlays-coatings',
  name: 'Decorative Overlays & Coatings',
  icon: 'layers',
  category: 'decorative',
  summary:
    'Stamped overlays, microtoppings, spray textures and epoxy or polyaspartic coatings that give worn but sound concrete a new surface without tearing it out.',
  seo: {
    title: 'Decorative Concrete Overlays & Coatings in Beaumont, TX',
    description:
      'Stamped overlays, microtopping, spray texture, knockdown and epoxy coatings for patios, pool decks and garages in Beaumont and Southeast Texas.',
    keywords: [
      'concrete overlay Beaumont',
      'decorative concrete coatings',
      'epoxy garage floor Beaumont',
      'pool deck resurfacing',
      'microtopping',
      'polyaspartic floor coating',
      'spray texture concrete',
    ],
  },
  hero: {
    heading: 'Decorative Concrete Overlays & Coatings for the Slab You Have',
    text: `If your slab is solid but stained, pitted or plain, an overlay or coating gives it a new look and a tougher surface, with no demolition. We resurface patios, pool decks, driveways and garage floors in ${business.homeCity} and within ${business.serviceRadiusMiles} miles.`,
    cta: 'Get Free Consultation',
  },
  atGlance: {
    price: [{ low: 8, high: 15, unit: 'sqft', typical: true }],
    duration: { low: 2, high: 4, unit: 'days', typical: true },
    lifespan: { low: 10, high: 20, unit: 'years', typical: false },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Overlay or Coat Your Concrete',
      items: [
        {
          icon: 'hand-coins',
          title: 'Less Than Replacement',
          description:
            'An overlay bonds to the slab you have, so there is no breaking out, hauling off or pouring new concrete. You pay for a new surface, not a new slab.',
        },
        {
          icon: 'palette',
          title: 'A Whole New Look',
          description:
            'Stone and brick patterns, smooth modern finishes, textured pool decks or glossy metallic floors, all on top of plain gray concrete.',
        },
        {
          icon: 'footprints',
          title: 'Safer, Cooler Surfaces',
          description:
            'Textured overlays and grit-loaded coatings give better footing when wet, and light-colored textures stay more comfortable under bare feet on a sunny day.',
        },
        {
          icon: 'shield',
          title: 'Protection for the Slab',
          description:
            'A sealed overlay or coating keeps water, oil and chemicals out of the concrete and hides the pitting, stains and patches on an old surface.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'overlay-systems',
      heading: 'Overlay Systems',
      intro: 'Overlays are polymer-modified cement toppings that bond to the existing slab. Each system has its own thickness and look.',
      items: [
        {
          icon: 'grid',
          title: 'Stamped Overlay',
          badge: '1/4-1/2 inch',
          description:
            'A thick layer of overlay mix pressed with stamping mats while it is still soft, giving sound old concrete the texture and pattern of slate, flagstone, brick or wood plank.',
          features: ['Patios and porches', 'Pool decks', 'Driveways and entries', 'Walkways'],
          popular: true,
        },
        {
          icon: 'brush',
          title: 'Microtopping',
          badge: '1/16-1/8 inch',
          description:
            'A very thin, smooth cement coat troweled on in layers. It can be colored, stained and sealed for a seamless, modern surface inside or out.',
          features: ['Interior floors and countertops', 'Shower and bathroom floors', 'Retail and restaurant floors', 'Steps and walls'],
        },
        {
          icon: 'spray-can',
          title: 'Spray Texture',
          badge: '1/8-1/4 inch',
          description:
            'Overlay mix sprayed on through a hopper gun, often over a stenciled pattern, leaving a textured, slip-resistant finish that stays comfortable underfoot.',
          features: ['Pool decks', 'Patios', 'Walkways and breezeways', 'Stenciled tile and brick patterns'],
        },
        {
          icon: 'paint-roller',
          title: 'Knockdown',
          badge: '1/8-3/8 inch',
          description:
            'Sprayed like a spray texture, then flattened with a trowel to leave a smooth-topped, mottled surface with good grip. A Gulf Coast favorite around pools.',
          features: ['Pool decks', 'Patios and covered porches', 'Sidewalks and walkways', 'Entryways and front steps'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'coating-systems',
      heading: 'Coating Systems',
      intro:
        'Coatings are thin resin films, under 1/8 inch, that bond to prepared concrete and give it a hard, easy-to-clean, chemical-resistant surface.',
      items: [
        {
          icon: 'shield-check',
          title: 'Epoxy',
          description:
            'A thick, tough resin that bonds strongly to ground concrete and resists oil, fuel and many chemicals. Best indoors, since sunlight yellows it.',
          features: ['Strong bond and build', 'Chemical and oil resistance', 'Solid colors and decorative flake'],
          bestFor: 'Garage floors, workshops and industrial floors',
          popular: true,
        },
        {
          icon: 'zap',
          title: 'Polyaspartic',
          description:
            'A fast-curing coating that stays clear and color-stable in sunlight and handles the heat of a Texas garage. Often used as a base and topcoat in flake systems.',
          features: ['UV-stable, will not yellow', 'Fast return to service', 'Flexible and abrasion resistant'],
          bestFor: 'Garages, patios and porches in full sun',
        },
        {
          icon: 'layers',
          title: 'Urethane Topcoat',
          description:
            'A clear protective layer rolled over epoxy or other base coats. It adds scratch and UV resistance and can carry grit for better traction.',
          features: ['Scratch and scuff resistance', 'Protects epoxy from yellowing', 'Gloss or satin sheen'],
          bestFor: 'High-traffic commercial floors and coated garages',
        },
        {
          icon: 'gem',
          title: 'Metallic Epoxy',
          description:
            'Epoxy mixed with metallic pigments and worked by hand into swirls and depth, so each floor looks like polished stone or liquid metal.',
          features: ['Pearl and metallic effects', 'One-of-a-kind pattern', 'High-gloss finish'],
          bestFor: 'Showrooms, man caves, offices and feature rooms',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Where We Use Overlays and Coatings',
      items: [
        {
          icon: 'waves',
          title: 'Pool Decks',
          description:
            'Spray texture, knockdown and stamped overlays turn a worn, slick pool deck into a cooler, grippy surface in colors that suit the yard.',
          features: ['Slip-resistant textures', 'Light, heat-reflecting colors', 'Pool-chemical resistant sealers'],
        },
        {
          icon: 'sun',
          title: 'Patios and Porches',
          description:
            'A stamped overlay or knockdown finish gives a dull patio the look of stone or tile and seals it against rain and mildew stains.',
          features: ['Stone, brick and tile looks', 'Color-matched steps and edges', 'UV-stable sealers'],
        },
        {
          icon: 'car',
          title: 'Garage Floors',
          description:
            'Epoxy and polyaspartic flake systems cover stains and pitting and give a floor that wipes clean of oil, mud and road grime.',
          features: ['Decorative flake blends', 'Oil and chemical resistance', 'Grit for wet-tire traction'],
        },
        {
          icon: 'factory',
          title: 'Commercial and Industrial Floors',
          description:
            'Shops, showrooms, kitchens and plant buildings get coated floors that stand up to chemicals, carts and washdowns and are easy to keep clean.',
          features: ['Chemical-resistant systems', 'Safety-line and zone colors', 'Work phased around operations'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Resurface Your Concrete',
      steps: [
        {
          title: 'Inspect and Test',
          description:
            'We check that the slab is sound, look for moving cracks and soft spots, test for moisture and help you choose a system, color and texture.',
        },
        {
          title: 'Prepare and Repair',
          description:
            'Grinding or shot blasting removes sealers, paint and the weak top layer so the new material can bond. Cracks are repaired and joints marked so they carry through.',
        },
        {
          title: 'Apply the System',
          description:
            'The overlay is troweled, sprayed or stamped, or the coating is rolled out in base, broadcast and build coats, to the thickness the system calls for.',
        },
        {
          title: 'Seal and Cure',
          description:
            'Overlays get a protective sealer and coatings their topcoat. We cut or reopen the joints, clean up and tell you when the surface is ready for feet and vehicles.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Overlay and Coating Tips',
      intro: 'An overlay or coating is only as good as the slab and the preparation under it. These points help it last.',
      numbered: true,
      items: [
        {
          title: 'Start with sound concrete',
          description:
            'An overlay is a new surface, not a structural fix. A sinking or heaving slab needs leveling first, and one damaged across more than 40% of its surface is usually better replaced.',
        },
        {
          title: 'Fix moving cracks before resurfacing',
          description:
            'Cracks that still open and close will show through any overlay or coating. We repair them and carry existing control joints up through the new surface so it cracks where it should.',
        },
        {
          title: 'Test for moisture on slabs on grade',
          description:
            'Damp clay under a slab can push moisture up and lift a coating. A moisture test before a garage or interior coating tells us which primer or system will hold.',
        },
        {
          title: 'Use UV-stable products outdoors',
          description:
            'Plain epoxy yellows and chalks in direct sun. Outside, choose a polyaspartic, a urethane topcoat or a sealed cement overlay instead.',
        },
        {
          title: 'Pick lighter colors for pool decks',
          description:
            'Dark surfaces get hot enough in a Southeast Texas summer to make bare feet miserable. Light tans, grays and creams stay noticeably cooler.',
        },
        {
          title: 'Ask for grit where it gets wet',
          description:
            'Smooth coatings and sealers get slick in rain or pool splash. A fine grit mixed into the topcoat gives traction on garage aprons, pool decks and steps.',
        },
        {
          title: 'Reseal overlays every 2-5 years',
          description:
            'The sealer on an overlay takes the sun, rain and traffic. Reseal every 2-5 years, sooner on a busy pool deck or driveway, to keep the color and the surface protected.',
        },
        {
          title: 'Clean gently',
          description:
            'Use a mild detergent and a soft brush or low-pressure rinse. Harsh acids and a close-up pressure-washer tip can strip the sealer and scar the surface.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Overlays and Coatings: What to Know Before You Resurface',
      intro:
        'Overlays and coatings both go on top of existing concrete, but they are different materials for different jobs. Choosing well starts with understanding the difference.',
      blocks: [
        {
          heading: 'Overlay or coating?',
          paragraphs: [
            'An overlay is a cement-based topping blended with polymers so it bonds to old concrete. Decorative overlays go on 1/8 to 1/2 inch thick depending on the system, which lets them be stamped, textured or troweled smooth and colored. They look and feel like concrete because they are concrete, only thinner and stickier.',
            'A coating is a resin film such as epoxy, polyaspartic or urethane, under 1/8 inch thick. It does not change the texture much, but it seals the surface completely, resists oil and chemicals, and can be glossy, colored or loaded with decorative flake. Overlays suit outdoor surfaces and decorative looks; coatings suit garages, shops and interior floors that need a hard, wipe-clean skin.',
          ],
        },
        {
          heading: 'Is your slab a good candidate?',
          paragraphs: [
            'Resurfacing only works on concrete that is structurally sound. Surface problems such as scaling, pitting, stains, old patches and small hairline cracks are exactly what overlays and coatings cover well. Problems that come from below, such as a sinking panel, a slab lifted by tree roots or wide cracks that keep growing, will come right back through a new surface.',
          ],
          bullets: [
            'Good candidates: faded, stained, pitted or scaled slabs that are still level',
            'Need work first: moving cracks, loose patches and hollow-sounding areas',
            'Poor candidates: sunken, heaving or badly broken slabs',
            'Damage over 40% of the surface usually means replacement',
          ],
        },
        {
          heading: 'Preparation decides how long it lasts',
          paragraphs: [
            'Nearly every overlay or coating failure we are called to fix started with poor preparation. A quick pressure wash does not remove old sealer, curing compound or the weak, dusty top of an old slab, and material poured over those will eventually peel. We grind or shot blast until the surface is clean, open and rough enough to grip, repair cracks, and keep the joints in the right places.',
          ],
        },
        {
          heading: 'Working with the Southeast Texas climate',
          paragraphs: [
            'Heat, sun, humidity and over 60 inches of rain a year all test a resurfaced slab. We apply overlays and coatings only when the temperature is above 40°F and rain is not expected, and in summer we work in the cooler hours so material does not set before it can be finished. On slabs on grade, where damp clay keeps moisture moving up, we test before coating and use primers or breathable systems where needed.',
            'Outdoors, sunlight is the enemy of plain epoxy, so patios and pool decks get cement overlays with UV-stable sealers, or polyaspartic coatings. Salt air near Sabine Lake and the Sabine-Neches Waterway, pool chemicals and lawn fertilizer are all reasons to keep the sealer in good shape.',
          ],
        },
        {
          heading: 'How long overlays and coatings last',
          paragraphs: [
            'A well-prepared overlay lasts 10-20 years. The sealer on top wears faster and should be renewed every 2-5 years, depending on sun exposure and traffic. Coatings last longest indoors and in garages where they are protected from direct sun; a worn topcoat can usually be scuffed and recoated rather than removed. Either way, regular cleaning and quick attention to chips and worn spots keep small problems from spreading.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How thick is a decorative concrete overlay?',
      answer:
        'Decorative overlays are 1/8 to 1/2 inch thick, depending on the system. A stamped overlay is 1/4-1/2 inch, knockdown 1/8-3/8 inch and spray texture 1/8-1/4 inch. A microtopping is the thinnest, at 1/16-1/8 inch. Resin coatings are thinner still, under 1/8 inch.',
    },
    {
      question: 'What is the lifespan of a concrete overlay?',
      answer:
        'A properly prepared and maintained overlay lasts 10-20 years. The key is a sound slab underneath, thorough surface preparation and resealing every 2-5 years.',
    },
    {
      question: 'How often do overlays need to be resealed?',
      answer:
        'Every 2-5 years. Pool decks and driveways in full sun sit at the shorter end; covered patios and interior floors at the longer end. When water stops beading or the color looks washed out, it is time.',
    },
    {
      question: 'Can an overlay go over cracked concrete?',
      answer:
        'Over small, stable cracks, yes, once we have repaired them. Problems from below show through any overlay: moving cracks need repair and sunken sections need leveling first, and a slab damaged across more than 40% of its surface is usually better replaced. We tell you honestly which applies after we inspect it.',
    },
    {
      question: 'What is the best coating for a garage floor in Southeast Texas?',
      answer:
        'For most garages we recommend an epoxy or polyaspartic base with decorative flake and a UV-stable polyaspartic or urethane topcoat. It resists oil and hot tires, does not yellow where sunlight comes through the door, and gets a fine grit for traction when wet cars come in from the rain.',
    },
    {
      question: 'What is the difference between spray texture and knockdown?',
      answer:
        'Both are sprayed on. Spray texture is left as sprayed, giving a rough, pebbly finish at 1/8-1/4 inch. Knockdown is sprayed and then flattened with a trowel, leaving smooth tops with textured valleys at 1/8-3/8 inch. Knockdown feels smoother underfoot; spray texture gives a little more grip.',
    },
    {
      question: 'Is an overlay cheaper than replacing the concrete?',
      answer:
        'Usually, yes, because there is no demolition, haul-off or new slab to pour. If the concrete underneath is sound, an overlay or coating gives you a new surface for less. If the slab itself has failed, replacement is the better investment, and we will tell you so in your free estimate.',
    },
  ],
  closing: {
    heading: 'Ready to Give Your Concrete a New Surface?',
    text: `Send us a few photos or ask for a visit. We will check the slab, help you pick a system and send a free written estimate within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
