import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-steps-stairs';

/** Spanish (es-US) edition of Concrete Steps & Stairs: same sections, counts and figures as src/content/services/concrete-steps-stairs.ts. */
export default {
  slug: 'concrete-steps-stairs',
  name: 'Escalones y escaleras de concreto',
  icon: 'footprints',
  category: 'residential',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Escalones de entrada, de porche y de patio, y escaleras comerciales con peraltes parejos, huellas antiderrapantes y anclajes firmes para pasamanos, incluso escaleras para casas elevadas.',
  seo: {
    title: `Escalones y escaleras de concreto en ${business.homeCity}, TX`,
    description: `Escalones y escaleras de concreto a la medida en ${business.homeCity} y ${perfil.region}: entradas, porches, jardines, comercios y casas elevadas.`,
    keywords: [
      `escalones de concreto ${business.homeCity}`,
      'escaleras de concreto sureste de Texas',
      'escalones para porche',
      'reemplazo de escalones de concreto',
      'escaleras para casas elevadas',
      'escaleras de concreto comerciales',
      'costo de escalones de concreto por escalón',
    ],
  },
  hero: {
    heading: 'Escalones y escaleras de concreto seguros para pisar',
    text: `Las entradas que se desmoronan, los escalones de madera podridos y los desniveles incómodos en la puerta de atrás son más que algo feo: ahí es donde la gente se cae. Construimos escalones y escaleras de concreto con peraltes parejos y pisada firme en ${business.homeCity} y en todo ${perfil.region}.`,
    cta: 'Get Free Quote',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué construir sus escalones de concreto',
      intro: 'En un clima tan lluvioso y húmedo como este, importa el material que pisa en la puerta de su casa.',
      items: [
        {
          icon: 'shield',
          title: 'Ni podredumbre ni termitas',
          description:
            'Los escalones de madera se ablandan, se tuercen y atraen termitas con la humedad de la Costa del Golfo. Los escalones de concreto sobre una buena zapata se mantienen firmes durante años de lluvia, calor y tormentas.',
        },
        {
          icon: 'ruler',
          title: 'Escalones parejos y cómodos',
          description:
            'Todos los peraltes de la misma altura y todas las huellas de la misma profundidad, con un peralte de unas 7 a 7.5 pulgadas y una huella de 11 a 12 pulgadas, para que la escalera se sienta natural al subir y al bajar.',
        },
        {
          icon: 'footprints',
          title: 'Pisada segura bajo la lluvia',
          description: `Las huellas con acabado de escoba o de agregado expuesto, las narices bien definidas y los pasamanos firmes dan agarre y apoyo cuando los escalones están mojados, que en ${business.homeCity} es muy seguido.`,
        },
        {
          icon: 'palette',
          title: 'Acabados que combinan con su casa',
          description:
            'Acabado de escoba sencillo, concreto estampado con diseños de piedra o ladrillo, teñido o agregado expuesto, elegido para combinar con la entrada de autos, el camino o el patio al que llevan los escalones.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Escalones y escaleras que construimos',
      intro:
        'Desde un solo escalón en la puerta del garaje hasta una escalera completa para una casa elevada, cada escalera se mide y se cimbra para su lugar.',
      items: [
        {
          icon: 'home',
          title: 'Escalones de la entrada principal',
          description:
            'Los escalones y el descanso de su puerta principal: a la medida de la puerta al abrirse, unidos al camino de entrada y con un descanso lo bastante amplio para pararse mientras abre con la llave.',
          features: ['Descanso a la medida de la puerta', 'Combinados con el camino de entrada', 'Acabados decorativos disponibles'],
          popular: true,
        },
        {
          icon: 'umbrella',
          title: 'Escalones de porche',
          description:
            'Escalones de concreto nuevos para subir a un porche techado, o para reemplazar escalones de ladrillo, de madera o de concreto que se desmorona y que se han agrietado, asentado o separado de la casa.',
          features: [
            'Reemplazo de escalones de madera o ladrillo',
            'Unidos a la losa del porche',
            'Anclajes para pasamanos incluidos en el colado',
          ],
        },
        {
          icon: 'trees',
          title: 'Escalones de patio y jardín',
          description:
            'Escalones para bajar de la puerta trasera al patio, y escalones que llevan un camino por una pendiente o un cambio de nivel del jardín, hechos para que el escurrimiento pase a un lado y no por encima.',
          features: ['De la puerta trasera al patio', 'Cambios de nivel en el jardín', 'Drenaje planeado alrededor de cada escalón'],
        },
        {
          icon: 'building',
          title: 'Escaleras comerciales con pasamanos',
          description:
            'Escaleras de entrada, de andenes de carga y exteriores en oficinas, iglesias, tiendas y edificios de planta, construidas según los planos del proyecto con pasamanos, narices de color contrastante y huellas antiderrapantes.',
          features: ['Construidas según planos de ingeniería', 'Pasamanos en ambos lados', 'Acabados antiderrapantes'],
        },
        {
          icon: 'waves',
          title: 'Escaleras para casas elevadas',
          description:
            'Escaleras más altas con descansos para casas elevadas por encima del nivel de inundación, sobre zapatas hechas para no moverse cuando el agua de la inundación corre alrededor.',
          features: ['Descansos intermedios', 'Zapatas reforzadas', 'Diseños que caben en el terreno'],
        },
        {
          icon: 'car',
          title: 'Escalones del garaje y de puertas laterales',
          description:
            'Escalones del piso del garaje a la puerta de la casa y pequeños descansos en puertas laterales y de servicio, que muchas veces son los escalones más usados de la casa.',
          features: ['A la medida de espacios reducidos', 'Peraltes parejos en la puerta', 'Acabado liso o de escoba'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo construimos escalones de concreto',
      steps: [
        {
          title: 'Medición y diseño',
          description:
            'Medimos la altura total del suelo al umbral de la puerta, la dividimos en peraltes iguales y trazamos las huellas, los descansos y los pasamanos; luego le damos una cotización por escrito.',
        },
        {
          title: 'Zapata y cimbra',
          description:
            'Si hace falta quitamos los escalones viejos, excavamos para la zapata, y armamos y apuntalamos la cimbra para que cada peralte y cada huella salgan del tamaño que planeamos.',
        },
        {
          title: 'Refuerzo y colado',
          description:
            'La varilla une los escalones entre sí y, donde el diseño lo pide, a los cimientos de la casa con pasadores de acero. Colamos todo de una vez y evitamos colar cuando se esperan temperaturas por debajo de 40 °F.',
        },
        {
          title: 'Acabado y curado',
          description:
            'Quitamos la cimbra, damos a las huellas una textura antiderrapante, redondeamos narices y bordes con herramienta, y curamos los escalones. Se pueden pisar después de 24 a 48 horas, y los pasamanos se instalan cuando el concreto está listo para sostenerlos.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para planear sus escalones nuevos',
      intro: 'Unos buenos escalones son sobre todo planeación: dónde empiezan, dónde terminan y quién los va a usar.',
      items: [
        {
          title: 'Empiece por el descanso en la puerta',
          description:
            'Necesita un lugar plano donde pararse mientras abre la puerta, sobre todo si tiene una contrapuerta que abre hacia afuera. Planee un descanso lo bastante profundo para que nadie tenga que bajar un escalón al abrir la puerta.',
        },
        {
          title: 'Que todos los peraltes sean iguales',
          description:
            'La gente nota un peralte que es aunque sea un poco más alto o más bajo que los demás, y ahí es donde se tropieza. Los escalones con un peralte de unas 7 a 7.5 pulgadas y una huella de 11 a 12 pulgadas son cómodos para la mayoría, incluso para los mayores de la familia.',
        },
        {
          title: 'Planee los pasamanos desde el principio',
          description:
            'Los anclajes o camisas que se dejan en el concreto fresco sostienen un pasamanos mucho mejor que los pernos que se perforan después. Los códigos residenciales por lo general piden pasamanos en escaleras de cuatro peraltes o más, y hasta dos o tres escalones son más seguros con uno.',
        },
        {
          title: 'Elija un acabado antiderrapante',
          description:
            'Una huella lisa terminada con llana se pone resbalosa con la lluvia. Pida un acabado de escoba, agregado expuesto o un estampado con textura, y si los escalones se van a sellar, un sellador con aditivo antiderrapante.',
        },
        {
          title: 'Séllelos y manténgalos sellados',
          description:
            'Espere a que el concreto tenga por lo menos 28 días y luego selle los escalones para protegerlos del agua y las manchas. Vuelva a sellarlos cada 2 a 5 años, más seguido si les da el sol de lleno y tienen mucho tráfico.',
        },
        {
          title: 'Piense en el agua',
          description:
            'Las huellas deben escurrir la lluvia en vez de hacer charcos, y los canaletas no deben descargar sobre los escalones. Asegúrese de que las bajantes y el drenaje del jardín lleven el agua lejos de la zapata de la escalera.',
        },
        {
          title: 'Revise los permisos para escaleras altas o comerciales',
          description:
            'Las escaleras para casas elevadas y la mayoría de las escaleras comerciales casi siempre necesitan permiso y a veces planos de ingeniería. En una zona de inundación, quizá también tenga que revisar los planos el administrador local de zonas inundables.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Escalones y escaleras de concreto: guía para planear',
      intro:
        'Cuánto cuestan los escalones, cómo se calculan sus medidas, qué los hace seguros y cómo planear una escalera para una casa elevada por encima del nivel de inundación.',
      blocks: [
        {
          heading: 'Cuánto cuestan los escalones de concreto',
          paragraphs: [
            'Los escalones de concreto suelen costar de $150 a $400 por escalón. Unos cuantos escalones sencillos con acabado de escoba en una puerta lateral quedan cerca de la parte baja. Los escalones de entrada anchos, los acabados decorativos como el estampado o el agregado expuesto, los lugares difíciles de alcanzar y los escalones que hay que cimbrar alrededor de ladrillo o revestimiento existentes quedan más cerca de la parte alta.',
            `El descanso, los pasamanos y el retiro de los escalones viejos aparecen por separado en su cotización para que vea cuánto cuesta cada parte. Damos cotizaciones gratis por escrito en menos de ${perfil.respuesta.presupuesto}, y son válidas por ${business.response.estimateValidDays} días.`,
          ],
        },
        {
          heading: 'Peralte, huella y por qué importan',
          paragraphs: [
            'El peralte es la altura de cada escalón y la huella es la profundidad de la parte que se pisa. Diseñamos los escalones con un peralte de unas 7 a 7.5 pulgadas y una huella de 11 a 12 pulgadas. Esa proporción coincide con el paso natural al caminar, así que la gente no tiene que pensar dónde pone los pies al subir o al bajar.',
            'Igual de importante es que sean parejos. Medimos la altura total del suelo al umbral y la dividimos en peraltes iguales, en vez de colar escalones estándar y dejar un escalón raro arriba o abajo. Un solo peralte distinto a los demás es una causa clásica de caídas.',
          ],
        },
        {
          heading: 'Pasamanos y acabados antiderrapantes',
          paragraphs: [
            'Los pasamanos le dan a la gente algo de qué agarrarse cuando los escalones están mojados, cuando carga las bolsas del mandado o cuando ya no tiene el equilibrio de antes. Dejamos anclajes o camisas en el concreto durante el colado para que el pasamanos quede bien firme, y en escaleras comerciales planeamos pasamanos en ambos lados con las extensiones que pide el código de construcción.',
            'Las huellas necesitan textura. Un acabado de escoba a lo ancho de la huella, el agregado expuesto o un estampado con textura dan agarre bajo la lluvia, y una franja de color contrastante en cada nariz ayuda a ver dónde termina cada escalón. El concreto liso y sellado se ve bien pero puede ser resbaloso, así que si usted quiere un sellador brillante le agregamos un aditivo antiderrapante a la última capa.',
          ],
          bullets: [
            'Acabado de escoba a lo ancho de cada huella',
            'Narices redondeadas con herramienta que resisten los despostillados',
            'Aditivo antiderrapante en cualquier sellador de las huellas',
            'Anclajes para pasamanos dejados en el colado, no perforados después',
          ],
        },
        {
          heading: 'El cuidado de sus escalones',
          paragraphs: [
            'No pise los escalones nuevos durante 24 a 48 horas. Cuando el concreto tenga por lo menos 28 días, séllelo, y vuelva a sellarlo cada 2 a 5 años. El sellador mantiene la lluvia, el moho y las manchas fuera de la superficie y retrasa el desgaste que aparece primero en el borde delantero de cada huella. Mantenga limpios los canaletas para que el agua no caiga sobre los escalones, y rellene cualquier abertura que se forme entre los escalones y la casa antes de que la lluvia lave la tierra de abajo.',
          ],
        },
        {
          heading: 'Escaleras para casas elevadas en zonas de inundación',
          paragraphs: [
            'Después de las inundaciones del huracán Harvey y de la tormenta tropical Imelda, muchas casas en las partes bajas de los condados de Jefferson y Orange se elevaron sobre pilotes o se reconstruyeron por encima del nivel de inundación. Una casa elevada necesita una escalera mucho más alta, y eso cambia el diseño. Una escalera larga necesita descansos a medio camino, y con una huella de 11 a 12 pulgadas la escalera ocupa mucho jardín, así que muchas veces la hacemos con vuelta en L o en U para que quepa en el terreno.',
            'Las escaleras en una zona de inundación también tienen que sobrevivir al agua. El concreto no flota, no se pudre ni se desarma como puede pasar con las escaleras de madera, pero necesita una zapata reforzada lo bastante profunda para que el agua en movimiento no la socave. Según la altura, la escalera puede colarse toda de concreto o combinar una zapata y una parte inferior de concreto con una sección superior de armazón. Las escaleras altas casi siempre necesitan permiso, en una zona de inundación los planos quizá tenga que revisarlos el administrador local de zonas inundables, y construimos según los planos aprobados.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto cuestan los escalones de concreto?',
      answer:
        'La mayoría de los escalones de concreto cuestan de $150 a $400 por escalón. El ancho, el acabado, el acceso y si hay que quitar escalones viejos deciden dónde cae su trabajo. Los descansos y los pasamanos aparecen por separado en una cotización gratis por escrito.',
    },
    {
      question: '¿Cuáles son la altura y la profundidad correctas de cada escalón?',
      answer:
        'Construimos los escalones con un peralte de 7 a 7.5 pulgadas y una huella de 11 a 12 pulgadas, que resulta cómodo para la mayoría de la gente. Igual de importante, todos los peraltes de la escalera tienen la misma altura, para que ningún escalón tome a nadie por sorpresa.',
    },
    {
      question: '¿Cuándo podemos usar los escalones de concreto nuevos?',
      answer:
        'Los escalones nuevos se pueden pisar después de 24 a 48 horas. Mientras tanto, use otra puerta si puede, o podemos planear una entrada provisional. Los pasamanos se instalan cuando el concreto ya puede sostenerlos.',
    },
    {
      question: '¿Mis escalones necesitan pasamanos?',
      answer:
        'Los códigos residenciales por lo general exigen pasamanos en escaleras de cuatro peraltes o más, y las escaleras comerciales casi siempre necesitan pasamanos en ambos lados. Hasta dos o tres escalones son más seguros con pasamanos, sobre todo para niños y personas mayores, así que recomendamos incluirlos desde el principio.',
    },
    {
      question: '¿Cómo evitan que los escalones de concreto sean resbalosos?',
      answer:
        'Damos a las huellas un acabado de escoba, de agregado expuesto o un estampado con textura, y redondeamos con herramienta la nariz de cada escalón. Si los escalones se sellan, le agregamos al sellador un aditivo antiderrapante para que no deje una capa resbalosa.',
    },
    {
      question: '¿Cada cuánto hay que sellar los escalones de concreto?',
      answer:
        'Selle los escalones nuevos cuando el concreto tenga por lo menos 28 días y vuelva a sellarlos cada 2 a 5 años. Los escalones a pleno sol o con mucho tráfico necesitan sellarse más seguido, hacia el extremo corto de ese rango.',
    },
    {
      question: '¿Por qué mis escalones viejos se están separando de la casa?',
      answer:
        'Los escalones colados sin zapata, o sin ninguna unión con los cimientos, se asientan por su cuenta a medida que el suelo arcilloso de abajo se encoge, se hincha y se lava. Los escalones nuevos se construyen sobre una zapata y, donde el diseño lo pide, se anclan a los cimientos con pasadores de acero. Los escalones hundidos que siguen enteros a veces se pueden levantar en lugar de reemplazarlos.',
    },
    {
      question: '¿Pueden construir escaleras para una casa elevada por encima del nivel de inundación?',
      answer:
        'Sí. Las escaleras para casas elevadas necesitan descansos, un diseño que quepa en el terreno y zapatas reforzadas que aguanten cuando el agua de una inundación corre alrededor. Diseñamos la escalera según la altura de la puerta y la construimos conforme a los planos aprobados en el permiso y en cualquier revisión de zonas inundables que pida la ciudad o el condado.',
    },
  ],
  closing: {
    heading: '¿Listo para unos escalones en los que pueda confiar?',
    text: `Llámenos o mándenos sus medidas y unas fotos por correo electrónico. Pasamos a su casa, medimos la altura hasta su puerta y le mandamos una cotización por escrito en menos de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
