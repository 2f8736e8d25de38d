import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_MT: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kif tagħżel it-temperatura tal-kulur it-tajba',
    description: 'Sħun, newtrali jew kiesaħ? Xi jfissru l-kelvins u x’tagħżel għal kull kamra.',
    excerpt:
      'In-numru tal-kelvin fuq il-kaxxa jiddeċiedi jekk kamra tħossha komda jew friska. Hawn kif taqrah.',
    content: html(
      '<p>It-temperatura tal-kulur tiddeskrivi l-kulur tad-dawl abjad u titkejjel f’kelvin (K). Numri aktar baxxi jidhru aktar sħan u sofor; numri ogħla jidhru aktar kesħin u blu.</p>',
      '<h2>Il-firxiet ewlenin</h2>',
      list('ul', [
        '<strong>2200–2700 K, abjad sħun:</strong> id-dija ta’ bozza klassika tal-filament. Ideali għas-salott u l-kamra tas-sodda.',
        '<strong>3000 K, abjad artab:</strong> ftit aktar frisk, iżda xorta ħabib. Tajjeb għall-kċina, il-kamra tal-ikel u l-kamra tal-banju.',
        '<strong>4000 K, abjad newtrali:</strong> ċar u ffukat. Jaqbel għall-uffiċċju tad-dar, il-workshop u l-garaxx.',
        '<strong>5000–6500 K, dawl tal-jum:</strong> kiesaħ u qawwi, l-aħjar għad-dawl tax-xogħol u l-kmamar tas-servizz.',
      ]),
      '<h2>Pariri</h2>',
      '<p>Żomm temperatura tal-kulur waħda f’kull kamra biex id-dwal ma jiġġieldux ma’ xulxin. Filgħaxija, dawl aktar sħun jgħinek tistrieħ; bozoz intelliġenti b’abjad aġġustabbli jistgħu jgħaddu awtomatikament minn dawl kiesaħ filgħodu għal dawl sħun bil-lejl.</p>',
      '<p>Fejn il-kuluri huma importanti, bħall-kċina u fejn tilbes, fittex indiċi tar-riproduzzjoni tal-kulur (CRI) ta’ 90 jew aktar.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumens, mhux watts: kemm għandhom ikunu qawwija d-dwal tiegħek?',
    description:
      'Għaliex il-watts m’għadhomx jgħidulek kemm hu qawwi d-dawl, u kemm-il lumen teħtieġ kull kamra.',
    excerpt:
      'Fil-LEDs, il-watts ikejlu l-enerġija użata, mhux id-dawl. Il-lumens jgħidulek kemm hi qawwija verament bozza.',
    content: html(
      '<p>Għal għexieren ta’ snin xtrajna l-bozoz skont il-wattaġġ. Il-LEDs jużaw sa 90% inqas enerġija għall-istess dawl, għalhekk in-numru li jgħodd issa huwa l-lumens (lm): l-ammont ta’ dawl li jagħti sors.</p>',
      '<h2>Konverżjonijiet malajr</h2>',
      table(
        ['Bozza antika tal-filament', 'Ekwivalenti LED'],
        [
          ['40 W', 'madwar 470 lm'],
          ['60 W', 'madwar 806 lm'],
          ['75 W', 'madwar 1055 lm'],
          ['100 W', 'madwar 1521 lm'],
        ],
      ),
      '<h2>Kemm dawl għal kull kamra</h2>',
      list('ul', [
        '<strong>Salott u kamra tas-sodda:</strong> 100–150 lm għal kull metru kwadru.',
        '<strong>Kċina u kamra tal-banju:</strong> 250–400 lm għal kull metru kwadru, b’dawl tax-xogħol żejjed fuq il-bankijiet u l-mirja.',
        '<strong>Uffiċċju tad-dar:</strong> madwar 500 lm għal kull metru kwadru fuq l-iskrivanija.',
      ]),
      '<p>Immultiplika l-erja tal-art bin-numru ta’ hawn fuq u qassam it-total fuq diversi sorsi. Dwal dimmabbli jħallu kamra waħda tgħaddi kemm mumenti qawwija kif ukoll kalmi.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Il-klassifikazzjonijiet IP spjegati: dwal għall-kamra tal-banju u l-ġnien',
    description:
      'Xi jfissru ż-żewġ ċifri ta’ klassifikazzjoni IP, u liema klassifikazzjoni teħtieġ kull żona tal-kamra tal-banju u kull post barra.',
    excerpt: 'IP44, IP65, IP68: iż-żewġ ċifri jgħidulek kemm dawl iżomm barra t-trab u l-ilma.',
    content: html(
      '<p>Klassifikazzjoni IP (Ingress Protection) għandha żewġ ċifri. L-ewwel waħda, minn 0 sa 6, tikklassifika l-protezzjoni kontra oġġetti solidi u trab; it-tieni, minn 0 sa 8, kontra l-ilma.</p>',
      '<h2>Klassifikazzjonijiet komuni</h2>',
      list('ul', [
        '<strong>IP20:</strong> għal ġewwa f’kmamar niexfa biss.',
        '<strong>IP44:</strong> protett kontra l-ilma li jitfarrak. Il-minimu għaż-żona 2 tal-kamra tal-banju u għal entraturi koperti.',
        '<strong>IP54:</strong> iżid protezzjoni kontra t-trab, tajjeb għal ħitan ta’ barra protetti.',
        '<strong>IP65:</strong> issiġillat kontra t-trab u sigur kontra ġettijiet tal-ilma: faċċati esposti, ġonna u ż-żona 1 tad-doċċa.',
        '<strong>IP67 u IP68:</strong> jifilħu jkunu mgħaddsa, għal spots fl-art, għadajjar u pixxini.',
      ]),
      '<h2>Iż-żoni tal-kamra tal-banju</h2>',
      '<p>Iż-żona 0 hija ġewwa l-banju jew il-qiegħ tad-doċċa, iż-żona 1 direttament fuqha, u ż-żona 2 testendi 60 cm madwarha. Uża mill-inqas IP44 fiż-żona 2, IP65 fiż-żona 1 u dwal IP67 ta’ vultaġġ baxx biss fiż-żona 0.</p>',
      '<p>Barra, agħżel IP44 taħt kenn u IP65 jew ogħla fejn ix-xita taqa’ direttament. Dejjem ħalli elettriċist kwalifikat jinstalla ċ-ċirkwiti tal-kamra tal-banju u ta’ barra.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Kif tibda bid-dwal intelliġenti',
    description:
      'Bozoz, hubs, apps u kontroll bil-vuċi: triq sempliċi lejn dar intelliġenti mingħajr wajers ġodda.',
    excerpt: 'Ibda b’kamra waħda u ftit bozoz. Hawn x’għandek tixtri l-ewwel u kif twaqqfu.',
    content: html(
      '<p>Id-dwal intelliġenti jħalluk tixgħel, ittaffi u tibdel il-kulur tad-dwal mit-telefon, bil-vuċi jew bi skeda. Rari ħafna jkollok bżonn wajers ġodda: il-biċċa l-kbira tas-sistemi jibdew b’bozoz li joqogħdu fil-lampi li diġà għandek.</p>',
      '<h2>Agħżel konnessjoni</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> m’hemmx bżonn ta’ hub, tajjeb għal kamra jew tnejn.',
        '<strong>Wi-Fi:</strong> jikkonnettja mar-router; sempliċi, iżda ħafna apparati jistgħu jiffullaw in-netwerk.',
        '<strong>Zigbee jew Thread b’bridge:</strong> mgħaġġel, affidabbli u mibni għad-dar kollha.',
      ]),
      '<h2>L-ewwel passi tiegħek</h2>',
      list('ol', [
        'Agħżel il-kamra li l-aktar tuża filgħaxija u ibdel il-bozoz tagħha b’oħrajn intelliġenti.',
        'Installa l-app, żid il-bozoz u iġborhom skont il-kamra.',
        'Oħloq żewġ xeni, bħal “Qawwi” u “Irrilassa”, u skeda li ttaffi d-dwal qabel torqod.',
        'Żid strixxi LED jew swiċċ intelliġenti aktar tard, biex is-swiċċijiet tal-ħajt jibqgħu jaħdmu għall-mistednin.',
      ]),
      '<p>Ħalli s-swiċċijiet tal-ħajt mixgħula: bozza mingħajr kurrent ma tistax tisma’ l-app. Il-firxa tas-sieħeb tagħna Aurelia Smart taħdem mal-assistenti tal-vuċi ewlenin.</p>',
    ),
  },
  'layering-light': {
    title: 'Dawl f’saffi: ġenerali, tax-xogħol u ta’ enfasi',
    description: 'Kif id-disinjaturi jgħaqqdu tliet tipi ta’ dawl biex il-kmamar ikunu komdi u flessibbli.',
    excerpt:
      'Dawl wieħed fis-saqaf rari jkun biżżejjed. Tliet saffi ta’ dawl iħallu kull kamra taħdem lejl u nhar.',
    content: html(
      '<p>Id-disinjaturi tad-dawl jaħsbu f’saffi. Kull saff għandu xogħol, u flimkien iħallu kamra tinbidel minn qawwija u prattika għal kalma u b’atmosfera.</p>',
      '<h2>It-tliet saffi</h2>',
      list('ul', [
        '<strong>Id-dawl ġenerali</strong> jimla l-kamra b’mod uniformi: dwal tas-saqaf, dwal imdendlin kbar jew dwal indiretti tal-ħajt.',
        '<strong>Id-dawl tax-xogħol</strong> huwa ffukat fejn taħdem: spotlights fuq il-bank tal-kċina, lampa tal-qari, dwal tal-mera.',
        '<strong>Id-dawl ta’ enfasi</strong> iżid il-fond: dwal tal-pitturi, strixxi LED fuq l-ixkafef, dwal ’il fuq fuq pjanti jew ħitan b’tessut.',
      ]),
      '<h2>Kif tgħaqqadhom</h2>',
      '<p>Poġġi kull saff fuq swiċċ jew dimmer tiegħu, jew f’xena intelliġenti tiegħu. Uża dawl aktar sħun għas-saffi ġenerali u ta’ enfasi u dawl ftit aktar kiesaħ u qawwi għax-xogħol.</p>',
      '<p>Poġġi d-dwal f’għoli differenti, mis-saqaf sal-livell tal-art, biex il-kamra qatt ma tidher ċatta.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kif taqra t-tikketta tal-enerġija tal-UE fuq il-bozoz',
    description:
      'X’jgħidulek l-iskala minn A sa G, in-numru tal-kWh u l-kodiċi QR fuq it-tikketta ta’ bozza.',
    excerpt:
      'Mill-2021 it-tikketta tal-UE reġgħet tmur minn A sa G. Il-biċċa l-kbira tal-LEDs tajbin issa huma D sa F, u dan tajjeb.',
    content: html(
      '<p>F’Settembru 2021 l-Unjoni Ewropea biddlet l-iskala tat-tikketta tal-enerġija għas-sorsi tad-dawl. Il-klassijiet qodma A++ u A+ sparixxew; l-iskala issa tmur minn A (l-aktar effiċjenti) sa G.</p>',
      '<h2>X’hemm fuq it-tikketta</h2>',
      list('ul', [
        '<strong>Klassi tal-enerġija A–G,</strong> ibbażata fuq l-effikaċja luminuża: kemm-il lumen tagħti bozza għal kull watt.',
        '<strong>Konsum f’kWh għal kull 1000 siegħa,</strong> in-numru biex tqabbel l-ispejjeż tat-tħaddim.',
        '<strong>Kodiċi QR</strong> li jwassal għar-rekord tal-prodott fid-database EPREL, bid-data teknika kollha.',
      ]),
      '<h2>Kif tużaha</h2>',
      '<p>L-iskala l-ġdida hija stretta apposta, biex tħalli spazju għal teknoloġija aħjar. Bozza LED tipika llum hija klassi E jew F; klassi D jew C turi mudell effiċjenti ħafna, u A hija rari.</p>',
      '<p>Qabbel bozoz bl-istess qawwa fil-lumens, imbagħad agħżel l-inqas numru ta’ kWh. L-ispiża żejda ta’ mudell effiċjenti normalment titħallas lura fi ftit snin.</p>',
    ),
  },
};
