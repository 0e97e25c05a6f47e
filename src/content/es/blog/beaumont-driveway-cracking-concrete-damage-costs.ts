import { business } from '../../business';
import type { PostInput } from '../../schema';
import { perfil } from '../profile';
import english from '../../blog/beaumont-driveway-cracking-concrete-damage-costs';

/** Spanish (es-US) edition of the blog's only article: why ignoring driveway cracks in Beaumont costs more later. */
export default {
  slug: 'beaumont-driveway-cracking-concrete-damage-costs',
  title: 'El costo oculto de ignorar las grietas en su entrada de autos en Beaumont: reparar a tiempo sale más barato',
  excerpt:
    'Una grieta pequeña en una entrada de autos de Beaumont casi nunca se queda pequeña. Vea cómo la lluvia, el suelo arcilloso, el calor y las raíces la agrandan, qué indica cada tipo de grieta y cuánto cuesta repararla a tiempo frente a un reemplazo de $4,000 a $10,000 o más.',
  publishedDate: '2024-08-01',
  modifiedDate: english.modifiedDate,
  author: { name: english.author.name, jobTitle: 'Dueño y gerente de proyectos' },
  category: 'Mantenimiento de concreto',
  readTimeMinutes: 10,
  seo: {
    title: 'Grietas en la entrada de autos en Beaumont: repare a tiempo',
    description:
      'Por qué crecen las grietas de su entrada en Beaumont, qué indican y cuánto cuesta repararlas (de $3 a $8 el pie cuadrado) o reemplazarla (desde $4,000).',
    keywords: [
      'reparación de grietas en entrada de concreto Beaumont',
      'costo de entrada de concreto agrietada',
      'costo de reemplazar entrada de concreto',
      'reparar o reemplazar entrada de autos',
      'nivelación de concreto Beaumont',
      'sellado de entrada de concreto sureste de Texas',
      'entrada de concreto en suelo arcilloso',
    ],
  },
  body: [
    {
      type: 'paragraph',
      text: 'La mayoría de las entradas de autos en Beaumont no fallan de un día para otro. Empiezan con una línea delgada cerca de una esquina o de una junta, que parece inofensiva. Si nadie la atiende, la línea se vuelve una abertura, la abertura un borde suelto y el borde una sección que se ladea bajo las llantas. Para cuando la entrada se ve mal desde la calle, casi todo el daño está debajo, en el suelo y la base sobre los que descansa la losa.',
    },
    {
      type: 'paragraph',
      text: `Por eso ignorar las grietas sale caro. Sellar una grieta cuesta poco; reemplazar una entrada de autos en ${perfil.region} suele costar de $4,000 a $10,000 o más. Aquí le explicamos por qué las grietas crecen tan rápido en esta zona, cómo interpretar las suyas, cuánto cuesta repararlas comparado con una losa nueva y qué puede hacer usted mismo primero.`,
    },
    { type: 'heading', text: 'Por qué las grietas crecen más rápido en Beaumont' },
    {
      type: 'paragraph',
      text: 'El concreto es fuerte cuando se le hace presión y débil cuando se dobla o se estira, y casi todo en nuestro clima lo dobla y lo estira. Estas fuerzas, actuando juntas a través de una grieta abierta, desgastan la losa temporada tras temporada.',
    },
    {
      type: 'paragraph',
      text: 'Primero está el agua. En Beaumont caen más de 60 pulgadas de lluvia al año, y buena parte llega en aguaceros fuertes. Una grieta abierta funciona como embudo: cada tormenta mete agua a la base, donde ablanda el suelo y se lleva las partículas finas. Se forma un hueco, y el concreto sin nada debajo se quiebra con el peso de su carro.',
    },
    {
      type: 'paragraph',
      text: 'El suelo lo empeora. Gran parte del condado de Jefferson y de los condados vecinos está sobre arcilla expansiva, que se hincha cuando se moja y se encoge cuando se seca. Por la grieta, el agua llega a la arcilla de forma desigual: un lado se hincha mientras el otro se queda igual, y las dos mitades de la losa empiezan a moverse cada una por su cuenta. Así es como una grieta cerrada se convierte en una grieta desnivelada, con la que uno se tropieza y donde se atoran las ruedas de la podadora.',
    },
    {
      type: 'paragraph',
      text: 'El calor agrega movimiento todos los días. Bajo el sol de la Costa del Golfo la losa se expande y por la noche se contrae, lo que va separando los bordes de la grieta, desprende pedacitos y afloja los parches viejos. La humedad mantiene mojada la base, así que el suelo casi nunca se asienta entre una lluvia y otra.',
    },
    {
      type: 'paragraph',
      text: 'Los árboles hacen agradables las calles más antiguas alrededor de Calder Avenue y McFaddin Avenue, pero son duros con el concreto. Los encinos (live oaks) y los robles de agua extienden raíces poco profundas en busca de humedad, y el suelo húmedo bajo una losa agrietada las atrae. Al engrosar, la raíz levanta el concreto y deja una grieta elevada que corre hacia el árbol.',
    },
    {
      type: 'paragraph',
      text: 'El peso termina el trabajo. Las camionetas de trabajo, los camiones de servicio y los remolques de lancha le ponen a una entrada mucha más carga que un sedán familiar. En una losa bien apoyada esa carga se reparte; sobre una grieta con la base hueca, cae en un solo borde sin apoyo, que se rompe en pedazos.',
    },
    {
      type: 'paragraph',
      text: 'Luego vienen los huracanes y las inundaciones. Tormentas como Harvey e Imelda dejaron agua estancada durante días en las entradas de Beaumont, y el agua de una inundación que corre por las grietas y los bordes puede arrastrar más base en una semana que años de lluvia normal. Una entrada que se ve bien después de una tormenta puede tener huecos que semanas más tarde aparecen como una sección hundida.',
    },
    { type: 'heading', text: 'Cómo leer las grietas: qué significa cada tipo' },
    {
      type: 'paragraph',
      text: 'No toda grieta es señal de alarma. Todo el concreto se contrae al curarse, y las juntas de control esconden la mayor parte de ese agrietamiento. Lo que importa es lo que la grieta está haciendo ahora y lo que deja entrar.',
    },
    {
      type: 'list',
      items: [
        'Grietas finas (capilares): líneas delgadas donde no cabe ni una uña. Casi siempre vienen de la contracción y son más que nada estéticas, pero igual dejan pasar el agua. Límpielas, séllelas y vigílelas.',
        'Grietas anchas: aberturas donde cabe una moneda, o grietas más anchas que el año pasado. La losa se mueve porque el suelo se está desplazando o la base se está erosionando. Rellénelas con un sellador flexible y corrija la causa, como una bajante de la canaleta o un punto bajo donde se junta el agua.',
        'Grietas desniveladas: un lado queda más alto que el otro. Las piezas ya se mueven por separado, empujadas por el suelo que se hincha o por una raíz. Son un peligro de tropiezo y siguen empeorando mientras el agua llegue al suelo.',
        'Secciones levantadas: una parte que sube por encima de las de al lado, muchas veces cerca de un árbol o de un borde mojado. Las raíces y la arcilla que se hincha son las causas habituales, y la solución depende de si se puede eliminar la causa.',
        'Secciones hundidas: una parte que bajó, que se inclina hacia la casa o que forma un charco después de llover. La base se deslavó. En esta etapa la nivelación todavía puede salvar la losa, y esperar es lo que sale más caro.',
        'Grietas en forma de telaraña en una sección: muchas grietas conectadas indican que la losa perdió apoyo en un área amplia. Si eso cubre buena parte de la entrada, reemplazarla puede ser la opción más sensata.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Un hábito ayuda: tómele una foto a cada grieta con una moneda al lado para ver el tamaño, y repítalo cada pocos meses. Una grieta que sigue igual es cosa de mantenimiento; una que crece, se mueve o junta agua ya necesita reparación.',
    },
    {
      type: 'callout',
      heading: '¿No sabe qué significan sus grietas?',
      text: `Recorremos su entrada con usted, revisamos las grietas, la pendiente y el suelo a lo largo de los bordes, y le decimos con franqueza si necesita sellado, reparación, nivelación o nada por ahora. La inspección es gratis y su cotización por escrito le llega dentro de ${perfil.respuesta.presupuesto}.`,
      cta: { label: 'Programe una inspección gratis', href: '/contact' },
    },
    { type: 'heading', text: 'Cuánto cuesta reparar a tiempo comparado con reemplazar' },
    {
      type: 'paragraph',
      text: 'Actuar a tiempo es cuestión de números. La reparación se cobra por pie cuadrado de concreto dañado; el reemplazo, por pie cuadrado de toda la entrada. Estos son los rangos con los que trabajamos:',
    },
    {
      type: 'list',
      items: [
        'Reparación de grietas: de $3 a $8 por pie cuadrado de área dañada.',
        'Renovación de una superficie gastada, descascarada o manchada: de $8 a $15 por pie cuadrado.',
        'Nivelación de una sección hundida: de $3 a $8 por pie cuadrado, un ahorro de entre un 50 y un 70% comparado con demolerla y colarla de nuevo.',
        'Reemplazo completo: de $10 a $25 por pie cuadrado, que en la entrada típica de una casa suma de $4,000 a $10,000 o más.',
      ],
    },
    {
      type: 'paragraph',
      text: 'En general, reparar cuesta entre un 30 y un 60% menos que reemplazar, y una buena reparación dura de 10 a 20 años. Nuestra regla: si el daño cubre menos del 40% de la superficie y la base está firme o se puede restaurar, conviene reparar. Pasado ese punto, los parches cuestan más de lo que ahorran.',
    },
    {
      type: 'paragraph',
      text: 'El problema es que el daño se extiende. Una entrada con tres grietas finas selladas está muy lejos de ese límite. La misma entrada, tras unas cuantas temporadas de lluvia con las grietas abiertas, puede tener una esquina deslavada, una sección hundida y otra levantada por las raíces. Cada temporada que usted espera pasa más superficie a la columna del reemplazo.',
    },
    {
      type: 'paragraph',
      text: 'La nivelación merece una mención aparte. Una sección hundida que sigue entera muchas veces se puede levantar rellenando el hueco que tiene debajo (el llamado mudjacking), un trabajo que toma de 4 a 8 horas y dura de 5 a 10 años o más. Cuando la sección se parte de lado a lado, hay que demolerla y colarla otra vez.',
    },
    { type: 'heading', text: 'Cómo una grieta descuidada termina en una entrada nueva' },
    {
      type: 'paragraph',
      text: 'Imagine lo que suele pasar. Una grieta delgada cerca de la rampa del garaje se ignora porque parece inofensiva. Un verano de tormentas mete agua por ella, la arcilla bajo esa esquina se mueve de forma desigual y un lado baja un poco. Ahora el agua de la bajante cae dentro de la abertura y arrastra material de la base hacia el jardín.',
    },
    {
      type: 'paragraph',
      text: 'Las llantas pasan sobre el borde debilitado hasta que la esquina se quiebra. La hierba echa raíz en la abertura y retiene más agua. Una semana de inundación deslava la base, la sección se hunde hacia el garaje y ahora la lluvia corre hacia la casa. El problema ya no es una grieta, sino una sección de losa dañada y, encima, un problema de drenaje.',
    },
    {
      type: 'paragraph',
      text: 'Ninguno de esos pasos parece grave, y ahí está la trampa: una reparación de grietas de $3 a $8 por pie cuadrado se convierte en un reemplazo de $10 a $25 por pie cuadrado.',
    },
    { type: 'heading', text: 'Lo que puede hacer este fin de semana' },
    {
      type: 'paragraph',
      text: 'No necesita equipo especial. Unas cuantas horas en un fin de semana seco rinden mucho, siempre que la temperatura esté por encima de 40 °F, algo que aquí casi nunca es problema.',
    },
    {
      type: 'list',
      items: [
        'Barra la entrada, lávela con la manguera y luego recórrala. Anote cada grieta, cada borde suelto y cada lugar donde se estanca el agua.',
        'Limpie las grietas: arranque la hierba, saque la tierra y el relleno que se desmorona con un desarmador o un cepillo de alambre, y aspire el polvo.',
        'Rellene las grietas angostas con un sellador flexible para grietas de concreto. Se mueve con la losa; las mezclas rígidas para parchar se despegan cuando la arcilla se mueve.',
        'Desvíe el agua. Póngales extensiones a las bajantes para que el agua caiga en el jardín, y rellene con tierra los huecos deslavados junto a la entrada.',
        'Si hay un árbol cerca y una sección ya se está levantando, consulte a un arbolista antes de cortar raíces usted mismo.',
        'Limpie las manchas de aceite y no deje que caiga fertilizante sobre el concreto.',
        'Vuelva a sellar cada 2 o 3 años, o cada año si la entrada tiene mucho tráfico. No camine sobre el sellador fresco durante 4 a 6 horas ni meta los carros durante 24 a 48 horas.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Estos pasos no arreglan una sección hundida, pero cierran las aberturas por donde el agua se mete debajo de la losa.',
    },
    {
      type: 'callout',
      heading: 'Pida un precio antes de que la grieta crezca',
      text: `Cuéntenos lo que está viendo o programe una visita. Medimos el daño, le explicamos si a su entrada le conviene reparar, nivelar o reemplazar, y le enviamos una cotización gratis por escrito dentro de ${perfil.respuesta.presupuesto}.`,
      cta: { label: 'Pida una cotización gratis', href: '/contact' },
    },
    { type: 'heading', text: 'Cuándo llamar a un profesional' },
    {
      type: 'paragraph',
      text: 'Algunos problemas no se resuelven con un tubo de sellador. Llame a un contratista de concreto si nota cualquiera de estas señales:',
    },
    {
      type: 'list',
      items: [
        'Grietas donde cabe una moneda, o grietas que han crecido desde la última vez que las selló',
        'Un lado de la grieta más alto que el otro, o cualquier borde con el que la gente se tropiece',
        'Una sección que se mece, suena hueca al golpearla, o se hundió y junta agua',
        'Agua que ahora escurre hacia la casa o el garaje',
        'Aberturas, hoyos o tierra que se deslava por los bordes, sobre todo después de una tormenta o inundación',
        'Levantamiento cerca de un árbol, donde quizá haya que atender las raíces para que la reparación dure',
        'Grietas o roturas extendidas por gran parte de la entrada',
      ],
    },
    {
      type: 'paragraph',
      text: 'Una inspección profesional mira más allá de la superficie: la pendiente, el suelo en los bordes, los huecos bajo las secciones y hacia dónde va el agua. Con eso se decide si conviene reparar grietas, renovar la superficie, nivelar o colar una sección nueva, para que usted no parche una losa que de todos modos va a fallar ni reemplace una que se podía salvar.',
    },
    {
      type: 'services',
      heading: 'El trabajo detrás de cada arreglo',
      items: [
        {
          service: 'concrete-repair-resurfacing',
          label: 'Reparación de grietas y renovación de superficie',
          text: 'Rellenar grietas que se mueven, parchar orillas rotas y darle una superficie nueva a una losa sana.',
        },
        {
          service: 'concrete-leveling-mudjacking',
          label: 'Nivelación de concreto (mudjacking) para secciones hundidas',
          text: 'Rellenar el hueco debajo de una sección que se bajó, mientras todavía está entera.',
        },
        {
          service: 'concrete-sealing',
          label: 'Sellado de la entrada contra el agua y las manchas',
          text: 'Una capa nueva cada 2 o 3 años cierra la superficie por donde el agua se mete debajo de la losa.',
        },
        {
          service: 'concrete-driveways',
          label: 'Reemplazo de entradas de concreto para autos',
          text: 'Quitar una entrada que ya falló y colar una nueva sobre una base rehecha y compactada.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: `Si una tormenta abrió un hoyo junto a la losa o debajo de ella, o una sección se derrumbó y se volvió un peligro, no espere a una cita de rutina. Nuestra línea de emergencias atiende 24/7 y respondemos en menos de ${perfil.respuesta.emergencia}.`,
    },
    { type: 'heading', text: 'La entrada más barata es la que ya tiene' },
    {
      type: 'paragraph',
      text: 'Una entrada de concreto bien construida y bien mantenida dura de 20 a 30 años. La mayoría de las entradas que reemplazamos antes de tiempo no fallaron por un concreto malo: el agua se metió por debajo a través de grietas que nadie selló. Sellar con regularidad, tener buen drenaje y arreglar las grietas mientras son pequeñas lo mantiene del lado barato de la cuenta: el de la reparación.',
    },
    {
      type: 'paragraph',
      text: 'Si ya ve grietas, atiéndalas antes del próximo aguacero. Un fin de semana de sellado más una revisión profesional de lo que se haya movido cuesta una fracción de una entrada nueva.',
    },
    {
      type: 'callout',
      heading: `Inspecciones gratis de entradas de autos en todo ${perfil.region}`,
      text: `Inspeccionamos entradas en ${business.homeCity} y en las comunidades a menos de ${business.serviceRadiusMiles} millas, de Lumberton a Port Arthur. La visita y la cotización son gratis, y su cotización por escrito le llega dentro de ${perfil.respuesta.presupuesto}.`,
      cta: { label: 'Agende una inspección gratis', href: '/contact' },
    },
  ],
} satisfies PostInput;
