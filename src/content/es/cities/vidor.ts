import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Vidor city page: family homes, rural lots and agricultural properties. */
export default {
  slug: 'vidor',
  name: 'Vidor',
  county: 'Orange County',
  emphasis: 'Casas familiares, terrenos rurales y propiedades agrícolas',
  seo: {
    title: 'Contratista de concreto en Vidor, TX | Entradas y pisos de granero',
    description:
      'Contratista de concreto en Vidor, TX: entradas familiares, patios, pasillos de granero y losas de taller para casas, terrenos rurales y ranchitos.',
    keywords: [
      'contratista de concreto Vidor TX',
      'entrada de concreto Vidor',
      'concreto condado de Orange',
      'piso de granero Vidor',
      'patio de concreto Vidor TX',
      'concreto rural condado de Orange',
    ],
  },
  hero: {
    tagline: 'Entradas de autos, patios traseros y pisos de granero para las familias de todo Vidor',
    text: `Las familias de Vidor quieren una entrada que aguante las idas y vueltas a la escuela, un patio para las carnes asadas del fin de semana y, en los terrenos grandes, un piso firme en el granero. Cruzamos el Neches desde ${business.homeCity} para colar las tres cosas, con cotización gratis por escrito en menos de ${perfil.respuesta.presupuesto}.`,
  },
  features: [
    {
      icon: 'users',
      title: 'Hecho para familias ocupadas',
      description:
        'Entradas con lugar para estacionar y jugar, patios a la medida de un asador y una mesa larga, y caminos con textura de escoba que no resbalan mojados.',
    },
    {
      icon: 'tractor',
      title: 'Graneros, corrales y lavaderos',
      description:
        'Pasillos, lavaderos de animales y cuartos de alimento con pendiente al drenaje y acabado rugoso para que caballos y ganado pisen firme.',
    },
    {
      icon: 'sprout',
      title: 'Espacio para crecer después',
      description:
        'Muchos terrenos de Vidor tienen lugar para ampliar. Planeamos las losas para que una cochera, un taller o un techo de patio se conecten después sin romper concreto.',
    },
    {
      icon: 'cloud-rain',
      title: 'Drenaje en cada plan',
      description:
        'Después de lo que Harvey hizo aquí, el agua se planea primero: fijamos niveles y pendientes para que la lluvia salga rápido de la losa y del terreno.',
    },
  ],
  areas: ['Corredor de la Interstate 10', 'FM 105', 'Rose City', 'Pine Forest', 'Mauriceville', 'Orangefield', 'Evadale', 'Little Cypress'],
  expertise: [
    'Vidor está en el lado oeste del condado de Orange, justo al otro lado del río Neches desde Beaumont, y combina calles de barrio con caminos de campo donde una casa puede tener un acre o más alrededor. Aquí hacemos desde una entrada sencilla para dos carros en una calle tranquila hasta el pasillo de un granero más allá de la cerca del potrero. Los patios traseros llevan una caída de 1/4 de pulgada por pie para que escurra la lluvia, las entradas de autos llevan textura de escoba para agarre con piso mojado, y los pisos de granero llevan un acabado más áspero con inclinación hacia la puerta o un drenaje para que el agua de lavado nunca se quede estancada.',
    'En Vidor, el agua es lo que manda en el trabajo de concreto. La lluvia de Harvey en 2017 inundó muchísimas casas aquí y en todo el condado de Orange, y muchas familias reconstruyeron después. Cuando cambiamos una entrada o colamos una base nueva, seguimos el camino del agua en el terreno, subimos las losas bajas donde eso ayuda y evitamos que el concreto nuevo represe el agua contra la casa. La arcilla empapada por una inundación pierde soporte, así que sacamos la base blanda y la reponemos en vez de colar sobre un terreno que ya falló una vez.',
  ],
  faqs: [
    {
      question: '¿Pueden colar el pasillo o el piso de las caballerizas en mi propiedad de Vidor?',
      answer:
        'Sí. Colamos pasillos de granero, lavaderos, losas para el cuarto de alimento y pisos de caballerizas. Pasillos y zonas de lavado llevan un acabado rugoso para que los cascos agarren y pendiente hacia la puerta o un drenaje. Muchos dueños dejan las caballerizas sobre base compactada con tapetes de hule y solo cuelan el pasillo; platicamos qué les conviene a sus animales.',
    },
    {
      question: '¿Qué diseño de entrada funciona para una familia con varios vehículos?',
      answer:
        'Depende de cómo se estacionan. Muchas familias agregan una plancha a un lado de la entrada principal para la lancha, el remolque o el carro del hijo adolescente, y así el carril principal queda libre. Recorremos el terreno con usted, marcamos las opciones con pintura y le damos precio de cada una para que escoja.',
    },
    {
      question: '¿Cuándo pueden jugar los niños en un patio nuevo?',
      answer:
        'Ya se puede caminar encima entre las 24 y las 48 horas. Las bicis, el asador y los muebles pesados esperan un poco más, y el carro de la familia espera 7 días antes de estacionarse en una entrada nueva. Si hace mucho calor, quizá le pidamos rociar la losa con agua los primeros días para que cure parejo.',
    },
    {
      question: '¿El historial de inundaciones de Vidor cambia su forma de construir una losa?',
      answer:
        'Sí. Revisamos si el terreno está en una zona de inundación del mapa oficial, fijamos la altura terminada de las losas nuevas para que el agua se aleje y evitamos patios o caminos que atrapen el escurrimiento contra la casa. Si la losa va bajo una construcción, seguimos la elevación que pidan su constructor o las reglas locales de zonas inundables.',
    },
    {
      question: '¿Aceptan trabajos chicos, como un camino al frente o unos escalones?',
      answer:
        'Sí. Un camino a la puerta, un escalón trasero o una base para los botes de basura merecen el mismo cuidado que un colado grande, y los cotizamos igual: visita a su casa y cotización por escrito. Cada peralte queda de 7 a 7.5 pulgadas y cada huella de 11 a 12 pulgadas, un paso cómodo tanto para los abuelos como para los niños.',
    },
  ],
  closing: {
    heading: '¿Listo para una entrada o un piso de granero nuevo en Vidor?',
    text: 'Llámenos o mande los detalles: vamos a la propiedad, dibujamos el diseño con usted y le dejamos una cotización gratis por escrito.',
  },
} satisfies CityInput;
