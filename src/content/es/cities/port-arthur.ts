import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Port Arthur city page: petrochemical, port and storm-ready residential work. */
export default {
  slug: 'port-arthur',
  name: 'Port Arthur',
  county: 'Jefferson County',
  emphasis: 'Petroquímica, puerto y casas preparadas para tormentas',
  seo: {
    title: 'Contratista de concreto en Port Arthur, TX | Plantas y casas',
    description:
      'Concreto en Port Arthur, TX: bases para refinerías, patios de puerto, reparación tras tormentas y entradas de autos de Sabine Pass a Pleasure Island.',
    keywords: [
      'contratista de concreto Port Arthur TX',
      'concreto para refinerías Port Arthur',
      'losa industrial Port Arthur',
      'concreto Sabine Pass',
      'reparación de concreto por tormenta',
    ],
  },
  hero: {
    tagline: 'Concreto pesado para las refinerías y losas firmes para las casas de al lado',
    text: `En Port Arthur se refina buena parte del combustible del país, pasa carga por el puerto y se reciben de frente muchas tormentas del Golfo. Aquí colamos bases de planta, patios de maniobra y entradas de autos, y atendemos las llamadas por tormenta en menos de ${perfil.respuesta.emergencia}.`,
  },
  features: [
    {
      icon: 'factory',
      title: 'Trabajo en refinerías y plantas',
      description:
        'Cimientos, bases para equipo, bordillos de contención y pavimento para refinerías y plantas químicas, colados según los planos del ingeniero y las reglas de seguridad de cada planta.',
    },
    {
      icon: 'ship',
      title: 'Puerto y patios de almacenaje',
      description:
        'Pavimento de uso pesado para patios de almacenaje, carriles de camiones y zonas de carga donde a diario pasan montacargas, grúas y patas de remolque.',
    },
    {
      icon: 'wind',
      title: 'Reparación después de huracanes',
      description:
        'Después de una tormenta demolemos y reponemos las losas socavadas por el agua, rehacemos las rampas de acceso y dejamos seguros los escalones y banquetas dañados.',
    },
    {
      icon: 'home',
      title: 'Casas de Port Acres a Pleasure Island',
      description:
        'Entradas de autos, patios y losas de casa para las familias de Port Arthur, con la nivelación y el drenaje que exige una ciudad baja y plana.',
    },
  ],
  areas: [
    'Centro de Port Arthur',
    'Pleasure Island',
    'Sabine Pass',
    'Port Acres',
    'Groves',
    'Memorial Boulevard',
    'Highway 73',
    'Highway 87',
  ],
  expertise: [
    'En Port Arthur está la refinería de Motiva, la más grande de Norteamérica, junto con las plantas de Valero y TotalEnergies y un puerto de aguas profundas sobre el canal Sabine-Neches. El concreto industrial de aquí es trabajo pesado: losas de 6 a 8 pulgadas de 4,000 a 6,000 PSI bajo bombas, compresores y racks de tubería, contención con bordillo capaz de retener un derrame y pavimento que aguanta grúas durante un paro de mantenimiento. Nuestras cuadrillas toman la orientación de cada planta, trabajan con permisos, cuelan según las especificaciones del ingeniero y ajustan su horario al de la planta, aunque eso signifique colar de noche o en un paro de fin de semana.',
    'Los vecindarios aguantan tanto clima como las plantas. La ciudad es baja y plana y depende de un dique contra huracanes; Rita e Ike golpearon fuerte, y la lluvia de Harvey inundó miles de casas en 2017. En losas de casa y entradas de autos damos la pendiente para que la lluvia corra rápido a la calle, sacamos el relleno blando y empapado en vez de colar encima, y reforzamos contra el suelo arcilloso que se levanta al secarse después de una inundación. En Pleasure Island y Sabine Pass, donde el aire salado llega a todo, dejamos más recubrimiento de concreto sobre la varilla.',
  ],
  faqs: [
    {
      question: '¿Sus cuadrillas están preparadas para trabajar dentro de las refinerías de Port Arthur?',
      answer:
        'Sí. Completamos la orientación de seguridad de cada planta, seguimos las reglas de permisos de trabajo y de trabajo en caliente, y nos coordinamos con los equipos de operaciones y de paros de mantenimiento. Losas, bases y contención se construyen según los planos y especificaciones que entrega el dueño o el ingeniero.',
    },
    {
      question: '¿Cuánto más cuesta el concreto industrial pesado que una losa común?',
      answer:
        'Una losa comercial o industrial bien diseñada suele costar de entrada entre un 20 y un 40% más que una de uso ligero, porque es más gruesa, más resistente y lleva más acero. A cambio dura mucho más bajo equipo y camiones cargados, que es lo que cuenta durante la vida de una planta.',
    },
    {
      question: 'El agua de la inundación socavó mi losa. ¿Qué opciones tengo?',
      answer:
        'Si el concreto está entero y solo se lavó el soporte de abajo, rellenar los huecos y nivelar puede recuperarlo por mucho menos que reponerlo. Si se partió de lado a lado o se quebró en un área grande, lo demolemos, rehacemos la base y colamos nuevo. Siempre inspeccionamos antes de recomendar una cosa u otra.',
    },
    {
      question: '¿Trabajan en Pleasure Island y en Sabine Pass?',
      answer:
        'Sí. Las dos zonas son parte de Port Arthur y están junto al agua, así que planeamos para la sal, el viento y el terreno blando. Allí nos piden sobre todo losas para guardar lanchas, entradas de autos, patios y bases para casas y negocios.',
    },
    {
      question: '¿Qué tan rápido responden después de un huracán en Port Arthur?',
      answer: `Para peligros urgentes, como una rampa de acceso hundida o una losa donde no se puede caminar con seguridad, nuestra línea de emergencia funciona 24/7 y respondemos en menos de ${perfil.respuesta.emergencia}. Las reparaciones planeadas se programan en orden cuando las calles se abren, empezando por los daños más graves.`,
    },
  ],
  closing: {
    heading: 'Concreto en Port Arthur, de la planta al porche',
    text: `Sea una base en la refinería, un patio para el puerto o una entrada de autos tras una tormenta, mándenos los detalles. ${business.name} revisa la obra y cotiza sin costo.`,
  },
} satisfies CityInput;
