import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_DE: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Die richtige Farbtemperatur wählen',
    description:
      'Warm, neutral oder kalt? Was die Kelvin-Angabe bedeutet und welche Lichtfarbe in welchen Raum passt.',
    excerpt:
      'Die Kelvin-Zahl auf der Verpackung entscheidet, ob ein Raum gemütlich oder klar wirkt. So lesen Sie sie.',
    content: html(
      '<p>Die Farbtemperatur beschreibt die Farbe von weißem Licht und wird in Kelvin (K) gemessen. Niedrige Werte wirken wärmer und gelblicher, hohe Werte kühler und bläulicher.</p>',
      '<h2>Die wichtigsten Bereiche</h2>',
      list('ul', [
        '<strong>2200–2700 K, Warmweiß:</strong> das Licht einer klassischen Glühbirne. Ideal für Wohn- und Schlafzimmer.',
        '<strong>3000 K, Softweiß:</strong> etwas frischer und trotzdem freundlich. Gut für Küche, Esszimmer und Bad.',
        '<strong>4000 K, Neutralweiß:</strong> klar und konzentriert. Passt ins Arbeitszimmer, in die Werkstatt und in die Garage.',
        '<strong>5000–6500 K, Tageslicht:</strong> kühl und hell, am besten für Arbeitslicht und Nebenräume.',
      ]),
      '<h2>Tipps</h2>',
      '<p>Bleiben Sie pro Raum bei einer Farbtemperatur, damit die Leuchten nicht gegeneinander arbeiten. Am Abend hilft wärmeres Licht beim Entspannen; einstellbare smarte Lampen wechseln automatisch von kühl am Morgen zu warm am Abend.</p>',
      '<p>Wo Farben wichtig sind, etwa in Küche und Ankleide, sollte der Farbwiedergabeindex (CRI) bei 90 oder höher liegen.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen statt Watt: Wie hell soll Ihr Licht sein?',
    description: 'Warum Watt keine Helligkeit mehr angeben und wie viele Lumen jeder Raum braucht.',
    excerpt:
      'Bei LEDs messen Watt den Verbrauch, nicht das Licht. Wie hell eine Lampe wirklich ist, sagen die Lumen.',
    content: html(
      '<p>Jahrzehntelang haben wir Glühbirnen nach Watt gekauft. LEDs brauchen für dasselbe Licht bis zu 90 % weniger Energie – entscheidend ist daher der Lichtstrom in Lumen (lm), also die abgegebene Lichtmenge.</p>',
      '<h2>Schnelle Umrechnung</h2>',
      table(
        ['Alte Glühbirne', 'LED-Entsprechung'],
        [
          ['40 W', 'etwa 470 lm'],
          ['60 W', 'etwa 806 lm'],
          ['75 W', 'etwa 1055 lm'],
          ['100 W', 'etwa 1521 lm'],
        ],
      ),
      '<h2>Wie viel Licht pro Raum</h2>',
      list('ul', [
        '<strong>Wohn- und Schlafzimmer:</strong> 100–150 lm pro Quadratmeter.',
        '<strong>Küche und Bad:</strong> 250–400 lm pro Quadratmeter, dazu Arbeitslicht über Arbeitsplatte und Spiegel.',
        '<strong>Arbeitszimmer:</strong> etwa 500 lm pro Quadratmeter am Schreibtisch.',
      ]),
      '<p>Multiplizieren Sie die Grundfläche mit dem Wert oben und verteilen Sie die Summe auf mehrere Lichtquellen. Dimmbare Leuchten machen einen Raum je nach Moment hell oder ruhig.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP-Schutzarten erklärt: Leuchten für Bad und Garten',
    description:
      'Was die zwei Ziffern der IP-Schutzart bedeuten und welche Schutzart jeder Badbereich und jeder Platz im Freien braucht.',
    excerpt:
      'IP44, IP65, IP68: Die beiden Ziffern zeigen, wie gut eine Leuchte vor Staub und Wasser geschützt ist.',
    content: html(
      '<p>Eine IP-Schutzart (Ingress Protection) besteht aus zwei Ziffern. Die erste, von 0 bis 6, bewertet den Schutz gegen Fremdkörper und Staub, die zweite, von 0 bis 8, den Schutz gegen Wasser.</p>',
      '<h2>Übliche Schutzarten</h2>',
      list('ul', [
        '<strong>IP20:</strong> nur für trockene Innenräume.',
        '<strong>IP44:</strong> geschützt gegen Spritzwasser. Mindestanforderung für Bad-Schutzbereich 2 und überdachte Eingänge.',
        '<strong>IP54:</strong> zusätzlich staubgeschützt, gut für geschützte Außenwände.',
        '<strong>IP65:</strong> staubdicht und strahlwassergeschützt: offene Fassaden, Gärten und Duschbereich 1.',
        '<strong>IP67 und IP68:</strong> halten Untertauchen stand, für Bodeneinbaustrahler, Teiche und Pools.',
      ]),
      '<h2>Schutzbereiche im Bad</h2>',
      '<p>Bereich 0 ist das Innere von Wanne oder Duschtasse, Bereich 1 liegt direkt darüber, Bereich 2 reicht 60 cm darum herum. Verwenden Sie mindestens IP44 in Bereich 2, IP65 in Bereich 1 und in Bereich 0 nur IP67-Leuchten mit Schutzkleinspannung.</p>',
      '<p>Im Freien genügt unter einem Vordach IP44, wo Regen direkt auftrifft, sollte es IP65 oder mehr sein. Lassen Sie Stromkreise in Bad und Garten immer von einer Elektrofachkraft installieren.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Einstieg in smarte Beleuchtung',
    description:
      'Lampen, Bridges, Apps und Sprachsteuerung: ein einfacher Weg zum Smart Home ohne neue Leitungen.',
    excerpt:
      'Beginnen Sie mit einem Raum und ein paar Lampen. Das sollten Sie zuerst kaufen, und so richten Sie es ein.',
    content: html(
      '<p>Mit smarter Beleuchtung schalten, dimmen und färben Sie Ihr Licht per Smartphone, Sprache oder Zeitplan. Neue Leitungen sind selten nötig: Die meisten Systeme beginnen mit Leuchtmitteln für Ihre vorhandenen Lampen.</p>',
      '<h2>Die Verbindung wählen</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> ohne Bridge, gut für ein oder zwei Räume.',
        '<strong>WLAN:</strong> verbindet sich mit dem Router; einfach, aber viele Geräte können das Netz belasten.',
        '<strong>Zigbee oder Thread mit Bridge:</strong> schnell, zuverlässig und für das ganze Haus gemacht.',
      ]),
      '<h2>Die ersten Schritte</h2>',
      list('ol', [
        'Wählen Sie den Raum, den Sie abends am meisten nutzen, und ersetzen Sie dort die Leuchtmittel durch smarte.',
        'Installieren Sie die App, fügen Sie die Lampen hinzu und gruppieren Sie sie nach Räumen.',
        'Legen Sie zwei Szenen an, etwa „Hell“ und „Entspannen“, und einen Zeitplan, der das Licht zur Schlafenszeit dimmt.',
        'Ergänzen Sie später LED-Streifen oder einen smarten Schalter, damit auch Gäste das Licht an der Wand bedienen können.',
      ]),
      '<p>Lassen Sie die Wandschalter eingeschaltet: Eine Lampe ohne Strom hört die App nicht. Das Sortiment unseres Partners Aurelia Smart funktioniert mit den gängigen Sprachassistenten.</p>',
    ),
  },
  'layering-light': {
    title: 'Licht in Ebenen: Grund-, Arbeits- und Akzentlicht',
    description:
      'Wie Lichtplaner drei Arten von Licht kombinieren, damit Räume behaglich und flexibel werden.',
    excerpt:
      'Eine Deckenleuchte reicht selten aus. Drei Lichtebenen machen jeden Raum bei Tag und Nacht nutzbar.',
    content: html(
      '<p>Lichtplaner denken in Ebenen. Jede Ebene hat eine Aufgabe, und zusammen lassen sie einen Raum von hell und praktisch zu ruhig und stimmungsvoll wechseln.</p>',
      '<h2>Die drei Ebenen</h2>',
      list('ul', [
        '<strong>Grundlicht</strong> erhellt den Raum gleichmäßig: Deckenleuchten, große Pendelleuchten oder indirekte Wandfluter.',
        '<strong>Arbeitslicht</strong> konzentriert sich dort, wo Sie etwas tun: Strahler über der Arbeitsplatte, Leselampe, Spiegelleuchte.',
        '<strong>Akzentlicht</strong> schafft Tiefe: Bilderleuchten, LED-Streifen im Regal, Strahler auf Pflanzen oder strukturierte Wände.',
      ]),
      '<h2>Alles zusammenbringen</h2>',
      '<p>Legen Sie jede Ebene auf einen eigenen Schalter oder Dimmer oder in eine eigene smarte Szene. Nutzen Sie wärmeres Licht für Grund- und Akzentlicht und etwas kühleres, helleres Licht zum Arbeiten.</p>',
      '<p>Platzieren Sie Leuchten in unterschiedlichen Höhen, von der Decke bis zum Boden, damit der Raum nie flach wirkt.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Das EU-Energielabel für Lampen verstehen',
    description: 'Was die Skala von A bis G, der kWh-Wert und der QR-Code auf dem Label verraten.',
    excerpt:
      'Seit 2021 reicht das EU-Label wieder von A bis G. Die meisten guten LEDs liegen heute bei D bis F – und das ist in Ordnung.',
    content: html(
      '<p>Im September 2021 hat die Europäische Union das Energielabel für Lichtquellen neu skaliert. Die alten Klassen A++ und A+ sind verschwunden; die Skala reicht nun von A (am effizientesten) bis G.</p>',
      '<h2>Was auf dem Label steht</h2>',
      list('ul', [
        '<strong>Energieeffizienzklasse A–G,</strong> berechnet aus der Lichtausbeute: wie viele Lumen eine Lampe pro Watt liefert.',
        '<strong>Verbrauch in kWh pro 1000 Stunden,</strong> der Wert für den Vergleich der Betriebskosten.',
        '<strong>Ein QR-Code,</strong> der zum Eintrag des Produkts in der EPREL-Datenbank mit allen technischen Daten führt.',
      ]),
      '<h2>So nutzen Sie es</h2>',
      '<p>Die neue Skala ist bewusst streng und lässt Platz für bessere Technik. Eine typische LED-Lampe liegt heute in Klasse E oder F; Klasse D oder C kennzeichnet ein sehr effizientes Modell, Klasse A ist selten.</p>',
      '<p>Vergleichen Sie Lampen mit gleicher Helligkeit in Lumen und wählen Sie dann den niedrigeren kWh-Wert. Der Aufpreis für ein effizientes Modell hat sich meist nach wenigen Jahren bezahlt gemacht.</p>',
    ),
  },
};
