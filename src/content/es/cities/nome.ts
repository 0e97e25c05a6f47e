import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Nome city page: rural and agricultural work, seven area badges. */
export default {
  slug: 'nome',
  name: 'Nome',
  county: 'Jefferson County',
  emphasis: 'Rural y agrícola',
  seo: {
    title: 'Contratista de concreto en Nome, TX | Granjas y ranchos',
    description:
      'Concreto en Nome, TX, sobre la US 90: losas para maquinaria, comederos de ganado, entradas de granja y cimientos de casa en el oeste del condado de Jefferson.',
    keywords: [
      'contratista de concreto Nome TX',
      'concreto para granjas Nome',
      'losa para equipo condado de Jefferson',
      'comedero de concreto para ganado',
      'entrada rural Nome TX',
      'concreto para ranchos sureste de Texas',
    ],
  },
  hero: {
    tagline: 'Concreto de granja y rancho para la tierra de arroz y ganado alrededor de Nome',
    text: `Pasando China por la US 90, Nome es campo de trabajo: arrozales, pasto en rollo y potreros, y casas con taller y granero. Aquí colamos losas para equipo, comederos, entradas de granja y cimientos de casa, y una obra en el campo recibe el mismo cuidado que una en ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'tractor',
      title: 'Losas para bodegas de maquinaria',
      description:
        'Pisos reforzados para combinadas, tractores y camiones de grano, con orillas engrosadas y una plancha ancha para que la maquinaria pesada entre sin despostillar el borde.',
    },
    {
      icon: 'fence',
      title: 'Comederos y corrales',
      description:
        'El concreto junto a comederos, bebederos y corrales de manejo evita que el ganado convierta el suelo en lodazal, y se limpia fácil con la cuchilla del tractor.',
    },
    {
      icon: 'droplets',
      title: 'Drenaje en tierra plana',
      description:
        'El terreno alrededor de Nome es parejo y tarda en drenar, así que subimos las losas sobre relleno compactado y les damos caída para mandar la lluvia hacia la zanja.',
    },
    {
      icon: 'calendar-check',
      title: 'Al ritmo de las temporadas',
      description: `Visita gratis y cotización por escrito en menos de ${perfil.respuesta.presupuesto}, vigente por ${business.response.estimateValidDays} días, para que acomode el concreto entre la siembra y la cosecha.`,
    },
  ],
  areas: ['Corredor de la US 90', 'State Highway 326', 'FM 365', 'China', 'Sour Lake', 'Devers', 'Hamshire'],
  expertise: [
    'Nome empezó como parada del ferrocarril que corría por lo que hoy es la US 90. Desde entonces el arroz lo ha mantenido vivo, junto con el ganado, el pasto en rollo y el cangrejo de río (crawfish), y casi todo lo que colamos aquí es concreto de trabajo. Las bodegas de maquinaria y los pisos de taller donde se guardan máquinas pesadas siguen el estándar comercial: un piso de 6 a 8 pulgadas de grosor, concreto de 4,000 a 6,000 PSI y acero en toda la losa. Los comederos y las planchas junto a los bebederos llevan un escobillado grueso para que el ganado no resbale en una mañana mojada.',
    'La tierra alrededor de Nome es pradera costera plana sobre arcilla pesada, que retiene bien el agua para el arroz y es dura con las losas. La arcilla se hincha cuando los campos están mojados y se raja en la sequía de fin de verano, y el agua de lluvia no tiene por dónde irse rápido. Quitamos la capa vegetal, subimos la plataforma con relleno compactado y nivelamos la losa terminada para que drene hacia una zanja y no de regreso bajo el edificio. Aquí casi nunca hiela, pero el calor de julio sí aprieta, así que en verano colamos desde que aclara y mantenemos el concreto mojado mientras cura.',
  ],
  faqs: [
    {
      question: '¿Pueden colar un piso de granero donde quepa una combinada cerca de Nome?',
      answer:
        'Sí. Díganos qué máquinas se van a guardar adentro y el tamaño del edificio, y calculamos el grosor de la losa, el acero y la distribución de juntas según la carga más pesada. Los portones anchos llevan orilla engrosada y una plancha de concreto para que las llantas no rompan el borde cuando entra una máquina cargada.',
    },
    {
      question: '¿Valen lo que cuestan los comederos de concreto para una operación de ganado?',
      answer:
        'Para la mayoría de los hatos, sí. Donde el ganado se amontona junto a un comedero, un bebedero o una puerta, el suelo se vuelve lodo hondo después de llover, y eso desperdicia alimento y maltrata las pezuñas. Una plancha de concreto rugosa se mantiene firme y se limpia con el tractor. La hacemos a la medida del comedero y del espacio que los animales necesitan para pararse y voltearse.',
    },
    {
      question: '¿Cuándo conviene programar concreto para la granja en Nome?',
      answer:
        'A muchos granjeros les gustan las semanas más calmadas entre la cosecha y las labores de primavera, cuando se puede sacar el equipo del camino. Colamos todo el año, pero evitamos las lluvias fuertes y protegemos el concreto fresco en los raros días que bajan de 40 °F.',
    },
    {
      question: '¿Cuelan cimientos de casa en terrenos abiertos fuera de Nome?',
      answer:
        'Sí. Hacemos losas de casa según los planos de su constructor o ingeniero: plataforma, barrera de vapor, acero, vigas de cimentación y coordinación con la instalación del plomero. En la pradera abierta cuidamos mucho la altura de la plataforma, porque una casa en terreno plano necesita el piso bien arriba del suelo que la rodea.',
    },
    {
      question: '¿Cuelan bases chicas para bombas de pozo, tanques y generadores?',
      answer:
        'Sí. Una base chica bajo la bomba del pozo, el tanque de presión, el generador o el tanque de combustible mantiene el equipo nivelado y fuera del lodo. Si la propiedad necesita varias, las cimbramos todas juntas y las colamos en una sola visita.',
    },
  ],
  closing: {
    heading: '¿Necesita un piso de granero o un comedero en Nome?',
    text: 'Díganos qué tiene que cargar la losa y en qué parte del terreno va. Vamos a Nome, revisamos el suelo y le escribimos una cotización gratis.',
  },
} satisfies CityInput;
