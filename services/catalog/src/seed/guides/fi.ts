import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_FI: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Näin valitset oikean värilämpötilan',
    description: 'Lämmin, neutraali vai kylmä? Mitä kelvinit tarkoittavat ja mikä sopii mihinkin huoneeseen.',
    excerpt: 'Pakkauksen kelvinlukema ratkaisee, tuntuuko huone kodikkaalta vai raikkaalta. Näin luet sitä.',
    content: html(
      '<p>Värilämpötila kuvaa valkoisen valon sävyä, ja sitä mitataan kelvineinä (K). Pienemmät luvut näyttävät lämpimämmiltä ja keltaisemmilta, suuremmat viileämmiltä ja sinisemmiltä.</p>',
      '<h2>Tärkeimmät alueet</h2>',
      list('ul', [
        '<strong>2200–2700 K, lämmin valkoinen:</strong> perinteisen hehkulampun hehku. Ihanteellinen olohuoneeseen ja makuuhuoneeseen.',
        '<strong>3000 K, pehmeä valkoinen:</strong> hieman raikkaampi mutta yhä ystävällinen. Sopii keittiöön, ruokailutilaan ja kylpyhuoneeseen.',
        '<strong>4000 K, neutraali valkoinen:</strong> selkeä ja keskittynyt. Sopii kotitoimistoon, verstaaseen ja autotalliin.',
        '<strong>5000–6500 K, päivänvalo:</strong> viileä ja kirkas, parhaimmillaan työvalona ja kodinhoitotiloissa.',
      ]),
      '<h2>Vinkit</h2>',
      '<p>Pidä yhdessä huoneessa yksi värilämpötila, jotta valaisimet eivät riitele keskenään. Illalla lämpimämpi valo auttaa rauhoittumaan; säädettävät älylamput voivat vaihtaa automaattisesti aamun viileästä illan lämpimään.</p>',
      '<p>Kun värit ovat tärkeitä, kuten keittiössä ja pukeutumistilassa, valitse värintoistoindeksi (CRI) 90 tai enemmän.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumenit, ei watit: kuinka kirkkaita valojesi pitäisi olla?',
    description: 'Miksi watit eivät enää kerro kirkkaudesta ja kuinka monta lumenia kukin huone tarvitsee.',
    excerpt:
      'LED-lampuissa watit kertovat energiankulutuksesta, eivät valosta. Lumenit kertovat, kuinka kirkas lamppu todella on.',
    content: html(
      '<p>Vuosikymmenten ajan ostimme lamput wattien mukaan. LED-lamput käyttävät samaan valomäärään jopa 90 % vähemmän energiaa, joten nyt ratkaisee lumenmäärä (lm): valonlähteen antaman valon määrä.</p>',
      '<h2>Nopea muunnos</h2>',
      table(
        ['Vanha hehkulamppu', 'Vastaava LED'],
        [
          ['40 W', 'noin 470 lm'],
          ['60 W', 'noin 806 lm'],
          ['75 W', 'noin 1055 lm'],
          ['100 W', 'noin 1521 lm'],
        ],
      ),
      '<h2>Paljonko valoa huoneeseen</h2>',
      list('ul', [
        '<strong>Olohuone ja makuuhuone:</strong> 100–150 lm neliömetriä kohden.',
        '<strong>Keittiö ja kylpyhuone:</strong> 250–400 lm neliömetriä kohden sekä lisää työvaloa työtasojen ja peilien kohdalle.',
        '<strong>Kotitoimisto:</strong> noin 500 lm neliömetriä kohden työpöydän ääressä.',
      ]),
      '<p>Kerro lattiapinta-ala yllä olevalla luvulla ja jaa kokonaismäärä useammalle valonlähteelle. Himmennettävillä valaisimilla sama huone taipuu sekä kirkkaisiin että rauhallisiin hetkiin.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-luokitukset selitettynä: valaisimet kylpyhuoneeseen ja puutarhaan',
    description:
      'Mitä IP-luokituksen kaksi numeroa tarkoittavat ja minkä luokan kukin kylpyhuoneen alue ja ulkotila tarvitsee.',
    excerpt: 'IP44, IP65, IP68: kaksi numeroa kertovat, kuinka hyvin valaisin pitää pölyn ja veden loitolla.',
    content: html(
      '<p>IP-luokituksessa (Ingress Protection) on kaksi numeroa. Ensimmäinen, 0–6, kertoo suojauksesta kiinteitä esineitä ja pölyä vastaan; toinen, 0–8, suojauksesta vettä vastaan.</p>',
      '<h2>Yleiset luokitukset</h2>',
      list('ul', [
        '<strong>IP20:</strong> vain kuiviin sisätiloihin.',
        '<strong>IP44:</strong> suojattu roiskevedeltä. Vähimmäisvaatimus kylpyhuoneen alueelle 2 ja katetuille kuisteille.',
        '<strong>IP54:</strong> lisäksi pölysuojaus, hyvä suojaisille ulkoseinille.',
        '<strong>IP65:</strong> pölytiivis ja kestää vesisuihkut: alttiit julkisivut, puutarhat ja suihkun alue 1.',
        '<strong>IP67 ja IP68:</strong> kestävät upotuksen, maahan upotettaviin kohdevaloihin, lampiin ja altaisiin.',
      ]),
      '<h2>Kylpyhuoneen alueet</h2>',
      '<p>Alue 0 on kylpyammeen tai suihkualtaan sisällä, alue 1 suoraan sen yläpuolella ja alue 2 ulottuu 60 cm sen ympärille. Käytä alueella 2 vähintään IP44-, alueella 1 IP65-luokkaa ja alueella 0 vain pienjännitteisiä IP67-valaisimia.</p>',
      '<p>Ulkona valitse katoksen alle IP44 ja paikkoihin, joihin sade osuu suoraan, IP65 tai parempi. Anna aina pätevän sähköasentajan asentaa kylpyhuoneen ja ulkotilojen virtapiirit.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Älyvalaistuksen aloitusopas',
    description:
      'Lamput, keskittimet, sovellukset ja ääniohjaus: helppo tie älykotiin ilman uusia sähkötöitä.',
    excerpt:
      'Aloita yhdestä huoneesta ja muutamasta lampusta. Näin tiedät, mitä ostaa ensin ja miten kaikki otetaan käyttöön.',
    content: html(
      '<p>Älyvalaistuksella voit sytyttää, himmentää ja vaihtaa valojen väriä puhelimella, äänellä tai ajastuksella. Uusia sähkötöitä tarvitaan harvoin: useimmat järjestelmät alkavat lampuilla, jotka sopivat nykyisiin valaisimiisi.</p>',
      '<h2>Valitse yhteystapa</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> ei tarvitse keskitintä, sopii yhteen tai kahteen huoneeseen.',
        '<strong>Wi-Fi:</strong> yhdistyy reitittimeesi; helppo, mutta monta laitetta voi ruuhkauttaa verkon.',
        '<strong>Zigbee tai Thread sillan kanssa:</strong> nopea, luotettava ja tehty koko kotiin.',
      ]),
      '<h2>Ensimmäiset askeleesi</h2>',
      list('ol', [
        'Valitse huone, jota käytät iltaisin eniten, ja vaihda sen lamput älylamppuihin.',
        'Asenna sovellus, lisää lamput ja ryhmittele ne huoneittain.',
        'Luo kaksi tunnelmaa, kuten ”Kirkas” ja ”Rentoutuminen”, sekä ajastus, joka himmentää valot nukkumaanmenon aikaan.',
        'Lisää myöhemmin LED-nauhoja tai älykatkaisin, jotta seinäkatkaisimet toimivat edelleen vieraille.',
      ]),
      '<p>Jätä seinäkatkaisimet päälle: lamppu ilman virtaa ei kuule sovellusta. Kumppanimme Aurelia Smartin valikoima toimii tärkeimpien ääniavustajien kanssa.</p>',
    ),
  },
  'layering-light': {
    title: 'Valon kerrokset: yleis-, työ- ja tehostevalo',
    description:
      'Näin suunnittelijat yhdistävät kolmea valotyyppiä tehdäkseen huoneista mukavia ja muunneltavia.',
    excerpt:
      'Yksi kattovalaisin riittää harvoin. Kolme valon kerrosta saa minkä tahansa huoneen toimimaan päivin ja öin.',
    content: html(
      '<p>Valaistussuunnittelijat ajattelevat kerroksina. Jokaisella kerroksella on tehtävänsä, ja yhdessä ne antavat huoneen muuttua kirkkaasta ja käytännöllisestä rauhalliseksi ja tunnelmalliseksi.</p>',
      '<h2>Kolme kerrosta</h2>',
      list('ul', [
        '<strong>Yleisvalo</strong> täyttää huoneen tasaisesti: kattovalaisimet, suuret riippuvalaisimet tai epäsuora seinävalaistus.',
        '<strong>Työvalo</strong> kohdistuu sinne, missä teet töitä: kohdevalot keittiön työtason yllä, lukuvalo, peilivalot.',
        '<strong>Tehostevalo</strong> tuo syvyyttä: taulujen valot, LED-nauhat hyllyissä, ylöspäin suunnatut valot kasveille tai struktuuriseinille.',
      ]),
      '<h2>Kokonaisuuden kokoaminen</h2>',
      '<p>Laita jokainen kerros omaan katkaisimeensa tai himmentimeensä tai omaan älytunnelmaansa. Käytä yleis- ja tehostevalossa lämpimämpää valoa ja töihin hieman viileämpää ja kirkkaampaa.</p>',
      '<p>Sijoita valoja eri korkeuksille, katosta lattiatasolle asti, jotta huone ei koskaan tunnu latealta.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Näin luet lamppujen EU-energiamerkintää',
    description: 'Mitä lampun energiamerkinnän A–G-asteikko, kWh-lukema ja QR-koodi kertovat.',
    excerpt:
      'Vuodesta 2021 EU-merkintä on taas kulkenut A:sta G:hen. Useimmat hyvät LED-lamput ovat nyt luokissa D–F, ja se on ihan hyvä.',
    content: html(
      '<p>Syyskuussa 2021 Euroopan unioni uudisti valonlähteiden energiamerkinnän asteikon. Vanhat A++- ja A+-luokat poistuivat; asteikko kulkee nyt A:sta (tehokkain) G:hen.</p>',
      '<h2>Mitä merkinnässä on</h2>',
      list('ul', [
        '<strong>Energialuokka A–G</strong> valotehokkuuden perusteella: kuinka monta lumenia lamppu antaa wattia kohden.',
        '<strong>Kulutus kilowattitunteina 1000 tuntia kohden,</strong> luku käyttökustannusten vertailuun.',
        '<strong>QR-koodi,</strong> joka vie tuotteen tietoihin EPREL-tietokannassa täydellisine teknisine tietoineen.',
      ]),
      '<h2>Näin käytät sitä</h2>',
      '<p>Uusi asteikko on tarkoituksella tiukka, jotta paremmalle tekniikalle jää tilaa. Tavallinen LED-lamppu on nykyään luokkaa E tai F; luokka D tai C tarkoittaa erittäin tehokasta mallia, ja A on harvinainen.</p>',
      '<p>Vertaa keskenään lamppuja, joiden kirkkaus lumeneina on sama, ja valitse pienempi kWh-lukema. Tehokkaan mallin korkeampi hinta maksaa itsensä yleensä takaisin muutamassa vuodessa.</p>',
    ),
  },
};
