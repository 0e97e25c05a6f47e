import { business } from '../business';
import type { CityInput } from '../schema';

/** Port Arthur, Jefferson County: petrochemical, port and hurricane-exposed residential work. */
export default {
  slug: 'port-arthur',
  name: 'Port Arthur',
  county: 'Jefferson County',
  emphasis: 'Petrochemical, port and storm-ready residential',
  seo: {
    title: 'Concrete Contractors in Port Arthur, TX | Plants & Homes',
    description:
      'Concrete in Port Arthur, TX: refinery pads, port and yard paving, storm-damage repair and driveways from Sabine Pass to Pleasure Island. Free estimates.',
    keywords: [
      'concrete contractor Port Arthur TX',
      'refinery concrete Port Arthur',
      'industrial slab Port Arthur',
      'Sabine Pass concrete',
      'storm damage concrete repair',
    ],
  },
  hero: {
    tagline: 'Heavy concrete for refinery row and sound slabs for the homes beside it',
    text: `Port Arthur refines a large share of the nation’s fuel, ships cargo through its port and takes the first punch of many Gulf storms. We pour plant pads, yard paving and home driveways here, and we answer storm calls within ${business.response.emergency}.`,
  },
  features: [
    {
      icon: 'factory',
      title: 'Refinery and Plant Work',
      description:
        'Foundations, equipment pads, containment curbs and paving for refineries and chemical plants, poured to the engineer’s drawings and the site’s safety rules.',
    },
    {
      icon: 'ship',
      title: 'Port and Laydown Yards',
      description:
        'Heavy-duty paving for laydown yards, truck lanes and loading areas that take forklifts, cranes and trailer landing gear every day.',
    },
    {
      icon: 'wind',
      title: 'Hurricane Repair',
      description:
        'After a storm we break out and replace slabs undermined by floodwater, reset approaches and make damaged steps and walks safe again.',
    },
    {
      icon: 'home',
      title: 'Homes from Port Acres to Pleasure Island',
      description: 'Driveways, patios and house slabs for Port Arthur families, with the grading and drainage a low, flat city needs.',
    },
  ],
  areas: [
    'Downtown Port Arthur',
    'Pleasure Island',
    'Sabine Pass',
    'Port Acres',
    'Groves',
    'Memorial Boulevard',
    'Highway 73',
    'Highway 87',
  ],
  expertise: [
    'Port Arthur is home to Motiva’s refinery, the largest in North America, along with the Valero and TotalEnergies plants and a deep-water port on the Sabine-Neches Waterway. Industrial concrete here is heavy work: 6-8 inch slabs at 4,000-6,000 PSI under pumps, compressors and pipe racks, curbed containment that holds a spill, and paving that carries cranes during a turnaround. Our crews sit through site orientations, work under permits, pour to the engineer’s specifications and fit their schedule around the plant’s, whether that means a night pour or a weekend shutdown.',
    'The neighborhoods take just as much weather as the plants. The city is low and flat and depends on a hurricane levee, Rita and Ike both hit hard, and Harvey’s rain flooded thousands of homes in 2017. On house slabs and driveways we grade so that rain runs to the street quickly, replace soft, waterlogged fill instead of pouring over it, and reinforce against the clay that heaves as it dries out after a flood. On Pleasure Island and in Sabine Pass, where salt air reaches everything, we give the steel extra concrete cover.',
  ],
  faqs: [
    {
      question: 'Are your crews set up to work inside Port Arthur refineries?',
      answer:
        'Yes. We complete each owner’s safety orientation, follow permit-to-work and hot-work rules, and coordinate with the operations and turnaround teams. Slabs, pads and containment are built to the drawings and specifications the owner or engineer supplies.',
    },
    {
      question: 'What does heavier industrial concrete cost compared with a standard slab?',
      answer:
        'A properly engineered commercial or industrial slab typically costs 20-40% more up front than a light-duty one, because it is thicker, stronger and carries more steel. It also lasts far longer under equipment and truck loads, which is what matters over the life of a plant.',
    },
    {
      question: 'My slab was undermined by floodwater. What are my options?',
      answer:
        'If the concrete is intact and only the support beneath it washed out, filling the voids and leveling can bring it back for far less than replacement. Where it has cracked through or broken up over a large area, we tear it out, rebuild the base and pour new. We inspect before recommending either.',
    },
    {
      question: 'Do you work on Pleasure Island and in Sabine Pass?',
      answer:
        'Yes. Both are part of Port Arthur and both sit right on the water, so we plan for salt exposure, wind and soft ground. Boat storage slabs, driveways, patios and pads for homes and businesses are all typical requests there.',
    },
    {
      question: 'How fast can you respond after a hurricane in Port Arthur?',
      answer: `For urgent hazards, such as a collapsed approach or a slab that is unsafe to walk on, our emergency line runs 24/7 and we respond within ${business.response.emergency}. Planned repairs are booked in order once the roads are open, starting with the worst damage.`,
    },
  ],
  closing: {
    heading: 'Concrete Work in Port Arthur, from the Plant to the Porch',
    text: 'Whether it is a refinery pad, a yard for the port or a driveway after a storm, send us the details. We will inspect the site and quote the job at no charge.',
  },
} satisfies CityInput;
