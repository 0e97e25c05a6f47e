import { business } from '../business';
import type { CityInput } from '../schema';

/** Nederland, Jefferson County: residential and petrochemical industrial emphasis. */
export default {
  slug: 'nederland',
  name: 'Nederland',
  county: 'Jefferson County',
  emphasis: 'Residential and petrochemical industrial',
  seo: {
    title: 'Concrete Contractors in Nederland, TX | Driveways & Slabs',
    description:
      'Concrete contractor serving Nederland, TX: driveways, patios, foundations and industrial slabs for Mid-County homes and petrochemical plants. Free estimates.',
    keywords: [
      'concrete contractor Nederland TX',
      'Nederland driveway',
      'Mid-County concrete',
      'industrial concrete Nederland',
      'foundation slab Nederland',
    ],
  },
  hero: {
    tagline: 'Concrete for Mid-County homes and the plants that keep it working',
    text: `From family driveways off Boston Avenue to equipment pads for refinery contractors, we pour concrete across Nederland that handles Gulf Coast rain, clay soil and heavy loads. We are ${business.homeCity}-based, a short drive down Highway 69.`,
  },
  features: [
    {
      icon: 'home',
      title: 'Homes and Driveways',
      description: 'Driveways, patios, walkways and garage slabs for Nederland homeowners, poured on a compacted base and sloped to drain.',
    },
    {
      icon: 'factory',
      title: 'Industrial Slabs and Pads',
      description:
        'Thick, high-strength slabs, equipment pads and containment areas for petrochemical plants and the contractors who serve them.',
    },
    {
      icon: 'hard-hat',
      title: 'Safety-First Crews',
      description:
        'Crews used to plant sites: they follow site rules, take part in safety briefings and keep the work area clean and marked.',
    },
    {
      icon: 'clock',
      title: 'Close By, Quick to Respond',
      description: `Nederland is minutes from our ${business.homeCity} yard, so estimates come fast and we answer calls within ${business.response.inquiriesBusinessHours} in business hours.`,
    },
  ],
  areas: [
    'Boston Avenue',
    'Nederland Avenue',
    'Twin City Highway',
    'Helena Avenue',
    'Highway 69 Corridor',
    'Central Gardens',
    'Jack Brooks Regional Airport Area',
    'Mid-County',
  ],
  expertise: [
    'Nederland grew up around its Dutch settlers, the railroad and, later, the refineries and chemical plants between here and Port Arthur. Many houses date from the 1950s through the 1970s, and their original driveways and patios are now cracked, sunken or lifted by tree roots. Replacing them well means digging out the old base, compacting new fill and sloping the new slab so that summer storms drain toward the street instead of the garage.',
    'Plant work asks for more. Equipment pads, pipe-rack footings and truck aprons carry concentrated loads and sometimes chemical spills, so we pour thicker sections at higher strength, reinforce them to the engineer’s drawings and seal them against the products they will see. We schedule around turnarounds and shift changes, and we leave every site as clean and safe as we found it.',
  ],
  faqs: [
    {
      question: 'Do you pour driveways and patios for homes in Nederland?',
      answer:
        'Yes. Most of our Nederland work is residential: new and replacement driveways, patios, sidewalks and garage slabs. We visit, measure and give a free written estimate before anything is scheduled.',
    },
    {
      question: 'Can you work inside a refinery or chemical plant?',
      answer:
        'Yes. Our crews are used to plant sites and follow each site’s safety orientation, permits and rules. We pour equipment pads, containment areas, foundations and paving to the owner’s or engineer’s specifications.',
    },
    {
      question: 'Why do so many older Nederland driveways crack?',
      answer:
        'The clay under Nederland swells in wet months and shrinks in dry ones, and many older driveways were poured thin with little base or reinforcement. When we replace one, we fix the base and drainage that caused the failure, not just the concrete on top.',
    },
    {
      question: 'How soon can you start a project in Nederland?',
      answer:
        'Small residential jobs can often be scheduled within a week or two of an accepted estimate, depending on weather. Larger commercial or plant work is planned around your schedule and the site’s permits.',
    },
    {
      question: 'Do I need a permit for a new driveway in Nederland?',
      answer:
        'Work that changes a driveway approach or connects to the street usually needs a permit from the City of Nederland. We tell you what your project needs and handle the paperwork when it is part of our job.',
    },
  ],
  closing: {
    heading: 'Planning Concrete Work in Nederland?',
    text: 'Tell us about your driveway, patio or plant project. We will come out, look at the site and give you a free, written estimate.',
  },
} satisfies CityInput;
