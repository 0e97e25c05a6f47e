import { business } from '../business';
import type { CityInput } from '../schema';

/** Silsbee, Hardin County: residential and light commercial emphasis. */
export default {
  slug: 'silsbee',
  name: 'Silsbee',
  county: 'Hardin County',
  emphasis: 'Residential and light commercial',
  seo: {
    title: 'Concrete Contractors in Silsbee, TX | Driveways & Shops',
    description:
      'Concrete for Silsbee, TX homes and small businesses: driveways, house and shop slabs, storefront walks and parking areas near the Big Thicket.',
    keywords: [
      'concrete contractor Silsbee TX',
      'Silsbee driveway',
      'Hardin County concrete',
      'commercial slab Silsbee',
      'parking lot concrete Silsbee',
    ],
  },
  hero: {
    tagline: 'Driveways, shop floors and storefront walks for the old mill town under the pines',
    text: 'Silsbee sits on US 96 about twenty miles north of Beaumont, at the edge of the Big Thicket. We pour driveways and house slabs for its neighborhoods, and floors, walks and parking areas for the shops, offices and churches that serve them.',
  },
  features: [
    {
      icon: 'home',
      title: 'Home Driveways and Slabs',
      description:
        'Replacement driveways, new house and garage slabs, patios and walks for Silsbee homes, each set on a base prepared for the soil on that lot.',
    },
    {
      icon: 'store',
      title: 'Storefronts and Small Businesses',
      description:
        'Entry walks, ramps, dumpster pads and parking areas for shops and offices, poured to commercial thickness where delivery trucks will drive.',
    },
    {
      icon: 'tree-pine',
      title: 'Working Around Big Pines',
      description:
        'We plan slabs and walks around the roots of the tall pines found on so many Silsbee lots, so the concrete lasts and the trees survive the work.',
    },
    {
      icon: 'calendar-check',
      title: 'Scheduled Around Your Hours',
      description:
        'For a business that has to stay open, we phase the pour so customers can still reach the door while the new concrete cures.',
    },
  ],
  areas: [
    'Downtown Silsbee',
    'Lumberton',
    'Kountze',
    'Evadale',
    'Pinewood Estates',
    'US 96',
    'Highway 327',
    'Big Thicket National Preserve',
  ],
  expertise: [
    'Silsbee was founded in the 1890s as a Kirby lumber and railroad town, and the forest is still never far away. Tall pines shade many yards, and their roots lift old driveways and walks, while the soil can change from sandy ground on a rise to sticky clay in a low spot on the same lot. Before we form anything we look at what is under the grass, remove roots that would push the slab up later, and build a compacted base matched to that soil. Where a prized tree has to stay, we reroute the walk or bridge the root zone rather than cut the roots that hold it up.',
    'Light commercial work makes up much of our Silsbee schedule: storefront entries along US 96, parking areas, dumpster pads, church slabs and small office buildings. A parking area that takes delivery trucks needs a thicker section and more steel than a home driveway, and commercial walks and ramps have to meet accessibility rules. We plan those pours so the business can keep a safe entrance open, block off only what we must, and keep vehicles off new paving for 7 days. After storms like Rita, which brought down pines all over Hardin County in 2005, we also replace slabs crushed or lifted by fallen trees.',
  ],
  faqs: [
    {
      question: 'Pine roots are lifting my driveway. What can be done?',
      answer:
        'If only a panel or two has lifted, we can remove those sections, cut the offending roots where that is safe for the tree, and pour new concrete over a corrected base. If the tree is close to the house and keeps causing damage, we talk through moving or widening the driveway instead.',
    },
    {
      question: 'Can you pour a parking area for a small business in Silsbee?',
      answer:
        'Yes. We grade and compact the base, set the slope so rain runs to the drains, pour thicker sections where trucks turn and load, and mark out the layout. Work can be done in phases so the business keeps at least one entrance and some parking open.',
    },
    {
      question: 'What thickness do you use for a garage or shop slab?',
      answer:
        'Garage slabs are typically 4-6 inches thick, thicker at the edges and wherever heavy vehicles or equipment will sit. For a shop with a vehicle lift or heavy machinery, we thicken the slab under those points and follow the manufacturer’s or engineer’s requirements.',
    },
    {
      question: 'Do you build entry ramps that meet ADA rules?',
      answer:
        'Yes. For storefronts, churches and offices we pour accessible walks at least 36 inches wide, 48 where space allows, with proper slopes, landings and handrail footings. We check the layout against current accessibility requirements before we pour.',
    },
    {
      question: 'How far north in Hardin County do you work?',
      answer: `Silsbee, Lumberton and Kountze are all within easy reach, and we serve selected areas of Hardin County within our ${business.serviceRadiusMiles}-mile radius. If your project is farther up US 96, call us and we will confirm whether we can take it on.`,
    },
  ],
  closing: {
    heading: 'Starting a Driveway or Storefront Project in Silsbee?',
    text: `Tell us what you need poured, from a single driveway to a shop parking area. We will look at the site and send a free estimate, valid for ${business.response.estimateValidDays} days.`,
  },
} satisfies CityInput;
