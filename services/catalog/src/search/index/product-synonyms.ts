/**
 * Words shoppers use for the same thing. The catalogue's titles and descriptions are English, so
 * each group ties the English word to what shoppers type in the translated languages (en, fr, de,
 * es, it, pt, nl, da, sv, no, pl): a French shopper typing "applique" finds the wall sconces. Meilisearch
 * normalises case and accents, so "Lámpara" and "lampara" are the same key.
 *
 * Groups are kept small on purpose: every synonym widens the query, and a word shared by two
 * concepts (Dutch "lamp" is both lamp and bulb) belongs to the one shoppers mean most often.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // lamp / light
  [
    'lamp',
    'light',
    'lampe',
    'lumière',
    'leuchte',
    'licht',
    'lámpara',
    'luz',
    'lampada',
    'luce',
    'candeeiro',
    'luminária',
    'lampa',
    'światło',
    'ljus',
    'lys',
    'belysning',
  ],
  [
    'lamps',
    'lights',
    'lampes',
    'leuchten',
    'lampen',
    'lámparas',
    'lampade',
    'candeeiros',
    'luminárias',
    'lampy',
    'lampor',
    'lamper',
  ],
  // bulb / LED
  [
    'bulb',
    'led',
    'ampoule',
    'glühbirne',
    'leuchtmittel',
    'bombilla',
    'lampadina',
    'lâmpada',
    'gloeilamp',
    'ledlamp',
    'żarówka',
    'glödlampa',
    'ljuskälla',
    'pære',
    'elpære',
    'lyspære',
  ],
  [
    'bulbs',
    'ampoules',
    'glühbirnen',
    'bombillas',
    'lampadine',
    'lâmpadas',
    'gloeilampen',
    'żarówki',
    'glödlampor',
    'ljuskällor',
    'pærer',
    'elpærer',
    'lyspærer',
  ],
  // pendant / hanging
  [
    'pendant',
    'hanging',
    'suspension',
    'pendelleuchte',
    'hängelampe',
    'hängeleuchte',
    'colgante',
    'sospensione',
    'pendente',
    'hanglamp',
    'zwis',
    'wisząca',
    'pendellampa',
    'hänglampa',
    'pendel',
    'pendellampe',
    'hængelampe',
  ],
  [
    'pendants',
    'suspensions',
    'pendelleuchten',
    'hängelampen',
    'colgantes',
    'pendentes',
    'hanglampen',
    'pendellampor',
    'hänglampor',
    'pendler',
    'pendellamper',
    'hængelamper',
  ],
  // sconce / wall light
  [
    'sconce',
    'wall light',
    'wall lamp',
    'applique',
    'wandleuchte',
    'wandlampe',
    'aplique',
    'arandela',
    'wandlamp',
    'kinkiet',
    'vägglampa',
    'væglampe',
    'vegglampe',
  ],
  [
    'sconces',
    'wall lights',
    'wall lamps',
    'appliques',
    'wandleuchten',
    'apliques',
    'arandelas',
    'wandlampen',
    'kinkiety',
    'vägglampor',
    'væglamper',
    'vegglamper',
  ],
  // Icelandic, Lithuanian, Latvian, Maltese, Romanian, Slovak, Slovenian, Serbian (Latin script):
  // one block so each concept's words for these languages sit together, tied to the English word.
  // lamp / light
  ['lamp', 'light', 'lampa', 'svietidlo', 'svetlo', 'svetilka', 'luč', 'svetilo', 'lampă', 'corp de iluminat', 'lempa', 'šviestuvas', 'šviesa', 'gaismeklis', 'gaisma', 'svetiljka', 'rasveta', 'lampi', 'ljós', 'dawl'],
  ['lamps', 'lights', 'lampy', 'svietidlá', 'svetlá', 'svetilke', 'luči', 'svetila', 'lămpi', 'corpuri de iluminat', 'lempos', 'šviestuvai', 'lampas', 'gaismekļi', 'lampe', 'svetiljke', 'lampar', 'dwal'],
  // bulb / LED
  ['bulb', 'led', 'žiarovka', 'žarnica', 'sijalka', 'bec', 'lemputė', 'spuldze', 'sijalica', 'pera', 'ljósapera', 'bozza'],
  ['bulbs', 'žiarovky', 'žarnice', 'sijalke', 'becuri', 'lemputės', 'spuldzes', 'sijalice', 'perur', 'ljósaperur', 'bozoz'],
  // pendant / hanging
  ['pendant', 'hanging', 'závesné svietidlo', 'závesná lampa', 'viseča svetilka', 'viseča luč', 'lustră', 'pendul', 'lampă suspendată', 'pakabinamas šviestuvas', 'pakabinama lempa', 'piekaramais gaismeklis', 'piekarama lampa', 'visilica', 'viseća lampa', 'luster', 'hangandi ljós', 'hengiljós', 'dawl imdendel', 'lampa mdendla'],
  ['pendants', 'závesné svietidlá', 'závesné lampy', 'viseče svetilke', 'viseče luči', 'lustre', 'pendule', 'lămpi suspendate', 'pakabinami šviestuvai', 'pakabinamos lempos', 'piekaramie gaismekļi', 'piekaramās lampas', 'visilice', 'viseće lampe', 'lusteri', 'dwal imdendlin'],
  // sconce / wall light
  ['sconce', 'wall light', 'wall lamp', 'nástenné svietidlo', 'nástenná lampa', 'nástenné svetlo', 'stenska svetilka', 'stenska luč', 'aplică', 'aplică de perete', 'lampă de perete', 'sieninis šviestuvas', 'sieninė lempa', 'sienas gaismeklis', 'sienas lampa', 'zidna lampa', 'zidna svetiljka', 'aplik', 'veggljós', 'vegglampi', 'dawl tal-ħajt', 'lampa tal-ħajt'],
  ['sconces', 'wall lights', 'wall lamps', 'nástenné svietidlá', 'nástenné lampy', 'stenske svetilke', 'stenske luči', 'aplice', 'aplice de perete', 'lămpi de perete', 'sieniniai šviestuvai', 'sieninės lempos', 'sienas gaismekļi', 'sienas lampas', 'zidne lampe', 'zidne svetiljke', 'aplici', 'vegglampar', 'dwal tal-ħajt'],
];

/** Meilisearch's `synonyms` setting: every word of a group is a synonym of every other (mutual). */
export function productSynonyms(): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const others = group.filter((other) => other !== word);
      synonyms[word] = [...new Set([...(synonyms[word] ?? []), ...others])];
    }
  }
  return synonyms;
}
