import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/decorative-overlays-coatings';

/** Spanish (es-US) edition of Decorative Overlays & Coatings: same sections, counts and figures as src/content/services/decorative-overlays-coatings.ts. */
export default {
  slug: 'decorative-overlays-coatings',
  name: 'Sobrecapas y recubrimientos decorativos',
  icon: 'layers',
  category: 'decorative',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Sobrecapas estampadas, microcemento, texturas rociadas y recubrimientos epóxicos o poliaspárticos que le dan una superficie nueva al concreto gastado pero firme, sin demolerlo.',
  seo: {
    title: `Sobrecapas y recubrimientos decorativos en ${business.homeCity}, TX`,
    description: `Sobrecapas estampadas, microcemento, textura rociada, knockdown y epóxicos para patios, albercas y garajes en ${business.homeCity} y ${perfil.region}.`,
    keywords: [
      `recubrimiento de concreto ${business.homeCity}`,
      'recubrimientos decorativos de concreto',
      `piso epóxico para garaje ${business.homeCity}`,
      'renovar piso de alberca',
      'microcemento',
      'recubrimiento poliaspártico para pisos',
      'textura rociada para concreto',
    ],
  },
  hero: {
    heading: 'Sobrecapas y recubrimientos decorativos: una superficie nueva sin demoler',
    text: `Si su losa está firme pero manchada, picada o sin gracia, una sobrecapa o un recubrimiento le da un aspecto nuevo y una superficie más resistente, sin demolición. Renovamos patios, áreas de alberca, entradas de autos y pisos de garaje en ${business.homeCity} y a ${business.serviceRadiusMiles} millas a la redonda.`,
    cta: 'Get Free Consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué recubrir su concreto',
      items: [
        {
          icon: 'hand-coins',
          title: 'Cuesta menos que reemplazar',
          description:
            'Una sobrecapa se adhiere a la losa que ya tiene, así que no hay que romper, acarrear escombro ni colar concreto nuevo. Usted paga por una superficie nueva, no por una losa nueva.',
        },
        {
          icon: 'palette',
          title: 'Un aspecto totalmente nuevo',
          description:
            'Diseños de piedra y ladrillo, acabados lisos y modernos, áreas de alberca con textura o pisos metálicos brillantes, todo sobre un concreto gris común y corriente.',
        },
        {
          icon: 'footprints',
          title: 'Superficies más seguras y frescas',
          description:
            'Las sobrecapas con textura y los recubrimientos con arena antiderrapante dan mejor agarre cuando están mojados, y las texturas de colores claros son más cómodas para los pies descalzos en un día de sol.',
        },
        {
          icon: 'shield',
          title: 'Protección para la losa',
          description:
            'Una sobrecapa o un recubrimiento sellado mantiene el agua, el aceite y los químicos fuera del concreto, y tapa las picaduras, las manchas y los parches de una superficie vieja.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'overlay-systems',
      heading: 'Sistemas de sobrecapa',
      intro:
        'Las sobrecapas son capas de cemento modificado con polímeros que se adhieren a la losa existente. Cada sistema tiene su propio grosor y aspecto.',
      items: [
        {
          icon: 'grid',
          title: 'Sobrecapa estampada',
          badge: 'De 1/4 a 1/2 de pulgada',
          description:
            'Una capa gruesa de mezcla que se estampa con moldes mientras todavía está blanda, y que le da al concreto viejo pero firme la textura y el diseño de pizarra, laja, ladrillo o tablones de madera.',
          features: ['Patios y porches', 'Áreas de alberca', 'Entradas de autos y accesos', 'Caminos y andadores'],
          popular: true,
        },
        {
          icon: 'brush',
          title: 'Microcemento',
          badge: 'De 1/16 a 1/8 de pulgada',
          description:
            'Una capa de cemento muy delgada y lisa que se aplica con llana en varias manos. Se puede pigmentar, teñir y sellar para lograr una superficie continua y moderna, por dentro o por fuera.',
          features: [
            'Pisos interiores y cubiertas de cocina',
            'Pisos de regadera y de baño',
            'Pisos de tiendas y restaurantes',
            'Escalones y paredes',
          ],
        },
        {
          icon: 'spray-can',
          title: 'Textura rociada',
          badge: 'De 1/8 a 1/4 de pulgada',
          description:
            'Mezcla de sobrecapa rociada con pistola de tolva, muchas veces sobre una plantilla con diseño, que deja un acabado texturizado y antiderrapante, cómodo al pisar.',
          features: ['Áreas de alberca', 'Patios', 'Caminos y pasillos techados', 'Diseños de loseta y ladrillo con plantilla'],
        },
        {
          icon: 'paint-roller',
          title: 'Knockdown',
          badge: 'De 1/8 a 3/8 de pulgada',
          description:
            'Se rocía igual que la textura rociada y luego se aplana con llana, dejando una superficie jaspeada, con las crestas lisas y buen agarre. Un favorito alrededor de las albercas de la costa del Golfo.',
          features: ['Áreas de alberca', 'Patios y porches techados', 'Banquetas y caminos', 'Accesos y escalones de la entrada'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'coating-systems',
      heading: 'Sistemas de recubrimiento',
      intro:
        'Los recubrimientos son películas delgadas de resina, de menos de 1/8 de pulgada, que se adhieren al concreto preparado y le dan una superficie dura, fácil de limpiar y resistente a los químicos.',
      items: [
        {
          icon: 'shield-check',
          title: 'Epóxico',
          description:
            'Una resina gruesa y resistente que se adhiere con fuerza al concreto desbastado y aguanta el aceite, el combustible y muchos químicos. Es mejor para interiores, porque el sol lo pone amarillo.',
          features: ['Adherencia fuerte y buen grosor', 'Resistencia a químicos y aceite', 'Colores sólidos y hojuelas decorativas'],
          bestFor: 'Pisos de garaje, talleres y pisos industriales',
          popular: true,
        },
        {
          icon: 'zap',
          title: 'Poliaspártico',
          description:
            'Un recubrimiento de curado rápido que se mantiene transparente y sin cambiar de color bajo el sol, y que aguanta el calor de un garaje en Texas. Se usa mucho como capa base y capa final en los sistemas con hojuelas.',
          features: [
            'Estable a los rayos UV, no se pone amarillo',
            'El piso se vuelve a usar pronto',
            'Flexible y resistente a la abrasión',
          ],
          bestFor: 'Garajes, patios y porches a pleno sol',
        },
        {
          icon: 'layers',
          title: 'Capa final de uretano',
          description:
            'Una capa protectora transparente que se aplica con rodillo sobre el epóxico u otras capas base. Aumenta la resistencia a las rayaduras y a los rayos UV y puede llevar arena para dar más agarre.',
          features: ['Resiste rayaduras y raspones', 'Protege al epóxico para que no se ponga amarillo', 'Acabado brillante o satinado'],
          bestFor: 'Pisos comerciales de mucho tránsito y garajes con recubrimiento',
        },
        {
          icon: 'gem',
          title: 'Epóxico metálico',
          description:
            'Epóxico mezclado con pigmentos metálicos y trabajado a mano en remolinos y capas de profundidad, para que cada piso parezca piedra pulida o metal líquido.',
          features: ['Efectos perlados y metálicos', 'Un diseño único en cada piso', 'Acabado de alto brillo'],
          bestFor: 'Salas de exhibición, cuartos de juegos, oficinas y cuartos especiales',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Dónde usamos sobrecapas y recubrimientos',
      items: [
        {
          icon: 'waves',
          title: 'Áreas de alberca',
          description:
            'La textura rociada, el knockdown y las sobrecapas estampadas convierten un piso de alberca gastado y resbaloso en una superficie más fresca y con agarre, en colores que van con el patio.',
          features: [
            'Texturas antiderrapantes',
            'Colores claros que reflejan el calor',
            'Selladores resistentes a los químicos de la alberca',
          ],
        },
        {
          icon: 'sun',
          title: 'Patios y porches',
          description:
            'Una sobrecapa estampada o un acabado knockdown le dan a un patio sin gracia el aspecto de piedra o loseta, y lo sellan contra la lluvia y las manchas de moho.',
          features: ['Aspecto de piedra, ladrillo y loseta', 'Escalones y orillas del mismo color', 'Selladores estables a los rayos UV'],
        },
        {
          icon: 'car',
          title: 'Pisos de garaje',
          description:
            'Los sistemas epóxicos y poliaspárticos con hojuelas cubren manchas y picaduras y dejan un piso del que el aceite, el lodo y la mugre de la calle se quitan con un trapo.',
          features: [
            'Mezclas de hojuelas decorativas',
            'Resistencia al aceite y a los químicos',
            'Arena para que las llantas mojadas agarren',
          ],
        },
        {
          icon: 'factory',
          title: 'Pisos comerciales e industriales',
          description:
            'Talleres, salas de exhibición, cocinas y plantas reciben pisos recubiertos que aguantan químicos, carritos y lavados con manguera, y que son fáciles de mantener limpios.',
          features: ['Sistemas resistentes a químicos', 'Líneas de seguridad y zonas de color', 'Trabajo por etapas según su operación'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo renovamos su concreto',
      steps: [
        {
          title: 'Inspeccionar y probar',
          description:
            'Revisamos que la losa esté firme, buscamos grietas que se mueven y partes blandas, hacemos pruebas de humedad y le ayudamos a escoger el sistema, el color y la textura.',
        },
        {
          title: 'Preparar y reparar',
          description:
            'El desbaste o el granallado quita selladores, pintura y la capa débil de arriba para que el material nuevo se adhiera. Reparamos las grietas y marcamos las juntas para que continúen en la superficie nueva.',
        },
        {
          title: 'Aplicar el sistema',
          description:
            'La sobrecapa se aplica con llana, se rocía o se estampa; el recubrimiento se extiende con rodillo en capa base, capa con hojuelas o arena esparcida y capas de relleno, hasta el grosor que pide el sistema.',
        },
        {
          title: 'Sellar y curar',
          description:
            'Las sobrecapas llevan un sellador protector y los recubrimientos su capa final. Cortamos o reabrimos las juntas, limpiamos y le decimos cuándo se puede caminar sobre la superficie y cuándo pueden pasar los vehículos.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para sobrecapas y recubrimientos',
      intro:
        'Una sobrecapa o un recubrimiento es tan bueno como la losa y la preparación que tiene debajo. Estos puntos ayudan a que dure.',
      numbered: true,
      items: [
        {
          title: 'Empiece con un concreto firme',
          description:
            'Una sobrecapa es una superficie nueva, no un arreglo estructural. Una losa que se hunde o se levanta necesita nivelarse primero, y si tiene daños en más del 40% de su superficie, por lo general conviene reemplazarla.',
        },
        {
          title: 'Repare las grietas que se mueven antes de renovar',
          description:
            'Las grietas que todavía se abren y se cierran se notarán a través de cualquier sobrecapa o recubrimiento. Las reparamos y continuamos las juntas de control existentes en la superficie nueva, para que se agriete donde debe.',
        },
        {
          title: 'Pruebe la humedad en losas sobre el suelo',
          description:
            'La arcilla húmeda bajo una losa puede empujar humedad hacia arriba y levantar un recubrimiento. Una prueba de humedad antes de recubrir un garaje o un piso interior nos dice qué primario o sistema va a aguantar.',
        },
        {
          title: 'Afuera, use productos estables a los rayos UV',
          description:
            'El epóxico común se pone amarillo y polvoso a pleno sol. Afuera, mejor elija un poliaspártico, una capa final de uretano o una sobrecapa de cemento sellada.',
        },
        {
          title: 'Escoja colores claros para el área de alberca',
          description:
            'En el verano del sureste de Texas, las superficies oscuras se calientan tanto que hacen sufrir a los pies descalzos. Los tonos claros de arena, gris y crema se mantienen bastante más frescos.',
        },
        {
          title: 'Pida arena donde se moja',
          description:
            'Los recubrimientos y selladores lisos se ponen resbalosos con la lluvia o las salpicaduras de la alberca. Una arena fina mezclada en la capa final da agarre en la entrada del garaje, alrededor de la alberca y en los escalones.',
        },
        {
          title: 'Vuelva a sellar las sobrecapas cada 2 a 5 años',
          description:
            'El sellador de una sobrecapa recibe el sol, la lluvia y el tránsito. Vuelva a sellarla cada 2 a 5 años, antes si se trata de un piso de alberca o una entrada de autos muy usados, para proteger el color y la superficie.',
        },
        {
          title: 'Limpie con suavidad',
          description:
            'Use un detergente suave y un cepillo de cerdas suaves, o enjuague a baja presión. Los ácidos fuertes y la boquilla de la hidrolavadora muy de cerca pueden quitar el sellador y marcar la superficie.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Sobrecapas y recubrimientos: lo que debe saber antes de renovar',
      intro:
        'Las sobrecapas y los recubrimientos van encima del concreto existente, pero son materiales distintos para trabajos distintos. Para escoger bien, primero hay que entender la diferencia.',
      blocks: [
        {
          heading: '¿Sobrecapa o recubrimiento?',
          paragraphs: [
            'Una sobrecapa es una capa a base de cemento mezclada con polímeros para que se adhiera al concreto viejo. Las sobrecapas decorativas se aplican de 1/8 a 1/2 pulgada de grosor, según el sistema, y por eso se pueden estampar, texturizar o alisar con llana y darles color. Se ven y se sienten como concreto porque son concreto, solo que más delgado y más adherente.',
            'Un recubrimiento es una película de resina, como el epóxico, el poliaspártico o el uretano, de menos de 1/8 de pulgada de grosor. Casi no cambia la textura, pero sella la superficie por completo, resiste el aceite y los químicos y puede ser brillante, de color o llevar hojuelas decorativas. Las sobrecapas van bien en superficies exteriores y acabados decorativos; los recubrimientos, en garajes, talleres y pisos interiores que necesitan una capa dura que se limpie con un trapo.',
          ],
        },
        {
          heading: '¿Su losa es buena candidata?',
          paragraphs: [
            'Renovar la superficie solo funciona en concreto estructuralmente sano. Los problemas de superficie, como el descascaramiento, las picaduras, las manchas, los parches viejos y las grietas finas como un cabello, son justo lo que las sobrecapas y los recubrimientos cubren bien. Los problemas que vienen de abajo, como una sección que se hunde, una losa levantada por las raíces de un árbol o grietas anchas que siguen creciendo, volverán a salir a través de una superficie nueva.',
          ],
          bullets: [
            'Buenas candidatas: losas descoloridas, manchadas, picadas o descascaradas que siguen niveladas',
            'Necesitan trabajo primero: grietas que se mueven, parches sueltos y partes que suenan huecas',
            'Malas candidatas: losas hundidas, levantadas o muy quebradas',
            'Un daño en más del 40% de la superficie por lo general significa reemplazo',
          ],
        },
        {
          heading: 'La preparación decide cuánto dura',
          paragraphs: [
            'Casi todas las fallas de sobrecapas o recubrimientos que nos llaman a arreglar empezaron con una mala preparación. Un lavado rápido a presión no quita el sellador viejo, el compuesto de curado ni la capa débil y polvosa de arriba de una losa vieja, y el material que se pone encima tarde o temprano se despega. Desbastamos o granallamos hasta que la superficie queda limpia, abierta y lo bastante áspera para agarrar, reparamos las grietas y mantenemos las juntas donde deben ir.',
          ],
        },
        {
          heading: 'Cómo trabajar con el clima del sureste de Texas',
          paragraphs: [
            'El calor, el sol, la humedad y más de 60 pulgadas de lluvia al año ponen a prueba una losa renovada. Aplicamos sobrecapas y recubrimientos solo cuando la temperatura está arriba de 40 °F y no se espera lluvia, y en verano trabajamos en las horas más frescas para que el material no fragüe antes de poder darle el acabado. En losas sobre el suelo, donde la arcilla húmeda hace que la humedad siga subiendo, hacemos pruebas antes de recubrir y usamos primarios o sistemas transpirables donde hace falta.',
            'Afuera, el sol es enemigo del epóxico común, así que los patios y las áreas de alberca llevan sobrecapas de cemento con selladores estables a los rayos UV, o recubrimientos poliaspárticos. El aire salino cerca del lago Sabine y del canal Sabine-Neches, los químicos de la alberca y el fertilizante del pasto son buenas razones para mantener el sellador en buen estado.',
          ],
        },
        {
          heading: 'Cuánto duran las sobrecapas y los recubrimientos',
          paragraphs: [
            'Una sobrecapa bien preparada dura de 10 a 20 años. El sellador de encima se gasta más rápido y hay que renovarlo cada 2 a 5 años, según el sol y el tránsito que reciba. Los recubrimientos duran más en interiores y en garajes, donde están protegidos del sol directo; una capa final gastada por lo general se puede lijar y volver a recubrir sin quitarla. En cualquier caso, la limpieza regular y la atención rápida a los desportillados y las partes gastadas evitan que los problemas pequeños crezcan.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Qué grosor tiene una sobrecapa decorativa de concreto?',
      answer:
        'Las sobrecapas decorativas tienen de 1/8 a 1/2 pulgada de grosor, según el sistema. Una sobrecapa estampada tiene de 1/4 a 1/2 de pulgada, el knockdown de 1/8 a 3/8 de pulgada y la textura rociada de 1/8 a 1/4 de pulgada. El microcemento es el más delgado, con entre 1/16 y 1/8 de pulgada. Los recubrimientos de resina son todavía más delgados: menos de 1/8 de pulgada.',
    },
    {
      question: '¿Cuánto dura una sobrecapa de concreto?',
      answer:
        'Una sobrecapa bien preparada y con buen mantenimiento dura de 10 a 20 años. La clave es una losa firme debajo, una preparación completa de la superficie y volver a sellarla cada 2 a 5 años.',
    },
    {
      question: '¿Cada cuánto hay que volver a sellar una sobrecapa?',
      answer:
        'Cada 2 a 5 años. Las áreas de alberca y las entradas de autos a pleno sol están en el extremo más corto; los patios techados y los pisos interiores, en el más largo. Cuando el agua deja de formar gotas o el color se ve deslavado, ya es hora.',
    },
    {
      question: '¿Se puede poner una sobrecapa sobre concreto agrietado?',
      answer:
        'Sobre grietas pequeñas y estables, sí, una vez que las reparamos. Los problemas que vienen de abajo se notan a través de cualquier sobrecapa: las grietas que se mueven necesitan reparación y las partes hundidas hay que nivelarlas primero, y una losa con daños en más del 40% de su superficie por lo general conviene reemplazarla. Después de inspeccionarla le decimos con honestidad cuál es su caso.',
    },
    {
      question: '¿Cuál es el mejor recubrimiento para un piso de garaje en el sureste de Texas?',
      answer:
        'Para la mayoría de los garajes recomendamos una base epóxica o poliaspártica con hojuelas decorativas y una capa final poliaspártica o de uretano estable a los rayos UV. Resiste el aceite y las llantas calientes, no se pone amarillo donde entra el sol por la puerta y lleva una arena fina para dar agarre cuando los carros entran mojados por la lluvia.',
    },
    {
      question: '¿Cuál es la diferencia entre la textura rociada y el knockdown?',
      answer:
        'Los dos se aplican rociados. La textura rociada se deja tal como queda al rociarla, con un acabado áspero y granulado de 1/8 a 1/4 de pulgada. El knockdown se rocía y luego se aplana con llana, y deja crestas lisas con valles texturizados de 1/8 a 3/8 de pulgada. El knockdown se siente más liso al pisar; la textura rociada da un poco más de agarre.',
    },
    {
      question: '¿Una sobrecapa sale más barata que reemplazar el concreto?',
      answer:
        'Por lo general, sí, porque no hay demolición, acarreo de escombro ni losa nueva que colar. Si el concreto de abajo está firme, una sobrecapa o un recubrimiento le da una superficie nueva por menos dinero. Si la losa misma ya falló, reemplazarla es la mejor inversión, y se lo diremos en su cotización gratis.',
    },
  ],
  closing: {
    heading: '¿Quiere darle una superficie nueva a su concreto?',
    text: `Envíenos unas fotos o pida una visita. Revisaremos la losa, le ayudaremos a escoger un sistema y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
