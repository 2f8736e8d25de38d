import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_FR: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Bien choisir la température de couleur',
    description:
      'Chaude, neutre ou froide ? Ce que signifient les kelvins et lesquels choisir pour chaque pièce.',
    excerpt:
      'Le chiffre en kelvins sur l’emballage décide si une pièce paraît douillette ou nette. Voici comment le lire.',
    content: html(
      '<p>La température de couleur décrit la teinte de la lumière blanche et se mesure en kelvins (K). Plus le chiffre est bas, plus la lumière paraît chaude et jaune ; plus il est élevé, plus elle paraît froide et bleutée.</p>',
      '<h2>Les principales plages</h2>',
      list('ul', [
        '<strong>2200–2700 K, blanc chaud :</strong> la lueur d’une ampoule à incandescence classique. Idéal pour le salon et la chambre.',
        '<strong>3000 K, blanc doux :</strong> un peu plus frais, toujours accueillant. Parfait pour la cuisine, la salle à manger et la salle de bains.',
        '<strong>4000 K, blanc neutre :</strong> clair et concentré. Convient au bureau, à l’atelier et au garage.',
        '<strong>5000–6500 K, lumière du jour :</strong> froide et vive, à réserver à l’éclairage de travail et aux pièces techniques.',
      ]),
      '<h2>Conseils</h2>',
      '<p>Gardez une seule température de couleur par pièce pour que les luminaires ne jurent pas entre eux. Le soir, une lumière plus chaude aide à se détendre ; les ampoules connectées réglables passent automatiquement du froid le matin au chaud le soir.</p>',
      '<p>Choisissez un indice de rendu des couleurs (IRC) d’au moins 90 là où les couleurs comptent, comme la cuisine ou le dressing.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Des lumens, pas des watts : quelle luminosité choisir ?',
    description: 'Pourquoi les watts n’indiquent plus la luminosité, et combien de lumens il faut par pièce.',
    excerpt:
      'Avec les LED, les watts mesurent la consommation, pas la lumière. Ce sont les lumens qui indiquent la luminosité réelle.',
    content: html(
      '<p>Pendant des décennies, nous avons acheté nos ampoules selon leur puissance. Les LED consomment jusqu’à 90 % d’énergie en moins pour la même lumière : le chiffre qui compte désormais, ce sont les lumens (lm), la quantité de lumière émise.</p>',
      '<h2>Équivalences rapides</h2>',
      table(
        ['Ancienne incandescence', 'Équivalent LED'],
        [
          ['40 W', 'environ 470 lm'],
          ['60 W', 'environ 806 lm'],
          ['75 W', 'environ 1055 lm'],
          ['100 W', 'environ 1521 lm'],
        ],
      ),
      '<h2>Combien de lumière par pièce</h2>',
      list('ul', [
        '<strong>Salon et chambre :</strong> 100 à 150 lm par mètre carré.',
        '<strong>Cuisine et salle de bains :</strong> 250 à 400 lm par mètre carré, avec un éclairage d’appoint au-dessus du plan de travail et du miroir.',
        '<strong>Bureau :</strong> environ 500 lm par mètre carré au poste de travail.',
      ]),
      '<p>Multipliez la surface par le chiffre ci-dessus et répartissez le total entre plusieurs sources. Des luminaires dimmables permettent à une même pièce d’être lumineuse ou apaisante.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Les indices IP expliqués : luminaires pour salle de bains et jardin',
    description:
      'Ce que signifient les deux chiffres d’un indice IP, et quel indice choisir pour chaque zone de salle de bains et chaque extérieur.',
    excerpt:
      'IP44, IP65, IP68 : les deux chiffres indiquent à quel point un luminaire résiste à la poussière et à l’eau.',
    content: html(
      '<p>Un indice IP (indice de protection) comporte deux chiffres. Le premier, de 0 à 6, mesure la protection contre les corps solides et la poussière ; le second, de 0 à 8, contre l’eau.</p>',
      '<h2>Les indices courants</h2>',
      list('ul', [
        '<strong>IP20 :</strong> usage intérieur en pièce sèche uniquement.',
        '<strong>IP44 :</strong> protégé contre les projections d’eau. Le minimum pour la zone 2 de la salle de bains et les porches couverts.',
        '<strong>IP54 :</strong> ajoute une protection contre la poussière, bien pour les murs extérieurs abrités.',
        '<strong>IP65 :</strong> étanche à la poussière et aux jets d’eau : façades exposées, jardins et zone 1 de la douche.',
        '<strong>IP67 et IP68 :</strong> résistent à l’immersion, pour les spots encastrés au sol, les bassins et les piscines.',
      ]),
      '<h2>Les zones de la salle de bains</h2>',
      '<p>La zone 0 est l’intérieur de la baignoire ou du bac de douche, la zone 1 se trouve juste au-dessus et la zone 2 s’étend sur 60 cm autour. Utilisez au moins IP44 en zone 2, IP65 en zone 1 et uniquement des luminaires IP67 en très basse tension en zone 0.</p>',
      '<p>À l’extérieur, choisissez IP44 sous un auvent et IP65 ou plus là où la pluie tombe directement. Faites toujours installer les circuits de salle de bains et d’extérieur par un électricien qualifié.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Bien débuter avec l’éclairage connecté',
    description:
      'Ampoules, passerelles, applis et commande vocale : un chemin simple vers la maison connectée, sans recâblage.',
    excerpt:
      'Commencez par une pièce et quelques ampoules. Voici quoi acheter d’abord et comment tout configurer.',
    content: html(
      '<p>L’éclairage connecté permet d’allumer, de varier et de changer la couleur des lampes depuis votre téléphone, à la voix ou selon un horaire. Pas besoin de nouveau câblage : la plupart des systèmes commencent par des ampoules qui s’adaptent à vos lampes actuelles.</p>',
      '<h2>Choisir une connexion</h2>',
      list('ul', [
        '<strong>Bluetooth :</strong> aucune passerelle nécessaire, idéal pour une ou deux pièces.',
        '<strong>Wi-Fi :</strong> se connecte à votre box ; simple, mais de nombreux appareils peuvent encombrer le réseau.',
        '<strong>Zigbee ou Thread avec une passerelle :</strong> rapide, fiable et conçu pour toute la maison.',
      ]),
      '<h2>Vos premiers pas</h2>',
      list('ol', [
        'Choisissez la pièce que vous utilisez le plus le soir et remplacez ses ampoules par des modèles connectés.',
        'Installez l’appli, ajoutez les ampoules et regroupez-les par pièce.',
        'Créez deux scènes, par exemple « Lumineux » et « Détente », et un horaire qui baisse la lumière au coucher.',
        'Ajoutez plus tard des rubans LED ou un interrupteur connecté, pour que vos invités puissent toujours allumer au mur.',
      ]),
      '<p>Laissez les interrupteurs muraux allumés : une ampoule sans courant ne peut pas entendre l’appli. La gamme de notre partenaire Aurelia Smart fonctionne avec les principaux assistants vocaux.</p>',
    ),
  },
  'layering-light': {
    title: 'Superposer les lumières : ambiance, travail et accent',
    description:
      'Comment les designers combinent trois types de lumière pour des pièces confortables et modulables.',
    excerpt:
      'Un seul plafonnier suffit rarement. Trois couches de lumière rendent chaque pièce agréable jour et nuit.',
    content: html(
      '<p>Les éclairagistes pensent en couches. Chacune a son rôle et, ensemble, elles permettent à une pièce de passer d’une ambiance vive et pratique à une atmosphère calme.</p>',
      '<h2>Les trois couches</h2>',
      list('ul', [
        '<strong>La lumière d’ambiance</strong> éclaire la pièce uniformément : plafonniers, grandes suspensions ou appliques indirectes.',
        '<strong>La lumière de travail</strong> se concentre là où vous agissez : spots au-dessus du plan de travail, liseuse, éclairage de miroir.',
        '<strong>La lumière d’accent</strong> apporte de la profondeur : lampes de tableau, rubans LED sur les étagères, éclairages vers le haut sur les plantes ou les murs texturés.',
      ]),
      '<h2>Tout assembler</h2>',
      '<p>Placez chaque couche sur son propre interrupteur ou variateur, ou dans sa propre scène connectée. Utilisez une lumière plus chaude pour l’ambiance et l’accent, et une lumière un peu plus froide et plus vive pour le travail.</p>',
      '<p>Disposez les sources à différentes hauteurs, du plafond jusqu’au sol, pour que la pièce ne paraisse jamais plate.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Lire l’étiquette énergie européenne des lampes',
    description:
      'Ce que vous apprennent l’échelle de A à G, la consommation en kWh et le QR code de l’étiquette.',
    excerpt:
      'Depuis 2021, l’étiquette européenne va de nouveau de A à G. La plupart des bonnes LED sont classées de D à F, et c’est normal.',
    content: html(
      '<p>En septembre 2021, l’Union européenne a revu l’étiquette énergie des sources lumineuses. Les anciennes classes A++ et A+ ont disparu : l’échelle va désormais de A (la plus efficace) à G.</p>',
      '<h2>Ce que contient l’étiquette</h2>',
      list('ul', [
        '<strong>La classe énergétique A–G,</strong> fondée sur l’efficacité lumineuse : le nombre de lumens par watt.',
        '<strong>La consommation en kWh pour 1000 heures,</strong> le chiffre à comparer pour le coût d’usage.',
        '<strong>Un QR code</strong> menant à la fiche du produit dans la base EPREL, avec toutes les données techniques.',
      ]),
      '<h2>Comment l’utiliser</h2>',
      '<p>La nouvelle échelle est volontairement exigeante, pour laisser de la place aux progrès techniques. Une ampoule LED courante est aujourd’hui en classe E ou F ; la classe D ou C signale un modèle très efficace, et la classe A est rare.</p>',
      '<p>Comparez des lampes de même luminosité en lumens, puis choisissez la consommation en kWh la plus faible. Le surcoût d’un modèle efficace est généralement amorti en quelques années.</p>',
    ),
  },
};
