import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/stained-concrete';

/** Spanish (es-US) edition of Stained Concrete: six service cards, 4-step process, five tips, acid versus water-based stain guide, five FAQs. */
export default {
  slug: 'stained-concrete',
  name: 'Concreto teñido',
  icon: 'palette',
  category: 'decorative',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Tintes ácidos y a base de agua que convierten losas sencillas en un color intenso y duradero para pisos, patios y áreas de alberca, sellados contra el sol y la humedad del Golfo.',
  seo: {
    title: 'Concreto teñido en Beaumont, TX | Tintes ácidos y a base de agua',
    description:
      'Teñido de concreto con tintes ácidos y a base de agua para pisos, patios y albercas en Beaumont y el sureste de Texas. Cotización gratis.',
    keywords: [
      'concreto teñido Beaumont',
      'pisos de concreto con tinte ácido',
      'tinte para concreto a base de agua',
      'patio teñido sureste de Texas',
      'teñido de pisos de concreto',
      'contratista de concreto teñido',
    ],
  },
  hero: {
    heading: 'Concreto teñido para pisos y patios con color duradero',
    text: `El tinte penetra en el concreto en lugar de quedarse encima como la pintura, así que el color no se descarapela ni se despostilla. Teñimos pisos interiores, patios y áreas de alberca en ${business.homeCity} y hasta ${business.serviceRadiusMiles} millas a la redonda, y luego los sellamos contra nuestro calor, la humedad y la lluvia.`,
    cta: 'Get Free Consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Servicios de teñido de concreto',
      intro:
        'Casi cualquier losa en buen estado, vieja o nueva, se puede teñir. Lo que cambia de un trabajo a otro es la preparación, el tipo de tinte y el sellador que lo protege.',
      items: [
        {
          icon: 'home',
          title: 'Teñido de pisos interiores',
          description:
            'Salas, cocinas y ampliaciones terminadas con un color cálido y marmoleado directamente sobre la losa. Un piso teñido no tiene juntas de azulejo que tallar ni nada que atrape humedad, algo ideal para el clima húmedo de la Costa del Golfo.',
          features: [
            'Desbaste o limpieza para abrir el poro de la superficie',
            'Color con tinte ácido o a base de agua',
            'Sellador y acabado para interiores',
            'Opciones de brillo que aguantan el roce de los muebles',
          ],
          popular: true,
        },
        {
          icon: 'sun',
          title: 'Teñido de patios, porches y áreas de alberca',
          description:
            'Losas exteriores teñidas en tonos tierra que combinan con las casas de ladrillo y los jardines, y luego selladas con un sellador exterior resistente a los rayos UV para que el color aguante el sol de Texas y las lluvias frecuentes.',
          features: [
            'Selladores exteriores resistentes a los rayos UV',
            'Aditivo antiderrapante cerca de las albercas',
            'Colores escogidos para mantenerse más frescos al pisar',
          ],
        },
        {
          icon: 'store',
          title: 'Pisos comerciales y de tiendas',
          description:
            'Para salas de exhibición, restaurantes, oficinas e iglesias: un piso resistente y fácil de limpiar que se ve terminado sin alfombra ni azulejo. Programamos el trabajo según su horario de atención.',
          features: [
            'Trabajo por etapas según el horario del negocio',
            'Opciones a base de agua con poco olor',
            'Logotipos y colores de la marca',
            'Acabados para pisos de mucho tráfico',
          ],
        },
        {
          icon: 'grid',
          title: 'Diseños ranurados y personalizados',
          description:
            'Cuadrículas cortadas con disco que parecen losetas grandes, trazos en diagonal, bordes y medallones, cada sección teñida en su propio tono para darle un aspecto personalizado a una losa común.',
          features: ['Cuadrículas tipo loseta y tipo rombo', 'Bordes de contraste', 'Diseños de varios colores'],
        },
        {
          icon: 'droplets',
          title: 'Teñido después de quitar el piso',
          description:
            'Cuando el agua de una inundación o los años arruinan la alfombra, el vinil o el azulejo, quitamos el pegamento, desbastamos el pegazulejo (thinset) y resanamos los agujeros de las tiras de clavos, para que la losa de abajo se pueda teñir y quede como piso terminado.',
          features: ['Retiro de adhesivo y pegazulejo', 'Resane de grietas y agujeros', 'Prueba de humedad antes de teñir'],
        },
        {
          icon: 'paint-roller',
          title: 'Renovación de color y resellado',
          description:
            'El concreto teñido descolorido, opaco o rayado muchas veces se puede limpiar, retocar con color nuevo y volver a sellar en lugar de rehacerlo, y así recupera la profundidad que tenía cuando era nuevo.',
          features: ['Limpieza profunda y retiro del sellador gastado', 'Retoque de color', 'Capa nueva de sellador'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo teñimos su concreto',
      steps: [
        {
          title: 'Visita y área de prueba',
          description:
            'Revisamos la losa, platicamos de colores y tipos de tinte, y teñimos un pequeño punto de prueba escondido para que vea cómo toma el color su concreto antes de teñir todo el piso.',
        },
        {
          title: 'Preparación de la superficie',
          description:
            'Quitamos selladores viejos, compuestos de curado, pintura y pegamento, desbastamos o limpiamos la superficie para que absorba el tinte, resanamos agujeros y protegemos paredes, gabinetes y puertas.',
        },
        {
          title: 'Aplicación del tinte',
          description:
            'El tinte se aplica en una o más capas con aspersor y brocha, trabajándolo hasta lograr el aspecto jaspeado o parejo que usted eligió. Después se neutraliza el tinte ácido y se enjuagan los residuos.',
        },
        {
          title: 'Sellado y entrega',
          description:
            'Cuando la superficie está seca aplicamos el sellador y, en pisos interiores, un acabado protector. Se puede volver a caminar encima después de 4 a 6 horas; las losas exteriores selladas aguantan vehículos después de 24 a 48 horas.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para cuidar el concreto teñido',
      intro:
        'El tinte en sí es permanente. El sellador de encima es el que recibe el desgaste, así que casi todo el cuidado consiste en mantener ese sellador en buen estado.',
      items: [
        {
          title: 'Deje curar primero el concreto nuevo',
          description:
            'Espere a que una losa nueva tenga al menos 28 días para teñirla y sellarla. Si se tiñe antes, se atrapa humedad, y el color puede quedar manchado o el sellador puede ponerse turbio.',
        },
        {
          title: 'Vuelva a sellar las losas exteriores cada 2 o 3 años',
          description:
            'El sol y la lluvia desgastan el sellador con el tiempo. Vuelva a sellar los patios y las áreas de alberca teñidos cada 2 o 3 años, y cada año las entradas de autos teñidas que tienen mucho uso diario. Si el agua se absorbe en lugar de formar gotas, ya es hora.',
        },
        {
          title: 'Use mopa seca y trapeador húmedo en interiores',
          description:
            'La arenilla actúa como lija sobre el acabado. Pase la mopa seca seguido y trapee con un limpiador de pH neutro; el vinagre, el cloro y el amoniaco opacan el sellador con el tiempo.',
        },
        {
          title: 'Use tapetes y protectores para muebles',
          description:
            'Ponga tapetes en las puertas que dan al exterior para atrapar la arena, y almohadillas de fieltro en las patas de sillas y mesas para que se deslicen en lugar de rayar el acabado.',
        },
        {
          title: 'Cuente con variaciones naturales',
          description:
            'El tinte reacciona de forma distinta con cada losa, así que los parches, las marcas de llana y las reparaciones viejas se verán como parte del carácter del piso. Si prefiere un aspecto más uniforme, pregunte por el tinte a base de agua.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Tinte ácido o tinte a base de agua: ¿cuál le conviene?',
      intro:
        'Los dos tipos dan color permanente al concreto y los dos necesitan sellador, pero funcionan de manera distinta y dan resultados muy diferentes.',
      blocks: [
        {
          heading: 'Cómo funciona el tinte ácido',
          paragraphs: [
            'El tinte ácido es una solución de sales metálicas en un ácido diluido. No cubre el concreto: reacciona con la cal de la pasta de cemento y deja el color dentro de la capa superior de la losa. Como la reacción depende del propio concreto, cada piso sale un poco distinto, con tonos jaspeados y marmoleados que parecen piedra natural o cuero envejecido.',
            'La gama de colores se limita a tonos tierra: cafés, canela, ámbar, terracota y verdes azulados suaves. El resultado es translúcido, así que las grietas, los parches, las marcas de llana y las manchas viejas siguen a la vista y se vuelven parte del acabado. A mucha gente le encanta esa profundidad; a otros les parece demasiado impredecible, y por eso siempre teñimos primero un área de prueba.',
          ],
          bullets: [
            'Color variado, como de piedra, que no se descarapela',
            'Solo tonos tierra; nada de colores brillantes o puros',
            'Hay que neutralizarlo y enjuagarlo bien antes de sellar',
            'Funciona mejor en concreto desnudo con bastante pasta de cemento en la superficie',
          ],
        },
        {
          heading: 'Cómo funciona el tinte a base de agua',
          paragraphs: [
            'Los tintes a base de agua llevan pigmentos finos en una base acrílica o de polímero. Penetran en los poros y se adhieren ahí en lugar de reaccionar químicamente, así que el resultado se parece mucho más al color del muestrario. La paleta es amplia, del negro, el carbón y el blanco a azules, rojos y verdes, y los colores se pueden mezclar o aplicar en capas.',
            'Huelen menos, no hay que neutralizarlos y son más fáciles de controlar, por eso son buena opción para casas habitadas, oficinas y restaurantes. También se pueden aplicar más cargados para disimular imperfecciones que el tinte ácido dejaría a la vista. La desventaja es que tienen menos del movimiento natural que les da carácter a los pisos con tinte ácido.',
          ],
          bullets: [
            'Color predecible y parejo en casi cualquier tono',
            'Poco olor y limpieza más sencilla',
            'Puede suavizar el aspecto de parches y decoloraciones',
            'Bueno para detalles, logotipos y diseños ranurados',
          ],
        },
        {
          heading: 'Cómo elegir según su losa y su espacio',
          paragraphs: [
            'Empiece por la losa. El concreto viejo que estuvo sellado, pintado o con piso pegado encima tiene que desbastarse hasta quedar limpio antes de que cualquier tinte agarre, y algunas losas que tuvieron alfombra o azulejo durante años no reaccionan bien al tinte ácido. En esos pisos, el tinte a base de agua perdona más.',
            'Luego piense en el aspecto. Para un piso cálido y único en una sala familiar o en un porche con sombra, es difícil superar al tinte ácido. Para un interior gris moderno, un color llamativo o una oficina donde todos los cuartos deben combinar, el tinte a base de agua es la mejor herramienta. Muchos de nuestros pisos usan los dos: el área principal con tinte ácido y bordes o detalles con tinte a base de agua.',
          ],
        },
        {
          heading: 'Teñido en el clima del sureste de Texas',
          paragraphs: [
            'Aquí los riesgos principales son la humedad del ambiente y la que sube a través de una losa asentada sobre el terreno. La humedad atrapada bajo un sellador lo pone blanco lechoso, así que revisamos la losa antes de empezar y escogemos un sellador transpirable donde el suelo se mantiene húmedo. No teñimos ni sellamos al aire libre cuando viene lluvia, y evitamos las horas más calurosas de los días de verano para que el tinte no se seque disparejo.',
            'Afuera, el sol castiga tanto el color como el sellador. Usamos selladores exteriores resistentes a los rayos UV, agregamos un grano antiderrapante alrededor de las albercas y en los escalones, y recomendamos tonos más claros en las áreas donde la gente camina descalza. Con un resellado cada 2 o 3 años, un patio teñido conserva su color por mucho tiempo.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuál es la diferencia entre el tinte ácido y el tinte a base de agua?',
      answer:
        'El tinte ácido reacciona químicamente con el concreto y produce tonos tierra jaspeados y translúcidos que son distintos en cada losa. El tinte a base de agua lleva el pigmento a los poros para lograr un color más parejo y predecible, en una gama de tonos mucho más amplia. Los dos son permanentes y los dos necesitan sellador encima.',
    },
    {
      question: '¿Pueden teñir el piso o el patio de concreto que ya tengo?',
      answer:
        'Por lo general, sí. La losa debe estar limpia y en buen estado estructural, así que primero quitamos selladores viejos, pintura, pegamento y manchas. Como el tinte es translúcido, las marcas que ya existen pueden seguir notándose; teñimos un área de prueba para que usted juzgue el resultado antes de hacer toda la superficie.',
    },
    {
      question: '¿Cuánto tiempo debe curar el concreto nuevo antes de teñirlo?',
      answer:
        'Espere a que el concreto nuevo tenga al menos 28 días. Para entonces ya curó y se secó lo suficiente para que el tinte agarre de forma pareja y el sellador se adhiera sin ponerse turbio.',
    },
    {
      question: '¿Cómo se le da mantenimiento al concreto teñido?',
      answer:
        'En interiores, pase la mopa seca con regularidad, trapee con un limpiador de pH neutro y renueve el acabado del piso cuando las zonas de paso se vean opacas. En exteriores, vuelva a sellar cada 2 o 3 años, o cada año si es una entrada de autos teñida con mucho uso. Después de una capa nueva de sellador, espere de 4 a 6 horas para caminar encima y de 24 a 48 horas para pasar con el carro.',
    },
    {
      question: '¿El tinte va a esconder las grietas y las manchas de mi concreto?',
      answer:
        'No del todo. El tinte es translúcido, así que las grietas, los parches y las marcas viejas siguen a la vista, y el tinte ácido puede hacer que resalten más. Rellenamos y resanamos las grietas antes de teñir, y el tinte a base de agua aplicado más cargado puede disimular la decoloración. Si necesita una superficie totalmente uniforme, quizá le convenga más una sobrecapa decorativa.',
    },
  ],
  closing: {
    heading: '¿Quiere darle color a su concreto?',
    text: `Cuéntenos de su piso o de su patio. Revisaremos la losa, le mostraremos muestras de color y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
