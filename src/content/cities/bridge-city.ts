import { business } from '../business';
import type { CityInput } from '../schema';

/** Bridge City, Orange County: hurricane and flood recovery, elevated homes. */
export default {
  slug: 'bridge-city',
  name: 'Bridge City',
  county: 'Orange County',
  emphasis: 'Hurricane and flood recovery, elevated homes',
  seo: {
    title: 'Concrete Contractors in Bridge City, TX | Elevated Homes',
    description:
      'Bridge City, TX concrete for storm recovery: slabs under raised homes, stairs and landings, driveways and walks built for flood country in Orange County.',
    keywords: [
      'concrete contractor Bridge City TX',
      'elevated home concrete',
      'Bridge City driveway',
      'flood recovery concrete Orange County',
      'concrete stairs raised house',
      'storm damage concrete repair',
    ],
  },
  hero: {
    tagline: 'Concrete for raised homes and storm-tested streets between the Neches and the Sabine',
    text: `Bridge City rebuilt after Ike and again after Harvey, and many of its houses now stand on piers. We pour the parking slabs beneath them, the stairs and landings that reach the front door, and drives sloped for hard rain, just over the Rainbow Bridge from Port Arthur and an easy trip from ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'move-vertical',
      title: 'Stairs up to Raised Homes',
      description:
        'Concrete stairs and landings on their own footings, laid out for daily climbs with groceries and built to stand up to wind and high water.',
    },
    {
      icon: 'home',
      title: 'Slabs Beneath Elevated Houses',
      description:
        'Once a house is lifted, the ground underneath becomes carport and storage. We pour slabs around the piers without undermining them.',
    },
    {
      icon: 'waves',
      title: 'Flood-Ready Drives and Walks',
      description:
        'Driveways and walks graded so surge and rainwater drain off fast, set on a base that holds up after it has been under water.',
    },
    {
      icon: 'siren',
      title: 'Help When a Storm Hits',
      description: `Undermined slabs, washed-out approaches and broken steps after a storm get an emergency response within ${business.response.emergency}, any hour of any day.`,
    },
  ],
  areas: ['Rainbow Bridge Area', 'Texas Avenue', 'Roundbunch Road', 'Highway 62', 'Cow Bayou', 'Orangefield', 'West Orange', 'Pinehurst'],
  expertise: [
    'Bridge City takes its name from the bridge crossing of the Neches, and it sits low on the stretch of Orange County between that river and the Sabine. Hurricane Ike’s storm surge in 2008 flooded nearly every house in town, and Harvey’s rain in 2017 put water in many of them again. Since then a large share of homes have been lifted onto piers or rebuilt higher, and that changes the concrete work: the old ground-level slab becomes parking or storage, the front door needs a full stair and landing, and the drive has to meet a carport that now sits somewhere new.',
    'Working next to elevation piers takes care. We form around each pier rather than digging beneath it, separate the new slab from the pier with an isolation joint so each can move on its own, and never remove soil that supports a foundation. Stairs get their own footings and steel, and we place the landing so the storm door swings clear. Salt air and surge water are hard on bare concrete, so after any flood we rinse silt and salt off drives and walks and check for hollow spots where water ran underneath.',
  ],
  faqs: [
    {
      question: 'Can you pour a carport slab under my raised house in Bridge City?',
      answer:
        'Yes. We pour carport and storage slabs between and around elevation piers. Each pier is boxed out with an isolation joint so the slab and the pier move independently, and the slab is pitched so rain and any floodwater drain out from under the house.',
    },
    {
      question: 'Our front steps no longer reach the door since the house was lifted. What can you build?',
      answer:
        'We build new concrete stairs with a landing at the door, poured on their own footings. The number of steps depends on how high the floor now sits, and tall runs can include a landing partway up. Every step is 7-7.5 inches tall and 11-12 inches deep, so the climb stays easy even when it is long. Concrete steps generally cost $150-400 per step, and your written estimate gives the exact figure for your stair.',
    },
    {
      question: 'Could floodwater have damaged my driveway even if it looks fine?',
      answer:
        'Possibly. Water moving beneath a slab can wash out the base and leave voids that crack later under a car. Tap the surface and listen for a hollow sound, and watch for new cracks, sunken corners or gaps along the edges. If only a few panels have dropped, leveling can fill the voids and lift them in 4-8 hours; if most of the drive is broken, replacement is the better choice.',
    },
    {
      question: 'Does salt air near Sabine Lake wear out concrete faster?',
      answer:
        'Over time, yes. Salt and moisture soak into bare concrete and rust the steel inside it. A good sealer slows that down, so plan to reseal every 2-3 years, rinse drives and walks after any surge or flood, and fix cracks early so salt water cannot reach the reinforcement.',
    },
    {
      question: 'Do you come out right after hurricanes and tropical storms?',
      answer: `Yes. When a storm leaves a slab undermined, steps cracked or an approach washed away, call the emergency line and we respond within ${business.response.emergency}, day or night. Once the water is down, we inspect the damage, make the area safe and give you a written repair plan with prices.`,
    },
  ],
  closing: {
    heading: 'Raising or Rebuilding Your Bridge City Home?',
    text: 'We can plan the stairs, the slab under the house and the driveway together so all of it fits the new floor height. Send your elevation plans for a free estimate.',
  },
} satisfies CityInput;
