import { html, list, table, type GuideTexts } from './guide-texts';

// Serbian in Latin script (ekavian), as Serbian web shops write it; the interface table sr.json is the same.
export const GUIDES_SR: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kako da izaberete pravu temperaturu boje svetla',
    description: 'Toplo, neutralno ili hladno? Šta znače kelvini i šta izabrati za koju prostoriju.',
    excerpt:
      'Broj kelvina na pakovanju odlučuje da li će prostorija delovati prijatno ili sveže. Evo kako da ga pročitate.',
    content: html(
      '<p>Temperatura boje opisuje boju belog svetla i meri se u kelvinima (K). Niže vrednosti deluju toplije i žuće, a više hladnije i plavlje.</p>',
      '<h2>Glavni opsezi</h2>',
      list('ul', [
        '<strong>2200–2700 K, toplo belo:</strong> sjaj klasične sijalice sa vlaknom. Idealno za dnevnu i spavaću sobu.',
        '<strong>3000 K, meko belo:</strong> malo svežije, ali i dalje prijatno. Dobro za kuhinju, trpezariju i kupatilo.',
        '<strong>4000 K, neutralno belo:</strong> jasno i fokusirano. Pogodno za kućnu kancelariju, radionicu i garažu.',
        '<strong>5000–6500 K, dnevno svetlo:</strong> hladno i jako, najbolje za radno osvetljenje i pomoćne prostorije.',
      ]),
      '<h2>Saveti</h2>',
      '<p>U jednoj prostoriji držite se jedne temperature boje, da se svetiljke ne bi međusobno sukobljavale. Uveče vam toplije svetlo pomaže da se opustite; pametne sijalice sa podesivom belom bojom mogu automatski da pređu sa hladnog svetla ujutru na toplo uveče.</p>',
      '<p>Tamo gde su boje važne, na primer u kuhinji ili kod ormara, birajte indeks reprodukcije boja (CRI) 90 ili viši.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumeni, a ne vati: koliko jako treba da bude svetlo?',
    description: 'Zašto vati više ne govore ništa o jačini svetla i koliko lumena treba svakoj prostoriji.',
    excerpt:
      'Kod LED sijalica vati mere potrošnju energije, a ne svetlo. Koliko je sijalica zaista jaka, govore lumeni.',
    content: html(
      '<p>Decenijama smo sijalice kupovali po vatima. LED sijalice za istu količinu svetla troše i do 90% manje energije, pa je sada važan broj lumena (lm): količina svetla koju izvor daje.</p>',
      '<h2>Brza konverzija</h2>',
      table(
        ['Stara sijalica sa vlaknom', 'LED ekvivalent'],
        [
          ['40 W', 'oko 470 lm'],
          ['60 W', 'oko 806 lm'],
          ['75 W', 'oko 1055 lm'],
          ['100 W', 'oko 1521 lm'],
        ],
      ),
      '<h2>Koliko svetla po prostoriji</h2>',
      list('ul', [
        '<strong>Dnevna i spavaća soba:</strong> 100–150 lm po kvadratnom metru.',
        '<strong>Kuhinja i kupatilo:</strong> 250–400 lm po kvadratnom metru, uz dodatno radno svetlo iznad radne ploče i ogledala.',
        '<strong>Kućna kancelarija:</strong> oko 500 lm po kvadratnom metru za radnim stolom.',
      ]),
      '<p>Pomnožite površinu poda gornjom vrednošću i ukupnu količinu rasporedite na više izvora. Svetiljke sa dimerom omogućavaju da ista prostorija bude i svetla i mirna, po potrebi.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP zaštita ukratko: svetiljke za kupatilo i baštu',
    description:
      'Šta znače dve cifre IP zaštite i koji stepen je potreban za svaku zonu kupatila i svako mesto napolju.',
    excerpt: 'IP44, IP65, IP68: dve cifre govore koliko dobro svetiljka štiti od prašine i vode.',
    content: html(
      '<p>IP (Ingress Protection) oznaka ima dve cifre. Prva, od 0 do 6, označava zaštitu od čvrstih tela i prašine, a druga, od 0 do 8, zaštitu od vode.</p>',
      '<h2>Uobičajeni stepeni zaštite</h2>',
      list('ul', [
        '<strong>IP20:</strong> samo za suve unutrašnje prostorije.',
        '<strong>IP44:</strong> zaštićeno od prskanja vode. Minimum za zonu 2 u kupatilu i natkrivene ulaze.',
        '<strong>IP54:</strong> dodaje zaštitu od prašine, dobro za zaštićene spoljne zidove.',
        '<strong>IP65:</strong> nepropusno za prašinu i otporno na mlaz vode: izložene fasade, bašte i zona 1 tuša.',
        '<strong>IP67 i IP68:</strong> podnose potapanje, za svetiljke ugrađene u zemlju, ribnjake i bazene.',
      ]),
      '<h2>Zone u kupatilu</h2>',
      '<p>Zona 0 je unutar kade ili tuš kade, zona 1 neposredno iznad nje, a zona 2 se prostire 60 cm oko nje. U zoni 2 koristite najmanje IP44, u zoni 1 IP65, a u zoni 0 samo niskonaponske svetiljke sa zaštitom IP67.</p>',
      '<p>Napolju birajte IP44 ispod nadstrešnice, a IP65 ili više tamo gde kiša pada direktno. Instalaciju u kupatilu i napolju uvek prepustite kvalifikovanom električaru.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Prvi koraci sa pametnom rasvetom',
    description:
      'Sijalice, habovi, aplikacije i glasovne komande: jednostavan put do pametnog doma bez nove instalacije.',
    excerpt: 'Počnite sa jednom sobom i nekoliko sijalica. Evo šta prvo da kupite i kako sve da podesite.',
    content: html(
      '<p>Pametna rasveta vam omogućava da svetla palite, zatamnjujete i menjate im boju telefonom, glasom ili po rasporedu. Nova instalacija je retko potrebna: većina sistema počinje sijalicama koje odgovaraju vašim postojećim lampama.</p>',
      '<h2>Izaberite vezu</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> bez haba, dobro za jednu ili dve sobe.',
        '<strong>Wi-Fi:</strong> povezuje se na ruter; jednostavno, ali mnogo uređaja može da optereti mrežu.',
        '<strong>Zigbee ili Thread sa mostom:</strong> brzo, pouzdano i napravljeno za ceo dom.',
      ]),
      '<h2>Vaši prvi koraci</h2>',
      list('ol', [
        'Izaberite sobu koju uveče najviše koristite i zamenite njene sijalice pametnim.',
        'Instalirajte aplikaciju, dodajte sijalice i grupišite ih po sobama.',
        'Napravite dve scene, na primer „Jako svetlo” i „Opuštanje”, i raspored koji pred spavanje zatamnjuje svetla.',
        'LED trake ili pametni prekidač dodajte kasnije, kako bi zidni prekidači radili i za goste.',
      ]),
      '<p>Zidne prekidače ostavite uključene: sijalica bez struje ne čuje aplikaciju. Ponuda našeg partnera Aurelia Smart radi sa glavnim glasovnim asistentima.</p>',
    ),
  },
  'layering-light': {
    title: 'Slojevito osvetljenje: opšte, radno i akcentno',
    description: 'Kako dizajneri kombinuju tri vrste svetla da bi prostorije bile udobne i prilagodljive.',
    excerpt:
      'Jedna plafonjera retko je dovoljna. Tri sloja svetla čine da svaka prostorija funkcioniše danju i noću.',
    content: html(
      '<p>Dizajneri rasvete razmišljaju u slojevima. Svaki sloj ima svoj zadatak, a zajedno omogućavaju da se prostorija promeni iz svetle i praktične u mirnu i punu atmosfere.</p>',
      '<h2>Tri sloja</h2>',
      list('ul', [
        '<strong>Opšte svetlo</strong> ravnomerno ispunjava prostoriju: plafonjere, velike visilice ili indirektne zidne lampe.',
        '<strong>Radno svetlo</strong> usmereno je tamo gde radite: reflektori iznad kuhinjske radne ploče, lampa za čitanje, svetla pored ogledala.',
        '<strong>Akcentno svetlo</strong> daje dubinu: svetla za slike, LED trake na policama, svetla usmerena nagore ka biljkama ili teksturisanim zidovima.',
      ]),
      '<h2>Kako sve uklopiti</h2>',
      '<p>Svaki sloj stavite na poseban prekidač ili dimer, ili u posebnu pametnu scenu. Za opšti i akcentni sloj koristite toplije svetlo, a za rad nešto hladnije i jače.</p>',
      '<p>Postavite svetla na različite visine, od plafona do nivoa poda, da prostorija nikada ne deluje ravno.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kako čitati EU energetsku etiketu za sijalice',
    description: 'Šta vam govore skala od A do G, broj kWh i QR kod na etiketi sijalice.',
    excerpt:
      'Od 2021. EU etiketa ponovo ide od A do G. Većina dobrih LED sijalica sada je u razredu D do F, i to je u redu.',
    content: html(
      '<p>U septembru 2021. Evropska unija je promenila skalu energetske etikete za izvore svetlosti. Stari razredi A++ i A+ su nestali; skala sada ide od A (najefikasnije) do G.</p>',
      '<h2>Šta piše na etiketi</h2>',
      list('ul', [
        '<strong>Energetski razred A–G,</strong> određen prema svetlosnoj efikasnosti: koliko lumena sijalica daje po vatu.',
        '<strong>Potrošnja u kWh na 1000 sati,</strong> broj za poređenje troškova rada.',
        '<strong>QR kod</strong> koji vodi do unosa proizvoda u bazi EPREL, sa svim tehničkim podacima.',
      ]),
      '<h2>Kako da je koristite</h2>',
      '<p>Nova skala je namerno stroga, da bi ostavila prostor za bolju tehnologiju. Tipična LED sijalica danas je u razredu E ili F; razred D ili C označava veoma efikasan model, a razred A je redak.</p>',
      '<p>Uporedite sijalice iste jačine u lumenima, pa izaberite manji broj kWh. Viša cena efikasnog modela obično se isplati za nekoliko godina.</p>',
    ),
  },
};
