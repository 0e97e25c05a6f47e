import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Demolition & Removal: benefit cards, applications, 4-step process, planning tips, guide, 8 FAQs. */
export default {
  slug: 'concrete-demolition-removal',
  name: 'Concrete Demolition & Removal',
  icon: 'hammer',
  category: 'repair',
  summary:
    'Breaking out and hauling away old driveways, patios, slabs and storm-damaged concrete, with the broken concrete recycled and the site left graded and clean.',
  seo: {
    title: 'Concrete Demolition & Removal in Beaumont, TX',
    description:
      'Concrete demolition and removal in Beaumont and Southeast Texas: driveways, patios, slabs and pool decks broken out, hauled off and recycled. Free estimates.',
    keywords: [
      'concrete demolition Beaumont',
      'concrete removal Southeast Texas',
      'driveway removal',
      'slab demolition',
      'patio removal',
      'concrete haul off',
      'concrete recycling Beaumont',
    ],
  },
  hero: {
    heading: 'Concrete Demolition & Removal Done Cleanly',
    text: `Cracked driveways, sunken patios, old shop slabs and concrete wrecked by a storm: we break it out, haul it off and leave the ground ready for what comes next. Serving ${business.homeCity} and communities within ${business.serviceRadiusMiles} miles.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [{ low: 3, high: 8, unit: 'sqft', typical: false }],
    duration: { low: 1, high: 3, unit: 'days', typical: false },
    lifespan: null,
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Hire a Concrete Crew for Demolition',
      intro:
        'Tearing out concrete looks simple until a jackhammer hits a gas line or a loaded truck cracks the driveway next door. Doing it right takes the right equipment and a plan.',
      items: [
        {
          icon: 'truck',
          title: 'Right-Sized Equipment',
          description:
            'Skid steers with hydraulic breakers, mini excavators, walk-behind saws and dump trucks matched to the job, so a backyard patio does not get the same machine as a commercial lot.',
        },
        {
          icon: 'shield-check',
          title: 'Protects What Stays',
          description:
            'We saw-cut a clean edge where old concrete meets concrete you are keeping, and we protect lawns, fences, foundations and neighboring slabs from the equipment.',
        },
        {
          icon: 'leaf',
          title: 'Recycled, Not Landfilled',
          description:
            'Clean broken concrete goes to recycling, where it is crushed into base material for roads and new slabs. The steel reinforcement is separated and sold as scrap.',
        },
        {
          icon: 'clock',
          title: 'Fast Turnaround',
          description:
            'Most residential removals take 1-3 days from the first break to a clean, graded site, so a replacement pour or new landscaping can follow right behind.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'What We Remove',
      intro: 'If it is concrete and it has to go, we can usually break it out and haul it away in one visit.',
      items: [
        {
          icon: 'car',
          title: 'Driveways',
          description:
            'Old driveways that have heaved, settled or cracked into pieces on clay soil. We remove the whole driveway or only the failed panels, and leave a clean edge at the street or garage.',
          features: ['Full or partial removal', 'Saw-cut edges at the apron', 'Base left ready for a new pour'],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Sunken or cracked backyard patios, including ones poured right against the house. We break them out without damaging the foundation, siding or doors beside them.',
          features: ['Careful work next to the house', 'Access through gates and side yards', 'Lawn protection'],
        },
        {
          icon: 'layers',
          title: 'Slabs and Foundations',
          description:
            'Slabs left behind by a removed garage, shed, carport, barn or mobile home, and house slabs cleared after a fire or demolition. Thickened beams and heavy rebar are no problem for our equipment.',
          features: ['Shop and barn slabs', 'Mobile home pads', 'Grade beams and footings'],
        },
        {
          icon: 'waves',
          title: 'Pool Decks',
          description:
            'Cracked or uneven pool decks removed ahead of a new deck, or decks and pool shells broken out when a pool is being filled in.',
          features: ['Coping protected where it stays', 'Debris kept out of the water', 'Ready for a new deck'],
        },
        {
          icon: 'cloud-rain',
          title: 'Storm-Damaged Concrete',
          description:
            'Driveways, walkways and slabs undermined by flood water or broken by fallen trees after a hurricane. We remove what cannot be saved so rebuilding can start.',
          features: ['Undermined and broken slabs', 'Flood-damaged flatwork', 'Cleanup after fallen trees'],
        },
        {
          icon: 'footprints',
          title: 'Sidewalks and Walkways',
          description:
            'Tripping hazards, root-lifted sections and old walkways in the way of a new layout, removed panel by panel with neat cuts where the rest of the walk stays.',
          features: ['Single panels or full runs', 'Root-damaged sections', 'Clean joints for new concrete'],
        },
        {
          icon: 'drill',
          title: 'Selective Cutting and Coring',
          description:
            'Straight saw cuts and openings in existing slabs for plumbing repairs, new drains, doorways or equipment, without breaking up the concrete around them.',
          features: ['Wet cutting to limit dust', 'Trenches for plumbing', 'Openings for drains'],
        },
        {
          icon: 'factory',
          title: 'Commercial and Industrial Pads',
          description:
            'Parking areas, loading aprons, equipment pads and containment curbs at businesses and plant sites, scheduled around operations and site safety rules.',
          features: ['Work around operating hours', 'Site safety orientation', 'Heavy reinforced sections'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How a Demolition Job Runs',
      steps: [
        {
          title: 'Site Visit and Written Price',
          description:
            'We measure the concrete, check its thickness and reinforcement where we can, look at access for equipment and trucks, and give you a written price for removal and haul-off.',
        },
        {
          title: 'Utilities and Preparation',
          description:
            'Underground utilities are located through 811 before we break ground, and we ask you about private lines such as sprinklers, septic and lighting. Fences, plants and concrete that stays are protected.',
        },
        {
          title: 'Break Out and Haul Off',
          description:
            'We saw-cut any edges that must stay clean, break the concrete with hydraulic breakers, load it into trucks and take it to recycling, separating the rebar and mesh as we go.',
        },
        {
          title: 'Grade and Clean Up',
          description:
            'The exposed soil is raked and graded so it drains away from the house, soft spots are noted for the next pour, and the site is swept and left ready for new concrete, sod or landscaping.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Planning Tips for Concrete Removal',
      intro: 'A little planning before the crew arrives makes the job faster, cheaper and easier on your yard.',
      items: [
        {
          title: 'Decide what comes next before you tear out',
          description:
            'If a new driveway or patio will go in the same spot, plan both jobs together. The demolition crew can leave the base at the right depth and grade, and you avoid paying to prepare the ground twice.',
        },
        {
          title: 'Mark your private lines',
          description:
            '811 locates the utility company’s lines, not the ones you own. Tell us where sprinkler pipes, septic lines, gas lines to a grill or pool heater, and buried wiring to yard lights run so we can work around them.',
        },
        {
          title: 'Clear the path for equipment',
          description:
            'Move vehicles, trailers, potted plants and outdoor furniture out of the way. If the only route to a backyard patio is through a gate, tell us how wide it is so we bring equipment that fits.',
        },
        {
          title: 'Warn the neighbors',
          description:
            'Breaking concrete is loud for a day or two. A quick word to the neighbors, and to your HOA if you have one, heads off complaints and lets them move cars out of the way of trucks.',
        },
        {
          title: 'Check what is inside the slab',
          description:
            'Many Texas house and shop slabs are post-tensioned with steel cables under high tension. Tell us what you know about the slab, and never cut into one yourself: a cut cable can whip out with dangerous force.',
        },
        {
          title: 'Plan for drainage afterwards',
          description:
            'Removing a slab changes how water moves across the yard. Make sure the bare ground will slope away from the house, or plan a drain, before the next heavy rain turns the area into a pond.',
        },
        {
          title: 'Ask about permits',
          description:
            'Removing concrete on your own lot rarely needs a permit, but work on a driveway approach, city sidewalk or anything in the public right-of-way often does. We check with the city before we start.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'A Homeowner’s Guide to Concrete Demolition and Removal',
      intro:
        'What removal costs, how long it takes, where the concrete goes and what to watch for before and after the crew breaks ground.',
      blocks: [
        {
          heading: 'What concrete removal costs',
          paragraphs: [
            'Concrete demolition generally costs $3-8 per sq ft. Where a job falls in that range depends on how thick the concrete is, how much steel is in it, how easy it is to reach and how far the debris has to travel. A thin, unreinforced backyard patio near an open gate sits at the low end; a thick, rebar-heavy shop slab or a deck wedged between the house and a pool sits toward the top.',
            `A free written estimate after a site visit is the only way to get a real number. Our estimates spell out removal, haul-off and final grading, and they stay valid for ${business.response.estimateValidDays} days.`,
          ],
          bullets: [
            'Thickness of the concrete and any thickened edges or beams',
            'Rebar, wire mesh or post-tension cables inside the slab',
            'Access for skid steers and dump trucks',
            'Total area and distance to the recycling yard',
            'Saw cutting needed where concrete stays',
          ],
        },
        {
          heading: 'How long it takes',
          paragraphs: [
            'Most residential demolition takes 1-3 days. A single driveway or patio is often broken out, loaded and hauled away on the first day, with grading and cleanup on the second. Larger slabs, heavily reinforced concrete, tight backyard access or a mix of saw cutting and breaking push a job toward the third day. Rain can pause the work, because trucks on soaked clay leave ruts across the yard.',
          ],
        },
        {
          heading: 'Where the broken concrete goes',
          paragraphs: [
            'Concrete is one of the easiest building materials to recycle. We take clean broken concrete to recycling yards that crush it and screen it into aggregate, which goes back into road base, fill and the base under new slabs. Rebar and wire mesh are pulled out and sold as scrap steel. Only concrete mixed with soil, wood or trash has to go to a landfill, so we keep the loads as clean as we can.',
            'If you need fill on your own property, for example to build up a low corner of a pasture or line a ditch bank, broken concrete can sometimes stay on site. Ask us during the estimate; it has to be placed where it will not block drainage.',
          ],
        },
        {
          heading: 'Utilities and hidden hazards',
          paragraphs: [
            'Before we break ground we request utility locates through 811, the Texas one-call system, and we wait for the lines to be marked. Those marks cover the gas, power, water and communication lines owned by the utilities, not the lines you own. Private lines such as sprinkler systems, septic pipes, gas lines to outdoor kitchens and buried wiring to lights or a detached garage are up to the owner to point out, so we walk the site with you before the first break.',
            'Slabs carry their own risks. Post-tensioned slabs hold steel cables under very high tension and must be de-tensioned by someone who knows how before they are cut. Older slabs sometimes hide plumbing, heating lines or electrical conduit. When we are not sure what is inside, we cut a test opening before bringing in the breaker.',
          ],
        },
        {
          heading: 'Access and protecting the property',
          paragraphs: [
            'Equipment size depends on access. A front driveway is easy; a patio behind a fenced yard may mean removing a fence panel, laying plywood or mats over the lawn, or breaking the concrete with smaller machines and hand tools. We look at the route during the estimate so there are no surprises on demolition day. Existing driveways can crack under loaded dump trucks, so we plan where trucks park and load.',
          ],
        },
        {
          heading: 'Drainage once the concrete is gone',
          paragraphs: [
            `${business.homeCity} gets over 60 inches of rain a year, and a freshly exposed patch of expansive clay holds water like a bowl. Once the slab is out we grade the soil so it sheds water away from the foundation. If the old concrete sat over a wet spot, a washed-out area or soft, pumping soil, we tell you, because that is the reason the old slab failed and it has to be fixed before new concrete goes down.`,
            'If nothing is going back in the space, we can leave it graded for sod, seed or gravel. If a new slab is planned, the base we leave is the first step toward concrete that lasts longer than the one we just removed.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How much does concrete removal cost?',
      answer: `Concrete demolition generally runs $3-8 per sq ft, including breaking, loading and haul-off. Thickness, reinforcement, access and the size of the job decide where in that range yours falls. We give a free written estimate after looking at the site, valid for ${business.response.estimateValidDays} days.`,
    },
    {
      question: 'How long does it take to remove a driveway or patio?',
      answer:
        'Most residential demolition takes 1-3 days. A typical driveway or patio is broken out and hauled away in a day, with grading and cleanup after. Thick reinforced slabs, tight access or rain can stretch it toward the third day.',
    },
    {
      question: 'What happens to the old concrete?',
      answer:
        'Clean broken concrete goes to recycling, where it is crushed into aggregate for road base, fill and new slab bases. Rebar and mesh are separated and recycled as scrap steel. Concrete mixed with dirt or trash is the only part that goes to a landfill.',
    },
    {
      question: 'Can you remove only part of a slab?',
      answer:
        'Yes. We saw-cut a straight, clean line between the concrete that goes and the concrete that stays, then break out only the section you want removed. That works for single driveway panels, a piece of a patio or a trench through a garage floor for plumbing.',
    },
    {
      question: 'Do I need to call 811 before concrete demolition?',
      answer:
        'We request the 811 utility locates ourselves and wait for the lines to be marked before breaking ground. What 811 does not cover is the lines you own, such as sprinklers, septic, yard lighting and gas to a grill or pool heater, so please show us where those run.',
    },
    {
      question: 'Will the equipment damage my yard or driveway?',
      answer:
        'Heavy equipment always leaves some marks, but we keep them small. We lay mats or plywood over lawns where needed, plan where trucks park so they do not crack concrete that stays, and avoid driving on soaked ground. Minor ruts are graded out during cleanup.',
    },
    {
      question: 'Can you remove concrete damaged in a hurricane or flood?',
      answer:
        'Yes. After storms we remove slabs undermined by flood water, walkways broken by fallen trees and driveways that have cracked and dropped. We also look at why the ground failed so the replacement is not built over the same washed-out base.',
    },
    {
      question: 'Do you pour the new concrete after demolition?',
      answer:
        'Yes, and doing both together usually saves time and money. The demolition crew leaves the base at the right depth and slope, we correct soft soil or drainage problems while the ground is open, and the new driveway, patio or slab follows right behind.',
    },
  ],
  closing: {
    heading: 'Need Old Concrete Gone?',
    text: `Call us or send photos and measurements for a free estimate. We visit, check access and utilities, and give you a written price for removal and haul-off within ${business.response.estimate}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
