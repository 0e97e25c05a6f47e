import { business } from '../business';
import type { CityInput } from '../schema';

/** Taylor Landing, Jefferson County: marine and waterfront emphasis. */
export default {
  slug: 'taylor-landing',
  name: 'Taylor Landing',
  county: 'Jefferson County',
  emphasis: 'Marine and waterfront',
  seo: {
    title: 'Concrete Contractors in Taylor Landing, TX | Boat Ramps',
    description:
      'Waterfront concrete in Taylor Landing, TX: boat ramps, bulkhead caps, dock approaches and boathouse slabs built to handle wet ground, storms and steady use.',
    keywords: [
      'concrete contractor Taylor Landing TX',
      'boat ramp concrete',
      'bulkhead cap Jefferson County',
      'dock approach concrete',
      'waterfront concrete Taylor Bayou',
    ],
  },
  hero: {
    tagline: 'Ramps, bulkhead caps and dock approaches for a small city on the water',
    text: `Taylor Landing is a small city on Highway 73 in the bayou country of central Jefferson County, close to Taylor Bayou. Where a lot reaches the water, we pour the ramps, caps and slabs that stand up to wet ground and storm surge. Our crews come from ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'anchor',
      title: 'Boat Ramps',
      description:
        'Ramps with a grooved surface that gives tires grip on a wet slope, formed and poured so the toe reaches the depth your trailer needs.',
    },
    {
      icon: 'waves',
      title: 'Bulkhead Caps and Tiebacks',
      description:
        'A continuous concrete cap stiffens the top of a bulkhead, spreads the load from the yard behind it and gives you a clean edge to walk on.',
    },
    {
      icon: 'sailboat',
      title: 'Dock Approaches and Boathouse Slabs',
      description:
        'Walkways from the house to the dock and slabs under boathouses and lifts, set on a base that will not wash out when the bayou rises.',
    },
    {
      icon: 'droplets',
      title: 'Marine-Grade Mixes',
      description:
        'Low-permeability concrete with deep cover over the steel, because water and wet soil rust ordinary rebar and split thin concrete apart.',
    },
  ],
  areas: ['Highway 73', 'Taylor Bayou', 'Port Acres', 'Port Arthur', 'LaBelle', 'Fannett', 'Hamshire', 'Beaumont'],
  expertise: [
    'Concrete at the water’s edge lives a harder life than a driveway up the street. The ground under it stays saturated, the water level rises and falls, and every storm tests the fill behind the bulkhead. For a waterfront lot that means compacting the base in thin lifts, using filter fabric where fine soil could wash out through the joints, and keying ramps and caps into the structure they sit on so they move as one piece.',
    'A boat ramp has to do two jobs: carry the weight of a truck and loaded trailer, and give traction on a slope that is wet all the time. We pour ramps at a steady grade with deep grooves cut across them, thicken the edges and the toe, and keep the steel far enough from the surface that it will not rust through. Bulkhead caps are formed in long continuous runs with the anchors set before the pour. Where the work reaches below the waterline, timing with low water and the right permits matter as much as the concrete itself.',
  ],
  faqs: [
    {
      question: 'Do I need a permit to build a boat ramp or bulkhead in Taylor Landing?',
      answer:
        'Work in or over a bayou or other navigable water usually needs a permit from the U.S. Army Corps of Engineers, and the City of Taylor Landing may have its own requirements. We help you work out what applies before the job is scheduled, because the permit often sets the timeline.',
    },
    {
      question: 'How do you pour concrete for a ramp that goes under water?',
      answer:
        'The part above the water is formed and poured in place. For the section below it, we either wait for low water and build a temporary dam, or cast panels on shore and set them into position. Which method fits depends on the water depth and the slope of the bank.',
    },
    {
      question: 'Why does waterfront concrete need a different mix?',
      answer:
        'Water carries moisture and salts into concrete through its pores and cracks, and once it reaches the steel, rust expands and breaks the concrete from inside. A denser, lower-water mix with more cover over the reinforcement slows that process down by years.',
    },
    {
      question: 'Can you repair a cracked or undermined bulkhead cap?',
      answer:
        'Yes, if the wall under it is still sound. We cut out the broken concrete, clean and treat the exposed steel, fill any voids behind the wall and cast a new section tied into the old one. If the bulkhead itself is failing, we will say so and explain the options.',
    },
    {
      question: 'What else do you pour for homes in Taylor Landing?',
      answer:
        'Plenty of the work is on dry land: driveways, garage and shop slabs, patios looking over the water and pads for boat storage. Each one gets the drainage and base a low-lying lot needs, and we can price the waterfront and yard work together.',
    },
  ],
  closing: {
    heading: 'Ready to Build at the Water’s Edge?',
    text: `Tell us about your ramp, bulkhead or dock approach. We will visit the site, check the water and the bank, and price the work in writing within ${business.response.estimate}, free of charge.`,
  },
} satisfies CityInput;
