import { business } from '../../business';
import type { CityInput } from '../../schema';

/** Spanish (es-US) edition of the Hamshire city page: rural and agricultural work. */
export default {
  slug: 'hamshire',
  name: 'Hamshire',
  county: 'Jefferson County',
  emphasis: 'Rural y agrícola',
  seo: {
    title: 'Contratista de concreto en Hamshire, TX | Graneros y talleres',
    description:
      'Concreto para granjas y terrenos de Hamshire, TX: losas de granero y taller, bases de equipo, entradas rurales largas y lavaderos sobre arcilla arrocera.',
    keywords: [
      'contratista de concreto Hamshire TX',
      'losa de granero Hamshire',
      'concreto para granjas condado de Jefferson',
      'losa de taller Fannett',
      'entrada rural de concreto',
    ],
  },
  hero: {
    tagline: 'Pisos de granero, losas de taller y entradas largas para arroceros y rancheros de la Highway 124',
    text: 'Al suroeste de Beaumont, sobre la Highway 124, Hamshire es pradera abierta, arrozales y potreros de ganado. Colamos pisos de granero, losas de taller, bases de equipo y entradas largas para la gente que trabaja esa tierra, calculados para tractores y remolques, no para sedanes.',
  },
  features: [
    {
      icon: 'tractor',
      title: 'Pisos de granero y de equipo',
      description:
        'Pisos gruesos y reforzados para graneros y cobertizos que cargan tractores, combinadas y remolques llenos sin agrietarse en la entrada.',
    },
    {
      icon: 'warehouse',
      title: 'Losas de taller',
      description:
        'Losas a nivel para edificios metálicos y talleres, con los pernos de anclaje según el plano del constructor y lugar reservado para un elevador o una mesa de soldar.',
    },
    {
      icon: 'truck',
      title: 'Entradas rurales largas',
      description:
        'Entradas que van del camino a la casa y al granero, con base sólida y cruces de drenaje para que el agua de la zanja siga corriendo.',
    },
    {
      icon: 'droplets',
      title: 'Lavaderos y corrales',
      description:
        'Zonas de lavado con pendiente y corrales de alimentación o de manejo con acabado texturizado, para que mangueras, pezuñas y botas tengan buen apoyo.',
    },
  ],
  areas: ['Fannett', 'Winnie', 'Stowell', 'LaBelle', 'Taylor Landing', 'Highway 124', 'Highway 73', 'Interstate 10'],
  expertise: [
    'La tierra plana alrededor de Hamshire lleva más de un siglo sembrando arroz porque su arcilla pesada retiene el agua. Esa misma arcilla es dura con el concreto: se hincha tras una semana de lluvias y se contrae en un agosto seco, y una losa colada directo encima se agrieta y se mece. En graneros y talleres quitamos la capa vegetal, traemos relleno selecto, lo compactamos por capas y reforzamos el perímetro con una viga de cimentación más profunda, para que todo el piso acompañe el movimiento del suelo en vez de romperse en pedazos.',
    'El concreto de granja además aguanta pesos que una casa nunca ve. Un carro de grano lleno o un tractor con cargador frontal aprietan la losa mucho más que una camioneta, así que engrosamos las secciones por donde el equipo entra y da vuelta y las reforzamos a la medida. Por estos rumbos la revolvedora puede venir de muy lejos, de modo que planeamos entregas, ajustes al tiempo de fraguado y tamaño de la cuadrilla según la distancia. Los lavaderos y corrales llevan una pendiente que manda el agua y el estiércol hacia un drenaje o el potrero, nunca de vuelta bajo el granero.',
  ],
  faqs: [
    {
      question: '¿Qué grosor debe tener el piso de un granero o cobertizo de equipo?',
      answer:
        'Depende de lo que vaya a rodar encima. Un cobertizo para una podadora y herramienta de mano es un trabajo muy distinto al de un granero donde a diario da vuelta un tractor con el cucharón cargado. Le preguntamos qué máquinas y cargas va a aguantar el piso y, con eso, fijamos el grosor y el acero, más fuerte donde las llantas entran y giran.',
    },
    {
      question: '¿Puede llegar la revolvedora a un edificio que está muy adentro de mi propiedad?',
      answer:
        'Casi siempre, si el camino está firme. Una revolvedora cargada pesa mucho y se puede atascar en un potrero mojado, así que antes recorremos la ruta con usted. Si el suelo está blando, esperamos a que seque, tendemos un camino provisional o usamos una bomba para alcanzar el colado.',
    },
    {
      question: '¿La arcilla de Hamshire va a agrietar mi losa nueva?',
      answer:
        'La arcilla que se hincha y se encoge es la razón principal por la que fallan las losas rurales por aquí. Quitar la capa vegetal, usar relleno selecto compactado, engrosar las orillas y cortar juntas de control en los lugares correctos evita que ese movimiento termine en concreto roto.',
    },
    {
      question: '¿Cuelan concreto para corrales de ganado y zonas de alimentación?',
      answer:
        'Sí. Colamos planchas de alimentación, pisos de corrales de manejo y zonas de lavado con acabado rugoso para el apoyo y pendiente hacia el drenaje. Mantener a los animales fuera del concreto fresco las primeras 24 a 48 horas y el equipo pesado fuera durante 7 días deja que cure como debe.',
    },
    {
      question: '¿Van hasta Hamshire por trabajos chicos?',
      answer: `Sí. Hamshire queda bien dentro de nuestro radio de ${business.serviceRadiusMiles} millas. Una sola base de equipo o un caminito al granero valen el viaje, y muchas veces juntamos colados chicos con otras obras cercanas en Fannett o Winnie.`,
    },
  ],
  closing: {
    heading: '¿Va a colar un granero, un taller o una entrada en Hamshire?',
    text: 'Enséñenos dónde va el edificio y qué va a rodar encima. Vamos, recorremos el terreno con usted y le entregamos una cotización gratis por escrito.',
  },
} satisfies CityInput;
