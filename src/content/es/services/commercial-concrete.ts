import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/commercial-concrete';

/** Spanish (es-US) edition of Commercial Concrete: same sections, counts and figures as src/content/services/commercial-concrete.ts. */
export default {
  slug: 'commercial-concrete',
  name: 'Concreto comercial',
  icon: 'building',
  category: 'commercial',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Pisos de bodega, estacionamientos, plataformas para camiones y bases para equipo de planta de 6 a 8 pulgadas de grosor y de 4,000 a 6,000 PSI, para las cargas pesadas de la Costa del Golfo.',
  seo: {
    title: `Contratista de concreto comercial en ${business.homeCity}, TX`,
    description: `Concreto comercial e industrial en ${perfil.region}: pisos de bodega, estacionamientos, plataformas para camiones y bases para equipo de planta.`,
    keywords: [
      `concreto comercial ${business.homeCity}`,
      'contratista de concreto industrial',
      'losa para piso de bodega',
      'estacionamiento de concreto sureste de Texas',
      'base de concreto para equipo',
      'concreto para plantas petroquímicas',
      'plataforma de concreto para camiones',
    ],
  },
  hero: {
    heading: `Concreto comercial e industrial para ${perfil.region}`,
    text: `Los montacargas, los tráileres cargados y el equipo de proceso necesitan mucho más que una entrada de autos más gruesa. Construimos losas, pavimentos y bases diseñados por ingenieros para negocios, constructores y plantas a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}, planeados según su operación y las reglas de su empresa.`,
    cta: 'Get Free Consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué los negocios nos contratan',
      items: [
        {
          icon: 'scale',
          title: 'Hecho para cargas pesadas',
          description:
            'Las losas comerciales suelen medir de 6 a 8 pulgadas de grosor, con concreto de 4,000 a 6,000 PSI, reforzadas y con juntas pensadas para aguantar montacargas, estanterías, camiones cargados y equipo sin agrietarse ni asentarse.',
        },
        {
          icon: 'calendar-check',
          title: 'Programado según su negocio',
          description:
            'Hacemos los colados por etapas para que parte del estacionamiento o del edificio siga abierta, nos ajustamos a sus turnos y a sus paros de planta, y le informamos todos los días de lo que está pasando.',
        },
        {
          icon: 'hard-hat',
          title: 'Seguridad en cada obra',
          description:
            'Nuestras cuadrillas cumplen con la orientación de seguridad de cada obra, los permisos y las reglas de equipo de protección personal (EPP), mantienen las zonas de trabajo acordonadas y limpias, y detienen el trabajo cuando las condiciones no son seguras.',
        },
        {
          icon: 'trending-up',
          title: 'Menor costo durante la vida de la losa',
          description:
            'Una losa diseñada por ingenieros cuesta más al principio que una de uso ligero, pero evita las juntas agrietadas, las secciones rotas y los cierres por reparaciones que después cuestan mucho más.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Concreto comercial que construimos',
      intro:
        'Desde una sola base para contenedor de basura hasta el piso de una bodega, cada trabajo se construye para las cargas y los planos que tiene que cumplir.',
      items: [
        {
          icon: 'warehouse',
          title: 'Pisos de bodegas e industrias',
          description:
            'Losas interiores planas y resistentes para bodegas, talleres y naves de manufactura, con las juntas trazadas según las estanterías y los pasillos de tráfico, y superficies listas para sellar, endurecer o pulir.',
          features: [
            'Cargas de montacargas y estanterías',
            'Trazo de juntas planeado con su plano de planta',
            'Acabados sellados, endurecidos o pulidos',
          ],
          popular: true,
        },
        {
          icon: 'truck',
          title: 'Estacionamientos y plataformas para camiones',
          description:
            'Pavimento de concreto para estacionamiento de clientes, andenes de carga, patios de maniobra y carriles de circulación, con pendiente para drenar y el grosor necesario para camiones cargados que giran y frenan encima todo el día.',
          features: [
            'Plataformas frente a los andenes de carga',
            'Patios de maniobra y carriles de circulación',
            'Bordillos, camellones y bocas de tormenta',
          ],
        },
        {
          icon: 'store',
          title: 'Comercios y oficinas',
          description:
            'Banquetas, entradas, rampas accesibles, bordillos, carriles de autoservicio y bases para contenedores que mantienen una tienda u oficina con buen aspecto y segura para los clientes.',
          features: ['Rutas y rampas accesibles', 'Bases para contenedores y trampas de grasa', 'Banquetas y entradas de tiendas'],
        },
        {
          icon: 'factory',
          title: 'Bases para equipo de planta y contención',
          description:
            'Cimientos y bases para bombas, compresores, tanques y racks de tubería, además de áreas de contención secundaria con bordillos y cárcamos, coladas según los planos del ingeniero dentro de plantas petroquímicas e industriales.',
          features: [
            'Bases para equipo y zapatas de racks de tubería',
            'Losas, bordillos y cárcamos de contención',
            'Selladores y recubrimientos resistentes a químicos',
          ],
        },
        {
          icon: 'building',
          title: 'Cimientos para edificios metálicos',
          description:
            'Losas y vigas perimetrales para edificios metálicos prefabricados, talleres y bodegas de almacenamiento, con los pernos de anclaje colocados según el trazo del proveedor del edificio.',
          features: ['Pernos de anclaje colocados según el plano', 'Bordes engrosados y vigas interiores', 'Barrera de vapor bajo la losa'],
        },
        {
          icon: 'hammer',
          title: 'Reparación y reemplazo comercial',
          description:
            'Cortamos y reemplazamos secciones de pavimento rotas, juntas que fallaron y secciones de piso gastadas, por etapas para que el resto del estacionamiento o del edificio siga funcionando.',
          features: ['Reemplazo sección por sección', 'Reparación y resellado de juntas', 'Trabajo fuera de horario si lo pide'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo se lleva un proyecto comercial',
      steps: [
        {
          title: 'Visita a la obra y revisión de planos',
          description:
            'Nos reunimos en la obra, revisamos los planos, el estudio de suelos y las especificaciones, y hablamos de cargas, acceso, calendario y cualquier requisito de seguridad de la planta.',
        },
        {
          title: 'Propuesta por escrito y calendario',
          description: `Usted recibe una cotización detallada por escrito, válida por ${business.response.estimateValidDays} días, con el grosor, la resistencia, el refuerzo y las etapas bien especificados, y un calendario hecho a la medida de su operación.`,
        },
        {
          title: 'Preparación del terreno y cimbra',
          description:
            'Preparamos y compactamos la subrasante, colocamos la cimbra y los niveles para el drenaje, ponemos la barrera de vapor y el refuerzo, y dejamos todo listo para cualquier inspección requerida antes del colado.',
        },
        {
          title: 'Colado, acabado, curado y entrega',
          description:
            'Colamos, damos acabado y curamos la losa, cortamos las juntas a tiempo y no dejamos pasar tráfico hasta que alcance la resistencia que pide el diseño; luego limpiamos y revisamos con usted el trabajo terminado.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para planear su obra de concreto comercial',
      numbered: true,
      items: [
        {
          title: 'Empiece con un estudio de suelos',
          description:
            'Los suelos arcillosos de esta zona cambian mucho de un terreno a otro. Un estudio geotécnico le dice al ingeniero cuánto se moverá el suelo y cuánta carga puede aguantar, y con eso se definen la base, el grosor y el refuerzo.',
        },
        {
          title: 'Diseñe para las cargas del futuro',
          description:
            'Díganos cuál es el equipo más pesado que la losa podría llegar a cargar, no solo el que usa hoy. Agregar estanterías, un montacargas más grande o camiones más pesados después sale mucho más barato si la losa se construyó para eso.',
        },
        {
          title: 'Planee el drenaje antes del colado',
          description:
            'Las losas y los estacionamientos grandes manejan mucha agua en una tormenta de la Costa del Golfo. Las pendientes, las bocas de tormenta, las canaletas de drenaje y el lugar adonde se va el agua fuera del terreno deben quedar definidos en papel antes de poner la cimbra.',
        },
        {
          title: 'Trace las juntas con su plano de planta',
          description:
            'Las juntas de control bajo las patas de las estanterías o a lo ancho de los pasos de montacargas se desgastan y se despostillan pronto. Compártanos el acomodo de sus estanterías y del tráfico para que las juntas queden donde menos problemas causen.',
        },
        {
          title: 'Haga el trabajo por etapas para seguir abierto',
          description:
            'Dividir un estacionamiento o un piso en secciones permite que clientes, camiones y empleados sigan usando una parte mientras trabajamos en otra. Pónganse de acuerdo en las etapas, las rutas de acceso y los letreros antes de empezar.',
        },
        {
          title: 'Elija el acabado según lo que se derrama',
          description:
            'El aceite, el combustible, los ácidos y los químicos de limpieza atacan el concreto de distinta manera. Pida un sellador, endurecedor o recubrimiento elegido para los productos que de verdad van a caer en su piso o área de contención.',
        },
        {
          title: 'Resuelva pronto los requisitos de la planta',
          description:
            'Dentro de una planta, los permisos de trabajo, las orientaciones de seguridad, el acceso por la caseta y las reglas de trabajo en caliente pueden tardar en tramitarse. Inclúyanos desde el principio de la planeación para que el papeleo no detenga el colado.',
        },
        {
          title: 'Planee el costo de la losa correcta',
          description:
            'Una losa comercial bien diseñada por ingenieros cuesta entre un 20 y un 40% más al principio que una de uso ligero. Reducir el grosor o la resistencia para ahorrar ahora casi siempre sale más caro después en reparaciones y tiempo perdido.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Concreto comercial que dura en la Costa del Golfo',
      intro:
        'Una losa comercial tiene que aguantar cargas más pesadas, desalojar más agua y seguir trabajando con menos interrupciones que cualquier losa de una casa. Esto es lo que lleva una losa hecha para el sureste de Texas.',
      blocks: [
        {
          heading: 'Grosor y resistencia',
          paragraphs: [
            'La entrada de autos de una casa carga autos y alguna que otra camioneta. El piso de una bodega carga montacargas llenos que giran sobre llantas duras, y la plataforma de un andén carga camiones cargados que frenan y dan vuelta en el mismo lugar muchas veces al día. Por eso las losas comerciales suelen medir de 6 a 8 pulgadas de grosor y se cuelan con concreto de 4,000 a 6,000 PSI.',
            'Las cifras exactas salen de las cargas y del suelo. Las patas de las estanterías, el área que ocupa cada equipo, las cargas por rueda y la capacidad de carga del terreno entran en el diseño del ingeniero, junto con el refuerzo, la separación de juntas y cualquier sección engrosada bajo cargas puntuales pesadas. Construimos conforme a ese diseño y preguntamos a tiempo si algo en la obra no coincide.',
          ],
        },
        {
          heading: 'Por qué una losa diseñada cuesta más, y por qué se paga sola',
          paragraphs: [
            'Una losa comercial bien diseñada por ingenieros cuesta entre un 20 y un 40% más al principio que una de uso ligero. La diferencia paga más concreto, una mezcla de mayor resistencia, más acero, una mejor preparación de la subrasante y más cuidado en las juntas y el curado.',
            'Esa inversión se recupera durante la vida del edificio. Una losa demasiado delgada o débil para sus cargas se agrieta en las juntas, se rompe en los bordes y se asienta bajo las estanterías, y cada reparación obliga a mover mercancía, cerrar pasillos o parar la producción. Para la mayoría de los negocios, lo que cuesta ese tiempo perdido es mucho más que lo que se ahorró en el colado original.',
          ],
          bullets: [
            'Menos secciones agrietadas y juntas rotas',
            'Menos tiempo perdido por reparaciones',
            'Margen para agregar equipo más pesado después',
            'Un piso que se mantiene plano para estanterías y montacargas',
          ],
        },
        {
          heading: 'Cargas y suelos de la Costa del Golfo',
          paragraphs: [
            'Gran parte de los condados de Jefferson, Orange y Hardin está sobre arcilla expansiva que se hincha cuando se moja y se encoge en las temporadas secas. Bajo una losa grande ese movimiento es desigual: los bordes se secan más rápido que el centro, y el terreno saturado pierde resistencia justo cuando pasan encima los camiones pesados.',
            'Lo resolvemos desde la base. Según el estudio de suelos, eso puede significar sacar el suelo malo, traer relleno selecto, compactar por capas y hacer pruebas de compactación, y engrosar los bordes de la losa donde el pavimento se encuentra con el terreno abierto. Una subrasante bien hecha es la parte de una obra comercial que nadie ve y la que decide cuánto dura la losa.',
          ],
        },
        {
          heading: 'El drenaje en terrenos grandes',
          paragraphs: [
            `Con más de 60 pulgadas de lluvia al año en ${business.homeCity} y aguaceros tropicales frecuentes, un estacionamiento o patio de maniobras grande junta muchísima agua en poco tiempo. El agua que se estanca sobre el pavimento se mete por las juntas, ablanda la base y deja lugares resbalosos y peligrosos para conductores y peatones.`,
            'Cada obra comercial que colamos lleva pendientes para llevar el agua a las bocas de tormenta, a las canaletas de drenaje o a la orilla del terreno, según indiquen los planos civiles. Alrededor de los andenes y de las bases para equipo cuidamos en especial los puntos bajos, porque ahí el agua estancada causa más daño y más resbalones.',
          ],
        },
        {
          heading: 'Trabajo seguro en plantas industriales',
          paragraphs: [
            'Las refinerías y plantas químicas de Port Arthur, Port Neches, Nederland y Orange tienen sistemas de seguridad estrictos, y trabajamos dentro de ellas. Nuestras cuadrillas completan la orientación de cada planta, cumplen sus reglas de permisos y de EPP, y participan en las juntas diarias de seguridad y en los análisis de riesgos del trabajo.',
            'Planeamos los colados según los paros de planta, las paradas de unidades y los cambios de turno, mantenemos nuestras áreas de trabajo acordonadas, limpias y bien señalizadas, y detenemos el trabajo cuando cambian las condiciones. En áreas de contención y bases para equipo construimos según las especificaciones del ingeniero y usamos selladores o recubrimientos adecuados para los productos que se guardan ahí.',
          ],
        },
        {
          heading: 'Huracanes e inundaciones',
          paragraphs: [
            'La temporada de tormentas trae vientos fuertes, inundaciones y apagones largos. Las bases para equipo y los cimientos tienen que sostener los anclajes contra el viento y quedar lo bastante altos para mantener el equipo fuera del agua, y el pavimento tiene que aguantar agua encima durante días. Después de una tormenta podemos inspeccionar las losas y el pavimento dañados y ayudarle a decidir qué reparar primero.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Qué tan gruesa debe ser una losa de concreto comercial?',
      answer:
        'La mayoría de las losas comerciales miden de 6 a 8 pulgadas de grosor con concreto de 4,000 a 6,000 PSI. El diseño exacto depende de las cargas, como montacargas, estanterías, camiones o equipo, y del suelo bajo la losa. Construimos según los planos del ingeniero y podemos indicarle qué información necesita el diseño.',
    },
    {
      question: '¿Por qué el concreto comercial cuesta más que el residencial?',
      answer:
        'Una losa comercial bien diseñada por ingenieros cuesta entre un 20 y un 40% más al principio que una de uso ligero, porque lleva más concreto, mezclas más resistentes, más refuerzo y una mejor preparación de la base. Se paga sola porque evita las reparaciones y el tiempo perdido que causa una losa que se quedó corta.',
    },
    {
      question: '¿Trabajan dentro de refinerías y plantas químicas?',
      answer:
        'Sí. Colamos bases para equipo, áreas de contención, cimientos y pavimentos dentro de plantas petroquímicas e industriales. Nuestras cuadrillas completan la orientación de seguridad de cada planta y cumplen sus reglas de permisos, EPP y trabajo.',
    },
    {
      question: '¿Mi negocio puede seguir abierto mientras trabajan?',
      answer:
        'En la mayoría de los casos, sí. Dividimos los estacionamientos y los pisos en etapas, marcamos rutas de acceso y letreros claros, y podemos programar el trabajo fuera de sus horas de más movimiento o de los cambios de turno de la planta. Acordamos el plan con usted antes de empezar.',
    },
    {
      question: '¿Trabajan con planos de ingeniería?',
      answer:
        'Sí. Una obra comercial se debe construir con un diseño de un ingeniero con licencia, y seguimos los planos y las especificaciones de grosor, resistencia, refuerzo y juntas. Si su proyecto todavía no tiene planos, podemos platicar sobre lo que debe cubrir el diseño.',
    },
    {
      question: '¿Cuándo pueden usar la losa nueva los camiones y montacargas?',
      answer:
        'El tráfico pesado no entra hasta que el concreto alcanza la resistencia que pide el diseño. Eso depende de la mezcla, del clima y de las cargas, así que acordamos los tiempos con usted y con el ingeniero antes del colado y planeamos sus etapas en función de eso.',
    },
    {
      question: '¿Cómo manejan el drenaje en terrenos grandes?',
      answer: `Damos a cada losa la pendiente necesaria para llevar el agua a las bocas de tormenta, a las canaletas de drenaje o a la orilla del terreno, según indiquen los planos civiles, y revisamos los niveles antes de cada colado. Con más de 60 pulgadas de lluvia al año en ${business.homeCity}, el agua estancada es la forma más rápida de arruinar un pavimento comercial.`,
    },
    {
      question: '¿Cómo obtengo un precio para un proyecto comercial?',
      answer: `Pida una cotización gratis. Visitamos la obra, revisamos sus planos y, en la mayoría de los proyectos, le damos una cotización detallada por escrito en menos de ${perfil.respuesta.presupuesto} después de la visita, válida por ${business.response.estimateValidDays} días. Damos servicio a negocios a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}.`,
    },
  ],
  closing: {
    heading: '¿Está planeando un proyecto de concreto comercial?',
    text: 'Mándenos sus planos o díganos qué necesita construir. Visitaremos la obra, hablaremos de cargas, drenaje y calendario, y le daremos una cotización gratis por escrito.',
    emailForQuote: true,
  },
} satisfies ServiceInput;
