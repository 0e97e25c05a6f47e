import { business } from '../business';
import type { CityInput } from '../schema';

/** Lumberton, Hardin County: growing residential suburb with new subdivisions. */
export default {
  slug: 'lumberton',
  name: 'Lumberton',
  county: 'Hardin County',
  emphasis: 'Growing residential suburb and new subdivisions',
  seo: {
    title: 'Concrete Contractors in Lumberton, TX | Driveways & Patios',
    description:
      'Lumberton, TX concrete for new subdivisions and established homes: driveway widening, patios, garage slabs and walkways across Hardin County. Free estimates.',
    keywords: [
      'concrete contractor Lumberton TX',
      'Lumberton driveway',
      'Hardin County concrete',
      'new home patio Lumberton',
      'driveway widening Lumberton',
      'garage slab Lumberton TX',
    ],
  },
  hero: {
    tagline: 'Driveways, patios and walks for Lumberton’s newest streets and its settled ones',
    text: `Lumberton keeps adding rooftops north of ${business.homeCity}, and nearly every new house needs more concrete than the builder poured: a wider drive, a real back patio, a walk to the side gate. We build them for Hardin County ground and put a free price in writing within ${business.response.estimate}.`,
  },
  features: [
    {
      icon: 'home',
      title: 'Finishing the New Build',
      description:
        'Moved into a new house with a narrow drive and a bare back door? We widen driveways, add patios and pour walkways out to the fence gate and the trash cans.',
    },
    {
      icon: 'trees',
      title: 'Planned Around the Pines',
      description:
        'Tall pines shade many Lumberton lots. We set slab edges and add steel near root zones so roots do not heave the concrete a few seasons later.',
    },
    {
      icon: 'ruler',
      title: 'Grades Checked Before We Form',
      description:
        'Fresh subdivision lots settle unevenly. We shoot the grade first, so every new slab drains toward the street or yard and never back toward the foundation.',
    },
    {
      icon: 'truck',
      title: 'A Straight Run Up US 69',
      description: `US 69 and US 96 bring our trucks up from ${business.homeCity} without detours, which keeps site visits, pour days and follow-up calls on time.`,
    },
  ],
  areas: [
    'US 96 Corridor',
    'US 69 Corridor',
    'FM 421',
    'Village Creek State Park Area',
    'Rose Hill Acres',
    'Pinewood Estates',
    'Silsbee',
    'Kountze',
  ],
  expertise: [
    'Lumberton has grown well past its lumber-mill beginnings, and much of our work here is finishing what a builder left out. A new home often comes with a one-car-wide drive, a small stoop at the back door and bare dirt along the side of the garage. We widen drives with steel dowels drilled into the old edge so the new strip moves with the original, pour patios that step off the back door at a comfortable height, and run walkways that keep mud out of the house after a thunderstorm.',
    'The ground decides how long that concrete lasts. Lots cleared from pine woods can hide stumps and soft organic pockets, and the soil can change from sandy loam to clay within one subdivision. We probe and compact the base before setting forms, pour garage slabs 4-6 inches thick, and ask owners to keep cars off a new driveway for 7 days so it reaches strength before the first commute. Where a back yard sits low toward Village Creek or a drainage ditch, we build up the grade and pitch the slab so heavy rain runs off instead of pooling.',
  ],
  faqs: [
    {
      question: 'My new Lumberton house came with a narrow driveway. Can you widen it?',
      answer:
        'Yes, it is one of the jobs we do most in Lumberton. We saw the old edge straight, set epoxied steel dowels along it, and pour the added strip so both pieces stay level. Fresh concrete never matches older concrete perfectly in color, but running the broom finish in the same direction keeps them close.',
    },
    {
      question: 'Does a subdivision HOA have to approve a driveway extension or patio?',
      answer:
        'Some newer Lumberton subdivisions have deed restrictions or an owners’ association with rules on driveway width, materials and setbacks. Check with yours before work starts. We can give you a drawing and a written scope to attach to the approval request.',
    },
    {
      question: 'Do I need a permit from the City of Lumberton for flatwork?',
      answer:
        'It depends on the job and the address. Work that touches the street, the ditch or the right-of-way is the most likely to need city approval, and rules outside the city limits follow Hardin County instead. We check what applies when we measure and pull the permit ourselves when it is part of our contract.',
    },
    {
      question: 'Will the pine trees in my yard crack a new patio?',
      answer:
        'They can if a slab is poured straight over large surface roots. We cut back roots that can be removed safely, add reinforcement where the patio passes close to a trunk, and place control joints so any movement shows as a neat line instead of a random crack. With a big pine right beside the house, we may suggest shifting the patio edge away from it.',
    },
    {
      question: 'Can you pour before we move into a newly built home?',
      answer:
        'Yes, once the builder has finished final grading and any utility work near the slab. People can walk on it after 24-48 hours, while vehicles wait 7 days, so pouring a week or more ahead of moving day keeps the moving truck off green concrete.',
    },
  ],
  closing: {
    heading: 'Settling Into a Lumberton Home?',
    text: 'Send us your address and a few photos of the driveway or back yard. We will come measure, talk through the layout and leave you a free written price.',
  },
} satisfies CityInput;
