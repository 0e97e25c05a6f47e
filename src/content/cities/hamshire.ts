import { business } from '../business';
import type { CityInput } from '../schema';

/** Hamshire, Jefferson County: rural and agricultural emphasis. */
export default {
  slug: 'hamshire',
  name: 'Hamshire',
  county: 'Jefferson County',
  emphasis: 'Rural and agricultural',
  seo: {
    title: 'Concrete Contractors in Hamshire, TX | Barn Slabs & Shops',
    description:
      'Concrete for Hamshire, TX farms and acreage: barn and shop slabs, equipment pads, long rural driveways and wash areas on rice-country clay. Free estimates.',
    keywords: [
      'concrete contractor Hamshire TX',
      'barn slab Hamshire',
      'farm concrete Jefferson County',
      'shop slab Fannett',
      'rural driveway concrete',
    ],
  },
  hero: {
    tagline: 'Barn floors, shop slabs and long drives for the rice farms and ranches along Highway 124',
    text: 'Southwest of Beaumont on Highway 124, Hamshire is open prairie, rice fields and cattle pasture. We pour barn floors, shop slabs, equipment pads and long driveways for the people who work that land, sized for tractors and trailers rather than sedans.',
  },
  features: [
    {
      icon: 'tractor',
      title: 'Barn and Equipment Floors',
      description:
        'Thick, reinforced floors for barns and equipment sheds that carry tractors, combines and loaded trailers without cracking at the door.',
    },
    {
      icon: 'warehouse',
      title: 'Shop Slabs',
      description:
        'Level slabs for metal buildings and workshops, with anchor bolts set to the builder’s layout and room left for a lift or a welding bench.',
    },
    {
      icon: 'truck',
      title: 'Long Rural Driveways',
      description:
        'Driveways that run from the road to the house and barn, with a solid base and drainage crossings so the ditch water keeps moving.',
    },
    {
      icon: 'droplets',
      title: 'Wash Racks and Pens',
      description: 'Sloped wash areas and feeding or working pens with a textured finish, so hoses, hooves and boots all get good footing.',
    },
  ],
  areas: ['Fannett', 'Winnie', 'Stowell', 'LaBelle', 'Taylor Landing', 'Highway 124', 'Highway 73', 'Interstate 10'],
  expertise: [
    'The flat land around Hamshire has grown rice for well over a century because its heavy clay holds water. That same clay is hard on concrete. It swells after a wet week and shrinks back through a dry August, and a slab poured straight on top of it will crack and rock. For barns and shops we strip the topsoil, bring in select fill, compact it in lifts and stiffen the perimeter with a deeper grade beam, so the whole floor rides the soil movement together instead of breaking into pieces.',
    'Farm concrete also has to handle weight that houses never see. A loaded grain cart or a tractor with a front loader puts far more pressure on a slab than a pickup, so we thicken the sections where equipment turns and enters, and we reinforce them to match. Out here a ready-mix truck may travel a long way from the plant, so we plan deliveries, set-time adjustments and crew size around the distance. Wash pads and pens get a slope that sends water and manure toward a drain or the pasture, never back under the barn.',
  ],
  faqs: [
    {
      question: 'How thick should a barn or equipment shed floor be?',
      answer:
        'It depends on what drives on it. A shed for a riding mower and hand tools is a very different job from a barn where a tractor with a loaded front bucket turns every day. We ask what will use the floor, then set the thickness and steel to suit, heavier where wheels enter and turn.',
    },
    {
      question: 'Can a concrete truck reach a building far back on my property?',
      answer:
        'Usually, as long as the path is firm. Loaded mixers are heavy and can sink in wet pasture, so we walk the route with you beforehand. If the ground is soft we wait for it to dry, lay a temporary path or use a pump to reach the pour.',
    },
    {
      question: 'Will the clay soil in Hamshire crack my new slab?',
      answer:
        'Clay that swells and shrinks is the main reason rural slabs fail here. Stripping the topsoil, using compacted select fill, thickening the edges and cutting control joints in the right places keeps that movement from turning into broken concrete.',
    },
    {
      question: 'Do you pour concrete for cattle pens and feeding areas?',
      answer:
        'Yes. We pour feeding aprons, working-pen floors and wash areas with a rough finish for footing and a slope toward drainage. Keeping animals off the fresh concrete for the first 24-48 hours and heavy equipment off it for 7 days lets it cure properly.',
    },
    {
      question: 'Do you come out to Hamshire for small jobs?',
      answer: `Yes. Hamshire is well within our ${business.serviceRadiusMiles}-mile radius. A single equipment pad or a short walk to the barn is worth the drive, and we can often pair small pours with other work nearby in Fannett or Winnie.`,
    },
  ],
  closing: {
    heading: 'Pouring a Barn, Shop or Driveway in Hamshire?',
    text: 'Show us where the building goes and what will drive on it. We will come out, walk the site with you and hand you a free estimate in writing.',
  },
} satisfies CityInput;
