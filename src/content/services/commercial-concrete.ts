import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Commercial Concrete: four benefit cards, applications, 4-step process, planning tips, guide, eight FAQs. */
export default {
  slug: 'commercial-concrete',
  name: 'Commercial Concrete',
  icon: 'building',
  category: 'commercial',
  summary:
    'Warehouse floors, parking lots, truck aprons and plant equipment pads poured 6-8 inches thick at 4,000-6,000 PSI for heavy Gulf Coast loads.',
  seo: {
    title: 'Commercial Concrete Contractor in Beaumont, TX',
    description:
      'Commercial and industrial concrete in Southeast Texas: warehouse floors, parking lots, truck aprons and plant equipment pads built for heavy loads.',
    keywords: [
      'commercial concrete Beaumont',
      'industrial concrete contractor',
      'warehouse floor slab',
      'concrete parking lot Southeast Texas',
      'equipment pad concrete',
      'petrochemical plant concrete',
      'truck apron concrete',
    ],
  },
  hero: {
    heading: 'Commercial Concrete for Southeast Texas Plants and Businesses',
    text: `Forklifts, loaded semis and process equipment need more than a thicker driveway. We build engineered slabs, paving and pads for businesses, builders and plants within ${business.serviceRadiusMiles} miles of ${business.homeCity}, planned around your operations and your site rules.`,
    cta: 'Get Free Consultation',
  },
  atGlance: {
    price: [{ low: 7, high: 17, unit: 'sqft', typical: true }],
    duration: { low: 1, high: 4, unit: 'weeks', typical: true },
    lifespan: { low: 25, high: 40, unit: 'years', typical: true },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Businesses Hire Us',
      items: [
        {
          icon: 'scale',
          title: 'Built for Heavy Loads',
          description:
            'Commercial slabs are typically 6-8 inches thick at 4,000-6,000 PSI, reinforced and jointed to carry forklifts, racking, loaded trucks and equipment without cracking or settling.',
        },
        {
          icon: 'calendar-check',
          title: 'Scheduled Around Your Business',
          description:
            'We phase pours so part of a lot or building stays open, work to your shift patterns and turnaround windows, and keep you told what is happening each day.',
        },
        {
          icon: 'hard-hat',
          title: 'Safety on Every Site',
          description:
            'Our crews follow your site orientation, permits and PPE rules, keep work zones barricaded and clean, and stop work when conditions are not safe.',
        },
        {
          icon: 'trending-up',
          title: 'Lower Cost Over the Slab’s Life',
          description:
            'An engineered slab costs more up front than a light-duty one, but it avoids the cracked joints, broken panels and shutdowns for repairs that cost far more later.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Commercial Concrete We Build',
      intro: 'From a single dumpster pad to a warehouse floor, every job is built to the loads and the drawings it has to meet.',
      items: [
        {
          icon: 'warehouse',
          title: 'Warehouse and Industrial Floors',
          description:
            'Flat, durable interior slabs for warehouses, shops and manufacturing space, with joints laid out around racking and traffic lanes and surfaces ready for sealing, hardening or polishing.',
          features: ['Forklift and racking loads', 'Joint layout planned with your floor plan', 'Sealed, hardened or polished finishes'],
          popular: true,
        },
        {
          icon: 'truck',
          title: 'Parking Lots and Truck Aprons',
          description:
            'Concrete paving for customer parking, loading docks, truck courts and drive lanes, sloped to drain and thick enough for loaded trucks turning and braking on it all day.',
          features: ['Loading dock aprons', 'Truck courts and drive lanes', 'Curbs, islands and drainage inlets'],
        },
        {
          icon: 'store',
          title: 'Retail and Office Sites',
          description:
            'Sidewalks, entrances, accessible ramps, curbs, drive-throughs and dumpster pads that keep a storefront or office looking cared for and safe for customers.',
          features: ['Accessible routes and ramps', 'Dumpster and grease-trap pads', 'Storefront sidewalks and entries'],
        },
        {
          icon: 'factory',
          title: 'Plant Equipment Pads and Containment',
          description:
            'Foundations and pads for pumps, compressors, tanks and pipe racks, plus secondary containment areas with curbs and sumps, poured to the engineer’s drawings inside petrochemical and industrial plants.',
          features: [
            'Equipment pads and pipe-rack footings',
            'Containment slabs, curbs and sumps',
            'Chemical-resistant sealers and coatings',
          ],
        },
        {
          icon: 'building',
          title: 'Metal Building Foundations',
          description:
            'Slabs and perimeter beams for pre-engineered metal buildings, shops and storage buildings, with anchor bolts set to the building supplier’s layout.',
          features: ['Anchor bolts set to plan', 'Thickened edges and interior beams', 'Vapor barrier under the slab'],
        },
        {
          icon: 'hammer',
          title: 'Commercial Repair and Replacement',
          description:
            'Cutting out and replacing broken paving panels, failed joints and worn floor sections, phased so the rest of the lot or building keeps working.',
          features: ['Panel-by-panel replacement', 'Joint repair and resealing', 'Work after hours on request'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How a Commercial Project Runs',
      steps: [
        {
          title: 'Consultation and Plan Review',
          description:
            'We meet on site, review the drawings, soil report and specifications, and talk through loads, access, schedule and any plant safety requirements.',
        },
        {
          title: 'Written Proposal and Schedule',
          description: `You get a detailed written estimate, valid for ${business.response.estimateValidDays} days, with thickness, strength, reinforcement and phasing spelled out, and a schedule built around your operations.`,
        },
        {
          title: 'Site Preparation and Forming',
          description:
            'We prepare and compact the subgrade, set forms and grades for drainage, place vapor barrier and reinforcement, and have everything ready for any required inspection before the pour.',
        },
        {
          title: 'Pour, Finish, Cure and Close Out',
          description:
            'We pour, finish and cure the slab, cut joints on time and keep traffic off until it reaches the strength the design calls for, then clean up and walk the finished work with you.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Planning Tips for Commercial Concrete',
      numbered: true,
      items: [
        {
          title: 'Start with a soil report',
          description:
            'Clay soils in this area vary a lot from one site to the next. A geotechnical report tells the engineer how much the ground will move and how much load it can carry, which sets the base, thickness and reinforcement.',
        },
        {
          title: 'Design for tomorrow’s loads',
          description:
            'Tell us about the heaviest equipment the slab could ever carry, not only what you run today. Adding racking, a bigger forklift or a heavier truck fleet later is much cheaper when the slab was built for it.',
        },
        {
          title: 'Plan drainage before the pour',
          description:
            'Large slabs and lots move a lot of water in a Gulf Coast storm. Slopes, inlets, trench drains and where the water goes off site need to be settled on paper before forms go up.',
        },
        {
          title: 'Lay out joints with your floor plan',
          description:
            'Control joints under rack legs or across forklift paths wear and chip early. Share your racking and traffic layout so joints fall where they cause the least trouble.',
        },
        {
          title: 'Phase the work to stay open',
          description:
            'Splitting a parking lot or floor into sections lets customers, trucks and staff keep using part of the site. Agree on the phases, access routes and signage before work starts.',
        },
        {
          title: 'Match the finish to what spills',
          description:
            'Oil, fuel, acids and cleaning chemicals each attack concrete differently. Ask for a sealer, hardener or coating chosen for the products your floor or containment area will actually see.',
        },
        {
          title: 'Clear plant site requirements early',
          description:
            'Inside a plant, work permits, safety orientations, gate access and hot work rules can take time to arrange. Bring us into the planning early so paperwork does not hold up the pour.',
        },
        {
          title: 'Budget for the right slab',
          description:
            'A properly engineered commercial slab costs 20-40% more up front than a light-duty one. Cutting thickness or strength to save money now usually costs more in repairs and downtime later.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Building Commercial Concrete That Lasts on the Gulf Coast',
      intro:
        'A commercial slab has to carry heavier loads, drain more water and keep working with less downtime than anything at home. Here is what goes into one built for Southeast Texas.',
      blocks: [
        {
          heading: 'Thickness and strength',
          paragraphs: [
            'A home driveway carries cars and the occasional pickup. A warehouse floor carries loaded forklifts turning on hard wheels, and a truck apron carries loaded trucks braking and turning on the same spot many times a day. That is why commercial slabs are typically 6-8 inches thick and poured at 4,000-6,000 PSI.',
            'The exact numbers come from the loads and the soil. Racking legs, equipment footprints, wheel loads and the bearing capacity of the ground all go into the engineer’s design, along with reinforcement, joint spacing and any thickened sections under heavy point loads. We build to that design and raise questions early if something on site does not match it.',
          ],
        },
        {
          heading: 'Why an engineered slab costs more, and why it pays back',
          paragraphs: [
            'A properly engineered commercial slab costs 20-40% more up front than a light-duty one. The difference pays for more concrete, higher-strength mix, more steel, better subgrade preparation and more careful jointing and curing.',
            'It pays back over the life of the building. A slab that is too thin or too weak for its loads cracks at the joints, breaks at the edges and settles under racking, and every repair means moving stock, closing lanes or stopping production. For most businesses, the cost of that downtime is far larger than the savings on the original pour.',
          ],
          bullets: [
            'Fewer cracked panels and broken joints',
            'Less downtime for repairs',
            'Room to add heavier equipment later',
            'A floor that stays flat for racking and forklifts',
          ],
        },
        {
          heading: 'Gulf Coast loads and soil',
          paragraphs: [
            'Much of Jefferson, Orange and Hardin counties sits on expansive clay that swells when wet and shrinks in dry spells. Under a large slab, that movement is uneven: edges dry out faster than the middle, and saturated ground loses strength just when heavy trucks are rolling over it.',
            'We deal with it through the base. Depending on the soil report, that can mean removing poor soil, bringing in select fill, compacting in lifts and testing it, and thickening slab edges where paving meets open ground. Well-built subgrade is the part of a commercial job nobody sees and the part that decides how long the slab lasts.',
          ],
        },
        {
          heading: 'Drainage on large sites',
          paragraphs: [
            'With over 60 inches of rain a year in Beaumont and regular tropical downpours, a large parking lot or truck court collects a great deal of water in a short time. Water that ponds on paving gets into joints, softens the base and leaves slick, hazardous spots for drivers and pedestrians.',
            'Every commercial job we pour is graded to move water to inlets, trench drains or the edge of the site as the civil plans direct. Around docks and equipment pads we pay extra attention to low points, because standing water there causes the most damage and the most slips.',
          ],
        },
        {
          heading: 'Working safely on plant sites',
          paragraphs: [
            'The refineries and chemical plants around Port Arthur, Port Neches, Nederland and Orange have strict safety systems, and we work inside them. Our crews complete each site’s orientation, follow its permit and PPE rules, and take part in daily safety meetings and job hazard reviews.',
            'We plan pours around turnarounds, unit outages and shift changes, keep our work areas barricaded, clean and well marked, and stop work when conditions change. For containment areas and equipment pads, we build to the engineer’s specifications and use sealers or coatings suited to the products stored there.',
          ],
        },
        {
          heading: 'Hurricanes and flooding',
          paragraphs: [
            'Storm season brings high winds, flooding and long power outages. Equipment pads and foundations have to hold anchors against wind and sit high enough to keep equipment out of flood water, and paving has to stand up to water sitting on it for days. After a storm, we can inspect damaged slabs and paving and help you decide what to repair first.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How thick should a commercial concrete slab be?',
      answer:
        'Most commercial slabs are 6-8 inches thick at 4,000-6,000 PSI. The exact design depends on the loads, such as forklifts, racking, trucks or equipment, and on the soil under the slab. We build to the engineer’s drawings and can point you to what information the design needs.',
    },
    {
      question: 'Why does commercial concrete cost more than residential?',
      answer:
        'A properly engineered commercial slab costs 20-40% more up front than a light-duty one, because it uses more concrete, stronger mixes, more reinforcement and better base preparation. It pays back by avoiding the repairs and downtime that an undersized slab causes.',
    },
    {
      question: 'Do you work inside refineries and chemical plants?',
      answer:
        'Yes. We pour equipment pads, containment areas, foundations and paving inside petrochemical and industrial plants. Our crews complete each site’s safety orientation and follow its permit, PPE and work rules.',
    },
    {
      question: 'Can my business stay open while you work?',
      answer:
        'In most cases, yes. We split parking lots and floors into phases, set up clear access routes and signage, and can schedule work around your busiest hours or plant shift changes. We agree on the plan with you before we start.',
    },
    {
      question: 'Do you work from engineered plans?',
      answer:
        'Yes. Commercial work should be built to a design from a licensed engineer, and we follow the drawings and specifications for thickness, strength, reinforcement and joints. If your project does not have plans yet, we can talk through what the design needs to cover.',
    },
    {
      question: 'How soon can trucks and forklifts use a new slab?',
      answer:
        'Heavy traffic stays off until the concrete reaches the strength the design calls for. That depends on the mix, the weather and the loads, so we agree on the timing with you and the engineer before the pour and plan your phases around it.',
    },
    {
      question: 'How do you handle drainage on large lots?',
      answer:
        'We grade every slab to move water to inlets, trench drains or the edge of the site as the civil plans direct, and we check the grades before every pour. With over 60 inches of rain a year in Beaumont, standing water is the fastest way to ruin commercial paving.',
    },
    {
      question: 'How do I get a price for a commercial project?',
      answer: `Contact us for a free consultation. We visit the site, review your drawings and give you a detailed written estimate within ${business.response.estimate} of the visit for most projects, valid for ${business.response.estimateValidDays} days. We serve businesses within ${business.serviceRadiusMiles} miles of ${business.homeCity}.`,
    },
  ],
  closing: {
    heading: 'Planning a Commercial Concrete Project?',
    text: 'Send us your drawings or tell us what you need built. We will visit the site, talk through loads, drainage and scheduling, and give you a free written estimate.',
    emailForQuote: true,
  },
} satisfies ServiceInput;
