import { business } from '../business';
import type { CityInput } from '../schema';

/** Orange, Orange County: historic downtown, residential and chemical-plant work. */
export default {
  slug: 'orange',
  name: 'Orange',
  county: 'Orange County',
  emphasis: 'Historic downtown, homes and chemical-plant work',
  seo: {
    title: 'Concrete Contractors in Orange, TX | Sidewalks & Slabs',
    description:
      'Concrete for Orange, TX: downtown sidewalks and steps, home driveways and slabs, and industrial pads for the plants on Chemical Row. Free estimates.',
    keywords: [
      'concrete contractor Orange TX',
      'Orange County concrete',
      'sidewalk repair Orange TX',
      'Chemical Row concrete',
      'driveway replacement Orange',
    ],
  },
  hero: {
    tagline: 'Concrete for the Texas side of the Sabine, from old downtown to Chemical Row',
    text: `Orange is the last Texas city on I-10 before the Sabine River and Louisiana. It has a historic downtown, a shipbuilding past and a busy row of chemical plants, and we pour sidewalks, driveways and industrial pads across it, a half-hour drive east of our ${business.homeCity} base.`,
  },
  features: [
    {
      icon: 'landmark',
      title: 'Downtown and Historic Properties',
      description:
        'Sidewalks, steps, ramps and entry slabs for older buildings, replaced with care for the brick, stone and trim that sit right beside them.',
    },
    {
      icon: 'factory',
      title: 'Chemical Plant Concrete',
      description:
        'Equipment foundations, containment and paving for the plants south of town, poured by crews that follow plant safety procedures.',
    },
    {
      icon: 'home',
      title: 'Driveways and House Slabs',
      description:
        'New and replacement driveways, garage slabs and patios for homes across Orange, West Orange and Pinehurst, built on a corrected base.',
    },
    {
      icon: 'cloud-rain',
      title: 'Flood and Storm Recovery',
      description:
        'Breaking out and replacing concrete damaged by high water, and raising equipment pads above the level the last flood reached.',
    },
  ],
  areas: [
    'Downtown Orange',
    'West Orange',
    'Pinehurst',
    'Mauriceville',
    'Bridge City',
    'Interstate 10',
    'Highway 87',
    'FM 1006 (Chemical Row)',
  ],
  expertise: [
    'Orange grew on lumber and then boomed during World War II, when its shipyards on the Sabine turned out warships and the town filled with workers. That history is still visible in the older neighborhoods and the downtown around the Lutcher Theater and the W.H. Stark House, where many walks, steps and porches are decades old. Replacing them means saw-cutting cleanly against what stays, protecting historic masonry and landscaping, and meeting today’s accessibility rules: public walks need a clear width of at least 36 inches, with 48 preferred, and a running slope of no more than 1:20.',
    'South of town, the plants along FM 1006 run around the clock, and their concrete takes heavy loads, chemical exposure and constant traffic. We pour foundations and paving there to the owner’s specifications and work inside each site’s safety program. Across the city, water is the common enemy. Hurricane Ike’s surge pushed into Orange in 2008, and Harvey flooded it again in 2017, so we grade every job to shed water, rebuild soaked and softened bases rather than pouring over them, and place reinforcement to resist the clay soils that swell and shrink here.',
  ],
  faqs: [
    {
      question: 'Can you replace a sidewalk in front of an older downtown building?',
      answer:
        'Yes. We cut out only the damaged sections, protect the building face and any historic features next to the walk, and pour new concrete at the right width and slope. Where the city needs a permit or has design requirements for downtown, we make sure the work follows them.',
    },
    {
      question: 'Do you work in the chemical plants along FM 1006?',
      answer:
        'Yes. Our crews take each plant’s safety orientation and follow its permit and work rules. We pour equipment foundations, containment areas, pads and paving to the engineer’s drawings, and we schedule around the plant’s operations.',
    },
    {
      question: 'My driveway sank after the flooding. Repair or replace?',
      answer:
        'Fixing a driveway whose damage is confined to less than 40% of its area is usually the better value, since repair typically costs 30-60% less than replacement. If the base washed out under most of the driveway, a full replacement on a rebuilt base will last longer.',
    },
    {
      question: 'Do you serve West Orange, Pinehurst and the rest of Orange County?',
      answer:
        'Yes. We cover the major cities of Orange County, including Orange, West Orange, Pinehurst and Bridge City, and we take on work in the surrounding communities such as Mauriceville as well. Ask when you call and we will confirm your address.',
    },
    {
      question: 'How long will a new driveway in Orange last?',
      answer:
        'A well-built driveway lasts 20-30 years. Sealing it every 2-3 years, or every year if it sees heavy daily traffic, and keeping water draining away from its edges are the best ways to reach the upper end of that range in this humid climate.',
    },
  ],
  closing: {
    heading: 'Have a Sidewalk, Driveway or Plant Job in Orange?',
    text: `From a cracked downtown walk to a plant foundation, we can help. Call or send a request and we will get back to you with a free estimate within ${business.response.estimate}.`,
  },
} satisfies CityInput;
