import { business } from '../../business';
import type { CityInput } from '../../schema';

/** Spanish (es-US) edition of the Beauxart Gardens city page: luxury decorative concrete for large lots. */
export default {
  slug: 'beauxart-gardens',
  name: 'Beauxart Gardens',
  county: 'Jefferson County',
  emphasis: 'Concreto decorativo de lujo para terrenos residenciales grandes',
  seo: {
    title: 'Contratista de concreto decorativo en Beauxart Gardens, TX',
    description:
      'Concreto estampado, teñido y de agregado expuesto en Beauxart Gardens: áreas de alberca, patios, cocinas exteriores y entradas circulares. Cotización gratis.',
    keywords: [
      'contratista de concreto Beauxart Gardens TX',
      'concreto estampado Beauxart Gardens',
      'concreto decorativo Nederland',
      'concreto para alberca',
      'patio de concreto teñido',
    ],
  },
  hero: {
    tagline: 'Concreto decorativo con espacio de sobra entre Beaumont y Nederland',
    text: `Beauxart Gardens nació en los años 1930 como colonia de granjas familiares con terrenos amplios, y ese espacio todavía la distingue. Lo aprovechamos en áreas de alberca estampadas, patios teñidos, cocinas exteriores y entradas circulares dignas de una buena casa, obra de una cuadrilla que baja desde ${business.homeCity} en pocos minutos por la carretera 69.`,
  },
  features: [
    {
      icon: 'gem',
      title: 'Áreas de alberca y patios estampados',
      description:
        'Diseños de piedra, pizarra y tablón de madera marcados en el concreto fresco, con el color de su ladrillo o su fachada y sellados para que el color dure.',
    },
    {
      icon: 'palette',
      title: 'Acabados teñidos y de color',
      description:
        'Los tintes ácidos y a base de agua dan a porches, patios y pisos de garaje un color rico y variado que no se pela como la pintura.',
    },
    {
      icon: 'sparkles',
      title: 'Entradas de agregado expuesto',
      description:
        'Al lavar la superficie aparece la piedra de adentro: el agregado expuesto forma una entrada circular o un camino al frente con textura, antiderrapante y que disimula la tierra del día a día.',
    },
    {
      icon: 'sun',
      title: 'Espacios para vivir al aire libre',
      description:
        'Losas para cocinas exteriores, fogateros y pabellones techados, con orillas, escalones y bancas de concreto diseñados como un solo espacio terminado.',
    },
  ],
  areas: [
    'Nederland',
    'Viterbo',
    'Beaumont',
    'Port Neches',
    'Aeropuerto Regional Jack Brooks',
    'Highway 69',
    'Spur 93',
    'Twin City Highway',
  ],
  expertise: [
    'El gobierno federal planeó Beauxart Gardens en 1934 como colonia de subsistencia: unas cincuenta familias en terrenos de varios acres donde tenían huerta y animales mientras trabajaban medio tiempo en las refinerías. Esas parcelas anchas sobre antiguas tierras de arroz explican por qué la comunidad todavía se siente distinta de los fraccionamientos de alrededor. Un terreno grande invita a un proyecto grande, como un área de alberca que da la vuelta hasta una cocina techada o una entrada curva con una orilla decorativa. Diseñarlos bien obliga a pensar por dónde saldrá el agua de cada pie cuadrado antes de poner la primera cimbra.',
    'El trabajo decorativo pide más cuidado que el concreto gris sencillo, no menos. La arcilla de los viejos arrozales se mueve con las estaciones, así que las losas estampadas y teñidas llevan la misma base compactada, el mismo acero y juntas tan bien pensadas como cualquier entrada de autos, y escondemos las juntas en el diseño cuando se puede. El color va en la mezcla o en la superficie en el momento justo, el estampado se hace al ritmo del fraguado y la losa se sella cuando ha curado 28 días, dentro de los 30 días posteriores al colado. Volver a sellar cada 2 o 3 años mantiene el color intenso bajo el sol de la costa y la superficie más fácil de limpiar.',
  ],
  faqs: [
    {
      question: '¿Qué acabado decorativo conviene para un área de alberca en Beauxart Gardens?',
      answer:
        'Alrededor de una alberca se necesita agarre para los pies mojados y una superficie que no se caliente demasiado. Un estampado de textura suave en un color claro, o una sobrecapa estampada con sellador antiderrapante, funciona bien para la mayoría de las familias. Llevamos muestras para que las vea y las toque en su propio patio.',
    },
    {
      question: '¿Se decolora con el sol el color del concreto estampado?',
      answer:
        'El color integrado en la mezcla atraviesa todo el concreto y aguanta bien. El color de superficie y el tinte desmoldante quedan más expuestos, y por eso importa el sellador: sellamos cuando el concreto ha curado 28 días, dentro de los 30 días posteriores al colado, y recomendamos volver a sellar cada 2 o 3 años para que conserve su intensidad.',
    },
    {
      question: '¿Pueden hacer un patio nuevo que combine con una entrada decorativa más vieja?',
      answer:
        'Podemos acercarnos mucho. Probamos muestras de color junto a su concreto actual, escogemos un diseño que lo complemente y a veces ponemos una franja entre lo viejo y lo nuevo para que la unión se vea planeada y no parchada. Igualar exactamente un concreto desgastado casi nunca es posible, y se lo decimos desde el principio.',
    },
    {
      question: '¿Vale la pena el concreto decorativo en un terreno grande?',
      answer:
        'En una propiedad grande, el patio, la entrada y los caminos son buena parte de lo que la gente ve, así que el acabado pesa mucho en cómo luce todo el lugar. El concreto decorativo cuesta más que un acabado escobillado, pero da el aspecto de piedra o adoquín en una sola losa, con menos juntas donde crezca la hierba.',
    },
    {
      question: '¿Cuánto hay que esperar para usar un patio estampado nuevo?',
      answer:
        'Se puede caminar encima pasadas 24 a 48 horas. Muebles, asadores y macetas pueden ir unos días después, y cualquier vehículo debe esperar 7 días. El sellado viene cuando el concreto ha curado 28 días, dentro de los 30 días posteriores al colado.',
    },
  ],
  closing: {
    heading: '¿Diseña un patio o un área de alberca en Beauxart Gardens?',
    text: `Cuéntenos cómo se imagina su patio. Llevamos muestras de diseño y color a su casa y le enviamos una cotización gratis, válida por ${business.response.estimateValidDays} días.`,
  },
} satisfies CityInput;
