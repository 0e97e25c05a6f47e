import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-sidewalks-walkways';

/** Spanish (es-US) edition of Concrete Sidewalks & Walkways: same sections, counts and figures as src/content/services/concrete-sidewalks-walkways.ts. */
export default {
  slug: 'concrete-sidewalks-walkways',
  name: 'Banquetas y caminos de concreto',
  icon: 'footprints',
  category: 'residential',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Caminos a la entrada, senderos de jardín, pasillos laterales y banquetas comerciales, colados con los anchos y pendientes ADA, con la inclinación justa para que escurra el agua y un acabado que no resbala con la lluvia.',
  seo: {
    title: `Banquetas y caminos de concreto en ${business.homeCity}, TX | ADA`,
    description: `Banquetas y caminos de concreto nuevos para casas y negocios en ${perfil.region}, con anchos y pendientes ADA y un acabado con buen agarre.`,
    keywords: [
      `banqueta de concreto ${business.homeCity}`,
      'contratista de banquetas',
      'banqueta ADA Texas',
      'camino de entrada a la casa',
      'sendero de concreto para jardín',
      'banqueta comercial',
      'reemplazo de banqueta',
    ],
  },
  hero: {
    heading: 'Banquetas y caminos de concreto seguros para cada paso',
    text: `Un camino con una orilla levantada o un charco frente al escalón de la entrada es un peligro, no solo algo feo. Colamos caminos para casas y banquetas para iglesias, tiendas y oficinas a ${business.serviceRadiusMiles} millas a la redonda de ${business.homeCity}, con medidas y pendientes según las normas ADA y hechos para drenar.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué hacer su camino de concreto',
      items: [
        {
          icon: 'shield',
          title: 'Dura de 30 a 50 años',
          description:
            'Una banqueta de concreto bien hecha dura de 30 a 50 años, mucho después de que los adoquines se hayan desalineado y la grava de los senderos haya terminado en el pasto.',
        },
        {
          icon: 'footprints',
          title: 'Pisada firme y pareja',
          description:
            'Un camino con acabado de escoba y buen drenaje da una pisada segura en la lluvia, sin piedras sueltas ni adoquines flojos donde se atore un tacón, un bastón o una andadera.',
        },
        {
          icon: 'accessibility',
          title: 'Sirve para todos',
          description:
            'Hecho con los anchos y pendientes ADA, un camino sirve para sillas de ruedas, carriolas, andaderas y botes de basura con ruedas, además de para quien va a pie.',
        },
        {
          icon: 'wrench',
          title: 'Casi no requiere mantenimiento',
          description:
            'Lávelo con la manguera de vez en cuando y séllelo cada 2 a 3 años. No hay hierba que salga entre las juntas ni grava que volver a rastrillar cada primavera.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'types',
      heading: 'Tipos de caminos que construimos',
      intro:
        'Desde el camino a la puerta de su casa hasta la banqueta frente a una tienda, cada uno se planea según quién lo usa y cuánta agua pasa por él.',
      items: [
        {
          icon: 'home',
          title: 'Caminos a la entrada principal',
          description:
            'El camino desde la entrada de autos o la calle hasta la puerta principal. Le damos el ancho para que dos personas caminen lado a lado, lo unimos de forma limpia con el porche o los escalones y podemos agregar una orilla estampada o de color que combine con la casa.',
          features: ['Ancho suficiente para dos personas', 'Unión limpia con el porche y los escalones', 'Orilla decorativa opcional'],
          popular: true,
        },
        {
          icon: 'sprout',
          title: 'Senderos de jardín y del patio de atrás',
          description:
            'Senderos rectos o curvos hacia el cobertizo, el jardín, la alberca o la puerta de atrás. Un agregado expuesto o un acabado de escoba ligero combina con los arriates y agarra bien cuando está mojado.',
          features: [
            'Trazos rectos o curvos',
            'Agregado expuesto o acabado de escoba',
            'Un poco arriba del nivel del terreno para mantenerse limpio',
          ],
        },
        {
          icon: 'fence',
          title: 'Pasillos laterales y de servicio',
          description:
            'Caminos angostos por el costado de la casa hacia la reja, el aire acondicionado y los botes de basura. Entre casas, donde se junta el agua, les damos la pendiente con cuidado para que el agua de lluvia se aleje de los cimientos de las dos casas.',
          features: [
            'Acceso a rejas, medidores y equipos de aire acondicionado',
            'Con pendiente para alejar el agua',
            'Bases para los botes de basura y de reciclaje',
          ],
        },
        {
          icon: 'store',
          title: 'Banquetas comerciales y públicas',
          description:
            'Banquetas para locales, oficinas, iglesias, escuelas y complejos de apartamentos, de 5 a 6 pulgadas de grosor y trazadas con los anchos y pendientes ADA, con juntas y acabados que aguantan el paso diario de la gente.',
          features: [
            'De 5 a 6 pulgadas de grosor',
            'Ancho y pendientes ADA',
            'Conexión con guarniciones y rampas existentes',
            'Trabajo programado según el horario del negocio',
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo construimos su banqueta',
      steps: [
        {
          title: 'Medir y trazar',
          description:
            'Marcamos el recorrido, revisamos los niveles de punta a punta y anotamos por dónde cruza el agua; luego le damos una cotización por escrito con el ancho, el grosor y el acabado.',
        },
        {
          title: 'Excavar y hacer la base',
          description:
            'Quitamos el pasto y la tierra blanda, cortamos raíces donde es seguro hacerlo y compactamos una base firme para que el camino quede parejo en todo su largo.',
        },
        {
          title: 'Cimbrar, colar y dar acabado',
          description:
            'Colocamos la cimbra con las pendientes longitudinal y transversal planeadas, ponemos el refuerzo y luego colamos, aplanamos, pasamos la escoba atravesada al sentido del paso y boleamos las orillas.',
        },
        {
          title: 'Juntas y curado',
          description:
            'Cortamos juntas de control a distancias parejas, ponemos juntas de aislamiento contra la casa, la entrada de autos y los escalones, curamos el concreto y le decimos cuándo se puede usar.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para banquetas y caminos',
      intro: 'Las pequeñas decisiones al planear hacen que un camino sea más fácil de usar y dure más.',
      items: [
        {
          title: 'Hágalo más ancho que el mínimo',
          description:
            'El ancho mínimo de la ADA es de 36 pulgadas, pero se prefieren 48 pulgadas. Ese pie de más permite que dos personas caminen lado a lado y deja espacio para que una silla de ruedas o una carriola pase junto a alguien.',
        },
        {
          title: 'Mantenga suave la pendiente a lo largo',
          description:
            'A lo largo, un camino accesible no debe ser más empinado que 1:20. Donde el terreno baja más rápido, el camino se convierte en rampa, con sus propias reglas, o necesita escalones y un descanso.',
        },
        {
          title: 'Dele la pendiente justa para drenar',
          description:
            'Una pendiente transversal de hasta 1:50 saca la lluvia de la superficie sin jalar una silla de ruedas hacia una orilla. Un camino totalmente plano guarda charcos; uno con demasiada pendiente es incómodo para caminar.',
        },
        {
          title: 'Escoja el grosor correcto',
          description:
            'Los caminos residenciales se cuelan de 4 pulgadas de grosor; las banquetas comerciales y cualquier parte que crucen carros o podadoras deben tener de 5 a 6 pulgadas.',
        },
        {
          title: 'Dele espacio a las raíces de los árboles',
          description:
            'Cuando se pueda, aleje el camino de los árboles grandes, y consulte a un arbolista antes de cortar raíces gruesas. Una barrera antirraíces a lo largo de la orilla ayuda a que las raíces no levanten la losa más adelante.',
        },
        {
          title: 'Haga las juntas a la distancia correcta',
          description:
            'Las juntas de control cortadas a intervalos parejos hacen que el camino se agriete en líneas rectas y disimuladas. Las juntas de aislamiento donde el camino se une con la casa, los escalones o la entrada de autos dejan que cada losa se mueva por su cuenta.',
        },
        {
          title: 'Pase la escoba atravesada',
          description:
            'Un acabado de escoba hecho atravesado al sentido del paso da el mejor agarre cuando está mojado, algo importante en un lugar donde caen más de 60 pulgadas de lluvia al año.',
        },
        {
          title: 'Deje que cure y luego séllelo',
          description:
            'No camine sobre un camino nuevo durante 24 a 48 horas. Una vez que haya curado 28 días, un sellador cada 2 a 3 años mantiene fuera el agua, el moho y las manchas.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Banquetas con normas ADA en el sureste de Texas',
      intro:
        'Ya sea que tenga que cumplir las reglas de accesibilidad en un negocio o solo quiera en casa un camino que sirva para todos, las mismas medidas hacen que una banqueta sea segura y fácil de usar.',
      blocks: [
        {
          heading: 'Ancho: 36 pulgadas como mínimo, 48 de preferencia',
          paragraphs: [
            'Según la ADA, una ruta accesible necesita un ancho libre de al menos 36 pulgadas. Eso alcanza para una silla de ruedas, pero queda justo. Recomendamos 48 pulgadas donde haya espacio: dos personas pueden caminar juntas, quien usa silla de ruedas puede cruzarse con alguien que viene en sentido contrario y el camino se ve proporcionado con la casa o el edificio.',
            'En negocios, iglesias y complejos de apartamentos, la ruta accesible por lo general tiene que conectar el estacionamiento, la banqueta pública y la entrada. Trazamos estas rutas antes del colado y las revisamos contra los planos, para que no haya que romper nada para pasar una inspección.',
          ],
        },
        {
          heading: 'Pendientes: 1:20 a lo largo, 1:50 de lado a lado',
          paragraphs: [
            'La pendiente longitudinal es la inclinación en el sentido de la marcha. El máximo para un camino es 1:20, es decir, una unidad de altura por cada veinte unidades de largo. Lo que sea más empinado se considera rampa, con pasamanos y descansos, así que en terrenos inclinados planeamos la ruta para quedar por debajo de ese límite, o la cortamos con escalones donde las reglas de acceso lo permiten.',
            'La pendiente transversal es la inclinación de un lado a otro, y su límite es 1:50. Es apenas lo necesario para que la lluvia escurra hacia el pasto sin que una silla de ruedas se desvíe ni alguien se tuerza el tobillo. Lograr las dos pendientes correctas depende de una cimbra cuidadosa y de revisar el nivel antes de cada colado.',
          ],
        },
        {
          heading: 'Grosor y base',
          paragraphs: [
            'Los caminos residenciales tienen 4 pulgadas de grosor. Las banquetas comerciales, y cualquier parte que crucen vehículos, podadoras o carritos de reparto, se cuelan de 5 a 6 pulgadas. Pero el grosor por sí solo no hace un camino duradero: la base de abajo importa igual.',
            'El suelo arcilloso del sureste de Texas se hincha cuando se moja y se encoge cuando se seca, y un camino colado directamente sobre él se levanta y se hunde sección por sección. Quitamos la capa de tierra blanda, compactamos una base firme y reforzamos la losa para que cada sección quede al nivel de la siguiente.',
          ],
        },
        {
          heading: 'Drenaje con lluvias fuertes',
          paragraphs: [
            'En Beaumont caen más de 60 pulgadas de lluvia al año, y una tormenta tropical puede dejar varias pulgadas en una sola tarde. El agua que corre por la orilla de un camino se lleva la tierra de abajo, y el agua que se encharca encima se llena de algas resbalosas con nuestra humedad. Dejamos los caminos un poco más altos que el terreno de alrededor, les damos pendiente para drenar y evitamos que las bajantes descarguen sobre ellos.',
          ],
          bullets: [
            'Pendiente transversal hacia el pasto o un drenaje, nunca hacia la casa',
            'Camino un poco más alto que la tierra de alrededor',
            'Bajantes extendidas más allá del camino o entubadas por debajo',
            'Partes bajas rellenadas y niveladas antes de poner la cimbra',
          ],
        },
        {
          heading: 'Desniveles peligrosos y cuánto dura una banqueta',
          paragraphs: [
            'La mayoría de las quejas sobre banquetas vienen de secciones que se levantaron o se hundieron y dejaron un borde donde tropezar. Las raíces de los árboles, la base deslavada y el movimiento de la arcilla son las causas de siempre. Un desnivel es un riesgo legal para un negocio y un peligro para cualquiera en casa, así que vale la pena arreglarlo pronto, ya sea nivelando la sección o reemplazándola.',
            'Construida sobre una base sana, con juntas bien hechas y sellada, una banqueta de concreto dura de 30 a 50 años. Eso la convierte en una de las partes más duraderas de una propiedad y en una de las pocas en las que casi no tiene que pensar una vez que está hecha.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Qué tan ancha debe ser una banqueta o un camino?',
      answer:
        'El mínimo de la ADA para una ruta accesible es de 36 pulgadas, y se prefieren 48 pulgadas. Recomendamos 48 pulgadas para los caminos a la entrada y las banquetas comerciales, para que dos personas pasen con comodidad. Los senderos angostos del jardín o del costado de la casa pueden ser más estrechos donde la accesibilidad no es un problema.',
    },
    {
      question: '¿Qué grosor tiene una banqueta de concreto?',
      answer:
        'Los caminos residenciales tienen 4 pulgadas de grosor. Las banquetas comerciales y cualquier parte que crucen vehículos o equipo pesado se cuelan de 5 a 6 pulgadas, sobre una base compactada.',
    },
    {
      question: '¿Cuánto dura una banqueta de concreto?',
      answer:
        'Una banqueta de concreto hecha sobre una buena base, con juntas y drenaje adecuados, dura de 30 a 50 años. Sellarla cada 2 a 3 años y arreglar a tiempo las secciones levantadas o hundidas le ayuda a llegar al extremo más largo de ese rango.',
    },
    {
      question: '¿El camino de mi casa tiene que cumplir con las reglas de la ADA?',
      answer:
        'Por lo general, las casas particulares no están cubiertas por la ADA; las reglas se aplican sobre todo a negocios, edificios públicos y otros lugares abiertos al público. Aun así, las medidas de la ADA son una buena práctica en casa, sobre todo si alguien de la familia usa silla de ruedas o andadera, o si piensa quedarse en la casa cuando sea mayor.',
    },
    {
      question: '¿Quién es responsable de la banqueta pública frente a mi propiedad?',
      answer:
        'Depende de la ciudad. En muchas ciudades de Texas, el dueño de la propiedad colindante es responsable de mantener en buen estado la banqueta pública, y el trabajo en el derecho de vía de la calle por lo general necesita permiso. Consulte con el departamento de obras públicas de su ciudad; si el trabajo lo hacemos nosotros, nos encargamos del permiso.',
    },
    {
      question: '¿Pueden arreglar una banqueta que levantaron las raíces de un árbol?',
      answer:
        'Por lo general se quitan las secciones levantadas, se recortan las raíces que causan el problema donde un arbolista dice que es seguro y se cuelan secciones nuevas sobre una base compactada, a veces con una barrera antirraíces. Las secciones que solo se hundieron, sin raíces de por medio, muchas veces se pueden nivelar en vez de reemplazarse.',
    },
    {
      question: '¿Cuándo podemos caminar sobre una banqueta nueva?',
      answer:
        'Se puede caminar sobre ella después de 24 a 48 horas. Si la banqueta cruza una entrada de autos o va a soportar vehículos, espere 7 días antes de dejar pasar los vehículos con normalidad.',
    },
    {
      question: '¿Qué acabados puedo escoger para un camino?',
      answer:
        'El acabado de escoba es el estándar porque agarra bien en la lluvia. Para un camino a la entrada o un sendero de jardín, el agregado expuesto, el concreto de color o una orilla estampada le dan personalidad sin perder el buen agarre.',
    },
  ],
  closing: {
    heading: '¿Necesita un camino o una banqueta nueva?',
    text: `Díganos por dónde debe ir y quién lo va a usar. Mediremos el recorrido, revisaremos las pendientes y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
