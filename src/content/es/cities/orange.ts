import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Orange city page: historic downtown, homes and chemical-plant work. */
export default {
  slug: 'orange',
  name: 'Orange',
  county: 'Orange County',
  emphasis: 'Centro histórico, casas y trabajo en plantas químicas',
  seo: {
    title: 'Contratista de concreto en Orange, TX | Banquetas y losas',
    description:
      'Concreto en Orange, TX: banquetas y escalones del centro, entradas de autos y losas de casa, y bases industriales para las plantas de Chemical Row.',
    keywords: [
      'contratista de concreto Orange TX',
      'concreto condado de Orange',
      'reparación de banquetas Orange TX',
      'concreto Chemical Row',
      'cambio de entrada de autos Orange',
    ],
  },
  hero: {
    tagline: 'Concreto para el lado texano del Sabine, del centro viejo a Chemical Row',
    text: `Orange es la última ciudad de Texas sobre la I-10 antes del río Sabine y Luisiana. Tiene un centro histórico, un pasado de astilleros y una larga fila de plantas químicas, y ahí colamos banquetas, entradas de autos y bases industriales, a media hora al este de nuestra base en ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'landmark',
      title: 'Centro y propiedades históricas',
      description:
        'Banquetas, escalones, rampas y losas de entrada para edificios antiguos, reemplazados cuidando el ladrillo, la piedra y los detalles que quedan justo al lado.',
    },
    {
      icon: 'factory',
      title: 'Concreto para plantas químicas',
      description:
        'Cimientos de equipo, contención y pavimento para las plantas al sur de la ciudad, colados por cuadrillas que siguen los procedimientos de seguridad de cada planta.',
    },
    {
      icon: 'home',
      title: 'Entradas de autos y losas de casa',
      description:
        'Entradas de autos nuevas o de reemplazo, losas de garaje y patios para casas de Orange, West Orange y Pinehurst, construidos sobre una base corregida.',
    },
    {
      icon: 'cloud-rain',
      title: 'Recuperación tras inundaciones y tormentas',
      description:
        'Demolemos y reponemos el concreto dañado por la crecida, y subimos las bases de equipo por encima del nivel que alcanzó la última inundación.',
    },
  ],
  areas: [
    'Centro de Orange',
    'West Orange',
    'Pinehurst',
    'Mauriceville',
    'Bridge City',
    'Interstate 10',
    'Highway 87',
    'FM 1006 (Chemical Row)',
  ],
  expertise: [
    'Orange creció con la madera y luego vivió un auge en la Segunda Guerra Mundial, cuando sus astilleros sobre el Sabine sacaban barcos de guerra y la ciudad se llenó de trabajadores. Esa historia se ve todavía en los barrios antiguos y en el centro, alrededor del Lutcher Theater y la W.H. Stark House, donde muchas banquetas, escalones y porches tienen décadas. Reponerlos exige cortar con sierra en línea limpia contra lo que se queda, proteger la mampostería histórica y los jardines, y cumplir las reglas de accesibilidad de hoy: una banqueta pública necesita un ancho libre de al menos 36 pulgadas, de preferencia 48, y una pendiente longitudinal no mayor de 1:20.',
    'Al sur de la ciudad, las plantas de la FM 1006 trabajan día y noche, y su concreto soporta cargas pesadas, químicos y tráfico constante. Allí colamos cimientos y pavimento según las especificaciones del dueño y dentro del programa de seguridad de cada planta. En toda la ciudad el enemigo común es el agua. La marejada del huracán Ike entró a Orange en 2008 y Harvey la volvió a inundar en 2017, así que en cada obra damos pendiente para desalojar el agua, rehacemos las bases empapadas y reblandecidas en lugar de colar encima, y colocamos el refuerzo para resistir los suelos arcillosos que aquí se hinchan y se encogen.',
  ],
  faqs: [
    {
      question: '¿Pueden cambiar la banqueta frente a un edificio antiguo del centro?',
      answer:
        'Sí. Cortamos solo las secciones dañadas, protegemos la fachada y cualquier detalle histórico junto a la banqueta, y colamos concreto nuevo con el ancho y la pendiente correctos. Si la ciudad pide permiso o tiene requisitos de diseño para el centro, nos aseguramos de que la obra los cumpla.',
    },
    {
      question: '¿Trabajan en las plantas químicas de la FM 1006?',
      answer:
        'Sí. Nuestras cuadrillas toman la orientación de seguridad de cada planta y siguen sus permisos y reglas de trabajo. Colamos cimientos de equipo, áreas de contención, bases y pavimento según los planos del ingeniero, y programamos alrededor de la operación de la planta.',
    },
    {
      question: 'Mi entrada de autos se hundió después de la inundación. ¿Reparar o reponer?',
      answer:
        'Si el daño se limita a menos del 40% del área, arreglarla suele ser lo que más conviene, porque la reparación cuesta normalmente entre un 30 y un 60% menos que el reemplazo. Si el agua se llevó la base bajo la mayor parte de la entrada, una nueva sobre base reconstruida durará más.',
    },
    {
      question: '¿Dan servicio en West Orange, Pinehurst y el resto del condado de Orange?',
      answer:
        'Sí. Cubrimos las ciudades principales del condado de Orange, como Orange, West Orange, Pinehurst y Bridge City, y también aceptamos trabajos en comunidades cercanas como Mauriceville. Pregúntenos al llamar y le confirmamos su dirección.',
    },
    {
      question: '¿Cuánto dura una entrada de autos nueva en Orange?',
      answer:
        'Una entrada bien construida dura de 20 a 30 años. Sellarla cada 2 o 3 años, o cada año si tiene mucho tráfico diario, y mantener el agua escurriendo lejos de sus orillas son la mejor manera de llegar al extremo alto de ese rango con esta humedad.',
    },
  ],
  closing: {
    heading: '¿Tiene una banqueta, una entrada o una obra de planta en Orange?',
    text: `De una banqueta agrietada en el centro al cimiento de una planta, podemos ayudarle. Llame o mande su solicitud y le respondemos con una cotización gratis en menos de ${perfil.respuesta.presupuesto}.`,
  },
} satisfies CityInput;
