import { business } from '../../business';
import type { CityInput } from '../../schema';

/** Spanish (es-US) edition of the Silsbee city page: residential and light commercial work. */
export default {
  slug: 'silsbee',
  name: 'Silsbee',
  county: 'Hardin County',
  emphasis: 'Residencial y comercial ligero',
  seo: {
    title: 'Contratista de concreto en Silsbee, TX | Entradas y talleres',
    description:
      'Concreto para casas y pequeños negocios de Silsbee, TX: entradas de autos, losas de casa y taller, banquetas de tienda y estacionamientos junto al Big Thicket.',
    keywords: [
      'contratista de concreto Silsbee TX',
      'entrada de concreto Silsbee',
      'concreto condado de Hardin',
      'losa comercial Silsbee',
      'estacionamiento de concreto Silsbee',
    ],
  },
  hero: {
    tagline: 'Entradas, pisos de taller y banquetas de tienda para el viejo pueblo maderero entre pinos',
    text: 'Silsbee está sobre la US 96, unas veinte millas al norte de Beaumont, a la orilla del Big Thicket. Colamos entradas de autos y losas de casa para sus barrios, y pisos, banquetas y estacionamientos para las tiendas, oficinas e iglesias que les dan servicio.',
  },
  features: [
    {
      icon: 'home',
      title: 'Entradas y losas para casas',
      description:
        'Entradas de reemplazo, losas nuevas de casa y garaje, patios y caminos para las casas de Silsbee, cada uno sobre una base preparada para el suelo de ese terreno.',
    },
    {
      icon: 'store',
      title: 'Tiendas y pequeños negocios',
      description:
        'Banquetas de entrada, rampas, bases para contenedores de basura y estacionamientos para tiendas y oficinas, con grosor comercial donde van a pasar camiones de reparto.',
    },
    {
      icon: 'tree-pine',
      title: 'Trabajo alrededor de pinos grandes',
      description:
        'Planeamos losas y caminos alrededor de las raíces de los pinos altos que hay en tantos terrenos de Silsbee, para que el concreto dure y los árboles sobrevivan a la obra.',
    },
    {
      icon: 'calendar-check',
      title: 'Según su horario de negocio',
      description:
        'Si su negocio no puede cerrar, colamos por etapas para que los clientes sigan llegando a la puerta mientras cura el concreto nuevo.',
    },
  ],
  areas: [
    'Centro de Silsbee',
    'Lumberton',
    'Kountze',
    'Evadale',
    'Pinewood Estates',
    'US 96',
    'Highway 327',
    'Reserva Nacional Big Thicket',
  ],
  expertise: [
    'Silsbee se fundó en la década de 1890 como pueblo maderero y ferroviario de Kirby, y el bosque nunca queda lejos. Los pinos altos dan sombra a muchos patios y sus raíces levantan entradas y caminos viejos, mientras que el suelo puede ir de arena en una loma a arcilla pegajosa en una parte baja del mismo terreno. Antes de cimbrar revisamos qué hay bajo el pasto, quitamos las raíces que luego empujarían la losa y hacemos una base compactada adecuada a ese suelo. Si hay que conservar un árbol querido, desviamos el camino o puenteamos la zona de raíces en lugar de cortar las que lo sostienen.',
    'El comercio ligero ocupa buena parte de nuestra agenda en Silsbee: entradas de tiendas sobre la US 96, estacionamientos, bases para contenedores, losas de iglesias y pequeños edificios de oficinas. Un estacionamiento que recibe camiones de reparto necesita más grosor y más acero que una entrada de casa, y las banquetas y rampas comerciales deben cumplir las reglas de accesibilidad. Planeamos esos colados para que el negocio conserve una entrada segura, cerramos solo lo indispensable y mantenemos los vehículos fuera del pavimento nuevo durante 7 días. Después de tormentas como Rita, que en 2005 tumbó pinos por todo el condado de Hardin, también reponemos losas aplastadas o levantadas por árboles caídos.',
  ],
  faqs: [
    {
      question: 'Las raíces de los pinos están levantando mi entrada de autos. ¿Qué se puede hacer?',
      answer:
        'Si solo se levantaron una o dos secciones, podemos quitarlas, cortar las raíces culpables donde no dañe al árbol y colar concreto nuevo sobre una base corregida. Si el árbol está cerca de la casa y sigue causando daños, platicamos la opción de mover o ensanchar la entrada.',
    },
    {
      question: '¿Pueden colar un estacionamiento para un pequeño negocio en Silsbee?',
      answer:
        'Sí. Nivelamos y compactamos la base, damos la pendiente para que la lluvia vaya a los drenajes, colamos más grueso donde los camiones dan vuelta y cargan, y marcamos la distribución. La obra puede hacerse por etapas para que el negocio mantenga abierta al menos una entrada y parte del estacionamiento.',
    },
    {
      question: '¿Qué grosor usan para la losa de un garaje o un taller?',
      answer:
        'Las losas de garaje suelen llevar de 4 a 6 pulgadas, más gruesas en las orillas y donde vayan a quedar vehículos o equipo pesado. Para un taller con elevador de autos o maquinaria pesada, engrosamos la losa bajo esos puntos y seguimos los requisitos del fabricante o del ingeniero.',
    },
    {
      question: '¿Construyen rampas de acceso que cumplan con la ADA?',
      answer:
        'Sí. Para tiendas, iglesias y oficinas colamos banquetas accesibles de al menos 36 pulgadas de ancho, 48 donde hay espacio, con pendientes, descansos y zapatas para pasamanos correctos. Revisamos el diseño contra los requisitos de accesibilidad vigentes antes de colar.',
    },
    {
      question: '¿Hasta dónde trabajan hacia el norte del condado de Hardin?',
      answer: `Silsbee, Lumberton y Kountze nos quedan a la mano, y atendemos algunas zonas del condado de Hardin dentro de nuestro radio de ${business.serviceRadiusMiles} millas. Si su proyecto está más arriba por la US 96, llámenos y le confirmamos si podemos tomarlo.`,
    },
  ],
  closing: {
    heading: '¿Empieza una entrada de autos o una obra de tienda en Silsbee?',
    text: `Díganos qué hay que colar, desde una entrada de autos hasta el estacionamiento de un taller. Revisamos la obra y le mandamos una cotización gratis, válida por ${business.response.estimateValidDays} días.`,
  },
} satisfies CityInput;
