import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_IS: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Hvernig á að velja rétt litahitastig',
    description: 'Hlýtt, hlutlaust eða kalt? Hvað kelvin-tölurnar þýða og hvað hentar hverju herbergi.',
    excerpt:
      'Kelvin-talan á umbúðunum ræður því hvort herbergið verður notalegt eða ferskt. Svona lestu hana.',
    content: html(
      '<p>Litahitastig lýsir lit hvítrar birtu og er mælt í kelvin (K). Lægri tölur virka hlýrri og gulari; hærri tölur virka kaldari og blárri.</p>',
      '<h2>Helstu bilin</h2>',
      list('ul', [
        '<strong>2200–2700 K, hlýhvítt:</strong> bjarminn af klassískri glóperu. Tilvalið fyrir stofur og svefnherbergi.',
        '<strong>3000 K, mjúkhvítt:</strong> örlítið ferskara en samt vinalegt. Hentar í eldhús, borðstofur og baðherbergi.',
        '<strong>4000 K, hlutlaust hvítt:</strong> skýrt og einbeitt. Hentar heimaskrifstofum, verkstæðum og bílskúrum.',
        '<strong>5000–6500 K, dagsbirta:</strong> kalt og bjart, best fyrir vinnulýsingu og geymslurými.',
      ]),
      '<h2>Góð ráð</h2>',
      '<p>Haltu þig við eitt litahitastig í hverju herbergi svo ljósin stangist ekki á. Á kvöldin hjálpar hlýrri birta þér að slaka á; snjallperur með stillanlegu hvítu geta sjálfkrafa farið úr köldu ljósi á morgnana í hlýtt á kvöldin.</p>',
      '<p>Þar sem litir skipta máli, til dæmis í eldhúsi og fataherbergi, skaltu velja litendurgjafarstuðul (CRI) 90 eða hærri.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lúmen, ekki vött: hversu björt eiga ljósin að vera?',
    description: 'Af hverju vött segja ekki lengur til um birtu og hve mörg lúmen hvert herbergi þarf.',
    excerpt:
      'Hjá LED-perum mæla vött orkunotkun, ekki ljós. Lúmen segja til um hversu björt peran er í raun.',
    content: html(
      '<p>Í áratugi keyptum við perur eftir vöttum. LED-perur nota allt að 90% minni orku fyrir sama ljós, svo nú eru það lúmen (lm) sem skipta máli: ljósmagnið sem ljósgjafinn gefur frá sér.</p>',
      '<h2>Fljótlegur samanburður</h2>',
      table(
        ['Gömul glópera', 'Sambærileg LED-pera'],
        [
          ['40 W', 'um 470 lm'],
          ['60 W', 'um 806 lm'],
          ['75 W', 'um 1055 lm'],
          ['100 W', 'um 1521 lm'],
        ],
      ),
      '<h2>Hve mikið ljós í hvert herbergi</h2>',
      list('ul', [
        '<strong>Stofa og svefnherbergi:</strong> 100–150 lm á fermetra.',
        '<strong>Eldhús og baðherbergi:</strong> 250–400 lm á fermetra, auk vinnulýsingar yfir borðplötum og speglum.',
        '<strong>Heimaskrifstofa:</strong> um 500 lm á fermetra við skrifborðið.',
      ]),
      '<p>Margfaldaðu gólfflötinn með tölunni hér að ofan og dreifðu heildinni á nokkra ljósgjafa. Með dimmanlegum ljósum hentar sama herbergið bæði björtum og rólegum stundum.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-flokkar útskýrðir: ljós fyrir baðherbergi og garða',
    description:
      'Hvað tveir tölustafir IP-flokksins þýða og hvaða flokk hvert svæði baðherbergis og hver staður utandyra þarf.',
    excerpt: 'IP44, IP65, IP68: tölustafirnir tveir segja hversu vel ljós heldur ryki og vatni úti.',
    content: html(
      '<p>IP-flokkur (Ingress Protection) hefur tvo tölustafi. Sá fyrri, frá 0 upp í 6, segir til um vörn gegn föstum hlutum og ryki; sá seinni, frá 0 upp í 8, um vörn gegn vatni.</p>',
      '<h2>Algengir flokkar</h2>',
      list('ul', [
        '<strong>IP20:</strong> eingöngu til notkunar innandyra í þurrum rýmum.',
        '<strong>IP44:</strong> varið gegn vatnsskvettum. Lágmarkið fyrir svæði 2 á baðherbergi og yfirbyggða innganga.',
        '<strong>IP54:</strong> bætir við vörn gegn ryki, gott fyrir skjólgóða útveggi.',
        '<strong>IP65:</strong> rykþétt og þolir vatnsbunu: óvarðir húsveggir, garðar og svæði 1 í sturtu.',
        '<strong>IP67 og IP68:</strong> þola að vera á kafi, fyrir jarðljós, tjarnir og sundlaugar.',
      ]),
      '<h2>Svæði á baðherbergi</h2>',
      '<p>Svæði 0 er inni í baðkarinu eða sturtubotninum, svæði 1 beint fyrir ofan það og svæði 2 nær 60 cm út frá því. Notaðu að minnsta kosti IP44 á svæði 2, IP65 á svæði 1 og eingöngu lágspennuljós í IP67 á svæði 0.</p>',
      '<p>Utandyra skaltu velja IP44 undir þakskyggni og IP65 eða hærra þar sem rignir beint á ljósið. Láttu alltaf löggiltan rafvirkja setja upp lagnir á baðherbergi og utandyra.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Fyrstu skrefin í snjalllýsingu',
    description: 'Perur, stjórnstöðvar, öpp og raddstýring: einföld leið að snjallheimili án nýrra lagna.',
    excerpt:
      'Byrjaðu á einu herbergi og nokkrum perum. Hér er hvað á að kaupa fyrst og hvernig á að setja það upp.',
    content: html(
      '<p>Með snjalllýsingu kveikir þú, dimmir og breytir lit ljósanna úr símanum, með röddinni eða eftir tímaáætlun. Sjaldan þarf nýjar lagnir: flest kerfi byrja á perum sem passa í lampana sem þú átt nú þegar.</p>',
      '<h2>Veldu tengingu</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> engin stjórnstöð, gott fyrir eitt eða tvö herbergi.',
        '<strong>Wi-Fi:</strong> tengist beininum; einfalt, en mörg tæki geta þrengt að netinu.',
        '<strong>Zigbee eða Thread með brú:</strong> hratt, áreiðanlegt og hannað fyrir heilu heimilin.',
      ]),
      '<h2>Fyrstu skrefin þín</h2>',
      list('ol', [
        'Veldu herbergið sem þú notar mest á kvöldin og skiptu perunum þar út fyrir snjallperur.',
        'Settu upp appið, bættu perunum við og flokkaðu þær eftir herbergjum.',
        'Búðu til tvær senur, til dæmis „Bjart“ og „Slökun“, og tímaáætlun sem dimmir ljósin fyrir svefninn.',
        'Bættu seinna við LED-borðum eða snjallrofa svo veggrofarnir virki líka fyrir gesti.',
      ]),
      '<p>Hafðu kveikt á veggrofunum: pera án straums heyrir ekki í appinu. Vörurnar frá samstarfsaðila okkar Aurelia Smart virka með helstu raddaðstoðarkerfunum.</p>',
    ),
  },
  'layering-light': {
    title: 'Lýsing í lögum: almenn lýsing, vinnulýsing og áherslulýsing',
    description:
      'Hvernig hönnuðir blanda saman þremur tegundum ljóss til að gera rými þægileg og sveigjanleg.',
    excerpt: 'Eitt loftljós dugar sjaldan. Þrjú lög af ljósi láta hvaða herbergi sem er virka dag og nótt.',
    content: html(
      '<p>Lýsingarhönnuðir hugsa í lögum. Hvert lag hefur sitt hlutverk og saman gera þau herberginu kleift að breytast úr björtu og hagnýtu í rólegt og stemningsríkt.</p>',
      '<h2>Lögin þrjú</h2>',
      list('ul', [
        '<strong>Almenn lýsing</strong> fyllir herbergið jafnt: loftljós, stór hangandi ljós eða óbein veggljós.',
        '<strong>Vinnulýsing</strong> beinist þangað sem þú vinnur: kastarar yfir eldhúsborði, leslampi, ljós við spegil.',
        '<strong>Áherslulýsing</strong> gefur dýpt: myndaljós, LED-borðar í hillum, ljós sem lýsa upp á plöntur eða hrjúfa veggi.',
      ]),
      '<h2>Að setja þetta saman</h2>',
      '<p>Hafðu hvert lag á eigin rofa eða dimmi, eða í eigin snjallsenu. Notaðu hlýrra ljós fyrir almennu lýsinguna og áherslulýsinguna og örlítið kaldara og bjartara ljós fyrir vinnu.</p>',
      '<p>Komdu ljósunum fyrir í mismunandi hæð, frá lofti niður að gólfi, svo herbergið virki aldrei flatt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Að lesa orkumerki ESB á perum',
    description: 'Hvað kvarðinn frá A til G, kWh-talan og QR-kóðinn á merki perunnar segja þér.',
    excerpt:
      'Frá 2021 nær merki ESB aftur frá A til G. Flestar góðar LED-perur eru nú í flokki D til F, og það er í góðu lagi.',
    content: html(
      '<p>Í september 2021 endurskilgreindi Evrópusambandið orkumerkið fyrir ljósgjafa. Gömlu flokkarnir A++ og A+ hurfu; kvarðinn nær nú frá A (sparneytnast) til G.</p>',
      '<h2>Hvað er á merkinu</h2>',
      list('ul', [
        '<strong>Orkuflokkur A–G,</strong> byggður á ljósnýtni: hve mörg lúmen peran gefur á hvert vatt.',
        '<strong>Notkun í kWh á 1000 klukkustundir,</strong> talan til að bera saman rekstrarkostnað.',
        '<strong>QR-kóði</strong> sem vísar á færslu vörunnar í EPREL-gagnagrunninum, með öllum tæknilegum upplýsingum.',
      ]),
      '<h2>Hvernig á að nota það</h2>',
      '<p>Nýi kvarðinn er strangur af ásettu ráði, svo rúm sé fyrir betri tækni. Venjuleg LED-pera er í dag í flokki E eða F; flokkur D eða C táknar mjög sparneytna gerð og flokkur A er sjaldgæfur.</p>',
      '<p>Berðu saman perur með sömu birtu í lúmenum og veldu svo lægri kWh-töluna. Aukakostnaður sparneytinnar gerðar borgar sig yfirleitt á fáeinum árum.</p>',
    ),
  },
};
