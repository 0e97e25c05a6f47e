import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-repair-resurfacing';

/** Spanish (es-US) edition of Concrete Repair & Resurfacing: same sections, counts and figures as src/content/services/concrete-repair-resurfacing.ts. */
export default {
  slug: 'concrete-repair-resurfacing',
  name: 'Reparación de concreto y renovación de superficie',
  icon: 'wrench',
  category: 'repair',
  // The figures come from the English module (one place); only the labels are Spanish.
  atGlance: {
    ...english.atGlance,
    price: english.atGlance.price.map((price, i) => ({ ...price, label: ['Reparación de grietas', 'Renovación de superficie'][i] })),
  },
  summary:
    'Reparamos grietas, baches y juntas, y con una sobrecapa le damos una superficie nueva al concreto gastado, por entre un 30 y un 60% menos de lo que cuesta demolerlo y colarlo de nuevo.',
  seo: {
    title: `Reparación de concreto y renovación de superficie en ${business.homeCity}, TX`,
    description: `Reparación de grietas, parches y renovación de superficie en ${business.homeCity}, TX. Renovar cuesta entre un 30 y un 60% menos que reemplazar y dura de 10 a 20 años.`,
    keywords: [
      `reparación de concreto ${business.homeCity}`,
      'renovación de superficie de concreto',
      'reparar grietas en entrada de concreto',
      'sobrecapa de concreto sureste de Texas',
      'reparar concreto descascarado',
      'reparar o reemplazar concreto',
    ],
  },
  hero: {
    heading: 'Reparación y renovación de superficie: arregle su concreto sin reemplazarlo',
    text: `El concreto agrietado, despostillado o gastado no siempre hay que tumbarlo. Si la losa de abajo está sana, reparamos el daño y le damos una superficie nueva, y usted se ahorra el costo y el desorden de una demolición. Trabajamos a menos de ${business.serviceRadiusMiles} millas de ${business.homeCity}.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué reparar antes de reemplazar',
      items: [
        {
          icon: 'hand-coins',
          title: 'Entre un 30 y un 60% menos que reemplazar',
          description:
            'Al reparar y renovar la superficie no hay que pagar demolición, acarreo, base nueva ni un colado completo, así que normalmente cuesta entre un 30 y un 60% menos que reemplazar la misma losa.',
        },
        {
          icon: 'clock',
          title: 'Menos tiempo y menos molestias',
          description:
            'No hay martillos neumáticos, ni camiones de volteo sobre el césped, ni que esperar a que cure una losa nueva. Casi todo el trabajo consiste en limpiar, rellenar y darle acabado a lo que ya existe.',
        },
        {
          icon: 'shield',
          title: 'Evita que el daño se extienda',
          description:
            'Cada grieta abierta deja que la lluvia llegue al suelo bajo la losa. Sellar las grietas y reconstruir las partes rotas a tiempo evita que se lave la base, que es lo que convierte una reparación en un reemplazo.',
        },
        {
          icon: 'sparkles',
          title: 'Una superficie como nueva',
          description:
            'Una sobrecapa de renovación cubre parches, manchas y descascarado con un solo acabado parejo, sencillo o decorativo, y con buen cuidado dura de 10 a 20 años.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'repair-types',
      heading: 'Reparaciones que hacemos',
      intro:
        'Cada tipo de daño tiene su propia solución. Averiguamos por qué falló el concreto para que la reparación no vuelva a fallar de la misma manera.',
      items: [
        {
          icon: 'drill',
          title: 'Reparación de grietas',
          description:
            'Abrimos las grietas para que el relleno tenga de dónde agarrarse, sacamos la tierra y el material suelto, y las rellenamos con sellador flexible donde la losa todavía se mueve o con epóxico o mortero de reparación donde no.',
          features: [
            'Desde grietas finas hasta grietas anchas',
            'Rellenos flexibles o rígidos según el movimiento',
            'Acabados del mismo color si usted lo pide',
          ],
          bestFor: 'Entradas de autos, patios, banquetas y pisos de garaje con grietas pero sin hundimiento',
          popular: true,
        },
        {
          icon: 'hammer',
          title: 'Parches de descascarado y baches',
          description:
            'Donde la capa de arriba se ha descascarado, escamado o desprendido, cortamos hasta llegar a concreto sano, limpiamos y aplicamos imprimador, y reconstruimos la zona con un mortero de reparación modificado con polímeros que se adhiere a la losa vieja.',
          features: [
            'Bordes cortados a escuadra que no se desmoronan',
            'Imprimador de adherencia para un parche duradero',
            'Textura de superficie para que se confunda con el resto',
          ],
          bestFor: 'Entradas picadas, pisos de garaje despostillados y partes rotas de los caminos',
        },
        {
          icon: 'grid',
          title: 'Reparación y resellado de juntas',
          description:
            'Las juntas de control y de expansión abiertas, llenas de maleza o despostilladas en los bordes dejan pasar el agua directo bajo la losa. Las limpiamos, reparamos los bordes, colocamos cordón de respaldo (backer rod) y las volvemos a sellar con un sellador flexible para juntas.',
          features: [
            'Se quitan el relleno viejo y la maleza',
            'Se reconstruyen los bordes despostillados',
            'Selladores autonivelantes o de pistola',
          ],
          bestFor: 'Entradas y losas con juntas abiertas junto a la casa, el garaje o la banqueta',
        },
        {
          icon: 'construction',
          title: 'Reconstrucción de bordes, esquinas y escalones',
          description:
            'Los bordes de las losas y las narices de los escalones son los que reciben los golpes más duros. Donde hace falta, perforamos y anclamos acero nuevo en el concreto viejo, cimbramos la parte que falta y la reconstruimos siguiendo la línea original.',
          features: [
            'Bordes y rampas de entrada rotos',
            'Narices de escalones despostilladas',
            'Anclajes o pasadores de acero para dar resistencia',
          ],
          bestFor: 'Rampas de entrada, escalones del porche, bordillos y bordes expuestos de los patios',
        },
        {
          icon: 'footprints',
          title: 'Eliminación de riesgos de tropiezo',
          description:
            'Donde una sección de banqueta o de patio se ha levantado un poco en la junta, desbastamos el borde alto hasta dejar una pendiente lisa por la que se pueda caminar. Las secciones que se han hundido o inclinado mucho necesitan nivelación o reemplazo, y se lo diremos.',
          features: ['Desbaste de juntas levantadas', 'Transiciones lisas entre secciones', 'Caminos más seguros para visitas y clientes'],
          bestFor: 'Banquetas, caminos y patios con pequeños escalones en las juntas',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'resurfacing-options',
      heading: 'Opciones para renovar la superficie',
      intro:
        'Una sobrecapa de renovación es una capa delgada de cemento modificado con polímeros, adherida a un concreto limpio y ya reparado. La mayoría mide de 1/8 a 1/2 pulgada de grosor, y el microcemento es aún más delgado; el acabado que usted elija define el grosor.',
      items: [
        {
          icon: 'brush',
          title: 'Microcemento (microtopping)',
          badge: 'De 1/16 a 1/8 de pulgada',
          description:
            'La opción más delgada: una capa lisa aplicada con llana que tapa parches y manchas y da un acabado limpio y moderno. Se puede pigmentar o teñir, y se sella una vez que ha curado.',
          features: ['Liso o con textura ligera', 'Gran variedad de colores', 'Sirve en interiores y exteriores'],
          bestFor: 'Patios, pisos interiores y caminos que necesitan un aspecto limpio y parejo',
        },
        {
          icon: 'spray-can',
          title: 'Textura rociada (spray texture)',
          badge: 'De 1/8 a 1/4 de pulgada',
          description:
            'Se rocía en un patrón ligero y parejo que da buen agarre al pisar y se mantiene más fresco que una superficie lisa y oscura. Es una opción muy popular para áreas mojadas.',
          features: ['Textura antiderrapante', 'Colores claros que reflejan el calor', 'Disimula pequeños defectos de la superficie'],
          bestFor: 'Alrededor de albercas, patios y banquetas donde se juntan pies descalzos y superficies mojadas',
          popular: true,
        },
        {
          icon: 'paint-roller',
          title: 'Acabado knockdown',
          badge: 'De 1/8 a 3/8 de pulgada',
          description:
            'Se rocía en salpicaduras que luego se aplanan con la llana, y deja una superficie texturizada con crestas lisas. Tiene muy buena tracción y tapa bien la superficie vieja.',
          features: ['Superficie texturizada y cómoda', 'Buena tracción cuando está mojada', 'Puede llevar uno o dos tonos de color'],
          bestFor: 'Alrededor de albercas, patios, porches y caminos',
        },
        {
          icon: 'layers',
          title: 'Sobrecapa estampada',
          badge: 'De 1/4 a 1/2 de pulgada',
          description:
            'Una sobrecapa más gruesa que se prensa con moldes de estampado para imitar pizarra, laja, ladrillo o madera, y luego se colorea y se sella. Le da a una losa gastada el aspecto de concreto estampado nuevo sin hacer un colado nuevo.',
          features: [
            'Diseños de piedra, ladrillo y madera',
            'Endurecedor de color y desmoldante para envejecido',
            'Sellado para proteger y realzar el color',
          ],
          bestFor: 'Patios, entradas de la casa y entradas de autos sencillas que se quieren pasar a un acabado decorativo',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo se hace un trabajo de reparación',
      steps: [
        {
          title: 'Inspección y diagnóstico',
          description:
            'Medimos el daño, revisamos si hay hundimiento, levantamiento o problemas de drenaje, y le decimos con honestidad si conviene reparar, renovar la superficie o reemplazar la losa, con una cotización gratis por escrito.',
        },
        {
          title: 'Preparación de la superficie',
          description:
            'Lavamos a presión o desbastamos la losa, quitamos el concreto suelto y descascarado, retiramos recubrimientos viejos y abrimos grietas y juntas para que el material nuevo se adhiera a concreto sano.',
        },
        {
          title: 'Reparación y renovación de superficie',
          description:
            'Rellenamos las grietas, parchamos lo descascarado y reconstruimos los bordes. Para renovar la superficie, aplicamos una capa de adherencia y luego la sobrecapa con la textura, el diseño y el color que usted eligió.',
        },
        {
          title: 'Sellado y entrega',
          description:
            'Volvemos a sellar las juntas, sellamos la superficie nueva, mantenemos el área cerrada mientras cura y le avisamos cuándo ya se puede caminar y cuándo meter los autos.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos de reparación de nuestras cuadrillas',
      numbered: true,
      items: [
        {
          title: 'Repare las grietas mientras son pequeñas',
          description:
            'Sellar una grieta del ancho de una raya de lápiz sale barato. Si se deja abierta durante unas cuantas temporadas de lluvia, el agua lava la base, y la losa de al lado empieza a hundirse y a romperse.',
        },
        {
          title: 'Revise si la losa se está moviendo',
          description:
            'Las grietas que se siguen abriendo, las secciones que se mecen al pisarlas o los bordes que se han bajado indican un problema en la base. Renovar la superficie de una losa que se mueve solo esconde el daño por un tiempo, así que primero hay que resolver el movimiento.',
        },
        {
          title: 'Arregle primero el drenaje',
          description:
            'Aquí casi todo el daño del concreto empieza con el agua. Desvíe las bajantes, destape los drenajes del jardín que estén obstruidos y rellene las partes bajas junto a la losa antes de repararla, o esa misma agua deshará el trabajo.',
        },
        {
          title: 'No use un saco de concreto para los parches',
          description:
            'La mezcla de concreto común no se adhiere al concreto viejo y pronto se desprende de los parches poco profundos. Los parches necesitan un mortero de reparación hecho para adherirse, sobre una superficie limpia y con imprimador.',
        },
        {
          title: 'Cuente con que los parches se noten',
          description:
            'Hasta un parche bien hecho queda de un color un poco distinto al del concreto que lleva años a la intemperie. Si le importa que todo se vea parejo, renovar la superficie de toda la losa después de las reparaciones le da un solo color uniforme.',
        },
        {
          title: 'Planee según el clima',
          description:
            'Los materiales de reparación y las sobrecapas necesitan una superficie seca y temperaturas arriba de 40 °F mientras fraguan. En verano conviene trabajar temprano, antes de que el sol caliente la losa.',
        },
        {
          title: 'Mantenga sellada la superficie nueva',
          description:
            'El concreto con la superficie renovada se debe volver a sellar cada 2 a 5 años para protegerlo del agua, el aceite y los rayos UV, y para que el color se mantenga vivo. Vuelva a sellarlo antes si el agua ya no forma gotas sobre la superficie.',
        },
        {
          title: 'Tome fotos de los daños por tormenta',
          description:
            'Después de un huracán, una inundación o la caída de un árbol sobre una losa, tome fotos con fecha del daño antes de limpiar o mover cualquier cosa. Sirven para los reclamos al seguro y nos muestran cómo ocurrió el daño.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: '¿Reparar o reemplazar? Cómo decidir',
      intro:
        'No toda losa agrietada hay que quitarla, y no toda losa se puede salvar. Estas son las preguntas que nos hacemos en cada visita.',
      blocks: [
        {
          heading: 'La regla del 40 por ciento',
          paragraphs: [
            'La guía más sencilla es cuánta superficie está dañada. Si las grietas, lo descascarado y las partes rotas cubren menos del 40% de la losa, y la losa no se está hundiendo ni levantando, reparar o renovar la superficie casi siempre es lo que más conviene. Cuando el daño pasa del 40%, las reparaciones empiezan a costar casi lo mismo que una losa nueva y le dejan un remiendo tras otro que seguirá necesitando atención.',
            'El estado de la base importa tanto como la superficie. Una losa con muchas grietas que sigue plana y firme al pisarla es buena candidata para reparar. Una losa con pocas grietas que se mece, suena hueca al golpearla o se ha bajado de un lado ha perdido el soporte de abajo, y la solución tiene que empezar ahí.',
          ],
        },
        {
          heading: 'Cuánto cuesta cada opción',
          paragraphs: [
            'Los precios dependen del tamaño del trabajo, del acceso y de cuánta preparación necesite la superficie, pero estos rangos por pie cuadrado dan una idea justa de las opciones que usted tiene:',
          ],
          bullets: [
            'Reparación de grietas: de $3 a $8 por pie cuadrado de área dañada',
            'Renovación de superficie con sobrecapa: de $8 a $15 por pie cuadrado',
            'Demolición y reemplazo completo: de $10 a $25 por pie cuadrado',
          ],
        },
        {
          heading: 'Por qué reparar suele ahorrar dinero',
          paragraphs: [
            'Con un reemplazo usted paga por romper el concreto viejo, acarrearlo, rehacer la base, cimbrar, reforzar y colar una losa nueva. Al reparar y renovar la superficie solo paga por arreglar y darle acabado a la losa que ya tiene. Por eso la reparación suele costar entre un 30 y un 60% menos que el reemplazo, y por eso vale la pena averiguar si su losa se puede reparar antes de cotizar una nueva.',
            `Una cotización gratis en menos de ${perfil.respuesta.presupuesto} no le cuesta nada, y le mostramos el daño y nuestras medidas para que pueda comprobar fácilmente la recomendación.`,
          ],
        },
        {
          heading: 'Señales de que conviene reemplazar la losa',
          paragraphs: [
            'A veces lo honesto es recomendar el reemplazo. Lo recomendamos cuando el daño es extenso o estructural y no solo de superficie.',
          ],
          bullets: [
            'Daño en más del 40% de la superficie',
            'Secciones hundidas, levantadas o inclinadas al grado de estancar agua o hacer tropezar a la gente',
            'Grietas anchas que atraviesan todo el grosor y siguen creciendo',
            'Varilla de refuerzo expuesta o muy oxidada',
            'Una base lavada por una inundación o por un tubo roto',
          ],
        },
        {
          heading: 'Cuánto duran las reparaciones',
          paragraphs: [
            'Una reparación o una sobrecapa hechas sobre una losa sana, con la causa del daño ya corregida, duran de 10 a 20 años. Lo que acorta ese tiempo casi siempre es el agua: mal drenaje, juntas sin sellar y superficies que se dejan sin sellador. Volver a sellar las sobrecapas cada 2 a 5 años y mantener cerradas las juntas protege su inversión.',
          ],
        },
        {
          heading: 'Las condiciones del sureste de Texas',
          paragraphs: [
            'El suelo arcilloso expansivo que hay bajo gran parte de los condados de Jefferson, Orange y Hardin se hincha en los meses de lluvia y se encoge en los secos, y ese movimiento causa buena parte de las grietas que reparamos. Donde el terreno sigue activo, usamos rellenos flexibles que se mueven con la losa en lugar de rellenos rígidos que se vuelven a agrietar junto a la reparación.',
            'El clima también marca el calendario. Los morteros de reparación y las sobrecapas necesitan temperaturas arriba de 40 °F y una superficie seca para adherirse, así que planeamos el trabajo según las lluvias y algún frente frío de invierno. En pleno verano empezamos temprano y mantenemos el material fresco a la sombra y húmedo para que no se seque antes de curar.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Debo reparar o reemplazar mi concreto?',
      answer:
        'Si el daño cubre menos del 40% de la superficie y la losa no se está hundiendo ni levantando, por lo general conviene más reparar o renovar la superficie. El daño extenso, una base que falló o grietas profundas que siguen creciendo piden un reemplazo. Después de una inspección gratis le decimos qué necesita su losa.',
    },
    {
      question: '¿Cuánto cuesta reparar el concreto?',
      answer:
        'Como referencia, la reparación de grietas cuesta de $3 a $8 por pie cuadrado, la renovación de superficie de $8 a $15 por pie cuadrado y el reemplazo completo de $10 a $25 por pie cuadrado. Reparar suele salir entre un 30 y un 60% más barato que reemplazar. El precio exacto depende del tamaño, el acceso y la preparación necesaria, y se lo damos en una cotización gratis por escrito.',
    },
    {
      question: '¿Cuánto dura una reparación o una renovación de superficie?',
      answer:
        'Hechos sobre una losa sana y con la causa del daño corregida, las reparaciones y las sobrecapas duran de 10 a 20 años. Un buen drenaje, las juntas cerradas y volver a sellar cada 2 a 5 años los mantienen en la parte alta de ese rango.',
    },
    {
      question: '¿Qué grosor tiene una sobrecapa de renovación?',
      answer:
        'La mayoría mide de 1/8 a 1/2 pulgada de grosor, según el acabado. El microcemento es más delgado, de 1/16 a 1/8 de pulgada; la textura rociada mide de 1/8 a 1/4 de pulgada, el acabado knockdown de 1/8 a 3/8 de pulgada y la sobrecapa estampada de 1/4 a 1/2 de pulgada. Antes de empezar revisamos los umbrales de las puertas, las puertas del garaje y los drenajes para que la superficie nueva se encuentre limpiamente con ellos.',
    },
    {
      question: '¿Se puede poner una sobrecapa sobre las grietas?',
      answer:
        'Sí, una vez reparadas. Primero rellenamos y estabilizamos las grietas. Las grietas de una losa que todavía se mueve pueden notarse a través de cualquier sobrecapa con el tiempo, así que revisamos si hay movimiento antes de recomendar la renovación de superficie y usamos rellenos flexibles donde el terreno está activo.',
    },
    {
      question: '¿El parche va a quedar igual que mi concreto?',
      answer:
        'Le damos textura y color a los parches para que se confundan lo más posible, pero un parche nuevo casi nunca queda idéntico a un concreto que lleva años a la intemperie. Si le importa que se vea uniforme, renovar la superficie de toda la losa después de las reparaciones le da un solo color y una sola textura.',
    },
    {
      question: '¿Se puede reparar el concreto cuando hace frío o llueve?',
      answer:
        'Los materiales de reparación necesitan una superficie seca y temperaturas arriba de 40 °F para adherirse y curar bien. Los inviernos del sureste de Texas son suaves, así que trabajamos casi todo el año, pero cambiamos la fecha si llueve o entra un frente frío antes que arriesgarnos a una reparación que no va a durar.',
    },
    {
      question: '¿Por qué vuelven a salir las grietas después de repararlas?',
      answer:
        'Casi siempre porque la losa se sigue moviendo. El suelo arcilloso que se hincha y se encoge, el agua que lava la base o una raíz de árbol que empuja desde abajo vuelven a abrir una reparación rígida. Primero buscamos la causa, arreglamos el drenaje donde se puede y usamos selladores flexibles en las grietas que necesitan moverse.',
    },
  ],
  closing: {
    heading: 'Averigüe si su concreto se puede salvar',
    text: `Mándenos unas fotos o pida una visita gratis. Le diremos si conviene reparar, renovar la superficie o reemplazar y le daremos una cotización por escrito, válida por ${business.response.estimateValidDays} días.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
