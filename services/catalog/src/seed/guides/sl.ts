import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_SL: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Kako izbrati pravo barvno temperaturo',
    description:
      'Topla, nevtralna ali hladna? Kaj pomenijo kelvini in katero temperaturo izbrati za posamezen prostor.',
    excerpt:
      'Število kelvinov na embalaži odloča, ali bo prostor deloval prijetno ali sveže. Tako ga preberete.',
    content: html(
      '<p>Barvna temperatura opisuje barvo bele svetlobe in se meri v kelvinih (K). Nižje vrednosti delujejo toplejše in bolj rumene, višje pa hladnejše in bolj modre.</p>',
      '<h2>Glavna območja</h2>',
      list('ul', [
        '<strong>2200–2700 K, topla bela:</strong> sij klasične žarnice z žarilno nitko. Idealna za dnevno sobo in spalnico.',
        '<strong>3000 K, mehka bela:</strong> malo bolj sveža, a še vedno prijazna. Primerna za kuhinjo, jedilnico in kopalnico.',
        '<strong>4000 K, nevtralna bela:</strong> jasna in zbrana. Ustreza domači pisarni, delavnici in garaži.',
        '<strong>5000–6500 K, dnevna svetloba:</strong> hladna in svetla, najbolje za delovno razsvetljavo in pomožne prostore.',
      ]),
      '<h2>Nasveti</h2>',
      '<p>V enem prostoru ohranite eno barvno temperaturo, da se svetilke med seboj ne tepejo. Zvečer vam toplejša svetloba pomaga, da se sprostite; pametne žarnice z nastavljivo belo lahko samodejno preidejo iz hladne svetlobe zjutraj v toplo zvečer.</p>',
      '<p>Kjer so barve pomembne, na primer v kuhinji in garderobi, izberite indeks barvnega videza (CRI) 90 ali več.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumni, ne vati: kako svetla naj bo vaša razsvetljava?',
    description: 'Zakaj vati ne povedo več ničesar o svetlosti in koliko lumnov potrebuje posamezen prostor.',
    excerpt:
      'Pri LED-žarnicah vati merijo porabo energije, ne svetlobe. Kako svetla je žarnica, povedo lumni.',
    content: html(
      '<p>Desetletja smo žarnice kupovali po vatih. LED-žarnice za enako svetlobo porabijo do 90 % manj energije, zato je danes pomembno število lumnov (lm): količina svetlobe, ki jo vir oddaja.</p>',
      '<h2>Hitra pretvorba</h2>',
      table(
        ['Stara žarnica z nitko', 'Enakovredna LED'],
        [
          ['40 W', 'približno 470 lm'],
          ['60 W', 'približno 806 lm'],
          ['75 W', 'približno 1055 lm'],
          ['100 W', 'približno 1521 lm'],
        ],
      ),
      '<h2>Koliko svetlobe za posamezen prostor</h2>',
      list('ul', [
        '<strong>Dnevna soba in spalnica:</strong> 100–150 lm na kvadratni meter.',
        '<strong>Kuhinja in kopalnica:</strong> 250–400 lm na kvadratni meter, z dodatno delovno svetlobo nad pultom in ogledalom.',
        '<strong>Domača pisarna:</strong> približno 500 lm na kvadratni meter ob delovni mizi.',
      ]),
      '<p>Površino tal pomnožite z zgornjo vrednostjo in skupno količino razdelite med več virov. Z zatemnljivimi svetilkami en prostor zadosti svetlim in mirnim trenutkom.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Stopnje zaščite IP: svetilke za kopalnico in vrt',
    description:
      'Kaj pomenita števki stopnje zaščite IP in katero stopnjo potrebuje posamezna kopalniška cona ali zunanje mesto.',
    excerpt: 'IP44, IP65, IP68: števki povesta, kako dobro svetilka zadrži prah in vodo.',
    content: html(
      '<p>Stopnja zaščite IP (Ingress Protection) ima dve števki. Prva, od 0 do 6, označuje zaščito pred trdnimi delci in prahom, druga, od 0 do 8, zaščito pred vodo.</p>',
      '<h2>Pogoste stopnje zaščite</h2>',
      list('ul', [
        '<strong>IP20:</strong> samo za suhe notranje prostore.',
        '<strong>IP44:</strong> zaščita pred brizgajočo vodo. Najmanj za kopalniško cono 2 in pokrite vhode.',
        '<strong>IP54:</strong> doda zaščito pred prahom, primerno za zaščitene zunanje stene.',
        '<strong>IP65:</strong> neprepustno za prah in odporno proti vodnemu curku: izpostavljene fasade, vrtovi in tuš cona 1.',
        '<strong>IP67 in IP68:</strong> zdržita potopitev, za talne svetilke, ribnike in bazene.',
      ]),
      '<h2>Kopalniške cone</h2>',
      '<p>Cona 0 je v kadi ali tuš kadi, cona 1 neposredno nad njo, cona 2 pa sega 60 cm okoli nje. V coni 2 uporabite vsaj IP44, v coni 1 IP65, v coni 0 pa samo nizkonapetostne svetilke z zaščito IP67.</p>',
      '<p>Zunaj izberite IP44 pod nadstreškom ter IP65 ali več tam, kamor dež pada neposredno. Napeljavo v kopalnici in zunaj naj vedno izvede usposobljen električar.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Prvi koraki s pametno razsvetljavo',
    description:
      'Žarnice, prehodi, aplikacije in glasovno upravljanje: preprosta pot do pametnega doma brez nove napeljave.',
    excerpt:
      'Začnite z enim prostorom in nekaj žarnicami. Tako veste, kaj kupiti najprej in kako vse nastaviti.',
    content: html(
      '<p>S pametno razsvetljavo luči prižigate, zatemnjujete in jim spreminjate barvo s telefonom, z glasom ali po urniku. Nova napeljava je redko potrebna: večina sistemov se začne z žarnicami, ki ustrezajo vašim obstoječim svetilkam.</p>',
      '<h2>Izberite povezavo</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> brez prehoda, primeren za enega ali dva prostora.',
        '<strong>Wi-Fi:</strong> poveže se z usmerjevalnikom; preprosto, a veliko naprav lahko obremeni omrežje.',
        '<strong>Zigbee ali Thread s prehodom:</strong> hitro, zanesljivo in narejeno za ves dom.',
      ]),
      '<h2>Prvi koraki</h2>',
      list('ol', [
        'Izberite prostor, ki ga zvečer uporabljate največ, in v njem zamenjajte žarnice s pametnimi.',
        'Namestite aplikacijo, dodajte žarnice in jih združite po prostorih.',
        'Ustvarite dve sceni, na primer »Svetlo« in »Sprostitev«, ter urnik, ki pred spanjem zatemni luči.',
        'LED-trakove ali pametno stikalo dodajte pozneje, da bodo stenska stikala delovala tudi za goste.',
      ]),
      '<p>Stenska stikala pustite vklopljena: žarnica brez napajanja aplikacije ne sliši. Partnerska ponudba Aurelia Smart deluje z glavnimi glasovnimi pomočniki.</p>',
    ),
  },
  'layering-light': {
    title: 'Plastenje svetlobe: splošna, delovna in poudarjalna',
    description: 'Kako oblikovalci združujejo tri vrste svetlobe, da so prostori udobni in prilagodljivi.',
    excerpt: 'Ena stropna luč je redko dovolj. S tremi plastmi svetlobe prostor deluje podnevi in ponoči.',
    content: html(
      '<p>Oblikovalci razsvetljave razmišljajo v plasteh. Vsaka plast ima svojo nalogo, skupaj pa omogočajo, da se prostor spremeni iz svetlega in praktičnega v miren in poln vzdušja.</p>',
      '<h2>Tri plasti</h2>',
      list('ul', [
        '<strong>Splošna svetloba</strong> enakomerno napolni prostor: stropne svetilke, velike viseče svetilke ali posredne stenske luči.',
        '<strong>Delovna svetloba</strong> je usmerjena tja, kjer delate: reflektorji nad kuhinjskim pultom, bralna svetilka, luči ob ogledalu.',
        '<strong>Poudarjalna svetloba</strong> doda globino: luči za slike, LED-trakovi na policah, svetila, usmerjena navzgor na rastline ali teksturirane stene.',
      ]),
      '<h2>Kako vse združiti</h2>',
      '<p>Vsako plast povežite na svoje stikalo ali zatemnilnik ali v svojo pametno sceno. Za splošno in poudarjalno plast uporabite toplejšo svetlobo, za delo pa nekoliko hladnejšo in svetlejšo.</p>',
      '<p>Luči namestite na različne višine, od stropa do tal, da prostor nikoli ne deluje ploščato.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Kako brati energijsko nalepko EU za sijalke',
    description: 'Kaj vam povedo lestvica od A do G, vrednost v kWh in koda QR na nalepki sijalke.',
    excerpt:
      'Od leta 2021 nalepka EU spet sega od A do G. Večina dobrih LED-žarnic ima zdaj razred od D do F, in to je v redu.',
    content: html(
      '<p>Septembra 2021 je Evropska unija prenovila lestvico energijske nalepke za svetlobne vire. Stara razreda A++ in A+ sta izginila; lestvica zdaj sega od A (najučinkovitejše) do G.</p>',
      '<h2>Kaj je na nalepki</h2>',
      list('ul', [
        '<strong>Energijski razred A–G,</strong> določen po svetlobni učinkovitosti: koliko lumnov da sijalka na vat.',
        '<strong>Poraba v kWh na 1000 ur,</strong> vrednost za primerjavo obratovalnih stroškov.',
        '<strong>Koda QR,</strong> ki vodi do vnosa izdelka v podatkovni zbirki EPREL z vsemi tehničnimi podatki.',
      ]),
      '<h2>Kako jo uporabiti</h2>',
      '<p>Nova lestvica je namenoma stroga, da pušča prostor boljši tehnologiji. Običajna LED-žarnica ima danes razred E ali F; razred D ali C označuje zelo učinkovit model, razred A pa je redek.</p>',
      '<p>Primerjajte sijalke z enako svetlostjo v lumnih in nato izberite nižjo porabo v kWh. Višja cena učinkovitega modela se običajno povrne v nekaj letih.</p>',
    ),
  },
};
