import { business } from '../business';
import type { CityInput } from '../schema';

/** China, Jefferson County: small rural community on US 90 with farms and acreage. */
export default {
  slug: 'china',
  name: 'China',
  county: 'Jefferson County',
  emphasis: 'Rural homes, farms and acreage along US 90',
  seo: {
    title: 'Concrete Contractors in China, TX | Shop Slabs & Barns',
    description:
      'Concrete in China, TX on US 90 west of Beaumont: shop and barn slabs, long rural driveways, house pads and patios for farms and homes on acreage.',
    keywords: [
      'concrete contractor China TX',
      'shop slab China Texas',
      'barn floor Jefferson County',
      'rural driveway China TX',
      'house pad US 90',
      'acreage concrete Southeast Texas',
    ],
  },
  hero: {
    tagline: 'Country concrete for homesteads, shops and barns west of Beaumont',
    text: `China is small-town Jefferson County: houses set back from US 90, rice and pasture behind them, and a metal shop that needs a solid floor. We pour shop slabs, house pads and drives out to the road, a quick trip west from our ${business.homeCity} yard.`,
  },
  features: [
    {
      icon: 'warehouse',
      title: 'Shop and Barn Floors',
      description:
        'Slabs for metal shops, hay barns and equipment sheds, thick enough for loaded trailers and pitched so a hose-down runs out the big door.',
    },
    {
      icon: 'truck',
      title: 'Drives Out to the Road',
      description:
        'When the house sits well back, we can pour the full length or just the approach and parking area, leaving culvert crossings clear for ditch flow.',
    },
    {
      icon: 'droplets',
      title: 'Pads Raised Above the Prairie',
      description:
        'Flat land drains slowly. We build the pad up with compacted fill so a new slab stays above standing water after a summer cloudburst.',
    },
    {
      icon: 'map-pin',
      title: 'Acreage Gets a Site Visit Too',
      description: `Rural lots get the same free visit as town lots, and you get our price on paper within ${business.response.estimate}, good for ${business.response.estimateValidDays} days.`,
    },
  ],
  areas: ['US 90 Corridor', 'Nome', 'Sour Lake', 'Bevil Oaks', 'Fannett', 'Hamshire', 'Amelia', 'West Beaumont'],
  expertise: [
    'China takes its name from the chinaberry trees around an early railroad water stop, and it still feels like the country: rice and cattle land, homes on a few acres, and shops that double as garages for pickups and tractors. Concrete out here carries farm weight. For shop and barn floors we thicken the slab at the doors where loaded trailers turn, tie steel through the edges, and lay out joints so tractor tires cross them squarely rather than rolling along them.',
    'Water is the other half of the job. The prairie between Beaumont and Nome is flat, the clay beneath it holds moisture, and after a hard rain a field can stay soggy for days. We build house pads up on compacted select fill, keep the finished floor above the surrounding ground, and crown driveways so they shed into the ditches instead of holding puddles. Long runs are cut into panels with deep control joints, because a drive that stretches back to a house set far off the highway will crack somewhere unless we choose where.',
  ],
  faqs: [
    {
      question: 'Can you pour the slab for a metal building on my land in China?',
      answer:
        'Yes. Send us the building size and the anchor-bolt layout from the kit supplier, and we form the slab with thickened edges, set the bolts to that drawing, and finish the floor for whatever will be parked or stored inside. Many owners add a concrete apron at the roll-up door so mud stays outside.',
    },
    {
      question: 'My driveway crosses the roadside ditch. Can you pour over the culvert?',
      answer:
        'We can form and pour the approach over a properly sized culvert pipe and leave both pipe ends open for flow. A crossing on US 90 falls under TxDOT, while one on a city street or county road goes through the City of China or Jefferson County, and we help you find out which approval you need before work starts.',
    },
    {
      question: 'Is concrete worth it on a long country drive, or should I stay with gravel?',
      answer:
        'Gravel is cheaper on day one, but it washes into the ditch and ruts after heavy rain. A good middle path is concrete where wear is worst, at the road approach, the parking area and the stretch by the house, with gravel on the rest. A well-built concrete driveway that is looked after lasts 20-30 years.',
    },
    {
      question: 'Is a small job in China worth your trip?',
      answer: `Yes. China sits well inside our ${business.serviceRadiusMiles}-mile service area, so a single patio, a set of back steps or a sidewalk repair is worth the drive. When we have other work out west on US 90, we try to line small jobs up on the same day.`,
    },
    {
      question: 'How do you keep a new house slab dry on flat, low ground?',
      answer:
        'Height comes first: compacted fill raises the pad so the finished floor sits above the yard, and the ground around it falls away on every side. A vapor barrier goes under the slab, and gutters should carry roof water well clear of the foundation. If the lot has flooded before, we settle the floor elevation with you and your builder before anything is poured.',
    },
  ],
  closing: {
    heading: 'Building on Your Land in China?',
    text: 'Whether it is a shop floor, a house pad or a drive to the highway, tell us where the property is and we will drive out and walk it with you.',
  },
} satisfies CityInput;
