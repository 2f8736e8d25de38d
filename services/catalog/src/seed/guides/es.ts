import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_ES: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Cómo elegir la temperatura de color adecuada',
    description: '¿Cálida, neutra o fría? Qué significan los kelvin y cuál elegir para cada estancia.',
    excerpt:
      'La cifra en kelvin de la caja decide si una habitación resulta acogedora o nítida. Así se interpreta.',
    content: html(
      '<p>La temperatura de color describe el tono de la luz blanca y se mide en kelvin (K). Las cifras bajas se ven más cálidas y amarillentas; las altas, más frías y azuladas.</p>',
      '<h2>Los rangos principales</h2>',
      list('ul', [
        '<strong>2200–2700 K, blanco cálido:</strong> el brillo de una bombilla incandescente clásica. Ideal para salones y dormitorios.',
        '<strong>3000 K, blanco suave:</strong> algo más fresco y aún acogedor. Bueno para cocinas, comedores y baños.',
        '<strong>4000 K, blanco neutro:</strong> claro y concentrado. Adecuado para despachos, talleres y garajes.',
        '<strong>5000–6500 K, luz día:</strong> fría y brillante, mejor para iluminación de trabajo y zonas de servicio.',
      ]),
      '<h2>Consejos</h2>',
      '<p>Mantén una sola temperatura de color por estancia para que las luminarias no choquen entre sí. Por la noche, una luz más cálida ayuda a relajarse; las bombillas inteligentes regulables pasan solas de fría por la mañana a cálida por la noche.</p>',
      '<p>Busca un índice de reproducción cromática (IRC) de 90 o más donde los colores importan, como la cocina o el vestidor.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lúmenes, no vatios: ¿cuánta luz necesitas?',
    description: 'Por qué los vatios ya no indican el brillo y cuántos lúmenes necesita cada estancia.',
    excerpt:
      'Con los LED, los vatios miden el consumo, no la luz. Los lúmenes indican el brillo real de una bombilla.',
    content: html(
      '<p>Durante décadas compramos bombillas por sus vatios. Los LED consumen hasta un 90 % menos de energía para la misma luz, así que la cifra que importa ahora son los lúmenes (lm): la cantidad de luz que emite una fuente.</p>',
      '<h2>Equivalencias rápidas</h2>',
      table(
        ['Incandescente antigua', 'Equivalente LED'],
        [
          ['40 W', 'unos 470 lm'],
          ['60 W', 'unos 806 lm'],
          ['75 W', 'unos 1055 lm'],
          ['100 W', 'unos 1521 lm'],
        ],
      ),
      '<h2>Cuánta luz por estancia</h2>',
      list('ul', [
        '<strong>Salón y dormitorio:</strong> 100–150 lm por metro cuadrado.',
        '<strong>Cocina y baño:</strong> 250–400 lm por metro cuadrado, con luz de trabajo extra sobre la encimera y el espejo.',
        '<strong>Despacho:</strong> unos 500 lm por metro cuadrado en el escritorio.',
      ]),
      '<p>Multiplica la superficie por la cifra indicada y reparte el total entre varias fuentes. Las luminarias regulables permiten que una misma estancia sea luminosa o tranquila.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Los grados IP explicados: luces para baños y jardines',
    description:
      'Qué significan los dos dígitos del grado IP y cuál necesita cada zona del baño y cada rincón exterior.',
    excerpt: 'IP44, IP65, IP68: los dos dígitos indican cuánto protege una luminaria del polvo y del agua.',
    content: html(
      '<p>El grado IP (protección contra la entrada) tiene dos dígitos. El primero, de 0 a 6, valora la protección frente a objetos sólidos y polvo; el segundo, de 0 a 8, frente al agua.</p>',
      '<h2>Grados habituales</h2>',
      list('ul', [
        '<strong>IP20:</strong> solo para interiores secos.',
        '<strong>IP44:</strong> protegido contra salpicaduras. El mínimo para la zona 2 del baño y los porches cubiertos.',
        '<strong>IP54:</strong> añade protección contra el polvo, buena para muros exteriores resguardados.',
        '<strong>IP65:</strong> estanco al polvo y a los chorros de agua: fachadas expuestas, jardines y zona 1 de la ducha.',
        '<strong>IP67 e IP68:</strong> soportan la inmersión, para focos empotrados en suelo, estanques y piscinas.',
      ]),
      '<h2>Zonas del baño</h2>',
      '<p>La zona 0 es el interior de la bañera o del plato de ducha, la zona 1 queda justo encima y la zona 2 se extiende 60 cm alrededor. Usa al menos IP44 en la zona 2, IP65 en la zona 1 y solo luminarias IP67 de muy baja tensión en la zona 0.</p>',
      '<p>En el exterior, elige IP44 bajo un tejadillo e IP65 o más donde la lluvia cae directamente. Encarga siempre los circuitos de baño y exterior a un electricista cualificado.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Primeros pasos con la iluminación inteligente',
    description:
      'Bombillas, puentes, apps y control por voz: un camino sencillo hacia la casa inteligente sin obras.',
    excerpt:
      'Empieza por una habitación y unas pocas bombillas. Esto es lo que conviene comprar primero y cómo configurarlo.',
    content: html(
      '<p>La iluminación inteligente te permite encender, regular y cambiar el color de las luces desde el móvil, con la voz o con horarios. Rara vez hace falta cablear de nuevo: la mayoría de los sistemas empiezan con bombillas que encajan en tus lámparas actuales.</p>',
      '<h2>Elige una conexión</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> sin puente, bueno para una o dos habitaciones.',
        '<strong>Wi-Fi:</strong> se conecta al router; sencillo, pero muchos dispositivos pueden saturar la red.',
        '<strong>Zigbee o Thread con puente:</strong> rápido, fiable y pensado para toda la casa.',
      ]),
      '<h2>Tus primeros pasos</h2>',
      list('ol', [
        'Elige la habitación que más usas por la noche y cambia sus bombillas por otras inteligentes.',
        'Instala la app, añade las bombillas y agrúpalas por habitación.',
        'Crea dos escenas, por ejemplo «Luminoso» y «Relax», y un horario que atenúe las luces a la hora de dormir.',
        'Añade más adelante tiras LED o un interruptor inteligente, para que los invitados puedan seguir usando el interruptor de pared.',
      ]),
      '<p>Deja encendidos los interruptores de pared: una bombilla sin corriente no puede oír la app. La gama de nuestro socio Aurelia Smart funciona con los principales asistentes de voz.</p>',
    ),
  },
  'layering-light': {
    title: 'Iluminar por capas: ambiente, tarea y acento',
    description: 'Cómo combinan los diseñadores tres tipos de luz para crear espacios cómodos y versátiles.',
    excerpt:
      'Una sola lámpara de techo rara vez basta. Tres capas de luz hacen que cualquier estancia funcione de día y de noche.',
    content: html(
      '<p>Los diseñadores de iluminación piensan en capas. Cada capa tiene una función y, juntas, permiten que una estancia pase de luminosa y práctica a tranquila y acogedora.</p>',
      '<h2>Las tres capas</h2>',
      list('ul', [
        '<strong>La luz ambiental</strong> llena la estancia de forma uniforme: plafones, grandes colgantes o bañadores de pared indirectos.',
        '<strong>La luz de tarea</strong> se concentra donde trabajas: focos sobre la encimera, una lámpara de lectura, luces de espejo.',
        '<strong>La luz de acento</strong> aporta profundidad: luces para cuadros, tiras LED en estanterías, focos hacia plantas o paredes con textura.',
      ]),
      '<h2>Cómo combinarlas</h2>',
      '<p>Pon cada capa en su propio interruptor o regulador, o en su propia escena inteligente. Usa luz más cálida para las capas de ambiente y acento, y una luz algo más fría y brillante para las tareas.</p>',
      '<p>Coloca las luces a distintas alturas, del techo al suelo, para que la estancia nunca parezca plana.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Cómo leer la etiqueta energética europea de las lámparas',
    description: 'Qué te dicen la escala de la A a la G, la cifra de kWh y el código QR de la etiqueta.',
    excerpt:
      'Desde 2021 la etiqueta europea vuelve a ir de la A a la G. La mayoría de los buenos LED tienen hoy una D, E o F, y es normal.',
    content: html(
      '<p>En septiembre de 2021 la Unión Europea reescaló la etiqueta energética de las fuentes de luz. Las antiguas clases A++ y A+ desaparecieron; ahora la escala va de la A (la más eficiente) a la G.</p>',
      '<h2>Qué aparece en la etiqueta</h2>',
      list('ul', [
        '<strong>Clase energética A–G,</strong> basada en la eficacia luminosa: cuántos lúmenes da una lámpara por vatio.',
        '<strong>Consumo en kWh por 1000 horas,</strong> la cifra para comparar el coste de uso.',
        '<strong>Un código QR</strong> que lleva a la ficha del producto en la base de datos EPREL, con todos los datos técnicos.',
      ]),
      '<h2>Cómo usarla</h2>',
      '<p>La nueva escala es exigente a propósito, para dejar margen a mejores tecnologías. Una bombilla LED típica es hoy de clase E o F; la clase D o C indica un modelo muy eficiente, y la A es poco común.</p>',
      '<p>Compara lámparas con el mismo brillo en lúmenes y elige la cifra de kWh más baja. El sobrecoste de un modelo eficiente suele amortizarse en pocos años.</p>',
    ),
  },
};
