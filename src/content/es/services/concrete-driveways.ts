import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-driveways';

/** Spanish (es-US) edition of Concrete Driveways: services, four benefits, five care tips, climate section, five FAQs. */
export default {
  slug: 'concrete-driveways',
  name: 'Entradas de concreto para autos',
  icon: 'car',
  category: 'residential',
  popular: true,
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Entradas de autos nuevas y reemplazos completos, coladas sobre base compactada con refuerzo de acero, hechas para el calor de la Costa del Golfo, las lluvias fuertes y el suelo arcilloso.',
  seo: {
    title: 'Entradas de concreto para autos en Beaumont, TX | Nuevas y reemplazos',
    description:
      'Entradas de concreto nuevas y de reemplazo en Beaumont y el sureste de Texas: reforzadas, con drenaje y para suelo arcilloso. Cotización gratis.',
    keywords: [
      'entrada de concreto Beaumont',
      'reemplazo de entrada de autos',
      'instalación de entrada de concreto',
      'costo de entrada de concreto Texas',
      'contratista de concreto sureste de Texas',
    ],
  },
  hero: {
    heading: 'Entradas de concreto para autos hechas para el sureste de Texas',
    text: `La entrada de autos es lo primero que ven sus visitas y la losa que más peso carga en su casa. En ${business.homeCity} y hasta ${business.serviceRadiusMiles} millas a la redonda colamos entradas que desalojan el agua, resisten el agrietamiento sobre suelo arcilloso y duran décadas.`,
    cta: 'Get Free Estimate',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Servicios de entradas de autos',
      intro:
        'Ya sea que vaya a construir una entrada nueva o a quitar una que se levantó y se agrietó, el trabajo empieza por el terreno que está debajo.',
      items: [
        {
          icon: 'construction',
          title: 'Instalación de entrada nueva',
          description:
            'Para casas nuevas y ampliaciones: nivelamos y compactamos la base, colocamos la cimbra con la pendiente correcta, ponemos varilla o malla de acero y colamos de 4 a 6 pulgadas de concreto, según los vehículos que vaya a soportar.',
          features: [
            'Nivelación del terreno y base compactada',
            'Refuerzo de acero',
            'Acabado escobillado para mejor agarre',
            'Juntas de control cortadas según el plano',
          ],
          popular: true,
        },
        {
          icon: 'hammer',
          title: 'Reemplazo de entrada de autos',
          description:
            'Cuando las grietas, las secciones hundidas o el agua estancada ya no tienen arreglo, demolemos y retiramos la losa vieja, corregimos la base y el drenaje que causaron la falla y colamos una entrada nueva en su lugar.',
          features: [
            'Demolición y retiro del escombro',
            'Corrección de la base y el drenaje',
            'Entradas más anchas o más largas',
            'Bordes decorativos si usted los pide',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué elegir una entrada de concreto',
      items: [
        {
          icon: 'shield',
          title: 'Dura de 20 a 30 años',
          description:
            'Una entrada de concreto bien construida y bien cuidada dura de 20 a 30 años, mucho más que el asfalto, que con el calor de nuestros veranos se ablanda y se llena de surcos.',
        },
        {
          icon: 'sun',
          title: 'Se mantiene fresca al sol',
          description:
            'El concreto de color claro refleja la luz del sol en lugar de absorberla, así que se siente más fresco al pisarlo y no se pone pegajoso en una tarde de 98 °F.',
        },
        {
          icon: 'wrench',
          title: 'Poco mantenimiento',
          description:
            'Sellarla cada 2 o 3 años y lavar las manchas de aceite es casi todo el mantenimiento. No hay que renovarle la superficie cada año ni rastrillar grava suelta.',
        },
        {
          icon: 'trending-up',
          title: 'Mejora la fachada y el valor',
          description:
            'Una entrada limpia y nivelada hace que la casa se vea bien cuidada. Es de lo primero que notan desde la calle los compradores y los valuadores.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo construimos su entrada de autos',
      steps: [
        {
          title: 'Visita y cotización',
          description:
            'Medimos, revisamos la pendiente y el drenaje, vemos el tipo de suelo y le damos una cotización por escrito que especifica el grosor y el refuerzo.',
        },
        {
          title: 'Preparación de la base',
          description:
            'Excavamos, compactamos una base de relleno selecto o piedra triturada y colocamos la cimbra para que la losa drene hacia afuera del garaje y de la casa.',
        },
        {
          title: 'Refuerzo y colado',
          description:
            'La varilla o la malla se coloca sobre silletas; luego colamos, enrasamos, aplanamos y escobillamos la superficie, y damos acabado a las orillas.',
        },
        {
          title: 'Juntas, curado y entrega',
          description:
            'Las juntas de control se cortan el mismo día, la losa se cura y le decimos cuándo puede caminar sobre ella y cuándo puede meter su carro.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para cuidar su entrada de autos',
      intro: 'Unos cuantos hábitos mantienen una entrada nueva como nueva durante décadas.',
      items: [
        {
          title: 'No la use mientras cura',
          description:
            'Puede caminar sobre ella después de 24 a 48 horas, pero no meta carros durante 7 días para que el concreto alcance la resistencia que necesita para el tráfico vehicular completo. Las camionetas pesadas y los remolques deben esperar más.',
        },
        {
          title: 'Séllela cada 2 o 3 años',
          description:
            'Un sellador penetrante o uno que forma película evita que entren el agua, el aceite y los desengrasantes. Vuelva a sellar cada 2 o 3 años, o antes si el agua ya no forma gotas sobre la superficie.',
        },
        {
          title: 'Limpie los derrames enseguida',
          description:
            'El aceite de motor, el líquido de transmisión y el fertilizante manchan el concreto. Absorba el derrame, talle con un desengrasante para concreto y enjuague; evite los ácidos fuertes.',
        },
        {
          title: 'Aleje el agua de la losa',
          description:
            'Dirija las bajantes lejos de las orillas de la losa y mantenga la pendiente del terreno para que el agua de lluvia no se encharque junto a la entrada ni ablande el suelo que está debajo.',
        },
        {
          title: 'Rellene las grietas a tiempo',
          description:
            'Las grietas finas como un cabello son normales. Selle con un relleno flexible cualquier grieta más ancha que una tarjeta de crédito, antes de que la lluvia se lleve la tierra de debajo de la losa.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'climate',
      heading: 'Entradas de autos hechas para el clima del sureste de Texas',
      intro:
        'Beaumont recibe más de 60 pulgadas de lluvia al año, tiene máximas de julio de poco más de 90 °F y un suelo que se mueve con cada temporada de lluvia y de sequía. Aquí una entrada de autos tiene que aguantar las tres cosas.',
      blocks: [
        {
          heading: 'Suelo arcilloso expansivo',
          paragraphs: [
            'Gran parte de los condados de Jefferson, Orange y Hardin está sobre arcilla expansiva. Se hincha cuando absorbe agua, y en un agosto seco se encoge y se abre en grietas. Una losa colada directamente sobre esa arcilla sube y baja con ella, y ese movimiento es la causa de la mayoría de las entradas rotas que reemplazamos.',
            'Quitamos la capa blanda de tierra vegetal, traemos relleno selecto o piedra triturada y lo compactamos por capas para que la losa quede sobre una base firme y pareja. Donde la arcilla es muy activa, recomendamos una losa más gruesa y la varilla más junta, para que la entrada resista los pequeños movimientos en lugar de agrietarse con ellos.',
          ],
        },
        {
          heading: 'Lluvias fuertes y drenaje',
          paragraphs: [
            'Con más de 60 pulgadas de lluvia al año y aguaceros tropicales frecuentes, el agua es la mayor amenaza a largo plazo para una entrada de autos. El agua que se encharca en la superficie se mete en las juntas, y la que corre por las orillas deslava la base.',
            'Cada entrada que colamos lleva pendiente para drenar, casi siempre hacia la calle y siempre lejos del garaje y de la casa. Si el terreno es plano o está bajo, agregamos una canaleta de drenaje o la conectamos al drenaje del patio para que las tormentas no dejen la losa bajo el agua.',
          ],
          bullets: [
            'Pendiente hacia afuera de la casa y del garaje',
            'Orillas más gruesas donde la losa toca suelo blando',
            'Juntas selladas contra el agua',
            'Bajantes y drenajes del patio lejos de la losa',
          ],
        },
        {
          heading: 'Calor, humedad y curado',
          paragraphs: [
            'Las tardes calurosas y con viento le sacan el agua al concreto fresco antes de que pueda curar, lo que debilita la superficie y provoca grietas por contracción. En verano colamos temprano en la mañana, usamos una mezcla diseñada para el calor y mantenemos la losa húmeda o cubierta con compuesto de curado mientras gana resistencia.',
            'Nuestros inviernos templados casi nunca dan problemas, pero no colamos cuando el pronóstico indica que la temperatura bajará de 40 °F, porque el frío hace más lento el curado. Cuando llega algún frente frío, esperamos o cubrimos la losa con cobijas térmicas.',
          ],
        },
        {
          heading: 'Grosor y refuerzo',
          paragraphs: [
            'Una entrada típica para carros aquí tiene de 4 a 5 pulgadas de grosor; donde se estacionan camionetas pickup, lanchas en remolque o camiones de reparto, colamos de 5 a 6 pulgadas, y 6 pulgadas o más para casas rodantes (RV). El refuerzo de acero y las juntas de control cortadas a la distancia correcta hacen que las grietas que todo concreto tiene queden rectas, cerradas y escondidas en las juntas.',
          ],
        },
        {
          heading: 'Huracanes e inundaciones',
          paragraphs: [
            'La marejada ciclónica y el agua de una inundación pueden quedarse días sobre una entrada y socavar sus orillas. Una base bien compactada, orillas engrosadas y juntas selladas resisten mucho mejor. Después de una tormenta, recorra la entrada: una separación nueva en una orilla, una sección que se mece o un hundimiento junto a la losa son señales de que la base se deslavó, y conviene revisarla antes de la siguiente lluvia.',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto cuesta una entrada de concreto en Beaumont?',
      answer:
        'Aquí una entrada nueva o de reemplazo suele costar de $10 a $25 por pie cuadrado, según el tamaño, el grosor, el refuerzo, el acceso y si hay que demoler una entrada vieja. Para una entrada estándar de dos carros eso suele sumar de $4,000 a $10,000 o más. Le damos una cotización gratis por escrito después de ver el terreno, así que usted sabe el precio exacto antes de que empiece cualquier trabajo.',
    },
    {
      question: '¿Cuánto dura una entrada de concreto?',
      answer:
        'Una entrada de concreto bien construida y con buen mantenimiento dura de 20 a 30 años. La preparación de la base, el drenaje, el grosor y sellarla cada 2 o 3 años marcan la diferencia entre una entrada que dura y una que se agrieta antes de tiempo.',
    },
    {
      question: '¿Cuándo puedo manejar sobre mi entrada nueva?',
      answer:
        'Puede caminar sobre ella después de 24 a 48 horas. Espere 7 días antes de estacionar carros para que el concreto alcance la resistencia que necesita para el tráfico vehicular completo, y más tiempo si se trata de camiones pesados, remolques o casas rodantes (RV).',
    },
    {
      question: '¿Se va a agrietar mi entrada?',
      answer:
        'Todo concreto se contrae al curar, así que las grietas pequeñas son normales. Controlamos dónde se forman con juntas cortadas a la distancia correcta y las reducimos con una base compactada, refuerzo de acero y un curado cuidadoso, para que las grietas queden cerradas y casi siempre escondidas en las juntas.',
    },
    {
      question: '¿Conviene reparar o reemplazar mi entrada vieja?',
      answer:
        'Si el daño cubre menos del 40% de la superficie, más o menos, y la losa no se está hundiendo ni levantando, por lo general conviene repararla o renovarle la superficie. Las grietas por todas partes, las secciones rotas o una base que ya falló piden un reemplazo. Le diremos con honestidad cuál de las dos cosas necesita su entrada.',
    },
  ],
  closing: {
    heading: '¿Quiere una entrada de autos que dure?',
    text: `Llámenos o pida una cotización gratis. Vamos a su casa, medimos y le damos un precio por escrito en un plazo de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: true,
  },
} satisfies ServiceInput;
