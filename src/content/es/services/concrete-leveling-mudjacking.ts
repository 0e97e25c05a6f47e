import { business } from '../../business';
import type { ServiceInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../services/concrete-leveling-mudjacking';

/** Spanish (es-US) edition of Concrete Leveling & Mudjacking: same sections, counts and figures as src/content/services/concrete-leveling-mudjacking.ts. */
export default {
  slug: 'concrete-leveling-mudjacking',
  name: 'Nivelación de concreto (mudjacking)',
  icon: 'move-vertical',
  category: 'repair',
  // The at-a-glance figures are language-neutral: read from the English module, so they are stated in one place.
  atGlance: english.atGlance,
  summary:
    'Levantamos entradas de autos, banquetas, patios y escalones hundidos hasta dejarlos a nivel, con mudjacking o espuma de poliuretano, por mucho menos que demolerlos y reemplazarlos.',
  seo: {
    title: `Nivelación de concreto (mudjacking) en ${business.homeCity}, TX`,
    description: `¿Entrada, patio o banqueta hundida? Levantamos el concreto asentado con mudjacking o espuma de poliuretano en ${business.homeCity} y ${perfil.region}.`,
    keywords: [
      `nivelación de concreto ${business.homeCity}`,
      'mudjacking sureste de Texas',
      'levantar losa con espuma de poliuretano',
      'levantamiento de losas',
      'reparar entrada de concreto hundida',
      'reparar banqueta desnivelada',
      'costo de nivelar concreto',
    ],
  },
  hero: {
    heading: 'Nivelación de concreto (mudjacking): su losa hundida, otra vez a nivel',
    text: `El suelo arcilloso y las lluvias fuertes hacen que las losas se hundan, se inclinen hacia la casa y hagan tropezar a la gente en cada junta. Volvemos a nivelar el concreto asentado en ${business.homeCity} y a menos de ${business.serviceRadiusMiles} millas a la redonda, casi siempre en una sola visita.`,
    cta: 'Get Free Consultation',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: 'Por qué nivelar en lugar de reemplazar',
      intro: 'Si la losa está sana y solo se bajó el suelo de abajo, levantarla suele ser la reparación más inteligente.',
      items: [
        {
          icon: 'hand-coins',
          title: 'Ahorre del 50 al 70%',
          description:
            'La nivelación cuesta de $3 a $8 por pie cuadrado y ahorra entre un 50 y un 70% en comparación con romper el concreto y colar uno nuevo, sin pagar demolición, acarreo ni cimbra nueva.',
        },
        {
          icon: 'clock',
          title: 'Listo en horas',
          description:
            'La mayoría de los trabajos de nivelación toman de 4 a 8 horas. No hay que esperar mucho tiempo a que cure concreto nuevo, y puede volver a usar su entrada o su camino mucho antes que con un reemplazo.',
        },
        {
          icon: 'footprints',
          title: 'Elimina riesgos de tropiezo',
          description:
            'Los bordes altos entre secciones hundidas y secciones a nivel son una causa común de caídas. Dejar las secciones parejas vuelve seguros los caminos, los porches y las entradas para su familia, sus visitas y sus clientes.',
        },
        {
          icon: 'droplets',
          title: 'El agua corre hacia donde debe',
          description:
            'Un patio o una entrada que se ha inclinado hacia la casa manda la lluvia contra los cimientos. Al levantarlo se recupera la pendiente y el agua vuelve a correr lejos de la casa.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      heading: 'Concreto que levantamos',
      intro: 'Casi cualquier losa sobre el suelo se puede levantar si sigue en una pieza o en unos cuantos pedazos grandes.',
      items: [
        {
          icon: 'car',
          title: 'Entradas de autos',
          description:
            'Secciones que se han bajado junto al garaje, hundido junto a la calle o asentado donde una bajante ha estado lavando la tierra bajo una esquina.',
          features: ['Escalón en la entrada del garaje', 'Secciones de la rampa asentadas', 'Juntas disparejas entre secciones'],
        },
        {
          icon: 'footprints',
          title: 'Banquetas y caminos',
          description:
            'Caminos de entrada y pasillos laterales con juntas levantadas o hundidas que hacen tropezar los pies y atoran podadoras y sillas de ruedas.',
          features: ['Riesgos de tropiezo eliminados', 'Secciones emparejadas', 'Juntas selladas de nuevo'],
        },
        {
          icon: 'sun',
          title: 'Patios',
          description:
            'Patios traseros que se han hundido alejándose de la casa o se han inclinado hacia ella, dejando una abertura junto a los cimientos o agua estancada contra la pared.',
          features: [
            'Pendiente recuperada hacia afuera de la casa',
            'Aberturas junto a los cimientos cerradas',
            'Los muebles quedan a nivel',
          ],
        },
        {
          icon: 'home',
          title: 'Entradas del porche y escalones',
          description:
            'Descansos y escalones de concreto que se han bajado respecto a la puerta de entrada o se han separado de la casa, dejando un umbral alto y una abertura por donde se mete el agua.',
          features: ['Descansos subidos al nivel del umbral', 'Aberturas junto a la casa cerradas', 'Una entrada más segura'],
        },
        {
          icon: 'waves',
          title: 'Pisos alrededor de albercas',
          description:
            'Secciones del piso que se han asentado alrededor de la alberca, muchas veces donde el relleno alrededor del casco nunca se compactó bien. La espuma mantiene la lechada pesada lejos de la pared de la alberca.',
          features: ['Espuma ligera junto al casco', 'Bordes de tropiezo eliminados', 'Drenaje lejos de la alberca'],
        },
        {
          icon: 'warehouse',
          title: 'Pisos de garaje y taller',
          description:
            'Losas interiores con partes hundidas en las juntas o a lo largo de los bordes, levantadas desde adentro sin tener que sacar todo lo que está guardado en el edificio.',
          features: ['Levantamiento desde adentro', 'Pocas molestias', 'Juntas niveladas'],
        },
        {
          icon: 'store',
          title: 'Banquetas y plataformas comerciales',
          description:
            'Banquetas frente a tiendas, caminos de entrada y plataformas de contenedores o de carga en negocios, donde una junta dispareja puede traerle problemas legales. Podemos trabajar temprano o tarde, fuera del horario del negocio.',
          features: ['Programado fuera del horario de atención', 'Entradas siempre en uso', 'Riesgos de tropiezo eliminados'],
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Cómo nivelamos el concreto',
      steps: [
        {
          title: 'Inspección y recomendación',
          description:
            'Medimos cuánto se ha bajado cada sección, buscamos la causa, como una bajante, una fuga o tierra lavada, y le decimos si la nivelación va a funcionar y si le conviene más el mudjacking o la espuma.',
        },
        {
          title: 'Perforación de los orificios',
          description:
            'Perforamos una serie de orificios pequeños en las secciones hundidas, acomodados para levantar la losa de manera pareja y llegar a los huecos de abajo.',
        },
        {
          title: 'Bombeo y levantamiento',
          description:
            'Bombeamos lechada o espuma de poliuretano bajo la losa por etapas, vigilando la superficie todo el tiempo, hasta llenar los huecos y que la sección vuelva a quedar a nivel.',
        },
        {
          title: 'Resane, sellado y revisión',
          description:
            'Tapamos los orificios con cemento del mismo tono, sellamos las juntas y grietas contra el agua, y revisamos con usted la losa terminada antes de irnos.',
        },
      ],
    },
    {
      kind: 'tips',
      id: 'tips',
      heading: 'Consejos para planear la nivelación de concreto',
      intro: 'Levantar una losa corrige el síntoma. Estos pasos atacan la causa y ayudan a que la reparación dure.',
      items: [
        {
          title: 'Llame a tiempo',
          description:
            'Una sección que se bajó un poco es más fácil de levantar que uno que se hundió tanto que ya se partió. Entre más tiempo se quede un hueco bajo la losa, más tierra se lleva la lluvia y más grande se hace.',
        },
        {
          title: 'Arregle primero el agua',
          description:
            'Casi todo el concreto hundido en el sureste de Texas empieza con agua: una bajante que descarga junto a la entrada, un aspersor que rocía bajo el borde de una losa o una parte baja donde se junta el escurrimiento. Alargue las bajantes y corrija la pendiente del terreno antes o justo después de nivelar.',
        },
        {
          title: 'Revise si hay fugas de plomería',
          description:
            'Si una losa cerca de la casa se sigue hundiendo o la tierra sigue mojada cuando no llueve, pida a un plomero que busque una fuga. Nivelar sobre un tubo que gotea solo gana tiempo hasta que el agua lava el soporte nuevo.',
        },
        {
          title: 'Selle las juntas después',
          description:
            'Las juntas y grietas abiertas dejan que la lluvia corra directo a la tierra bajo la losa. Un sellador flexible para juntas después de nivelar mantiene el agua afuera y ayuda a que el levantamiento dure.',
        },
        {
          title: 'Fíjese en los árboles',
          description:
            'Los árboles grandes le sacan la humedad al suelo arcilloso y pueden hacer que una losa se baje en los veranos secos. Sus raíces también pueden levantar secciones. Avísenos si hay árboles cerca para juzgar si primero va la nivelación o el trabajo en las raíces.',
        },
        {
          title: 'Mantenga rellenos los bordes',
          description:
            'Rellene y compacte tierra a lo largo de los bordes de la losa donde la lluvia ha abierto un hueco, y mantenga ahí pasto o mantillo. Los bordes con tierra descubierta se erosionan rápido en un aguacero.',
        },
      ],
    },
    {
      kind: 'guide',
      id: 'guide',
      heading: 'Guía de nivelación de concreto en el sureste de Texas',
      intro:
        'Por qué se hunden las losas aquí, cómo se comparan el mudjacking y la espuma, cuánto cuesta nivelar y cuándo conviene más reemplazar.',
      blocks: [
        {
          heading: 'Por qué se hunde el concreto en la arcilla de la Costa del Golfo',
          paragraphs: [
            'Gran parte de los condados de Jefferson, Orange, Hardin y Chambers está sobre arcilla expansiva que se hincha cuando se moja y se encoge cuando se seca. Con años de primaveras lluviosas y finales de verano secos, ese movimiento abre huecos bajo las losas y el concreto se asienta en ellos. El relleno que nunca se compactó bien, como el que se pone junto a una casa nueva o alrededor de una alberca, se asienta por sí solo y se lleva el concreto con él.',
            `El agua lo empeora. ${business.homeCity} recibe más de 60 pulgadas de lluvia al año, mucha en aguaceros tropicales fuertes. Cuando el agua del techo o del jardín corre a lo largo del borde de una losa, saca la tierra fina de abajo del concreto y deja un hueco. Después de una temporada de lluvias o de un huracán es común ver secciones de la entrada partidas sobre un hueco, patios inclinados hacia la casa y caminos que suenan huecos al golpearlos.`,
          ],
        },
        {
          heading: 'Mudjacking o espuma de poliuretano',
          paragraphs: [
            'Los dos métodos levantan la losa bombeando material por debajo a través de orificios perforados en el concreto. Se diferencian en lo que se bombea y en cómo se comportan después.',
            'El mudjacking, también llamado slabjacking o levantamiento de losas, bombea una lechada a base de cemento hecha de arena, tierra, cemento y agua. Se usa desde hace décadas, llena bien los huecos grandes y cuesta menos por pie cúbico de material. Pero la lechada es pesada y le agrega peso a un suelo que ya está débil, y los orificios son más grandes y se notan más.',
            'El levantamiento con espuma de poliuretano inyecta una espuma de dos componentes que se expande bajo la losa y se endurece rápido. Es muy ligera, así que no le agrega carga al suelo, necesita orificios del tamaño de una moneda de diez centavos y no se lava con la tierra mojada. El material cuesta más, así que los trabajos con espuma suelen quedar en la parte alta del rango de precios.',
          ],
          bullets: [
            'Mudjacking: material más pesado, material más barato, bueno para llenar huecos grandes bajo losas firmes',
            'Espuma: ligera, orificios más pequeños, resiste el agua, buena junto a albercas, sobre suelo débil y donde importa la apariencia',
            'Los dos: levantan la losa en su lugar, sin demolición y sin concreto nuevo que esperar a que cure',
          ],
        },
        {
          heading: 'Costo, tiempo y cuánto dura',
          paragraphs: [
            'La nivelación de concreto cuesta de $3 a $8 por pie cuadrado y ahorra entre un 50 y un 70% en comparación con quitar la losa y colar concreto nuevo. La mayoría de los trabajos toman de 4 a 8 horas desde el primer orificio hasta el último resane, y antes de irnos le decimos cuándo la losa está lista para caminar y para los vehículos.',
            'Un levantamiento bien hecho dura de 5 a 10 años o más. Cuánto dura el suyo depende sobre todo del terreno: si se corrige el problema de agua que lavó la tierra y se sellan las juntas, la losa tiene buenas probabilidades de quedarse en su lugar muchos años. Si el agua sigue corriendo por debajo, se puede volver a asentar.',
          ],
        },
        {
          heading: 'Cuándo no funciona la nivelación',
          paragraphs: [
            'La nivelación es una reparación para concreto sano que está sobre un terreno que se bajó. No es la solución para cualquier losa, y le diremos con claridad cuándo conviene más reemplazar.',
          ],
          bullets: [
            'La losa está rota en muchos pedazos pequeños, o el daño cubre el 40% de la superficie o más',
            'El concreto se está desmoronando, descascarando o muy desgastado, así que al levantarlo solo quedaría más arriba una superficie que ya no sirve',
            'La losa se levantó en vez de hundirse: la nivelación sube el concreto, no lo puede bajar',
            'La causa sigue activa, como un tubo con fuga o agua que corre bajo la losa y que no se ha corregido',
            'Lo que se está asentando son los cimientos de la casa, y eso requiere un ingeniero estructural, no levantar losas',
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: '¿Cuánto cuesta nivelar el concreto?',
      answer:
        'La nivelación de concreto cuesta de $3 a $8 por pie cuadrado, según cuánto se haya bajado la losa, el tamaño de los huecos de abajo y si usamos mudjacking o espuma de poliuretano. Eso ahorra entre un 50 y un 70% en comparación con reemplazar el concreto. Le damos una cotización gratis después de una inspección en el lugar.',
    },
    {
      question: '¿Cuánto se tarda nivelar una entrada de autos?',
      answer:
        'La mayoría de los trabajos de nivelación toman de 4 a 8 horas, incluyendo perforar, levantar, tapar los orificios y sellar las juntas. Antes de irnos le decimos cuándo se puede caminar sobre la losa y cuándo puede volver a meter el auto.',
    },
    {
      question: '¿Cuánto dura la nivelación de concreto?',
      answer:
        'Una losa levantada suele durar de 5 a 10 años o más. Lo que más influye es el agua: si se resuelven las bajantes, la pendiente del terreno y las juntas abiertas para que la lluvia ya no lave la tierra bajo la losa, la reparación dura mucho más.',
    },
    {
      question: '¿Qué diferencia hay entre el mudjacking y la nivelación con espuma?',
      answer:
        'El mudjacking bombea una lechada pesada a base de cemento bajo la losa por orificios más grandes; es un método comprobado y llena bien los huecos grandes. La espuma de poliuretano es ligera, entra por orificios del tamaño de una moneda de diez centavos y resiste que el agua la lave. Recomendamos uno u otro según el suelo, el tamaño de los huecos y dónde está la losa.',
    },
    {
      question: `¿Por qué se hunde el concreto en ${business.homeCity}?`,
      answer:
        'El suelo arcilloso expansivo se hincha y se encoge con las temporadas, el relleno mal compactado se asienta con el tiempo y las lluvias fuertes sacan la tierra de abajo de los bordes de las losas. Las bajantes que desaguan junto a una losa, los tubos con fugas y los árboles grandes que resecan el suelo lo hacen más probable.',
    },
    {
      question: '¿Se van a notar los orificios?',
      answer:
        'Los orificios se tapan con cemento después de levantar la losa. Los resanes se ven de cerca, sobre todo en concreto viejo o manchado, pero son pequeños y se disimulan más a medida que el concreto se desgasta con la intemperie. La espuma necesita orificios más pequeños que el mudjacking.',
    },
    {
      question: '¿Se puede nivelar el concreto agrietado?',
      answer:
        'Sí, si está en unos cuantos pedazos grandes. Una sección con una o dos grietas se puede levantar y luego se sellan las grietas. Si la losa está hecha añicos en muchos pedazos pequeños o se está desmoronando, la nivelación no la va a mantener unida y conviene más reemplazarla.',
    },
    {
      question: '¿Pueden levantar los escalones hundidos del porche?',
      answer:
        'Muchas veces, sí. Los descansos y escalones de concreto que se han bajado respecto a la puerta casi siempre se pueden subir otra vez al nivel del umbral y cerrar la abertura junto a la casa. Los escalones partidos o que se están despegando de su descanso quizá haya que volver a construirlos.',
    },
  ],
  closing: {
    heading: '¿Losa hundida? Déjenos echarle un vistazo',
    text: `Llámenos para una inspección gratis. Medimos el asentamiento, buscamos la causa y le decimos con honestidad si conviene más nivelar o reemplazar, con una cotización por escrito en menos de ${perfil.respuesta.presupuesto}.`,
    emailForQuote: false,
  },
} satisfies ServiceInput;
