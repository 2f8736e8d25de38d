import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_HR: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kako odabrati pravu temperaturu boje svjetla',
    description:
      'Toplo, neutralno ili hladno? Što znače kelvini i koju temperaturu odabrati za koju prostoriju.',
    excerpt:
      'Broj kelvina na kutiji odlučuje hoće li prostorija djelovati ugodno ili svježe. Evo kako ga pročitati.',
    content: html(
      '<p>Temperatura boje opisuje boju bijelog svjetla i mjeri se u kelvinima (K). Niže vrijednosti djeluju toplije i žuće, a više hladnije i plavlje.</p>',
      '<h2>Glavni rasponi</h2>',
      list('ul', [
        '<strong>2200–2700 K, topla bijela:</strong> sjaj klasične žarulje sa žarnom niti. Idealno za dnevni boravak i spavaću sobu.',
        '<strong>3000 K, meka bijela:</strong> malo svježija, a i dalje ugodna. Dobra za kuhinju, blagovaonicu i kupaonicu.',
        '<strong>4000 K, neutralna bijela:</strong> jasna i usredotočena. Pristaje kućnom uredu, radionici i garaži.',
        '<strong>5000–6500 K, dnevno svjetlo:</strong> hladno i jarko, najbolje za radno osvjetljenje i pomoćne prostorije.',
      ]),
      '<h2>Savjeti</h2>',
      '<p>U jednoj prostoriji držite se jedne temperature boje kako se svjetiljke ne bi sukobljavale. Navečer vam toplije svjetlo pomaže da se opustite; pametne žarulje s podesivom bijelom mogu automatski prelaziti s hladnog svjetla ujutro na toplo navečer.</p>',
      '<p>Ondje gdje su boje važne, primjerice u kuhinji i kod ormara, potražite indeks uzvrata boje (CRI) od 90 ili više.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumeni, a ne vati: koliko jaka treba biti vaša rasvjeta?',
    description: 'Zašto vati više ne govore o jačini svjetla i koliko lumena treba svakoj prostoriji.',
    excerpt:
      'Kod LED žarulja vati mjere potrošnju energije, a ne svjetlo. Lumeni otkrivaju koliko je žarulja zaista jaka.',
    content: html(
      '<p>Desetljećima smo žarulje kupovali prema vatima. LED žarulje za isto svjetlo troše i do 90 % manje energije, pa je danas važan broj lumena (lm): količina svjetla koju izvor daje.</p>',
      '<h2>Brza usporedba</h2>',
      table(
        ['Stara žarulja sa žarnom niti', 'LED zamjena'],
        [
          ['40 W', 'oko 470 lm'],
          ['60 W', 'oko 806 lm'],
          ['75 W', 'oko 1055 lm'],
          ['100 W', 'oko 1521 lm'],
        ],
      ),
      '<h2>Koliko svjetla po prostoriji</h2>',
      list('ul', [
        '<strong>Dnevni boravak i spavaća soba:</strong> 100–150 lm po kvadratnom metru.',
        '<strong>Kuhinja i kupaonica:</strong> 250–400 lm po kvadratnom metru, uz dodatno radno svjetlo iznad radnih ploča i ogledala.',
        '<strong>Kućni ured:</strong> oko 500 lm po kvadratnom metru za radnim stolom.',
      ]),
      '<p>Pomnožite površinu poda gornjim brojem i ukupnu količinu rasporedite na nekoliko izvora. Prigušive svjetiljke omogućuju da ista prostorija pokrije i jarke i mirne trenutke.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP zaštita objašnjena: svjetiljke za kupaonice i vrtove',
    description:
      'Što znače dvije znamenke IP oznake i koju zaštitu treba svaka kupaonska zona i mjesto na otvorenom.',
    excerpt: 'IP44, IP65, IP68: dvije znamenke govore koliko dobro svjetiljka zadržava prašinu i vodu vani.',
    content: html(
      '<p>IP oznaka (Ingress Protection) ima dvije znamenke. Prva, od 0 do 6, označava zaštitu od krutih tijela i prašine; druga, od 0 do 8, zaštitu od vode.</p>',
      '<h2>Uobičajene oznake</h2>',
      list('ul', [
        '<strong>IP20:</strong> samo za unutarnju upotrebu u suhim prostorijama.',
        '<strong>IP44:</strong> zaštićeno od prskanja vode. Minimum za kupaonsku zonu 2 i natkrivene ulaze.',
        '<strong>IP54:</strong> dodaje zaštitu od prašine, dobro za zaklonjene vanjske zidove.',
        '<strong>IP65:</strong> nepropusno za prašinu i otporno na mlaz vode: izložena pročelja, vrtovi i zona tuša 1.',
        '<strong>IP67 i IP68:</strong> podnose uranjanje, za ugradbene podne reflektore, jezerca i bazene.',
      ]),
      '<h2>Kupaonske zone</h2>',
      '<p>Zona 0 je unutar kade ili tuš-kade, zona 1 neposredno iznad nje, a zona 2 proteže se 60 cm oko nje. U zoni 2 koristite najmanje IP44, u zoni 1 IP65, a u zoni 0 samo niskonaponske svjetiljke IP67.</p>',
      '<p>Na otvorenom odaberite IP44 ispod nadstrešnice te IP65 ili više ondje gdje kiša izravno pada. Kupaonske i vanjske strujne krugove uvijek neka ugradi kvalificirani električar.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Prvi koraci s pametnom rasvjetom',
    description:
      'Žarulje, središnje jedinice, aplikacije i glasovno upravljanje: jednostavan put do pametnog doma bez novih instalacija.',
    excerpt: 'Počnite s jednom prostorijom i nekoliko žarulja. Evo što prvo kupiti i kako sve postaviti.',
    content: html(
      '<p>Pametna rasvjeta omogućuje da svjetla uključujete, prigušujete i mijenjate im boju s mobitela, glasom ili prema rasporedu. Nove instalacije rijetko su potrebne: većina sustava počinje žaruljama koje pristaju u vaše postojeće svjetiljke.</p>',
      '<h2>Odaberite vezu</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> bez središnje jedinice, dobro za jednu ili dvije prostorije.',
        '<strong>Wi-Fi:</strong> spaja se na vaš usmjerivač; jednostavno, ali mnogo uređaja može opteretiti mrežu.',
        '<strong>Zigbee ili Thread s mostom:</strong> brzo, pouzdano i stvoreno za cijeli dom.',
      ]),
      '<h2>Vaši prvi koraci</h2>',
      list('ol', [
        'Odaberite prostoriju koju navečer najviše koristite i zamijenite njezine žarulje pametnima.',
        'Instalirajte aplikaciju, dodajte žarulje i grupirajte ih po prostorijama.',
        'Stvorite dvije scene, primjerice „Jarko” i „Opuštanje”, te raspored koji prigušuje svjetla prije spavanja.',
        'Kasnije dodajte LED trake ili pametni prekidač kako bi zidni prekidači i dalje radili za goste.',
      ]),
      '<p>Zidne prekidače ostavite uključenima: žarulja bez napajanja ne čuje aplikaciju. Ponuda našeg partnera Aurelia Smart radi s najvažnijim glasovnim asistentima.</p>',
    ),
  },
  'layering-light': {
    title: 'Slojevi svjetla: opće, radno i naglasno',
    description: 'Kako dizajneri kombiniraju tri vrste svjetla da bi prostorije bile ugodne i prilagodljive.',
    excerpt:
      'Jedna stropna svjetiljka rijetko je dovoljna. Tri sloja svjetla čine svaku prostoriju funkcionalnom danju i noću.',
    content: html(
      '<p>Dizajneri rasvjete razmišljaju u slojevima. Svaki sloj ima svoj zadatak, a zajedno omogućuju da se prostorija promijeni iz jarke i praktične u mirnu i punu atmosfere.</p>',
      '<h2>Tri sloja</h2>',
      list('ul', [
        '<strong>Opće svjetlo</strong> ravnomjerno ispunjava prostoriju: stropne svjetiljke, velike visilice ili neizravna zidna rasvjeta.',
        '<strong>Radno svjetlo</strong> usmjereno je ondje gdje radite: reflektori iznad kuhinjske radne ploče, svjetiljka za čitanje, svjetla uz ogledalo.',
        '<strong>Naglasno svjetlo</strong> dodaje dubinu: svjetla za slike, LED trake na policama, svjetla usmjerena prema gore na biljke ili teksturirane zidove.',
      ]),
      '<h2>Kako sve spojiti</h2>',
      '<p>Svaki sloj stavite na vlastiti prekidač ili prigušivač, ili u vlastitu pametnu scenu. Za opći i naglasni sloj koristite toplije svjetlo, a za rad malo hladnije i jače.</p>',
      '<p>Postavite svjetla na različite visine, od stropa do razine poda, kako prostorija nikad ne bi djelovala plošno.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kako čitati energetsku oznaku EU za žarulje',
    description: 'Što vam govore ljestvica od A do G, broj kWh i QR kod na oznaci žarulje.',
    excerpt:
      'Od 2021. oznaka EU ponovno ide od A do G. Većina dobrih LED žarulja danas je u razredima od D do F, i to je u redu.',
    content: html(
      '<p>U rujnu 2021. Europska unija promijenila je ljestvicu energetske oznake za izvore svjetlosti. Stari razredi A++ i A+ nestali su; ljestvica sada ide od A (najučinkovitije) do G.</p>',
      '<h2>Što piše na oznaci</h2>',
      list('ul', [
        '<strong>Energetski razred A–G,</strong> prema svjetlosnoj iskoristivosti: koliko lumena žarulja daje po vatu.',
        '<strong>Potrošnja u kWh na 1000 sati,</strong> broj za usporedbu troškova rada.',
        '<strong>QR kod</strong> koji vodi do unosa proizvoda u bazi podataka EPREL, s potpunim tehničkim podacima.',
      ]),
      '<h2>Kako je koristiti</h2>',
      '<p>Nova je ljestvica namjerno stroga kako bi ostavila prostora boljoj tehnologiji. Tipična LED žarulja danas je u razredu E ili F; razred D ili C označava vrlo učinkovit model, a A je rijedak.</p>',
      '<p>Usporedite žarulje iste jačine u lumenima, a zatim odaberite manji broj kWh. Viša cijena učinkovitog modela obično se isplati za nekoliko godina.</p>',
    ),
  },
};
