import { business } from '../business';
import type { CityInput } from '../schema';

/** Vidor, Orange County: family, rural and agricultural emphasis. */
export default {
  slug: 'vidor',
  name: 'Vidor',
  county: 'Orange County',
  emphasis: 'Family homes, rural lots and agricultural properties',
  seo: {
    title: 'Concrete Contractors in Vidor, TX | Driveways & Barn Floors',
    description:
      'Concrete contractor in Vidor, TX: family driveways, backyard patios, barn aisles and shop slabs for homes, rural lots and small farms in Orange County.',
    keywords: [
      'concrete contractor Vidor TX',
      'Vidor driveway',
      'Orange County concrete',
      'barn floor Vidor',
      'patio Vidor TX',
      'rural concrete Orange County',
    ],
  },
  hero: {
    tagline: 'Family driveways, backyard patios and barn floors all over Vidor',
    text: `Vidor families want a drive that stands up to school runs, a patio for weekend cookouts and, on the bigger lots, a solid floor in the barn. We cross the Neches from ${business.homeCity} to pour all three, with a free written estimate within ${business.response.estimate}.`,
  },
  features: [
    {
      icon: 'users',
      title: 'Made for Busy Households',
      description:
        'Drives with room to park and play, patios sized for a grill and a long table, and walks with a broom texture that keeps its grip when wet.',
    },
    {
      icon: 'tractor',
      title: 'Barns, Stalls and Wash Racks',
      description: 'Aisles, wash racks and feed rooms sloped to drain, with a rough finish so horses and cattle keep their footing.',
    },
    {
      icon: 'sprout',
      title: 'Room to Add On Later',
      description:
        'Plenty of Vidor lots have space to grow. We plan slabs so a future carport, shop or patio cover can tie in without breaking out concrete.',
    },
    {
      icon: 'cloud-rain',
      title: 'Drainage in Every Plan',
      description:
        'After what Harvey did here, water gets planned first: we set grades and slopes so rain leaves the slab and the yard quickly.',
    },
  ],
  areas: ['Interstate 10 Corridor', 'FM 105', 'Rose City', 'Pine Forest', 'Mauriceville', 'Orangefield', 'Evadale', 'Little Cypress'],
  expertise: [
    'Vidor sits on the west side of Orange County, just over the Neches River from Beaumont, and it mixes neighborhood streets with country roads where a house may have an acre or more around it. Our work here ranges from a plain two-car drive on a quiet street to a barn aisle out past the pasture fence. Backyard patios get a fall of 1/4 inch per foot so rain runs off, driveways get a broom texture for wet-weather grip, and barn floors get a coarser finish with a pitch toward the door or a drain so wash water never sits.',
    'Water is what shapes concrete work in Vidor. Harvey’s rain in 2017 flooded a great many homes here and across Orange County, and plenty of families rebuilt afterward. When we replace a drive or pour a new pad, we trace where the yard drains, raise low slabs where that helps, and keep new concrete from damming runoff against the house. Clay that has been soaked by a flood loses support, so we dig out soft base and replace it instead of setting fresh concrete on ground that has already failed once.',
  ],
  faqs: [
    {
      question: 'Can you pour a barn aisle or stall floor on my Vidor property?',
      answer:
        'Yes. We pour barn aisles, wash racks, feed-room slabs and stall floors. Aisles and wash areas get a rough textured finish for hoof grip and a slope toward the door or a drain. Plenty of owners keep stalls on compacted base with rubber mats and pour only the aisle, and we will talk through which suits your animals.',
    },
    {
      question: 'What driveway layout works for a family with several vehicles?',
      answer:
        'That depends on how you park. Many households add a side pad next to the main drive for a boat, a trailer or a teenager’s car, which keeps the main lane open. We walk the lot with you, mark the options with paint and price each one so you can choose.',
    },
    {
      question: 'How soon can the kids play on a new patio?',
      answer:
        'Walking on it is fine after 24-48 hours. Keep bikes, grills and heavy furniture off a little longer, and the family car waits 7 days before it parks on a new drive. During a hot spell we may ask you to mist the slab in its first days so it cures evenly.',
    },
    {
      question: 'Does Vidor’s flood history change how you build a slab?',
      answer:
        'It does. We check whether the lot lies in a mapped flood zone, set the finished height of new slabs so water drains away, and avoid patios or walks that trap runoff against the house. If the slab will sit under a building, we follow the elevation your builder or the local floodplain rules require.',
    },
    {
      question: 'Do you take small jobs like a front walk or a few steps?',
      answer:
        'Yes. A walk to the front door, a back step or a pad for the trash cans deserves the same care as a big pour, and we price it the same way: a site visit and a written estimate. We keep each riser at 7-7.5 inches and each tread at 11-12 inches deep, a comfortable stride for grandparents and small children alike.',
    },
  ],
  closing: {
    heading: 'Ready for a New Drive or Barn Floor in Vidor?',
    text: 'Call or send us the details, and we will come out to the property, sketch the layout with you and leave a free written estimate.',
  },
} satisfies CityInput;
