import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-demolition-removal';

/** Spanish (es-US) edition of Concrete Demolition & Removal: same sections, counts and figures as src/content/services/concrete-demolition-removal.ts. */
export default {
  slug: 'concrete-demolition-removal',
  name: 'Demolición y retiro de concreto',
  icon: 'hammer',
  category: 'repair',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Rompemos y acarreamos entradas de autos, patios, losas y concreto dañado por tormentas; reciclamos el concreto roto y dejamos el terreno nivelado y limpio.',
  seo: {
    title: `Demolición y retiro de concreto en ${business.homeCity}, TX`,
    description: `Demolición y retiro de concreto en ${business.homeCity} y ${perfil.region}: rompemos, acarreamos y reciclamos entradas, patios, losas y pisos de alberca.`,
    keywords: [
      `demolición de concreto ${business.homeCity}`,
      'retiro de concreto sureste de Texas',
      'quitar entrada de concreto',
      'demolición de losa',
      'quitar patio de concreto',
      'acarreo de escombro de concreto',
      `reciclaje de concreto ${business.homeCity}`,
    ],
  },
  hero: {
    heading: 'Demolición y retiro de concreto, bien hechos y sin desorden',
    text: `Entradas agrietadas, patios hundidos, losas viejas de taller y concreto destrozado por una tormenta: lo rompemos, lo acarreamos y dejamos el terreno listo para lo que sigue. Damos servicio en ${business.homeCity} y en las comunidades a menos de ${business.serviceRadiusMiles} millas a la redonda.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué contratar a una cuadrilla de concreto para la demolición',
      intro:
        'Quitar concreto parece fácil hasta que un martillo neumático le pega a una línea de gas o un camión cargado agrieta la entrada del vecino. Para hacerlo bien se necesitan el equipo adecuado y un plan.',
      items: [
        {
          icon: 'truck',
          title: 'Equipo del tamaño justo',
          description:
            'Minicargadores con martillo hidráulico, miniexcavadoras, cortadoras de empuje y camiones de volteo según el trabajo, para no meter a un patio trasero la misma máquina que a un estacionamiento comercial.',
        },
        {
          icon: 'shield-check',
          title: 'Protegemos lo que se queda',
          description:
            'Hacemos un corte limpio con sierra donde el concreto viejo se junta con el que usted va a conservar, y protegemos el césped, las cercas, los cimientos y las losas vecinas del equipo.',
        },
        {
          icon: 'leaf',
          title: 'Reciclado, no al basurero',
          description:
            'El concreto roto y limpio va a reciclaje, donde se tritura para hacer material de base para calles y losas nuevas. El acero de refuerzo se separa y se vende como chatarra.',
        },
        {
          icon: 'clock',
          title: 'Trabajo rápido',
          description:
            'La mayoría de los retiros residenciales toman de 1 a 3 días desde el primer golpe hasta dejar el terreno limpio y nivelado, para que el colado nuevo o el jardín puedan venir justo después.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Lo que quitamos',
      intro: 'Si es de concreto y tiene que irse, casi siempre podemos romperlo y acarrearlo en una sola visita.',
      items: [
        {
          icon: 'car',
          title: 'Entradas de autos',
          description:
            'Entradas viejas que se han levantado, asentado o quebrado en pedazos sobre suelo arcilloso. Quitamos toda la entrada o solo las secciones que fallaron, y dejamos un borde limpio en la calle o en el garaje.',
          features: ['Retiro total o parcial', 'Bordes cortados con sierra en la rampa', 'Base lista para un colado nuevo'],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Patios traseros hundidos o agrietados, incluso los que se colaron pegados a la casa. Los rompemos sin dañar los cimientos, el revestimiento ni las puertas que están al lado.',
          features: ['Trabajo cuidadoso junto a la casa', 'Acceso por portones y pasillos laterales', 'Protección del césped'],
        },
        {
          icon: 'layers',
          title: 'Losas y cimientos',
          description:
            'Losas que quedaron después de quitar un garaje, un cobertizo, una cochera, un granero o una casa móvil, y losas de casas que se despejan después de un incendio o una demolición. Las vigas engrosadas y la varilla gruesa no son problema para nuestro equipo.',
          features: ['Losas de talleres y graneros', 'Bases de casas móviles', 'Vigas de cimentación y zapatas'],
        },
        {
          icon: 'waves',
          title: 'Pisos alrededor de albercas',
          description:
            'Pisos de alberca agrietados o disparejos que se quitan antes de hacer uno nuevo, o pisos y cascos de alberca que se rompen cuando la alberca se va a rellenar.',
          features: ['Protegemos la orilla (coping) si se queda', 'No dejamos caer escombro al agua', 'Listo para un piso nuevo'],
        },
        {
          icon: 'cloud-rain',
          title: 'Concreto dañado por tormentas',
          description:
            'Entradas, caminos y losas socavados por el agua de una inundación o rotos por árboles caídos después de un huracán. Quitamos lo que no se puede salvar para que la reconstrucción pueda empezar.',
          features: ['Losas socavadas y rotas', 'Concreto dañado por inundación', 'Limpieza después de la caída de árboles'],
        },
        {
          icon: 'footprints',
          title: 'Banquetas y caminos',
          description:
            'Riesgos de tropiezo, secciones levantadas por raíces y caminos viejos que estorban un diseño nuevo, quitados sección por sección con cortes limpios donde el resto del camino se queda.',
          features: ['Una sola sección o secciones completas', 'Secciones dañadas por raíces', 'Juntas limpias para el concreto nuevo'],
        },
        {
          icon: 'drill',
          title: 'Cortes selectivos y perforaciones',
          description:
            'Cortes rectos con sierra y aberturas en losas existentes para reparaciones de plomería, drenajes nuevos, puertas o equipo, sin romper el concreto de alrededor.',
          features: ['Corte en húmedo para reducir el polvo', 'Zanjas para plomería', 'Aberturas para drenajes'],
        },
        {
          icon: 'factory',
          title: 'Bases comerciales e industriales',
          description:
            'Estacionamientos, plataformas de carga, bases para equipo y bordillos de contención en negocios y plantas, programados según la operación y las reglas de seguridad de cada planta.',
          features: ['Trabajo según el horario de operación', 'Orientación de seguridad de cada planta', 'Secciones gruesas y reforzadas'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo se hace una demolición',
      steps: [
        {
          title: 'Visita y cotización por escrito',
          description:
            'Medimos el concreto, revisamos su grosor y su refuerzo donde se puede, vemos el acceso para el equipo y los camiones, y le damos un precio por escrito por el retiro y el acarreo.',
        },
        {
          title: 'Servicios públicos y preparación',
          description:
            'Antes de romper pedimos por el 811 que ubiquen las líneas subterráneas, y le preguntamos a usted por las líneas privadas, como riego, séptica e iluminación. Protegemos las cercas, las plantas y el concreto que se queda.',
        },
        {
          title: 'Romper y acarrear',
          description:
            'Cortamos con sierra los bordes que deben quedar limpios, rompemos el concreto con martillos hidráulicos, lo cargamos en los camiones y lo llevamos a reciclar, separando la varilla y la malla de acero sobre la marcha.',
        },
        {
          title: 'Nivelación y limpieza',
          description:
            'Rastrillamos y nivelamos la tierra descubierta para que el agua corra lejos de la casa, anotamos las partes blandas para el próximo colado, y barremos el área y la dejamos lista para concreto nuevo, pasto o jardinería.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para planear el retiro de concreto',
      intro:
        'Un poco de planeación antes de que llegue la cuadrilla hace que el trabajo sea más rápido, más barato y más suave con su jardín.',
      items: [
        {
          title: 'Decida qué sigue antes de demoler',
          description:
            'Si en el mismo lugar va a ir una entrada o un patio nuevo, planee los dos trabajos juntos. La cuadrilla de demolición puede dejar la base a la profundidad y el nivel correctos, y usted no paga dos veces por preparar el terreno.',
        },
        {
          title: 'Marque sus líneas privadas',
          description:
            'El 811 ubica las líneas de las compañías de servicios, no las que son suyas. Díganos por dónde pasan los tubos de riego, las líneas de la fosa séptica, las líneas de gas a un asador o al calentador de la alberca y los cables enterrados de las luces del jardín, para trabajar alrededor de ellos.',
        },
        {
          title: 'Despeje el paso para el equipo',
          description:
            'Quite del camino vehículos, remolques, macetas y muebles de exterior. Si el único paso a un patio trasero es un portón, díganos qué tan ancho es para llevar equipo que quepa.',
        },
        {
          title: 'Avise a los vecinos',
          description:
            'Romper concreto hace mucho ruido durante uno o dos días. Un aviso rápido a los vecinos, y a su asociación de propietarios (HOA) si tiene una, evita quejas y les da tiempo de mover sus autos del paso de los camiones.',
        },
        {
          title: 'Averigüe qué hay dentro de la losa',
          description:
            'Muchas losas de casas y talleres en Texas son postensadas, con cables de acero bajo mucha tensión. Díganos lo que sepa de la losa y nunca la corte usted mismo: un cable cortado puede salir disparado con una fuerza peligrosa.',
        },
        {
          title: 'Piense en el drenaje de después',
          description:
            'Quitar una losa cambia la forma en que el agua corre por el jardín. Asegúrese de que la tierra descubierta tenga pendiente hacia afuera de la casa, o planee un drenaje, antes de que el próximo aguacero convierta el área en un charco.',
        },
        {
          title: 'Pregunte por los permisos',
          description:
            'Quitar concreto dentro de su propio terreno casi nunca necesita permiso, pero el trabajo en la rampa de entrada, en la banqueta de la ciudad o en cualquier parte del derecho de vía público muchas veces sí. Antes de empezar lo consultamos con la ciudad.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Guía para propietarios sobre la demolición y el retiro de concreto',
      intro:
        'Cuánto cuesta el retiro, cuánto tarda, adónde va el concreto y qué revisar antes y después de que la cuadrilla empiece a romper.',
      blocks: [
        {
          heading: 'Cuánto cuesta quitar el concreto',
          paragraphs: [
            'La demolición de concreto cuesta en general de $3 a $8 por pie cuadrado. En qué parte de ese rango cae un trabajo depende del grosor del concreto, de cuánto acero tiene, de qué tan fácil es llegar a él y de qué tan lejos hay que llevar el escombro. Un patio trasero delgado y sin refuerzo junto a un portón abierto queda en la parte baja; una losa de taller gruesa y llena de varilla, o un piso encajonado entre la casa y una alberca, queda más cerca de la parte alta.',
            `La única forma de tener un número real es una cotización gratis por escrito después de visitar la obra. Nuestras cotizaciones detallan el retiro, el acarreo y la nivelación final, y son válidas por ${business.response.estimateValidDays} días.`,
          ],
          bullets: [
            'El grosor del concreto y cualquier borde o viga engrosados',
            'Varilla, malla de acero o cables postensados dentro de la losa',
            'El acceso para minicargadores y camiones de volteo',
            'El área total y la distancia al centro de reciclaje',
            'Los cortes con sierra necesarios donde el concreto se queda',
          ],
        },
        {
          heading: 'Cuánto tarda',
          paragraphs: [
            'La mayoría de las demoliciones residenciales toman de 1 a 3 días. Una entrada o un patio muchas veces se rompe, se carga y se acarrea el primer día, y la nivelación y la limpieza se hacen el segundo. Las losas más grandes, el concreto muy reforzado, el acceso estrecho a un patio trasero o una combinación de cortes con sierra y rompimiento alargan el trabajo hacia el tercer día. La lluvia puede detener el trabajo, porque los camiones sobre arcilla empapada dejan surcos por todo el jardín.',
          ],
        },
        {
          heading: 'Adónde va el concreto roto',
          paragraphs: [
            'El concreto es uno de los materiales de construcción más fáciles de reciclar. Llevamos el concreto roto y limpio a centros de reciclaje que lo trituran y lo criban para hacer agregado, que vuelve a usarse como base de calles, relleno y base bajo losas nuevas. La varilla y la malla de acero se sacan y se venden como chatarra. Solo el concreto revuelto con tierra, madera o basura tiene que ir al relleno sanitario, así que mantenemos las cargas lo más limpias posible.',
            'Si usted necesita relleno en su propio terreno, por ejemplo para subir una esquina baja del potrero o reforzar la orilla de una zanja, a veces el concreto roto se puede quedar en el lugar. Pregúntenos durante la visita para la cotización; hay que colocarlo donde no tape el drenaje.',
          ],
        },
        {
          heading: 'Servicios públicos y peligros ocultos',
          paragraphs: [
            'Antes de romper pedimos la ubicación de las líneas por el 811, el sistema de una sola llamada de Texas, y esperamos a que las marquen. Esas marcas cubren las líneas de gas, luz, agua y comunicaciones de las compañías de servicios, no las que son suyas. Las líneas privadas, como el sistema de riego, los tubos de la fosa séptica, las líneas de gas a una cocina exterior y los cables enterrados de las luces o de un garaje aparte, le toca señalarlas al dueño, así que recorremos el terreno con usted antes del primer golpe.',
            'Las losas tienen sus propios riesgos. Las losas postensadas tienen cables de acero con muchísima tensión y alguien que sepa hacerlo debe destensarlos antes de cortarlas. Las losas más viejas a veces esconden plomería, tubos de calefacción o tubería eléctrica. Cuando no estamos seguros de lo que hay dentro, hacemos una abertura de prueba antes de meter el martillo.',
          ],
        },
        {
          heading: 'Acceso y protección de la propiedad',
          paragraphs: [
            'El tamaño del equipo depende del acceso. Una entrada de autos al frente es fácil; un patio detrás de una cerca puede requerir quitar una sección de la cerca, poner triplay o tapetes sobre el césped, o romper el concreto con máquinas más pequeñas y herramientas de mano. Revisamos el camino durante la visita para la cotización para que no haya sorpresas el día de la demolición. Las entradas existentes se pueden agrietar bajo los camiones de volteo cargados, así que planeamos dónde se estacionan y cargan los camiones.',
          ],
        },
        {
          heading: 'El drenaje cuando ya no está el concreto',
          paragraphs: [
            `${business.homeCity} recibe más de 60 pulgadas de lluvia al año, y un pedazo de arcilla expansiva recién descubierto retiene el agua como un tazón. Cuando sacamos la losa, nivelamos la tierra para que el agua corra lejos de los cimientos. Si el concreto viejo estaba sobre un lugar mojado, una parte lavada o un suelo blando que bombea, se lo decimos, porque esa es la razón por la que falló la losa vieja y hay que corregirla antes de colar concreto nuevo.`,
            'Si no va a ir nada en ese espacio, podemos dejarlo nivelado para pasto en rollo, semilla o grava. Si hay planes para una losa nueva, la base que dejamos es el primer paso para un concreto que dure más que el que acabamos de quitar.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto cuesta quitar el concreto?',
      answer: `La demolición de concreto cuesta en general de $3 a $8 por pie cuadrado, incluyendo romper, cargar y acarrear. El grosor, el refuerzo, el acceso y el tamaño del trabajo deciden en qué parte de ese rango cae el suyo. Le damos una cotización gratis por escrito después de ver la obra, válida por ${business.response.estimateValidDays} días.`,
    },
    {
      question: '¿Cuánto tardan en quitar una entrada de autos o un patio?',
      answer:
        'La mayoría de las demoliciones residenciales toman de 1 a 3 días. Una entrada o un patio típico se rompe y se acarrea en un día, y después se hacen la nivelación y la limpieza. Las losas gruesas y reforzadas, el acceso estrecho o la lluvia pueden alargarlo hasta el tercer día.',
    },
    {
      question: '¿Qué pasa con el concreto viejo?',
      answer:
        'El concreto roto y limpio va a reciclaje, donde se tritura para hacer agregado para base de calles, relleno y bases de losas nuevas. La varilla y la malla se separan y se reciclan como chatarra. Lo único que va al relleno sanitario es el concreto revuelto con tierra o basura.',
    },
    {
      question: '¿Pueden quitar solo una parte de la losa?',
      answer:
        'Sí. Hacemos con sierra un corte recto y limpio entre el concreto que se va y el que se queda, y luego rompemos solo la sección que usted quiere quitar. Sirve para una sola sección de la entrada, un pedazo del patio o una zanja en el piso del garaje para la plomería.',
    },
    {
      question: '¿Tengo que llamar al 811 antes de una demolición de concreto?',
      answer:
        'Nosotros mismos pedimos la ubicación de las líneas por el 811 y esperamos a que las marquen antes de romper. Lo que el 811 no cubre son las líneas que son suyas, como el riego, la fosa séptica, las luces del jardín y el gas a un asador o al calentador de la alberca, así que por favor muéstrenos por dónde pasan.',
    },
    {
      question: '¿El equipo va a dañar mi jardín o mi entrada?',
      answer:
        'El equipo pesado siempre deja algunas marcas, pero procuramos que sean mínimas. Ponemos tapetes o triplay sobre el césped donde hace falta, planeamos dónde se estacionan los camiones para que no agrieten el concreto que se queda, y no manejamos sobre terreno empapado. Los surcos pequeños se emparejan durante la limpieza.',
    },
    {
      question: '¿Pueden quitar concreto dañado por un huracán o una inundación?',
      answer:
        'Sí. Después de las tormentas quitamos losas socavadas por el agua, caminos rotos por árboles caídos y entradas que se agrietaron y se hundieron. También vemos por qué falló el terreno para que lo nuevo no se construya sobre la misma base lavada.',
    },
    {
      question: '¿Ustedes cuelan el concreto nuevo después de la demolición?',
      answer:
        'Sí, y hacer las dos cosas juntas por lo general ahorra tiempo y dinero. La cuadrilla de demolición deja la base a la profundidad y la pendiente correctas, corregimos el suelo blando o los problemas de drenaje mientras el terreno está abierto, y la entrada, el patio o la losa nueva vienen justo después.',
    },
  ],
  closing: {
    heading: '¿Necesita quitar concreto viejo?',
    text: `Llámenos o mándenos fotos y medidas para una cotización gratis. Pasamos a revisar el terreno, el acceso y las líneas de servicios, y le damos un precio por escrito por el retiro y el acarreo en menos de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
