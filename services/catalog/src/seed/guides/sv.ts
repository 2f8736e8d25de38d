import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_SV: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Så väljer du rätt färgtemperatur',
    description:
      'Varmt, neutralt eller kallt? Vad kelvintalet betyder och vilket ljus du ska välja i varje rum.',
    excerpt:
      'Kelvintalet på förpackningen avgör om rummet känns ombonat eller klart och fräscht. Så här läser du det.',
    content: html(
      '<p>Färgtemperaturen beskriver färgen på vitt ljus och mäts i kelvin (K). Låga värden ger ett varmare, mer gulaktigt ljus; höga värden ett kallare, mer blåaktigt ljus.</p>',
      '<h2>De viktigaste intervallen</h2>',
      list('ul', [
        '<strong>2200–2700 K, varmvitt:</strong> skenet från en klassisk glödlampa. Perfekt i vardagsrum och sovrum.',
        '<strong>3000 K, mjukt vitt:</strong> lite friskare men fortfarande inbjudande. Passar bra i kök, matsal och badrum.',
        '<strong>4000 K, neutralvitt:</strong> klart och fokuserat. Passar i hemmakontor, verkstad och garage.',
        '<strong>5000–6500 K, dagsljusvitt:</strong> kallt och starkt, bäst att spara till arbetsbelysning och praktiska utrymmen.',
      ]),
      '<h2>Tips</h2>',
      '<p>Håll dig till en färgtemperatur per rum så att armaturerna inte krockar med varandra. På kvällen hjälper varmare ljus dig att varva ner; smarta lampor med justerbart vitt ljus kan automatiskt gå från kallt på morgonen till varmt på kvällen.</p>',
      '<p>Välj ett färgåtergivningsindex (CRI) på 90 eller mer där färgerna spelar roll, till exempel i köket och i klädkammaren.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, inte watt: hur starkt ska ljuset vara?',
    description: 'Varför watt inte längre säger något om ljusstyrkan, och hur många lumen varje rum behöver.',
    excerpt:
      'För LED-lampor anger watt energiförbrukningen, inte ljuset. Det är lumen som visar hur starkt en lampa verkligen lyser.',
    content: html(
      '<p>I årtionden köpte vi glödlampor efter antal watt. LED-lampor drar upp till 90 % mindre energi för samma ljus, så siffran som räknas i dag är lumen (lm): hur mycket ljus en ljuskälla ger.</p>',
      '<h2>Snabb omräkning</h2>',
      table(
        ['Gammal glödlampa', 'Motsvarande LED'],
        [
          ['40 W', 'cirka 470 lm'],
          ['60 W', 'cirka 806 lm'],
          ['75 W', 'cirka 1055 lm'],
          ['100 W', 'cirka 1521 lm'],
        ],
      ),
      '<h2>Hur mycket ljus per rum</h2>',
      list('ul', [
        '<strong>Vardagsrum och sovrum:</strong> 100–150 lm per kvadratmeter.',
        '<strong>Kök och badrum:</strong> 250–400 lm per kvadratmeter, plus extra arbetsbelysning över bänkskivor och speglar.',
        '<strong>Hemmakontor:</strong> runt 500 lm per kvadratmeter vid skrivbordet.',
      ]),
      '<p>Multiplicera golvytan med siffran ovan och fördela summan på flera ljuskällor. Med dimbara armaturer klarar samma rum både ljusa och lugna stunder.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-klassning förklarad: belysning för badrum och trädgård',
    description:
      'Vad de två siffrorna i en IP-klassning betyder, och vilken klassning varje zon i badrummet och varje plats utomhus kräver.',
    excerpt: 'IP44, IP65, IP68: de två siffrorna visar hur väl en armatur står emot damm och vatten.',
    content: html(
      '<p>En IP-klassning (Ingress Protection) består av två siffror. Den första, från 0 till 6, anger skyddet mot fasta föremål och damm; den andra, från 0 till 8, skyddet mot vatten.</p>',
      '<h2>Vanliga klassningar</h2>',
      list('ul', [
        '<strong>IP20:</strong> endast för inomhusbruk i torra utrymmen.',
        '<strong>IP44:</strong> skyddad mot vattenstänk. Minimikravet för zon 2 i badrummet och för entréer under tak.',
        '<strong>IP54:</strong> ger dessutom skydd mot damm, bra för skyddade ytterväggar.',
        '<strong>IP65:</strong> dammtät och skyddad mot vattenstrålar: utsatta fasader, trädgårdar och zon 1 i duschen.',
        '<strong>IP67 och IP68:</strong> tål att sänkas ner i vatten, för markinfällda spotlights, dammar och pooler.',
      ]),
      '<h2>Zoner i badrummet</h2>',
      '<p>Zon 0 är insidan av badkaret eller duschkaret, zon 1 ligger rakt ovanför och zon 2 sträcker sig 60 cm runt omkring. Använd minst IP44 i zon 2, IP65 i zon 1 och endast IP67-armaturer med klenspänning i zon 0.</p>',
      '<p>Utomhus räcker IP44 under tak, medan det krävs IP65 eller högre där regnet träffar direkt. Låt alltid en behörig elinstallatör dra elen i badrummet och utomhus.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kom igång med smart belysning',
    description:
      'Lampor, hubbar, appar och röststyrning: en enkel väg till ett smart hem utan ny eldragning.',
    excerpt: 'Börja med ett rum och några lampor. Här är vad du ska köpa först och hur du ställer in allt.',
    content: html(
      '<p>Med smart belysning kan du tända, släcka, dimma och byta färg på ljuset från mobilen, med rösten eller enligt ett schema. Ny eldragning behövs sällan: de flesta system börjar med lampor som passar i dina befintliga armaturer.</p>',
      '<h2>Välj anslutning</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> ingen hubb behövs, bra för ett eller två rum.',
        '<strong>Wi-Fi:</strong> ansluts till din router; enkelt, men många enheter kan belasta nätverket.',
        '<strong>Zigbee eller Thread med brygga:</strong> snabbt, pålitligt och byggt för hela hemmet.',
      ]),
      '<h2>Dina första steg</h2>',
      list('ol', [
        'Välj det rum du använder mest på kvällarna och byt ut lamporna där mot smarta.',
        'Installera appen, lägg till lamporna och gruppera dem rum för rum.',
        'Skapa två scener, till exempel ”Ljust” och ”Avkoppling”, och ett schema som dämpar ljuset vid läggdags.',
        'Lägg till LED-lister eller en smart strömbrytare senare, så att väggbrytarna fortsätter att fungera för gästerna.',
      ]),
      '<p>Låt väggbrytarna vara påslagna: en lampa utan ström kan inte höra appen. Sortimentet från vår partner Aurelia Smart fungerar med de stora röstassistenterna.</p>',
    ),
  },
  'layering-light': {
    title: 'Ljus i lager: allmän-, arbets- och accentbelysning',
    description:
      'Så kombinerar ljusplanerare tre sorters ljus för att göra rummen både trivsamma och flexibla.',
    excerpt: 'En taklampa räcker sällan. Med tre lager ljus fungerar alla rum, både dag och kväll.',
    content: html(
      '<p>Ljusplanerare tänker i lager. Varje lager har sin uppgift, och tillsammans gör de att ett rum kan gå från ljust och praktiskt till lugnt och stämningsfullt.</p>',
      '<h2>De tre lagren</h2>',
      list('ul', [
        '<strong>Allmänbelysning</strong> fyller rummet jämnt: taklampor, stora pendellampor eller indirekt väggbelysning.',
        '<strong>Arbetsbelysning</strong> riktas dit där du arbetar: spotlights över köksbänken, en läslampa, spegelbelysning.',
        '<strong>Accentbelysning</strong> ger djup: tavelbelysning, LED-lister på hyllor, uppåtriktade spotlights mot växter eller strukturerade väggar.',
      ]),
      '<h2>Så sätter du ihop det</h2>',
      '<p>Ge varje lager en egen strömbrytare eller dimmer, eller en egen smart scen. Använd varmare ljus för allmän- och accentbelysningen och lite kallare, starkare ljus för arbetsbelysningen.</p>',
      '<p>Placera ljuskällorna på olika höjder, från taket ner till golvet, så att rummet aldrig känns platt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Så läser du EU:s energimärkning för lampor',
    description: 'Vad skalan från A till G, kWh-siffran och QR-koden på lampans etikett berättar.',
    excerpt:
      'Sedan 2021 går EU:s energimärkning återigen från A till G. De flesta bra LED-lampor hamnar nu i klass D till F, och det är helt i sin ordning.',
    content: html(
      '<p>I september 2021 skalade Europeiska unionen om energimärkningen för ljuskällor. De gamla klasserna A++ och A+ försvann, och skalan går nu från A (mest energieffektiv) till G.</p>',
      '<h2>Det här står på etiketten</h2>',
      list('ul', [
        '<strong>Energiklass A–G,</strong> baserad på ljusutbytet: hur många lumen lampan ger per watt.',
        '<strong>Förbrukning i kWh per 1000 timmar,</strong> siffran att jämföra driftskostnaden med.',
        '<strong>En QR-kod</strong> som leder till produktens post i EPREL-databasen, med fullständiga tekniska data.',
      ]),
      '<h2>Så använder du den</h2>',
      '<p>Den nya skalan är medvetet sträng och lämnar utrymme för bättre teknik. En vanlig LED-lampa ligger i dag i klass E eller F; klass D eller C betyder en mycket effektiv modell, och klass A är ovanlig.</p>',
      '<p>Jämför lampor med samma ljusstyrka i lumen och välj sedan den med lägst kWh-siffra. Merkostnaden för en effektiv modell betalar sig oftast inom några år.</p>',
    ),
  },
};
