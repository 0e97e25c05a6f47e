import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Taylor Landing city page: marine and waterfront work. */
export default {
  slug: 'taylor-landing',
  name: 'Taylor Landing',
  county: 'Jefferson County',
  emphasis: 'Obras marinas y a la orilla del agua',
  seo: {
    title: 'Contratista de concreto en Taylor Landing, TX | Rampas y muelles',
    description:
      'Concreto junto al agua en Taylor Landing, TX: rampas para lanchas, coronas de muro, accesos a muelles y losas de embarcadero que aguantan lodo y tormentas.',
    keywords: [
      'contratista de concreto Taylor Landing TX',
      'rampa de concreto para lanchas',
      'corona de muro de contención condado de Jefferson',
      'acceso a muelle de concreto',
      'concreto a la orilla Taylor Bayou',
    ],
  },
  hero: {
    tagline: 'Rampas, coronas de muro y accesos a muelles para una pequeña ciudad junto al agua',
    text: `Taylor Landing es una pequeña ciudad sobre la Highway 73, en la zona de bayous del centro del condado de Jefferson, cerca de Taylor Bayou. Donde un terreno llega al agua, colamos las rampas, coronas y losas que aguantan el suelo mojado y la marejada. Nuestras cuadrillas vienen de ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'anchor',
      title: 'Rampas para lanchas',
      description:
        'Rampas con superficie ranurada que da agarre a las llantas en una pendiente mojada, cimbradas y coladas para que el pie de la rampa llegue a la profundidad que pide su remolque.',
    },
    {
      icon: 'waves',
      title: 'Coronas de muro y tirantes',
      description:
        'Una corona de concreto continua rigidiza la parte alta del muro de contención, reparte la carga del terreno de atrás y le da una orilla limpia para caminar.',
    },
    {
      icon: 'sailboat',
      title: 'Accesos a muelles y losas de embarcadero',
      description:
        'Caminos de la casa al muelle y losas bajo embarcaderos y elevadores de lanchas, sobre una base que no se deslava cuando sube el bayou.',
    },
    {
      icon: 'droplets',
      title: 'Mezclas de grado marino',
      description:
        'Concreto de baja permeabilidad con buen recubrimiento sobre el acero, porque el agua y el suelo mojado oxidan la varilla común y revientan el concreto delgado.',
    },
  ],
  areas: ['Highway 73', 'Taylor Bayou', 'Port Acres', 'Port Arthur', 'LaBelle', 'Fannett', 'Hamshire', 'Beaumont'],
  expertise: [
    'El concreto a la orilla del agua tiene una vida más dura que una entrada de autos unas cuadras más allá. El suelo de abajo se mantiene saturado, el nivel del agua sube y baja, y cada tormenta pone a prueba el relleno detrás del muro de contención, como dejó claro la marejada del huracán Ike en 2008. En un terreno junto al agua eso significa compactar la base en capas delgadas, usar tela filtrante donde la tierra fina podría escaparse por las juntas y empotrar rampas y coronas en la estructura donde se apoyan, para que se muevan como una sola pieza.',
    'Una rampa para lanchas cumple dos funciones: cargar el peso de una camioneta con el remolque lleno y dar tracción en una pendiente que siempre está mojada. Colamos las rampas con una inclinación pareja y ranuras profundas de lado a lado, engrosamos las orillas y el pie, y dejamos el acero lo bastante lejos de la superficie para que el óxido no lo alcance. Las coronas de muro se cimbran en secciones largas y continuas, con los anclajes fijos antes del colado. Cuando la obra baja del nivel del agua, trabajar cuando el agua está baja y tener los permisos correctos importa tanto como el concreto mismo.',
  ],
  faqs: [
    {
      question: '¿Necesito permiso para construir una rampa o un muro de contención en Taylor Landing?',
      answer:
        'Las obras dentro o encima de un bayou u otra agua navegable casi siempre necesitan permiso del Cuerpo de Ingenieros del Ejército de EE. UU. (U.S. Army Corps of Engineers), y la Ciudad de Taylor Landing puede tener sus propios requisitos. Le ayudamos a aclarar qué trámites le corresponden antes de programar la obra, porque muchas veces el permiso marca los tiempos.',
    },
    {
      question: '¿Cómo se cuela el concreto de una rampa que queda bajo el agua?',
      answer:
        'La parte que queda fuera del agua se cimbra y se cuela en el lugar. Para la parte de abajo, o esperamos a que baje el agua y levantamos una ataguía provisional, o colamos paneles en tierra y luego los colocamos en su lugar. El método depende de la profundidad del agua y la pendiente de la orilla.',
    },
    {
      question: '¿Por qué el concreto junto al agua necesita otra mezcla?',
      answer:
        'El agua mete humedad y sales al concreto por sus poros y grietas, y cuando llegan al acero, el óxido se expande y rompe el concreto desde adentro. Una mezcla más densa, con menos agua y más recubrimiento sobre el refuerzo, retrasa ese proceso por años.',
    },
    {
      question: '¿Pueden reparar la corona de un muro agrietada o socavada?',
      answer:
        'Sí, si el muro de abajo sigue sano. Cortamos el concreto roto, limpiamos y tratamos el acero expuesto, rellenamos los huecos detrás del muro y colamos una sección nueva amarrada a la vieja. Si el muro mismo está fallando, se lo decimos y le explicamos las opciones.',
    },
    {
      question: '¿Qué más cuelan para las casas de Taylor Landing?',
      answer:
        'Buena parte del trabajo es en tierra firme: entradas de autos, losas de garaje y taller, patios con vista al agua y bases para guardar lanchas. Cada uno lleva el drenaje y la base que necesita un terreno bajo, y podemos cotizar juntos el trabajo de la orilla y el del patio.',
    },
  ],
  closing: {
    heading: '¿Listo para construir a la orilla del agua?',
    text: `Cuéntenos de su rampa, su muro de contención o su acceso al muelle. Visitamos el lugar, revisamos el agua y la orilla, y le damos el precio por escrito en menos de ${perfil.respuesta.presupuesto}, sin costo.`,
  },
} satisfies CityInput;
