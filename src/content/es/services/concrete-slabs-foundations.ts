import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-slabs-foundations';

/** Spanish (es-US) edition of Concrete Slabs & Foundations: six service cards, eight numbered tips, long text, eight FAQs. */
export default {
  slug: 'concrete-slabs-foundations',
  name: 'Losas y cimientos de concreto',
  icon: 'layers',
  category: 'residential',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Cimientos para casas, losas postensadas, losas para garajes, talleres y graneros, ampliaciones y bases para equipos, sobre plataformas compactadas para suelo arcilloso expansivo.',
  seo: {
    title: 'Losas y cimientos de concreto en Beaumont, TX',
    description:
      'Cimientos de losa y postensados, losas para garaje, taller y granero y bases para equipos en el sureste de Texas, para arcilla expansiva. Cotización gratis.',
    keywords: [
      'cimientos de concreto Beaumont',
      'contratista de losas de cimentación',
      'losa postensada Texas',
      'losa para garaje',
      'losa para taller',
      'losa para granero',
      'base de concreto para equipos',
      'cimientos en arcilla expansiva',
    ],
  },
  hero: {
    heading: 'Losas y cimientos de concreto hechos para la arcilla expansiva',
    text: `Todo lo que usted construye descansa sobre el concreto que tiene debajo. Colamos cimientos para casas, losas para garajes, talleres y graneros, y bases para equipos hasta ${business.serviceRadiusMiles} millas de ${business.homeCity}, sobre plataformas y acero diseñados para un suelo arcilloso que se hincha y se encoge con las estaciones.`,
    cta: 'Get Free Quote',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Servicios de losas y cimientos',
      intro:
        'Desde la base para una planta de luz de respaldo hasta los cimientos de una casa nueva, cada losa se diseña según lo que va a cargar y el terreno donde se asienta.',
      items: [
        {
          icon: 'home',
          title: 'Cimentación de losa sobre terreno',
          description:
            'Losas monolíticas con vigas de cimentación reforzadas para casas nuevas y construcciones pequeñas, coladas según los planos del ingeniero sobre una plataforma compactada y una barrera de vapor.',
          features: [
            'Construida según planos de ingeniería',
            'Vigas de cimentación excavadas y reforzadas según el plano',
            'Barrera de vapor bajo toda la losa',
            'Tuberías de plomería protegidas durante el colado',
          ],
          popular: true,
        },
        {
          icon: 'car',
          title: 'Losas para garajes',
          description:
            'Pisos de garajes pegados a la casa o separados, de 4 a 6 pulgadas de grosor, reforzados y con una ligera pendiente hacia la puerta para que la lluvia que mete el viento o que escurre de un carro salga en lugar de encharcarse.',
          features: [
            'De 4 a 6 pulgadas de grosor',
            'Refuerzo de varilla o malla de acero',
            'Pendiente hacia la puerta',
            'Acabado liso con llana que se barre fácilmente',
          ],
        },
        {
          icon: 'tractor',
          title: 'Losas para talleres y graneros',
          description:
            'Pisos para talleres metálicos, graneros y construcciones de rancho en Hamshire, Nome, Winnie y la zona rural del condado de Hardin, más gruesos bajo los postes y las puertas, y calculados para tractores, remolques y equipo guardado.',
          features: [
            'Orillas engrosadas y zapatas para postes',
            'Secciones más gruesas por donde entran tractores y remolques',
            'Pernos de anclaje colocados para edificios de acero',
            'Acabado escobillado en las áreas de lavado',
          ],
        },
        {
          icon: 'layers',
          title: 'Cimientos de losa postensada',
          description:
            'Tendones de acero de alta resistencia atraviesan la losa y se tensan cuando el concreto ya ganó resistencia; así la comprimen para que resista la flexión que la arcilla activa le provoca a la cimentación.',
          features: [
            'Trazo de tendones según el diseño del ingeniero',
            'Tendones tensados a la fuerza especificada',
            'Registros del tensado para su archivo',
            'Adecuados para suelos muy expansivos',
          ],
        },
        {
          icon: 'hammer',
          title: 'Ampliaciones',
          description:
            'Un cuarto nuevo, un garaje más grande o un porche cerrado significan unir concreto nuevo con una cimentación vieja. Perforamos la losa existente y fijamos pasajuntas con epóxico, igualamos la altura del piso y construimos las vigas nuevas según el plano del ingeniero.',
          features: [
            'Pasajuntas ancladas a la cimentación existente',
            'Misma altura de piso terminado',
            'Vigas nuevas unidas a las viejas',
            'Pasatubos de plomería y electricidad colocados antes del colado',
          ],
        },
        {
          icon: 'zap',
          title: 'Bases para equipos',
          description:
            'Bases niveladas y reforzadas para condensadores de aire acondicionado, plantas de luz de respaldo, equipo de alberca, tanques y compresores, elevadas sobre el jardín para que el agua de lluvia y las inundaciones poco profundas se alejen de la maquinaria.',
          features: [
            'Bases para planta de luz y aire acondicionado',
            'Bases para tanques y compresores',
            'Pernos de anclaje según la plantilla del equipo',
            'Elevadas sobre el nivel del terreno para drenar',
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo construimos una losa o una cimentación',
      steps: [
        {
          title: 'Suelo y planos',
          description:
            'Revisamos con usted el estudio de suelo y los planos de ingeniería, o le ayudamos a conseguirlos, y confirmamos la altura del piso terminado, las cargas y la elevación contra inundaciones que exija el terreno.',
        },
        {
          title: 'Plataforma y cimbra',
          description:
            'Construimos la plataforma con relleno selecto compactado por capas, excavamos las vigas de cimentación, colocamos la cimbra según el trazo topográfico y revisamos las elevaciones antes de poner el acero.',
        },
        {
          title: 'Acero e inspección',
          description:
            'La barrera de vapor, la varilla o los tendones de postensado, las silletas y los pasatubos se colocan según los planos, y la ciudad o el ingeniero inspecciona la losa antes del colado.',
        },
        {
          title: 'Colado, curado y tensado',
          description:
            'Colamos, damos acabado y curamos la losa. En cimientos postensados, los tendones se tensan cuando el concreto alcanza la resistencia que especifica el ingeniero, y luego se cortan y se tapan las puntas.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Ocho cosas que debe saber antes de colar una losa',
      numbered: true,
      items: [
        {
          title: 'Primero haga el estudio de suelo',
          description:
            'Un estudio geotécnico le dice al ingeniero cuánto puede hincharse la arcilla de su terreno, cuánto relleno necesita la plataforma y qué tan profundas deben ir las vigas. En una casa nueva es uno de los gastos mejor aprovechados de todo el proyecto.',
        },
        {
          title: 'Construya según planos de ingeniería',
          description:
            'Los cimientos de casas y las losas grandes deben seguir un diseño sellado por un ingeniero profesional con licencia en Texas, hecho a partir de su estudio de suelo. Muchas ciudades y prestamistas lo exigen, y aclara las dudas antes de que se vuelvan pleitos.',
        },
        {
          title: 'Ponga el piso por encima del riesgo de inundación',
          description:
            'Antes de construir la plataforma, verifique con la ciudad o el condado su zona de inundación y la elevación de piso requerida. Subir la plataforma es fácil al principio y casi imposible cuando la casa ya tiene la estructura levantada.',
        },
        {
          title: 'Termine todo lo que va debajo de la losa',
          description:
            'La plomería, las líneas de drenaje, la tubería eléctrica y los pasatubos para líneas futuras deben estar colocados, probados e inspeccionados antes del colado. Cortar una losa terminada después es lento, sucio y caro.',
        },
        {
          title: 'No se salte la barrera de vapor',
          description:
            'Con nuestro clima húmedo, la humedad del suelo sube a través del concreto sin protección y puede arruinar pisos de madera, vinil pegado y alfombra. Una barrera de vapor continua, con las uniones encintadas, bajo la losa lo evita.',
        },
        {
          title: 'Calcule la losa para la carga más pesada',
          description:
            'Una losa de garaje tiene de 4 a 6 pulgadas de grosor. Un taller donde va a estar un tractor o un remolque cargado necesita más, y las losas comerciales e industriales van de 6 a 8 pulgadas con concreto de 4,000 a 6,000 PSI. Díganos todo lo que va a cargar el piso.',
        },
        {
          title: 'Deje que el clima decida el día del colado',
          description:
            'Una lluvia fuerte sobre concreto fresco arruina la superficie, y el calor del verano acorta el tiempo de trabajo. Vigilamos el pronóstico, colamos temprano cuando hace calor y no colamos cuando se pronostica que la temperatura bajará de 40 °F.',
        },
        {
          title: 'Mantenga pareja la humedad alrededor de los cimientos',
          description:
            'La arcilla se mueve cuando un lado de la casa está mojado y el otro seco. Mantenga limpias las canaletas, dé pendiente a la tierra para que el agua se aleje de la losa, plante los árboles bien lejos de la casa y riegue de manera pareja a lo largo de los cimientos durante las sequías largas.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Cimientos sobre arcilla expansiva: lo que debe saber en el sureste de Texas',
      intro:
        'La arcilla que hay bajo gran parte del sureste de Texas es de los suelos más difíciles del país para construir. Aquí una buena cimentación se diseña pensando en ella desde la primera palada.',
      blocks: [
        {
          heading: 'Por qué se mueve el terreno',
          paragraphs: [
            'Gran parte de los condados de Jefferson, Orange y Chambers está sobre una arcilla densa y de grano fino que dejaron ríos antiguos cerca de la costa. Sus partículas absorben agua y se hinchan en los meses de lluvia, y luego se encogen y se agrietan durante un verano seco. Ese vaivén puede empujar una losa hacia arriba en una esquina y dejarla caer en otra, y el movimiento casi nunca es parejo en toda la casa.',
            'Con más de 60 pulgadas de lluvia en un año normal en Beaumont, y temporadas secas entre una y otra, el suelo bajo una cimentación nunca se queda quieto mucho tiempo. Una losa colada sin tomar en cuenta ese movimiento lo muestra en pocos años con ladrillos agrietados, puertas que se atoran y pisos desnivelados.',
          ],
        },
        {
          heading: 'El estudio de suelo y el ingeniero',
          paragraphs: [
            'Un ingeniero geotécnico hace perforaciones en el terreno y mide cuánto se puede hinchar la arcilla, un dato que muchas veces se reporta como elevación vertical potencial (PVR). Luego el ingeniero estructural usa esos datos para definir la profundidad y la separación de las vigas de cimentación, la cantidad de acero, el grosor de la plataforma y si la losa debe llevar refuerzo convencional o postensado.',
            'Construimos exactamente según esos planos. Si el terreno no coincide con el estudio, por ejemplo si al excavar encontramos zonas blandas o relleno viejo, paramos y llamamos al ingeniero en lugar de adivinar.',
          ],
        },
        {
          heading: '¿Varilla convencional o postensado?',
          paragraphs: [
            'Una losa con refuerzo convencional lleva una parrilla de varilla en la losa y varillas más gruesas en las vigas. Es sencilla de construir, fácil de modificar durante la obra y adecuada para construcciones pequeñas y suelos menos activos.',
            'Una losa postensada usa tendones de acero dentro de fundas de plástico que se tensan después del colado y se anclan en las orillas. La compresión mantiene unida la losa mientras la arcilla empuja y jala, por eso es común en casas sobre terrenos muy expansivos. Su desventaja es que la losa nunca debe cortarse ni perforarse a fondo sin localizar primero los tendones.',
          ],
        },
        {
          heading: 'La plataforma importa tanto como el concreto',
          paragraphs: [
            'Debajo de toda buena cimentación hay una plataforma de relleno selecto, una arcilla arenosa que se mueve mucho menos que el suelo natural, colocada en capas delgadas y compactada con la humedad correcta. La plataforma eleva la losa sobre el terreno de alrededor, ayuda a que el agua drene y pone un colchón estable entre la arcilla y el concreto. Saltarse la compactación para ganar un día es una de las causas más comunes de grietas tempranas en los cimientos.',
          ],
          bullets: [
            'Se retiran la tierra vegetal, las raíces y los escombros',
            'Relleno selecto colocado por capas y compactado',
            'Plataforma lo bastante alta para drenar y cumplir la elevación contra inundaciones',
            'Pruebas de densidad donde el ingeniero o el prestamista las exijan',
          ],
        },
        {
          heading: 'Inundaciones y elevación',
          paragraphs: [
            'El huracán Harvey en 2017 y la tormenta tropical Imelda en 2019 inundaron miles de casas en la región. Si su terreno está en una zona de inundación marcada en los mapas, el piso terminado debe cumplir la elevación que fija su ciudad o condado, y una plataforma más alta es la forma más sencilla de lograrlo. Aun fuera de una zona de inundación, una cimentación bien elevada sobre el jardín mantiene fuera de la casa el agua de las lluvias fuertes.',
          ],
        },
        {
          heading: 'Cómo vivir con una cimentación sobre arcilla',
          paragraphs: [
            'Una vez construida la casa, a usted le toca mantener la humedad del suelo a su alrededor lo más pareja posible. Las canaletas y las bajantes deben alejar el agua del techo, el jardín debe tener pendiente hacia afuera de la losa y los árboles grandes deben estar bien lejos de las paredes. Durante una sequía larga, una manguera de goteo a lo largo de los cimientos evita que la arcilla se separe de las vigas. Estas son las señales de movimiento que conviene revisar:',
          ],
          bullets: [
            'Grietas en escalera en la mezcla entre los ladrillos',
            'Puertas y ventanas que de pronto se atoran o no cierran bien',
            'Separaciones entre las paredes y el techo o alrededor de los marcos de las ventanas',
            'Pisos inclinados o con grietas que atraviesan el azulejo',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Qué grosor debe tener una losa de garaje?',
      answer:
        'Una losa de garaje residencial tiene de 4 a 6 pulgadas de grosor, reforzada con varilla o malla de acero sobre una base compactada. Nos inclinamos por el grosor mayor si va a haber camionetas pesadas, lanchas en remolque o un taller con herramienta pesada, y engrosamos las orillas donde la losa llega a la puerta del garaje.',
    },
    {
      question: '¿Qué es una cimentación postensada y cómo sé si la necesito?',
      answer:
        'Es una losa reforzada con tendones de acero que se tensan cuando el concreto ya endureció; así se comprime la losa y resiste mejor el movimiento de la arcilla expansiva. Si la necesita o no depende de su estudio de suelo y del diseño de su ingeniero. En terrenos muy expansivos suele ser la opción recomendada para una casa.',
    },
    {
      question: '¿Necesito un ingeniero para colar una cimentación?',
      answer:
        'Para una casa o una ampliación, en la práctica sí: la mayoría de las ciudades, los inspectores y los prestamistas piden un plano de cimentación de ingeniería hecho a partir de un estudio de suelo. Las losas pequeñas, como las bases para equipos o el piso de una bodeguita de jardín, por lo general no lo necesitan. Le diremos lo que requiere su proyecto, y podemos trabajar con los planos de su ingeniero o ayudarle a encontrar uno.',
    },
    {
      question: '¿Vale la pena un estudio de suelo en un terreno residencial?',
      answer:
        'La arcilla de dos terrenos vecinos puede comportarse de forma muy distinta. Un estudio de suelo le dice al ingeniero cuánto se puede hinchar y encoger su terreno, para que la cimentación se diseñe para su suelo y no a ojo. El costo es poco comparado con lo que cuesta reparar una cimentación que se mueve.',
    },
    {
      question: '¿Pueden colar una losa para un edificio metálico, un taller o un granero?',
      answer:
        'Sí. Colamos losas para edificios de acero, talleres y graneros en las zonas rurales de toda nuestra zona de servicio, con orillas engrosadas, zapatas bajo las columnas y pernos de anclaje según el trazo del proveedor del edificio. Díganos qué equipo y qué vehículos va a soportar el piso para calcularlo bien.',
    },
    {
      question: '¿Cuándo se puede empezar a trabajar sobre una losa nueva?',
      answer:
        'Las cuadrillas pueden caminar sobre una losa nueva después de 24 a 48 horas, así que el trazo puede empezar poco después. Espere 7 días antes de permitir el tráfico vehicular completo. En una cimentación postensada, primero hay que tensar los tendones, según el calendario que fija el ingeniero de acuerdo con la resistencia del concreto.',
    },
    {
      question: '¿Pueden ampliar mi cimentación actual?',
      answer:
        'Sí. Para una ampliación, excavamos las vigas de cimentación nuevas, perforamos la losa existente, fijamos pasajuntas de acero con epóxico y colamos la sección nueva a la misma altura de piso. Si su casa está sobre una losa postensada, localizamos los tendones antes de perforar para no cortar ninguno.',
    },
    {
      question: '¿Es normal que una losa nueva tenga grietas pequeñas?',
      answer:
        'Las grietas finas por contracción son normales en el concreto y no afectan su resistencia. Las juntas de control, un buen curado y el refuerzo las mantienen cerradas. Las grietas que se abren con el tiempo, que atraviesan el ladrillo o que aparecen junto con puertas que se atoran indican movimiento del suelo, y conviene revisarlas.',
    },
  ],
  closing: {
    heading: 'Empiece su proyecto en terreno firme',
    text: `Envíenos sus planos o cuéntenos qué va a construir. Revisaremos el terreno y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}, válida por ${business.response.estimateValidDays} días.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
