import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/polished-concrete';

/** Spanish (es-US) edition of Polished Concrete: same sections, counts and figures as src/content/services/polished-concrete.ts. */
export default {
  slug: 'polished-concrete',
  name: 'Concreto pulido',
  icon: 'sparkles',
  category: 'decorative',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Pisos de concreto desbastado, densificado y pulido, de mate a alto brillo, para casas, talleres, bodegas y oficinas, hechos para durar más de 20 años.',
  seo: {
    title: `Concreto pulido en ${business.homeCity}, TX | Casas y negocios`,
    description: `Pisos de concreto pulido para casas, tiendas, oficinas y bodegas en ${business.homeCity} y ${perfil.region}. De mate a alto brillo, más de 20 años de vida.`,
    keywords: [
      `concreto pulido ${business.homeCity}`,
      'pulido de pisos de concreto',
      'pisos de concreto pulido Texas',
      'pulido de pisos comerciales',
      'concreto pulido para bodegas',
      'desbaste y pulido de concreto',
    ],
  },
  hero: {
    heading: 'Concreto pulido: pisos que brillan durante décadas',
    text: `Desbastamos, endurecemos y pulimos la losa que usted ya tiene hasta dejar un piso denso y brillante que no necesita cera y aguanta la humedad. Casas, salas de exhibición y bodegas en ${business.homeCity} y a ${business.serviceRadiusMiles} millas a la redonda.`,
    cta: 'Get Free Quote',
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-choose',
      heading: 'Por qué elegir concreto pulido',
      items: [
        {
          icon: 'shield-check',
          title: 'Dura más de 20 años',
          description:
            'El pulido endurece la parte de arriba de la propia losa en lugar de agregar un recubrimiento que se pueda despegar. Con un cuidado básico, un piso pulido dura más de 20 años sin necesitar más que el mantenimiento de rutina.',
        },
        {
          icon: 'droplets',
          title: 'Hecho para casas húmedas',
          description:
            'No hay acolchado de alfombra que guarde humedad ni boquilla donde crezca el moho. Después de una temporada de lluvias, o incluso de una inundación, el piso se limpia y se seca en lugar de arrancarlo.',
        },
        {
          icon: 'sparkles',
          title: 'Espacios más iluminados',
          description:
            'Una superficie pulida refleja la luz de las ventanas y las lámparas, así que bodegas, tiendas y salas se ven más iluminadas con las mismas luces que ya tienen.',
        },
        {
          icon: 'wrench',
          title: 'Mantenimiento sencillo',
          description:
            'Nada de encerar, decapar ni volver a recubrir. Basta con quitar el polvo con un trapeador seco y pasar un trapeador húmedo con limpiador neutro para conservar el brillo, y la superficie densa resiste las marcas de llantas y los derrames.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'finish-levels',
      heading: 'Niveles de acabado',
      intro:
        'El brillo depende de hasta dónde llevemos los diamantes. Cada nivel parte del anterior, con abrasivos más finos y más reflejo.',
      items: [
        {
          icon: 'square',
          title: 'Nivel 1: acabado desbastado plano',
          badge: 'Hasta grano 120',
          description:
            'La losa se desbasta hasta quedar lisa y se densifica, pero no se pule. Queda limpia, dura y fácil de barrer, sin brillo que refleje.',
          features: ['Superficie mate, sin reflejo', 'Gris natural del concreto', 'Buen agarre al caminar'],
          bestFor: 'Bodegas, talleres y áreas de servicio',
        },
        {
          icon: 'layers',
          title: 'Nivel 2: acabado satinado',
          badge: 'Hasta grano 400',
          description:
            'Afinar más allá del desbaste da un brillo bajo y suave. Las luces del techo se ven como un resplandor tenue, no como un reflejo nítido.',
          features: ['Brillo bajo, resplandor suave', 'Disimula el polvo y las rayaduras leves', 'Aspecto discreto y natural'],
          bestFor: 'Garajes, cuartos de servicio y espacios industriales',
        },
        {
          icon: 'sun',
          title: 'Nivel 3: acabado semibrillante',
          badge: 'Hasta grano 800',
          description:
            'El nivel más solicitado. El piso refleja la luz con suficiente claridad para iluminar un cuarto y sigue siendo práctico en áreas de mucho tránsito.',
          features: ['Brillo notable', 'Reflejos visibles pero un poco suaves', 'Equilibrio entre aspecto y mantenimiento'],
          bestFor: 'Casas, oficinas, escuelas y restaurantes',
          popular: true,
        },
        {
          icon: 'gem',
          title: 'Nivel 4: acabado de alto brillo',
          badge: 'Hasta grano 3000',
          description:
            'Pulir hasta los diamantes de resina más finos deja un piso como espejo. Las lámparas y los letreros se reflejan con nitidez en la superficie.',
          features: ['Brillo intenso, como espejo', 'Reflejos nítidos y claros', 'Color y claridad más profundos'],
          bestFor: 'Salas de exhibición, vestíbulos y cuartos especiales',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Dónde funciona el concreto pulido',
      items: [
        {
          icon: 'home',
          title: 'Casas y construcción nueva',
          description:
            'Salas, cocinas y espacios abiertos en casas nuevas y remodelaciones, pulidos directamente sobre la losa de cimentación en lugar de poner otro piso encima.',
          features: ['Losas nuevas y pisos existentes', 'Opciones de color con teñidos y tintes', 'Superficie fresca y limpia todo el año'],
        },
        {
          icon: 'store',
          title: 'Tiendas y salas de exhibición',
          description:
            'Tiendas, agencias de autos y salas de exhibición reciben un piso brillante y resistente que aguanta el paso de la gente, los carritos y los exhibidores, y que se ve bien el día de la inauguración y años después.',
          features: ['Acabados de alto brillo', 'Trabajo programado según el horario de la tienda', 'Logotipos y zonas de color'],
        },
        {
          icon: 'warehouse',
          title: 'Bodegas y pisos industriales',
          description:
            'Centros de distribución, talleres y naves industriales reciben un piso duro y sin polvo que aguanta montacargas y patines hidráulicos y es fácil de mantener limpio.',
          features: ['Densificado contra el polvo', 'Paso de montacargas y patines hidráulicos', 'Relleno y reparación de juntas'],
        },
        {
          icon: 'building',
          title: 'Oficinas, escuelas y restaurantes',
          description:
            'Vestíbulos, pasillos, salones de clase y comedores, donde el piso recibe tránsito constante y hay que limpiarlo rápido sin cerrar el espacio para encerarlo.',
          features: ['Niveles de acabado antiderrapantes', 'Sin cierres para encerar o decapar', 'Limpieza diaria sencilla'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Nuestro proceso de pulido',
      steps: [
        {
          title: 'Evaluar la losa',
          description:
            'Revisamos la dureza, la planicidad, las grietas, las juntas y cualquier recubrimiento o pegamento del piso, hacemos pruebas de humedad y acordamos con usted el nivel de acabado y cuánta piedra quiere que se vea.',
        },
        {
          title: 'Reparar y preparar',
          description:
            'Quitamos los recubrimientos y adhesivos viejos, rellenamos grietas y hoyos y limpiamos las juntas, para que el piso sea una superficie firme y continua antes del desbaste.',
        },
        {
          title: 'Desbastar',
          description:
            'Los diamantes de liga metálica desbastan la superficie hasta dejarla plana y abierta: quitan la capa débil de arriba y dejan a la vista tanta piedra como pida el aspecto que usted eligió.',
        },
        {
          title: 'Densificar',
          description:
            'Un densificador líquido penetra en la superficie desbastada y reacciona dentro del concreto. La capa de arriba queda más dura y densa, acepta el pulido y resiste el desgaste y el polvo.',
        },
        {
          title: 'Afinar y pulir',
          description:
            'Los diamantes de resina refinan la superficie por etapas, cada una más fina que la anterior, hasta que el piso alcanza el brillo del nivel de acabado que usted escogió. Si eligió color, se aplica en esta etapa.',
        },
        {
          title: 'Proteger y entregar',
          description:
            'Aplicamos un protector penetrante y lo bruñimos para que resista las manchas, limpiamos el área y le enseñamos cómo cuidar el piso.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para el concreto pulido',
      intro:
        'En construcción nueva, lo que más cuenta es la planeación; unos hábitos sencillos mantienen cualquier piso pulido en su mejor estado.',
      numbered: true,
      items: [
        {
          title: 'Dé 28 días a las losas nuevas',
          description:
            'El concreto debe tener al menos 28 días antes de pulirse. Si se desbasta antes, la superficie puede quedar más blanda y pulirse de forma dispareja.',
        },
        {
          title: 'Decida cuánta piedra mostrar antes del colado',
          description:
            'Si quiere un aspecto de sal y pimienta o de piedra completa, avísenos a nosotros y a su constructor antes de colar la losa, para planear el acabado y la planicidad con ese fin.',
        },
        {
          title: 'Proteja la losa durante la obra',
          description:
            'La pintura, la pasta de tablaroca, el aceite, el sellador de roscas y las herramientas oxidadas dejan marcas que pueden llegar más hondo de lo que el pulido alcanza a quitar. Cubra el piso y no deje pasar vehículos ni equipo que gotee.',
        },
        {
          title: 'Quite el polvo todos los días',
          description:
            'La arena y la tierra que entran de la calle van opacando el brillo poco a poco. Pasar a diario un trapeador de microfibra para el polvo en las áreas de más tránsito es el mantenimiento más eficaz que puede hacer.',
        },
        {
          title: 'Use un limpiador neutro',
          description:
            'Use un limpiador de pH neutro hecho para concreto pulido. Los limpiadores ácidos o agresivos, el vinagre y el cloro pueden atacar la superficie y quitar la capa protectora.',
        },
        {
          title: 'Limpie los derrames enseguida',
          description:
            'El vino, los jugos cítricos, los refrescos y el aceite pueden marcar la superficie si se quedan ahí. Séquelos pronto, sobre todo en cocinas y restaurantes.',
        },
        {
          title: 'Ponga tapetes en las entradas',
          description:
            'Los tapetes dentro y fuera de cada puerta atrapan la arena y el lodo que trae la lluvia del sureste de Texas y le ahorran ese desgaste a la superficie pulida.',
        },
        {
          title: 'Programe pulidos de mantenimiento en pisos de mucho tránsito',
          description:
            'En tiendas, oficinas y escuelas, un bruñido periódico con una almohadilla fina le devuelve el brillo a los pasillos de más tránsito sin volver a desbastar el piso. Podemos armarle un calendario según el tránsito que tenga.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Cómo planear un piso de concreto pulido',
      intro:
        'Un piso pulido es la propia losa, así que su aspecto depende del concreto con que se empieza y de algunas decisiones que se toman antes de comenzar a desbastar.',
      blocks: [
        {
          heading: 'Cuánta piedra mostrar',
          paragraphs: [
            'El pulido puede dejar la superficie de cemento casi intacta o cortar más hondo para descubrir la arena y la piedra que hay dentro de la losa. Un desbaste ligero conserva una superficie lisa color crema, con apenas unos puntitos a la vista. Un desbaste medio da un aspecto de sal y pimienta, con arena fina y piedras pequeñas repartidas por todo el piso. Un desbaste profundo deja a la vista la piedra grande, con un aspecto parecido al terrazo.',
            'En una losa existente, la piedra es la que ya tiene, y puede no estar repartida de manera pareja. En construcción nueva se pueden planear la mezcla, el colado y el acabado para lograr el aspecto que usted quiere; por eso nos gusta hablar con los constructores antes del colado.',
          ],
          bullets: [
            'Crema: superficie lisa de cemento, casi sin piedra',
            'Sal y pimienta: arena fina y piedras pequeñas a la vista',
            'Agregado completo: piedra grande expuesta en todo el piso',
          ],
        },
        {
          heading: 'Cómo escoger el nivel de acabado',
          paragraphs: [
            'El nivel de acabado define el brillo, no la resistencia: todos los niveles se desbastan y se densifican. Los niveles 1 y 2 van bien en bodegas y talleres, donde el agarre y el poco mantenimiento importan más que el reflejo. El nivel 3 es la opción para la mayoría de las casas y oficinas. El nivel 4 es el piso de sala de exhibición, y luce más en vestíbulos y tiendas, donde un brillo de espejo causa impresión.',
            'Un brillo más alto deja ver las rayaduras y el polvo con algo más de facilidad, así que vale la pena donde el piso se cuida a diario. En casas con perros grandes o patios arenosos, un acabado de nivel 2 o nivel 3 se mantiene bonito con menos esfuerzo.',
          ],
        },
        {
          heading: 'Cómo agregar color',
          paragraphs: [
            'El concreto pulido no tiene por qué quedarse gris. Los tintes que se aplican durante el pulido penetran en la superficie y quedan parejos e intensos, desde cafés suaves hasta gris carbón y negro. Los bordes teñidos y los diseños ranurados pueden dividir cuartos grandes o marcar pasillos en una tienda. El densificador y el protector fijan el color, así que se desgasta junto con el piso en vez de despegarse.',
          ],
        },
        {
          heading: 'Humedad y losas en el sureste de Texas',
          paragraphs: [
            'La mayoría de las casas y negocios de aquí están sobre losas a nivel del suelo, encima de arcilla que se mantiene húmeda gran parte del año, y en Beaumont caen más de 60 pulgadas de lluvia al año. Eso es un problema para los pisos pegados y los recubrimientos, que pueden ampollarse o levantarse cuando la humedad sube a través de la losa. Un piso pulido es parte del concreto, así que deja pasar esa humedad sin fallar.',
            'También aguanta mejor que la mayoría de los pisos el agua que le cae encima. Después de una tormenta o de una tubería rota, no hay alfombra ni acolchado que arrancar ni madera hinchada que reemplazar. El piso se puede limpiar, secar y, si hace falta, volver a pulir ligeramente.',
          ],
        },
        {
          heading: 'Cómo es el trabajo, paso a paso',
          paragraphs: [
            'El pulido es un trabajo de varias etapas. Una casa típica toma de 3 a 5 días, y un piso comercial grande de 1 a 2 semanas, según el estado de la losa y el nivel de acabado. Usamos pulidoras conectadas a aspiradoras que extraen el polvo, así que el trabajo es mucho más limpio de lo que la mayoría espera, y podemos hacer los trabajos comerciales por etapas para que parte del edificio siga abierta.',
            'Las grietas y las juntas de control seguirán ahí cuando terminemos. Las rellenamos para que no les entre tierra y se disimulen, pero el concreto pulido muestra con honestidad la losa que tiene debajo, y esas líneas son parte de su aspecto.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto tiempo toma pulir un piso de concreto?',
      answer:
        'La mayoría de los pisos residenciales toman de 3 a 5 días. Un piso comercial grande toma de 1 a 2 semanas. El estado de la losa, las reparaciones y el recubrimiento que haya que quitar y el nivel de acabado que usted elija influyen en el calendario, y lo confirmamos en su cotización.',
    },
    {
      question: '¿Qué tan nuevo puede ser el concreto para pulirlo?',
      answer:
        'El concreto debe tener al menos 28 días antes de pulirse. Así tiene tiempo de curar y de alcanzar la dureza que necesita para desbastarse y pulirse de manera pareja.',
    },
    {
      question: '¿Cuánto dura un piso de concreto pulido?',
      answer:
        'Un piso de concreto pulido dura más de 20 años con un cuidado básico. No hay recubrimiento que se gaste: el brillo está en el propio concreto densificado. A los pisos comerciales de mucho tránsito les conviene un bruñido periódico para mantener el brillo en los pasillos.',
    },
    {
      question: '¿Pueden pulir el piso de concreto que ya tengo?',
      answer:
        'En la mayoría de los casos, sí. Quitamos el pegamento de alfombra, el adhesivo de loseta, la pintura o los recubrimientos viejos, reparamos grietas y hoyos, y luego desbastamos y pulimos. Una losa existente puede mostrar parches viejos y piedra dispareja; se lo señalamos durante la evaluación para que sepa cómo se verá el piso terminado.',
    },
    {
      question: '¿El concreto pulido es resbaloso?',
      answer:
        'Seco, el concreto pulido por lo general no es más resbaloso que otros pisos duros y lisos, y lo es menos que la loseta encerada, porque no lleva capa de cera. Como cualquier piso duro, se pone resbaloso cuando está mojado, así que recomendamos tapetes en las entradas y un acabado de menos brillo en las áreas que se mojan seguido.',
    },
    {
      question: '¿Qué nivel de acabado debo elegir?',
      answer:
        'Nivel 1 o nivel 2 para bodegas, talleres y garajes, donde lo que más importa es el agarre y el poco mantenimiento. Nivel 3 para la mayoría de las casas, oficinas y restaurantes. Nivel 4 para salas de exhibición, vestíbulos y espacios especiales donde se busca un brillo de espejo. Podemos pulir un área de muestra para que usted compare.',
    },
    {
      question: '¿Desbastar y pulir ensucia mucho?',
      answer:
        'Mucho menos de lo que la mayoría espera. Nuestras pulidoras trabajan con aspiradoras que extraen el polvo, y las etapas de pulido levantan muy poco. Cubrimos paredes, puertas y gabinetes, y limpiamos al final de cada día.',
    },
  ],
  closing: {
    heading: '¿Quiere un piso que brille por muchos años?',
    text: `Llámenos o envíenos el tamaño y el uso de su espacio. Revisaremos la losa, le recomendaremos un nivel de acabado y le enviaremos una cotización gratis por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
