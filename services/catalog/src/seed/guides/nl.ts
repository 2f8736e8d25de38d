import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_NL: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'De juiste kleurtemperatuur kiezen',
    description: 'Warm, neutraal of koel? Wat kelvin betekent en welke lichtkleur bij welke ruimte past.',
    excerpt:
      'Het kelvingetal op de verpakking bepaalt of een ruimte gezellig of helder aanvoelt. Zo lees je het.',
    content: html(
      '<p>Kleurtemperatuur beschrijft de kleur van wit licht en wordt gemeten in kelvin (K). Lage getallen zien er warmer en geler uit, hoge getallen koeler en blauwer.</p>',
      '<h2>De belangrijkste bereiken</h2>',
      list('ul', [
        '<strong>2200–2700 K, warm wit:</strong> de gloed van een klassieke gloeilamp. Ideaal voor woon- en slaapkamers.',
        '<strong>3000 K, zacht wit:</strong> iets frisser en nog steeds vriendelijk. Goed voor keuken, eetkamer en badkamer.',
        '<strong>4000 K, neutraal wit:</strong> helder en geconcentreerd. Past bij thuiswerkplek, werkplaats en garage.',
        '<strong>5000–6500 K, daglicht:</strong> koel en fel, vooral geschikt voor werklicht en bijruimtes.',
      ]),
      '<h2>Tips</h2>',
      '<p>Houd per ruimte één kleurtemperatuur aan, zodat armaturen niet met elkaar botsen. ’s Avonds helpt warmer licht om tot rust te komen; instelbare slimme lampen gaan automatisch van koel in de ochtend naar warm in de avond.</p>',
      '<p>Kies een kleurweergave-index (CRI) van 90 of hoger waar kleuren ertoe doen, zoals in de keuken en de inloopkast.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, geen watt: hoe fel moet je licht zijn?',
    description: 'Waarom watt niets meer zegt over helderheid en hoeveel lumen elke ruimte nodig heeft.',
    excerpt: 'Bij leds meet watt het verbruik, niet het licht. Lumen vertellen hoe fel een lamp echt is.',
    content: html(
      '<p>Decennialang kochten we lampen op wattage. Leds gebruiken tot 90% minder energie voor hetzelfde licht, dus het getal dat nu telt is lumen (lm): de hoeveelheid licht die een bron geeft.</p>',
      '<h2>Snelle omrekening</h2>',
      table(
        ['Oude gloeilamp', 'Led-equivalent'],
        [
          ['40 W', 'ongeveer 470 lm'],
          ['60 W', 'ongeveer 806 lm'],
          ['75 W', 'ongeveer 1055 lm'],
          ['100 W', 'ongeveer 1521 lm'],
        ],
      ),
      '<h2>Hoeveel licht per ruimte</h2>',
      list('ul', [
        '<strong>Woon- en slaapkamer:</strong> 100–150 lm per vierkante meter.',
        '<strong>Keuken en badkamer:</strong> 250–400 lm per vierkante meter, met extra werklicht boven aanrecht en spiegel.',
        '<strong>Thuiswerkplek:</strong> ongeveer 500 lm per vierkante meter bij het bureau.',
      ]),
      '<p>Vermenigvuldig de vloeroppervlakte met het getal hierboven en verdeel het totaal over meerdere lichtbronnen. Dimbare armaturen maken één ruimte geschikt voor zowel felle als rustige momenten.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-waarden uitgelegd: verlichting voor badkamer en tuin',
    description:
      'Wat de twee cijfers van een IP-waarde betekenen en welke waarde elke badkamerzone en buitenplek nodig heeft.',
    excerpt: 'IP44, IP65, IP68: de twee cijfers vertellen hoe goed een lamp stof en water buitenhoudt.',
    content: html(
      '<p>Een IP-waarde (Ingress Protection) bestaat uit twee cijfers. Het eerste, van 0 tot 6, geeft de bescherming tegen vaste voorwerpen en stof aan; het tweede, van 0 tot 8, tegen water.</p>',
      '<h2>Veelvoorkomende waarden</h2>',
      list('ul', [
        '<strong>IP20:</strong> alleen voor droge binnenruimtes.',
        '<strong>IP44:</strong> beschermd tegen spatwater. Het minimum voor badkamerzone 2 en overdekte portieken.',
        '<strong>IP54:</strong> ook stofbeschermd, goed voor beschutte buitenmuren.',
        '<strong>IP65:</strong> stofdicht en bestand tegen waterstralen: open gevels, tuinen en douchezone 1.',
        '<strong>IP67 en IP68:</strong> kunnen onder water, voor grondspots, vijvers en zwembaden.',
      ]),
      '<h2>Badkamerzones</h2>',
      '<p>Zone 0 is de binnenkant van bad of douchebak, zone 1 ligt direct daarboven en zone 2 loopt 60 cm daaromheen. Gebruik minstens IP44 in zone 2, IP65 in zone 1 en in zone 0 alleen IP67-armaturen op zeer lage spanning.</p>',
      '<p>Buiten volstaat IP44 onder een overkapping; waar regen direct valt, kies je IP65 of hoger. Laat groepen in badkamer en tuin altijd aanleggen door een erkend installateur.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Beginnen met slimme verlichting',
    description:
      'Lampen, bridges, apps en spraakbediening: een eenvoudige weg naar een slim huis zonder nieuwe bedrading.',
    excerpt: 'Begin met één kamer en een paar lampen. Dit koop je eerst, en zo stel je het in.',
    content: html(
      '<p>Met slimme verlichting schakel, dim en kleur je lampen met je telefoon, je stem of een schema. Nieuwe bedrading is zelden nodig: de meeste systemen beginnen met lampen die in je bestaande armaturen passen.</p>',
      '<h2>Kies een verbinding</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> geen bridge nodig, goed voor één of twee kamers.',
        '<strong>Wifi:</strong> verbindt met je router; eenvoudig, maar veel apparaten kunnen het netwerk belasten.',
        '<strong>Zigbee of Thread met bridge:</strong> snel, betrouwbaar en gemaakt voor het hele huis.',
      ]),
      '<h2>Je eerste stappen</h2>',
      list('ol', [
        'Kies de kamer die je ’s avonds het meest gebruikt en vervang daar de lampen door slimme exemplaren.',
        'Installeer de app, voeg de lampen toe en groepeer ze per kamer.',
        'Maak twee scènes, zoals „Helder” en „Ontspannen”, en een schema dat het licht dimt rond bedtijd.',
        'Voeg later ledstrips of een slimme schakelaar toe, zodat gasten de wandschakelaar kunnen blijven gebruiken.',
      ]),
      '<p>Laat de wandschakelaars aan: een lamp zonder stroom hoort de app niet. Het assortiment van onze partner Aurelia Smart werkt met de bekende spraakassistenten.</p>',
    ),
  },
  'layering-light': {
    title: 'Licht in lagen: sfeer-, werk- en accentlicht',
    description: 'Hoe ontwerpers drie soorten licht combineren voor comfortabele, flexibele ruimtes.',
    excerpt: 'Eén plafondlamp is zelden genoeg. Drie lagen licht laten elke ruimte dag en nacht werken.',
    content: html(
      '<p>Lichtontwerpers denken in lagen. Elke laag heeft een taak, en samen laten ze een ruimte wisselen van licht en praktisch naar rustig en sfeervol.</p>',
      '<h2>De drie lagen</h2>',
      list('ul', [
        '<strong>Algemeen licht</strong> vult de ruimte gelijkmatig: plafondlampen, grote hanglampen of indirecte wandverlichting.',
        '<strong>Werklicht</strong> richt zich op waar je bezig bent: spots boven het aanrecht, een leeslamp, spiegelverlichting.',
        '<strong>Accentlicht</strong> geeft diepte: schilderijverlichting, ledstrips in kasten, grondspots op planten of structuurmuren.',
      ]),
      '<h2>Alles samenbrengen</h2>',
      '<p>Zet elke laag op een eigen schakelaar of dimmer, of in een eigen slimme scène. Gebruik warmer licht voor algemeen en accentlicht, en iets koeler, helderder licht om te werken.</p>',
      '<p>Plaats lampen op verschillende hoogtes, van plafond tot vloer, zodat de ruimte nooit vlak oogt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Het EU-energielabel voor lampen lezen',
    description: 'Wat de schaal van A tot G, het kWh-getal en de QR-code op het label je vertellen.',
    excerpt:
      'Sinds 2021 loopt het EU-label weer van A tot G. De meeste goede leds scoren nu D tot F, en dat is prima.',
    content: html(
      '<p>In september 2021 heeft de Europese Unie het energielabel voor lichtbronnen opnieuw ingedeeld. De oude klassen A++ en A+ zijn verdwenen; de schaal loopt nu van A (het zuinigst) tot G.</p>',
      '<h2>Wat er op het label staat</h2>',
      list('ul', [
        '<strong>Energieklasse A–G,</strong> gebaseerd op de lichtopbrengst: hoeveel lumen een lamp per watt geeft.',
        '<strong>Verbruik in kWh per 1000 uur,</strong> het getal om gebruikskosten te vergelijken.',
        '<strong>Een QR-code</strong> die naar de productpagina in de EPREL-database leidt, met alle technische gegevens.',
      ]),
      '<h2>Zo gebruik je het</h2>',
      '<p>De nieuwe schaal is bewust streng, zodat er ruimte blijft voor betere technologie. Een gewone ledlamp zit nu in klasse E of F; klasse D of C wijst op een zeer zuinig model, en A is zeldzaam.</p>',
      '<p>Vergelijk lampen met dezelfde helderheid in lumen en kies dan het laagste kWh-getal. De meerprijs van een zuinig model verdien je meestal binnen een paar jaar terug.</p>',
    ),
  },
};
