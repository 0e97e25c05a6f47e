import { business } from '../business';
import type { ServiceInput } from '../schema';

/** Concrete Sidewalks & Walkways: 4 benefits, 4 types, 8 tips, guide, 8 FAQs. */
export default {
  slug: 'concrete-sidewalks-walkways',
  name: 'Concrete Sidewalks & Walkways',
  icon: 'footprints',
  category: 'residential',
  summary:
    'Front walks, garden paths, side-yard walks and commercial sidewalks, poured to ADA widths and slopes, pitched to drain and finished for grip in the rain.',
  seo: {
    title: 'Concrete Sidewalks & Walkways in Beaumont, TX',
    description:
      'New concrete sidewalks and walkways for homes and businesses in Southeast Texas, built to ADA widths and slopes and finished for grip. Free estimates.',
    keywords: [
      'concrete sidewalk Beaumont',
      'walkway contractor',
      'ADA sidewalk Texas',
      'front walkway',
      'garden path concrete',
      'commercial sidewalk',
      'sidewalk replacement',
    ],
  },
  hero: {
    heading: 'Concrete Sidewalks & Walkways That Stay Safe Underfoot',
    text: `A walk with a lifted edge or a puddle at the front step is a hazard, not just an eyesore. We pour walkways for homes and sidewalks for churches, shops and offices within ${business.serviceRadiusMiles} miles of ${business.homeCity}, sized and sloped to ADA standards and built to drain.`,
    cta: 'Get Free Estimate',
  },
  atGlance: {
    price: [{ low: 6, high: 12, unit: 'sqft', typical: true }],
    duration: { low: 1, high: 3, unit: 'days', typical: true },
    lifespan: { low: 30, high: 50, unit: 'years', typical: false },
    traffic: { foot: { low: 24, high: 48, unit: 'hours', typical: false }, vehicles: { low: 7, unit: 'days', typical: false } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Why Build Your Walkway in Concrete',
      items: [
        {
          icon: 'shield',
          title: 'Lasts 30-50 Years',
          description:
            'A properly built concrete sidewalk lasts 30-50 years, long after pavers have shifted out of line and gravel paths have washed into the lawn.',
        },
        {
          icon: 'footprints',
          title: 'Firm, Even Footing',
          description:
            'A broom-finished, well-drained walk gives sure footing in the rain, with no loose stones or rocking pavers to catch a heel, a cane or a walker.',
        },
        {
          icon: 'accessibility',
          title: 'Works for Every Visitor',
          description:
            'Built to ADA widths and slopes, a walkway suits wheelchairs, strollers, walkers and rolling trash carts as well as people on foot.',
        },
        {
          icon: 'wrench',
          title: 'Very Little Upkeep',
          description:
            'Hose it off now and then and seal it every 2-3 years. There are no weeds pushing through joints and no gravel to rake back each spring.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'types',
      heading: 'Types of Walkways We Build',
      intro:
        'From the path to your front door to the sidewalk in front of a store, each one is planned for who uses it and how much water crosses it.',
      items: [
        {
          icon: 'home',
          title: 'Front Entry Walkways',
          description:
            'The walk from the driveway or street to your front door. We size it so two people can walk side by side, meet the porch or steps cleanly and can add a stamped or colored border to suit the house.',
          features: ['Wide enough for two people', 'Clean transition to porch and steps', 'Optional decorative border'],
          popular: true,
        },
        {
          icon: 'sprout',
          title: 'Garden and Backyard Paths',
          description:
            'Straight or curving paths to the shed, the garden, the pool or the back gate. Exposed aggregate or a light broom finish blends with planting beds and grips when wet.',
          features: ['Straight or curved layouts', 'Exposed aggregate or broom finish', 'Set just above grade to stay clean'],
        },
        {
          icon: 'fence',
          title: 'Side-Yard and Utility Walks',
          description:
            'Narrow walks along the side of the house to the gate, the AC unit and the trash cans. Between houses, where water collects, we pitch them carefully so storm runoff moves away from both foundations.',
          features: ['Access to gates, meters and AC units', 'Pitched to carry runoff away', 'Pads for trash and recycling carts'],
        },
        {
          icon: 'store',
          title: 'Commercial and Public Sidewalks',
          description:
            'Sidewalks for storefronts, offices, churches, schools and apartment complexes, 5-6 inches thick and laid out to ADA widths and slopes, with joints and finishes that hold up to daily foot traffic.',
          features: [
            '5-6 inches thick',
            'ADA width and slopes',
            'Tie-ins to existing curbs and ramps',
            'Work scheduled around business hours',
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Build Your Sidewalk',
      steps: [
        {
          title: 'Measure and Lay Out',
          description:
            'We mark the route, check grades from end to end and note where water crosses, then give you a written estimate with width, thickness and finish listed.',
        },
        {
          title: 'Excavate and Build the Base',
          description:
            'We dig out sod and soft soil, cut back roots where it is safe to, and compact a firm base so the walk sits evenly along its whole length.',
        },
        {
          title: 'Form, Pour and Finish',
          description:
            'Forms are set to the planned running and cross slopes, reinforcement goes in, and we pour, float, broom across the direction of travel and tool the edges.',
        },
        {
          title: 'Joints and Cure',
          description:
            'We cut control joints at even spacing, place isolation joints against the house, driveway and steps, cure the concrete and tell you when it is ready to use.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Sidewalk and Walkway Tips',
      intro: 'Small decisions at the planning stage make a walk easier to use and longer-lived.',
      items: [
        {
          title: 'Go wider than the minimum',
          description:
            'The ADA minimum width is 36 inches, but 48 inches is preferred. The extra foot lets two people walk side by side and gives a wheelchair or stroller room to pass someone.',
        },
        {
          title: 'Keep the running slope gentle',
          description:
            'Along its length, an accessible walk should be no steeper than 1:20. Where the ground falls faster than that, the walk becomes a ramp with its own rules, or it needs steps and a landing.',
        },
        {
          title: 'Pitch it just enough to drain',
          description:
            'A cross slope of up to 1:50 moves rain off the surface without pulling a wheelchair toward one edge. A dead-flat walk holds puddles; an over-pitched one is hard to walk on.',
        },
        {
          title: 'Choose the right thickness',
          description:
            'Residential walkways are poured 4 inches thick; commercial sidewalks and any stretch that cars or mowers will cross should be 5-6 inches.',
        },
        {
          title: 'Give tree roots room',
          description:
            'Route the walk away from large trees where you can, and talk to an arborist before cutting big roots. A root barrier along the edge helps keep roots from lifting the slab later.',
        },
        {
          title: 'Joint it at the right spacing',
          description:
            'Control joints cut at even intervals make the walk crack in straight, hidden lines. Isolation joints where the walk meets the house, steps or driveway let each slab move on its own.',
        },
        {
          title: 'Broom across the path',
          description:
            'A broom finish pulled across the direction of travel gives the best grip when wet, which matters in a place that gets more than 60 inches of rain a year.',
        },
        {
          title: 'Let it cure, then seal it',
          description:
            'Stay off a new walk for 24-48 hours. Once it has cured, a sealer every 2-3 years keeps out water, mildew and stains.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Building Sidewalks to ADA Standards in Southeast Texas',
      intro:
        'Whether you need to meet accessibility rules at a business or just want a walk that works for everyone at home, the same measurements make a sidewalk safe and easy to use.',
      blocks: [
        {
          heading: 'Width: 36 inches minimum, 48 preferred',
          paragraphs: [
            'Under the ADA, an accessible route needs a clear width of at least 36 inches. That is enough for one wheelchair, but it is tight. We recommend 48 inches wherever there is room: two people can walk together, a wheelchair user can pass someone coming the other way, and the walk looks in proportion to the house or building.',
            'For businesses, churches and apartment complexes, the accessible route usually has to connect parking, the public sidewalk and the entrance. We lay these out before the pour and check them against the plans so nothing has to be torn out to pass an inspection.',
          ],
        },
        {
          heading: 'Slopes: 1:20 running, 1:50 cross',
          paragraphs: [
            'Running slope is the grade along the direction of travel. The maximum for a walk is 1:20, meaning one unit of rise for every twenty units of length. Anything steeper is treated as a ramp, with handrails and landings, so on sloping lots we plan the route to stay under that limit or break it with steps where access rules allow.',
            'Cross slope is the tilt from side to side, and it is limited to 1:50. It is just enough to shed rain toward the lawn without making a wheelchair drift or an ankle roll. Getting both slopes right is a matter of careful forms and a level check before every pour.',
          ],
        },
        {
          heading: 'Thickness and base',
          paragraphs: [
            'Residential walkways are 4 inches thick. Commercial sidewalks, and any section that vehicles, mowers or delivery carts will cross, are poured 5-6 inches thick. Thickness alone does not make a durable walk, though: the base under it matters just as much.',
            'Southeast Texas clay swells when wet and shrinks when dry, and a walk poured straight onto it will heave and settle one panel at a time. We strip the soft topsoil, compact a firm base and reinforce the slab so each panel stays level with the next.',
          ],
        },
        {
          heading: 'Drainage in heavy rain',
          paragraphs: [
            'Beaumont gets more than 60 inches of rain a year, and tropical storms can drop several inches in an afternoon. Water that runs along the edge of a walk carries the soil out from under it, and water that pools on top becomes slick with algae in our humidity. We set walks slightly above the surrounding grade, pitch them to drain and keep downspouts from discharging onto them.',
          ],
          bullets: [
            'Cross slope toward the lawn or a drain, never toward the house',
            'Walk set a little above the surrounding soil',
            'Downspouts extended past the walk or piped under it',
            'Low spots filled and graded before the forms go in',
          ],
        },
        {
          heading: 'Trip hazards and how long a sidewalk lasts',
          paragraphs: [
            'Most sidewalk complaints come from panels that have lifted or sunk, leaving an edge to catch a toe. Tree roots, washed-out base and clay movement are the usual causes. A raised lip is a liability for a business and a danger for anyone at home, so it is worth fixing early, whether by leveling the panel or replacing it.',
            'Built on a sound base, jointed properly and kept sealed, a concrete sidewalk lasts 30-50 years. That makes it one of the longest-lived parts of a property and one of the few you rarely have to think about once it is in.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'How wide should a sidewalk or walkway be?',
      answer:
        'The ADA minimum for an accessible route is 36 inches, and 48 inches is preferred. We recommend 48 inches for front walks and commercial sidewalks so two people can pass comfortably. Narrow garden or side-yard paths can be less where accessibility is not a concern.',
    },
    {
      question: 'How thick is a concrete sidewalk?',
      answer:
        'Residential walkways are 4 inches thick. Commercial sidewalks and any section that vehicles or heavy equipment will cross are poured 5-6 inches thick, over a compacted base.',
    },
    {
      question: 'How long does a concrete sidewalk last?',
      answer:
        'A concrete sidewalk built on a good base, with proper joints and drainage, lasts 30-50 years. Sealing every 2-3 years and fixing lifted or sunken panels early help it reach the long end of that range.',
    },
    {
      question: 'Does the walkway at my house have to meet ADA rules?',
      answer:
        'Private homes are generally not covered by the ADA, so the rules apply mainly to businesses, public buildings and other places open to the public. The ADA measurements are still good practice at home, especially if someone in the family uses a wheelchair or walker, or you plan to stay in the house as you get older.',
    },
    {
      question: 'Who is responsible for the public sidewalk in front of my property?',
      answer:
        'It depends on the city. In many Texas cities the owner of the adjacent property is responsible for keeping the public sidewalk in repair, and work in the street right-of-way usually needs a permit. Check with your city’s public works department; if the job is ours, we handle the permit.',
    },
    {
      question: 'Can you fix a sidewalk that tree roots have lifted?',
      answer:
        'Usually the lifted panels are removed, the offending roots are trimmed where an arborist says it is safe, and new panels are poured on a compacted base, sometimes with a root barrier. Panels that have only sunk, with no roots involved, can often be leveled instead of replaced.',
    },
    {
      question: 'How soon can we walk on a new sidewalk?',
      answer:
        'Foot traffic can start after 24-48 hours. If the sidewalk crosses a driveway or will carry vehicles, wait 7 days before full vehicle traffic.',
    },
    {
      question: 'What finishes can I choose for a walkway?',
      answer:
        'A broom finish is the standard because it grips well in the rain. For a front walk or garden path, exposed aggregate, colored concrete or a stamped border add character while keeping good traction.',
    },
  ],
  closing: {
    heading: 'Need a New Walkway or Sidewalk?',
    text: `Tell us where it needs to go and who will use it. We will measure the route, check the slopes and send you a free written estimate within ${business.response.estimate}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
