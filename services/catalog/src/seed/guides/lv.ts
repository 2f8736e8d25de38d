import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_LV: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kā izvēlēties pareizo krāsu temperatūru',
    description: 'Silta, neitrāla vai vēsa? Ko nozīmē kelvini un kuru temperatūru izvēlēties katrai telpai.',
    excerpt: 'Kelvinu skaitlis uz iepakojuma nosaka, vai telpa šķitīs mājīga vai svaiga. Lūk, kā to saprast.',
    content: html(
      '<p>Krāsu temperatūra raksturo baltās gaismas toni, un to mēra kelvinos (K). Zemākas vērtības šķiet siltākas un dzeltenīgākas, augstākas — vēsākas un zilganākas.</p>',
      '<h2>Galvenie diapazoni</h2>',
      list('ul', [
        '<strong>2200–2700 K, silti balta:</strong> klasiskas kvēlspuldzes mirdzums. Ideāla dzīvojamai istabai un guļamistabai.',
        '<strong>3000 K, maigi balta:</strong> nedaudz svaigāka, tomēr patīkama. Piemērota virtuvei, ēdamistabai un vannasistabai.',
        '<strong>4000 K, neitrāli balta:</strong> skaidra un koncentrēta. Der mājas birojam, darbnīcai un garāžai.',
        '<strong>5000–6500 K, dienasgaisma:</strong> vēsa un spilgta, vislabāk darba apgaismojumam un saimniecības telpām.',
      ]),
      '<h2>Padomi</h2>',
      '<p>Vienā telpā ievērojiet vienu krāsu temperatūru, lai gaismekļi savā starpā nekonfliktētu. Vakarā siltāka gaisma palīdz atslābināties; viedās spuldzes ar regulējamu balto gaismu var automātiski pāriet no vēsas gaismas no rīta uz siltu vakarā.</p>',
      '<p>Vietās, kur svarīgas krāsas, piemēram, virtuvē vai ģērbtuvē, izvēlieties krāsu atveides indeksu (CRI) 90 vai augstāku.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lūmeni, nevis vati: cik spilgtai jābūt gaismai?',
    description: 'Kāpēc vati vairs neliecina par spilgtumu un cik lūmenu nepieciešams katrai telpai.',
    excerpt: 'LED spuldzēm vati mēra patērēto enerģiju, nevis gaismu. Cik spilgta ir spuldze, parāda lūmeni.',
    content: html(
      '<p>Gadu desmitiem spuldzes pirkām pēc vatiem. LED spuldzes tādam pašam gaismas daudzumam patērē līdz pat 90% mazāk enerģijas, tāpēc tagad svarīgi ir lūmeni (lm): gaismas daudzums, ko izstaro avots.</p>',
      '<h2>Ātrs salīdzinājums</h2>',
      table(
        ['Vecā kvēlspuldze', 'LED ekvivalents'],
        [
          ['40 W', 'apmēram 470 lm'],
          ['60 W', 'apmēram 806 lm'],
          ['75 W', 'apmēram 1055 lm'],
          ['100 W', 'apmēram 1521 lm'],
        ],
      ),
      '<h2>Cik daudz gaismas katrai telpai</h2>',
      list('ul', [
        '<strong>Dzīvojamā istaba un guļamistaba:</strong> 100–150 lm uz kvadrātmetru.',
        '<strong>Virtuve un vannasistaba:</strong> 250–400 lm uz kvadrātmetru, ar papildu darba gaismu virs darba virsmas un spoguļa.',
        '<strong>Mājas birojs:</strong> ap 500 lm uz kvadrātmetru pie rakstāmgalda.',
      ]),
      '<p>Reiziniet grīdas platību ar iepriekš minēto skaitli un sadaliet kopējo daudzumu starp vairākiem avotiem. Ar regulējama spilgtuma gaismekļiem viena telpa der gan spilgtiem, gan mierīgiem brīžiem.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP aizsardzības klases: gaismekļi vannasistabai un dārzam',
    description:
      'Ko nozīmē IP klases divi cipari un kāda klase nepieciešama katrai vannasistabas zonai un vietai ārā.',
    excerpt: 'IP44, IP65, IP68: divi cipari parāda, cik labi gaismeklis aizsargāts pret putekļiem un ūdeni.',
    content: html(
      '<p>IP (Ingress Protection) aizsardzības klasei ir divi cipari. Pirmais, no 0 līdz 6, norāda aizsardzību pret cietiem priekšmetiem un putekļiem, otrais, no 0 līdz 8, — pret ūdeni.</p>',
      '<h2>Biežākās klases</h2>',
      list('ul', [
        '<strong>IP20:</strong> tikai sausām iekštelpām.',
        '<strong>IP44:</strong> aizsargāts pret ūdens šļakatām. Minimums vannasistabas 2. zonai un segtām ieejām.',
        '<strong>IP54:</strong> papildus aizsargāts pret putekļiem, piemērots aizsegtām āra sienām.',
        '<strong>IP65:</strong> putekļu necaurlaidīgs un izturīgs pret ūdens strūklām: atklātas fasādes, dārzi un dušas 1. zona.',
        '<strong>IP67 un IP68:</strong> iztur iegremdēšanu — zemē iebūvējamiem gaismekļiem, dīķiem un baseiniem.',
      ]),
      '<h2>Vannasistabas zonas</h2>',
      '<p>0. zona ir vannas vai dušas paliktņa iekšpusē, 1. zona — tieši virs tās, bet 2. zona stiepjas 60 cm ap to. 2. zonā izmantojiet vismaz IP44, 1. zonā — IP65, bet 0. zonā tikai zemsprieguma IP67 gaismekļus.</p>',
      '<p>Ārā izvēlieties IP44 zem nojumes un IP65 vai augstāku klasi tur, kur lietus līst tieši virsū. Vannasistabas un āra elektroinstalāciju vienmēr uzticiet kvalificētam elektriķim.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kā sākt lietot viedo apgaismojumu',
    description:
      'Spuldzes, vārtejas, lietotnes un balss vadība: vienkāršs ceļš uz viedo māju bez jaunas elektroinstalācijas.',
    excerpt: 'Sāciet ar vienu istabu un dažām spuldzēm. Lūk, ko iegādāties vispirms un kā visu iestatīt.',
    content: html(
      '<p>Viedais apgaismojums ļauj ieslēgt, aptumšot un mainīt gaismas krāsu ar tālruni, balsi vai pēc grafika. Jauna elektroinstalācija vajadzīga reti: vairums sistēmu sākas ar spuldzēm, kas der jūsu esošajām lampām.</p>',
      '<h2>Izvēlieties savienojumu</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> vārteja nav vajadzīga, piemērots vienai vai divām istabām.',
        '<strong>Wi-Fi:</strong> savienojas ar maršrutētāju; vienkārši, taču daudz ierīču var noslogot tīklu.',
        '<strong>Zigbee vai Thread ar vārteju:</strong> ātri, uzticami un paredzēti visai mājai.',
      ]),
      '<h2>Pirmie soļi</h2>',
      list('ol', [
        'Izvēlieties istabu, kurā vakaros pavadāt visvairāk laika, un nomainiet tās spuldzes pret viedajām.',
        'Instalējiet lietotni, pievienojiet spuldzes un sagrupējiet tās pa istabām.',
        'Izveidojiet divas ainas, piemēram, “Spilgti” un “Atpūta”, un grafiku, kas pirms gulētiešanas aptumšo gaismu.',
        'LED lentes vai viedo slēdzi pievienojiet vēlāk, lai sienas slēdži darbotos arī viesiem.',
      ]),
      '<p>Atstājiet sienas slēdžus ieslēgtus: spuldze bez strāvas nedzird lietotni. Mūsu partnera Aurelia Smart produkti darbojas ar galvenajiem balss asistentiem.</p>',
    ),
  },
  'layering-light': {
    title: 'Gaismas slāņi: vispārējā, darba un akcenta gaisma',
    description: 'Kā dizaineri apvieno trīs gaismas veidus, lai telpas būtu ērtas un daudzpusīgas.',
    excerpt: 'Ar vienu griestu gaismekli reti pietiek. Trīs gaismas slāņi ļauj telpai kalpot dienu un nakti.',
    content: html(
      '<p>Apgaismojuma dizaineri domā slāņos. Katram slānim ir savs uzdevums, un kopā tie ļauj telpai pārvērsties no gaišas un praktiskas par mierīgu un noskaņām bagātu.</p>',
      '<h2>Trīs slāņi</h2>',
      list('ul', [
        '<strong>Vispārējā gaisma</strong> vienmērīgi piepilda telpu: griestu gaismekļi, lieli piekaramie gaismekļi vai netiešas gaismas sienas gaismekļi.',
        '<strong>Darba gaisma</strong> ir vērsta tur, kur strādājat: prožektori virs virtuves darba virsmas, lasāmlampa, gaismas pie spoguļa.',
        '<strong>Akcenta gaisma</strong> piešķir dziļumu: gleznu gaismekļi, LED lentes plauktos, uz augšu vērstas gaismas uz augiem vai faktūrainām sienām.',
      ]),
      '<h2>Kā to visu apvienot</h2>',
      '<p>Katru slāni pieslēdziet savam slēdzim vai regulatoram vai iekļaujiet savā viedajā ainā. Vispārējam un akcenta slānim izmantojiet siltāku gaismu, darbam — nedaudz vēsāku un spilgtāku.</p>',
      '<p>Izvietojiet gaismekļus dažādos augstumos, no griestiem līdz grīdas līmenim, lai telpa nekad nešķistu plakana.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kā lasīt ES energoefektivitātes marķējumu spuldzēm',
    description: 'Ko jums pasaka skala no A līdz G, kWh skaitlis un QR kods uz spuldzes marķējuma.',
    excerpt:
      'Kopš 2021. gada ES marķējums atkal ir no A līdz G. Vairumam labu LED spuldžu tagad ir D–F klase, un tas ir normāli.',
    content: html(
      '<p>2021. gada septembrī Eiropas Savienība pārskatīja gaismas avotu energoefektivitātes marķējuma skalu. Vecās klases A++ un A+ izzuda; tagad skala ir no A (visefektīvākā) līdz G.</p>',
      '<h2>Kas ir uz marķējuma</h2>',
      list('ul', [
        '<strong>Energoefektivitātes klase A–G,</strong> ko nosaka pēc gaismas efektivitātes: cik lūmenu spuldze dod uz vienu vatu.',
        '<strong>Patēriņš kWh uz 1000 stundām</strong> — skaitlis ekspluatācijas izmaksu salīdzināšanai.',
        '<strong>QR kods,</strong> kas ved uz preces ierakstu EPREL datubāzē ar visiem tehniskajiem datiem.',
      ]),
      '<h2>Kā to izmantot</h2>',
      '<p>Jaunā skala ir apzināti stingra, lai atstātu vietu labākām tehnoloģijām. Tipiskai LED spuldzei šodien ir E vai F klase; D vai C klase apzīmē ļoti efektīvu modeli, bet A klase ir reta.</p>',
      '<p>Salīdziniet spuldzes ar vienādu spilgtumu lūmenos un izvēlieties mazāko kWh skaitli. Efektīva modeļa augstākā cena parasti atmaksājas dažu gadu laikā.</p>',
    ),
  },
};
