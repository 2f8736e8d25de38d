import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first nine categories' names and descriptions in the languages the shop is translated into,
 * moved from the web's message tables (owned.category.*) into the rows' per-language maps (issue 29:
 * words Lumina owns are content, ADR 016's shape). A language an admin already wrote is kept; the
 * English is not touched. Frozen copy of the tables as they were.
 */
const TRANSLATIONS: Record<string, { name: Record<string, string>; description: Record<string, string> }> = {
  'ceiling-lights': {
    name: {
      da: 'Loftslamper',
      de: 'Deckenleuchten',
      es: 'Lámparas de techo',
      fr: 'Plafonniers',
      it: 'Plafoniere',
      nl: 'Plafondlampen',
      no: 'Taklamper',
      pl: 'Lampy sufitowe',
      pt: 'Candeeiros de teto',
      sv: 'Taklampor',
    },
    description: {
      da: 'Plafoner, semiplafoner og markante loftslamper, der lyser hele rummet jævnt op.',
      de: 'Aufbau-, Halbeinbau- und Design-Deckenleuchten, die einen ganzen Raum gleichmäßig ausleuchten.',
      es: 'Lámparas de techo empotradas, semiempotradas y de diseño que iluminan toda la estancia por igual.',
      fr: 'Plafonniers encastrés, semi-encastrés et design qui éclairent toute une pièce de façon homogène.',
      it: 'Plafoniere a filo, semi-incasso e di design che illuminano in modo uniforme tutta la stanza.',
      nl: 'Opbouw-, half-inbouw- en designplafondlampen die een hele kamer gelijkmatig verlichten.',
      no: 'Takplafonder, semi-plafonder og iøynefallende taklamper som lyser opp hele rommet jevnt.',
      pl: 'Lampy sufitowe natynkowe, półpodtynkowe i designerskie, które równomiernie oświetlają całe pomieszczenie.',
      pt: 'Candeeiros de teto embutidos, semi-embutidos e de design que iluminam toda a divisão por igual.',
      sv: 'Plafonder, semiplafonder och uttrycksfulla taklampor som lyser upp hela rummet jämnt.',
    },
  },
  'pendant-lights': {
    name: {
      da: 'Pendler',
      de: 'Pendelleuchten',
      es: 'Lámparas colgantes',
      fr: 'Suspensions',
      it: 'Lampade a sospensione',
      nl: 'Hanglampen',
      no: 'Pendellamper',
      pl: 'Lampy wiszące',
      pt: 'Candeeiros suspensos',
      sv: 'Pendellampor',
    },
    description: {
      da: 'Pendler til køkkenøer, spiseborde og trappeopgange – fra minimalistiske til skulpturelle.',
      de: 'Pendelleuchten für Kücheninseln, Esstische und Treppenhäuser, von minimalistisch bis skulptural.',
      es: 'Lámparas colgantes para islas de cocina, mesas de comedor y escaleras, de minimalistas a escultóricas.',
      fr: 'Suspensions pour îlots de cuisine, tables à manger et cages d’escalier, du minimaliste au sculptural.',
      it: 'Sospensioni per isole cucina, tavoli da pranzo e scale, dal minimale allo scultoreo.',
      nl: 'Hanglampen voor kookeilanden, eettafels en trappenhuizen, van minimalistisch tot sculpturaal.',
      no: 'Hengende pendler over kjøkkenøy, spisebord og trappeoppganger, fra minimalistiske til skulpturelle.',
      pl: 'Lampy wiszące nad wyspy kuchenne, stoły i klatki schodowe, od minimalistycznych po rzeźbiarskie.',
      pt: 'Candeeiros suspensos para ilhas de cozinha, mesas de jantar e escadas, do minimalista ao escultórico.',
      sv: 'Pendellampor för köksöar, matbord och trapphus, från minimalistiska till skulpturala.',
    },
  },
  'wall-sconces': {
    name: {
      da: 'Væglamper',
      de: 'Wandleuchten',
      es: 'Apliques de pared',
      fr: 'Appliques murales',
      it: 'Applique da parete',
      nl: 'Wandlampen',
      no: 'Vegglamper',
      pl: 'Kinkiety',
      pt: 'Apliques de parede',
      sv: 'Vägglampor',
    },
    description: {
      da: 'Væglamper til gange, sengekanter og stuer med op- og nedadrettet lys og svingarme.',
      de: 'Wandleuchten für Flure, Nachttische und Wohnzimmer, mit Up-Light, Down-Light und Schwenkarmen.',
      es: 'Apliques para pasillos, mesitas y salones, con luz hacia arriba, hacia abajo y brazos orientables.',
      fr: 'Appliques pour couloirs, chevets et salons, avec éclairage vers le haut, vers le bas et bras articulés.',
      it: 'Applique per corridoi, comodini e soggiorni, con luce verso l’alto, verso il basso e bracci orientabili.',
      nl: 'Wandlampen voor gangen, nachtkastjes en woonkamers, met up-light, down-light en zwenkarmen.',
      no: 'Vegglamper til ganger, sengekanter og stuer, med lys opp, lys ned og svingarmer.',
      pl: 'Kinkiety do korytarzy, sypialni i salonów, ze światłem w górę, w dół i z ruchomym ramieniem.',
      pt: 'Apliques para corredores, mesas de cabeceira e salas, com luz para cima, para baixo e braços articulados.',
      sv: 'Vägglampor för hallar, sängbord och vardagsrum, med uppljus, nedljus och svängarmar.',
    },
  },
  'outdoor-lighting': {
    name: {
      da: 'Udendørsbelysning',
      de: 'Außenbeleuchtung',
      es: 'Iluminación exterior',
      fr: 'Éclairage extérieur',
      it: 'Illuminazione esterna',
      nl: 'Buitenverlichting',
      no: 'Utebelysning',
      pl: 'Oświetlenie zewnętrzne',
      pt: 'Iluminação exterior',
      sv: 'Utomhusbelysning',
    },
    description: {
      da: 'Vejrbestandige lamper fra IP44 til IP68 til haver, facader, stier og terrasser.',
      de: 'Wetterfeste Leuchten von IP44 bis IP68 für Gärten, Fassaden, Wege und Terrassen.',
      es: 'Luces resistentes a la intemperie, de IP44 a IP68, para jardines, fachadas, caminos y terrazas.',
      fr: 'Luminaires résistants aux intempéries, de IP44 à IP68, pour jardins, façades, allées et terrasses.',
      it: 'Luci resistenti alle intemperie da IP44 a IP68 per giardini, facciate, vialetti e terrazze.',
      nl: 'Weerbestendige lampen van IP44 tot IP68 voor tuinen, gevels, paden en terrassen.',
      no: 'Værbestandige lamper fra IP44 til IP68 for hager, fasader, stier og terrasser.',
      pl: 'Odporne na warunki atmosferyczne lampy od IP44 do IP68 do ogrodów, na elewacje, ścieżki i tarasy.',
      pt: 'Luzes resistentes às intempéries, de IP44 a IP68, para jardins, fachadas, caminhos e terraços.',
      sv: 'Väderbeständiga lampor från IP44 till IP68 för trädgårdar, fasader, gångar och terrasser.',
    },
  },
  'smart-lighting': {
    name: {
      da: 'Smart belysning',
      de: 'Smarte Beleuchtung',
      es: 'Iluminación inteligente',
      fr: 'Éclairage connecté',
      it: 'Illuminazione smart',
      nl: 'Slimme verlichting',
      no: 'Smartbelysning',
      pl: 'Oświetlenie inteligentne',
      pt: 'Iluminação inteligente',
      sv: 'Smart belysning',
    },
    description: {
      da: 'App- og stemmestyrede pærer, lysbånd og armaturer med scener, tidsplaner og farver.',
      de: 'Per App und Sprache steuerbare Leuchtmittel, Strips und Leuchten mit Szenen, Zeitplänen und Farbe.',
      es: 'Bombillas, tiras y lámparas controladas por app y voz, con escenas, horarios y color.',
      fr: 'Ampoules, rubans et luminaires pilotés par appli et à la voix, avec scènes, horaires et couleurs.',
      it: 'Lampadine, strisce e lampade controllate da app e voce, con scene, programmi e colori.',
      nl: 'Met app en stem bediende lampen, strips en armaturen met scènes, schema’s en kleur.',
      no: 'App- og stemmestyrte lyspærer, lyslister og armaturer med scener, tidsplaner og farger.',
      pl: 'Żarówki, taśmy i oprawy sterowane aplikacją i głosem, ze scenami, harmonogramami i kolorami.',
      pt: 'Lâmpadas, fitas e candeeiros controlados por app e voz, com cenas, horários e cor.',
      sv: 'App- och röststyrda lampor, ljuslister och armaturer med scener, scheman och färg.',
    },
  },
  'led-bulbs': {
    name: {
      da: 'LED-pærer',
      de: 'LED-Leuchtmittel',
      es: 'Bombillas LED',
      fr: 'Ampoules LED',
      it: 'Lampadine LED',
      nl: 'Ledlampen',
      no: 'LED-pærer',
      pl: 'Żarówki LED',
      pt: 'Lâmpadas LED',
      sv: 'LED-lampor',
    },
    description: {
      da: 'Energibesparende LED-pærer med E27, E14, GU10, G9 og flere, fra varmhvid til dagslys.',
      de: 'Energiesparende LED-Leuchtmittel in E27, E14, GU10, G9 und mehr, von warm- bis tageslichtweiß.',
      es: 'Bombillas LED de bajo consumo en E27, E14, GU10, G9 y más, de blanco cálido a luz día.',
      fr: 'Ampoules LED économes en E27, E14, GU10, G9 et plus, du blanc chaud à la lumière du jour.',
      it: 'Lampadine LED a basso consumo E27, E14, GU10, G9 e altre, dal bianco caldo alla luce diurna.',
      nl: 'Energiezuinige ledlampen in E27, E14, GU10, G9 en meer, van warmwit tot daglicht.',
      no: 'Energisparende LED-pærer med E27, E14, GU10, G9 og mer, fra varmhvitt til dagslyshvitt.',
      pl: 'Energooszczędne żarówki LED E27, E14, GU10, G9 i inne, od ciepłej bieli po światło dzienne.',
      pt: 'Lâmpadas LED económicas em E27, E14, GU10, G9 e mais, do branco quente à luz do dia.',
      sv: 'Energisnåla LED-lampor med E27, E14, GU10, G9 med flera, från varmvitt till dagsljusvitt.',
    },
  },
  indoor: {
    name: {
      da: 'Indendørsbelysning',
      de: 'Innenbeleuchtung',
      es: 'Iluminación interior',
      fr: 'Éclairage intérieur',
      it: 'Illuminazione interna',
      nl: 'Binnenverlichting',
      no: 'Innendørsbelysning',
      pl: 'Oświetlenie wewnętrzne',
      pt: 'Iluminação interior',
      sv: 'Inomhusbelysning',
    },
    description: {
      da: 'Alt til stue, køkken, soveværelse og badeværelse: loftslamper, pendler, væglamper og pærer.',
      de: 'Alles für Wohnzimmer, Küchen, Schlafzimmer und Bäder: Decken-, Pendel- und Wandleuchten sowie Leuchtmittel.',
      es: 'Todo para salones, cocinas, dormitorios y baños: lámparas de techo, colgantes, apliques y bombillas.',
      fr: 'Tout pour salons, cuisines, chambres et salles de bains : plafonniers, suspensions, appliques et ampoules.',
      it: 'Tutto per soggiorni, cucine, camere e bagni: plafoniere, sospensioni, applique e lampadine.',
      nl: 'Alles voor woonkamers, keukens, slaapkamers en badkamers: plafond-, hang- en wandlampen en lichtbronnen.',
      no: 'Alt til stue, kjøkken, soverom og bad: tak-, pendel- og vegglamper og lyspærer.',
      pl: 'Wszystko do salonów, kuchni, sypialni i łazienek: lampy sufitowe, wiszące, kinkiety i żarówki.',
      pt: 'Tudo para salas, cozinhas, quartos e casas de banho: candeeiros de teto, suspensos, apliques e lâmpadas.',
      sv: 'Allt för vardagsrum, kök, sovrum och badrum: tak-, pendel- och vägglampor samt ljuskällor.',
    },
  },
  outdoor: {
    name: {
      da: 'Udendørs',
      de: 'Außen',
      es: 'Exterior',
      fr: 'Extérieur',
      it: 'Esterno',
      nl: 'Buiten',
      no: 'Utendørs',
      pl: 'Na zewnątrz',
      pt: 'Exterior',
      sv: 'Utomhus',
    },
    description: {
      da: 'Lamper til have, sti, facade og terrasse, bygget til europæisk vejr, også med solceller og sensor.',
      de: 'Garten-, Weg-, Fassaden- und Terrassenleuchten für europäisches Wetter, mit Solar- und Sensoroptionen.',
      es: 'Luces de jardín, camino, fachada y terraza pensadas para el clima europeo, con opciones solares y con sensor.',
      fr: 'Luminaires de jardin, d’allée, de façade et de terrasse conçus pour le climat européen, avec options solaires et à détecteur.',
      it: 'Luci da giardino, vialetto, facciata e terrazza per il clima europeo, anche solari e con sensore.',
      nl: 'Tuin-, pad-, gevel- en terrasverlichting voor het Europese weer, met opties op zonne-energie en met sensor.',
      no: 'Lamper til hage, gangsti, fasade og terrasse, laget for europeisk vær, med solcelle- og sensoralternativer.',
      pl: 'Lampy ogrodowe, na ścieżki, elewacje i tarasy na europejską pogodę, także solarne i z czujnikiem.',
      pt: 'Luzes de jardim, caminho, fachada e terraço feitas para o clima europeu, com opções solares e com sensor.',
      sv: 'Trädgårds-, gång-, fasad- och terrassbelysning byggd för europeiskt väder, med sol- och sensoralternativ.',
    },
  },
  smart: {
    name: {
      da: 'Smart Home',
      de: 'Smart Home',
      es: 'Hogar inteligente',
      fr: 'Maison connectée',
      it: 'Casa smart',
      nl: 'Slim huis',
      no: 'Smarthjem',
      pl: 'Inteligentny dom',
      pt: 'Casa inteligente',
      sv: 'Smarta hem',
    },
    description: {
      da: 'Lys, du styrer via app, stemme eller tidsplan: smarte pærer, lysbånd og forbundne armaturer.',
      de: 'Licht, das Sie per App, Stimme oder Zeitplan steuern: smarte Leuchtmittel, Strips und vernetzte Leuchten.',
      es: 'Luces que controlas por app, voz u horario: bombillas inteligentes, tiras y lámparas conectadas.',
      fr: 'Un éclairage que vous pilotez par appli, à la voix ou par horaire : ampoules connectées, rubans et luminaires.',
      it: 'Luci che controlli da app, con la voce o a orario: lampadine smart, strisce e lampade connesse.',
      nl: 'Verlichting die u met app, stem of schema bedient: slimme lampen, strips en verbonden armaturen.',
      no: 'Lamper du styrer med app, stemme eller tidsplan: smarte lyspærer, lyslister og tilkoblede armaturer.',
      pl: 'Światło sterowane aplikacją, głosem lub harmonogramem: inteligentne żarówki, taśmy i oprawy.',
      pt: 'Luzes que controla por app, voz ou horário: lâmpadas inteligentes, fitas e candeeiros ligados.',
      sv: 'Belysning som du styr med app, röst eller schema: smarta lampor, ljuslister och uppkopplade armaturer.',
    },
  },
};

export class CategoryTranslations1767500001000 implements MigrationInterface {
  name = 'CategoryTranslations1767500001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const slugs = Object.keys(TRANSLATIONS);
    // Existing keys win over the tables' (`||` keeps the right-hand side's value): an admin's text stays.
    await queryRunner.query(
      `UPDATE categories c
          SET name = t.name || c.name,
              description = CASE WHEN c.description IS NULL THEN NULL ELSE t.description || c.description END,
              translated_at = COALESCE((SELECT jsonb_object_agg(k, c.translated_at->>'en') FROM jsonb_object_keys(t.name) AS k), '{}'::jsonb) || c.translated_at
         FROM unnest($1::text[], $2::jsonb[], $3::jsonb[]) AS t(slug, name, description)
        WHERE c.slug = t.slug`,
      [
        slugs,
        slugs.map((slug) => JSON.stringify(TRANSLATIONS[slug]?.name ?? {})),
        slugs.map((slug) => JSON.stringify(TRANSLATIONS[slug]?.description ?? {})),
      ],
    );
  }

  async down(): Promise<void> {
    // The translations stay: removing them could remove an admin's text of the same language.
  }
}
