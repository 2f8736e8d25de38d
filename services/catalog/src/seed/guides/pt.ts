import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_PT: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Como escolher a temperatura de cor certa',
    description: 'Quente, neutra ou fria? O que significam os kelvin e qual escolher para cada divisão.',
    excerpt:
      'O valor em kelvin na embalagem decide se uma divisão parece acolhedora ou nítida. Saiba como o ler.',
    content: html(
      '<p>A temperatura de cor descreve a tonalidade da luz branca e mede-se em kelvin (K). Valores baixos parecem mais quentes e amarelados; valores altos, mais frios e azulados.</p>',
      '<h2>As principais gamas</h2>',
      list('ul', [
        '<strong>2200–2700 K, branco quente:</strong> o brilho de uma lâmpada incandescente clássica. Ideal para salas e quartos.',
        '<strong>3000 K, branco suave:</strong> um pouco mais fresco, mas ainda acolhedor. Bom para cozinhas, salas de jantar e casas de banho.',
        '<strong>4000 K, branco neutro:</strong> claro e concentrado. Adequado a escritórios, oficinas e garagens.',
        '<strong>5000–6500 K, luz do dia:</strong> fria e intensa, melhor para iluminação de trabalho e zonas de serviço.',
      ]),
      '<h2>Dicas</h2>',
      '<p>Mantenha uma só temperatura de cor por divisão para que os candeeiros não choquem entre si. À noite, uma luz mais quente ajuda a relaxar; as lâmpadas inteligentes ajustáveis passam sozinhas de fria de manhã para quente à noite.</p>',
      '<p>Procure um índice de restituição cromática (IRC) de 90 ou mais onde as cores importam, como na cozinha ou no closet.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lúmenes, não watts: quanta luz precisa?',
    description: 'Porque os watts já não indicam o brilho e quantos lúmenes precisa cada divisão.',
    excerpt:
      'Com LED, os watts medem o consumo, não a luz. São os lúmenes que dizem quão brilhante é uma lâmpada.',
    content: html(
      '<p>Durante décadas comprámos lâmpadas pelos watts. Os LED gastam até 90% menos energia para a mesma luz, por isso o número que conta agora são os lúmenes (lm): a quantidade de luz que uma fonte emite.</p>',
      '<h2>Equivalências rápidas</h2>',
      table(
        ['Incandescente antiga', 'Equivalente LED'],
        [
          ['40 W', 'cerca de 470 lm'],
          ['60 W', 'cerca de 806 lm'],
          ['75 W', 'cerca de 1055 lm'],
          ['100 W', 'cerca de 1521 lm'],
        ],
      ),
      '<h2>Quanta luz por divisão</h2>',
      list('ul', [
        '<strong>Sala e quarto:</strong> 100–150 lm por metro quadrado.',
        '<strong>Cozinha e casa de banho:</strong> 250–400 lm por metro quadrado, com luz de trabalho extra sobre a bancada e o espelho.',
        '<strong>Escritório:</strong> cerca de 500 lm por metro quadrado na secretária.',
      ]),
      '<p>Multiplique a área pelo valor indicado e distribua o total por várias fontes. Candeeiros reguláveis permitem que a mesma divisão seja luminosa ou tranquila.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Os índices IP explicados: luzes para casas de banho e jardins',
    description:
      'O que significam os dois dígitos do índice IP e qual precisa cada zona da casa de banho e cada canto exterior.',
    excerpt: 'IP44, IP65, IP68: os dois dígitos dizem quão bem uma luminária resiste ao pó e à água.',
    content: html(
      '<p>O índice IP (proteção contra a entrada) tem dois dígitos. O primeiro, de 0 a 6, avalia a proteção contra objetos sólidos e pó; o segundo, de 0 a 8, contra a água.</p>',
      '<h2>Índices mais comuns</h2>',
      list('ul', [
        '<strong>IP20:</strong> apenas para interiores secos.',
        '<strong>IP44:</strong> protegido contra salpicos. O mínimo para a zona 2 da casa de banho e alpendres cobertos.',
        '<strong>IP54:</strong> acrescenta proteção contra o pó, bom para paredes exteriores abrigadas.',
        '<strong>IP65:</strong> estanque ao pó e protegido contra jatos de água: fachadas expostas, jardins e zona 1 do duche.',
        '<strong>IP67 e IP68:</strong> resistem à imersão, para projetores de chão, lagos e piscinas.',
      ]),
      '<h2>Zonas da casa de banho</h2>',
      '<p>A zona 0 é o interior da banheira ou da base de duche, a zona 1 fica logo acima e a zona 2 estende-se 60 cm à volta. Use pelo menos IP44 na zona 2, IP65 na zona 1 e apenas luminárias IP67 de muito baixa tensão na zona 0.</p>',
      '<p>No exterior, escolha IP44 debaixo de um telheiro e IP65 ou mais onde a chuva bate diretamente. Peça sempre a um eletricista qualificado que instale os circuitos da casa de banho e do exterior.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Começar com a iluminação inteligente',
    description:
      'Lâmpadas, bridges, apps e controlo por voz: um caminho simples para a casa inteligente sem obras.',
    excerpt: 'Comece por uma divisão e algumas lâmpadas. Eis o que comprar primeiro e como configurar.',
    content: html(
      '<p>A iluminação inteligente permite ligar, regular e mudar a cor das luzes no telemóvel, por voz ou com horários. Raramente são precisos cabos novos: a maioria dos sistemas começa com lâmpadas que servem nos candeeiros que já tem.</p>',
      '<h2>Escolha uma ligação</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> sem bridge, bom para uma ou duas divisões.',
        '<strong>Wi-Fi:</strong> liga-se ao router; simples, mas muitos dispositivos podem sobrecarregar a rede.',
        '<strong>Zigbee ou Thread com bridge:</strong> rápido, fiável e pensado para a casa inteira.',
      ]),
      '<h2>Os primeiros passos</h2>',
      list('ol', [
        'Escolha a divisão que mais usa à noite e troque as lâmpadas por modelos inteligentes.',
        'Instale a app, adicione as lâmpadas e agrupe-as por divisão.',
        'Crie duas cenas, como «Luminoso» e «Relaxar», e um horário que baixa a luz à hora de deitar.',
        'Mais tarde, junte fitas LED ou um interruptor inteligente, para que as visitas possam continuar a usar o interruptor de parede.',
      ]),
      '<p>Deixe os interruptores de parede ligados: uma lâmpada sem corrente não consegue ouvir a app. A gama do nosso parceiro Aurelia Smart funciona com os principais assistentes de voz.</p>',
    ),
  },
  'layering-light': {
    title: 'Iluminar por camadas: ambiente, tarefa e destaque',
    description: 'Como os designers combinam três tipos de luz para criar divisões confortáveis e versáteis.',
    excerpt:
      'Uma só luz de teto raramente chega. Três camadas de luz fazem qualquer divisão funcionar de dia e de noite.',
    content: html(
      '<p>Os designers de iluminação pensam em camadas. Cada camada tem uma função e, em conjunto, permitem que uma divisão passe de luminosa e prática a calma e acolhedora.</p>',
      '<h2>As três camadas</h2>',
      list('ul', [
        '<strong>A luz ambiente</strong> enche a divisão de forma uniforme: plafons, grandes suspensões ou iluminação indireta de parede.',
        '<strong>A luz de tarefa</strong> concentra-se onde trabalha: focos sobre a bancada, um candeeiro de leitura, luzes de espelho.',
        '<strong>A luz de destaque</strong> dá profundidade: luzes para quadros, fitas LED em prateleiras, focos para plantas ou paredes texturadas.',
      ]),
      '<h2>Juntar tudo</h2>',
      '<p>Coloque cada camada no seu próprio interruptor ou regulador, ou numa cena inteligente própria. Use luz mais quente para as camadas de ambiente e destaque, e uma luz um pouco mais fria e intensa para as tarefas.</p>',
      '<p>Distribua as luzes a alturas diferentes, do teto até ao chão, para que a divisão nunca pareça plana.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Como ler a etiqueta energética europeia das lâmpadas',
    description: 'O que lhe dizem a escala de A a G, o valor em kWh e o código QR da etiqueta.',
    excerpt:
      'Desde 2021 a etiqueta europeia volta a ir de A a G. A maioria dos bons LED tem hoje classe D, E ou F, e isso é normal.',
    content: html(
      '<p>Em setembro de 2021, a União Europeia reescalonou a etiqueta energética das fontes de luz. As antigas classes A++ e A+ desapareceram; a escala vai agora de A (a mais eficiente) a G.</p>',
      '<h2>O que consta da etiqueta</h2>',
      list('ul', [
        '<strong>Classe energética A–G,</strong> baseada na eficácia luminosa: quantos lúmenes uma lâmpada dá por watt.',
        '<strong>Consumo em kWh por 1000 horas,</strong> o valor para comparar custos de utilização.',
        '<strong>Um código QR</strong> que leva à ficha do produto na base de dados EPREL, com todos os dados técnicos.',
      ]),
      '<h2>Como a usar</h2>',
      '<p>A nova escala é exigente de propósito, para deixar margem a melhores tecnologias. Uma lâmpada LED típica é hoje de classe E ou F; a classe D ou C indica um modelo muito eficiente, e a A é rara.</p>',
      '<p>Compare lâmpadas com o mesmo brilho em lúmenes e escolha o valor de kWh mais baixo. O custo extra de um modelo eficiente costuma pagar-se em poucos anos.</p>',
    ),
  },
};
