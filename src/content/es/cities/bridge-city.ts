import { business } from '../../business';
import type { CityInput } from '../../schema';
import { perfil } from '../profile';

/** Spanish (es-US) edition of the Bridge City city page: hurricane and flood recovery, elevated homes. */
export default {
  slug: 'bridge-city',
  name: 'Bridge City',
  county: 'Orange County',
  emphasis: 'Recuperación tras huracanes e inundaciones, casas elevadas',
  seo: {
    title: 'Contratista de concreto en Bridge City, TX | Casas elevadas',
    description:
      'Concreto en Bridge City, TX, para reconstruir después de las tormentas: losas bajo casas elevadas, escaleras, descansos, entradas y banquetas.',
    keywords: [
      'contratista de concreto Bridge City TX',
      'concreto para casa elevada',
      'entrada de autos Bridge City',
      'concreto tras inundación condado de Orange',
      'escaleras de concreto casa elevada',
      'reparación de concreto por tormenta',
    ],
  },
  hero: {
    tagline: 'Concreto para casas elevadas y calles que han aguantado muchas tormentas, entre el Neches y el Sabine',
    text: `Bridge City se reconstruyó después de Ike y otra vez después de Harvey, y muchas de sus casas ahora están sobre pilotes. Colamos las losas de estacionamiento debajo de ellas, las escaleras y descansos que llegan a la puerta y entradas con pendiente para los aguaceros, pasando el Rainbow Bridge desde Port Arthur y muy a la mano desde ${business.homeCity}.`,
  },
  features: [
    {
      icon: 'move-vertical',
      title: 'Escaleras para casas elevadas',
      description:
        'Escaleras y descansos de concreto sobre zapatas propias, pensados para subir a diario con las bolsas del mandado y hechos para aguantar viento y crecidas.',
    },
    {
      icon: 'home',
      title: 'Losas bajo casas elevadas',
      description:
        'Cuando se levanta una casa, el espacio de abajo se vuelve cochera y bodega. Colamos losas alrededor de los pilotes sin socavarlos.',
    },
    {
      icon: 'waves',
      title: 'Entradas y caminos listos para inundaciones',
      description:
        'Entradas de autos y caminos con pendiente para que la marejada y la lluvia se vayan rápido, sobre una base que resiste después de haber estado bajo el agua.',
    },
    {
      icon: 'siren',
      title: 'Ayuda cuando pega una tormenta',
      description: `Losas socavadas, rampas de acceso deslavadas y escalones rotos tras una tormenta reciben respuesta de emergencia en menos de ${perfil.respuesta.emergencia}, a cualquier hora y cualquier día.`,
    },
  ],
  areas: [
    'Zona del Rainbow Bridge',
    'Texas Avenue',
    'Roundbunch Road',
    'Highway 62',
    'Cow Bayou',
    'Orangefield',
    'West Orange',
    'Pinehurst',
  ],
  expertise: [
    'Bridge City debe su nombre al cruce del puente sobre el Neches, y está en una franja baja del condado de Orange entre ese río y el Sabine. La marejada del huracán Ike en 2008 inundó casi todas las casas del pueblo, y la lluvia de Harvey en 2017 volvió a meter agua en muchas. Desde entonces buena parte de las casas se han levantado sobre pilotes o se reconstruyeron más altas, y eso cambia el trabajo de concreto: la losa vieja a ras de suelo pasa a ser estacionamiento o bodega, la puerta de entrada necesita una escalera completa con descanso y la entrada de autos tiene que llegar a una cochera que ahora está en otro lugar.',
    'Trabajar junto a los pilotes de elevación pide cuidado. Cimbramos alrededor de cada pilote en vez de excavar debajo, separamos la losa nueva del pilote con una junta de aislamiento para que cada uno se mueva por su cuenta, y nunca quitamos tierra que sostenga un cimiento. Las escaleras llevan zapatas y acero propios, y ubicamos el descanso para que la puerta contra tormentas abra sin tropezar. El aire salado y el agua de la marejada castigan el concreto desnudo, así que después de cada inundación enjuagamos el lodo y la sal de entradas y caminos y buscamos huecos donde el agua corrió por debajo.',
  ],
  faqs: [
    {
      question: '¿Pueden colar una losa de cochera debajo de mi casa elevada en Bridge City?',
      answer:
        'Sí. Colamos losas de cochera y de bodega entre y alrededor de los pilotes de elevación. Cada pilote queda encajonado con una junta de aislamiento para que losa y pilote se muevan por separado, y la losa lleva inclinación para que la lluvia y cualquier crecida salgan de debajo de la casa.',
    },
    {
      question: 'Desde que levantaron la casa, los escalones ya no llegan a la puerta. ¿Qué pueden construir?',
      answer:
        'Construimos una escalera nueva de concreto con descanso en la puerta, colada sobre zapatas propias. El número de escalones depende de la altura a la que quedó el piso, y las escaleras altas pueden llevar un descanso a medio camino. Cada escalón mide de 7 a 7.5 pulgadas de alto y de 11 a 12 pulgadas de huella, para que la subida siga siendo cómoda aunque sea larga. Los escalones de concreto suelen costar de $150 a $400 por escalón, y su cotización por escrito da la cifra exacta para su escalera.',
    },
    {
      question: '¿Pudo el agua dañar mi entrada de autos aunque se vea bien?',
      answer:
        'Es posible. El agua que corre bajo una losa puede llevarse la base y dejar huecos que luego se agrietan bajo el peso de un carro. Golpee la superficie y escuche si suena hueca, y fíjese en grietas nuevas, esquinas hundidas o aberturas en las orillas. Si solo bajaron unas cuantas secciones, la nivelación puede rellenar los huecos y subirlas en unas 4 a 8 horas; si la mayor parte está rota, conviene reponerla.',
    },
    {
      question: '¿El aire salado cerca del lago Sabine desgasta más rápido el concreto?',
      answer:
        'Con el tiempo, sí. La sal y la humedad penetran el concreto sin protección y oxidan el acero de adentro. Un buen sellador frena ese proceso: planee volver a sellar cada 2 o 3 años, enjuague entradas y caminos después de cualquier marejada o inundación, y repare las grietas a tiempo para que el agua salada no llegue a la varilla.',
    },
    {
      question: '¿Vienen enseguida después de huracanes y tormentas tropicales?',
      answer: `Sí. Si una tormenta deja una losa socavada, escalones agrietados o una rampa de acceso deslavada, llame a la línea de emergencia y respondemos en menos de ${perfil.respuesta.emergencia}, de día o de noche. Cuando baja el agua, inspeccionamos el daño, aseguramos el área y le damos un plan de reparación por escrito con precios.`,
    },
  ],
  closing: {
    heading: '¿Va a levantar o reconstruir su casa en Bridge City?',
    text: 'Podemos planear juntos la escalera, la losa bajo la casa y la entrada de autos para que todo coincida con la nueva altura del piso. Mande sus planos de elevación y le damos una cotización gratis.',
  },
} satisfies CityInput;
