import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_LT: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kaip pasirinkti tinkamą spalvinę temperatūrą',
    description:
      'Šilta, neutrali ar šalta? Ką reiškia kelvinai ir kurią temperatūrą rinktis kiekvienam kambariui.',
    excerpt:
      'Kelvinų skaičius ant pakuotės lemia, ar kambarys atrodys jaukus, ar gaivus. Štai kaip jį suprasti.',
    content: html(
      '<p>Spalvinė temperatūra apibūdina baltos šviesos atspalvį ir matuojama kelvinais (K). Mažesnės vertės atrodo šiltesnės ir geltonesnės, didesnės – vėsesnės ir melsvesnės.</p>',
      '<h2>Pagrindiniai intervalai</h2>',
      list('ul', [
        '<strong>2200–2700 K, šilta balta:</strong> klasikinės kaitinamosios lemputės švytėjimas. Idealiai tinka svetainei ir miegamajam.',
        '<strong>3000 K, švelni balta:</strong> šiek tiek gaivesnė, bet vis dar maloni. Tinka virtuvei, valgomajam ir vonios kambariui.',
        '<strong>4000 K, neutrali balta:</strong> aiški ir padedanti susikaupti. Tinka namų biurui, dirbtuvėms ir garažui.',
        '<strong>5000–6500 K, dienos šviesa:</strong> vėsi ir ryški, geriausia darbo apšvietimui ir ūkinėms patalpoms.',
      ]),
      '<h2>Patarimai</h2>',
      '<p>Viename kambaryje laikykitės vienos spalvinės temperatūros, kad šviestuvai nekonkuruotų tarpusavyje. Vakare šiltesnė šviesa padeda atsipalaiduoti; išmaniosios lemputės su reguliuojama balta spalva gali automatiškai pereiti nuo vėsios šviesos ryte prie šiltos vakare.</p>',
      '<p>Ten, kur svarbios spalvos, pavyzdžiui, virtuvėje ar persirengimo zonoje, rinkitės spalvų atgavos indeksą (CRI) 90 ar didesnį.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Liumenai, ne vatai: kokio ryškumo šviesos jums reikia?',
    description: 'Kodėl vatai nebeparodo ryškumo ir kiek liumenų reikia kiekvienam kambariui.',
    excerpt: 'LED lemputėms vatai rodo suvartojamą energiją, o ne šviesą. Tikrąjį ryškumą parodo liumenai.',
    content: html(
      '<p>Dešimtmečius lemputes pirkome pagal vatus. LED lemputės tokiam pačiam šviesos kiekiui sunaudoja iki 90 % mažiau energijos, todėl dabar svarbiausi liumenai (lm) – šviesos kiekis, kurį skleidžia šaltinis.</p>',
      '<h2>Greitas palyginimas</h2>',
      table(
        ['Sena kaitinamoji lemputė', 'LED atitikmuo'],
        [
          ['40 W', 'apie 470 lm'],
          ['60 W', 'apie 806 lm'],
          ['75 W', 'apie 1055 lm'],
          ['100 W', 'apie 1521 lm'],
        ],
      ),
      '<h2>Kiek šviesos reikia kambariui</h2>',
      list('ul', [
        '<strong>Svetainė ir miegamasis:</strong> 100–150 lm kvadratiniam metrui.',
        '<strong>Virtuvė ir vonios kambarys:</strong> 250–400 lm kvadratiniam metrui ir papildoma darbo šviesa virš stalviršio bei veidrodžio.',
        '<strong>Namų biuras:</strong> apie 500 lm kvadratiniam metrui prie darbo stalo.',
      ]),
      '<p>Grindų plotą padauginkite iš nurodytos vertės ir bendrą kiekį paskirstykite keliems šviesos šaltiniams. Su reguliuojamo ryškumo šviestuvais tas pats kambarys tiks ir ryškiai, ir ramiai akimirkai.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP apsaugos klasės: šviestuvai voniai ir sodui',
    description:
      'Ką reiškia du IP klasės skaitmenys ir kokios apsaugos reikia kiekvienai vonios zonai bei vietai lauke.',
    excerpt:
      'IP44, IP65, IP68: du skaitmenys parodo, kaip gerai šviestuvas apsaugotas nuo dulkių ir vandens.',
    content: html(
      '<p>IP (Ingress Protection) apsaugos klasę sudaro du skaitmenys. Pirmasis, nuo 0 iki 6, rodo apsaugą nuo kietųjų dalelių ir dulkių, antrasis, nuo 0 iki 8, – nuo vandens.</p>',
      '<h2>Dažniausios klasės</h2>',
      list('ul', [
        '<strong>IP20:</strong> tik sausoms vidaus patalpoms.',
        '<strong>IP44:</strong> apsaugotas nuo vandens purslų. Minimumas 2 vonios zonai ir dengtiems įėjimams.',
        '<strong>IP54:</strong> papildomai apsaugotas nuo dulkių, tinka uždengtoms lauko sienoms.',
        '<strong>IP65:</strong> nepralaidus dulkėms ir atsparus vandens čiurkšlėms: atviri fasadai, sodai ir 1 dušo zona.',
        '<strong>IP67 ir IP68:</strong> atlaiko panardinimą – į žemę įleidžiamiems šviestuvams, tvenkiniams ir baseinams.',
      ]),
      '<h2>Vonios zonos</h2>',
      '<p>0 zona yra vonios ar dušo padėklo viduje, 1 zona – tiesiai virš jo, o 2 zona tęsiasi 60 cm aplink. 2 zonoje naudokite bent IP44, 1 zonoje – IP65, o 0 zonoje – tik žemos įtampos IP67 šviestuvus.</p>',
      '<p>Lauke rinkitės IP44 po stogeliu ir IP65 ar aukštesnę klasę ten, kur tiesiogiai lyja. Vonios ir lauko grandines visada patikėkite kvalifikuotam elektrikui.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kaip pradėti naudotis išmaniuoju apšvietimu',
    description:
      'Lemputės, šliuzai, programėlės ir balso valdymas: paprastas kelias į išmaniuosius namus be naujos instaliacijos.',
    excerpt:
      'Pradėkite nuo vieno kambario ir kelių lempučių. Štai ką pirkti pirmiausia ir kaip viską nustatyti.',
    content: html(
      '<p>Išmanusis apšvietimas leidžia įjungti, pritemdyti ir keisti šviesos spalvą telefonu, balsu ar pagal tvarkaraštį. Naujos instaliacijos reikia retai: dauguma sistemų prasideda nuo lempučių, tinkančių jūsų esamiems šviestuvams.</p>',
      '<h2>Pasirinkite ryšį</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> šliuzo nereikia, tinka vienam ar dviem kambariams.',
        '<strong>Wi-Fi:</strong> jungiasi prie maršrutizatoriaus; paprasta, bet daug įrenginių gali apkrauti tinklą.',
        '<strong>Zigbee arba Thread su šliuzu:</strong> greita, patikima ir sukurta visiems namams.',
      ]),
      '<h2>Pirmieji žingsniai</h2>',
      list('ol', [
        'Pasirinkite kambarį, kuriame vakarais praleidžiate daugiausia laiko, ir pakeiskite jo lemputes išmaniosiomis.',
        'Įdiekite programėlę, pridėkite lemputes ir sugrupuokite jas pagal kambarius.',
        'Sukurkite dvi scenas, pavyzdžiui, „Ryšku“ ir „Poilsis“, ir tvarkaraštį, kuris prieš miegą pritemdo šviesą.',
        'LED juostas ar išmanųjį jungiklį pridėkite vėliau, kad sieniniai jungikliai veiktų ir svečiams.',
      ]),
      '<p>Sieninius jungiklius palikite įjungtus: lemputė be maitinimo negirdi programėlės. Mūsų partnerio Aurelia Smart gaminiai veikia su pagrindiniais balso asistentais.</p>',
    ),
  },
  'layering-light': {
    title: 'Šviesos sluoksniai: bendroji, darbo ir akcentinė',
    description: 'Kaip dizaineriai derina tris šviesos rūšis, kad kambariai būtų patogūs ir universalūs.',
    excerpt:
      'Vieno lubinio šviestuvo retai užtenka. Trys šviesos sluoksniai leidžia kambariui tarnauti dieną ir naktį.',
    content: html(
      '<p>Apšvietimo dizaineriai mąsto sluoksniais. Kiekvienas sluoksnis turi savo paskirtį, o kartu jie leidžia kambariui virsti iš šviesaus ir praktiško į ramų ir jaukų.</p>',
      '<h2>Trys sluoksniai</h2>',
      list('ul', [
        '<strong>Bendroji šviesa</strong> tolygiai užpildo kambarį: lubiniai šviestuvai, dideli pakabinami šviestuvai ar netiesioginiai sieniniai šviestuvai.',
        '<strong>Darbo šviesa</strong> nukreipta ten, kur dirbate: prožektoriai virš virtuvės stalviršio, skaitymo lempa, šviestuvai prie veidrodžio.',
        '<strong>Akcentinė šviesa</strong> suteikia gylio: paveikslų šviestuvai, LED juostos lentynose, į augalus ar tekstūrines sienas aukštyn nukreipti šviestuvai.',
      ]),
      '<h2>Kaip viską sujungti</h2>',
      '<p>Kiekvieną sluoksnį prijunkite prie atskiro jungiklio ar reguliatoriaus arba įtraukite į atskirą išmaniąją sceną. Bendrajam ir akcentiniam sluoksniui naudokite šiltesnę šviesą, o darbui – šiek tiek vėsesnę ir ryškesnę.</p>',
      '<p>Šviestuvus išdėstykite skirtingame aukštyje, nuo lubų iki grindų lygio, kad kambarys niekada neatrodytų plokščias.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kaip skaityti ES lempų energijos etiketę',
    description: 'Ką jums pasako A–G skalė, kWh skaičius ir QR kodas ant lempos etiketės.',
    excerpt:
      'Nuo 2021 m. ES etiketė vėl apima klases nuo A iki G. Dauguma gerų LED lempučių dabar yra D–F klasės, ir tai normalu.',
    content: html(
      '<p>2021 m. rugsėjį Europos Sąjunga pakeitė šviesos šaltinių energijos etiketės skalę. Senosios A++ ir A+ klasės išnyko; dabar skalė tęsiasi nuo A (efektyviausia) iki G.</p>',
      '<h2>Kas yra etiketėje</h2>',
      list('ul', [
        '<strong>Energijos klasė A–G,</strong> nustatoma pagal šviesinį efektyvumą: kiek liumenų lempa skleidžia vienam vatui.',
        '<strong>Suvartojimas kWh per 1000 valandų</strong> – skaičius eksploatacijos išlaidoms palyginti.',
        '<strong>QR kodas,</strong> nukreipiantis į prekės įrašą EPREL duomenų bazėje su visais techniniais duomenimis.',
      ]),
      '<h2>Kaip ja naudotis</h2>',
      '<p>Nauja skalė tyčia griežta, kad liktų vietos geresnėms technologijoms. Įprasta LED lemputė šiandien yra E arba F klasės; D ar C klasė žymi labai efektyvų modelį, o A klasė – retenybė.</p>',
      '<p>Palyginkite to paties ryškumo liumenais lempas ir rinkitės mažesnį kWh skaičių. Didesnė efektyvaus modelio kaina paprastai atsiperka per kelerius metus.</p>',
    ),
  },
};
