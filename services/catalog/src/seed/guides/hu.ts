import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_HU: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Hogyan válasszuk ki a megfelelő színhőmérsékletet?',
    description: 'Meleg, semleges vagy hideg? Mit jelent a kelvin, és melyik helyiségbe melyiket válassza.',
    excerpt:
      'A dobozon lévő kelvinérték dönti el, hogy egy helyiség meghitt vagy friss hatású lesz. Így olvassa le.',
    content: html(
      '<p>A színhőmérséklet a fehér fény színét írja le, mértékegysége a kelvin (K). Az alacsonyabb értékek melegebbnek és sárgásabbnak, a magasabbak hidegebbnek és kékesebbnek hatnak.</p>',
      '<h2>A fő tartományok</h2>',
      list('ul', [
        '<strong>2200–2700 K, melegfehér:</strong> a klasszikus izzólámpa fénye. Ideális nappaliba és hálószobába.',
        '<strong>3000 K, lágy fehér:</strong> kicsit frissebb, mégis barátságos. Jó választás konyhába, étkezőbe és fürdőszobába.',
        '<strong>4000 K, semleges fehér:</strong> tiszta és koncentrált. Otthoni irodába, műhelybe és garázsba illik.',
        '<strong>5000–6500 K, nappali fény:</strong> hideg és erős, leginkább munkavilágításhoz és kiszolgáló helyiségekbe való.',
      ]),
      '<h2>Tippek</h2>',
      '<p>Egy helyiségben maradjon egy színhőmérsékletnél, hogy a lámpák ne üssék egymást. Este a melegebb fény segít ellazulni; az állítható színhőmérsékletű okosizzók reggeli hideg fényről esti melegre válthatnak automatikusan.</p>',
      '<p>Ahol fontosak a színek, például a konyhában és az öltözőben, keressen legalább 90-es színvisszaadási indexet (CRI).</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, nem watt: milyen erős legyen a világítása?',
    description: 'Miért nem árulja el már a watt a fényerőt, és hány lumen kell az egyes helyiségekbe.',
    excerpt:
      'LED-eknél a watt az energiafogyasztást méri, nem a fényt. Azt, hogy egy izzó valójában milyen erős, a lumen mutatja meg.',
    content: html(
      '<p>Évtizedekig watt alapján vásároltunk izzót. A LED-ek ugyanannyi fényhez akár 90%-kal kevesebb energiát használnak, ezért ma a lumen (lm) számít: a fényforrás által kibocsátott fény mennyisége.</p>',
      '<h2>Gyors átváltás</h2>',
      table(
        ['Hagyományos izzó', 'LED megfelelője'],
        [
          ['40 W', 'kb. 470 lm'],
          ['60 W', 'kb. 806 lm'],
          ['75 W', 'kb. 1055 lm'],
          ['100 W', 'kb. 1521 lm'],
        ],
      ),
      '<h2>Mennyi fény kell helyiségenként</h2>',
      list('ul', [
        '<strong>Nappali és hálószoba:</strong> négyzetméterenként 100–150 lm.',
        '<strong>Konyha és fürdőszoba:</strong> négyzetméterenként 250–400 lm, kiegészítő munkavilágítással a munkalap és a tükör fölött.',
        '<strong>Otthoni iroda:</strong> az íróasztalnál négyzetméterenként kb. 500 lm.',
      ]),
      '<p>Szorozza meg az alapterületet a fenti értékkel, és ossza el az összeget több fényforrás között. A dimmelhető lámpákkal ugyanaz a helyiség az erős és a nyugodt pillanatokhoz is alkalmazkodik.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Az IP-védettség érthetően: lámpák fürdőszobába és kertbe',
    description:
      'Mit jelent az IP-besorolás két számjegye, és melyik fürdőszobai zónába és kültéri helyre milyen védettség kell.',
    excerpt: 'IP44, IP65, IP68: a két számjegy megmutatja, mennyire védi a lámpát a por és a víz ellen.',
    content: html(
      '<p>Az IP (Ingress Protection) besorolás két számjegyből áll. Az első, 0-tól 6-ig, a szilárd tárgyak és a por elleni védelmet jelzi; a második, 0-tól 8-ig, a víz elleni védelmet.</p>',
      '<h2>Gyakori besorolások</h2>',
      list('ul', [
        '<strong>IP20:</strong> csak beltéri használatra, száraz helyiségekbe.',
        '<strong>IP44:</strong> fröccsenő víz ellen védett. A fürdőszoba 2-es zónájának és a fedett bejáratoknak a minimuma.',
        '<strong>IP54:</strong> por elleni védelemmel is, jó választás védett kültéri falakra.',
        '<strong>IP65:</strong> portömör és vízsugár ellen védett: kitett homlokzatok, kertek és a zuhany 1-es zónája.',
        '<strong>IP67 és IP68:</strong> elviselik a víz alá merítést, talajba süllyesztett spotokhoz, tavakhoz és medencékhez.',
      ]),
      '<h2>Fürdőszobai zónák</h2>',
      '<p>A 0-s zóna a kád vagy a zuhanytálca belseje, az 1-es közvetlenül fölötte van, a 2-es pedig 60 cm-re terjed ki körülötte. A 2-es zónában legalább IP44, az 1-esben IP65, a 0-s zónában pedig csak törpefeszültségű IP67-es lámpát használjon.</p>',
      '<p>Kültéren előtető alatt IP44-et, ahol közvetlenül éri az eső, IP65-öt vagy magasabbat válasszon. A fürdőszobai és kültéri áramköröket mindig képzett villanyszerelő szerelje.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Első lépések az okosvilágításban',
    description:
      'Izzók, központi egységek, alkalmazások és hangvezérlés: egyszerű út az okosotthonhoz új vezetékezés nélkül.',
    excerpt:
      'Kezdje egy helyiséggel és néhány izzóval. Megmutatjuk, mit vegyen először, és hogyan állítsa be.',
    content: html(
      '<p>Az okosvilágítással telefonról, hanggal vagy időzítéssel kapcsolhatja, dimmelheti és színezheti a lámpáit. Új vezetékezésre ritkán van szükség: a legtöbb rendszer a meglévő lámpáiba illő izzókkal indul.</p>',
      '<h2>Válassza ki a kapcsolatot</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> nem kell hozzá központi egység, egy-két helyiséghez ideális.',
        '<strong>Wi-Fi:</strong> a routeréhez csatlakozik; egyszerű, de sok eszköz túlterhelheti a hálózatot.',
        '<strong>Zigbee vagy Thread híddal:</strong> gyors, megbízható, és az egész otthonhoz készült.',
      ]),
      '<h2>Az első lépések</h2>',
      list('ol', [
        'Válassza ki azt a helyiséget, amelyet este a legtöbbet használ, és cserélje le az izzóit okosizzókra.',
        'Telepítse az alkalmazást, adja hozzá az izzókat, és csoportosítsa őket helyiségek szerint.',
        'Hozzon létre két jelenetet, például „Világos” és „Pihenés”, valamint egy időzítést, amely lefekvéskor lejjebb veszi a fényt.',
        'Később adjon hozzá LED szalagokat vagy okoskapcsolót, hogy a fali kapcsolók a vendégeknek is működjenek.',
      ]),
      '<p>Hagyja bekapcsolva a fali kapcsolókat: áram nélkül az izzó nem hallja az alkalmazást. Partnerünk, az Aurelia Smart kínálata a legfontosabb hangasszisztensekkel működik.</p>',
    ),
  },
  'layering-light': {
    title: 'A fény rétegei: alap-, munka- és hangulatvilágítás',
    description:
      'Hogyan kombinálja a háromféle fényt a tervező, hogy a helyiségek kényelmesek és rugalmasak legyenek.',
    excerpt:
      'Egy mennyezeti lámpa ritkán elég. A fény három rétege minden helyiséget működővé tesz éjjel-nappal.',
    content: html(
      '<p>A világítástervezők rétegekben gondolkodnak. Minden rétegnek megvan a feladata, és együtt teszik lehetővé, hogy egy helyiség világosból és praktikusból nyugodttá és hangulatossá váljon.</p>',
      '<h2>A három réteg</h2>',
      list('ul', [
        '<strong>Az alapvilágítás</strong> egyenletesen tölti be a teret: mennyezeti lámpák, nagy függesztékek vagy közvetett falmosók.',
        '<strong>A munkavilágítás</strong> oda összpontosít, ahol dolgozik: spotok a konyhapult fölött, olvasólámpa, tükörvilágítás.',
        '<strong>A hangulatvilágítás</strong> mélységet ad: képvilágítás, LED szalagok a polcokon, növényekre vagy strukturált falakra irányított felfelé világító lámpák.',
      ]),
      '<h2>Hogyan álljon össze</h2>',
      '<p>Minden réteg kapjon saját kapcsolót vagy fényerő-szabályozót, illetve saját okosjelenetet. Az alap- és hangulatvilágításhoz melegebb, a munkához kissé hidegebb és erősebb fényt használjon.</p>',
      '<p>Helyezze a lámpákat különböző magasságokba, a mennyezettől egészen a padlóig, hogy a helyiség soha ne hasson laposnak.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Hogyan olvassuk az uniós energiacímkét a fényforrásokon?',
    description: 'Mit árul el a fényforrás címkéjén az A–G skála, a kWh-érték és a QR-kód.',
    excerpt:
      '2021 óta az uniós címke ismét A-tól G-ig tart. A legtöbb jó LED ma D és F közötti besorolású, és ez így rendben van.',
    content: html(
      '<p>2021 szeptemberében az Európai Unió átskálázta a fényforrások energiacímkéjét. A régi A++ és A+ osztályok megszűntek; a skála most A-tól (leghatékonyabb) G-ig tart.</p>',
      '<h2>Mi szerepel a címkén</h2>',
      list('ul', [
        '<strong>A–G energiaosztály</strong> a fényhasznosítás alapján: hány lument ad a fényforrás wattonként.',
        '<strong>Fogyasztás kWh-ban 1000 óránként,</strong> ezzel hasonlíthatók össze az üzemeltetési költségek.',
        '<strong>QR-kód,</strong> amely a termék EPREL-adatbázisbeli bejegyzésére mutat, a teljes műszaki adatokkal.',
      ]),
      '<h2>Hogyan használja</h2>',
      '<p>Az új skála szándékosan szigorú, hogy maradjon hely a jobb technológiának. Egy átlagos LED izzó ma E vagy F osztályú; a D vagy C osztály nagyon hatékony modellt jelez, az A pedig ritka.</p>',
      '<p>Azonos lumenértékű fényforrásokat hasonlítson össze, majd válassza az alacsonyabb kWh-értéket. A hatékony modell magasabb ára általában néhány éven belül megtérül.</p>',
    ),
  },
};
