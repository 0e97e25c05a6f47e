import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Repair & Resurfacing: four benefits, repair types, resurfacing options, 4-step process, eight tips, guide, eight FAQs. */
export default {
  slug: 'concrete-repair-resurfacing',
  name: 'Concrete Repair & Resurfacing',
  icon: 'wrench',
  category: 'repair',
  summary:
    'Crack repair, patching, joint work and resurfacing overlays that bring worn or damaged concrete back for 30-60% less than tearing it out.',
  seo: {
    title: 'Concrete Repair & Resurfacing in Beaumont, TX',
    description:
      'Concrete crack repair, patching and resurfacing in Beaumont, TX. Repair costs 30-60% less than replacement and lasts 10-20 years. Free estimates.',
    keywords: [
      'concrete repair Beaumont',
      'concrete resurfacing',
      'driveway crack repair',
      'concrete overlay Southeast Texas',
      'spalled concrete repair',
      'repair or replace concrete',
    ],
  },
  hero: {
    heading: 'Concrete Repair & Resurfacing Instead of Replacement',
    text: `Cracked, chipped or worn concrete does not always need to be torn out. If the slab underneath is sound, we repair the damage and give it a new surface, saving you the cost and mess of demolition. We work within ${business.serviceRadiusMiles} miles of ${business.homeCity}.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [
      { low: 3, high: 8, unit: 'sqft', typical: false, label: 'Crack repair' },
      { low: 8, high: 15, unit: 'sqft', typical: false, label: 'Resurfacing' },
    ],
    duration: { low: 1, high: 3, unit: 'days', typical: true },
    lifespan: { low: 10, high: 20, unit: 'years', typical: false },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Repair Before You Replace',
      items: [
        {
          icon: 'hand-coins',
          title: '30-60% Less Than Replacement',
          description:
            'Repair and resurfacing skip the demolition, hauling, new base and full pour, so they typically cost 30-60% less than replacing the same slab.',
        },
        {
          icon: 'clock',
          title: 'Less Time and Disruption',
          description:
            'There is no jackhammering, no dump trucks on the lawn and no waiting for a whole new slab to cure. Most of the work is cleaning, filling and finishing what is already there.',
        },
        {
          icon: 'shield',
          title: 'Stops Damage from Spreading',
          description:
            'Every open crack lets rain reach the soil under the slab. Sealing cracks and rebuilding broken spots early keeps the base from washing out, which is what turns a repair job into a replacement.',
        },
        {
          icon: 'sparkles',
          title: 'A Like-New Surface',
          description:
            'A resurfacing overlay covers patches, stains and scaling with one even finish, plain or decorative, and with good care it lasts 10-20 years.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'repair-types',
      heading: 'Repairs We Make',
      intro: 'Each kind of damage has its own fix. We find out why the concrete failed so the repair does not fail the same way.',
      items: [
        {
          icon: 'drill',
          title: 'Crack Repair',
          description:
            'We open up cracks so the filler has something to grip, clean out dirt and loose material, and fill them with flexible sealant where the slab still moves or with epoxy or repair mortar where it does not.',
          features: ['Hairline to wide cracks', 'Flexible or rigid fillers to suit movement', 'Color-matched finishes on request'],
          bestFor: 'Driveways, patios, sidewalks and garage floors with cracks but no sinking',
          popular: true,
        },
        {
          icon: 'hammer',
          title: 'Spall and Pothole Patching',
          description:
            'Where the top layer has flaked, scaled or broken out, we cut back to sound concrete, clean and prime the area and rebuild it with a polymer-modified repair mortar that bonds to the old slab.',
          features: ['Square-cut edges that do not feather off', 'Bonding primer for a lasting patch', 'Surface textured to blend in'],
          bestFor: 'Pitted driveways, chipped garage floors and broken spots on walkways',
        },
        {
          icon: 'grid',
          title: 'Joint Repair and Resealing',
          description:
            'Control and expansion joints that are open, full of weeds or chipped at the edges let water straight under the slab. We clean them out, repair the edges, set backer rod and reseal with a flexible joint sealant.',
          features: ['Old filler and weeds removed', 'Chipped joint edges rebuilt', 'Self-leveling or gun-grade sealants'],
          bestFor: 'Driveways and slabs with open joints along the house, garage or sidewalk',
        },
        {
          icon: 'construction',
          title: 'Edge, Corner and Step Rebuilding',
          description:
            'Slab edges and step noses take the hardest knocks. We drill and pin new steel into the old concrete where needed, form the missing section and rebuild it to the original line.',
          features: ['Broken driveway edges and aprons', 'Chipped step noses', 'Pinned or doweled for strength'],
          bestFor: 'Driveway aprons, porch steps, curbs and the exposed edges of patios',
        },
        {
          icon: 'footprints',
          title: 'Trip Hazard Removal',
          description:
            'Where a sidewalk or patio panel has lifted slightly at a joint, we grind the raised edge down to a smooth, walkable slope. Panels that have sunk or tilted badly need leveling or replacement instead, and we will say so.',
          features: ['Grinding of raised joints', 'Smooth transitions between panels', 'Safer walkways for visitors and customers'],
          bestFor: 'Sidewalks, walkways and patios with small lips at the joints',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'resurfacing-options',
      heading: 'Resurfacing Options',
      intro:
        'A resurfacing overlay is a thin layer of polymer-modified cement bonded to clean, repaired concrete. Most overlays are 1/8 to 1/2 inch thick, a microtopping thinner still; the finish you choose sets the thickness.',
      items: [
        {
          icon: 'brush',
          title: 'Microtopping',
          badge: '1/16-1/8 inch',
          description:
            'The thinnest option: a smooth, troweled coat that hides patches and stains and gives a clean, modern finish. It can be tinted or stained and is sealed once it has cured.',
          features: ['Smooth or lightly textured', 'Wide range of colors', 'Works indoors and out'],
          bestFor: 'Patios, interior floors and walkways that need a clean, even look',
        },
        {
          icon: 'spray-can',
          title: 'Spray Texture',
          badge: '1/8-1/4 inch',
          description:
            'Sprayed on in a light, even pattern that gives good grip underfoot and stays cooler than a dark, smooth surface. A popular choice for wet areas.',
          features: ['Slip-resistant texture', 'Light colors that reflect heat', 'Hides minor surface flaws'],
          bestFor: 'Pool decks, patios and sidewalks where bare feet and wet surfaces meet',
          popular: true,
        },
        {
          icon: 'paint-roller',
          title: 'Knockdown Finish',
          badge: '1/8-3/8 inch',
          description:
            'Sprayed in splatters and then flattened with a trowel, knockdown leaves a textured surface with raised, smooth tops. It has plenty of traction and hides the old surface well.',
          features: ['Comfortable, textured surface', 'Good traction when wet', 'Can be colored in one or two tones'],
          bestFor: 'Pool decks, patios, porches and walkways',
        },
        {
          icon: 'layers',
          title: 'Stamped Overlay',
          badge: '1/4-1/2 inch',
          description:
            'A thicker overlay pressed with stamping mats to look like slate, flagstone, brick or wood, then colored and sealed. It gives a worn slab the look of new stamped concrete without a new pour.',
          features: ['Stone, brick and wood patterns', 'Color hardener and antiquing release', 'Sealed for color and protection'],
          bestFor: 'Plain patios, entryways and driveways being upgraded to a decorative finish',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How a Repair Job Works',
      steps: [
        {
          title: 'Inspect and Diagnose',
          description:
            'We measure the damage, check for sinking, heaving and drainage problems, and tell you honestly whether the slab should be repaired, resurfaced or replaced, with a free written estimate.',
        },
        {
          title: 'Prepare the Surface',
          description:
            'We pressure-wash or grind the slab, remove loose and scaling concrete, strip old coatings, and open up cracks and joints so new material bonds to sound concrete.',
        },
        {
          title: 'Repair and Resurface',
          description:
            'Cracks are filled, spalls patched and edges rebuilt. For resurfacing, we apply a bonding coat and then the overlay in the texture, pattern and color you chose.',
        },
        {
          title: 'Seal and Hand Back',
          description:
            'We reseal joints, seal the new surface, keep the area blocked off while it cures and tell you when it is ready for feet and for cars.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Repair Tips from Our Crews',
      numbered: true,
      items: [
        {
          title: 'Fix cracks while they are small',
          description:
            'A crack the width of a pencil line is cheap to seal. Left open through a few rainy seasons, it lets water wash out the base, and the slab beside it starts to sink and break.',
        },
        {
          title: 'Check whether the slab is moving',
          description:
            'Cracks that keep widening, panels that rock underfoot or edges that have dropped point to a base problem. Resurfacing over a moving slab only hides the damage for a while, so the movement has to be dealt with first.',
        },
        {
          title: 'Sort out drainage first',
          description:
            'Most concrete damage here starts with water. Redirect downspouts, clear blocked yard drains and fill low spots beside the slab before you repair it, or the same water will undo the work.',
        },
        {
          title: 'Do not use a bag of concrete for patches',
          description:
            'Ordinary concrete mix does not bond to old concrete and soon pops out of shallow patches. Patches need a repair mortar made to bond, over a clean, primed surface.',
        },
        {
          title: 'Expect patches to show',
          description:
            'Even a well-made patch is a slightly different color from concrete that has weathered for years. If an even look matters, resurfacing the whole slab after the repairs gives you one uniform color.',
        },
        {
          title: 'Plan around the weather',
          description:
            'Repair materials and overlays need a dry surface and temperatures above 40°F while they set. Summer work is best done early in the day, before the slab gets hot in the sun.',
        },
        {
          title: 'Keep the new surface sealed',
          description:
            'Resurfaced concrete should be resealed every 2-5 years to keep out water, oil and UV and to keep the color fresh. Reseal sooner if water stops beading on the surface.',
        },
        {
          title: 'Photograph storm damage',
          description:
            'After a hurricane, flood or a tree falls on a slab, take dated photos of the damage before anything is cleaned up or moved. They help with insurance claims and show us how the damage happened.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Repair or Replace? How to Decide',
      intro:
        'Not every cracked slab needs to come out, and not every slab can be saved. These are the questions we ask on every site visit.',
      blocks: [
        {
          heading: 'The 40 percent rule',
          paragraphs: [
            'The simplest guide is how much of the surface is damaged. If cracks, spalls and broken areas cover less than 40% of the slab, and the slab is not sinking or heaving, repair or resurfacing is almost always the better value. Once damage passes 40%, repairs start to cost close to a new slab and leave you with a patchwork that will keep needing attention.',
            'The condition of the base matters as much as the surface. A slab with many cracks that is still flat and solid underfoot is a good candidate for repair. A slab with only a few cracks that rocks, hollow-sounds when tapped or has dropped at one end has lost support underneath, and the fix has to start there.',
          ],
        },
        {
          heading: 'What each option costs',
          paragraphs: [
            'Prices depend on the size of the job, access and how much preparation the surface needs, but these ranges per square foot give a fair picture of the choice in front of you:',
          ],
          bullets: [
            'Crack repair: $3-8 per square foot of damaged area',
            'Resurfacing with an overlay: $8-15 per square foot',
            'Full removal and replacement: $10-25 per square foot',
          ],
        },
        {
          heading: 'Why repair usually saves money',
          paragraphs: [
            'Replacement pays for breaking out the old concrete, hauling it away, rebuilding the base, forming, reinforcing and pouring a new slab. Repair and resurfacing pay only for fixing and finishing the slab you already have. That is why repair typically costs 30-60% less than replacement, and why it is worth finding out whether your slab qualifies before you budget for a new one.',
            `A free estimate within ${business.response.estimate} costs you nothing, and we will show you the damage and our measurements so the recommendation is easy to check.`,
          ],
        },
        {
          heading: 'Signs a slab should be replaced',
          paragraphs: [
            'Sometimes replacement is the honest answer. We recommend it when the damage is widespread or structural rather than on the surface.',
          ],
          bullets: [
            'Damage over 40% of the surface',
            'Panels that have sunk, heaved or tilted enough to trap water or trip people',
            'Wide cracks that run through the full depth and keep growing',
            'Exposed or badly rusted reinforcing steel',
            'A base washed out by flooding or a broken pipe',
          ],
        },
        {
          heading: 'How long repairs last',
          paragraphs: [
            'A repair or overlay done on a sound slab, with the cause of the damage fixed, lasts 10-20 years. What shortens that is almost always water: poor drainage, unsealed joints and surfaces left without sealer. Resealing overlays every 2-5 years and keeping joints closed protect the investment.',
          ],
        },
        {
          heading: 'Southeast Texas conditions',
          paragraphs: [
            'The expansive clay under much of Jefferson, Orange and Hardin counties swells in wet months and shrinks in dry ones, and that movement is behind a large share of the cracks we repair. Where the ground is still active, we use flexible crack fillers that move with the slab instead of rigid ones that crack again beside the repair.',
            'Weather also sets the schedule. Repair mortars and overlays need temperatures above 40°F and a dry surface to bond, so we plan around rain and the occasional winter cold snap. In the heat of summer we start early and keep fresh material shaded and damp so it does not dry out before it cures.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Should I repair or replace my concrete?',
      answer:
        'If the damage covers less than 40% of the surface and the slab is not sinking or heaving, repair or resurfacing usually makes more sense. Widespread damage, a failed base or deep cracks that keep growing call for replacement. We will tell you which your slab needs after a free inspection.',
    },
    {
      question: 'How much does concrete repair cost?',
      answer:
        'As a guide, crack repair runs $3-8 per square foot, resurfacing $8-15 per square foot and full replacement $10-25 per square foot. Repair is typically 30-60% cheaper than replacement. Your exact price depends on the size, access and preparation needed, and it is set out in a free written estimate.',
    },
    {
      question: 'How long does a concrete repair or resurfacing last?',
      answer:
        'Done on a sound slab with the cause of the damage fixed, repairs and overlays last 10-20 years. Good drainage, closed joints and resealing every 2-5 years keep them at the long end of that range.',
    },
    {
      question: 'How thick is a resurfacing overlay?',
      answer:
        'Most overlays are 1/8 to 1/2 inch thick, depending on the finish. A microtopping is thinner at 1/16-1/8 inch, a spray texture 1/8-1/4 inch, a knockdown finish 1/8-3/8 inch and a stamped overlay 1/4-1/2 inch. Before we start, we check door thresholds, garage doors and drains so the new surface meets them cleanly.',
    },
    {
      question: 'Can you resurface over cracks?',
      answer:
        'Yes, once they are repaired. We fill and stabilize the cracks first. Cracks in a slab that is still moving can show through any overlay over time, so we check for movement before recommending resurfacing and use flexible fillers where the ground is active.',
    },
    {
      question: 'Will a patch match my existing concrete?',
      answer:
        'We texture and tint patches to blend in as closely as we can, but a new patch is rarely a perfect match for concrete that has weathered for years. If a uniform look matters, resurfacing the whole slab after the repairs gives you one even color and texture.',
    },
    {
      question: 'Can concrete be repaired in cold or rainy weather?',
      answer:
        'Repair materials need a dry surface and temperatures above 40°F to bond and cure properly. Southeast Texas winters are mild, so we work most of the year, but we reschedule around rain and cold snaps rather than risk a repair that will not last.',
    },
    {
      question: 'Why do cracks come back after they are repaired?',
      answer:
        'Usually because the slab is still moving. Clay soil that swells and shrinks, water washing out the base or a tree root pushing from below will reopen a rigid repair. We look for the cause first, fix drainage where we can and use flexible sealants on cracks that need to move.',
    },
  ],
  closing: {
    heading: 'Find Out If Your Concrete Can Be Saved',
    text: `Send us a few photos or book a free visit. We will tell you whether repair, resurfacing or replacement makes sense and give you a written estimate, valid for ${business.response.estimateValidDays} days.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
