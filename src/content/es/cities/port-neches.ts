import { business } from '../../business';
import type { CityInput } from '../../schema';

/** Spanish (es-US) edition of the Port Neches city page: petrochemical and industrial work. */
export default {
  slug: 'port-neches',
  name: 'Port Neches',
  county: 'Jefferson County',
  emphasis: 'Petroquímica e industria',
  seo: {
    title: 'Contratista de concreto en Port Neches, TX | Losas industriales',
    description:
      'Concreto industrial en Port Neches, TX: cimientos de equipo, losas de contención, pavimento de planta y plataformas de camiones junto al río Neches.',
    keywords: [
      'contratista de concreto Port Neches TX',
      'concreto industrial Port Neches',
      'concreto para plantas petroquímicas',
      'cimientos de equipo condado de Jefferson',
      'losa de contención Texas',
      'pavimento de planta Port Neches',
    ],
  },
  hero: {
    tagline: 'Concreto industrial para las plantas a la orilla del río Neches',
    text: `En Port Neches se fabrican químicos junto al río Neches por lo menos desde las plantas de hule sintético de la Segunda Guerra Mundial, y sus plantas y contratistas necesitan concreto que cargue equipo pesado y resista derrames. Colamos cimientos, contención y pavimento según especificaciones de ingeniería, a un corto trayecto de ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'factory',
      title: 'Cimientos para equipo',
      description:
        'Cimientos para bombas, compresores y recipientes colados según los planos del ingeniero, con pernos de anclaje y piezas embebidas fijados con plantilla antes de que llegue el concreto.',
    },
    {
      icon: 'shield',
      title: 'Contención y áreas de derrame',
      description:
        'Losas con bordillo, fosas y muros de dique que retienen lo que deben retener, con materiales de junta y selladores elegidos para los químicos de cada planta.',
    },
    {
      icon: 'hard-hat',
      title: 'Cuadrillas que siguen las reglas de la planta',
      description:
        'Nuestra gente toma la orientación de seguridad de cada planta, trabaja con sus permisos y acordona su área, para que el personal de la planta siga operando a nuestro alrededor.',
    },
    {
      icon: 'truck',
      title: 'Pavimento de uso pesado',
      description:
        'Plataformas de camiones, zonas de carga, patios de almacenaje y caminos internos gruesos y reforzados para el paso constante de camiones cargados y grúas.',
    },
  ],
  areas: [
    'Merriman Street',
    'Magnolia Avenue',
    'Twin City Highway',
    'Riverfront Park',
    'Groves',
    'Nederland',
    'Port Arthur',
    'Central Gardens',
  ],
  expertise: [
    'Port Neches nació alrededor de la industria de refinación y química en la ribera oeste del río Neches, y las plantas siguen siendo lo más grande del pueblo. Aquí el concreto industrial es obra de ingeniería. Colamos cimientos de equipo, zapatas para soportes de tubería, losas de contención y caminos de planta según las especificaciones del dueño, por lo general de 6 a 8 pulgadas de grosor, con concreto de 4,000 a 6,000 PSI y mucho refuerzo. Diseñar una losa con ese estándar sube el costo inicial entre un 20 y un 40% frente a un colado ligero, pero el resultado se mantiene plano y sano bajo cargas que aplastarían la losa de un garaje de casa.',
    'Los horarios y la seguridad definen cada trabajo industrial. Mucho se hace durante los paros de mantenimiento o junto a unidades en operación, así que planeamos los colados para las ventanas que nos da la planta, traemos cuadrillas que conocen los permisos de trabajo y hacemos pasar las bombas de concreto y las revolvedoras por la caseta sin detener a nadie. Port Neches también es un pueblo de familias, con casas viejas cerca del río y calles junto a Merriman y Magnolia, y ahí también colamos entradas de autos y patios hechos para desalojar los aguaceros que caen sobre Mid-County.',
  ],
  faqs: [
    {
      question: '¿Cuelan concreto dentro de las plantas petroquímicas de Port Neches?',
      answer:
        'Sí. Hacemos cimientos, contención, pavimento y reparación de losas dentro de plantas en operación y en patios de contratistas. Antes de tomar una herramienta, nuestra gente pasa por la orientación de seguridad de la planta y desde entonces trabaja bajo sus reglas de permisos, barricadas y orden y limpieza.',
    },
    {
      question: '¿Construyen según los planos sellados y las especificaciones de nuestro ingeniero?',
      answer:
        'Así preferimos trabajar en obras industriales. Seguimos los planos en medidas, refuerzo, piezas embebidas y diseño de mezcla, coordinamos las pruebas con su inspector y avisamos de cualquier conflicto que veamos antes de pedir el concreto, no después de colarlo.',
    },
    {
      question: '¿Cómo protegen las losas de contención contra el ataque químico?',
      answer:
        'Los productos que va a recibir la losa deciden los detalles. Colocamos concreto denso y bien curado, reducimos al mínimo las juntas en las áreas de contención y las rellenamos con un material compatible, y aplicamos el recubrimiento o sellador que pide su especificación cuando el concreto ha curado por lo menos 28 días.',
    },
    {
      question: '¿Pueden reparar una losa dañada de la planta durante un paro corto?',
      answer:
        'Muchas veces, sí. Las zonas desconchadas, las juntas rotas y las secciones agrietadas se pueden cortar y parchar en una ventana corta, y cuando el daño cubre menos del 40% de la losa, reparar suele salir mejor que reponer. Tenemos listos materiales y cuadrilla antes del paro para empezar en cuanto nos entregan el área.',
    },
    {
      question: '¿También hacen trabajos residenciales en Port Neches y Groves?',
      answer:
        'Sí. Además del trabajo en planta, colamos y reponemos entradas de autos, patios, caminos y losas de garaje para familias de Port Neches y del vecino Groves. Las losas de garaje llevan de 4 a 6 pulgadas de grosor, la cotización es gratis y dejamos la casa tan ordenada como una planta.',
    },
  ],
  closing: {
    heading: '¿Planea una obra de planta o de contratista en Port Neches?',
    text: 'Mándenos los planos o el alcance del trabajo. Los revisamos, recorremos la obra con su equipo y le entregamos un precio por escrito.',
  },
} satisfies CityInput;
