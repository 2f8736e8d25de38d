import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_NO: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Slik velger du riktig fargetemperatur',
    description:
      'Varmt, nøytralt eller kaldt? Hva kelvin-tallene betyr, og hvilken fargetemperatur som passer i hvert rom.',
    excerpt: 'Kelvin-tallet på esken avgjør om et rom føles lunt eller friskt og klart. Slik leser du det.',
    content: html(
      '<p>Fargetemperatur beskriver fargen på hvitt lys og måles i kelvin (K). Lave tall gir et varmere og gulere lys, høye tall et kjøligere og blåere lys.</p>',
      '<h2>De viktigste områdene</h2>',
      list('ul', [
        '<strong>2200–2700 K, varmhvitt:</strong> gløden fra en klassisk glødepære. Ideelt i stue og soverom.',
        '<strong>3000 K, mykt hvitt:</strong> litt friskere, men fortsatt vennlig. Passer godt på kjøkken, i spisestue og på bad.',
        '<strong>4000 K, nøytralt hvitt:</strong> klart og konsentrert. Egner seg for hjemmekontor, verksted og garasje.',
        '<strong>5000–6500 K, dagslys:</strong> kjølig og lyst, best forbeholdt arbeidslys og praktiske rom som vaskerom og bod.',
      ]),
      '<h2>Tips</h2>',
      '<p>Hold deg til én fargetemperatur per rom, så lyset fra lampene ikke spriker. Om kvelden gjør varmere lys det lettere å roe ned; smarte pærer med justerbar fargetemperatur kan automatisk gå fra kjølig lys om morgenen til varmt lys om kvelden.</p>',
      '<p>Der fargene betyr noe, for eksempel på kjøkkenet og i garderoben, bør du se etter en fargegjengivelsesindeks (CRI) på 90 eller mer.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, ikke watt: Hvor sterkt bør lyset være?',
    description: 'Hvorfor watt ikke lenger sier noe om lysstyrken, og hvor mange lumen hvert rom trenger.',
    excerpt:
      'Med LED måler watt strømforbruket, ikke lyset. Det er lumen som forteller hvor sterkt en pære egentlig lyser.',
    content: html(
      '<p>I flere tiår kjøpte vi lyspærer etter antall watt. LED bruker opptil 90 % mindre energi for samme mengde lys, så tallet som teller nå, er lumen (lm): hvor mye lys en lyskilde gir.</p>',
      '<h2>Rask omregning</h2>',
      table(
        ['Gammel glødepære', 'Tilsvarende LED'],
        [
          ['40 W', 'ca. 470 lm'],
          ['60 W', 'ca. 806 lm'],
          ['75 W', 'ca. 1055 lm'],
          ['100 W', 'ca. 1521 lm'],
        ],
      ),
      '<h2>Så mye lys trenger hvert rom</h2>',
      list('ul', [
        '<strong>Stue og soverom:</strong> 100–150 lm per kvadratmeter.',
        '<strong>Kjøkken og bad:</strong> 250–400 lm per kvadratmeter, med ekstra arbeidslys over benkeplaten og speilet.',
        '<strong>Hjemmekontor:</strong> rundt 500 lm per kvadratmeter ved skrivebordet.',
      ]),
      '<p>Gang gulvarealet med tallet ovenfor, og fordel summen på flere lyskilder. Med dimbare lamper kan ett og samme rom være både lyst og rolig, alt etter behov.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-klasser forklart: lamper til bad og hage',
    description:
      'Hva de to sifrene i en IP-klasse betyr, og hvilken IP-klasse hver sone på badet og hvert sted utendørs krever.',
    excerpt: 'IP44, IP65, IP68: De to sifrene forteller hvor godt en lampe holder støv og vann ute.',
    content: html(
      '<p>En IP-klasse (Ingress Protection) består av to sifre. Det første, fra 0 til 6, angir beskyttelsen mot faste gjenstander og støv; det andre, fra 0 til 8, beskyttelsen mot vann.</p>',
      '<h2>Vanlige IP-klasser</h2>',
      list('ul', [
        '<strong>IP20:</strong> kun til innendørs bruk i tørre rom.',
        '<strong>IP44:</strong> beskyttet mot vannsprut. Minstekravet i sone 2 på badet og under overbygde inngangspartier.',
        '<strong>IP54:</strong> gir i tillegg beskyttelse mot støv, fint på skjermede yttervegger.',
        '<strong>IP65:</strong> støvtett og beskyttet mot vannstråler: utsatte fasader, hager og sone 1 på badet.',
        '<strong>IP67 og IP68:</strong> tåler å ligge under vann, til nedfelte bakkespotter, dammer og basseng.',
      ]),
      '<h2>Sonene på badet</h2>',
      '<p>Sone 0 er inne i badekaret eller dusjkaret, sone 1 rett over det, og sone 2 strekker seg 60 cm ut rundt det. Bruk minst IP44 i sone 2, IP65 i sone 1 og kun IP67-lamper med ekstra lav spenning i sone 0.</p>',
      '<p>Utendørs holder det med IP44 under tak, mens du bør velge IP65 eller høyere der regnet treffer direkte. La alltid en autorisert elektriker installere kursene til bad og uteområder.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kom i gang med smartbelysning',
    description:
      'Pærer, huber, apper og stemmestyring: en enkel vei til et smarthjem uten å legge nye ledninger.',
    excerpt:
      'Start med ett rom og noen få pærer. Her er hva du bør kjøpe først, og hvordan du setter det opp.',
    content: html(
      '<p>Med smartbelysning kan du slå lyset av og på, dimme det og endre fargen fra mobilen, med stemmen eller etter en tidsplan. Du trenger sjelden nye ledninger: De fleste systemer starter med pærer som passer i lampene du allerede har.</p>',
      '<h2>Velg tilkobling</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> ingen hub nødvendig, fint for ett eller to rom.',
        '<strong>Wi-Fi:</strong> kobles til ruteren; enkelt, men mange enheter kan belaste nettverket.',
        '<strong>Zigbee eller Thread med hub:</strong> raskt, pålitelig og laget for hele boligen.',
      ]),
      '<h2>De første stegene</h2>',
      list('ol', [
        'Velg rommet du bruker mest om kvelden, og bytt ut pærene der med smarte pærer.',
        'Installer appen, legg til pærene og grupper dem etter rom.',
        'Lag to scener, for eksempel «Lyst» og «Avslapning», og en tidsplan som demper lyset ved leggetid.',
        'Legg til LED-lister eller en smart bryter senere, så gjestene fortsatt kan bruke veggbryterne.',
      ]),
      '<p>La veggbryterne stå på: En pære uten strøm får ikke med seg hva appen sier. Sortimentet fra partneren vår Aurelia Smart fungerer med de store stemmeassistentene.</p>',
    ),
  },
  'layering-light': {
    title: 'Lag på lag med lys: grunnlys, arbeidslys og effektlys',
    description: 'Slik kombinerer lysdesignere tre typer lys for å gjøre rommene komfortable og fleksible.',
    excerpt: 'Én taklampe er sjelden nok. Med tre lag lys fungerer ethvert rom både dag og kveld.',
    content: html(
      '<p>Lysdesignere tenker i lag. Hvert lag har sin oppgave, og sammen gjør de at et rom kan gå fra lyst og praktisk til rolig og stemningsfullt.</p>',
      '<h2>De tre lagene</h2>',
      list('ul', [
        '<strong>Grunnlys</strong> fyller rommet jevnt: taklamper, store pendellamper eller indirekte vegglys som lyser opp hele veggen.',
        '<strong>Arbeidslys</strong> rettes dit du gjør noe: spotter over kjøkkenbenken, en leselampe, speillamper.',
        '<strong>Effektlys</strong> gir dybde: bildebelysning, LED-lister i hyller, oppadrettet lys mot planter eller strukturerte vegger.',
      ]),
      '<h2>Slik setter du det sammen</h2>',
      '<p>Gi hvert lag sin egen bryter eller dimmer, eller sin egen smarte scene. Bruk varmere lys til grunnlyset og effektlyset, og litt kjøligere og sterkere lys til arbeidslyset.</p>',
      '<p>Plasser lyskildene i ulike høyder, fra taket og helt ned til gulvet, så rommet aldri virker flatt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Slik leser du EUs energimerke for lyspærer',
    description: 'Hva A–G-skalaen, kWh-tallet og QR-koden på energimerket til en lyspære forteller deg.',
    excerpt:
      'Siden 2021 går EUs energimerke igjen fra A til G. De fleste gode LED-pærer havner nå i klasse D til F, og det er helt i orden.',
    content: html(
      '<p>I september 2021 fikk energimerket for lyskilder i EU en ny skala. De gamle klassene A++ og A+ forsvant, og skalaen går nå fra A (mest effektiv) til G.</p>',
      '<h2>Dette står på merket</h2>',
      list('ul', [
        '<strong>Energiklasse A–G,</strong> basert på lysutbyttet: hvor mange lumen en lyskilde gir per watt.',
        '<strong>Forbruk i kWh per 1000 timer,</strong> tallet du bruker når du sammenligner driftskostnader.',
        '<strong>En QR-kode</strong> som lenker til produktets oppføring i EPREL-databasen, med fullstendige tekniske data.',
      ]),
      '<h2>Slik bruker du merket</h2>',
      '<p>Den nye skalaen er streng med vilje, slik at det er plass til bedre teknologi. En typisk LED-pære i dag ligger i klasse E eller F; klasse D eller C betyr en svært effektiv modell, og klasse A er sjelden.</p>',
      '<p>Sammenlign pærer med samme lysstyrke i lumen, og velg deretter den med lavest kWh-tall. Merprisen for en effektiv modell tjener seg som regel inn i løpet av noen få år.</p>',
    ),
  },
};
