import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the China city page: small rural community on US 90 with farms and acreage. */
export default {
  slug: 'china',
  name: 'China',
  county: 'Jefferson County',
  emphasis: 'Casas de campo, granjas y terrenos a lo largo de la US 90',
  seo: {
    title: 'Contratista de concreto en China, TX | Talleres y graneros',
    description:
      'Concreto en China, TX, sobre la US 90 al oeste de Beaumont: losas de taller y granero, entradas rurales largas, plataformas de casa y patios en el campo.',
    keywords: [
      'contratista de concreto China TX',
      'losa de taller China Texas',
      'piso de granero condado de Jefferson',
      'entrada rural China TX',
      'plataforma de casa US 90',
      'concreto para terrenos sureste de Texas',
    ],
  },
  hero: {
    tagline: 'Concreto de campo para casas, talleres y graneros al oeste de Beaumont',
    text: `China es un pueblo chico del condado de Jefferson: casas retiradas de la US 90, arrozales y potreros detrás y un taller de lámina que necesita un piso sólido. Colamos losas de taller, plataformas de casa y entradas hasta el camino, a un rato al oeste de nuestra base en ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'warehouse',
      title: 'Pisos de taller y granero',
      description:
        'Losas para talleres de lámina, graneros de pacas y cobertizos de equipo, con el grosor suficiente para remolques cargados y con caída para que el agua de la manguera salga por el portón.',
    },
    {
      icon: 'truck',
      title: 'Entradas hasta el camino',
      description:
        'Si la casa queda muy adentro, colamos todo el largo o solo la rampa de acceso y el estacionamiento, dejando libres las alcantarillas para que corra la zanja.',
    },
    {
      icon: 'droplets',
      title: 'Plataformas por encima de la pradera',
      description:
        'El terreno plano drena despacio. Subimos la plataforma con relleno compactado para que la losa nueva quede arriba del agua estancada tras un chaparrón de verano.',
    },
    {
      icon: 'map-pin',
      title: 'Los terrenos grandes también tienen visita',
      description: `Un terreno de campo recibe la misma visita gratis que uno en el pueblo, y usted tiene nuestro precio en papel en menos de ${perfil.respuesta.presupuesto}, válido por ${business.response.estimateValidDays} días.`,
    },
  ],
  areas: ['Corredor de la US 90', 'Nome', 'Sour Lake', 'Bevil Oaks', 'Fannett', 'Hamshire', 'Amelia', 'Oeste de Beaumont'],
  expertise: [
    'China toma su nombre de los árboles de paraíso (chinaberry) que rodeaban una antigua parada de agua del ferrocarril, y todavía se siente como campo: tierras de arroz y de ganado, casas en unos cuantos acres y talleres que sirven de cochera para camionetas y tractores. Aquí el concreto carga peso de rancho. En pisos de taller y granero engrosamos la losa en los portones por donde dan vuelta los remolques cargados, amarramos acero a lo largo de las orillas y trazamos las juntas para que las llantas del tractor las crucen de frente y no rueden a lo largo de ellas.',
    'El agua es la otra mitad del trabajo. La pradera entre Beaumont y Nome es plana, la arcilla de abajo guarda la humedad y después de un aguacero fuerte un campo puede quedar empapado por días. Subimos las plataformas de casa con relleno selecto compactado, dejamos el piso terminado más alto que el terreno de alrededor y le damos bombeo a las entradas para que el agua se vaya a las zanjas y no forme charcos. Las entradas largas se dividen en secciones con juntas de control profundas, porque una entrada que llega hasta una casa muy retirada de la carretera se va a agrietar en algún lado si no escogemos dónde.',
  ],
  faqs: [
    {
      question: '¿Pueden colar la losa para un edificio metálico en mi terreno de China?',
      answer:
        'Sí. Mándenos el tamaño del edificio y el plano de pernos de anclaje del proveedor del kit, y cimbramos la losa con orillas engrosadas, fijamos los pernos según ese plano y damos al piso el acabado que pida lo que se vaya a guardar adentro. Muchos dueños agregan una plancha de concreto frente al portón enrollable para que el lodo se quede afuera.',
    },
    {
      question: 'Mi entrada cruza la zanja junto al camino. ¿Pueden colar sobre la alcantarilla?',
      answer:
        'Podemos cimbrar y colar la rampa de acceso sobre un tubo de alcantarilla del tamaño adecuado y dejar ambos extremos abiertos para que corra el agua. Un cruce sobre la US 90 depende de TxDOT, mientras que uno en una calle de la ciudad o camino del condado pasa por la Ciudad de China o el condado de Jefferson, y le ayudamos a averiguar qué aprobación necesita antes de empezar.',
    },
    {
      question: '¿Vale la pena el concreto en una entrada larga de campo, o sigo con grava?',
      answer:
        'La grava sale más barata el primer día, pero se va a la zanja y se hace surcos con las lluvias fuertes. Un buen término medio es concreto donde el desgaste es peor, en la rampa de acceso, el estacionamiento y la parte junto a la casa, y grava en el resto. Una entrada de concreto bien hecha y bien cuidada dura de 20 a 30 años.',
    },
    {
      question: '¿Les conviene venir a China por un trabajo chico?',
      answer: `Sí. China queda bien adentro de nuestra zona de servicio de ${business.serviceRadiusMiles} millas, así que un solo patio, unos escalones traseros o una reparación de banqueta valen el viaje. Cuando tenemos otras obras al oeste por la US 90, tratamos de juntar los trabajos chicos el mismo día.`,
    },
    {
      question: '¿Cómo mantienen seca una losa de casa nueva en terreno plano y bajo?',
      answer:
        'Lo primero es la altura: el relleno compactado sube la plataforma para que el piso terminado quede arriba del jardín, y el terreno alrededor baja hacia todos lados. Bajo la losa va una barrera de vapor, y las canaletas deben llevar el agua del techo bien lejos del cimiento. Si el terreno se ha inundado antes, definimos la altura del piso con usted y su constructor antes de colar nada.',
    },
  ],
  closing: {
    heading: '¿Va a construir en su terreno en China?',
    text: 'Sea un piso de taller, una plataforma de casa o una entrada hasta la carretera, díganos dónde está la propiedad y vamos a recorrerla con usted.',
  },
} satisfies CityInput;
