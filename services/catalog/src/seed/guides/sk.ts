import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_SK: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Ako vybrať správnu teplotu farby svetla',
    description:
      'Teplá, neutrálna alebo studená? Čo znamenajú kelviny a akú teplotu zvoliť do ktorej miestnosti.',
    excerpt:
      'Údaj v kelvinoch na obale rozhoduje, či bude miestnosť pôsobiť útulne, alebo sviežo. Ukážeme vám, ako ho čítať.',
    content: html(
      '<p>Teplota farby opisuje farbu bieleho svetla a meria sa v kelvinoch (K). Nižšie hodnoty pôsobia teplejšie a žltšie, vyššie hodnoty chladnejšie a modrejšie.</p>',
      '<h2>Hlavné rozsahy</h2>',
      list('ul', [
        '<strong>2200–2700 K, teplá biela:</strong> svetlo klasickej žiarovky. Ideálna do obývačky a spálne.',
        '<strong>3000 K, jemná biela:</strong> o niečo sviežejšia, stále príjemná. Hodí sa do kuchyne, jedálne a kúpeľne.',
        '<strong>4000 K, neutrálna biela:</strong> jasná a sústredená. Vhodná do domácej kancelárie, dielne a garáže.',
        '<strong>5000–6500 K, denná biela:</strong> studená a jasná, najlepšie na pracovné osvetlenie a technické priestory.',
      ]),
      '<h2>Tipy</h2>',
      '<p>V jednej miestnosti držte jednu teplotu farby, aby svietidlá navzájom nekontrastovali. Večer vám teplejšie svetlo pomôže upokojiť sa; smart žiarovky s nastaviteľnou teplotou môžu automaticky prechádzať od studeného svetla ráno po teplé večer.</p>',
      '<p>Tam, kde záleží na farbách, napríklad v kuchyni alebo pri obliekaní, hľadajte index podania farieb (CRI) 90 alebo vyšší.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lúmeny, nie watty: aké jasné má byť vaše svetlo?',
    description: 'Prečo watty už nehovoria nič o jase a koľko lúmenov potrebuje ktorá miestnosť.',
    excerpt:
      'Pri LED žiarovkách watty udávajú spotrebu, nie svetlo. Skutočný jas žiarovky vám prezradia lúmeny.',
    content: html(
      '<p>Desaťročia sme žiarovky kupovali podľa wattov. LED žiarovky spotrebujú na rovnaké množstvo svetla až o 90 % menej energie, takže dnes rozhoduje údaj v lúmenoch (lm): množstvo svetla, ktoré zdroj vydáva.</p>',
      '<h2>Rýchly prepočet</h2>',
      table(
        ['Klasická žiarovka', 'Ekvivalent LED'],
        [
          ['40 W', 'približne 470 lm'],
          ['60 W', 'približne 806 lm'],
          ['75 W', 'približne 1055 lm'],
          ['100 W', 'približne 1521 lm'],
        ],
      ),
      '<h2>Koľko svetla do ktorej miestnosti</h2>',
      list('ul', [
        '<strong>Obývačka a spálňa:</strong> 100–150 lm na meter štvorcový.',
        '<strong>Kuchyňa a kúpeľňa:</strong> 250–400 lm na meter štvorcový, navyše pracovné svetlo nad linkou a zrkadlom.',
        '<strong>Domáca kancelária:</strong> približne 500 lm na meter štvorcový pri pracovnom stole.',
      ]),
      '<p>Plochu podlahy vynásobte uvedenou hodnotou a celkové množstvo rozložte do viacerých zdrojov. So stmievateľnými svietidlami zvládne jedna miestnosť jasné aj pokojné chvíle.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Krytie IP vysvetlené: svietidlá do kúpeľne a záhrady',
    description:
      'Čo znamenajú dve číslice krytia IP a aké krytie potrebuje ktorá kúpeľňová zóna a ktoré miesto vonku.',
    excerpt: 'IP44, IP65, IP68: dve číslice prezrádzajú, ako dobre svietidlo odoláva prachu a vode.',
    content: html(
      '<p>Stupeň krytia IP (Ingress Protection) má dve číslice. Prvá, od 0 do 6, udáva ochranu pred pevnými telesami a prachom; druhá, od 0 do 8, ochranu pred vodou.</p>',
      '<h2>Bežné stupne krytia</h2>',
      list('ul', [
        '<strong>IP20:</strong> iba do suchých vnútorných priestorov.',
        '<strong>IP44:</strong> chránené pred striekajúcou vodou. Minimum pre kúpeľňovú zónu 2 a kryté vchody.',
        '<strong>IP54:</strong> pridáva ochranu pred prachom, vhodné na chránené vonkajšie steny.',
        '<strong>IP65:</strong> prachotesné a odolné voči prúdu vody: nechránené fasády, záhrady a sprchová zóna 1.',
        '<strong>IP67 a IP68:</strong> vydržia ponorenie, pre zemné svietidlá, jazierka a bazény.',
      ]),
      '<h2>Kúpeľňové zóny</h2>',
      '<p>Zóna 0 je vnútri vane alebo sprchovej vaničky, zóna 1 priamo nad ňou a zóna 2 siaha 60 cm okolo nej. V zóne 2 použite aspoň IP44, v zóne 1 IP65 a v zóne 0 iba bezpečné nízkonapäťové svietidlá s krytím IP67.</p>',
      '<p>Vonku zvoľte IP44 pod strieškou a IP65 alebo viac tam, kam priamo prší. Rozvody v kúpeľni a vonku vždy zverte kvalifikovanému elektrikárovi.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Začíname s inteligentným osvetlením',
    description:
      'Žiarovky, brány, aplikácie a hlasové ovládanie: jednoduchá cesta k smart domácnosti bez nových rozvodov.',
    excerpt: 'Začnite jednou miestnosťou a pár žiarovkami. Poradíme, čo kúpiť najskôr a ako to nastaviť.',
    content: html(
      '<p>Inteligentné osvetlenie vám umožní zapínať, stmievať a meniť farbu svetiel z telefónu, hlasom alebo podľa časového plánu. Nové rozvody potrebujete len zriedka: väčšina systémov začína žiarovkami, ktoré pasujú do vašich súčasných lámp.</p>',
      '<h2>Vyberte si pripojenie</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> nepotrebuje bránu, vhodné pre jednu či dve miestnosti.',
        '<strong>Wi-Fi:</strong> pripája sa k routeru; jednoduché, no veľa zariadení môže sieť preťažiť.',
        '<strong>Zigbee alebo Thread s bránou:</strong> rýchle, spoľahlivé a stavané na celú domácnosť.',
      ]),
      '<h2>Prvé kroky</h2>',
      list('ol', [
        'Vyberte miestnosť, ktorú večer používate najviac, a vymeňte v nej žiarovky za inteligentné.',
        'Nainštalujte aplikáciu, pridajte žiarovky a zoskupte ich podľa miestností.',
        'Vytvorte dve scény, napríklad „Jasné“ a „Relax“, a časový plán, ktorý pred spaním svetlá stlmí.',
        'LED pásiky alebo smart vypínač pridajte neskôr, aby nástenné vypínače fungovali aj pre hostí.',
      ]),
      '<p>Nástenné vypínače nechajte zapnuté: žiarovka bez napájania aplikáciu nepočuje. Partnerský sortiment Aurelia Smart funguje s hlavnými hlasovými asistentmi.</p>',
    ),
  },
  'layering-light': {
    title: 'Vrstvenie svetla: základné, pracovné a akcentové',
    description: 'Ako dizajnéri kombinujú tri druhy svetla, aby boli miestnosti pohodlné a všestranné.',
    excerpt:
      'Jedno stropné svetlo málokedy stačí. Tri vrstvy svetla zaručia, že miestnosť funguje vo dne aj v noci.',
    content: html(
      '<p>Svetelní dizajnéri uvažujú vo vrstvách. Každá vrstva má svoju úlohu a spolu umožňujú, aby sa miestnosť zmenila z jasnej a praktickej na pokojnú a atmosférickú.</p>',
      '<h2>Tri vrstvy</h2>',
      list('ul', [
        '<strong>Základné svetlo</strong> rovnomerne vyplní miestnosť: stropné svietidlá, veľké závesné lampy alebo nepriame nástenné svetlá.',
        '<strong>Pracovné svetlo</strong> mieri tam, kde pracujete: bodové svetlá nad kuchynskou linkou, lampa na čítanie, svetlá pri zrkadle.',
        '<strong>Akcentové svetlo</strong> dodá hĺbku: svetlá nad obrazy, LED pásiky v policiach, svetlá mieriace nahor na rastliny alebo štruktúrované steny.',
      ]),
      '<h2>Ako to spojiť</h2>',
      '<p>Každú vrstvu dajte na vlastný vypínač alebo stmievač, prípadne do vlastnej smart scény. Pre základnú a akcentovú vrstvu použite teplejšie svetlo, na prácu o niečo chladnejšie a jasnejšie.</p>',
      '<p>Svetlá umiestnite v rôznych výškach, od stropu až po úroveň podlahy, aby miestnosť nikdy nepôsobila plocho.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Ako čítať energetický štítok EÚ na svetelných zdrojoch',
    description: 'Čo vám prezradí stupnica A až G, údaj v kWh a QR kód na štítku svetelného zdroja.',
    excerpt:
      'Od roku 2021 má štítok EÚ opäť stupnicu A až G. Väčšina kvalitných LED má dnes triedu D až F, a to je v poriadku.',
    content: html(
      '<p>V septembri 2021 Európska únia zmenila stupnicu energetického štítka pre svetelné zdroje. Staré triedy A++ a A+ zmizli; stupnica teraz siaha od A (najúspornejšie) po G.</p>',
      '<h2>Čo je na štítku</h2>',
      list('ul', [
        '<strong>Energetická trieda A–G</strong> podľa merného výkonu: koľko lúmenov vydá zdroj na jeden watt.',
        '<strong>Spotreba v kWh na 1000 hodín,</strong> údaj na porovnanie prevádzkových nákladov.',
        '<strong>QR kód</strong> s odkazom na záznam produktu v databáze EPREL s kompletnými technickými údajmi.',
      ]),
      '<h2>Ako ho použiť</h2>',
      '<p>Nová stupnica je zámerne prísna, aby nechala priestor pre lepšie technológie. Bežná LED žiarovka má dnes triedu E alebo F; trieda D alebo C označuje veľmi úsporný model a trieda A je vzácna.</p>',
      '<p>Porovnávajte zdroje s rovnakým jasom v lúmenoch a potom zvoľte nižšiu spotrebu v kWh. Vyššia cena úsporného modelu sa zvyčajne vráti do niekoľkých rokov.</p>',
    ),
  },
};
