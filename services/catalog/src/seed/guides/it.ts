import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_IT: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Come scegliere la giusta temperatura di colore',
    description: 'Calda, neutra o fredda? Cosa significano i kelvin e quale scegliere per ogni stanza.',
    excerpt:
      'Il valore in kelvin sulla confezione decide se una stanza sembra accogliente o nitida. Ecco come leggerlo.',
    content: html(
      '<p>La temperatura di colore descrive la tonalità della luce bianca e si misura in kelvin (K). I valori bassi appaiono più caldi e gialli, quelli alti più freddi e azzurrati.</p>',
      '<h2>Le fasce principali</h2>',
      list('ul', [
        '<strong>2200–2700 K, bianco caldo:</strong> il bagliore di una classica lampadina a incandescenza. Ideale per soggiorni e camere da letto.',
        '<strong>3000 K, bianco morbido:</strong> un po’ più fresco, ma sempre accogliente. Adatto a cucine, sale da pranzo e bagni.',
        '<strong>4000 K, bianco neutro:</strong> chiaro e concentrato. Perfetto per studi, laboratori e garage.',
        '<strong>5000–6500 K, luce diurna:</strong> fredda e brillante, da riservare alla luce di lavoro e ai locali di servizio.',
      ]),
      '<h2>Consigli</h2>',
      '<p>Mantieni una sola temperatura di colore per stanza, così le lampade non stonano tra loro. La sera una luce più calda aiuta a rilassarsi; le lampadine smart regolabili passano da sole dal freddo del mattino al caldo della sera.</p>',
      '<p>Dove i colori contano, come in cucina o nella cabina armadio, scegli un indice di resa cromatica (CRI) di almeno 90.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumen, non watt: quanta luce ti serve?',
    description: 'Perché i watt non indicano più la luminosità e quanti lumen servono in ogni stanza.',
    excerpt:
      'Con i LED i watt misurano il consumo, non la luce. Sono i lumen a dire quanto è luminosa una lampadina.',
    content: html(
      '<p>Per decenni abbiamo comprato lampadine in base ai watt. I LED consumano fino al 90% di energia in meno per la stessa luce, quindi il numero che conta ora sono i lumen (lm): la quantità di luce emessa da una sorgente.</p>',
      '<h2>Equivalenze rapide</h2>',
      table(
        ['Vecchia incandescenza', 'Equivalente LED'],
        [
          ['40 W', 'circa 470 lm'],
          ['60 W', 'circa 806 lm'],
          ['75 W', 'circa 1055 lm'],
          ['100 W', 'circa 1521 lm'],
        ],
      ),
      '<h2>Quanta luce per stanza</h2>',
      list('ul', [
        '<strong>Soggiorno e camera da letto:</strong> 100–150 lm per metro quadrato.',
        '<strong>Cucina e bagno:</strong> 250–400 lm per metro quadrato, con luce di lavoro in più sopra il piano e lo specchio.',
        '<strong>Studio:</strong> circa 500 lm per metro quadrato alla scrivania.',
      ]),
      '<p>Moltiplica la superficie per il valore indicato e distribuisci il totale su più sorgenti. Le lampade dimmerabili permettono alla stessa stanza di essere luminosa o rilassante.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Il grado IP spiegato: luci per bagno e giardino',
    description:
      'Cosa significano le due cifre del grado IP e quale serve in ogni zona del bagno e all’aperto.',
    excerpt: 'IP44, IP65, IP68: le due cifre dicono quanto una lampada è protetta da polvere e acqua.',
    content: html(
      '<p>Il grado IP (Ingress Protection) è formato da due cifre. La prima, da 0 a 6, indica la protezione da corpi solidi e polvere; la seconda, da 0 a 8, quella dall’acqua.</p>',
      '<h2>I gradi più comuni</h2>',
      list('ul', [
        '<strong>IP20:</strong> solo per interni asciutti.',
        '<strong>IP44:</strong> protetto dagli spruzzi d’acqua. Il minimo per la zona 2 del bagno e i portici coperti.',
        '<strong>IP54:</strong> aggiunge la protezione dalla polvere, adatto a pareti esterne riparate.',
        '<strong>IP65:</strong> a tenuta di polvere e protetto dai getti d’acqua: facciate esposte, giardini e zona 1 della doccia.',
        '<strong>IP67 e IP68:</strong> resistono all’immersione, per faretti da incasso a terra, laghetti e piscine.',
      ]),
      '<h2>Le zone del bagno</h2>',
      '<p>La zona 0 è l’interno della vasca o del piatto doccia, la zona 1 si trova subito sopra e la zona 2 si estende per 60 cm attorno. Usa almeno IP44 in zona 2, IP65 in zona 1 e solo apparecchi IP67 a bassissima tensione in zona 0.</p>',
      '<p>All’esterno scegli IP44 sotto una tettoia e IP65 o più dove la pioggia arriva direttamente. Fai sempre installare i circuiti di bagno ed esterni da un elettricista qualificato.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Iniziare con l’illuminazione smart',
    description:
      'Lampadine, bridge, app e comandi vocali: una strada semplice verso la casa smart senza nuovi cavi.',
    excerpt: 'Inizia da una stanza e poche lampadine. Ecco cosa comprare per primo e come configurarlo.',
    content: html(
      '<p>L’illuminazione smart ti permette di accendere, regolare e cambiare colore alle luci dallo smartphone, con la voce o con una programmazione. Raramente servono nuovi cavi: la maggior parte dei sistemi parte da lampadine che si adattano alle lampade che hai già.</p>',
      '<h2>Scegli una connessione</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> nessun bridge, va bene per una o due stanze.',
        '<strong>Wi-Fi:</strong> si collega al router; semplice, ma molti dispositivi possono affollare la rete.',
        '<strong>Zigbee o Thread con bridge:</strong> veloce, affidabile e pensato per tutta la casa.',
      ]),
      '<h2>I primi passi</h2>',
      list('ol', [
        'Scegli la stanza che usi di più la sera e sostituisci le lampadine con modelli smart.',
        'Installa l’app, aggiungi le lampadine e raggruppale per stanza.',
        'Crea due scene, per esempio «Luminoso» e «Relax», e una programmazione che abbassa le luci all’ora di dormire.',
        'Aggiungi in seguito strisce LED o un interruttore smart, così anche gli ospiti possono usare l’interruttore a parete.',
      ]),
      '<p>Lascia accesi gli interruttori a parete: una lampadina senza corrente non può sentire l’app. La gamma del nostro partner Aurelia Smart funziona con i principali assistenti vocali.</p>',
    ),
  },
  'layering-light': {
    title: 'Luce a strati: ambiente, lavoro e accento',
    description: 'Come i designer combinano tre tipi di luce per rendere le stanze confortevoli e versatili.',
    excerpt:
      'Una sola plafoniera raramente basta. Tre strati di luce fanno funzionare ogni stanza giorno e notte.',
    content: html(
      '<p>I progettisti della luce ragionano per strati. Ogni strato ha un compito e, insieme, permettono a una stanza di passare da luminosa e pratica a calma e suggestiva.</p>',
      '<h2>I tre strati</h2>',
      list('ul', [
        '<strong>La luce d’ambiente</strong> riempie la stanza in modo uniforme: plafoniere, grandi sospensioni o luci indirette a parete.',
        '<strong>La luce di lavoro</strong> si concentra dove serve: faretti sul piano cucina, una lampada da lettura, luci per lo specchio.',
        '<strong>La luce d’accento</strong> aggiunge profondità: lampade per quadri, strisce LED sulle mensole, faretti verso piante o pareti materiche.',
      ]),
      '<h2>Metterli insieme</h2>',
      '<p>Collega ogni strato a un interruttore o dimmer dedicato, oppure a una scena smart. Usa una luce più calda per ambiente e accento e una luce un po’ più fredda e brillante per il lavoro.</p>',
      '<p>Disponi le luci a diverse altezze, dal soffitto fino al pavimento, così la stanza non appare mai piatta.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Leggere l’etichetta energetica UE delle lampade',
    description: 'Cosa indicano la scala dalla A alla G, il valore in kWh e il codice QR sull’etichetta.',
    excerpt:
      'Dal 2021 l’etichetta UE va di nuovo dalla A alla G. Oggi la maggior parte dei buoni LED è in classe D, E o F, ed è normale.',
    content: html(
      '<p>Nel settembre 2021 l’Unione europea ha riscalato l’etichetta energetica delle sorgenti luminose. Le vecchie classi A++ e A+ sono sparite: la scala va ora dalla A (la più efficiente) alla G.</p>',
      '<h2>Cosa c’è sull’etichetta</h2>',
      list('ul', [
        '<strong>Classe energetica A–G,</strong> basata sull’efficienza luminosa: quanti lumen una lampada produce per watt.',
        '<strong>Consumo in kWh ogni 1000 ore,</strong> il valore per confrontare i costi d’uso.',
        '<strong>Un codice QR</strong> che porta alla scheda del prodotto nella banca dati EPREL, con tutti i dati tecnici.',
      ]),
      '<h2>Come usarla</h2>',
      '<p>La nuova scala è volutamente severa, per lasciare spazio a tecnologie migliori. Una tipica lampadina LED oggi è in classe E o F; la classe D o C indica un modello molto efficiente, mentre la A è rara.</p>',
      '<p>Confronta lampade con la stessa luminosità in lumen e scegli il valore in kWh più basso. Il costo in più di un modello efficiente di solito si ripaga in pochi anni.</p>',
    ),
  },
};
