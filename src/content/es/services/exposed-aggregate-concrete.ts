import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/exposed-aggregate-concrete';

/** Spanish (es-US) edition of Exposed Aggregate Concrete: same sections, counts and figures as src/content/services/exposed-aggregate-concrete.ts. */
export default {
  slug: 'exposed-aggregate-concrete',
  name: 'Concreto de agregado expuesto',
  icon: 'mountain',
  category: 'decorative',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Entradas de autos, áreas de alberca, patios y caminos con la piedra natural de la mezcla a la vista, para más agarre, más textura y un acabado que dura de 20 a 30 años.',
  seo: {
    title: `Concreto de agregado expuesto en ${business.homeCity}, TX`,
    description: `Entradas de autos, áreas de alberca, patios y caminos de agregado expuesto en ${business.homeCity} y ${perfil.region}. Acabado antiderrapante de piedra natural.`,
    keywords: [
      `agregado expuesto ${business.homeCity}`,
      'entrada de autos de agregado expuesto',
      'piso de alberca de agregado expuesto',
      'patio de agregado expuesto Texas',
      'concreto con piedra de río',
      'concreto antiderrapante',
    ],
  },
  hero: {
    heading: 'Concreto de agregado expuesto: textura de piedra natural con buen agarre',
    text: `Colamos concreto con la piedra decorativa que usted escoja y luego lavamos la capa de cemento de arriba para dejarla a la vista. El resultado es una superficie con textura y antiderrapante para entradas de autos, áreas de alberca y caminos en ${business.homeCity} y a ${business.serviceRadiusMiles} millas a la redonda.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué elegir agregado expuesto',
      items: [
        {
          icon: 'footprints',
          title: 'Pisada segura cuando está mojado',
          description:
            'La textura de piedra agarra zapatos, pies descalzos y llantas incluso en un aguacero, algo importante en un lugar donde caen más de 60 pulgadas de lluvia al año.',
        },
        {
          icon: 'shield-check',
          title: 'Una superficie de 20 a 30 años',
          description:
            'Los pies y las llantas pisan piedra dura y no una delgada capa de cemento, así que una losa de agregado expuesto bien hecha y bien sellada da de 20 a 30 años de servicio.',
        },
        {
          icon: 'leaf',
          title: 'Aspecto natural',
          description:
            'La grava redonda de río, el granito moteado o las mezclas de colores dan una superficie cálida y natural que combina con el ladrillo, las plantas y el pasto.',
        },
        {
          icon: 'sparkles',
          title: 'Disimula la tierra y el desgaste',
          description:
            'La variedad de colores y la textura disimulan las marcas de llantas, las manchas de hojas y la tierra de todos los días que se nota en el concreto gris común.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'aggregate-options',
      heading: 'Opciones de piedra',
      intro:
        'La piedra que escoja define el color, la textura y cómo se siente al pisar. Le llevamos muestras cuando vamos a darle la cotización.',
      items: [
        {
          icon: 'circle-check',
          title: 'Gravilla (pea gravel)',
          description:
            'Piedras pequeñas y redondas en una mezcla natural de beige, café y gris. Su tamaño parejo y sus bordes lisos la hacen el acabado expuesto más cómodo para caminar.',
          features: ['Piedras redondas y lisas', 'Tamaño pequeño y parejo', 'Colores naturales suaves', 'Cómoda para andar descalzo'],
          bestFor: 'Áreas de alberca, patios y senderos de jardín',
          popular: true,
        },
        {
          icon: 'mountain',
          title: 'Piedra de río',
          description:
            'Piedras redondas más grandes en una mezcla de tonos tierra. La piedra más grande aguanta bien las llantas y da el aspecto llamativo y con textura que muchos dueños de casa quieren en su entrada de autos.',
          features: ['Piedras redondas más grandes', 'Color variado y llamativo', 'Resistente al paso de vehículos'],
          bestFor: 'Entradas de autos y accesos amplios',
        },
        {
          icon: 'gem',
          title: 'Granito triturado',
          description:
            'Piedra triturada de bordes angulares, con aspecto moteado en tonos rosados, grises y negros. Los bordes filosos dan más agarre, y el color aguanta bien a pleno sol.',
          features: ['Bordes angulares para más agarre', 'Color moteado de sal y pimienta', 'Piedra dura y resistente al desgaste'],
          bestFor: 'Entradas con pendiente, rampas y caminos comerciales',
        },
        {
          icon: 'palette',
          title: 'Mezclas decorativas y vidrio',
          description:
            'Piedra de color, concha o vidrio reciclado sembrados en la superficie para dar destellos y toques de color. Se usan mucho en orillas y franjas alrededor de un área más sencilla.',
          features: ['Colores vivos o a la medida', 'Vidrio que refleja la luz', 'Sembrado en la parte de arriba de la losa'],
          bestFor: 'Accesos, orillas, áreas especiales y fachadas de negocios',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Dónde funciona mejor el agregado expuesto',
      items: [
        {
          icon: 'car',
          title: 'Entradas de autos',
          description:
            'Una entrada de autos resistente y con textura que disimula las marcas de llantas y da agarre en las mañanas mojadas, colada sobre una base firme con varilla o malla de acero.',
          features: ['Piedra de 1/2 a 3/4 de pulgada para el paso de vehículos', 'Orillas lisas si las pide', 'Con pendiente para drenar'],
        },
        {
          icon: 'waves',
          title: 'Áreas de alberca',
          description:
            'Con agarre alrededor del agua y suave para los pies descalzos si lleva piedra redonda. Las piedras de colores claros ayudan a que el piso se mantenga más fresco bajo el sol del verano.',
          features: [
            'Superficie antiderrapante',
            'Piedra redonda, cómoda para andar descalzo',
            'Sellador resistente a los químicos de la alberca',
          ],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Áreas para convivir al aire libre con un acabado de piedra natural que aguanta muebles, asadores y lluvias fuertes sin ponerse resbaloso.',
          features: [
            'Combina bien con orillas estampadas o de escoba',
            'Disimula las manchas de hojas y polen',
            'Con pendiente hacia afuera de la casa',
          ],
        },
        {
          icon: 'footprints',
          title: 'Banquetas y caminos',
          description:
            'Caminos a la entrada, senderos de jardín y banquetas comerciales con piedra pequeña, para caminar cómodo y con buen agarre cuando llueve.',
          features: ['Piedra de 1/4 a 3/8 de pulgada para peatones', 'Buen agarre en pendientes', 'Combina con entradas de autos y patios'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo hacemos el concreto de agregado expuesto',
      steps: [
        {
          title: 'Visita y selección de piedra',
          description:
            'Medimos, revisamos el drenaje y el suelo, le mostramos muestras de piedra y trabajos terminados, y ponemos la piedra, el tamaño, las orillas y el grosor en una cotización por escrito.',
        },
        {
          title: 'Base y cimbra',
          description:
            'Excavamos, compactamos una base estable sobre la arcilla, cimbramos las orillas con la caída necesaria para que escurra el agua y colocamos varilla o malla de acero para que la losa resista el agrietamiento.',
        },
        {
          title: 'Colar y sembrar',
          description:
            'Se coloca y se nivela el concreto con la piedra escogida ya mezclada, o se esparce la piedra decorativa sobre la superficie fresca y se presiona para que quede bien firme.',
        },
        {
          title: 'Aplicar un retardante de superficie',
          description:
            'Se rocía un retardante sobre la superficie terminada. Retrasa el fraguado de la capa de cemento de arriba para poder quitarla después, mientras la losa de abajo endurece.',
        },
        {
          title: 'Descubrir la piedra',
          description:
            'En el momento justo lavamos y cepillamos la capa de pasta de cemento de arriba para dejar la piedra a la vista de manera pareja. El momento lo es todo, y con nuestro calor vigilamos la losa de cerca.',
        },
        {
          title: 'Juntas, curado y sellado',
          description:
            'Cortamos las juntas de control con sierra y mantenemos la losa curando como se debe. Cuando el concreto tiene al menos 28 días, y dentro de los 30 días posteriores al colado, aplicamos un sellador que aviva el color de la piedra y la fija.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para el agregado expuesto',
      intro: 'Buenas decisiones antes del colado y un poco de cuidado después mantienen la piedra luciendo bien por décadas.',
      numbered: true,
      items: [
        {
          title: 'Escoja el tamaño de piedra según el uso',
          description:
            'Escoja piedra de 1/4 a 3/8 de pulgada para caminos, patios y áreas de alberca donde la gente camina, muchas veces descalza, y piedra de 1/2 a 3/4 de pulgada para entradas de autos por donde pasan vehículos.',
        },
        {
          title: 'Vea la piedra mojada y seca',
          description:
            'El sellador oscurece y aviva la piedra, casi como lo hace la lluvia. Vea las muestras mojadas y secas para que el color final no le sorprenda.',
        },
        {
          title: 'Dele tiempo a la losa nueva antes de cargarla',
          description:
            'El concreto fresco gana resistencia día con día. No camine sobre él durante 24 a 48 horas, y mantenga alejados carros, camionetas y remolques durante 7 días después del colado.',
        },
        {
          title: 'Selle cuando la losa tenga 28 días',
          description:
            'La primera mano de sellador se aplica cuando el concreto tiene al menos 28 días, dentro de los 30 días posteriores al colado. El sellado fija bien las piedras y resalta su color.',
        },
        {
          title: 'Vuelva a sellar cada 2 o 3 años',
          description:
            'Una mano nueva cada 2 a 3 años mantiene protegido el cemento entre las piedras y las piedras bien sujetas. Un aspecto opaco y deslavado es la señal típica de que ya toca.',
        },
        {
          title: 'Agregue arena al sellador cerca de la alberca',
          description:
            'Un sellador brillante puede hacer que la parte de arriba de las piedras se ponga resbalosa cuando se moja. Un aditivo antiderrapante mantiene seguro el piso de la alberca sin tapar la textura.',
        },
        {
          title: 'Lávelo con cuidado',
          description:
            'Use una boquilla de abanico ancho y mantenga la hidrolavadora en movimiento y bien alejada de la superficie. Un chorro angosto muy de cerca puede sacar el cemento que hay entre las piedras.',
        },
        {
          title: 'Atienda pronto el aceite y el óxido',
          description:
            'La textura disimula la tierra de todos los días, pero retiene el aceite y el óxido si se absorben. Seque los derrames, talle con desengrasante y enjuague bien antes de que se fijen.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Guía del concreto de agregado expuesto en el sureste de Texas',
      intro:
        'El agregado expuesto ha sido por generaciones un favorito en las áreas de alberca y las entradas de autos de la costa del Golfo, y con razón. Así se hace y así se le saca el mayor provecho.',
      blocks: [
        {
          heading: 'Cómo se hace el agregado expuesto',
          paragraphs: [
            'Toda losa de concreto es, sobre todo, piedra y arena unidas por pasta de cemento. En una losa común con acabado de escoba, esa pasta forma una capa lisa sobre la piedra. El agregado expuesto quita esa capa. Un retardante rociado sobre la superficie fresca retrasa el fraguado de la capa de arriba y, cuando la losa de abajo ya endureció lo suficiente, lavamos y cepillamos la pasta para descubrir la piedra.',
            'Hay dos maneras de poner la piedra ahí. En una mezcla integral, la piedra decorativa viene en el concreto desde el camión revolvedor, así que está en todo el grosor de la losa. En un acabado sembrado, colamos concreto normal y esparcimos la piedra decorativa por encima, presionándola antes de que fragüe. El sembrado es la manera de usar piedras especiales o vidrio más caros donde solo se ve la superficie.',
          ],
        },
        {
          heading: 'Cómo escoger el tamaño y el color de la piedra',
          paragraphs: [
            'El tamaño es la primera decisión. Para caminos, patios y áreas de alberca, la piedra de 1/4 a 3/8 de pulgada da una textura fina y pareja que es cómoda para caminar. Para entradas de autos, la piedra de 1/2 a 3/4 de pulgada da un aspecto más llamativo y aguanta mejor las llantas cuando dan vuelta.',
            'La forma importa tanto como el tamaño. La grava redonda y la piedra de río son más amables con los pies descalzos y las rodillas, así que van bien en las áreas de alberca. La piedra triturada angular agarra mejor y conviene en pendientes y entradas de autos. En cuanto al color, recuerde que el sellador oscurece la piedra y que las piedras claras ayudan a que el piso de la alberca se mantenga más fresco bajo el sol del verano.',
          ],
          bullets: [
            'Piedra de 1/4 a 3/8 de pulgada: caminos, patios, áreas de alberca',
            'Piedra de 1/2 a 3/4 de pulgada: entradas de autos y áreas para vehículos',
            'Piedra redonda: comodidad para los pies descalzos',
            'Piedra angular: más agarre en pendientes',
          ],
        },
        {
          heading: 'Hecho para la lluvia, la arcilla y el calor',
          paragraphs: [
            'La lluvia de Beaumont es uno de los mejores argumentos a favor del agregado expuesto. Una superficie de piedra con textura conserva el agarre cuando un acabado liso se pone resbaloso; por eso es una opción tan común para áreas de alberca, caminos de iglesias y banquetas de escuelas en los condados de Jefferson y Orange.',
            'Pero el acabado no hace nada por el suelo de abajo. La arcilla expansiva se sigue hinchando y encogiendo, así que la losa sigue necesitando una base firme y bien compactada, varilla o malla de acero y juntas a la distancia correcta, igual que cualquier otra losa que colamos. En verano, el calor hace que el cemento fragüe más rápido y que haya menos tiempo para descubrir la piedra, así que colamos temprano y ajustamos el retardante y los tiempos al clima. Si el pronóstico anuncia temperaturas por debajo de 40 °F, cambiamos la fecha o protegemos la losa.',
          ],
        },
        {
          heading: 'Cuidado y vida útil',
          paragraphs: [
            'Una losa de agregado expuesto bien hecha dura de 20 a 30 años. La tarea principal del dueño es mantenerla sellada: la primera mano cuando el concreto tiene al menos 28 días, dentro de los 30 días posteriores al colado, y luego una mano nueva cada 2 a 3 años. El sellador fija las piedras en su lugar, mantiene fuera el aceite y el moho y devuelve el color que el sol y la lluvia van deslavando.',
            'Entre un sellado y otro, barra las hojas, enjuague con la manguera del jardín y lave con suavidad cuando necesite una limpieza más a fondo. Las piedras sueltas en las orillas o un aspecto polvoso y deslavado son señales de que ya es hora de volver a sellar.',
          ],
        },
        {
          heading: 'Cómo combinar acabados',
          paragraphs: [
            'El agregado expuesto combina bien con otros acabados. Una orilla lisa o con acabado de escoba enmarca la piedra y deja un borde limpio junto al pasto. Una franja de concreto estampado o teñido puede dividir una entrada de autos larga o marcar un acceso. Podemos planear estas combinaciones con usted cuando vayamos a darle la cotización.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Qué es el concreto de agregado expuesto?',
      answer:
        'Es concreto al que se le lava la capa de pasta de cemento de arriba para dejar a la vista la piedra que tiene dentro, o al que se le siembra piedra en la superficie. El resultado es un acabado con textura, de aspecto natural y con más agarre que una losa lisa o con acabado de escoba.',
    },
    {
      question: '¿Cuánto dura el concreto de agregado expuesto?',
      answer:
        'Una losa de agregado expuesto bien hecha dura de 20 a 30 años. Lo que la lleva hasta ahí es una base compactada, refuerzo de acero, juntas adecuadas y volver a sellarla cada 2 a 3 años.',
    },
    {
      question: '¿Cada cuánto se debe sellar el agregado expuesto?',
      answer:
        'Séllelo por primera vez cuando el concreto tenga al menos 28 días, dentro de los 30 días posteriores al colado, y después vuelva a sellarlo cada 2 a 3 años. Si las piedras se ven opacas o el agua se absorbe en vez de formar gotas, ya toca.',
    },
    {
      question: '¿Qué tamaño de piedra debo escoger?',
      answer:
        'Para caminos, patios y áreas de alberca, la piedra de 1/4 a 3/8 de pulgada es cómoda al pisar. Para entradas de autos, la piedra de 1/2 a 3/4 de pulgada aguanta mejor los vehículos y da una textura más llamativa. Le llevamos muestras de las dos cuando vamos a darle la cotización.',
    },
    {
      question: '¿El agregado expuesto es bueno para el piso de una alberca?',
      answer:
        'Sí. Es uno de los acabados de concreto más antiderrapantes cuando está mojado. Recomendamos una piedra pequeña y redonda para los pies descalzos, un color claro para que se mantenga más fresco y un sellador con aditivo antiderrapante.',
    },
    {
      question: '¿Cuándo puedo caminar y manejar sobre el agregado expuesto nuevo?',
      answer:
        'Se puede caminar sobre él después de 24 a 48 horas. Los vehículos deben esperar 7 días después del colado; para un remolque cargado o una camioneta de trabajo pesada, dele más tiempo y pregúntenos la fecha.',
    },
    {
      question: '¿Pueden convertir mi concreto actual en agregado expuesto?',
      answer:
        'No directamente. La piedra se descubre mientras el concreto está fraguando, así que una losa existente no se puede convertir. Podemos reemplazar la losa o partes de ella, o agregar orillas y ampliaciones de agregado expuesto que se unan a lo que ya tiene.',
    },
    {
      question: '¿El agregado expuesto cuesta más que el concreto común?',
      answer:
        'Sí, algo más, por la piedra decorativa, el retardante y la mano de obra extra para descubrir y sellar la superficie. La diferencia exacta depende de la piedra y del tamaño del trabajo. Le damos una cotización gratis por escrito con el precio de cada opción para que pueda comparar.',
    },
  ],
  closing: {
    heading: '¿Quiere una superficie con buen agarre?',
    text: `Díganos dónde va la nueva superficie. Llevamos muestras de piedra al lugar, tomamos medidas y le enviamos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
