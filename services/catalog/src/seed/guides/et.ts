import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_ET: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kuidas valida õiget värvustemperatuuri',
    description: 'Soe, neutraalne või külm? Mida tähendavad kelvinid ja milline valida igasse tuppa.',
    excerpt:
      'Karbil olev kelvinite arv otsustab, kas tuba mõjub hubaselt või värskelt. Nii loed seda õigesti.',
    content: html(
      '<p>Värvustemperatuur kirjeldab valge valguse tooni ja seda mõõdetakse kelvinites (K). Väiksemad numbrid paistavad soojemad ja kollakamad, suuremad jahedamad ja sinakamad.</p>',
      '<h2>Peamised vahemikud</h2>',
      list('ul', [
        '<strong>2200–2700 K, soe valge:</strong> klassikalise hõõgpirni kuma. Ideaalne elu- ja magamistuppa.',
        '<strong>3000 K, pehme valge:</strong> veidi värskem, kuid endiselt sõbralik. Sobib kööki, söögituppa ja vannituppa.',
        '<strong>4000 K, neutraalne valge:</strong> selge ja keskendunud. Sobib kodukontorisse, töökotta ja garaaži.',
        '<strong>5000–6500 K, päevavalgus:</strong> jahe ja ere, parim töövalgustuseks ja abiruumidesse.',
      ]),
      '<h2>Nõuanded</h2>',
      '<p>Hoia ühes toas üht värvustemperatuuri, et valgustid omavahel ei vastanduks. Õhtul aitab soojem valgus lõõgastuda; reguleeritava valgega nutipirnid võivad hommikusest jahedast valgusest õhtuse soojani ise üle minna.</p>',
      '<p>Kus värvid on olulised, näiteks köögis ja riietumisnurgas, vali värviedastusindeks (CRI) 90 või rohkem.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Luumenid, mitte vatid: kui ere peaks sinu valgustus olema?',
    description: 'Miks vatid enam heledust ei näita ja mitu luumenit igas toas vaja on.',
    excerpt:
      'LED-ide puhul mõõdavad vatid energiakulu, mitte valgust. Kui ere pirn tegelikult on, näitavad luumenid.',
    content: html(
      '<p>Aastakümneid ostsime pirne vattide järgi. LED-id kasutavad sama valguse jaoks kuni 90% vähem energiat, nii et nüüd loeb luumenite arv (lm): valgusallika antava valguse hulk.</p>',
      '<h2>Kiire teisendus</h2>',
      table(
        ['Vana hõõgpirn', 'LED-vaste'],
        [
          ['40 W', 'umbes 470 lm'],
          ['60 W', 'umbes 806 lm'],
          ['75 W', 'umbes 1055 lm'],
          ['100 W', 'umbes 1521 lm'],
        ],
      ),
      '<h2>Kui palju valgust tuppa</h2>',
      list('ul', [
        '<strong>Elutuba ja magamistuba:</strong> 100–150 lm ruutmeetri kohta.',
        '<strong>Köök ja vannituba:</strong> 250–400 lm ruutmeetri kohta ning lisaks töövalgus tööpindade ja peeglite kohal.',
        '<strong>Kodukontor:</strong> umbes 500 lm ruutmeetri kohta kirjutuslaua juures.',
      ]),
      '<p>Korruta põrandapind ülaltoodud arvuga ja jaga kogus mitme valgusallika vahel. Hämardatavad valgustid lasevad samal toal katta nii erksaid kui ka rahulikke hetki.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-kaitseklassid lahti seletatud: valgustid vannituppa ja aeda',
    description:
      'Mida tähendavad IP-klassi kaks numbrit ja millist klassi vajab iga vannitoa tsoon ja koht õues.',
    excerpt: 'IP44, IP65, IP68: kaks numbrit näitavad, kui hästi valgusti tolmu ja vett eemal hoiab.',
    content: html(
      '<p>IP-kaitseklassil (Ingress Protection) on kaks numbrit. Esimene, 0–6, näitab kaitset tahkete esemete ja tolmu eest; teine, 0–8, kaitset vee eest.</p>',
      '<h2>Levinud klassid</h2>',
      list('ul', [
        '<strong>IP20:</strong> ainult kuivadesse siseruumidesse.',
        '<strong>IP44:</strong> kaitstud pritsmete eest. Miinimum vannitoa tsoonis 2 ja katusealustel verandadel.',
        '<strong>IP54:</strong> lisaks tolmukaitse, sobib varjulistele välisseintele.',
        '<strong>IP65:</strong> tolmutihe ja veejugadele vastupidav: avatud fassaadid, aiad ja duši tsoon 1.',
        '<strong>IP67 ja IP68:</strong> taluvad vette kastmist, maasse süvistatud valgustitele, tiikidele ja basseinidele.',
      ]),
      '<h2>Vannitoa tsoonid</h2>',
      '<p>Tsoon 0 on vanni või dušialuse sees, tsoon 1 otse selle kohal ja tsoon 2 ulatub 60 cm selle ümber. Kasuta tsoonis 2 vähemalt IP44, tsoonis 1 IP65 ja tsoonis 0 ainult madalpingega IP67 valgusteid.</p>',
      '<p>Õues vali varikatuse alla IP44 ja sinna, kuhu vihm otse langeb, IP65 või kõrgem. Lase vannitoa ja välisvalgustuse vooluringid alati paigaldada kvalifitseeritud elektrikul.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Nutivalgustuse esimesed sammud',
    description: 'Pirnid, jaoturid, rakendused ja hääljuhtimine: lihtne tee nutikoju ilma uue juhtmestikuta.',
    excerpt:
      'Alusta ühest toast ja mõnest pirnist. Siit saad teada, mida esimesena osta ja kuidas kõik seadistada.',
    content: html(
      '<p>Nutivalgustusega saad tulesid lülitada, hämardada ja nende värvi muuta telefonist, häälega või ajakava järgi. Uut juhtmestikku on harva vaja: enamik süsteeme algab pirnidest, mis sobivad sinu olemasolevatesse lampidesse.</p>',
      '<h2>Vali ühendusviis</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> jaoturit pole vaja, sobib ühte või kahte tuppa.',
        '<strong>Wi-Fi:</strong> ühendub sinu ruuteriga; lihtne, kuid paljud seadmed võivad võrku koormata.',
        '<strong>Zigbee või Thread koos sillaga:</strong> kiire, töökindel ja loodud terve kodu jaoks.',
      ]),
      '<h2>Sinu esimesed sammud</h2>',
      list('ol', [
        'Vali tuba, mida õhtuti kõige rohkem kasutad, ja vaheta selle pirnid nutipirnide vastu.',
        'Paigalda rakendus, lisa pirnid ja rühmita need tubade kaupa.',
        'Loo kaks stseeni, näiteks „Ere” ja „Lõõgastus”, ning ajakava, mis magamamineku ajal tuled hämaramaks teeb.',
        'Lisa hiljem LED-ribasid või nutilüliti, et seinalülitid töötaksid ka külalistele.',
      ]),
      '<p>Jäta seinalülitid sisse: vooluta pirn rakendust ei kuule. Meie partneri Aurelia Smart valik töötab kõigi peamiste häälassistentidega.</p>',
    ),
  },
  'layering-light': {
    title: 'Valguse kihid: üld-, töö- ja aktsentvalgus',
    description: 'Kuidas disainerid ühendavad kolme liiki valgust, et ruumid oleksid mugavad ja paindlikud.',
    excerpt:
      'Üks laevalgusti on harva piisav. Kolm valguskihti panevad iga toa toimima nii päeval kui öösel.',
    content: html(
      '<p>Valgusdisainerid mõtlevad kihtidena. Igal kihil on oma ülesanne ning koos lasevad need toal muutuda eredast ja praktilisest rahulikuks ja meeleolukaks.</p>',
      '<h2>Kolm kihti</h2>',
      list('ul', [
        '<strong>Üldvalgus</strong> täidab toa ühtlaselt: laevalgustid, suured rippvalgustid või kaudsed seinavalgustid.',
        '<strong>Töövalgus</strong> on suunatud sinna, kus töötad: kohtvalgustid köögi tööpinna kohal, lugemislamp, peeglivalgustid.',
        '<strong>Aktsentvalgus</strong> lisab sügavust: pildivalgustid, LED-ribad riiulitel, taimedele või tekstuursetele seintele suunatud ülesvalgustid.',
      ]),
      '<h2>Kuidas kõik kokku panna</h2>',
      '<p>Pane iga kiht oma lüliti või hämardi taha või oma nutistseeni. Kasuta üld- ja aktsentvalguses soojemat valgust ning tööks veidi jahedamat ja eredamat.</p>',
      '<p>Paiguta valgustid eri kõrgustele, laest põrandani, et tuba ei mõjuks kunagi lamedalt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kuidas lugeda lampide EL-i energiamärgist',
    description: 'Mida räägivad lambi märgisel A–G skaala, kWh-näit ja QR-kood.',
    excerpt:
      'Alates 2021. aastast ulatub EL-i märgis taas A-st G-ni. Enamik häid LED-e on nüüd klassides D–F ja see on täiesti korras.',
    content: html(
      '<p>2021. aasta septembris muutis Euroopa Liit valgusallikate energiamärgise skaalat. Vanad klassid A++ ja A+ kadusid; skaala ulatub nüüd A-st (kõige tõhusam) G-ni.</p>',
      '<h2>Mis märgisel on</h2>',
      list('ul', [
        '<strong>Energiaklass A–G</strong> valgustõhususe põhjal: mitu luumenit annab lamp vati kohta.',
        '<strong>Tarbimine kWh 1000 tunni kohta,</strong> arv kasutuskulude võrdlemiseks.',
        '<strong>QR-kood,</strong> mis viib toote kirjeni EPREL-i andmebaasis koos täielike tehniliste andmetega.',
      ]),
      '<h2>Kuidas seda kasutada</h2>',
      '<p>Uus skaala on meelega range, et jätta ruumi paremale tehnoloogiale. Tavaline LED-pirn on täna klassis E või F; klass D või C tähistab väga tõhusat mudelit ja A on haruldane.</p>',
      '<p>Võrdle sama heledusega (luumenites) lampe ja vali väiksem kWh-näit. Tõhusa mudeli kõrgem hind tasub end tavaliselt ära mõne aastaga.</p>',
    ),
  },
};
