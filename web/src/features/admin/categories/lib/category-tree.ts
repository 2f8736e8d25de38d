import {
  LANGUAGE_CODES,
  translationState,
  type AdminCategoryDto,
  type LanguageCode,
} from '@lumina/contracts';

/** A category with its depth in the tree (the list arrives parents first). */
export interface TreeRow {
  category: AdminCategoryDto;
  depth: number;
  /** Its place among its siblings and how many there are, for Move up / Move down. */
  index: number;
  siblings: number;
}

export function treeRows(categories: readonly AdminCategoryDto[]): TreeRow[] {
  const depth = new Map<string, number>();
  const siblingsOf = new Map<string | null, AdminCategoryDto[]>();
  for (const category of categories)
    siblingsOf.set(category.parentId, [...(siblingsOf.get(category.parentId) ?? []), category]);
  return categories.map((category) => {
    const level = category.parentId === null ? 0 : (depth.get(category.parentId) ?? 0) + 1;
    depth.set(category.id, level);
    const siblings = siblingsOf.get(category.parentId) ?? [];
    return { category, depth: level, index: siblings.indexOf(category), siblings: siblings.length };
  });
}

/** The ids of a category and everything below it: not a place to move it to. */
export function subtreeIds(categories: readonly AdminCategoryDto[], id: string): Set<string> {
  const ids = new Set([id]);
  for (const category of categories)
    if (category.parentId !== null && ids.has(category.parentId)) ids.add(category.id);
  return ids;
}

/** Languages whose name or description is missing or older than the English text. */
export function untranslated(category: AdminCategoryDto): {
  missing: LanguageCode[];
  outdated: LanguageCode[];
} {
  const missing: LanguageCode[] = [];
  const outdated: LanguageCode[] = [];
  for (const code of LANGUAGE_CODES) {
    if (code === 'en') continue;
    const states = [translationState(category.name, category.translatedAt, code)];
    if (category.description)
      states.push(translationState(category.description, category.translatedAt, code));
    if (states.includes('missing')) missing.push(code);
    else if (states.includes('outdated')) outdated.push(code);
  }
  return { missing, outdated };
}
