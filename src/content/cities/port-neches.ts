import { business } from '../business';
import type { CityInput } from '../schema';

/** Port Neches, Jefferson County: petrochemical and industrial emphasis. */
export default {
  slug: 'port-neches',
  name: 'Port Neches',
  county: 'Jefferson County',
  emphasis: 'Petrochemical and industrial',
  seo: {
    title: 'Concrete Contractors in Port Neches, TX | Industrial Slabs',
    description:
      'Industrial concrete in Port Neches, TX: equipment foundations, containment slabs, plant paving and truck aprons for petrochemical sites on the Neches River.',
    keywords: [
      'concrete contractor Port Neches TX',
      'industrial concrete Port Neches',
      'petrochemical plant concrete',
      'equipment foundation Jefferson County',
      'containment slab Texas',
      'plant paving Port Neches',
    ],
  },
  hero: {
    tagline: 'Industrial concrete for the plants along the Neches River',
    text: `Port Neches has made chemicals beside the Neches River at least since the synthetic rubber plants of World War II, and its plants and contractors need concrete that carries heavy equipment and stands up to spills. We pour foundations, containment and paving to engineered specs, a short drive from ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'factory',
      title: 'Equipment Foundations',
      description:
        'Pump, compressor and vessel foundations poured to the engineer’s drawings, with anchor bolts and embeds set to template before the concrete arrives.',
    },
    {
      icon: 'shield',
      title: 'Containment and Spill Areas',
      description:
        'Curbed slabs, sumps and dike walls that hold what they are meant to hold, with joint materials and sealers matched to the chemicals on site.',
    },
    {
      icon: 'hard-hat',
      title: 'Crews That Work to Plant Rules',
      description:
        'Our crews sit through each site’s safety orientation, work under its permits and barricade their area, so the plant’s own people keep operating around us.',
    },
    {
      icon: 'truck',
      title: 'Heavy-Duty Paving',
      description:
        'Truck aprons, loading areas, laydown yards and plant roads built thick and reinforced for steady traffic from loaded trucks and cranes.',
    },
  ],
  areas: [
    'Merriman Street',
    'Magnolia Avenue',
    'Twin City Highway',
    'Riverfront Park',
    'Groves',
    'Nederland',
    'Port Arthur',
    'Central Gardens',
  ],
  expertise: [
    'Port Neches grew up around the refining and chemical industry on the west bank of the Neches River, and the plants are still the largest presence in town. Industrial concrete here is engineered work. We pour equipment foundations, pipe-support footings, containment slabs and plant roads to the owner’s specifications, typically 6-8 inches thick in 4,000-6,000 PSI concrete with heavy reinforcement. Engineering a slab to that standard adds 20-40% to the up-front cost compared with a light-duty pour, and the result stays flat and sound under loads that would crush a slab built for a home garage.',
    'Schedules and safety shape every industrial job. A lot of the work happens during turnarounds or next to running units, so we plan pours for the windows the plant gives us, bring crews who know permit-to-work rules, and keep pump trucks and ready-mix deliveries moving through the gate without holding anyone up. Port Neches is also a hometown, with older houses near the river and streets off Merriman and Magnolia, and we pour driveways and patios there too, built to shed the heavy rain that falls across Mid-County.',
  ],
  faqs: [
    {
      question: 'Do you pour concrete inside the petrochemical plants in Port Neches?',
      answer:
        'Yes. We handle foundations, containment, paving and slab repair inside operating plants and on contractor yards. Before anyone picks up a tool, our people go through the site’s safety orientation, and from then on they work under its permit, barricade and housekeeping rules.',
    },
    {
      question: 'Will you build to our engineer’s stamped drawings and specifications?',
      answer:
        'That is how we prefer to work on industrial jobs. We follow the drawings for dimensions, reinforcement, embeds and mix design, coordinate testing with your inspector, and raise any conflict we spot before concrete is ordered rather than after it is placed.',
    },
    {
      question: 'How do you protect containment slabs from chemical attack?',
      answer:
        'The products a slab will see decide the details. We place dense, well-cured concrete, keep joints in containment areas to a minimum and fill them with a compatible joint material, and apply the coating or sealer your specification calls for after the concrete has cured for at least 28 days.',
    },
    {
      question: 'Can you repair a damaged plant slab during a short outage?',
      answer:
        'Often, yes. Spalled areas, broken joints and cracked sections can be cut out and patched within a tight window, and when damage covers less than 40% of a slab, repair usually beats replacement. We plan materials and crew ahead of the outage so work starts as soon as the area is released to us.',
    },
    {
      question: 'Do you also take residential jobs in Port Neches and Groves?',
      answer:
        'Yes. Alongside plant work, we pour and replace driveways, patios, walkways and garage slabs for homeowners in Port Neches and next-door Groves. Garage slabs go in at 4-6 inches thick, estimates are free, and we leave a home job as tidy as a plant site.',
    },
  ],
  closing: {
    heading: 'Planning Plant or Contractor Work in Port Neches?',
    text: 'Send us the drawings or a scope of work. We will review them, walk the site with your team and return a written price.',
  },
} satisfies CityInput;
