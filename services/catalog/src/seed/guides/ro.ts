import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_RO: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Cum alegi temperatura de culoare potrivită',
    description: 'Caldă, neutră sau rece? Ce înseamnă kelvinii și ce să alegi pentru fiecare cameră.',
    excerpt:
      'Valoarea în kelvini de pe cutie decide dacă o cameră pare primitoare sau proaspătă. Iată cum o citești.',
    content: html(
      '<p>Temperatura de culoare descrie culoarea luminii albe și se măsoară în kelvini (K). Valorile mici par mai calde și mai gălbui; valorile mari par mai reci și mai albăstrui.</p>',
      '<h2>Intervalele principale</h2>',
      list('ul', [
        '<strong>2200–2700 K, alb cald:</strong> strălucirea unui bec clasic cu incandescență. Ideal pentru living și dormitor.',
        '<strong>3000 K, alb moale:</strong> puțin mai proaspăt, dar tot prietenos. Bun pentru bucătărie, sufragerie și baie.',
        '<strong>4000 K, alb neutru:</strong> clar și concentrat. Potrivit pentru biroul de acasă, atelier și garaj.',
        '<strong>5000–6500 K, lumină de zi:</strong> rece și puternică, de păstrat pentru iluminatul de lucru și spațiile tehnice.',
      ]),
      '<h2>Sfaturi</h2>',
      '<p>Păstrează o singură temperatură de culoare pe cameră, ca lămpile să nu se bată cap în cap. Seara, lumina mai caldă te ajută să te relaxezi; becurile smart cu alb reglabil pot trece automat de la lumină rece dimineața la lumină caldă seara.</p>',
      '<p>Acolo unde culorile contează, cum ar fi în bucătărie sau în dressing, caută un indice de redare a culorilor (CRI) de 90 sau mai mare.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumeni, nu wați: cât de puternică să fie lumina?',
    description:
      'De ce wații nu mai spun nimic despre luminozitate și câți lumeni îi trebuie fiecărei camere.',
    excerpt:
      'La LED-uri, wații măsoară consumul de energie, nu lumina. Lumenii îți spun cât de puternic luminează un bec.',
    content: html(
      '<p>Zeci de ani am cumpărat becuri după puterea în wați. LED-urile consumă cu până la 90% mai puțină energie pentru aceeași lumină, așa că acum contează lumenii (lm): cantitatea de lumină emisă de o sursă.</p>',
      '<h2>Echivalențe rapide</h2>',
      table(
        ['Bec vechi cu incandescență', 'Echivalent LED'],
        [
          ['40 W', 'aproximativ 470 lm'],
          ['60 W', 'aproximativ 806 lm'],
          ['75 W', 'aproximativ 1055 lm'],
          ['100 W', 'aproximativ 1521 lm'],
        ],
      ),
      '<h2>Câtă lumină pentru fiecare cameră</h2>',
      list('ul', [
        '<strong>Living și dormitor:</strong> 100–150 lm pe metru pătrat.',
        '<strong>Bucătărie și baie:</strong> 250–400 lm pe metru pătrat, plus lumină de lucru deasupra blatului și a oglinzii.',
        '<strong>Biroul de acasă:</strong> în jur de 500 lm pe metru pătrat la birou.',
      ]),
      '<p>Înmulțește suprafața camerei cu valoarea de mai sus și împarte totalul între mai multe surse. Cu corpuri de iluminat dimabile, aceeași cameră poate fi luminoasă sau liniștită, după moment.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Gradul de protecție IP pe înțeles: lămpi pentru baie și grădină',
    description:
      'Ce înseamnă cele două cifre ale gradului IP și ce protecție îi trebuie fiecărei zone din baie și fiecărui loc din exterior.',
    excerpt: 'IP44, IP65, IP68: cele două cifre îți spun cât de bine ține o lampă departe praful și apa.',
    content: html(
      '<p>Gradul de protecție IP (Ingress Protection) are două cifre. Prima, de la 0 la 6, indică protecția împotriva corpurilor solide și a prafului; a doua, de la 0 la 8, protecția împotriva apei.</p>',
      '<h2>Grade uzuale</h2>',
      list('ul', [
        '<strong>IP20:</strong> doar pentru interior, în încăperi uscate.',
        '<strong>IP44:</strong> protejat împotriva stropilor de apă. Minimul pentru zona 2 din baie și pentru intrările acoperite.',
        '<strong>IP54:</strong> adaugă protecție împotriva prafului, bun pentru pereți exteriori adăpostiți.',
        '<strong>IP65:</strong> etanș la praf și rezistent la jeturi de apă: fațade expuse, grădini și zona 1 a dușului.',
        '<strong>IP67 și IP68:</strong> rezistă la imersie, pentru spoturi încastrate în sol, iazuri și piscine.',
      ]),
      '<h2>Zonele din baie</h2>',
      '<p>Zona 0 este în interiorul căzii sau al cădiței de duș, zona 1 imediat deasupra, iar zona 2 se întinde pe 60 cm în jurul lor. Folosește cel puțin IP44 în zona 2, IP65 în zona 1 și doar corpuri de iluminat de joasă tensiune IP67 în zona 0.</p>',
      '<p>Afară, alege IP44 sub o copertină și IP65 sau mai mult acolo unde ploaia bate direct. Lasă întotdeauna instalația din baie și din exterior în grija unui electrician calificat.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Primii pași în iluminatul inteligent',
    description:
      'Becuri, hub-uri, aplicații și comenzi vocale: un drum simplu spre casa inteligentă, fără cabluri noi.',
    excerpt: 'Începe cu o cameră și câteva becuri. Iată ce să cumperi mai întâi și cum să configurezi totul.',
    content: html(
      '<p>Iluminatul inteligent îți permite să aprinzi, să reduci intensitatea și să schimbi culoarea luminilor de pe telefon, prin voce sau după un program. Rareori ai nevoie de cabluri noi: majoritatea sistemelor pornesc de la becuri care se potrivesc în lămpile pe care le ai deja.</p>',
      '<h2>Alege conexiunea</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> fără hub, bun pentru una sau două camere.',
        '<strong>Wi-Fi:</strong> se conectează la router; simplu, dar multe dispozitive pot aglomera rețeaua.',
        '<strong>Zigbee sau Thread cu bridge:</strong> rapid, fiabil și gândit pentru toată casa.',
      ]),
      '<h2>Primii tăi pași</h2>',
      list('ol', [
        'Alege camera pe care o folosești cel mai mult seara și înlocuiește-i becurile cu unele inteligente.',
        'Instalează aplicația, adaugă becurile și grupează-le pe camere.',
        'Creează două scene, de exemplu „Luminos” și „Relaxare”, și un program care reduce lumina la ora de culcare.',
        'Adaugă mai târziu benzi LED sau un întrerupător smart, ca întrerupătoarele de perete să funcționeze și pentru musafiri.',
      ]),
      '<p>Lasă întrerupătoarele de perete pornite: un bec fără curent nu aude aplicația. Gama partenerului nostru Aurelia Smart funcționează cu principalii asistenți vocali.</p>',
    ),
  },
  'layering-light': {
    title: 'Lumina în straturi: ambientală, de lucru și de accent',
    description: 'Cum combină designerii trei tipuri de lumină pentru camere confortabile și flexibile.',
    excerpt:
      'O singură plafonieră e rareori de ajuns. Trei straturi de lumină fac orice cameră să funcționeze zi și noapte.',
    content: html(
      '<p>Designerii de iluminat gândesc în straturi. Fiecare strat are rolul lui și, împreună, permit unei camere să treacă de la luminoasă și practică la liniștită și plină de atmosferă.</p>',
      '<h2>Cele trei straturi</h2>',
      list('ul', [
        '<strong>Lumina ambientală</strong> umple uniform camera: plafoniere, lustre mari sau aplice cu lumină indirectă.',
        '<strong>Lumina de lucru</strong> este concentrată acolo unde lucrezi: spoturi deasupra blatului din bucătărie, o lampă de citit, lumini la oglindă.',
        '<strong>Lumina de accent</strong> adaugă profunzime: lămpi pentru tablouri, benzi LED pe rafturi, lumini orientate în sus spre plante sau pereți texturați.',
      ]),
      '<h2>Cum le combini</h2>',
      '<p>Pune fiecare strat pe propriul întrerupător sau variator ori în propria scenă smart. Folosește lumină mai caldă pentru straturile ambiental și de accent și lumină puțin mai rece și mai puternică pentru lucru.</p>',
      '<p>Așază luminile la înălțimi diferite, de la tavan până aproape de podea, ca încăperea să nu pară niciodată plată.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Cum citești eticheta energetică UE a becurilor',
    description: 'Ce îți spun scara de la A la G, valoarea în kWh și codul QR de pe eticheta unui bec.',
    excerpt:
      'Din 2021, eticheta UE merge din nou de la A la G. Majoritatea LED-urilor bune sunt acum în clasele D–F, și e în regulă.',
    content: html(
      '<p>În septembrie 2021, Uniunea Europeană a recalibrat eticheta energetică pentru sursele de lumină. Vechile clase A++ și A+ au dispărut; scara merge acum de la A (cel mai eficient) la G.</p>',
      '<h2>Ce găsești pe etichetă</h2>',
      list('ul', [
        '<strong>Clasa energetică A–G,</strong> stabilită după eficacitatea luminoasă: câți lumeni produce un bec pe watt.',
        '<strong>Consumul în kWh la 1000 de ore,</strong> valoarea cu care compari costurile de funcționare.',
        '<strong>Un cod QR</strong> care duce la fișa produsului în baza de date EPREL, cu toate datele tehnice.',
      ]),
      '<h2>Cum o folosești</h2>',
      '<p>Noua scară este intenționat strictă, ca să lase loc tehnologiilor mai bune. Un bec LED obișnuit are azi clasa E sau F; clasa D sau C indică un model foarte eficient, iar clasa A este rară.</p>',
      '<p>Compară becuri cu aceeași luminozitate în lumeni, apoi alege valoarea mai mică în kWh. Costul suplimentar al unui model eficient se recuperează de obicei în câțiva ani.</p>',
    ),
  },
};
