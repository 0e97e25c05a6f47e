import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Nederland city page: residential and petrochemical industrial work. */
export default {
  slug: 'nederland',
  name: 'Nederland',
  county: 'Jefferson County',
  emphasis: 'Residencial e industria petroquímica',
  seo: {
    title: 'Contratista de concreto en Nederland, TX | Entradas y losas',
    description:
      'Contratista de concreto en Nederland, TX: entradas de autos, patios, cimientos y losas industriales para casas de Mid-County y plantas petroquímicas.',
    keywords: [
      'contratista de concreto Nederland TX',
      'entrada de concreto Nederland',
      'concreto Mid-County',
      'concreto industrial Nederland',
      'losa de cimentación Nederland',
    ],
  },
  hero: {
    tagline: 'Concreto para las casas de Mid-County y para las plantas que le dan trabajo',
    text: `Desde entradas de autos familiares junto a Boston Avenue hasta bases de equipo para contratistas de refinería, colamos en Nederland concreto que aguanta la lluvia de la costa, el suelo arcilloso y las cargas pesadas. Nederland queda al sureste de ${business.homeCity}, por la carretera 69, a pocos minutos de nuestra base.`,
  },
  features: [
    {
      icon: 'home',
      title: 'Casas y entradas de autos',
      description:
        'Para las familias de Nederland: entradas de autos, patios, caminos y losas de garaje coladas sobre base compactada y con pendiente para el drenaje.',
    },
    {
      icon: 'factory',
      title: 'Losas y bases industriales',
      description:
        'Losas gruesas de alta resistencia, bases para equipo y áreas de contención para plantas petroquímicas y los contratistas que les dan servicio.',
    },
    {
      icon: 'hard-hat',
      title: 'Cuadrillas que ponen la seguridad primero',
      description:
        'Gente acostumbrada a las plantas: respeta las reglas de cada planta, participa en las juntas de seguridad y mantiene el área de trabajo limpia y señalizada.',
    },
    {
      icon: 'clock',
      title: 'Cerca y con respuesta rápida',
      description: `Nederland está a minutos de nuestra base en ${business.homeCity}: las cotizaciones llegan pronto y contestamos en menos de ${perfil.respuesta.consultasHorarioLaboral} en horario de oficina.`,
    },
  ],
  areas: [
    'Boston Avenue',
    'Nederland Avenue',
    'Twin City Highway',
    'Helena Avenue',
    'Corredor de la Highway 69',
    'Central Gardens',
    'Zona del Aeropuerto Regional Jack Brooks',
    'Mid-County',
  ],
  expertise: [
    'Nederland creció alrededor de sus colonos holandeses, del ferrocarril y, más tarde, de las refinerías y plantas químicas que hay entre aquí y Port Arthur. Muchas casas se construyeron entre los años 1950 y 1970, y sus entradas y patios originales hoy están agrietados, hundidos o levantados por las raíces. Cambiarlos bien exige sacar la base vieja, compactar relleno nuevo y darle a la losa nueva una pendiente que lleve el agua de las tormentas de verano hacia la calle y no hacia el garaje.',
    'El trabajo en planta pide todavía más. Las bases de equipo, las zapatas de racks de tubería y las plataformas para camiones cargan pesos concentrados y a veces reciben derrames químicos, así que colamos secciones más gruesas y de mayor resistencia, las armamos según los planos del ingeniero y las sellamos contra los productos que van a tocar. Programamos alrededor de los paros de mantenimiento y los cambios de turno, y entregamos cada obra tan limpia y segura como la encontramos.',
  ],
  faqs: [
    {
      question: '¿Cuelan entradas de autos y patios para casas en Nederland?',
      answer:
        'Sí. La mayor parte de nuestro trabajo en Nederland es residencial: entradas de autos nuevas o de reemplazo, patios, banquetas y losas de garaje. Vamos a su casa, medimos y le dejamos una cotización gratis por escrito antes de programar nada.',
    },
    {
      question: '¿Pueden trabajar dentro de una refinería o planta química?',
      answer:
        'Sí. Nuestras cuadrillas conocen el trabajo en planta y cumplen la orientación de seguridad, los permisos y las reglas de cada planta. Colamos bases de equipo, áreas de contención, cimientos y pavimento según las especificaciones del dueño o del ingeniero.',
    },
    {
      question: '¿Por qué se agrietan tantas entradas de autos viejas en Nederland?',
      answer:
        'La arcilla bajo Nederland se hincha en los meses de lluvia y se encoge en los secos, y muchas entradas antiguas se colaron delgadas, con poca base y casi sin refuerzo. Cuando cambiamos una, corregimos la base y el drenaje que causaron la falla, no solo el concreto de encima.',
    },
    {
      question: '¿Qué tan pronto pueden empezar un proyecto en Nederland?',
      answer:
        'Los trabajos residenciales pequeños muchas veces se programan una o dos semanas después de aceptar la cotización, según el clima. Las obras comerciales o de planta más grandes se planean según su calendario y los permisos de la planta.',
    },
    {
      question: '¿Necesito permiso para una entrada de autos nueva en Nederland?',
      answer:
        'Si la obra cambia la rampa de acceso o se conecta con la calle, casi siempre hace falta un permiso de la Ciudad de Nederland. Le decimos qué necesita su proyecto y hacemos el trámite cuando forma parte de nuestro trabajo.',
    },
  ],
  closing: {
    heading: '¿Planea una obra de concreto en Nederland?',
    text: 'Cuéntenos de su entrada de autos, su patio o su proyecto en planta. Vamos, revisamos la obra y le damos una cotización por escrito sin costo.',
  },
} satisfies CityInput;
