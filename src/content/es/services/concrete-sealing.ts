import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-sealing';

/** Spanish (es-US) edition of Concrete Sealing: same sections, counts and figures as src/content/services/concrete-sealing.ts. */
export default {
  slug: 'concrete-sealing',
  name: 'Sellado de concreto',
  icon: 'shield-check',
  category: 'repair',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Limpieza y sellado de entradas de autos, patios, áreas de alberca y pisos de garaje, con el sellador adecuado para la lluvia, el sol, la humedad y el moho de la costa del Golfo.',
  seo: {
    title: `Sellado de concreto en ${business.homeCity}, TX | Entradas y patios`,
    description: `Sellado de concreto en ${business.homeCity} y ${perfil.region}: selladores penetrantes, acrílicos, de poliuretano y epóxicos contra agua, aceite, sol y moho.`,
    keywords: [
      `sellado de concreto ${business.homeCity}`,
      'sellador para entrada de autos',
      'sellar concreto estampado',
      'sellador penetrante para concreto',
      'piso epóxico para garaje sureste de Texas',
      'contratista de sellado de concreto',
    ],
  },
  hero: {
    heading: 'Sellado de concreto que aguanta el clima de la costa del Golfo',
    text: `El concreto sin sellar absorbe la lluvia, el aceite y el moho como una esponja. Limpiamos, reparamos y sellamos entradas de autos, patios y pisos en todo ${perfil.region}, a ${business.serviceRadiusMiles} millas a la redonda de ${business.homeCity}, con un sellador escogido según el uso de cada losa.`,
    cta: 'Get Free Quote',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Lo que el sellado hace por su concreto',
      intro:
        'El concreto es poroso. Un buen sellador cierra esos poros al agua y a las manchas, y deja que la losa siga haciendo su trabajo.',
      items: [
        {
          icon: 'droplets',
          title: 'Mantiene fuera el agua',
          description:
            'El concreto sellado repele la lluvia en vez de absorberla, así que llega menos agua a la varilla, a las juntas y al suelo de abajo. Eso retrasa el descascaramiento de la superficie, las manchas de óxido y los deslaves que terminan en grietas.',
        },
        {
          icon: 'shield',
          title: 'Resiste el aceite y las manchas',
          description:
            'El aceite de motor, el líquido de frenos, el fertilizante, el óxido de los muebles de patio y las bebidas derramadas se quedan encima de una superficie sellada el tiempo suficiente para limpiarlos o lavarlos, en vez de absorberse para siempre.',
        },
        {
          icon: 'sun',
          title: 'Protege el color del sol',
          description:
            'Los selladores estables a los rayos UV retrasan la decoloración del concreto teñido, estampado y de color, y un acabado satinado o con efecto mojado devuelve la profundidad de color que la intemperie opaca.',
        },
        {
          icon: 'leaf',
          title: 'Frena el moho y las algas',
          description:
            'Con nuestro aire húmedo, las losas a la sombra se ponen verdes y negras muy rápido. Una superficie sellada guarda menos humedad y tierra de las que se alimenta el moho, y se limpia con un enjuague en vez de tallar fuerte.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'sealer-types',
      heading: 'Tipos de sellador que usamos',
      intro:
        'Ningún sellador sirve para todas las losas. Escogemos el producto según la superficie, el tránsito que recibe y cuánto sol y agua le caen.',
      items: [
        {
          icon: 'droplets',
          title: 'Silano/siloxano penetrante',
          description:
            'Penetra en los poros y reacciona dentro del concreto para repeler el agua desde adentro. No deja película encima, así que la superficie se ve y se siente igual y conserva el mismo agarre que el concreto sin sellar.',
          badge: 'Aspecto natural',
          popular: true,
          features: [
            'Invisible al secar, sin brillo',
            'Deja salir el vapor de humedad, así que no la atrapa',
            'Nada en la superficie que se despegue o se gaste',
            'Conserva el agarre del acabado de escoba',
          ],
          bestFor:
            'Entradas de autos, banquetas y áreas de alberca con acabado de escoba, donde lo que más importa es el agarre y un aspecto natural',
        },
        {
          icon: 'paint-roller',
          title: 'Sellador acrílico',
          description:
            'Forma una película protectora delgada sobre la superficie. Los acrílicos a base de solvente dan un efecto mojado más intenso; los de base agua dan un acabado satinado más suave y con menos olor. Los dos resaltan el color y facilitan la limpieza.',
          badge: 'Realza el color',
          features: [
            'Acabado con efecto mojado o satinado',
            'Aviva el color del concreto estampado y teñido',
            'Tipos resistentes a los rayos UV que no se ponen amarillos',
            'Aditivo antiderrapante donde se camina descalzo',
          ],
          bestFor: 'Patios, caminos y entradas de autos decorativas de concreto estampado, teñido o de agregado expuesto',
        },
        {
          icon: 'layers',
          title: 'Sellador de poliuretano',
          description:
            'Una película más dura y gruesa que la del acrílico, que aguanta llantas, pisadas, abrasión y muchos químicos. Los poliuretanos alifáticos siguen transparentes bajo el sol, y se usan mucho como capa final transparente sobre el epóxico.',
          badge: 'Mucho tránsito',
          features: [
            'Gran resistencia a la abrasión y los raspones',
            'Resiste el desprendimiento por llantas calientes y muchos químicos',
            'Tipos estables a los rayos UV para exteriores',
            'Acabado brillante o satinado',
          ],
          bestFor: 'Pisos de garaje, de salas de exhibición y de talleres, y entradas comerciales con mucho tránsito',
        },
        {
          icon: 'shield-check',
          title: 'Recubrimiento epóxico',
          description:
            'Un recubrimiento duro y grueso que se adhiere firmemente al concreto bien preparado y resiste el aceite, el combustible y los químicos de limpieza. A pleno sol, el epóxico se pone polvoso y amarillo, así que lo usamos en interiores y, donde hace falta, le ponemos una capa final de poliuretano.',
          badge: 'Pisos interiores',
          features: [
            'Adherencia muy fuerte a una superficie desbastada o con perfil',
            'Piso continuo y fácil de limpiar',
            'Colores sólidos y hojuelas decorativas esparcidas',
            'Se le puede agregar arena antiderrapante a la capa final',
          ],
          bestFor: 'Garajes, talleres, bodegas y otros pisos techados que reciben aceite, combustible y desgaste pesado',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Dónde sellamos',
      items: [
        {
          icon: 'car',
          title: 'Entradas de autos',
          description:
            'Las entradas de autos reciben el sol, la lluvia y cada gota que suelta el carro. Las desengrasamos, lavamos y sellamos para que el aceite se limpie fácil y el agua escurra hacia la calle.',
        },
        {
          icon: 'waves',
          title: 'Patios y áreas de alberca',
          description:
            'Las salpicaduras con cloro, el bloqueador solar y los pies siempre mojados desgastan el piso. Usamos selladores transpirables o antiderrapantes para que la superficie quede protegida y sea segura para caminar.',
        },
        {
          icon: 'palette',
          title: 'Concreto estampado y decorativo',
          description:
            'El concreto estampado, teñido y de agregado expuesto depende de su sellador para el color y el brillo. Se sella por primera vez cuando ha curado 28 días, dentro de los 30 días posteriores al colado, y volver a sellarlo a tiempo mantiene los diseños nítidos y evita que los colores se vean polvosos.',
        },
        {
          icon: 'warehouse',
          title: 'Pisos de garaje, taller y comerciales',
          description:
            'En interiores, desbastamos el piso y aplicamos sistemas de epóxico y poliuretano que aguantan el aceite, el combustible y las marcas de llantas, y que hacen fácil barrer y trapear.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo sellamos el concreto',
      steps: [
        {
          title: 'Inspeccionar y escoger el sellador',
          description:
            'Revisamos qué edad tiene el concreto, qué sellador tiene ya, cómo se usa y si guarda humedad; luego le recomendamos un sellador y un acabado en una cotización gratis por escrito.',
        },
        {
          title: 'Limpiar y reparar',
          description:
            'Lavamos a presión, desengrasamos las manchas de aceite, eliminamos el moho y quitamos el sellador que está fallando. Primero rellenamos las grietas y los desportillados, para que el sellador se aplique sobre una superficie sana.',
        },
        {
          title: 'Aplicar en las condiciones correctas',
          description:
            'Cuando la losa está seca y el pronóstico está despejado, aplicamos con aspersor o rodillo manos delgadas y parejas, con arena antiderrapante donde se camina. Los pisos interiores se desbastan antes de recubrirlos.',
        },
        {
          title: 'Curar y entregar',
          description:
            'Cerramos el área y le decimos cuándo puede usarla: para caminar, después de 4 a 6 horas; para vehículos, después de 24 a 48 horas. También le damos un calendario sencillo para volver a sellar.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos de sellado y mantenimiento',
      intro: 'Un sellador solo protege mientras está ahí. Estos hábitos lo mantienen funcionando y le avisan cuándo toca otra mano.',
      numbered: true,
      items: [
        {
          title: 'Haga la prueba de la gota de agua',
          description:
            'Rocíe un poco de agua sobre la losa. Si forma gotas, el sellador todavía funciona. Si oscurece el concreto y se absorbe en menos de un minuto, la superficie está lista para volver a sellarse.',
        },
        {
          title: 'Siga un calendario para volver a sellar',
          description:
            'Casi todo el concreto exterior de aquí necesita una mano nueva cada 2 a 3 años. A una entrada de autos con mucho uso, por donde pasan varios carros al día, conviene volver a sellarla cada año. Anote la fecha cada vez para no olvidar la siguiente mano.',
        },
        {
          title: 'Espere a que cure el concreto nuevo',
          description:
            'El concreto nuevo debe tener al menos 28 días antes de sellarse; el estampado o decorativo se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado. Si se sella antes, atrapa el agua que la losa todavía está soltando y puede quedar una película turbia y mal adherida.',
        },
        {
          title: 'Escoja unos días secos',
          description:
            'El sellador necesita una losa seca y un día seco. Después de una tormenta, dele tiempo al concreto para que se seque, y evite los días con lluvia en el pronóstico. Tampoco sellamos cuando se espera que la temperatura baje de 40 °F.',
        },
        {
          title: 'Mejor manos delgadas que gruesas',
          description:
            'Una mano gruesa de acrílico atrapa solvente y humedad, se pone blanca y se despega. Dos manos delgadas curan más transparentes y duran más que una gruesa.',
        },
        {
          title: 'Agregue arena donde los pies se mojan',
          description:
            'Los selladores que forman película pueden ponerse resbalosos cuando se mojan. En áreas de alberca, escalones y caminos a la sombra, pida un aditivo antiderrapante o use un sellador penetrante que deje la textura como está.',
        },
        {
          title: 'Limpie con suavidad entre una mano y otra',
          description:
            'Use un limpiador de pH neutro o un desengrasante suave y un cepillo de cerdas suaves. Los ácidos fuertes y el lavado a presión muy de cerca gastan el sellador antes de tiempo. Seque los derrames de aceite y óxido en cuanto los vea.',
        },
        {
          title: 'Vuelva a sellar con un producto compatible',
          description:
            'No todos los selladores se adhieren a cualquier otro sellador. Las manos a base de solvente pueden ablandar algunas películas de base agua, y nada se pega bien a una losa tratada con silicón. Díganos qué se usó antes, o primero haremos una prueba en un área pequeña.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'El sellado de concreto en la costa del Golfo',
      intro:
        'Los consejos de sellado escritos para climas secos no siempre funcionan aquí. La humedad, el sol fuerte, las lluvias intensas y el moho cambian qué sellador usar y cuándo aplicarlo.',
      blocks: [
        {
          heading: 'Por qué sellar importa más en el sureste de Texas',
          paragraphs: [
            'En Beaumont caen más de 60 pulgadas de lluvia al año, en buena parte en aguaceros cortos y fuertes. El concreto sin sellar absorbe parte de esa agua cada vez, y el agua arrastra tierra, sales y materia orgánica a los poros. Con los años, eso se ve como manchas oscuras, una superficie áspera y arenosa, manchas de óxido del acero de adentro y juntas que se llenan de hierba.',
            'Un sellador no hace más fuerte al concreto, pero mantiene el agua y las manchas cerca de la superficie, donde se pueden lavar. En los suelos de arcilla expansiva de los condados de Jefferson, Orange y Hardin, evitar que el agua se filtre por la losa y sus juntas también ayuda a que el suelo de abajo se mantenga un poco más estable.',
          ],
        },
        {
          heading: 'Humedad y el momento de sellar',
          paragraphs: [
            'Nuestro aire se mantiene húmedo gran parte del año, y un concreto que se ve seco todavía puede guardar mucha humedad. Si se aplica un sellador que forma película sobre una losa húmeda, la humedad atrapada lo vuelve blanco lechoso, un problema que se conoce como blanqueamiento (blushing), y puede empezar a despegarse en una sola temporada.',
            'Revisamos la losa antes de sellar y planeamos el trabajo para una racha seca, por lo general empezando después de que se evapora el rocío de la mañana. Para las losas que se mantienen húmedas, como las que están en terreno bajo o se colaron sin barrera de vapor, preferimos selladores penetrantes transpirables, que dejan salir el vapor de humedad y no dejan entrar el agua líquida.',
          ],
        },
        {
          heading: 'Sol y rayos UV',
          paragraphs: [
            'Los veranos largos y calurosos echan mucha luz ultravioleta sobre el concreto exterior. El sol decolora las superficies de color y teñidas y descompone los selladores que no están hechos para aguantarlo. El epóxico, en particular, se pone amarillo y polvoso a pleno sol; por eso lo dejamos para garajes y pisos techados.',
            'Afuera, usamos acrílicos resistentes a los rayos UV o poliuretanos alifáticos en los trabajos decorativos, y selladores penetrantes en los acabados de escoba sencillos. Una losa orientada al oeste o al sur, sin sombra, gasta su sellador más rápido y es la primera que necesita volver a sellarse.',
          ],
        },
        {
          heading: 'Lluvia, agua estancada y moho',
          paragraphs: [
            'Donde se junta el agua, llegan el moho, las algas y el musgo. Los patios orientados al norte, los caminos bajo los árboles y el lado sombreado de una casa pueden ponerse verdes en una sola temporada de lluvias. El sellado lo frena, pero funciona mejor cuando el agua tiene por dónde irse.',
            'Antes de sellar un área problemática, eliminamos el moho con un limpiador hecho para concreto, enjuagamos a fondo y dejamos secar la losa. También le señalamos las causas que vemos, como una bajante que descarga sobre la losa, un aspersor que moja el mismo lugar todas las mañanas o una esquina baja donde se encharca el agua.',
          ],
          bullets: [
            'Pode los arbustos y las ramas para que la losa reciba sol y aire',
            'Dirija las bajantes y los aspersores lejos del concreto',
            'Enjuague las hojas y el polen antes de que manchen',
            'Trate pronto las manchas verdes o negras, antes de que se extiendan',
          ],
        },
        {
          heading: 'Huracanes e inundaciones',
          paragraphs: [
            'Después de un huracán o una inundación, el concreto muchas veces queda cubierto de sedimento, lodo y todo lo que arrastró el agua. Lávelo lo antes posible, deje que la losa se seque por completo y luego haga la prueba de la gota de agua. El agua de la inundación y el tallado fuerte pueden quitar un sellador al que todavía le quedaban años de vida, y una mano nueva antes de la siguiente temporada de lluvias vuelve a proteger la superficie.',
          ],
        },
        {
          heading: 'Cada cuánto volver a sellar',
          paragraphs: [
            'Para la mayoría de las entradas de autos, patios y caminos de la zona, cada 2 a 3 años es el intervalo correcto. A las entradas de autos con tránsito diario, llantas que dan vuelta y goteo de aceite frecuente conviene volver a sellarlas cada año. En vez de guiarse solo por el calendario, pruebe la superficie con unas gotas de agua cada primavera y vuelva a sellar cuando el agua deje de formar gotas.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cada cuánto se debe sellar el concreto?',
      answer:
        'Cada 2 a 3 años para la mayoría de las entradas de autos, patios y caminos del sureste de Texas. A una entrada de autos con tránsito diario, muchas vueltas y goteo de aceite conviene volver a sellarla cada año. Si el agua se absorbe en vez de formar gotas, es hora de una mano nueva.',
    },
    {
      question: '¿Cuándo puedo caminar y manejar sobre el concreto sellado?',
      answer:
        'Se puede caminar sobre él después de 4 a 6 horas. No deje pasar carros, camionetas ni remolques durante 24 a 48 horas, para que el sellador cure por completo. Con clima fresco o húmedo hay que esperar el extremo más largo de esos rangos, y le diremos cuándo está lista su losa.',
    },
    {
      question: '¿Cuánto tiempo después del colado se puede sellar el concreto?',
      answer:
        'El concreto debe tener al menos 28 días antes de sellarse. Hasta entonces sigue soltando agua mientras cura, y un sellador aplicado demasiado pronto puede atrapar esa humedad, ponerse turbio y no adherirse. En el concreto estampado o decorativo, eso quiere decir sellarlo cuando ha curado 28 días, dentro de los 30 días posteriores al colado.',
    },
    {
      question: '¿Qué sellador es mejor para mi entrada de autos?',
      answer:
        'Para una entrada de autos sencilla con acabado de escoba, por lo general recomendamos un sellador penetrante de silano/siloxano: es invisible, transpirable y mantiene el agarre de la superficie. Para entradas de autos estampadas o de color, un acrílico resistente a los rayos UV resalta el color. Revisamos la losa y cómo la usa antes de recomendarle uno.',
    },
    {
      question: '¿El sellado hará resbaloso mi concreto?',
      answer:
        'Los selladores penetrantes no cambian la textura de la superficie. Los selladores que forman película, como los acrílicos, pueden ponerse resbalosos cuando se mojan, así que en áreas de alberca, escalones y caminos les mezclamos un aditivo antiderrapante para conservar un agarre seguro.',
    },
    {
      question: '¿Por qué mi sellador viejo se puso blanco o empezó a despegarse?',
      answer:
        'Por lo general, porque quedó humedad atrapada debajo: el sellador se aplicó sobre una losa húmeda, en un día húmedo o en una mano demasiado gruesa. A veces la mano nueva no era compatible con la anterior. Donde hace falta, quitamos o volvemos a disolver la capa dañada y sellamos de nuevo con clima seco.',
    },
    {
      question: '¿El sellado arregla las grietas?',
      answer:
        'No. Un sellador protege la superficie, pero no cierra las grietas ni mantiene unido el concreto quebrado. Rellenamos las grietas pequeñas antes de sellar para que el agua no entre por ellas. Las grietas más anchas, las que siguen creciendo o las que tienen desnivel necesitan reparación primero, y le diremos si es su caso.',
    },
    {
      question: '¿Cuál es la mejor época del año para sellar concreto en Beaumont?',
      answer:
        'Sirve cualquier racha de clima seco y estable. La primavera y el otoño son ideales porque el calor es más suave y hay más días secos seguidos. En verano sellamos en la mañana o al final de la tarde para que el sellador no se seque de golpe con el sol, y no sellamos cuando se espera que la temperatura baje de 40 °F.',
    },
  ],
  closing: {
    heading: '¿Quiere proteger su concreto?',
    text: `Díganos qué necesita sellar: vamos a verlo, probamos la superficie y le damos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
