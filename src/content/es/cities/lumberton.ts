import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Lumberton city page: growing residential suburb with new subdivisions. */
export default {
  slug: 'lumberton',
  name: 'Lumberton',
  county: 'Hardin County',
  emphasis: 'Suburbio residencial en crecimiento y fraccionamientos nuevos',
  seo: {
    title: 'Contratista de concreto en Lumberton, TX | Entradas y patios',
    description:
      'Concreto en Lumberton, TX, para casas nuevas y antiguas: ampliación de entradas de autos, patios, losas de garaje y caminos en el condado de Hardin.',
    keywords: [
      'contratista de concreto Lumberton TX',
      'entrada de concreto Lumberton',
      'concreto condado de Hardin',
      'patio casa nueva Lumberton',
      'ampliar entrada de autos Lumberton',
      'losa de garaje Lumberton TX',
    ],
  },
  hero: {
    tagline: 'Entradas, patios y caminos para las calles nuevas de Lumberton y las de siempre',
    text: `Lumberton sigue sumando casas al norte de ${business.homeCity}, y casi todas necesitan más concreto del que coló el constructor: una entrada más ancha, un patio trasero de verdad, un camino hasta el portón lateral. Los hacemos para el terreno del condado de Hardin y le damos el precio por escrito, gratis, en menos de ${perfil.respuesta.presupuesto}.`,
  },
  features: [
    {
      icon: 'home',
      title: 'Terminar la casa nueva',
      description:
        '¿Se mudó a una casa nueva con una entrada angosta y la puerta de atrás sin nada? Ampliamos entradas, agregamos patios y colamos caminos hasta el portón y los botes de basura.',
    },
    {
      icon: 'trees',
      title: 'Planeado alrededor de los pinos',
      description:
        'Los pinos altos dan sombra a muchos terrenos de Lumberton. Ubicamos las orillas de la losa y agregamos acero cerca de las raíces para que no levanten el concreto unas temporadas después.',
    },
    {
      icon: 'ruler',
      title: 'Niveles revisados antes de cimbrar',
      description:
        'Los lotes recién fraccionados se asientan disparejo. Primero tiramos niveles, para que cada losa nueva drene hacia la calle o el jardín y nunca hacia los cimientos.',
    },
    {
      icon: 'truck',
      title: 'Derecho por la US 69',
      description: `La US 69 y la US 96 traen nuestros camiones desde ${business.homeCity} sin rodeos, y así las visitas, los días de colado y las llamadas de seguimiento llegan a tiempo.`,
    },
  ],
  areas: [
    'Corredor de la US 96',
    'Corredor de la US 69',
    'FM 421',
    'Zona del Parque Estatal Village Creek',
    'Rose Hill Acres',
    'Pinewood Estates',
    'Silsbee',
    'Kountze',
  ],
  expertise: [
    'Lumberton ya dejó muy atrás sus comienzos de aserradero, y buena parte de nuestro trabajo aquí es completar lo que el constructor dejó pendiente. Una casa nueva muchas veces trae una entrada del ancho de un solo carro, un escaloncito en la puerta de atrás y pura tierra junto al garaje. Ampliamos entradas con pasadores de acero perforados en la orilla vieja para que la franja nueva se mueva junto con la original, colamos patios que salen de la puerta trasera a una altura cómoda y hacemos caminos que evitan meter lodo a la casa después de un aguacero.',
    'El terreno decide cuánto dura ese concreto. Los lotes que eran bosque de pinos pueden esconder tocones y bolsas de tierra orgánica blanda, y el suelo puede pasar de franco arenoso a arcilla dentro del mismo fraccionamiento. Sondeamos y compactamos la base antes de poner la cimbra, colamos losas de garaje de 4 a 6 pulgadas de grosor y pedimos no meter carros a una entrada nueva durante 7 días, para que alcance su resistencia antes del primer viaje al trabajo. Donde el patio trasero queda bajo hacia Village Creek o una zanja de desagüe, subimos el nivel y damos pendiente a la losa para que los aguaceros escurran y no se encharquen.',
  ],
  faqs: [
    {
      question: 'Mi casa nueva en Lumberton vino con una entrada angosta. ¿Pueden ampliarla?',
      answer:
        'Sí, es de los trabajos que más hacemos en Lumberton. Cortamos la orilla vieja en línea recta, fijamos pasadores de acero con epóxico a lo largo y colamos la franja nueva para que las dos partes queden al mismo nivel. El concreto nuevo nunca iguala perfectamente el color del viejo, pero pasar la escoba en la misma dirección los deja muy parecidos.',
    },
    {
      question: '¿La asociación del fraccionamiento tiene que aprobar una ampliación o un patio?',
      answer:
        'Algunos fraccionamientos nuevos de Lumberton tienen restricciones en la escritura o una asociación de propietarios con reglas sobre ancho de entrada, materiales y retiros. Consulte con la suya antes de empezar. Le damos un dibujo y un alcance por escrito para anexar a la solicitud de aprobación.',
    },
    {
      question: '¿Necesito permiso de la Ciudad de Lumberton para trabajo de losas y banquetas?',
      answer:
        'Depende del trabajo y de la dirección. Lo que toca la calle, la cuneta o el derecho de vía es lo que más probablemente necesita aprobación de la ciudad, y fuera de los límites de la ciudad rigen las reglas del condado de Hardin. Revisamos qué reglas le tocan cuando vamos a medir, y sacamos el permiso nosotros cuando forma parte del contrato.',
    },
    {
      question: '¿Los pinos de mi terreno van a agrietar un patio nuevo?',
      answer:
        'Pueden, si la losa se cuela directo sobre raíces grandes superficiales. Cortamos las raíces que se pueden quitar sin peligro, agregamos refuerzo donde el patio pasa cerca de un tronco y ponemos juntas de control para que cualquier movimiento salga como una línea limpia y no como una grieta al azar. Si hay un pino grande pegado a la casa, quizá le sugiramos alejar de él la orilla del patio.',
    },
    {
      question: '¿Pueden colar antes de que nos mudemos a una casa recién construida?',
      answer:
        'Sí, en cuanto el constructor termine la nivelación final y cualquier trabajo de servicios cerca de la losa. Se puede caminar encima entre las 24 y las 48 horas y los vehículos esperan 7 días, así que colar una semana o más antes de la mudanza mantiene el camión de mudanzas lejos del concreto tierno.',
    },
  ],
  closing: {
    heading: '¿Acaba de mudarse a una casa en Lumberton?',
    text: 'Mándenos su dirección y unas fotos de la entrada o del patio trasero. Vamos a medir, platicamos el diseño y le dejamos una cotización gratis por escrito.',
  },
} satisfies CityInput;
