import { business } from '../business';
import type { CityInput } from '../schema';

/** Sour Lake, Hardin County: small historic oil town with rural homes and acreage. */
export default {
  slug: 'sour-lake',
  name: 'Sour Lake',
  county: 'Hardin County',
  emphasis: 'Historic oil town with rural homes and acreage',
  seo: {
    title: 'Concrete Contractors in Sour Lake, TX | Driveways & Slabs',
    description:
      'Concrete contractor for Sour Lake, TX on Highway 105: repairs, driveways, patios and foundation slabs for older in-town homes and rural acreage.',
    keywords: [
      'concrete contractor Sour Lake TX',
      'Sour Lake driveway',
      'Highway 105 concrete',
      'Hardin County foundation slab',
      'concrete repair Sour Lake',
      'acreage slab Sour Lake',
    ],
  },
  hero: {
    tagline: 'Careful concrete work for an old oil town and the wooded acreage around it',
    text: `Sour Lake was a mineral-springs resort before its oil boom, and today its older houses and country lots each need concrete that suits them. We repair, replace and pour new along Highway 105 and out into the Hardin County woods, working from our ${business.homeCity} base.`,
  },
  features: [
    {
      icon: 'wrench',
      title: 'Repairs for Older Homes',
      description:
        'Houses near the old downtown often keep their original walks and drives, long since settled. We save the sections that can be saved and replace only what cannot.',
    },
    {
      icon: 'tree-pine',
      title: 'Country Lots in the Trees',
      description:
        'Homes off Highway 105 and SH 326 need long drives, shop slabs and house pads fitted in without clearing more woods than the job calls for.',
    },
    {
      icon: 'layers',
      title: 'Firm Ground First',
      description: 'We probe for soft spots, dig out organic soil and compact select fill before a foundation or garage slab goes down.',
    },
    {
      icon: 'calendar-check',
      title: 'Prices You Can Plan Around',
      description: `Free written estimates within ${business.response.estimate}, honored for ${business.response.estimateValidDays} days, so there is time to compare and decide.`,
    },
  ],
  areas: [
    'Highway 105 Corridor',
    'SH 326',
    'Downtown Sour Lake',
    'Batson',
    'Saratoga',
    'Kountze',
    'Nome',
    'Big Thicket National Preserve Area',
  ],
  expertise: [
    'Visitors came to Sour Lake for its mineral springs in the 1800s, and oil brought a boom at the start of the twentieth century; the town is known as the birthplace of the Texas Company, later Texaco. Today it is quieter: older frame houses near downtown, newer brick homes on bigger lots, and families who moved out from Beaumont for space and trees. Many walks and driveways in the older blocks were poured long ago on little or no base, and by now they have sunk, cracked or tipped toward the house.',
    'Before we pour, we look at what lies underneath. Ground that was once woods or oil-field land can hide roots, buried debris and soft pockets, and the clay expands through a wet spring and pulls apart in a dry August. We dig test holes where the soil looks suspect, replace weak material with compacted fill, and reinforce new slabs with steel so they hold together if the ground moves. When an old slab has only sunk and is still in one piece, leveling can lift it back in 4-8 hours for 50-70% less than tearing it out and starting over.',
  ],
  faqs: [
    {
      question: 'Is my old Sour Lake sidewalk worth repairing, or should it be replaced?',
      answer:
        'When under 40% of the surface is damaged, repair usually wins: we fill cracks, lift sunken panels and resurface worn spots, and repair runs 30-60% cheaper than replacement. Once most of the slab is broken or the base beneath it has washed out, new concrete is the better value.',
    },
    {
      question: 'Do you build foundations for homes on acreage outside Sour Lake?',
      answer:
        'Yes. We pour house foundations, detached garage and shop slabs, and porches for homes on wooded and pasture land around Sour Lake. For a house we work from your engineer’s or builder’s plans and time the pour around the plumber and the framing crew.',
    },
    {
      question: 'Can you save the big trees when you pour on a wooded lot?',
      answer:
        'We try hard to. We lay the slab out clear of major trunks, hand-dig near roots worth protecting, and add reinforcement where concrete has to pass close to a tree. If a tree is likely to damage the slab later, we say so plainly before you decide.',
    },
    {
      question: 'When is the best season to pour concrete in Sour Lake?',
      answer:
        'Most of the year works. In summer we start at daybreak and keep the surface damp while it cures, because heat pulls the water out fast. On the few winter days that fall below 40°F we wait or cover the slab with blankets. Rain is the real scheduling risk, and we would rather move a pour than finish concrete in a downpour.',
    },
    {
      question: 'Can new concrete suit the look of an older house near downtown?',
      answer:
        'It can. For older homes, a plain broom finish with tooled edges and a simple border often looks more at home than a busy stamped pattern. If you want some decoration, a soft stain or an exposed aggregate band ties new work to the house without looking out of place.',
    },
  ],
  closing: {
    heading: 'Concrete Work Coming Up in Sour Lake?',
    text: 'Whether it is a tired driveway in town or a new slab out on your acreage, tell us what you have in mind and we will set up a free visit.',
  },
} satisfies CityInput;
