import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/stamped-concrete';

/** Spanish (es-US) edition of Stamped Concrete: six patterns with popularity labels, four applications, five design tips, 4-step process, five FAQs. */
export default {
  slug: 'stamped-concrete',
  name: 'Concreto estampado',
  icon: 'grid',
  category: 'decorative',
  popular: true,
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Concreto con color y estampado para parecer pizarra, laja, ladrillo, tablón de madera o adoquín, en patios, entradas de autos, áreas de alberca y caminos.',
  seo: {
    title: 'Concreto estampado en Beaumont, TX | Diseños y colores',
    description:
      'Patios, entradas de autos, albercas y caminos de concreto estampado en el sureste de Texas: pizarra, laja, ladrillo, madera y más. Cotización gratis.',
    keywords: [
      'concreto estampado Beaumont',
      'patio de concreto estampado',
      'entrada de concreto estampado',
      'concreto estampado para alberca',
      'concreto decorativo sureste de Texas',
      'diseño de pizarra ashlar',
      'concreto estampado tipo madera',
    ],
  },
  hero: {
    heading: 'Concreto estampado con aspecto de piedra, ladrillo y madera',
    text: `El concreto estampado le da el carácter de la pizarra, la laja o el ladrillo en una sola losa firme, sin adoquines que se muevan sobre el suelo arcilloso ni juntas donde crezca la hierba. Diseñamos, colamos y estampamos patios, entradas de autos, áreas de alberca y caminos a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}.`,
    cta: 'Get Free Consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'patterns',
      heading: 'Diseños de concreto estampado',
      intro:
        'Cada diseño se puede colar en casi cualquier color. Traiga una foto de su ladrillo o de su techo y le mostraremos muestras que combinen.',
      items: [
        {
          icon: 'grid',
          title: 'Pizarra ashlar',
          badge: 'El más popular',
          description:
            'Cuadros y rectángulos de pizarra texturizada en un patrón ashlar que se repite. Sus líneas limpias van bien tanto con las casas tradicionales de ladrillo como con las construcciones nuevas, y la textura de piedra partida da buen agarre al pisar.',
          features: [
            'Estilo: pizarra cortada',
            'Se ve muy bien en gris, carbón y tonos tierra',
            'Sirve para patios, entradas de autos y áreas de alberca',
          ],
        },
        {
          icon: 'mountain',
          title: 'Laja',
          badge: 'Muy popular',
          description:
            'Piedras irregulares con juntas profundas y disparejas, como laja colocada a mano. Suaviza un jardín formal y se integra fácilmente con las jardineras y las orillas del pasto.',
          features: [
            'Estilo: piedra natural',
            'Color de varios tonos con desmoldante envejecedor',
            'Ideal para patios y senderos de jardín',
          ],
        },
        {
          icon: 'layers',
          title: 'Ladrillo en espiga',
          badge: 'Popular',
          description:
            'Ladrillos colocados en zigzag, en espiga (herringbone), ya sea en toda la superficie o como borde alrededor de un centro de pizarra o piedra. Combina de forma natural con las casas de ladrillo que abundan en el sureste de Texas.',
          features: [
            'Estilo: ladrillo clásico',
            'Colores rojo, terracota o ladrillo viejo',
            'Muy usado en bordes y en el arranque de la entrada de autos',
          ],
        },
        {
          icon: 'tree-pine',
          title: 'Tablón de madera',
          badge: 'En tendencia',
          description:
            'Tablas largas con veta, nudos y hasta agujeros de clavos marcados en la superficie. Tiene el aspecto de una terraza o un muelle de madera, sin pudrición, termitas ni astillas en nuestro clima húmedo.',
          features: [
            'Estilo: veta de madera rústica',
            'Cafés cálidos o grises envejecidos',
            'Favorito para áreas de alberca y porches techados',
          ],
        },
        {
          icon: 'landmark',
          title: 'Adoquín',
          badge: 'Popular',
          description:
            'Piedras redondeadas de estilo antiguo en hileras cerradas o en abanico, con una textura más profunda que disimula muy bien la tierra y las marcas de llantas.',
          features: [
            'Estilo: adoquín europeo antiguo',
            'Textura profunda para mejor tracción',
            'Bueno para entradas de autos y patios de entrada',
          ],
        },
        {
          icon: 'gem',
          title: 'Piedra irregular',
          badge: 'Muy popular',
          description:
            'Una mezcla de piedras de distintos tamaños y formas sin una repetición evidente, para que un patio grande o una entrada larga parezcan colocados a mano y no estampados.',
          features: ['Estilo: piedra de campo irregular', 'Aspecto continuo en áreas grandes', 'Combina bien con un borde de contraste'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Dónde funciona el concreto estampado',
      items: [
        {
          icon: 'car',
          title: 'Entradas de autos',
          description:
            'Una entrada estampada se construye como cualquier buena entrada de autos, con base compactada, refuerzo de acero y la pendiente correcta, y luego se le da el acabado con diseño. Un borde estampado alrededor de un centro sencillo es una forma popular de darle estilo a una entrada grande.',
          features: [
            'Reforzada para el peso de los vehículos',
            'Se puede caminar encima después de 24 a 48 horas',
            '7 días antes del tráfico vehicular completo',
            'Se vuelve a sellar cada año si tiene mucho uso',
          ],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Es donde más estampamos. Un patio con diseño tiene el aspecto de la piedra o el ladrillo en una sola losa continua, que no se hunde pieza por pieza como los adoquines sobre la arcilla.',
          features: [
            'Pendiente de 1/4 de pulgada por pie hacia afuera de la casa',
            'Bordes y color que combinan con la casa',
            'Se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado',
          ],
        },
        {
          icon: 'waves',
          title: 'Áreas de alberca',
          description:
            'Los diseños de tablón de madera y de pizarra son los favoritos alrededor de las albercas. Usamos colores claros que se mantienen más frescos al sol y agregamos un aditivo antiderrapante al sellador para pisar con más seguridad cuando está mojado.',
          features: [
            'Colores claros para superficies más frescas',
            'Sellador antiderrapante',
            'Texturas más finas, cómodas para los pies descalzos',
          ],
        },
        {
          icon: 'footprints',
          title: 'Caminos',
          description:
            'Un camino estampado al frente de la casa o un sendero de jardín une la entrada principal, el patio y la entrada de autos. Los diseños de ladrillo y de laja son los más comunes.',
          features: [
            'Combinado con el patio o la entrada de autos',
            'Bordes de ladrillo o de piedra',
            'Con textura para agarre bajo la lluvia',
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Nuestro proceso de concreto estampado',
      steps: [
        {
          title: 'Diseño',
          description:
            'Nos reunimos en el lugar, le mostramos muestras de diseños y colores, planeamos los bordes y dónde quedarán las juntas, y le damos una cotización por escrito del diseño que usted elija.',
        },
        {
          title: 'Preparación',
          description:
            'Excavamos, compactamos la base, colocamos la cimbra con la pendiente incluida y ponemos la varilla, para que la losa que queda debajo sea tan sólida como bonito el diseño.',
        },
        {
          title: 'Colado',
          description:
            'Vaciamos, nivelamos y aplanamos el concreto; luego le damos color con color integral o con endurecedor de color espolvoreado, y lo cubrimos con desmoldante del color de acento.',
        },
        {
          title: 'Estampado',
          description:
            'En el punto justo de fraguado, el equipo presiona los moldes de textura y termina las orillas a mano. Cortamos las juntas de control, lavamos el exceso de desmoldante y sellamos el concreto cuando ha curado 28 días, dentro de los 30 días posteriores al colado.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos de diseño para concreto estampado',
      intro:
        'Unas cuantas decisiones desde el principio marcan la diferencia entre un concreto estampado que se ve natural y uno que se nota que es estampado.',
      items: [
        {
          title: 'Tome los colores de la casa',
          description:
            'Escoja un color base del ladrillo, la piedra o el techo, y un desmoldante de acento uno o dos tonos más oscuro. Con colores tomados de la casa, el concreto nuevo parece que siempre estuvo ahí.',
        },
        {
          title: 'A pleno sol, colores más claros',
          description:
            'El carbón oscuro y el café intenso se ven elegantes, pero se calientan mucho en un verano del sureste de Texas. Para áreas de alberca y patios descubiertos, elija tonos arena, beige o gris claro.',
        },
        {
          title: 'Enmárquelo con un borde',
          description:
            'Un borde de contraste, como una franja de ladrillo en espiga alrededor de pizarra ashlar, da una orilla limpia y bien terminada y divide un área grande.',
        },
        {
          title: 'Escoja la textura según el uso',
          description:
            'Las texturas profundas dan buen agarre y disimulan el desgaste, pero cuesta más barrerlas. Alrededor de una alberca, escoja una textura más fina y un sellador antiderrapante para que los pies descalzos estén cómodos y seguros.',
        },
        {
          title: 'Incluya las juntas en el diseño',
          description:
            'Toda losa necesita juntas de control. Trazamos el diseño para que las juntas caigan sobre las líneas que imitan las juntas de la piedra o a lo largo del borde, donde se pierden en el diseño.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Cómo lograr un buen concreto estampado en el sureste de Texas',
      intro:
        'Estampar es en parte oficio y en parte saber el momento justo. Nuestro calor, la humedad y el suelo arcilloso agregan algunos detalles que hay que cuidar.',
      blocks: [
        {
          heading: 'El momento lo es todo',
          paragraphs: [
            'El concreto solo se puede estampar durante un margen corto: lo bastante firme para conservar la huella y lo bastante blando para recibirla. Si se estampa muy pronto, el diseño se escurre; si se estampa muy tarde, los moldes no se hunden y la textura se desgarra.',
            'El calor y el viento del verano acortan ese margen muy rápido. En días calurosos empezamos al amanecer, traemos más gente para estampar toda la losa antes de que fragüe y dividimos las áreas grandes en colados que podamos terminar bien. Tampoco colamos cuando el pronóstico indica que la temperatura bajará de 40 °F, porque el frío hace más lentos el fraguado y el curado.',
          ],
        },
        {
          heading: 'Color que dura',
          paragraphs: [
            'El color viene de dos capas. El color base se mezcla en toda la carga (color integral) o se espolvorea sobre la superficie como endurecedor de color, que además hace más dura la parte superior de la losa. El acento viene del desmoldante, un polvo o líquido de color que evita que los moldes se peguen y deja tonos más oscuros en las partes bajas, como se desgasta la piedra de verdad.',
            'El sol de la Costa del Golfo es duro con el color, así que un sellador de calidad es importante. Intensifica los tonos, los protege de la decoloración y evita que la tierra y el moho opaquen el diseño.',
          ],
        },
        {
          heading: 'Sellado en un clima húmedo',
          paragraphs: [
            'El concreto estampado se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado, con la losa seca y el exceso de desmoldante ya lavado. Después, vuelva a sellar cada 2 o 3 años, o cada año en una entrada de autos con mucho uso, antes de que la superficie empiece a verse seca y deslavada.',
            'La humedad es enemiga de un buen sellado. El sellador aplicado sobre concreto húmedo o en una capa demasiado gruesa puede atrapar humedad y ponerse turbio o blanco. Sellamos en días secos, en capas delgadas, y en áreas de alberca y caminos le mezclamos un aditivo antiderrapante, porque una capa de sellador nueva puede resbalar cuando está mojada.',
          ],
          bullets: [
            'Primer sellado a los 28 días de curado, dentro de los 30 días posteriores al colado',
            'Resellado cada 2 o 3 años, y cada año en entradas de mucho uso',
            'Capas delgadas, aplicadas en un día seco',
            'Aditivo antiderrapante donde se camina descalzo o bajo la lluvia',
          ],
        },
        {
          heading: '¿Concreto estampado o adoquines sobre suelo arcilloso?',
          paragraphs: [
            'Los adoquines se colocan pieza por pieza sobre arena, y en la arcilla expansiva que hay bajo gran parte de los condados de Jefferson y Orange las piezas tienden a hundirse, a moverse y a dejar entrar hierba y hormigas por las juntas. El concreto estampado es una sola losa reforzada, así que se mueve como una unidad y se mantiene plano.',
            'Como todo concreto, una losa estampada también se puede agrietar, por eso importan la base y las juntas. Compactamos la base, reforzamos la losa y planeamos las juntas de control sobre las líneas del diseño para que cualquier grieta siga una junta en lugar de atravesar una piedra.',
          ],
        },
        {
          heading: '¿Ya tiene una losa sencilla?',
          paragraphs: [
            'Si su patio o su camino actual está en buen estado estructural, quizá no tenga que demolerlo. Una sobrecapa estampada de 1/4 a 1/2 pulgada de grosor se aplica con llana sobre el concreto viejo y se estampa con los mismos diseños. No arregla una losa que se está hundiendo o que está muy rota, así que primero revisamos el concreto y le decimos con honestidad si conviene más una sobrecapa o un colado nuevo.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuándo se debe sellar el concreto estampado?',
      answer:
        'El concreto estampado se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado, ya seco y con el exceso de desmoldante lavado. El sellador fija el color y protege contra el agua y las manchas. Después, vuelva a sellar cada 2 o 3 años, o cada año en una entrada de autos con mucho uso.',
    },
    {
      question: '¿El concreto estampado es resbaloso cuando está mojado?',
      answer:
        'Una superficie sellada puede resbalar cuando está mojada, sobre todo con los diseños más lisos. En áreas de alberca, caminos y escalones agregamos un aditivo antiderrapante al sellador, y recomendamos diseños con textura donde la gente camina bajo la lluvia o descalza.',
    },
    {
      question: '¿El concreto estampado se agrieta?',
      answer:
        'El concreto estampado sigue siendo concreto, así que se puede agrietar al contraerse o cuando se mueve la arcilla de abajo. Reducimos el riesgo con una base compactada y varilla, y colocamos las juntas de control sobre las líneas del diseño para que cualquier grieta las siga y casi no se vea.',
    },
    {
      question: '¿Pueden estampar mi patio o mi entrada de autos actual?',
      answer:
        'Si la losa está en buen estado y no se está hundiendo, se le puede aplicar encima una sobrecapa estampada de 1/4 a 1/2 pulgada de grosor, con los mismos diseños y colores. Las losas rotas, levantadas o muy hundidas deben reemplazarse, y podemos colar y estampar una nueva.',
    },
    {
      question: '¿Cómo se compara el concreto estampado con los adoquines?',
      answer:
        'Los adoquines son piezas sueltas que se pueden hundir, mover y llenar de hierba en las juntas, algo muy común en nuestro suelo arcilloso. El concreto estampado da un aspecto parecido en una sola losa reforzada que se mantiene nivelada, con menos deshierbe y mantenimiento. La desventaja es que un adoquín agrietado se puede cambiar, mientras que una grieta en una losa hay que repararla.',
    },
  ],
  closing: {
    heading: 'Diseñemos juntos su concreto estampado',
    text: `Pida su cotización gratis. Llevamos muestras de diseños y colores, medimos el área y le enviamos una cotización por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
