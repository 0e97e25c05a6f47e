import { business } from '../business';
import type { CityInput } from '../schema';

/** Winnie, Chambers County: coastal and flood-resistant emphasis. */
export default {
  slug: 'winnie',
  name: 'Winnie',
  county: 'Chambers County',
  emphasis: 'Coastal and flood-resistant construction',
  seo: {
    title: 'Concrete Contractors in Winnie, TX | Flood-Ready Slabs',
    description:
      'Concrete for Winnie, TX and east Chambers County: raised house pads, driveways, equipment platforms and slabs built for coastal storms and high water.',
    keywords: [
      'concrete contractor Winnie TX',
      'Winnie concrete slab',
      'flood-resistant concrete Chambers County',
      'raised slab Winnie',
      'Stowell concrete driveway',
    ],
  },
  hero: {
    tagline: 'Slabs that sit above the water line on the upper Texas coast',
    text: `Winnie sits where I-10 meets Highways 124 and 73, a short run from the Gulf and the Anahuac and McFaddin wildlife refuges. We build raised pads, driveways and platforms here that drain fast and stay put when a tropical system stalls overhead, working out of ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'waves',
      title: 'Built-Up House Pads',
      description:
        'We raise the pad on compacted select fill before forming, so the finished floor stands higher than the yard and the street around it.',
    },
    {
      icon: 'shield-check',
      title: 'Steel Protected from Salt Air',
      description:
        'Dense mixes and generous concrete cover over the rebar slow the corrosion that coastal moisture brings to poorly built slabs.',
    },
    {
      icon: 'zap',
      title: 'Platforms for Equipment',
      description:
        'Elevated pads for air-conditioning units, standby generators and well equipment keep the costly machinery out of shallow floodwater.',
    },
    {
      icon: 'siren',
      title: 'Help After the Storm',
      description: `When a storm undermines a slab or washes out an approach, call us: emergency response within ${business.response.emergency}, any day of the week.`,
    },
  ],
  areas: ['Stowell', 'Hamshire', 'High Island', 'Anahuac', 'Fannett', 'Interstate 10', 'Highway 124', 'Highway 73'],
  expertise: [
    'Winnie and neighboring Stowell sit on flat, low coastal prairie in the middle of Chambers County rice country. Tropical Storm Imelda put water into homes here in 2019, and Harvey brought flooding two years before that. When a house, shop or barn goes up, the first question is how high the floor should sit. We raise the pad with fill compacted in lifts, shape the grade so runoff leaves the slab in every direction, and tie the footings deep enough into the ground that a soaked, softened subgrade will not let the edges drop.',
    'Wind and salt shape the rest of the job. Gusts off the Gulf push on walls and carports, so anchor bolts and hold-downs are set in the concrete where the framer or engineer needs them, not drilled in as an afterthought. Humid Gulf air, salty whenever the wind comes off the water, works its way into thin or cracked concrete and rusts the steel inside, which is why we keep the rebar well covered, place a low-water mix and cure it properly. Driveways and aprons get the same attention, with a crown or slope that keeps water moving toward the ditch instead of pooling against the garage door.',
  ],
  faqs: [
    {
      question: 'How high should a new slab sit on a lot in Winnie?',
      answer:
        'It depends on the flood zone, the elevation of your lot and what the county and your lender require. We look at the flood map and the neighboring grades with you, then build the pad high enough that the finished floor clears the surrounding ground by a comfortable margin.',
    },
    {
      question: 'Who issues permits for concrete work in Winnie?',
      answer:
        'Winnie is unincorporated, so there is no city hall to apply to; Chambers County handles development in flood-prone areas. We check the county’s floodplain requirements for your address before we price the job and tell you what paperwork it needs.',
    },
    {
      question: 'Can you pour a raised pad for my air-conditioning unit or generator?',
      answer:
        'Yes. Equipment platforms are some of the most useful small pours on the coast. We size the pad to the unit, set it at the height you and your installer choose, and cast in the anchors so the equipment cannot slide or tip in high wind.',
    },
    {
      question: 'My driveway in Stowell cracked after the last flood. Can it be saved?',
      answer:
        'Often it can. If the panels have only settled, leveling may bring them back up. If the base washed out and the damage covers more than 40% of the surface, replacement with a rebuilt base usually makes more sense. We will tell you which after seeing it.',
    },
    {
      question: `Is Winnie too far out for a ${business.homeCity} crew?`,
      answer: `No. Winnie lies well inside our ${business.serviceRadiusMiles}-mile service radius, and the northern part of Chambers County is an area we cover regularly. Estimates are free and we reply within ${business.response.estimate}.`,
    },
  ],
  closing: {
    heading: 'Building Higher and Drier in Winnie?',
    text: 'Send us your site plan or a few photos of the lot. We will come out, check the grades and price a slab that keeps your floor out of the water.',
  },
} satisfies CityInput;
