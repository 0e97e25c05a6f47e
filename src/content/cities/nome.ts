import { business } from '../business';
import type { CityInput } from '../schema';

/** Nome, Jefferson County: rural and agricultural emphasis, seven area badges. */
export default {
  slug: 'nome',
  name: 'Nome',
  county: 'Jefferson County',
  emphasis: 'Rural and agricultural',
  seo: {
    title: 'Concrete Contractors in Nome, TX | Farm & Ranch Concrete',
    description:
      'Concrete for Nome, TX on US 90: equipment barn slabs, cattle feed pads, farm drives and house foundations on rural land in western Jefferson County.',
    keywords: [
      'concrete contractor Nome TX',
      'farm concrete Nome',
      'equipment slab Jefferson County',
      'feed pad concrete',
      'rural driveway Nome TX',
      'ranch concrete Southeast Texas',
    ],
  },
  hero: {
    tagline: 'Farm and ranch concrete for the rice and cattle country around Nome',
    text: `Out past China on US 90, Nome is working farm country: rice fields, sod and pasture, and homesteads with shops and barns. We pour equipment slabs, feed pads, farm drives and house foundations here, and a rural job gets the same care as one in ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'tractor',
      title: 'Equipment Barn Slabs',
      description:
        'Reinforced floors for combines, tractors and grain trucks, with thickened edges and a wide apron so heavy machines roll in without chipping the lip.',
    },
    {
      icon: 'fence',
      title: 'Feed Pads and Pens',
      description:
        'Concrete at feeders, troughs and working pens keeps cattle from churning the ground to mud, and it scrapes clean with a tractor blade.',
    },
    {
      icon: 'droplets',
      title: 'Drainage on Flat Land',
      description:
        'Ground around Nome is level and slow to drain, so we raise slabs on compacted fill and pitch them to carry rain off toward the ditch.',
    },
    {
      icon: 'calendar-check',
      title: 'Scheduled Around the Seasons',
      description: `A free visit and a written estimate within ${business.response.estimate} that holds for ${business.response.estimateValidDays} days, so you can plan concrete around planting and harvest.`,
    },
  ],
  areas: ['US 90 Corridor', 'State Highway 326', 'FM 365', 'China', 'Sour Lake', 'Devers', 'Hamshire'],
  expertise: [
    'Nome began as a stop on the railroad along what is now US 90. Rice has kept it going ever since, with cattle, sod and crawfish alongside, and most of what we pour here is working concrete. Equipment barns and shop floors where heavy machines park follow the commercial standard: a floor 6-8 inches thick, 4,000-6,000 PSI concrete and steel running through all of it. Feed pads and trough aprons get a coarse broom finish so cattle keep their feet on a wet morning.',
    'The land around Nome is flat coastal prairie over heavy clay, which holds water well for rice and is hard on slabs. The clay swells when the fields are wet and splits open in late-summer drought, and rainwater has nowhere quick to go. We strip the topsoil, build the pad up with compacted fill and grade the finished slab so it drains toward a ditch instead of back under a building. Frost is rare out here but July heat is not, so summer pours start at first light and the concrete stays wet while it cures.',
  ],
  faqs: [
    {
      question: 'Can you pour a barn floor big enough for a combine near Nome?',
      answer:
        'Yes. Tell us which machines will park inside and how big the building is, and we size the slab thickness, steel and joint layout around the heaviest load. Wide doors get a thickened edge and a concrete apron so tires do not break the edge of the slab when a loaded machine drives in.',
    },
    {
      question: 'Are concrete feed pads worth the money for a cattle operation?',
      answer:
        'For most herds, yes. Where cattle crowd around a feeder, trough or gate, the ground becomes deep mud after rain, which wastes feed and is hard on hooves. A roughened concrete pad stays firm and scrapes clean with a tractor. We size it to the feeder and to the room the animals need to stand and turn.',
    },
    {
      question: 'When is a good time to schedule farm concrete around Nome?',
      answer:
        'Many farm owners like the slower weeks between harvest and spring field work, when equipment can be moved out of the way. We pour year-round, but we skip heavy rain and protect fresh concrete on the rare days that drop below 40°F.',
    },
    {
      question: 'Do you pour house foundations on open land outside Nome?',
      answer:
        'Yes. We build house slabs from your builder’s or engineer’s plans: pad, vapor barrier, steel, grade beams and coordination with the plumber’s rough-in. On open prairie we pay close attention to pad height, since a house on flat land needs its floor well above the ground around it.',
    },
    {
      question: 'Do you pour small pads for well pumps, tanks and generators?',
      answer:
        'Yes. A small pad under a well pump, pressure tank, generator or fuel tank keeps the equipment level and out of the mud. If a property needs several of them, we form them all at once and pour them in a single visit.',
    },
  ],
  closing: {
    heading: 'Need a Barn Floor or Feed Pad in Nome?',
    text: 'Tell us what the slab has to carry and where it goes on the place. We will come out to Nome, look at the ground and write you a free estimate.',
  },
} satisfies CityInput;
