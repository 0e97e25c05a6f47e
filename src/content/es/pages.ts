import { business } from '../business';
import type * as en from '../pages';
import { perfil } from './profile';

/**
 * Spanish (es-US) edition of the site's single pages (`src/content/pages.ts`):
 * the same exports with the same shapes. Business facts come from
 * `business.ts`; worded facts (response times, claims, region) from the
 * Spanish profile `./profile.ts`; lists of facts (counties, payment methods)
 * are built from the profile and worded through the maps below, keyed by the
 * profile's English values so a new value is a type error here.
 */

/**
 * The shape of an English page's copy with its literal texts widened to
 * `string` (the English module is `as const`, so its texts are literal types
 * no translation could satisfy). Tuple lengths stay fixed, so the compiler
 * enforces the same number of stats, FAQs, cards and paragraphs as English,
 * and identifier fields (`path`, `icon`, `key`) keep their English literal.
 */
export type PageCopy<T> = T extends string
  ? string
  : { readonly [K in keyof T]: K extends 'path' | 'icon' | 'key' ? T[K] : PageCopy<T[K]> };

type CountyName = (typeof business.counties)[number]['name'];
type Coverage = (typeof business.counties)[number]['coverage'];
type Payment = (typeof business.payment)[number];

/** County names in Spanish, keyed by the profile's English name. */
const condado: Record<CountyName, string> = {
  'Jefferson County': 'condado de Jefferson',
  'Orange County': 'condado de Orange',
  'Hardin County': 'condado de Hardin',
  'Chambers County': 'condado de Chambers',
};

/** How much of a county we cover, worded around the Spanish county name; keyed by the profile's English coverage. */
const cobertura: Record<Coverage, (nombre: string) => string> = {
  'Complete coverage': (nombre) => `todo el ${nombre}`,
  'Major cities': (nombre) => `las principales ciudades del ${nombre}`,
  'Select areas': (nombre) => `algunas zonas del ${nombre}`,
  'Northern areas': (nombre) => `el norte del ${nombre}`,
};

/** Payment methods in Spanish, keyed by the profile's English value. */
const pago: Record<Payment, string> = {
  Cash: 'efectivo',
  Check: 'cheque',
  'Major credit cards': 'las principales tarjetas de crédito',
};

/** Joins words as Spanish does ("a, b y c"), through Intl. */
/** A phrase with its first letter in upper case, for the start of a line ("Más de 7 años de experiencia"). */
const cap = (frase: string) => `${frase[0]?.toUpperCase() ?? ''}${frase.slice(1)}`;

const lista = (items: readonly string[]) => new Intl.ListFormat('es-US', { style: 'long', type: 'conjunction' }).format(items);

/** "los condados de Jefferson, Orange, Hardin y Chambers", from the profile. */
const condadosServidos = `los condados de ${lista(business.counties.map((c) => condado[c.name].replace('condado de ', '')))}`;
/** Coverage of every county, e.g. "todo el condado de Jefferson, …", from the profile. */
const coberturaCondados = lista(business.counties.map((c) => cobertura[c.coverage](condado[c.name])));
/** "efectivo, cheque y las principales tarjetas de crédito", from the profile. */
const formasDePago = lista(business.payment.map((p) => pago[p]));

export const home: PageCopy<typeof en.home> = {
  path: '/',
  seo: {
    title: `Contratista de concreto en Beaumont, TX | ${business.name}`,
    description: `Entradas de autos, patios, losas y concreto decorativo en Beaumont y ${perfil.region}. ${cap(perfil.masDe.anos)} de experiencia, con licencia y seguro. Cotizamos gratis.`,
    keywords: [
      'contratista de concreto Beaumont TX',
      'entradas de concreto',
      'patios de concreto',
      'concreto estampado',
      'cimientos de concreto',
      'concreto sureste de Texas',
    ],
  },
  hero: {
    eyebrow: `${cap(perfil.masDe.anos)} trabajando en ${perfil.region}`,
    heading: `Contratista de concreto en ${business.homeCity} para entradas de autos, patios y cimientos`,
    text: `Entradas de autos, patios, cimientos y concreto decorativo para casas, ranchos y negocios a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}. Sobre una base firme, con pendiente para drenar y con acabados que duran.`,
  },
  stats: [
    { value: perfil.claims.clientes, label: 'Clientes satisfechos' },
    { value: perfil.claims.anos, label: 'Años de experiencia' },
    { value: perfil.claims.emergencia, label: 'Servicio de emergencia' },
    // "5 estrellas" is one word too wide for a stat card on a phone: the number is the value, the words the label.
    { value: perfil.claims.resenas.split(' ')[0] ?? '5', label: 'Estrellas en reseñas', href: business.reviewsUrl },
  ],
  trusted: {
    heading: 'Expertos en concreto de confianza en Beaumont',
    paragraphs: [
      `${business.name} cuela y repara concreto en ${condadosServidos}. Aquí el suelo es arcilla expansiva, las lluvias son torrenciales y los veranos son largos, así que construimos cada losa para esas condiciones: base compactada, el grosor correcto, acero donde hace falta y una pendiente que aleja el agua.`,
      'Usted trata directamente con la gente que hace el trabajo. Vamos a verlo, le explicamos en palabras sencillas lo que necesita su proyecto y le damos el precio por escrito antes de empezar.',
    ],
    badges: ['Con licencia y seguro', 'Cotizaciones gratis', 'Cotizaciones el mismo día', `Emergencias ${perfil.claims.emergencia}`],
  },
  process: [
    { title: 'Contacto', description: 'Llame o envíe el formulario. Díganos qué quiere construir o reparar, y dónde.' },
    {
      title: 'Evaluación',
      description: 'Visitamos el lugar, medimos, revisamos el suelo y el drenaje, y hablamos de las opciones.',
    },
    {
      title: 'Cotización',
      description: `Reciba una cotización clara por escrito en un plazo de ${perfil.respuesta.presupuesto}, válida por ${business.response.estimateValidDays} días.`,
    },
    {
      title: 'Obra terminada',
      description: 'Colamos, damos el acabado y curamos el concreto, limpiamos y revisamos el trabajo con usted.',
    },
  ],
  faqs: [
    {
      question: '¿En qué zonas trabajan?',
      answer: `Estamos en ${business.homeCity} y trabajamos en un radio de unas ${business.serviceRadiusMiles} millas: ${coberturaCondados}.`,
    },
    {
      question: '¿De verdad son gratis las cotizaciones?',
      answer: `Sí. Vamos, medimos y le damos una cotización por escrito sin costo y sin compromiso, por lo general en un plazo de ${perfil.respuesta.presupuesto}. Las cotizaciones son válidas por ${business.response.estimateValidDays} días.`,
    },
    {
      question: '¿Tienen licencia y seguro?',
      answer:
        'Sí. Tenemos seguro de responsabilidad civil y seguro de compensación para trabajadores (workers’ compensation) para nuestras cuadrillas, y si lo pide le enviamos el comprobante de seguro junto con su cotización.',
    },
    {
      question: '¿Cuánto tarda en curar el concreto nuevo?',
      answer:
        'Puede caminar sobre el concreto nuevo después de 24 a 48 horas. Espere 7 días antes de manejar o estacionarse encima, para que alcance la resistencia que necesita para el paso de vehículos.',
    },
    {
      question: '¿Trabajan con lluvia o con frío?',
      answer:
        'No colamos con lluvia ni cuando la temperatura va a bajar de 40 °F, porque las dos cosas debilitan el concreto fresco. Si cambia el pronóstico, reprogramamos el trabajo y lo mantenemos informado.',
    },
    {
      question: '¿Qué formas de pago aceptan?',
      answer: `Aceptamos ${formasDePago}, según las condiciones de pago de su cotización por escrito.`,
    },
  ],
  closing: {
    heading: '¿Listo para empezar su proyecto de concreto?',
    text: `Llame ahora o pida una cotización gratis. Respondemos en un plazo de ${perfil.respuesta.formulario} y le damos cotizaciones por escrito con las que puede contar.`,
  },
};

export const about: PageCopy<typeof en.about> = {
  path: '/about',
  seo: {
    title: `Quiénes somos: ${business.name} en Beaumont`,
    description: `Conozca a la cuadrilla de concreto de Beaumont detrás de ${perfil.masDe.clientes} proyectos en ${perfil.region}: historia, valores, equipo, licencias y zona.`,
    keywords: [
      `sobre ${business.name}`,
      'compañía de concreto Beaumont',
      'contratista de concreto local',
      'contratista de concreto con licencia y seguro',
    ],
  },
  hero: {
    heading: 'Quiénes somos',
    text: `Contratista de concreto de ${business.homeCity} que construye entradas de autos, patios, cimientos y losas comerciales en ${perfil.region} desde hace ${perfil.masDe.anos}.`,
  },
  story: [
    `${business.name} empezó en ${business.homeCity} con una camioneta, una cuadrilla pequeña y una idea sencilla: colar el concreto como uno lo querría en su propia casa. Eso significaba tomarse el tiempo de preparar la base, usar suficiente acero y nunca colar con un clima que arruinara la losa.`,
    `La recomendación de boca en boca hizo el resto. Hoy trabajamos para dueños de casa, constructores, granjas y ranchos, y clientes comerciales e industriales a menos de ${business.serviceRadiusMiles} millas, y la mayoría de nuestros clientes nuevos nos llegan por alguien para quien ya trabajamos.`,
    'Conocemos los suelos arcillosos, las lluvias fuertes y las temporadas de huracanes de la región del Golden Triangle porque también vivimos aquí. Cada proyecto se construye para esas condiciones, y respondemos por nuestro trabajo mucho después de que se van los camiones.',
  ],
  values: [
    {
      icon: 'shield-check',
      title: 'La calidad primero',
      description: 'Buena preparación de la base, refuerzo y curado en cada trabajo, grande o pequeño.',
    },
    {
      icon: 'heart-handshake',
      title: 'Precios honestos',
      description: 'Cotizaciones por escrito y sin sorpresas. Si algo cambia, lo hablamos antes de colar.',
    },
    {
      icon: 'clock',
      title: 'Puntualidad',
      description: 'Llegamos cuando decimos que vamos a llegar y le avisamos cuando el clima mueve la fecha.',
    },
    {
      icon: 'users',
      title: 'Cuadrilla local',
      description: 'Nuestra cuadrilla vive en el sureste de Texas y cuida cada obra como si fuera la propiedad de un vecino.',
    },
  ],
  stats: [
    { value: `${business.happyCustomers}+`, label: 'Proyectos terminados' },
    { value: `${business.satisfactionPercent}%`, label: 'Compromiso con su satisfacción' },
    { value: `${business.serviceRadiusMiles}+`, label: 'Millas de radio de servicio' },
    { value: perfil.claims.anos, label: 'Años de experiencia' },
  ],
  team: [
    {
      name: 'Marcus Thibodeaux',
      title: 'Dueño y gerente de proyectos',
      experience: 'Hace cada cotización',
      specialty: 'Entradas de autos, cimientos y planeación del drenaje',
    },
    {
      name: 'Luis Hernandez',
      title: 'Jefe de acabados',
      experience: 'Dirige las cuadrillas de colado',
      specialty: 'Acabados estampados, teñidos y decorativos',
    },
    {
      name: 'Dana Broussard',
      title: 'Gerente de oficina y programación',
      experience: 'Su primer contacto con nosotros',
      specialty: 'Programación, permisos y atención al cliente',
    },
  ],
  licensing: [
    {
      icon: 'badge-check',
      title: 'Con licencia',
      description:
        'Tenemos los registros y permisos locales que pide cada ciudad y condado, y sacamos los permisos de los trabajos que los requieren.',
    },
    {
      icon: 'shield',
      title: 'Asegurados',
      description:
        'El seguro de responsabilidad civil general y el de compensación para trabajadores protegen su propiedad y a nuestra cuadrilla.',
    },
    {
      icon: 'clipboard-check',
      title: 'Conforme al código',
      description:
        'Losas, banquetas y escalones hechos según los códigos de construcción locales y las reglas de la ADA cuando corresponde.',
    },
    {
      icon: 'hard-hat',
      title: 'Capacitados en seguridad',
      description: 'Cuadrillas capacitadas en seguridad en la obra, incluido el trabajo dentro de plantas y sitios industriales.',
    },
  ],
};

export const contact: PageCopy<typeof en.contact> = {
  path: '/contact',
  seo: {
    title: `Contacto y cotización gratis | ${business.name}`,
    description: `Llame al ${business.phone.display} o envíe el formulario para una cotización de concreto gratis en Beaumont. Respondemos en ${perfil.respuesta.formulario}.`,
    keywords: [
      'cotización de concreto Beaumont',
      'contactar contratista de concreto',
      'cotización de concreto gratis',
      'teléfono de contratista de concreto',
    ],
  },
  hero: {
    heading: 'Pida su cotización gratis',
    text: `Cuéntenos de su proyecto. Respondemos cada solicitud en un plazo de ${perfil.respuesta.formulario}; si nos llama en horario de oficina, le respondemos en un plazo de ${perfil.respuesta.consultasHorarioLaboral}.`,
  },
  reasons: [
    `${cap(perfil.masDe.anos)} de experiencia local`,
    'Con licencia y seguro',
    'Cotizaciones gratis, por escrito y sin compromiso',
    'Cotizaciones el mismo día para la mayoría de los trabajos residenciales',
    `Servicio de emergencia ${perfil.claims.emergencia}`,
    'Obras limpias y comunicación clara',
  ],
  quickResponse: `¿Necesita una respuesta hoy? Llámenos: en horario de oficina respondemos cada llamada y cada mensaje en un plazo de ${perfil.respuesta.consultasHorarioLaboral}, y nuestra línea de emergencias atiende a toda hora.`,
};

export const servicesPage: PageCopy<typeof en.servicesPage> = {
  path: '/services',
  seo: {
    title: `Servicios de concreto en Beaumont, TX | ${business.name}`,
    description:
      'Todos nuestros servicios: entradas de autos, patios, losas, banquetas, concreto estampado, teñido y pulido, sellado, reparación, nivelación y demolición.',
    keywords: [
      'servicios de concreto Beaumont',
      'concreto residencial',
      'concreto decorativo',
      'concreto comercial',
      'reparación de concreto',
    ],
  },
  hero: {
    heading: 'Nuestros servicios de concreto',
    text: `Desde una entrada de autos nueva hasta el piso de una bodega, una sola cuadrilla local se encarga de todo: planeación, cimbra, colado, acabado y sellado, a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}.`,
  },
  categories: [
    {
      key: 'residential',
      icon: 'home',
      title: 'Concreto residencial',
      description: 'Entradas de autos, patios, banquetas, losas y escalones para casas en todo el sureste de Texas.',
    },
    {
      key: 'decorative',
      icon: 'palette',
      title: 'Concreto decorativo',
      description: 'Acabados estampados, teñidos, pulidos, de agregado expuesto y sobrecapas con verdadero carácter.',
    },
    {
      key: 'commercial',
      icon: 'building',
      title: 'Comercial e industrial',
      description: 'Losas de uso pesado, estacionamientos y trabajos en plantas, hechos según especificaciones de ingeniería.',
    },
    {
      key: 'repair',
      icon: 'wrench',
      title: 'Reparación y mantenimiento',
      description: 'Reparación, renovación de superficie, nivelación, sellado y retiro que alargan la vida de su concreto.',
    },
  ],
  process: [
    {
      title: 'Visita y cotización gratis',
      description: 'Visitamos el lugar, escuchamos lo que necesita y revisamos el suelo, el drenaje y el acceso.',
    },
    {
      title: 'Cotización por escrito',
      description: `Un precio detallado y por escrito en un plazo de ${perfil.respuesta.presupuesto}, válido por ${business.response.estimateValidDays} días.`,
    },
    {
      title: 'Instalación experta',
      description: 'Preparación de la base, cimbra, refuerzo, colado y acabado, todo con nuestra propia cuadrilla.',
    },
    {
      title: 'Revisión final',
      description: 'Revisamos el trabajo con usted, le explicamos el curado y el cuidado, y dejamos el lugar limpio.',
    },
  ],
};

export const serviceAreasPage: PageCopy<typeof en.serviceAreasPage> = {
  path: '/service-areas',
  seo: {
    title: 'Zonas de servicio | Contratista de concreto cerca de Beaumont',
    description: `Trabajamos a menos de ${business.serviceRadiusMiles} millas de Beaumont: Nederland, Port Neches, Lumberton, Vidor, Orange, Port Arthur, Silsbee y más.`,
    keywords: [
      'contratista de concreto cerca de mí',
      'zona de servicio sureste de Texas',
      'concreto condado de Jefferson',
      'concreto condado de Orange',
      'concreto condado de Hardin',
    ],
  },
  hero: {
    badge: `Radio de servicio de ${perfil.claims.radio}`,
    heading: `Contratista de concreto en todo ${perfil.region}`,
    text: `Desde ${business.homeCity}, colamos y reparamos concreto para casas, ranchos y negocios en cuatro condados.`,
  },
  whyChoose: [
    'Cuadrillas locales que conocen el suelo arcilloso y el drenaje de cada pueblo',
    `Cotizaciones gratis en el lugar, en un plazo de ${perfil.respuesta.presupuesto}`,
    `Servicio de emergencia ${perfil.claims.emergencia} para reparaciones urgentes`,
    'Con licencia, seguro y conforme al código',
  ],
  radiusText: `Viajamos hasta ${business.serviceRadiusMiles} millas desde nuestra base en ${business.homeCity}. Si su pueblo no aparece en la lista, llámenos: lo más seguro es que ya trabajemos cerca.`,
  expertise: [
    {
      icon: 'layers',
      title: 'Suelo',
      description:
        'La arcilla expansiva se hincha y se encoge con las temporadas. Compactamos la base y reforzamos las losas para aguantarlo.',
    },
    {
      icon: 'cloud-rain',
      title: 'Clima',
      description:
        'Más de 60 pulgadas de lluvia al año, calor y huracanes: damos pendiente, juntas y curado al concreto pensando en todo eso.',
    },
    {
      icon: 'clipboard-check',
      title: 'Códigos de construcción',
      description: 'Conocemos las reglas de permisos e inspecciones de las ciudades y condados donde trabajamos.',
    },
    {
      icon: 'truck',
      title: 'Materiales',
      description: 'Mezclas de proveedores locales, elegidas según el calor, la resistencia y el trabajo de que se trate.',
    },
  ],
};

export const quotePage: PageCopy<typeof en.quotePage> = {
  path: '/quote',
  seo: {
    title: `Cotización gratis de concreto | ${business.name}`,
    description: `Pida una cotización de concreto gratis y sin compromiso en Beaumont y ${perfil.region}. Cuéntenos de su proyecto y respondemos en ${perfil.respuesta.formulario}.`,
    keywords: [
      'cotización de concreto gratis',
      'costo estimado de concreto',
      'cotización de entrada de autos Beaumont',
      'cotización de patio sureste de Texas',
    ],
  },
  heading: 'Pida su cotización de concreto gratis',
  text: 'Llene lo que sepa; nosotros le llamamos para completar el resto y acordar una visita.',
  checklist: [
    `${cap(perfil.masDe.anos)} de experiencia`,
    'Con licencia y seguro',
    'Cotizaciones gratis y sin compromiso',
    'Materiales y mano de obra de calidad',
    'Cuadrillas limpias y respetuosas',
    `Cotizaciones válidas por ${business.response.estimateValidDays} días`,
  ],
};

export const emergencyPage: PageCopy<typeof en.emergencyPage> = {
  path: '/emergency',
  seo: {
    title: `Reparación de concreto de emergencia 24/7 | ${business.name}`,
    description: `Reparación de concreto de emergencia en ${perfil.region}, 24/7, fines de semana y días festivos incluidos. Respondemos en ${perfil.respuesta.emergencia}. Llame ya.`,
    keywords: [
      'reparación de concreto de emergencia',
      'contratista de concreto 24 horas',
      'concreto dañado por tormenta',
      'reparar hundimiento de entrada Beaumont',
    ],
  },
  hero: {
    badge: 'Línea de emergencias 24/7',
    heading: 'Reparación de concreto de emergencia',
    text: `Una losa derrumbada, un peligro de tropiezo o el daño de una tormenta no pueden esperar hasta el lunes. Llame a cualquier hora, de día o de noche, incluso fines de semana y días festivos, y respondemos en un plazo de ${perfil.respuesta.emergencia}.`,
  },
  groups: [
    {
      icon: 'triangle-alert',
      title: 'Peligros para la seguridad',
      items: [
        'Losas hundidas o derrumbadas y socavones',
        'Secciones levantadas y peligros de tropiezo en banquetas y caminos',
        'Escalones rotos y descansos de escalera en mal estado',
        'Varilla expuesta o bordes rotos y filosos',
      ],
    },
    {
      icon: 'cloud-rain',
      title: 'Daños por el clima',
      items: [
        'Daños por huracanes y tormentas tropicales',
        'Base deslavada por inundación bajo entradas de autos y losas',
        'Árboles caídos que agrietaron el concreto',
        'Erosión en los bordes de la losa después de lluvias fuertes',
      ],
    },
    {
      icon: 'wrench',
      title: 'Reparaciones inmediatas',
      items: [
        'Parches temporales para dejar las zonas seguras',
        'Apuntalamiento y cercado de las zonas dañadas',
        'Retiro del concreto roto',
        'Nivelación de secciones asentadas',
      ],
    },
  ],
  steps: [
    {
      title: 'Aleje a la gente',
      description: 'Cierre el paso a la zona dañada con conos, cinta o muebles para que nadie se tropiece ni pase en carro por encima.',
    },
    {
      title: 'Llámenos',
      callPrefix: 'Llame al',
      description: 'Cuéntenos qué pasó y mándenos fotos si puede.',
    },
    {
      title: 'Tome fotos',
      description: 'Fotografíe el daño desde varios ángulos para sus registros y para su compañía de seguros.',
    },
    {
      title: 'No pase en carro',
      description: 'No deje que pasen vehículos sobre losas agrietadas o hundidas; el peso puede derrumbar una base deslavada.',
    },
  ],
};

export const blogIndex: PageCopy<typeof en.blogIndex> = {
  path: '/blog',
  seo: {
    title: `Blog: consejos de concreto | ${business.name}`,
    description: `Consejos prácticos para construir, cuidar y reparar entradas de autos, patios y losas de concreto en ${business.homeCity} y ${perfil.region}.`,
    keywords: [
      'blog de concreto',
      'consejos de mantenimiento de concreto',
      'cómo reparar una entrada de autos',
      `concreto ${business.homeCity}`,
    ],
  },
  heading: 'Blog: consejos sobre concreto',
  text: `Consejos prácticos para construir, cuidar y reparar concreto en ${perfil.region}.`,
};

/** Privacy policy and terms of service sections. Dates are rendered from the current day. */
export const legal: PageCopy<typeof en.legal> = {
  privacy: {
    path: '/privacy',
    seo: {
      title: `Política de privacidad | ${business.name}`,
      description: `Cómo ${business.name} recopila, usa y protege la información que nos envía por este sitio web, por teléfono o por correo electrónico.`,
      keywords: ['política de privacidad', 'información personal', 'datos del formulario de contacto'],
    },
    heading: 'Política de privacidad',
    sections: [
      {
        heading: 'Qué información recopilamos',
        paragraphs: [
          'Cuando nos pide una cotización o se comunica con nosotros, recopilamos lo que usted nos da: su nombre, número de teléfono, correo electrónico, la dirección del proyecto, el servicio que necesita y la descripción de su proyecto.',
          'Si adjunta fotos a su solicitud, guardamos de cada una una copia más pequeña, sin la ubicación, la cámara ni otros datos ocultos que un teléfono guarda en una foto. Solo nuestra oficina las ve, para calcular el precio de su proyecto.',
          'Nuestro servidor web registra datos técnicos que recibe cualquier sitio web, como su dirección IP y el tipo de navegador, para mantener el sitio web seguro y funcionando. No usamos rastreadores de publicidad.',
        ],
      },
      {
        heading: 'Cómo medimos las visitas',
        paragraphs: [
          'Para saber qué páginas y búsquedas traen solicitudes, el sitio web cuenta las visitas sin cookies: la página vista, su idioma, el tipo de aparato (teléfono, tableta o computadora, según el ancho de la pantalla), el sitio web desde el que llegó (solo su nombre, como google.com), los toques en Llamar y en los botones de cotización, los formularios empezados y enviados, las páginas no encontradas y qué tan rápido cargó la página. Se suman por día; ninguna visita se puede distinguir de otra.',
          'No guardamos su dirección IP, los datos de su navegador ni ningún identificador, y los conteos no se pueden relacionar con usted. Con una solicitud de cotización guardamos de dónde vino la visita: la primera página que vio, la página desde la que la envió, el sitio web desde el que llegó y el nombre de la campaña del enlace, si lo hay. Si su navegador envía Global Privacy Control o Do Not Track, no medimos ni guardamos nada de esto.',
        ],
      },
      {
        heading: 'Cómo la usamos',
        paragraphs: [
          'Usamos su información solo para responder a su solicitud, preparar una cotización, programar y hacer el trabajo, y enviarle facturas. Nunca vendemos ni rentamos su información, y solo la compartimos con los proveedores que necesitamos para terminar su proyecto o cuando la ley lo exige.',
        ],
      },
      {
        heading: 'Cuánto tiempo la guardamos',
        paragraphs: [
          'Guardamos las solicitudes de cotización hasta dos años y los registros de clientes el tiempo que exijan las reglas de impuestos y de garantía. Pídanoslo y borraremos la información que no estemos obligados a conservar.',
          'Las fotos enviadas con una solicitud se borran automáticamente 18 meses después de la solicitud.',
        ],
      },
      {
        heading: 'Sus opciones',
        paragraphs: [
          'Puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o pedirnos que la borremos. Comuníquese con nosotros con los datos que aparecen abajo.',
        ],
      },
    ],
  },
  terms: {
    path: '/terms-of-service',
    seo: {
      title: `Términos de servicio | ${business.name}`,
      description: `Las condiciones de uso del sitio web de ${business.name} y de nuestras cotizaciones, programación, pagos y mano de obra.`,
      keywords: ['términos de servicio', 'condiciones de la cotización', 'condiciones de pago', 'contrato de concreto'],
    },
    heading: 'Términos de servicio',
    sections: [
      {
        heading: 'Uso de este sitio web',
        paragraphs: [
          'La información de este sitio web es una orientación general sobre trabajos de concreto en el sureste de Texas. No es una cotización ni una garantía para un proyecto específico; cada lugar es diferente, y solo una cotización por escrito después de una visita fija el alcance y el precio.',
        ],
      },
      {
        heading: 'Cotizaciones',
        paragraphs: [
          `Las cotizaciones son gratis y válidas por ${business.response.estimateValidDays} días a partir de la fecha que llevan. Después de ese plazo, los precios pueden cambiar según el costo de los materiales.`,
        ],
      },
      {
        heading: 'Programación y clima',
        paragraphs: [
          'El concreto no se puede colar con lluvia ni con temperaturas por debajo de 40 °F. Podemos cambiar la fecha de un colado cuando el clima pueda dañar el trabajo, y le avisaremos lo antes posible.',
        ],
      },
      {
        heading: 'Pagos',
        paragraphs: [`Aceptamos ${formasDePago}. El pago se hace según las condiciones de su cotización por escrito o de su contrato.`],
      },
      {
        heading: 'Mano de obra',
        paragraphs: [
          'Todo concreto puede presentar pequeñas grietas de contracción; las controlamos con juntas y refuerzo. Cualquier garantía de mano de obra se indica por escrito en su contrato.',
        ],
      },
    ],
  },
};
