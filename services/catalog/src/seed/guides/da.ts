import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_DA: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Sådan vælger du den rigtige farvetemperatur',
    description:
      'Varm, neutral eller kold? Hvad kelvin betyder, og hvilken lysfarve der passer til hvert rum.',
    excerpt:
      'Kelvintallet på æsken afgør, om et rum føles hyggeligt eller klart. Her er, hvordan du læser det.',
    content: html(
      '<p>Farvetemperatur beskriver farven på hvidt lys og måles i kelvin (K). Lave tal ser varmere og mere gule ud, høje tal køligere og mere blå.</p>',
      '<h2>De vigtigste intervaller</h2>',
      list('ul', [
        '<strong>2200–2700 K, varmhvid:</strong> skæret fra en klassisk glødepære. Ideelt til stuer og soveværelser.',
        '<strong>3000 K, blød hvid:</strong> lidt friskere, men stadig venligt. Godt til køkken, spisestue og badeværelse.',
        '<strong>4000 K, neutral hvid:</strong> klart og fokuseret. Passer til hjemmekontor, værksted og garage.',
        '<strong>5000–6500 K, dagslys:</strong> køligt og kraftigt, bedst til arbejdslys og praktiske rum som bryggers og depotrum.',
      ]),
      '<h2>Gode råd</h2>',
      '<p>Hold dig til én farvetemperatur pr. rum, så lyset fra lamperne ikke skærer sig. Om aftenen hjælper varmere lys dig med at falde til ro; smarte pærer med justerbar farvetemperatur kan automatisk skifte fra køligt lys om morgenen til varmt lys om aftenen.</p>',
      '<p>Vælg et farvegengivelsesindeks (CRI) på 90 eller derover, hvor farverne betyder noget, for eksempel i køkkenet og ved garderoben.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, ikke watt: Hvor kraftigt skal dit lys være?',
    description:
      'Hvorfor watt ikke længere siger noget om lysstyrken, og hvor mange lumen hvert rum har brug for.',
    excerpt:
      'Med LED måler watt strømforbruget, ikke lyset. Det er lumen, der fortæller, hvor kraftigt en pære lyser.',
    content: html(
      '<p>I årtier købte vi pærer efter antal watt. LED-pærer bruger op til 90 % mindre energi til den samme mængde lys, så det tal, der tæller i dag, er lumen (lm): den mængde lys, en lyskilde afgiver.</p>',
      '<h2>Hurtig omregning</h2>',
      table(
        ['Gammel glødepære', 'Tilsvarende LED'],
        [
          ['40 W', 'ca. 470 lm'],
          ['60 W', 'ca. 806 lm'],
          ['75 W', 'ca. 1055 lm'],
          ['100 W', 'ca. 1521 lm'],
        ],
      ),
      '<h2>Hvor meget lys pr. rum</h2>',
      list('ul', [
        '<strong>Stue og soveværelse:</strong> 100–150 lm pr. kvadratmeter.',
        '<strong>Køkken og badeværelse:</strong> 250–400 lm pr. kvadratmeter plus ekstra arbejdslys over bordplader og ved spejle.',
        '<strong>Hjemmekontor:</strong> omkring 500 lm pr. kvadratmeter ved skrivebordet.',
      ]),
      '<p>Gang gulvarealet med tallet ovenfor, og fordel summen på flere lyskilder. Med dæmpbare lamper klarer ét rum både de lyse og de rolige stunder.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-klasser forklaret: Lamper til badeværelse og have',
    description:
      'Hvad de to cifre i en IP-klasse betyder, og hvilken IP-klasse hver zone i badeværelset og hvert sted udendørs kræver.',
    excerpt: 'IP44, IP65, IP68: De to cifre fortæller, hvor godt en lampe holder støv og vand ude.',
    content: html(
      '<p>En IP-klasse (Ingress Protection) består af to cifre. Det første, fra 0 til 6, angiver beskyttelsen mod faste genstande og støv; det andet, fra 0 til 8, beskyttelsen mod vand.</p>',
      '<h2>Almindelige IP-klasser</h2>',
      list('ul', [
        '<strong>IP20:</strong> kun til indendørs brug i tørre rum.',
        '<strong>IP44:</strong> beskyttet mod vandsprøjt. Minimum i zone 2 i badeværelset og under overdækkede indgangspartier.',
        '<strong>IP54:</strong> giver desuden beskyttelse mod støv, godt til ydervægge i læ.',
        '<strong>IP65:</strong> støvtæt og beskyttet mod vandstråler: udsatte facader, haver og zone 1 ved bruseren.',
        '<strong>IP67 og IP68:</strong> tåler at blive nedsænket i vand, til spots i jorden, havedamme og pools.',
      ]),
      '<h2>Zoner i badeværelset</h2>',
      '<p>Zone 0 er selve badekarret eller brusebunden, zone 1 er området lige over, og zone 2 strækker sig 60 cm ud til siderne. Brug mindst IP44 i zone 2, IP65 i zone 1 og kun lavvoltlamper med IP67 i zone 0.</p>',
      '<p>Udendørs skal du vælge IP44 under et halvtag og IP65 eller højere, hvor regnen falder direkte på lampen. Få altid installationer i badeværelset og udendørs udført af en autoriseret elektriker.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kom godt i gang med smart belysning',
    description: 'Pærer, hubs, apps og stemmestyring: en enkel vej til et smart hjem uden nye ledninger.',
    excerpt:
      'Start med ét rum og et par pærer. Her er, hvad du skal købe først, og hvordan du sætter det op.',
    content: html(
      '<p>Med smart belysning kan du tænde, slukke, dæmpe og skifte farve på lyset fra din telefon, med stemmen eller efter en tidsplan. Du behøver sjældent at trække nye ledninger: De fleste systemer starter med pærer, der passer i dine eksisterende lamper.</p>',
      '<h2>Vælg en forbindelse</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> kræver ingen hub, godt til et eller to rum.',
        '<strong>Wi-Fi:</strong> forbinder til din router; enkelt, men mange enheder kan belaste netværket.',
        '<strong>Zigbee eller Thread med en bridge:</strong> hurtigt, pålideligt og bygget til hele hjemmet.',
      ]),
      '<h2>Dine første skridt</h2>',
      list('ol', [
        'Vælg det rum, du bruger mest om aftenen, og skift pærerne ud med smarte pærer.',
        'Installer appen, tilføj pærerne, og grupper dem efter rum.',
        'Opret to scener, for eksempel “Klart” og “Slap af”, og en tidsplan, der dæmper lyset ved sengetid.',
        'Tilføj senere LED-lysbånd eller en smart kontakt, så vægkontakterne stadig virker for gæster.',
      ]),
      '<p>Lad vægkontakterne være tændt: En pære uden strøm kan ikke høre appen. Sortimentet fra vores partner Aurelia Smart fungerer med de store stemmeassistenter.</p>',
    ),
  },
  'layering-light': {
    title: 'Lys i lag: grundlys, arbejdslys og accentlys',
    description: 'Sådan kombinerer lysdesignere tre slags lys, så rummene bliver behagelige og fleksible.',
    excerpt: 'Én loftslampe er sjældent nok. Med tre lag lys fungerer ethvert rum både dag og aften.',
    content: html(
      '<p>Lysdesignere tænker i lag. Hvert lag har sin opgave, og sammen gør de det muligt at skifte et rum fra lyst og praktisk til roligt og stemningsfuldt.</p>',
      '<h2>De tre lag</h2>',
      list('ul', [
        '<strong>Grundlys</strong> oplyser rummet jævnt: loftslamper, store pendler eller indirekte væglys.',
        '<strong>Arbejdslys</strong> lyser dér, hvor du arbejder: spots over køkkenbordet, en læselampe, spejllamper.',
        '<strong>Accentlys</strong> giver dybde: billedlamper, LED-lysbånd på hylder, opadrettede spots på planter eller vægge med struktur.',
      ]),
      '<h2>Sådan får du det til at spille sammen</h2>',
      '<p>Giv hvert lag sin egen kontakt eller lysdæmper eller sin egen smarte scene. Brug varmere lys til grundlyset og accentlyset og lidt køligere, kraftigere lys til arbejdslyset.</p>',
      '<p>Placer lamperne i forskellige højder, fra loftet og helt ned til gulvet, så rummet aldrig virker fladt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Sådan læser du EU’s energimærke for lyskilder',
    description: 'Hvad skalaen fra A til G, kWh-tallet og QR-koden på en lampes energimærke fortæller dig.',
    excerpt:
      'Siden 2021 går EU’s energimærke igen fra A til G. De fleste gode LED-pærer ligger nu i klasse D til F, og det er helt fint.',
    content: html(
      '<p>I september 2021 ændrede EU skalaen på energimærket for lyskilder. De gamle klasser A++ og A+ forsvandt; skalaen går nu fra A (mest energieffektiv) til G.</p>',
      '<h2>Det står der på energimærket</h2>',
      list('ul', [
        '<strong>Energiklasse A–G,</strong> beregnet ud fra lysudbyttet: hvor mange lumen en lyskilde giver pr. watt.',
        '<strong>Forbrug i kWh pr. 1000 timer,</strong> tallet, du sammenligner driftsomkostningerne med.',
        '<strong>En QR-kode,</strong> der fører til produktets registrering i EPREL-databasen med alle tekniske data.',
      ]),
      '<h2>Sådan bruger du det</h2>',
      '<p>Den nye skala er bevidst streng, så der er plads til bedre teknologi. En typisk LED-pære i dag ligger i klasse E eller F; klasse D eller C kendetegner en meget effektiv model, og klasse A er sjælden.</p>',
      '<p>Sammenlign lyskilder med samme lysstyrke i lumen, og vælg derefter den med det laveste kWh-tal. Merprisen for en effektiv model tjener sig som regel hjem på få år.</p>',
    ),
  },
};
