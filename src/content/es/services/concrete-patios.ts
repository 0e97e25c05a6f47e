import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-patios';

/** Spanish (es-US) edition of Concrete Patios: installation and extensions, four benefits, four decorative options, five tips, five FAQs. */
export default {
  slug: 'concrete-patios',
  name: 'Patios de concreto',
  icon: 'sun',
  category: 'residential',
  popular: true,
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Patios nuevos y ampliaciones de losas existentes, con pendiente para drenar y base compactada, con acabado escobillado, liso, estampado, teñido o de agregado expuesto.',
  seo: {
    title: 'Patios de concreto en Beaumont, TX | Nuevos y ampliaciones',
    description:
      'Patios de concreto nuevos y ampliaciones en Beaumont y el sureste de Texas, con pendiente para drenar, sencillos o decorativos. Cotización gratis.',
    keywords: [
      'patio de concreto Beaumont',
      'ampliación de patio de concreto',
      'contratista de patios de concreto',
      'patio estampado sureste de Texas',
      'costo de patio de concreto Texas',
      'losa para patio',
    ],
  },
  hero: {
    heading: 'Patios de concreto para las casas del sureste de Texas',
    text: `El patio es donde usted asa carne, come al aire libre y se sienta a platicar cuando se mete el sol, así que tiene que mantenerse nivelado, seco y cómodo. En ${business.homeCity} y hasta ${business.serviceRadiusMiles} millas a la redonda construimos patios que drenan después de un aguacero, se asientan firmes en suelo arcilloso y se adaptan a la forma en que usted usa su jardín.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Servicios de patios',
      intro: 'Empiece desde cero sobre el pasto o agrande esa losita de la puerta de atrás hasta que de verdad se pueda disfrutar.',
      items: [
        {
          icon: 'construction',
          title: 'Construcción de patio nuevo',
          description:
            'Marcamos la forma con usted, quitamos el pasto y la tierra vegetal, hacemos y compactamos una base, colocamos la cimbra con pendiente hacia afuera de la casa, amarramos la varilla, y colamos y terminamos el patio en un solo día.',
          features: [
            'Diseño pensado según las puertas, la sombra y la vista',
            'Base compactada de relleno selecto',
            'Varilla sobre silletas, no tirada en la tierra',
            'El acabado que usted elija, sencillo o decorativo',
          ],
          popular: true,
        },
        {
          icon: 'ruler',
          title: 'Ampliación de patios',
          description:
            'En muchos patios de constructora apenas caben una mesa y cuatro sillas. Ampliamos la losa existente perforando su orilla y fijando pasajuntas de acero con epóxico, así la sección nueva queda unida a la vieja, a la misma altura, y sigue drenando lejos de la casa.',
          features: [
            'Pasajuntas fijadas con epóxico en la losa existente',
            'Altura y pendiente iguales a las del patio viejo',
            'Espacio para asador, cocina exterior o área para sentarse',
            'Borde o acabado decorativo que une lo viejo y lo nuevo',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué las familias eligen un patio de concreto',
      items: [
        {
          icon: 'shield',
          title: 'Aguanta peso de verdad',
          description:
            'Una losa reforzada sostiene un ahumador cargado, macetas de piedra, la barra de una cocina exterior o un jacuzzi previsto en el diseño, sin pandearse, rebotar ni moverse.',
        },
        {
          icon: 'leaf',
          title: 'Nada que se pudra con la humedad',
          description:
            'Aquí las terrazas de madera pelean cada año contra el moho, la pudrición y las termitas. El concreto no tiene tablas que cambiar ni tornillos que se oxiden, y casi toda la limpieza se hace con una manguera y un cepillo duro.',
        },
        {
          icon: 'palette',
          title: 'Un acabado para cada casa',
          description:
            'Déjelo sencillo con textura escobillada o dele más estilo con un diseño estampado, tinte o piedra expuesta, con bordes y colores escogidos para combinar con el ladrillo o el revestimiento de la casa.',
        },
        {
          icon: 'trending-up',
          title: 'Espacio útil que cuenta al vender',
          description:
            'Un patio bien ubicado convierte un pedazo de pasto en una sala al aire libre para cocinar y convivir, y los compradores toman en cuenta ese espacio cuando la casa sale a la venta.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'options',
      heading: 'Opciones decorativas para patios',
      intro: 'Todo patio empieza con la misma losa estructural. Lo que cambia es la superficie que usted pisa y ve.',
      items: [
        {
          icon: 'grid',
          title: 'Concreto estampado',
          description:
            'Los moldes de textura que se presionan sobre el concreto fresco le dan el aspecto de pizarra, laja, ladrillo o tablones de madera en una sola losa continua, sin adoquines sueltos que se hundan ni huecos para la hierba y las hormigas.',
          features: [
            'Diseños de piedra, ladrillo y tablón de madera',
            'Color base más un desmoldante envejecedor que da profundidad',
            'Se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado',
          ],
          bestFor: 'Quienes quieren el aspecto de la piedra o el adoquín sin colocar pieza por pieza',
        },
        {
          icon: 'paintbrush',
          title: 'Concreto teñido',
          description:
            'El tinte ácido o a base de agua penetra en la capa superior de la losa y deja un color intenso y jaspeado, de cafés cálidos a grises pizarra, que no se descarapela como la pintura. Funciona en patios nuevos y en patios viejos que sigan en buen estado.',
          features: [
            'Tinte ácido para tonos naturales y variados',
            'Tinte a base de agua para más variedad de colores',
            'Sellado para proteger el color',
          ],
          bestFor: 'Dar color a un patio nuevo o renovar una losa sencilla que sigue en buen estado',
        },
        {
          icon: 'gem',
          title: 'Concreto de agregado expuesto',
          description:
            'Antes de que endurezca, lavamos la capa superficial de pasta de cemento para descubrir la grava o la piedra de río de la mezcla. La superficie de piedritas da buen agarre aunque esté mojada y disimula las hojas, la tierra y el desgaste.',
          features: [
            'Antiderrapante por naturaleza',
            'Disimula las manchas y el desgaste diario',
            'Usted elige el color de la piedra de la mezcla',
          ],
          bestFor: 'Patios junto a albercas, regaderas exteriores y otros lugares que suelen estar mojados',
        },
        {
          icon: 'square',
          title: 'Acabado liso o escobillado',
          description:
            'El acabado clásico: alisado con llana para áreas techadas, o escobillado para tener agarre bajo la lluvia. Es la opción más económica, y una losa sencilla en buen estado se puede teñir o recubrir más adelante.',
          features: [
            'Textura escobillada para agarre cuando llueve',
            'Acabado liso con llana para patios techados',
            'Orillas boleadas y juntas bien cortadas',
          ],
          bestFor: 'Patios prácticos y económicos, y losas bajo un techo de patio',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo construimos su patio',
      steps: [
        {
          title: 'Planeamos el espacio',
          description:
            'Recorremos el jardín con usted, marcamos el contorno, vemos por dónde corre el agua de lluvia y dónde cae la sombra de la tarde, y le damos una cotización por escrito con el tamaño, el acabado y el refuerzo.',
        },
        {
          title: 'Preparamos el terreno',
          description:
            'Quitamos el pasto, la tierra vegetal y las raíces, traemos y compactamos relleno selecto, y colocamos la cimbra con una pendiente de 1/4 de pulgada por pie hacia afuera de la casa.',
        },
        {
          title: 'Colado y acabado',
          description:
            'Colocamos la varilla sobre silletas, vaciamos el concreto, lo nivelamos y lo aplanamos, y el equipo aplica el acabado que usted eligió, desde un escobillado sencillo hasta un diseño estampado.',
        },
        {
          title: 'Curado y entrega',
          description:
            'Cortamos las juntas de control, curamos la losa y le explicamos cómo cuidarla. Puede empezar a caminar sobre ella después de 24 a 48 horas, y le avisamos cuándo puede poner cosas más pesadas.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para cuidar su patio',
      intro: 'Con un poco de atención, su patio se mantiene limpio, sellado y nivelado por muchos años.',
      items: [
        {
          title: 'Empiece a usarlo poco a poco',
          description:
            'Puede caminar sobre la losa nueva después de 24 a 48 horas. Espere un poco más para poner el asador, las macetas pesadas y los muebles con patas delgadas de metal, para que no marquen la superficie fresca; le diremos cuándo está listo el patio para ellos.',
        },
        {
          title: 'Manténgalo sellado',
          description:
            'El sellador evita que la grasa del asador, el polen y los taninos de las hojas penetren en el concreto. Vuelva a sellar cada 2 o 3 años, o antes cuando el agua deje de formar gotas sobre la superficie. Los patios estampados y teñidos son los que más lo necesitan, porque el sellador también protege su color.',
        },
        {
          title: 'Proteja la zona del asador',
          description:
            'Ponga el asador o el ahumador sobre un tapete para asador y limpie la grasa, el adobo y la salsa el mismo día. En una losa caliente, los derrames penetran en cuestión de minutos.',
        },
        {
          title: 'Aleje el agua de las orillas',
          description:
            'Dirija las bajantes y los aspersores lejos de la losa. Cuando la arcilla de un lado del patio se mantiene empapada mientras el resto se seca, ese lado puede levantarse o hundirse con el tiempo.',
        },
        {
          title: 'Límpielo con cuidado',
          description:
            'El moho y las algas crecen rápido con nuestra humedad, sobre todo en los rincones con sombra. Talle con un detergente suave o un limpiador con blanqueador de oxígeno y enjuague. Si usa hidrolavadora, póngale una boquilla de abanico ancho y manténgala bien retirada de la superficie para no marcar el concreto ni quitar el sellador.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Cómo planear un patio para el clima del sureste de Texas',
      intro:
        'Los veranos largos y calurosos, las lluvias fuertes y la arcilla que se mueve con las estaciones influyen en cómo se debe diseñar y construir un patio aquí.',
      blocks: [
        {
          heading: 'Sombra y orientación',
          paragraphs: [
            'La ubicación del patio importa tanto como la forma en que se cuela. Una losa en el lado oeste de la casa recibe todo el sol de la tarde desde fines de la primavera hasta octubre, y puede estar demasiado caliente para sentarse hasta bien entrada la noche. En el lado este o norte, la misma casa le da sombra al patio por la tarde, que es cuando la mayoría de las familias lo usa.',
            'Si el mejor lugar está a pleno sol, planee la sombra desde ahora. Una pérgola o un techo sólido de patio necesita zapatas o secciones más gruesas de losa bajo cada poste, y es mucho más fácil colarlas junto con el patio que cortar el concreto después. En una región con huracanes, esos techos deben anclarse a zapatas calculadas para su diseño, no solo atornillarse a la orilla delgada de una losa.',
            'Los árboles dan la mejor sombra, pero traen raíces. Los robles grandes, como el roble de agua y el encino (live oak), pueden levantar una losa colada muy cerca del tronco, así que dejamos el patio fuera de la zona principal de raíces o hablamos con usted de una barrera contra raíces antes de excavar.',
          ],
        },
        {
          heading: 'Calor, color y acabado',
          paragraphs: [
            'El concreto expuesto al sol se calienta, y las superficies oscuras se calientan más. Para patios descubiertos recomendamos colores claros, una textura escobillada o de agregado expuesto, y tintes en tonos arena o gris cálido en lugar de café oscuro o carbón.',
            'El calor también afecta el colado. En los trabajos de verano empezamos temprano en la mañana, usamos una mezcla adecuada para clima caliente y mantenemos la losa húmeda o cubierta con compuesto de curado para que no se seque antes de ganar resistencia. En invierno no colamos cuando el pronóstico indica que la temperatura bajará de 40 °F, porque el frío hace más lento el curado.',
          ],
        },
        {
          heading: 'Drenaje: 1/4 de pulgada por pie',
          paragraphs: [
            'Beaumont recibe más de 60 pulgadas de lluvia al año, muchas veces en unas cuantas horas de aguacero. El patio tiene que sacar esa agua lejos de la casa, así que a cada patio le damos una pendiente de 1/4 de pulgada por pie en dirección contraria a los cimientos. En un patio de 12 pies de fondo eso da 3 pulgadas de caída: casi no se nota bajo una silla, pero basta para que el agua no regrese hacia su puerta.',
          ],
          bullets: [
            'Pendiente de 1/4 de pulgada por pie hacia afuera de la casa',
            'La superficie de la losa queda debajo del umbral de la puerta y sin tapar los orificios de drenaje del ladrillo',
            'Bajantes que descargan más allá de la orilla del patio o en una línea de drenaje',
            'Coladeras o un drenaje francés donde el terreno es plano o está bajo',
          ],
        },
        {
          heading: 'El suelo arcilloso de abajo',
          paragraphs: [
            'Casi todo el territorio de los condados de Jefferson, Orange y Hardin está sobre arcilla expansiva, que se hincha con el agua y se encoge y se agrieta en un verano seco. Un patio colado sobre la arcilla sin preparar se mueve con ella, y por eso tantos patios viejos están inclinados hacia la casa o partidos por la mitad.',
            'Quitamos la tierra vegetal, compactamos relleno selecto por capas, reforzamos la losa con varilla y cortamos juntas de control para que cualquier grieta siga líneas rectas. Donde el patio toca la casa ponemos una junta de aislamiento, para que el patio y los cimientos se muevan por separado sin que uno rompa al otro.',
          ],
        },
        {
          heading: 'Después de tormentas e inundaciones',
          paragraphs: [
            'Después de una tormenta tropical o una inundación, revise las orillas del patio en busca de tierra deslavada, huecos debajo de la losa y separaciones nuevas junto a la casa. Rellenarlos pronto, antes del siguiente aguacero, mantiene intacta la base de la losa y evita que un problema pequeño termine en un patio hundido o roto.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto cuesta un patio de concreto?',
      answer: `El precio depende del tamaño, el acabado, el acceso al terreno, cuánto relleno necesita la base y si primero hay que quitar concreto viejo. Una losa sencilla con acabado escobillado es lo más económico; los acabados estampados y teñidos suman mano de obra y materiales. Medimos en el lugar y le damos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}, válida por ${business.response.estimateValidDays} días.`,
    },
    {
      question: '¿Pueden ampliar mi patio en lugar de reemplazarlo?',
      answer:
        'Sí, si la losa existente está nivelada y en buen estado. Perforamos su orilla y fijamos pasajuntas de acero con epóxico para que la ampliación quede unida y no se separe. El concreto nuevo nunca queda idéntico al concreto ya curtido por el tiempo, así que muchos dueños agregan un tinte, un borde decorativo o un acabado sobre las dos partes para que se vean como un solo patio.',
    },
    {
      question: '¿Qué acabado de patio es mejor a pleno sol o junto a una alberca?',
      answer:
        'El agregado expuesto y el acabado escobillado dan el mejor agarre cuando están mojados, y los colores claros se sienten más frescos al pisarlos. El concreto estampado también funciona si tiene una textura no muy lisa y un aditivo antiderrapante mezclado en el sellador.',
    },
    {
      question: '¿Se va a agrietar mi patio nuevo?',
      answer:
        'Todo concreto se contrae un poco al curar, así que pueden aparecer grietas finas. Controlamos dónde se forman con juntas cortadas a una distancia planeada, y limitamos el movimiento con una base compactada, varilla y una junta de aislamiento junto a la casa, para que las grietas queden cerradas y casi siempre dentro de las juntas.',
    },
    {
      question: '¿Hay que sellar un patio de concreto?',
      answer:
        'Aquí se recomienda mucho. El sellador protege contra la grasa, el moho y el agua de lluvia, y cuida del sol el color decorativo. El concreto estampado se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado, y cualquier patio debe volver a sellarse cada 2 o 3 años.',
    },
  ],
  closing: {
    heading: '¿Listo para planear su patio?',
    text: `Cuéntenos cómo quiere usar su jardín. Iremos a su casa, marcaremos el diseño con usted y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
