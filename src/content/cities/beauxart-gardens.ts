import { business } from '../business';
import type { CityInput } from '../schema';

/** Beauxart Gardens, Jefferson County: luxury decorative emphasis. */
export default {
  slug: 'beauxart-gardens',
  name: 'Beauxart Gardens',
  county: 'Jefferson County',
  emphasis: 'Luxury decorative concrete for large residential lots',
  seo: {
    title: 'Decorative Concrete in Beauxart Gardens, TX | Stamped',
    description:
      'Stamped, stained and exposed aggregate concrete for Beauxart Gardens homes: pool decks, patios, outdoor kitchens and circle drives. Free estimates.',
    keywords: [
      'concrete contractor Beauxart Gardens TX',
      'stamped concrete Beauxart Gardens',
      'decorative concrete Nederland',
      'pool deck concrete',
      'stained concrete patio',
    ],
  },
  hero: {
    tagline: 'Decorative concrete with room to spread out between Beaumont and Nederland',
    text: `Beauxart Gardens began as a 1930s homestead colony laid out in generous lots, and that space still sets it apart. We use it for stamped pool decks, stained patios, outdoor kitchens and circle drives that suit a fine home, poured by a ${business.homeCity} crew a few minutes away, down Highway 69.`,
  },
  features: [
    {
      icon: 'gem',
      title: 'Stamped Pool Decks and Patios',
      description:
        'Stone, slate and wood-plank patterns pressed into fresh concrete, colored to match your brick or siding and sealed to hold that color.',
    },
    {
      icon: 'palette',
      title: 'Stained and Colored Finishes',
      description:
        'Acid and water-based stains give porches, patios and garage floors a rich, varied color that will not peel the way paint does.',
    },
    {
      icon: 'sparkles',
      title: 'Exposed Aggregate Drives',
      description:
        'Washed to reveal the stone inside, exposed aggregate makes a textured, slip-resistant circle drive or front walk that hides everyday dirt.',
    },
    {
      icon: 'sun',
      title: 'Outdoor Living Spaces',
      description:
        'Slabs for outdoor kitchens, fire pits and covered pavilions, with borders, steps and seat walls designed as one finished space.',
    },
  ],
  areas: ['Nederland', 'Viterbo', 'Beaumont', 'Port Neches', 'Jack Brooks Regional Airport', 'Highway 69', 'Spur 93', 'Twin City Highway'],
  expertise: [
    'The federal government planned Beauxart Gardens in 1934 as a subsistence homestead colony, with about fifty families on lots of several acres where they kept gardens and livestock while working part-time in the refineries. Those wide parcels on old rice land are why the community still feels different from the subdivisions around it. A large lot invites a big project, such as a pool deck that wraps around to a covered kitchen, or a curved drive lined with a decorative border. Designing those well means thinking about how water will leave every square foot before the first form goes in.',
    'Decorative work asks for more care than plain gray concrete, not less. The old rice-field clay here moves with the seasons, so stamped and stained slabs get the same compacted base, steel and carefully placed joints as any driveway, and we hide the joints in the pattern where we can. Color goes in with the mix or on the surface at the right moment, the stamping is timed to the set, and a sealer goes on once the slab has cured 28 days, within 30 days of the pour. Resealing every 2-3 years keeps the color deep under the Gulf Coast sun and the surface easier to clean.',
  ],
  faqs: [
    {
      question: 'Which decorative finish is best for a pool deck in Beauxart Gardens?',
      answer:
        'Around a pool you want grip for wet feet and a surface that does not get too hot. A lightly textured stamped pattern in a light color, or a stamped overlay with a slip-resistant sealer, works well for most families. We bring samples so you can see and feel them in your own yard.',
    },
    {
      question: 'Will the color in stamped concrete fade in the sun?',
      answer:
        'Color mixed into the concrete goes all the way through and holds up well. Surface color and the release tint are more exposed, which is why the sealer matters: we seal once it has cured 28 days, within 30 days of the pour and recommend resealing every 2-3 years to keep it rich.',
    },
    {
      question: 'Can you match a new patio to an older decorative drive?',
      answer:
        'We can come close. We test color samples against your existing concrete, choose a pattern that complements it and sometimes add a border between old and new so the transition looks planned rather than patched. An exact match on weathered concrete is rarely possible, and we will say so up front.',
    },
    {
      question: 'Is decorative concrete worth it on a large lot?',
      answer:
        'On a big property the patio, drive and walks are a large part of what people see, so the finish has a strong effect on how the whole place looks. Decorative concrete costs more than a broom finish, but it gives you the look of stone or pavers in a single slab with fewer joints for weeds to find.',
    },
    {
      question: 'How long before we can use a new stamped patio?',
      answer:
        'Foot traffic is fine once 24-48 hours have passed. Furniture, grills and planters can go on once it has had a few more days, and anything that drives on the concrete should wait 7 days. Sealing follows once it has cured 28 days, within 30 days of the pour.',
    },
  ],
  closing: {
    heading: 'Designing a Patio or Pool Deck in Beauxart Gardens?',
    text: `Tell us what you picture for your yard. We will bring pattern and color samples to your home and follow up with a free estimate, good for ${business.response.estimateValidDays} days.`,
  },
} satisfies CityInput;
