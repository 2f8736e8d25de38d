import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_CS: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Jak vybrat správnou teplotu chromatičnosti',
    description:
      'Teplá, neutrální, nebo studená? Co znamenají kelviny a kterou teplotu zvolit do které místnosti.',
    excerpt:
      'Údaj v kelvinech na krabičce rozhoduje, zda bude místnost útulná, nebo svěží. Ukážeme vám, jak ho číst.',
    content: html(
      '<p>Teplota chromatičnosti popisuje barvu bílého světla a měří se v kelvinech (K). Nižší hodnoty působí tepleji a žlutěji, vyšší chladněji a modřeji.</p>',
      '<h2>Hlavní rozsahy</h2>',
      list('ul', [
        '<strong>2200–2700 K, teplá bílá:</strong> světlo klasické žárovky. Ideální do obývacího pokoje a ložnice.',
        '<strong>3000 K, měkká bílá:</strong> o něco svěžejší, stále příjemná. Hodí se do kuchyně, jídelny a koupelny.',
        '<strong>4000 K, neutrální bílá:</strong> jasná a soustředěná. Vhodná do domácí pracovny, dílny a garáže.',
        '<strong>5000–6500 K, denní světlo:</strong> studené a jasné, nejlépe pro pracovní osvětlení a technické prostory.',
      ]),
      '<h2>Tipy</h2>',
      '<p>V jedné místnosti držte jednu teplotu chromatičnosti, aby svítidla nepůsobila nesourodě. Večer vám teplejší světlo pomůže zklidnit se; chytré žárovky s nastavitelnou teplotou mohou automaticky přecházet od studeného světla ráno k teplému večer.</p>',
      '<p>Tam, kde záleží na barvách, například v kuchyni nebo u šatny, hledejte index podání barev (CRI) 90 a vyšší.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumeny, ne watty: jak jasné má být vaše osvětlení?',
    description: 'Proč watty už neříkají nic o jasu a kolik lumenů potřebuje která místnost.',
    excerpt:
      'U LED udávají watty spotřebu energie, ne množství světla. Jak jasná žárovka opravdu je, prozradí lumeny.',
    content: html(
      '<p>Po desetiletí jsme žárovky vybírali podle wattů. LED spotřebují pro stejné množství světla až o 90 % méně energie, a proto dnes rozhoduje údaj v lumenech (lm): množství světla, které zdroj vydává.</p>',
      '<h2>Rychlý převod</h2>',
      table(
        ['Klasická žárovka', 'Odpovídající LED'],
        [
          ['40 W', 'přibližně 470 lm'],
          ['60 W', 'přibližně 806 lm'],
          ['75 W', 'přibližně 1055 lm'],
          ['100 W', 'přibližně 1521 lm'],
        ],
      ),
      '<h2>Kolik světla do které místnosti</h2>',
      list('ul', [
        '<strong>Obývací pokoj a ložnice:</strong> 100–150 lm na metr čtvereční.',
        '<strong>Kuchyně a koupelna:</strong> 250–400 lm na metr čtvereční, s dalším pracovním světlem nad pracovní deskou a u zrcadla.',
        '<strong>Domácí pracovna:</strong> kolem 500 lm na metr čtvereční u pracovního stolu.',
      ]),
      '<p>Plochu podlahy vynásobte uvedenou hodnotou a celkové množství rozložte mezi více zdrojů. Stmívatelná svítidla umožní, aby jedna místnost zvládla jasné i klidné chvíle.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Krytí IP srozumitelně: svítidla do koupelny a na zahradu',
    description:
      'Co znamenají dvě číslice krytí IP a jaké krytí potřebuje která koupelnová zóna a které místo venku.',
    excerpt: 'IP44, IP65, IP68: dvě číslice prozradí, jak dobře svítidlo odolává prachu a vodě.',
    content: html(
      '<p>Stupeň krytí IP (Ingress Protection) má dvě číslice. První, od 0 do 6, udává ochranu proti pevným předmětům a prachu; druhá, od 0 do 8, ochranu proti vodě.</p>',
      '<h2>Běžné stupně krytí</h2>',
      list('ul', [
        '<strong>IP20:</strong> pouze pro vnitřní použití v suchých místnostech.',
        '<strong>IP44:</strong> chráněno proti stříkající vodě. Minimum pro koupelnovou zónu 2 a zastřešené vstupy.',
        '<strong>IP54:</strong> navíc ochrana proti prachu, vhodné pro chráněné venkovní stěny.',
        '<strong>IP65:</strong> prachotěsné a odolné proti tryskající vodě: exponované fasády, zahrady a sprchová zóna 1.',
        '<strong>IP67 a IP68:</strong> vydrží ponoření, pro zemní reflektory, jezírka a bazény.',
      ]),
      '<h2>Koupelnové zóny</h2>',
      '<p>Zóna 0 je uvnitř vany nebo sprchové vaničky, zóna 1 přímo nad ní a zóna 2 sahá 60 cm kolem ní. V zóně 2 použijte alespoň IP44, v zóně 1 IP65 a v zóně 0 pouze bezpečná malonapěťová svítidla s krytím IP67.</p>',
      '<p>Venku zvolte pod stříškou IP44 a tam, kam přímo prší, IP65 nebo vyšší. Koupelnové i venkovní okruhy vždy svěřte kvalifikovanému elektrikáři.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Začínáme s chytrým osvětlením',
    description:
      'Žárovky, brány, aplikace a hlasové ovládání: jednoduchá cesta k chytré domácnosti bez nové elektroinstalace.',
    excerpt:
      'Začněte jednou místností a několika žárovkami. Poradíme, co koupit jako první a jak vše nastavit.',
    content: html(
      '<p>Chytré osvětlení vám umožní zapínat, stmívat a měnit barvu světel z telefonu, hlasem nebo podle časového plánu. Novou elektroinstalaci potřebujete jen zřídka: většina systémů začíná žárovkami, které pasují do vašich stávajících lamp.</p>',
      '<h2>Vyberte si připojení</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> bez brány, vhodné pro jednu nebo dvě místnosti.',
        '<strong>Wi-Fi:</strong> připojí se k vašemu routeru; jednoduché, ale mnoho zařízení může síť zahltit.',
        '<strong>Zigbee nebo Thread s bránou:</strong> rychlé, spolehlivé a navržené pro celou domácnost.',
      ]),
      '<h2>Vaše první kroky</h2>',
      list('ol', [
        'Vyberte místnost, kterou večer používáte nejvíc, a vyměňte v ní žárovky za chytré.',
        'Nainstalujte aplikaci, přidejte žárovky a seskupte je podle místností.',
        'Vytvořte dvě scény, například „Jasno“ a „Relax“, a časový plán, který před spaním světla ztlumí.',
        'Později přidejte LED pásky nebo chytrý vypínač, aby nástěnné vypínače fungovaly i pro hosty.',
      ]),
      '<p>Nástěnné vypínače nechte zapnuté: žárovka bez napájení aplikaci neslyší. Řada našeho partnera Aurelia Smart spolupracuje se všemi hlavními hlasovými asistenty.</p>',
    ),
  },
  'layering-light': {
    title: 'Vrstvení světla: celkové, pracovní a akcentní',
    description: 'Jak designéři kombinují tři druhy světla, aby byly místnosti pohodlné a všestranné.',
    excerpt:
      'Jedno stropní svítidlo málokdy stačí. Tři vrstvy světla zajistí, že místnost funguje ve dne i v noci.',
    content: html(
      '<p>Světelní designéři uvažují ve vrstvách. Každá vrstva má svůj úkol a společně umožňují, aby se místnost proměnila z jasné a praktické v klidnou a plnou atmosféry.</p>',
      '<h2>Tři vrstvy</h2>',
      list('ul', [
        '<strong>Celkové světlo</strong> rovnoměrně vyplní místnost: stropní svítidla, velká závěsná svítidla nebo nepřímé nástěnné osvětlení.',
        '<strong>Pracovní světlo</strong> míří tam, kde pracujete: bodová světla nad kuchyňskou linkou, lampa na čtení, světla u zrcadla.',
        '<strong>Akcentní světlo</strong> dodává hloubku: osvětlení obrazů, LED pásky v policích, světla mířící vzhůru na rostliny nebo strukturované stěny.',
      ]),
      '<h2>Jak vše spojit</h2>',
      '<p>Každou vrstvu dejte na vlastní vypínač nebo stmívač, případně do vlastní chytré scény. Pro celkovou a akcentní vrstvu použijte teplejší světlo, pro práci o něco studenější a jasnější.</p>',
      '<p>Umístěte světla v různých výškách, od stropu až po úroveň podlahy, aby místnost nikdy nepůsobila ploše.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Jak číst energetický štítek EU u světelných zdrojů',
    description: 'Co vám na štítku světelného zdroje řekne stupnice A až G, údaj v kWh a QR kód.',
    excerpt:
      'Od roku 2021 má štítek EU opět stupnici od A do G. Většina kvalitních LED je dnes ve třídách D až F, a to je v pořádku.',
    content: html(
      '<p>V září 2021 Evropská unie upravila stupnici energetického štítku pro světelné zdroje. Staré třídy A++ a A+ zmizely; stupnice nyní vede od A (nejúspornější) po G.</p>',
      '<h2>Co na štítku najdete</h2>',
      list('ul', [
        '<strong>Energetickou třídu A–G</strong> podle měrného výkonu: kolik lumenů zdroj vydá na jeden watt.',
        '<strong>Spotřebu v kWh na 1000 hodin,</strong> údaj pro porovnání provozních nákladů.',
        '<strong>QR kód</strong> odkazující na záznam produktu v databázi EPREL s kompletními technickými údaji.',
      ]),
      '<h2>Jak ho využít</h2>',
      '<p>Nová stupnice je záměrně přísná, aby ponechala prostor lepším technologiím. Běžná LED žárovka dnes spadá do třídy E nebo F; třída D či C označuje velmi úsporný model a třída A je vzácná.</p>',
      '<p>Porovnávejte zdroje se stejným jasem v lumenech a poté zvolte nižší spotřebu v kWh. Vyšší cena úsporného modelu se obvykle vrátí během několika let.</p>',
    ),
  },
};
