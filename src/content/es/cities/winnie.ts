import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Winnie city page: coastal and flood-resistant construction. */
export default {
  slug: 'winnie',
  name: 'Winnie',
  county: 'Chambers County',
  emphasis: 'Construcción costera resistente a inundaciones',
  seo: {
    title: 'Contratista de concreto en Winnie, TX | Losas para zona inundable',
    description:
      'Concreto para Winnie, TX y el este del condado de Chambers: plataformas de casa elevadas, entradas, bases de equipo y losas para tormentas y crecidas.',
    keywords: [
      'contratista de concreto Winnie TX',
      'losa de concreto Winnie',
      'concreto contra inundaciones condado de Chambers',
      'losa elevada Winnie',
      'entrada de concreto Stowell',
    ],
  },
  hero: {
    tagline: 'Losas que quedan arriba del nivel del agua, cerca de la costa de Texas',
    text: `Winnie está donde la I-10 se cruza con las carreteras 124 y 73, a poca distancia del Golfo y de los refugios de vida silvestre de Anahuac y McFaddin. Aquí construimos plataformas elevadas, entradas y bases que drenan rápido y no se mueven cuando un sistema tropical se estaciona encima, con cuadrillas que salen de ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'waves',
      title: 'Plataformas de casa elevadas',
      description:
        'Subimos la plataforma con relleno selecto compactado antes de cimbrar, para que el piso terminado quede más alto que el jardín y la calle de alrededor.',
    },
    {
      icon: 'shield-check',
      title: 'Acero protegido del aire salado',
      description:
        'Mezclas densas y buen recubrimiento de concreto sobre la varilla frenan la corrosión que la humedad de la costa causa en losas mal hechas.',
    },
    {
      icon: 'zap',
      title: 'Bases elevadas para equipo',
      description:
        'Bases altas para unidades de aire acondicionado, generadores de respaldo y equipo de pozo mantienen la maquinaria cara fuera del agua de una inundación baja.',
    },
    {
      icon: 'siren',
      title: 'Ayuda después de la tormenta',
      description: `Si una tormenta socava una losa o se lleva una rampa de acceso, llámenos: respuesta de emergencia en menos de ${perfil.respuesta.emergencia}, cualquier día de la semana.`,
    },
  ],
  areas: ['Stowell', 'Hamshire', 'High Island', 'Anahuac', 'Fannett', 'Interstate 10', 'Highway 124', 'Highway 73'],
  expertise: [
    'Winnie y el vecino Stowell están sobre pradera costera plana y baja, en medio de la zona arrocera del condado de Chambers. La tormenta tropical Imelda metió agua en casas de aquí en 2019, y Harvey trajo inundaciones dos años antes. Cuando se levanta una casa, un taller o un granero, la primera pregunta es a qué altura debe quedar el piso. Subimos la plataforma con relleno compactado por capas, damos forma al terreno para que el escurrimiento salga de la losa en todas direcciones y metemos las zapatas lo bastante hondo para que un subsuelo empapado y reblandecido no deje caer las orillas.',
    'El viento y la sal definen el resto del trabajo. Las ráfagas del Golfo empujan muros y cocheras, así que los pernos de anclaje y los conectores se dejan colados en el concreto donde los necesita el carpintero o el ingeniero, no perforados después como ocurrencia de último momento. El aire húmedo del Golfo, salado cada vez que el viento sopla desde el agua, se mete en el concreto delgado o agrietado y oxida el acero de adentro; por eso dejamos la varilla bien cubierta, usamos una mezcla con poca agua y la curamos como se debe. Entradas y planchas reciben la misma atención, con bombeo o pendiente para que el agua siga hacia la zanja y no se encharque contra el portón del garaje.',
  ],
  faqs: [
    {
      question: '¿A qué altura debe quedar una losa nueva en un terreno de Winnie?',
      answer:
        'Depende de la zona de inundación, la elevación de su terreno y lo que pidan el condado y su prestamista. Revisamos con usted el mapa de inundación y los niveles de los vecinos, y luego subimos la plataforma lo suficiente para que el piso terminado quede con holgura por encima del terreno de alrededor.',
    },
    {
      question: '¿Quién da los permisos para obras de concreto en Winnie?',
      answer:
        'Winnie no es un municipio incorporado, así que no hay ayuntamiento donde tramitar; el condado de Chambers regula la construcción en zonas inundables. Revisamos los requisitos del condado para su dirección antes de cotizar y le decimos qué papeleo hace falta.',
    },
    {
      question: '¿Pueden colar una base elevada para mi aire acondicionado o mi generador?',
      answer:
        'Sí. Las bases para equipo son de los colados chicos más útiles en la costa. Hacemos la base a la medida de la unidad, a la altura que usted y su instalador escojan, y dejamos los anclajes colados para que el equipo no se deslice ni se voltee con viento fuerte.',
    },
    {
      question: 'Mi entrada en Stowell se agrietó con la última inundación. ¿Tiene arreglo?',
      answer:
        'Muchas veces sí. Si las secciones solo se asentaron, la nivelación puede volver a subirlas. Si el agua se llevó la base y el daño cubre más del 40% de la superficie, casi siempre conviene más reponerla sobre una base reconstruida. Le decimos qué hacer después de verla.',
    },
    {
      question: `¿Winnie queda muy lejos para una cuadrilla de ${business.homeCity}?`,
      answer: `No. Winnie está bien dentro de nuestro radio de servicio de ${business.serviceRadiusMiles} millas, y el norte del condado de Chambers es una zona que cubrimos con frecuencia. Las cotizaciones son gratis y respondemos en menos de ${perfil.respuesta.presupuesto}.`,
    },
  ],
  closing: {
    heading: '¿Va a construir en Winnie y quiere quedar por encima del agua?',
    text: 'Mándenos el plano del terreno o unas fotos. Vamos, revisamos los niveles y le cotizamos una losa que mantenga su piso fuera del agua.',
  },
} satisfies CityInput;
