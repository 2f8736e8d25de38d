import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_GA: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Conas an teocht datha cheart a roghnú',
    description:
      'Te, neodrach nó fionnuar? Cad is brí le huimhreacha kelvin agus cé acu is fearr do gach seomra.',
    excerpt:
      'Is é an figiúr kelvin ar an mbosca a shocraíonn an mbraithfidh seomra teolaí nó úr. Seo conas é a léamh.',
    content: html(
      '<p>Déanann teocht datha cur síos ar dhath an tsolais bháin agus tomhaistear í i kelvin (K). Breathnaíonn uimhreacha níos ísle níos teo agus níos buí; breathnaíonn uimhreacha níos airde níos fuaire agus níos goirme.</p>',
      '<h2>Na príomhraonta</h2>',
      list('ul', [
        '<strong>2200–2700 K, bán te:</strong> loinnir an bholgáin ghealbhruthaigh chlasaicigh. Foirfe do sheomraí suí agus do sheomraí leapa.',
        '<strong>3000 K, bán bog:</strong> beagán níos úire, ach cairdiúil fós. Go maith do chistineacha, do sheomraí bia agus do sheomraí folctha.',
        '<strong>4000 K, bán neodrach:</strong> soiléir agus dírithe. Oireann sé d’oifigí baile, do cheardlanna agus do gharáistí.',
        '<strong>5000–6500 K, solas an lae:</strong> fionnuar agus geal, is fearr é do sholas oibre agus do spásanna fóntais.',
      ]),
      '<h2>Leideanna</h2>',
      '<p>Coinnigh teocht datha amháin in aghaidh an tseomra ionas nach mbeidh na daingneáin ag coimhlint lena chéile. Sa tráthnóna, cabhraíonn solas níos teo leat suaimhneas a fháil; is féidir le bolgáin chliste inchoigeartaithe aistriú go huathoibríoch ó fhionnuar ar maidin go te san oíche.</p>',
      '<p>Lorg innéacs léirithe datha (CRI) 90 nó níos mó san áit a bhfuil dathanna tábhachtach, mar shampla i gcistineacha agus i seomraí gléasta.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lúman, ní vata: cé chomh geal ba cheart do sholas a bheith?',
    description:
      'Cén fáth nach léiríonn vata gile a thuilleadh, agus cé mhéad lúman a theastaíonn ó gach seomra.',
    excerpt:
      'Le LEDanna, tomhaiseann vata úsáid fuinnimh, ní solas. Insíonn lúman duit cé chomh geal is atá bolgán i ndáiríre.',
    content: html(
      '<p>Ar feadh na mblianta cheannaíomar bolgáin de réir a vatachta. Úsáideann LEDanna suas le 90% níos lú fuinnimh don solas céanna, mar sin is é an uimhir a bhfuil tábhacht léi anois ná lúman (lm): an méid solais a thugann foinse.</p>',
      '<h2>Tiontuithe tapa</h2>',
      table(
        ['Sean-bholgán gealbhruthaithe', 'Coibhéis LED'],
        [
          ['40 W', 'timpeall 470 lm'],
          ['60 W', 'timpeall 806 lm'],
          ['75 W', 'timpeall 1055 lm'],
          ['100 W', 'timpeall 1521 lm'],
        ],
      ),
      '<h2>Cé mhéad solais in aghaidh an tseomra</h2>',
      list('ul', [
        '<strong>Seomra suí agus seomra leapa:</strong> 100–150 lm in aghaidh an mhéadair chearnaigh.',
        '<strong>Cistin agus seomra folctha:</strong> 250–400 lm in aghaidh an mhéadair chearnaigh, le solas oibre breise os cionn clár oibre agus scáthán.',
        '<strong>Oifig bhaile:</strong> timpeall 500 lm in aghaidh an mhéadair chearnaigh ag an deasc.',
      ]),
      '<p>Méadaigh achar an urláir faoin bhfigiúr thuas agus scaip an t-iomlán thar roinnt foinsí. Ligeann daingneáin inmhaolaithe do sheomra amháin freastal ar chuimhneacháin gheala agus shuaimhneacha araon.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Rátálacha IP mínithe: soilse do sheomraí folctha agus do ghairdíní',
    description:
      'Cad is brí le dhá dhigit rátála IP, agus cén rátáil a theastaíonn ó gach crios seomra folctha agus ó gach áit amuigh.',
    excerpt:
      'IP44, IP65, IP68: insíonn an dá dhigit duit cé chomh maith is a choinníonn solas deannach agus uisce amach.',
    content: html(
      '<p>Tá dhá dhigit i rátáil IP (Ingress Protection). Rátálann an chéad cheann, ó 0 go 6, an chosaint ar rudaí soladacha agus ar dheannach; an dara ceann, ó 0 go 8, an chosaint ar uisce.</p>',
      '<h2>Rátálacha coitianta</h2>',
      list('ul', [
        '<strong>IP20:</strong> le húsáid istigh i seomraí tirime amháin.',
        '<strong>IP44:</strong> cosanta ar uisce ag steancadh. An t-íosmhéid do chrios 2 an tseomra folctha agus do phóirsí clúdaithe.',
        '<strong>IP54:</strong> cuireann sé cosaint ar dheannach leis, go maith do bhallaí amuigh atá faoi fhoscadh.',
        '<strong>IP65:</strong> deannachdhíonach agus slán ar scairdeanna uisce: aghaidheanna nochta tithe, gairdíní agus crios 1 na cithfholcadh.',
        '<strong>IP67 agus IP68:</strong> seasann siad tumadh, do spotsoilse sa talamh, do locháin agus do linnte.',
      ]),
      '<h2>Criosanna an tseomra folctha</h2>',
      '<p>Is é crios 0 taobh istigh den fholcadán nó den tráidire cithfholcadh, tá crios 1 díreach os a chionn, agus síneann crios 2 60 cm timpeall air. Úsáid IP44 ar a laghad i gcrios 2, IP65 i gcrios 1 agus daingneáin IP67 ísealvoltais amháin i gcrios 0.</p>',
      '<p>Amuigh, roghnaigh IP44 faoi cheannbhrat agus IP65 nó níos airde san áit a mbuaileann an bháisteach go díreach. Bíodh leictreoir cáilithe i gcónaí ag suiteáil ciorcad an tseomra folctha agus ciorcad amuigh.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Ag tosú le soilsiú cliste',
    description:
      'Bolgáin, moil, aipeanna agus rialú gutha: bealach simplí chuig teach cliste gan athshreangú.',
    excerpt:
      'Tosaigh le seomra amháin agus cúpla bolgán. Seo cad ba cheart a cheannach ar dtús agus conas é a shocrú.',
    content: html(
      '<p>Ligeann soilsiú cliste duit soilse a lasadh, a mhaolú agus a ndath a athrú ó d’fhón, le do ghuth nó de réir sceidil. Is annamh a bhíonn sreangú nua ag teastáil: tosaíonn formhór na gcóras le bolgáin a oireann do do lampaí reatha.</p>',
      '<h2>Roghnaigh nasc</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> níl mol ag teastáil, go maith do sheomra nó dhó.',
        '<strong>Wi-Fi:</strong> nascann sé le do ródaire; simplí, ach is féidir le go leor gléasanna an líonra a phlúchadh.',
        '<strong>Zigbee nó Thread le droichead:</strong> tapa, iontaofa agus déanta do thithe iomlána.',
      ]),
      '<h2>Do chéad chéimeanna</h2>',
      list('ol', [
        'Roghnaigh an seomra is mó a úsáideann tú sa tráthnóna agus cuir bolgáin chliste in áit na mbolgán atá ann.',
        'Suiteáil an aip, cuir na bolgáin leis agus grúpáil iad de réir seomra.',
        'Cruthaigh dhá radharc, mar shampla “Geal” agus “Scíth”, agus sceideal a mhaolaíonn na soilse am luí.',
        'Cuir stiallacha LED nó lasc chliste leis níos déanaí, ionas go n-oibreoidh na lasca balla fós d’aíonna.',
      ]),
      '<p>Fág na lasca balla ar siúl: ní chloiseann bolgán gan chumhacht an aip. Oibríonn raon ár gcomhpháirtí Aurelia Smart leis na príomhchúntóirí gutha.</p>',
    ),
  },
  'layering-light': {
    title: 'Solas i sraitheanna: solas timpeallachta, oibre agus aibhsithe',
    description:
      'Conas a chuireann dearthóirí trí chineál solais le chéile chun seomraí compordacha solúbtha a dhéanamh.',
    excerpt:
      'Is annamh is leor solas síleála amháin. Le trí shraith solais oibríonn aon seomra de ló agus d’oíche.',
    content: html(
      '<p>Smaoiníonn dearthóirí soilsithe i sraitheanna. Tá a jab féin ag gach sraith, agus le chéile ligeann siad do sheomra athrú ó gheal praiticiúil go suaimhneach atmaisféarach.</p>',
      '<h2>Na trí shraith</h2>',
      list('ul', [
        '<strong>Líonann solas timpeallachta</strong> an seomra go cothrom: soilse síleála, lampaí crochta móra nó níocháin balla indíreacha.',
        '<strong>Díríonn solas oibre</strong> ar an áit a n-oibríonn tú: spotsoilse os cionn cuntar cistine, lampa léitheoireachta, soilse scátháin.',
        '<strong>Cuireann solas aibhsithe</strong> doimhneacht leis: soilse pictiúr, stiallacha LED ar sheilfeanna, soilse aníos ar phlandaí nó ar bhallaí uigeacha.',
      ]),
      '<h2>Iad a chur le chéile</h2>',
      '<p>Cuir gach sraith ar a lasc nó ar a maolaitheoir féin, nó ina radharc cliste féin. Úsáid solas níos teo do na sraitheanna timpeallachta agus aibhsithe agus solas beagán níos fuaire agus níos gile don obair.</p>',
      '<p>Cuir soilse ag airdí éagsúla, ón tsíleáil síos go leibhéal an urláir, ionas nach mbraitheann an seomra leadránach riamh.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Lipéad fuinnimh an AE do lampaí a léamh',
    description: 'Cad a insíonn an scála A go G, an figiúr kWh agus an cód QR ar lipéad lampa duit.',
    excerpt:
      'Ó 2021 ritheann lipéad an AE ó A go G arís. Tá formhór na LEDanna maithe rátáilte D go F anois, agus tá sé sin ceart go leor.',
    content: html(
      '<p>I Meán Fómhair 2021 d’athraigh an tAontas Eorpach scála an lipéid fuinnimh d’fhoinsí solais. D’imigh na sean-aicmí A++ agus A+; ritheann an scála anois ó A (is éifeachtúla) go G.</p>',
      '<h2>Cad atá ar an lipéad</h2>',
      list('ul', [
        '<strong>Aicme fuinnimh A–G,</strong> bunaithe ar éifeachtacht lonrúil: cé mhéad lúman a thugann lampa in aghaidh an vata.',
        '<strong>Tomhaltas i kWh in aghaidh 1000 uair an chloig,</strong> an figiúr chun costais reatha a chur i gcomparáid.',
        '<strong>Cód QR</strong> a nascann le hiontráil an táirge i mbunachar sonraí EPREL, leis na sonraí teicniúla ar fad.',
      ]),
      '<h2>Conas é a úsáid</h2>',
      '<p>Tá an scála nua dian d’aon ghnó, chun spás a fhágáil do theicneolaíocht níos fearr. Is in aicme E nó F atá bolgán LED tipiciúil inniu; léiríonn aicme D nó C samhail an-éifeachtúil, agus is annamh a fheictear A.</p>',
      '<p>Cuir lampaí leis an ngile chéanna i lúman i gcomparáid, ansin roghnaigh an figiúr kWh is ísle. De ghnáth íocann costas breise samhla éifeachtúla as féin laistigh de chúpla bliain.</p>',
    ),
  },
};
