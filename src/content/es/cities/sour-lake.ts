import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Sour Lake city page: small historic oil town with rural homes and acreage. */
export default {
  slug: 'sour-lake',
  name: 'Sour Lake',
  county: 'Hardin County',
  emphasis: 'Pueblo petrolero histórico con casas de campo y terrenos grandes',
  seo: {
    title: 'Contratista de concreto en Sour Lake, TX | Entradas y losas',
    description:
      'Contratista de concreto en Sour Lake, TX, sobre la Highway 105: reparaciones, entradas, patios y losas de cimentación para casas viejas y terrenos rurales.',
    keywords: [
      'contratista de concreto Sour Lake TX',
      'entrada de concreto Sour Lake',
      'concreto Highway 105',
      'losa de cimentación condado de Hardin',
      'reparación de concreto Sour Lake',
      'losa para terreno rural Sour Lake',
    ],
  },
  hero: {
    tagline: 'Concreto hecho con cuidado para un viejo pueblo petrolero y el monte que lo rodea',
    text: `Sour Lake fue balneario de aguas minerales antes de su auge petrolero, y hoy sus casas antiguas y sus terrenos de campo necesitan cada uno el concreto que les va. Reparamos, reponemos y colamos nuevo a lo largo de la Highway 105 y monte adentro en el condado de Hardin, desde nuestra base en ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'wrench',
      title: 'Reparaciones para casas antiguas',
      description:
        'Las casas cerca del centro viejo suelen conservar sus caminos y entradas originales, asentados desde hace mucho. Salvamos las secciones que se pueden salvar y reponemos solo las que no.',
    },
    {
      icon: 'tree-pine',
      title: 'Terrenos de campo entre árboles',
      description:
        'Las casas junto a la Highway 105 y la SH 326 necesitan entradas largas, losas de taller y plataformas de casa que quepan sin desmontar más de lo que pide la obra.',
    },
    {
      icon: 'layers',
      title: 'Primero, terreno firme',
      description:
        'Buscamos zonas blandas, sacamos la tierra orgánica y compactamos relleno selecto antes de colar un cimiento o una losa de garaje.',
    },
    {
      icon: 'calendar-check',
      title: 'Precios con los que puede planear',
      description: `Cotizaciones gratis por escrito en menos de ${perfil.respuesta.presupuesto}, respetadas por ${business.response.estimateValidDays} días, para que tenga tiempo de comparar y decidir.`,
    },
  ],
  areas: [
    'Corredor de la Highway 105',
    'SH 326',
    'Centro de Sour Lake',
    'Batson',
    'Saratoga',
    'Kountze',
    'Nome',
    'Zona de la Reserva Nacional Big Thicket',
  ],
  expertise: [
    'Ya en el siglo XIX la gente venía a Sour Lake por sus aguas minerales, y el petróleo trajo un auge a comienzos del siglo veinte; el pueblo es conocido como la cuna de la Texas Company, que después fue Texaco. Hoy es más tranquilo: casas viejas de madera cerca del centro, casas de ladrillo más nuevas en terrenos grandes y familias que salieron de Beaumont buscando espacio y árboles. Muchos caminos y entradas de las cuadras antiguas se colaron hace años con poca o ninguna base, y a estas alturas ya se hundieron, se agrietaron o se inclinaron hacia la casa.',
    'Antes de colar, vemos qué hay debajo. Un terreno que fue monte o campo petrolero puede esconder raíces, escombro enterrado y bolsas blandas, y la arcilla se expande en una primavera lluviosa y se abre en un agosto seco. Hacemos pozos de prueba donde el suelo se ve sospechoso, cambiamos el material débil por relleno compactado y reforzamos las losas nuevas con acero para que se mantengan unidas si el terreno se mueve. Cuando una losa vieja solo se hundió y sigue entera, la nivelación puede subirla en unas 4 a 8 horas, y cuesta entre un 50 y un 70% menos que demolerla y empezar de nuevo.',
  ],
  faqs: [
    {
      question: '¿Vale la pena reparar mi banqueta vieja de Sour Lake o conviene reponerla?',
      answer:
        'Si el daño cubre menos del 40% de la superficie, reparar suele ganar: rellenamos grietas, subimos las secciones hundidas y renovamos la superficie de las partes gastadas, y la reparación sale entre un 30 y un 60% más barata que el reemplazo. Cuando la mayor parte de la losa está rota o el agua se llevó la base, el concreto nuevo es lo que más conviene.',
    },
    {
      question: '¿Construyen cimientos para casas en terrenos grandes fuera de Sour Lake?',
      answer:
        'Sí. Colamos cimientos de casa, losas para garajes y talleres separados, y porches para casas en terrenos de monte y de potrero alrededor de Sour Lake. Para una casa trabajamos con los planos de su ingeniero o constructor y acomodamos el colado entre el plomero y la cuadrilla de la estructura.',
    },
    {
      question: '¿Pueden salvar los árboles grandes al colar en un terreno con monte?',
      answer:
        'Hacemos todo lo posible. Trazamos la losa lejos de los troncos principales, excavamos a mano cerca de las raíces que vale la pena proteger y agregamos refuerzo donde el concreto tiene que pasar cerca de un árbol. Si es probable que un árbol dañe la losa más adelante, se lo decimos claramente antes de que usted decida.',
    },
    {
      question: '¿Cuál es la mejor temporada para colar concreto en Sour Lake?',
      answer:
        'Casi todo el año sirve. En verano empezamos al amanecer y mantenemos húmeda la superficie mientras cura, porque el calor le saca el agua muy rápido. En los pocos días de invierno que bajan de 40 °F esperamos o tapamos la losa con cobijas. El verdadero riesgo para el calendario es la lluvia, y preferimos cambiar un colado de fecha que terminar concreto bajo un aguacero.',
    },
    {
      question: '¿El concreto nuevo puede ir con el estilo de una casa antigua del centro?',
      answer:
        'Sí puede. En casas antiguas, un acabado escobillado sencillo con orillas boleadas y una franja simple suele verse más en su lugar que un estampado muy cargado. Si quiere algo de decoración, un teñido suave o una franja de agregado expuesto une lo nuevo con la casa sin desentonar.',
    },
  ],
  closing: {
    heading: '¿Tiene una obra de concreto pendiente en Sour Lake?',
    text: 'Sea una entrada vieja y gastada en el pueblo o una losa nueva en su terreno, cuéntenos qué tiene en mente y agendamos una visita gratis.',
  },
} satisfies CityInput;
